import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstOf, newKey, readyItems, setAksesTree } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Laporan Barang Detail and the pieces an instalment plan reserves (issue 33): a reserved piece is listed as CICIL
 * (under ALL and under the CICIL option), not as READY.
 */
let t: TestApp;
let kasir: Record<string, string>;
let spv: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await setAksesTree(t, 'KASIRBDG', { penjualan: ['transaksi-cicilan'] });
  kasir = t.bearer(await t.login('KASIRBDG'));
  spv = t.bearer(await t.login('SPVBDG'));
});
afterAll(async () => {
  await t.close();
});

type Row = { kode_barcode: string; status: string };

async function detail(filter: string): Promise<Row[]> {
  const query = new URLSearchParams({ filter, sort_by: 'kode_barcode', kode_gudang: 'ALL', kode_dept: 'ALL' }).toString();
  const res = await t.app.inject({ method: 'GET', url: `/api/laporan/barang-detail?${query}`, headers: spv });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row[];
}

describe('Laporan Barang Detail: pieces reserved by an instalment plan', () => {
  it('shows a reserved piece as CICIL, under ALL and under the CICIL option, and not under READY', async () => {
    const [piece] = (await readyItems(t, 1, { skip: 7 })).map((r) => r.kode_barcode);
    const quote = await t.app.inject({ method: 'POST', url: '/api/cicilan/quote', headers: kasir, payload: { detail: [{ kode_barcode: piece }], tenor_bulan: 3 } });
    expect(quote.statusCode, quote.body).toBe(200);
    const q = quote.json().data as { min_dp: number; biaya_admin: number; detail: { kode_barcode: string; harga: number }[] };
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/cicilan',
      headers: kasir,
      payload: {
        idempotency_key: newKey(),
        kode_sales: (await firstOf(t, 'sales')).kode_sales,
        nama_customer: 'siti aminah',
        no_hp: '081234567890',
        tenor_bulan: 3,
        dp_rp: q.min_dp,
        detail: q.detail,
        pembayaran: [{ jenis: 'CASH', jumlah_rp: q.min_dp + q.biaya_admin }],
      },
    });
    expect(opened.statusCode, opened.body).toBe(200);

    expect((await detail('ALL')).find((r) => r.kode_barcode === piece)?.status).toBe('CICIL');
    const reserved = await detail('CICIL');
    expect(reserved.map((r) => r.kode_barcode)).toContain(piece);
    expect(reserved.every((r) => r.status === 'CICIL')).toBe(true);
    expect((await detail('READY')).map((r) => r.kode_barcode)).not.toContain(piece);
  });
});
