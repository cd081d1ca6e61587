import type { NotaLine } from '@emas/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderScreen, sessionUser } from '../../../kit/test-app';
import { BuyLinesEditor } from './BuyLinesEditor';
import { useBuyLines } from './use-buy-lines';

const nota = (n: number, dibeli: string | null = null): NotaLine => ({
  no_faktur_jual: `JL-BDG-261124-00000${n}`,
  no_faktur_group: `FJ-BDG-261124-00000${n}`,
  tgl_system: '2026-11-24',
  kode_barcode: `BDG000000${n}`,
  nama_barang: `CINCIN NOTA ${n}`,
  kode_group: 'P17',
  kode_dept: 'CC',
  kadar: 70,
  berat_nota: '2.000',
  harga_nota: 2_000_000,
  dibeli,
});

function Editor() {
  const state = useBuyLines();
  return <BuyLinesEditor state={state} />;
}

describe('BuyLinesEditor', () => {
  it('takes back-to-back receipt scans in order while a lookup is slow, and refuses a line already on the table', async () => {
    const user = userEvent.setup({ delay: null });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    renderScreen(<Editor />, {
      user: sessionUser('KASIRBDG', 'KASIR', 'BDG'),
      api: (r) => {
        if (r.path.startsWith('pembelian/nota/')) {
          const kode = decodeURIComponent(r.path.slice('pembelian/nota/'.length));
          asked.push(kode);
          const n = Number(kode.slice(-1));
          // the first lookup answers late: the scanner has sent the others meanwhile
          return n === 1 ? held.then(() => ok([nota(1)])) : ok([nota(n)]);
        }
        if (r.path === 'pembelian/hitung') return ok({ detail: [], total: 0 });
        return ok([]);
      },
    });
    const field = screen.getByTestId('buy-nota');
    await user.click(field);
    for (const code of ['BDG0000001', 'BDG0000002', 'BDG0000001']) await user.type(field, `${code}{Enter}`);
    // the field is empty for the next scan at once, and the lookups wait their turn
    expect(field).toHaveValue('');
    expect(asked).toEqual(['BDG0000001']);
    release();
    await screen.findByText('CINCIN NOTA 2');
    expect(asked).toEqual(['BDG0000001', 'BDG0000002', 'BDG0000001']);
    expect((await screen.findAllByText('Nota JL-BDG-261124-000001 sudah ada di tabel')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getAllByText(/^CINCIN NOTA \d$/).map((e) => e.textContent)).toEqual(['CINCIN NOTA 1', 'CINCIN NOTA 2']));
  });
});
