import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { approvalsAsked, sendWithApprovals } from './approval-retry';

const refusal = new ApiError('Perlu otorisasi supervisor: Ubah Harga, Diskon', 400, { otorisasi: 'Perlu otorisasi supervisor: Ubah Harga, Diskon' });

describe('approvals the server asks for', () => {
  it("reads the operations of a 'Perlu otorisasi supervisor' refusal, nothing from other errors", () => {
    expect(approvalsAsked(refusal)).toEqual(['UBAH_HARGA', 'DISKON']);
    expect(approvalsAsked(new ApiError('Barang tidak tersedia di stock toko', 400, { kode_barcode: 'x' }))).toEqual([]);
    expect(approvalsAsked(new Error('x'))).toEqual([]);
  });

  it('asks for each, sends once more with their ids, and gives up when one is refused', async () => {
    const sent: string[][] = [];
    const send = async (ids: string[]) => {
      sent.push(ids);
      if (ids.length === 0) throw refusal;
      return 'saved';
    };
    const asked: string[] = [];
    expect(await sendWithApprovals(send, async (op) => (asked.push(op), { id: `ID-${op}` }))).toBe('saved');
    expect(asked).toEqual(['UBAH_HARGA', 'DISKON']);
    expect(sent).toEqual([[], ['ID-UBAH_HARGA', 'ID-DISKON']]);

    sent.length = 0;
    expect(await sendWithApprovals(send, async () => null)).toBeNull();
    expect(sent).toEqual([[]]);
  });
});
