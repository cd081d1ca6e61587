import { expect } from 'vitest';
import type { TestApp } from './test-app';

/**
 * Helpers of the sales tests (sales, titip, receipts): akses trees of the counter screens, items of a
 * tray, masters of a store, and row counts of every table a sale writes.
 */

/** The counter screens are added to the route table by the web work; the tests write the trees a supervisor would tick. */
export async function setAkses(t: TestApp, userId: string, keys: readonly string[]) {
  const tree = [{ key: 'penjualan', is_show: true, children: keys.map((key) => ({ key, is_show: true, children: [] })) }];
  await t.db.updateTable('users').set({ akses: JSON.stringify(tree) }).where('user_id', '=', userId).execute();
}

export const COUNTER_SCREENS = ['transaksi-penjualan', 'lihat-penjualan', 'batal-penjualan', 'lihat-titipan', 'validasi-penjualan', 'validasi-titipan', 'setting-nota', 'setting-nota-slip'];

/** READY items of the store, GRAM-priced unless told, not diamonds, in barcode order. */
export async function readyItems(t: TestApp, n: number, opts: { kodeToko?: string; jenisHarga?: 'GRAM' | 'BANDROL' | 'AKSESORIS'; skip?: number } = {}) {
  let q = t.db
    .selectFrom('barang')
    .select(['kode_barcode', 'kode_baki', 'kode_gudang', 'kode_group', 'berat', 'ongkos', 'harga_jual', 'jumlah'])
    .where('kode_toko', '=', opts.kodeToko ?? 'BDG')
    .where('status', '=', 'READY')
    .where('jenis_harga', '=', opts.jenisHarga ?? 'GRAM');
  if ((opts.jenisHarga ?? 'GRAM') === 'GRAM') q = q.where('kode_dept', 'not in', ['CB']).where('kode_gudang', '=', 'UTAMA');
  const rows = await q
    .orderBy('kode_barcode')
    .offset(opts.skip ?? 0)
    .limit(n)
    .execute();
  expect(rows.length).toBe(n);
  return rows;
}

export async function firstOf(t: TestApp, table: 'sales' | 'rekening' | 'marketplace', kodeToko = 'BDG') {
  return t.db.selectFrom(table).selectAll().where('kode_toko', '=', kodeToko).orderBy('_id').limit(1).executeTakeFirstOrThrow();
}

export async function counts(t: TestApp) {
  const n = async (table: 'penjualan' | 'penjualan_detail' | 'penjualan_bayar' | 'kas_mutasi' | 'stock_mutasi' | 'titip' | 'titip_detail' | 'titip_bayar') =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const counters = await t.db.selectFrom('nomor_dokumen').select(['jenis', 'nomor']).where('kode_toko', '=', 'BDG').orderBy('jenis').execute();
  return {
    penjualan: await n('penjualan'),
    detail: await n('penjualan_detail'),
    bayar: await n('penjualan_bayar'),
    kas: await n('kas_mutasi'),
    mutasi: await n('stock_mutasi'),
    titip: await n('titip'),
    titipDetail: await n('titip_detail'),
    titipBayar: await n('titip_bayar'),
    counters,
  };
}

export async function itemOf(t: TestApp, code: string, kodeToko = 'BDG') {
  return t.db.selectFrom('barang').selectAll().where('kode_toko', '=', kodeToko).where('kode_barcode', '=', code).executeTakeFirstOrThrow();
}

export async function kasOf(t: TestApp, noRef: string) {
  return t.db.selectFrom('kas_mutasi').selectAll().where('no_ref', '=', noRef).orderBy('id').execute();
}

let keySeq = 0;
export const newKey = () => `key-${Date.now().toString(36)}-${(keySeq++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Writes a user's akses tree: each menu group with the screens (akses keys) ticked under it. */
export async function setAksesTree(t: TestApp, userId: string, groups: Record<string, readonly string[]>) {
  const tree = Object.entries(groups).map(([key, keys]) => ({ key, is_show: true, children: keys.map((k) => ({ key: k, is_show: true, children: [] })) }));
  await t.db.updateTable('users').set({ akses: JSON.stringify(tree) }).where('user_id', '=', userId).execute();
}
