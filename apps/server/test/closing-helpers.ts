import { sql } from 'kysely';
import { expect } from 'vitest';
import { firstOf, newKey, readyItems } from './sales-helpers';
import type { TestApp } from './test-app';

/**
 * Helpers of the closing tests: a sale through the API, the day's gold prices, and the money ledger
 * summed per account up to a date (what a closing balance must equal).
 */

export type Headers = Record<string, string>;

export function caller(t: TestApp) {
  return (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

export async function tglOf(t: TestApp, kodeToko = 'BDG'): Promise<string> {
  return (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', kodeToko).executeTakeFirstOrThrow()).tgl_system;
}

/** The morning's prices: every group's latest price again, in force from `tgl` (the stale-price guard asks for them). */
export async function pricesFor(t: TestApp, tgl: string, kodeToko = 'BDG'): Promise<void> {
  await sql`
    insert into harga_emas (kode_toko, kode_group, harga_jual, harga_beli, tgl_berlaku, sumber, created_by)
    select distinct on (kode_group) kode_toko, kode_group, harga_jual, harga_beli, ${tgl}::date, 'MANUAL', 'TEST'
      from harga_emas where kode_toko = ${kodeToko} and tgl_berlaku < ${tgl}::date
     order by kode_group, tgl_berlaku desc, id desc`.execute(t.db);
}

let skip = 0;
/** Fresh READY items no other sale of this file used. */
export async function freshItems(t: TestApp, n: number) {
  const rows = await readyItems(t, n, { skip });
  skip += n;
  return rows;
}

/** A sale through POST /api/penjualan at the counter's price, paid with `pay` (cash by default). */
export async function sell(t: TestApp, kasir: Headers, codes: readonly string[], pay?: (total: number) => object[]) {
  const call = caller(t);
  const kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
  const lines = [];
  for (const code of codes) {
    const q = await call('GET', `/api/penjualan/barang/${code}`, kasir);
    expect(q.statusCode, q.body).toBe(200);
    lines.push({ kode_barcode: code, harga: q.json().data.harga_hitung as number });
  }
  const total = lines.reduce((s, l) => s + l.harga, 0);
  return call('POST', '/api/penjualan', kasir, {
    idempotency_key: newKey(),
    kode_sales: kodeSales,
    nama_customer: 'Budi Santoso',
    detail: lines,
    pembayaran: pay ? pay(total) : [{ jenis: 'CASH', jumlah_rp: total }],
  });
}

/** Each account's balance from the money ledger: every row of the store dated on or before `tgl`. */
export async function ledgerKas(t: TestApp, tgl: string, kodeToko = 'BDG') {
  const rows = await sql<{ jenis: string; akun: string; saldo: string }>`
    select jenis, case jenis when 'BANK' then coalesce(no_rekening, '') when 'MARKETPLACE' then coalesce(kode_marketplace, '') else '' end as akun,
           sum(jumlah_in - jumlah_out)::text as saldo
      from kas_mutasi where kode_toko = ${kodeToko} and tgl_system <= ${tgl}::date
     group by 1, 2 having sum(jumlah_in) <> 0 or sum(jumlah_out) <> 0 order by 1, 2`.execute(t.db);
  return rows.rows.map((r) => ({ jenis: r.jenis, akun: r.akun, saldo: Number(r.saldo) }));
}

/** The kept closing balances of a day, as ledgerKas answers. */
export async function keptKas(t: TestApp, tgl: string, kodeToko = 'BDG') {
  const rows = await t.db
    .selectFrom('saldo_kas_harian')
    .select(['jenis', 'akun', 'saldo_akhir'])
    .where('kode_toko', '=', kodeToko)
    .where('tgl_system', '=', tgl)
    .orderBy('jenis')
    .orderBy('akun')
    .execute();
  return rows.map((r) => ({ jenis: r.jenis, akun: r.akun, saldo: r.saldo_akhir }));
}

/** The kept closing stock of a day per tray, as stock-balance.ts saldoClosing answers it. */
export async function keptStock(t: TestApp, tgl: string, kodeToko = 'BDG') {
  const rows = await t.db
    .selectFrom('saldo_barang_harian')
    .select(['kode_gudang', 'kode_baki', 'qty_akhir', 'berat_akhir'])
    .where('kode_toko', '=', kodeToko)
    .where('tgl_system', '=', tgl)
    .orderBy('kode_gudang')
    .orderBy('kode_baki')
    .execute();
  return rows
    .filter((r) => Number(r.qty_akhir) !== 0 || Number(r.berat_akhir) !== 0)
    .map((r) => ({ kode_gudang: r.kode_gudang, kode_baki: r.kode_baki, qty: Number(r.qty_akhir), mg: Math.round(Number(r.berat_akhir) * 1000) }));
}

/** Every row a sale wrote, with its business date: header, stock ledger and money ledger. */
export async function daysOfSale(t: TestApp, no: string) {
  const header = await t.db.selectFrom('penjualan').select('tgl_system').where('no_faktur_group', '=', no).execute();
  const stock = await t.db.selectFrom('stock_mutasi').select('tgl_system').where('no_ref', '=', no).execute();
  const kas = await t.db.selectFrom('kas_mutasi').select('tgl_system').where('no_ref', '=', no).execute();
  return { header: header.map((r) => r.tgl_system), stock: stock.map((r) => r.tgl_system), kas: kas.map((r) => r.tgl_system) };
}

export { newKey };
