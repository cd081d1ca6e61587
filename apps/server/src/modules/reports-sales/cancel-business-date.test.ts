import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, freshItems, pricesFor, sell, tglOf, type Headers } from '../../../test/closing-helpers';
import { COUNTER_SCREENS, firstOf, newKey, setAksesTree } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * A cancellation belongs to the store's business date, as every document does (docs/architecture.md, Ledgers and the business date): after a close
 * moved the store to the next date, a sale or buy-back of that date cancelled the same evening (the clock still
 * on the day before) reads the business date in Laporan Batal Penjualan / Batal Pembelian, not the clock's.
 */

let t: TestApp;
let call: ReturnType<typeof caller>;
let spv: Headers;
let kasir: Headers;
let tgl: string;

async function approve(operasi: string) {
  const res = await call('POST', '/api/otorisasi', kasir, { operasi, user_id: 'SPVBDG', password: 'demo123', deskripsi: 'uji' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

const report = async (path: string) => {
  const res = await call('GET', `${path}?${new URLSearchParams({ tgl_awal: tgl, tgl_akhir: tgl })}`, spv);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { tgl_system: string; tgl_batal: string; no_faktur_group: string }[];
};

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const screens = { penjualan: COUNTER_SCREENS, pembelian: ['transaksi-pembelian', 'lihat-pembelian', 'batal-pembelian'] };
  await setAksesTree(t, 'KASIRBDG', screens);
  await setAksesTree(t, 'SPVBDG', { ...screens, laporan: ['laporan-batal-penjualan', 'laporan-batal-pembelian'], utility: ['tutup-toko'] });
  spv = t.bearer(await t.login('SPVBDG'));
  kasir = t.bearer(await t.login('KASIRBDG'));
  const before = await tglOf(t);
  const close = await call('POST', '/api/tutup-toko', spv, { tgl_system: before });
  expect(close.statusCode, close.body).toBe(200);
  tgl = await tglOf(t);
  expect(tgl > before).toBe(true);
  await pricesFor(t, tgl);
});
afterAll(async () => {
  await t.close();
});

describe('the date of a cancellation is the business date', () => {
  it('a whole sale and a single line cancelled after a close read the new business date', async () => {
    const items = await freshItems(t, 3);
    const whole = await sell(t, kasir, [items[0]!.kode_barcode]);
    expect(whole.statusCode, whole.body).toBe(200);
    const partial = await sell(t, kasir, [items[1]!.kode_barcode, items[2]!.kode_barcode]);
    expect(partial.statusCode, partial.body).toBe(200);
    const wholeNo = whole.json().data.no_faktur_group as string;
    const partialNo = partial.json().data.no_faktur_group as string;
    const line = partial.json().data.detail[0].no_faktur_jual as string;

    const a = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: wholeNo, alasan: 'retur', otorisasi: [await approve('BATAL_PENJUALAN')] });
    expect(a.statusCode, a.body).toBe(200);
    const b = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: partialNo, no_faktur_jual: [line], alasan: 'retur', otorisasi: [await approve('BATAL_PENJUALAN')] });
    expect(b.statusCode, b.body).toBe(200);

    const rows = (await report('/api/laporan/batal-penjualan')).filter((r) => [wholeNo, partialNo].includes(r.no_faktur_group));
    expect(rows).toHaveLength(2);
    for (const r of rows) expect([r.tgl_system, r.tgl_batal]).toEqual([tgl, tgl]);
    const stored = await t.db.selectFrom('penjualan').select(['no_faktur_group', 'batal_tgl_system']).where('no_faktur_group', 'in', [wholeNo, partialNo]).orderBy('no_faktur_group').execute();
    expect(stored.map((s) => s.batal_tgl_system)).toEqual([tgl, tgl]);
  });

  it('a buy-back cancelled after a close reads the new business date', async () => {
    const kodeSales = (await firstOf(t, 'sales', 'BDG')).kode_sales as string;
    const bought = await call('POST', '/api/pembelian', kasir, {
      idempotency_key: newKey(),
      kode_sales: kodeSales,
      nama_customer: 'Siti Aminah',
      detail: [{ nama_barang: 'GELANG LUAR TOKO', kode_group: 'P17', kode_dept: 'GL', berat: '1.000', kode_kondisi: 'RUSAK' }],
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const no = bought.json().data.no_faktur_group as string;
    const batal = await call('POST', '/api/pembelian/batal', kasir, { no_faktur_group: no, alasan: 'salah input', otorisasi: [await approve('BATAL_PEMBELIAN')] });
    expect(batal.statusCode, batal.body).toBe(200);
    const rows = (await report('/api/laporan/batal-pembelian')).filter((r) => r.no_faktur_group === no);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect([r.tgl_system, r.tgl_batal]).toEqual([tgl, tgl]);
  });
});
