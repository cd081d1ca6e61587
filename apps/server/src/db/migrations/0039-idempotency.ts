import { sql, type Kysely } from 'kysely';

/**
 * Two things a document write keeps exact (issue "The money and the day").
 *
 * Idempotency keys of the forms whose documents have no key column of their own (cash book, card cash-out,
 * money moves, money to head office, tray weighing, stock moves, ...): one row per store, kind of document and
 * key, claimed first in the transaction that writes the document and holding that transaction's answer. A second
 * request with the same key waits on the row's unique key while the first runs, then answers the stored answer;
 * a first request that failed left no row, so its retry runs again.
 */
/**
 * The business date of a cancellation (`batal_tgl_system`) on sales (receipt and line), buy-backs and goods
 * received, written from the store's `tgl_system` when cancelled: Laporan Batal Penjualan read the Jakarta date
 * of `batal_at` (the clock), which is a day behind the business date after a close and before midnight. Rows
 * cancelled before this migration take the later of the document's business date and that clock date.
 */
const CANCEL_DATES = [
  ['penjualan', 'h.tgl_system'],
  ['pembelian', 'h.tgl_system'],
  ['penerimaan_barang', 'h.tgl_system'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, tgl] of CANCEL_DATES) {
    await sql`alter table ${sql.table(table)} add column batal_tgl_system date`.execute(db);
    await sql`update ${sql.table(table)} h set batal_tgl_system = greatest(${sql.raw(tgl)}, (h.batal_at at time zone 'Asia/Jakarta')::date)
      where h.batal_at is not null`.execute(db);
  }
  await sql`alter table penjualan_detail add column batal_tgl_system date`.execute(db);
  await sql`update penjualan_detail d set batal_tgl_system = greatest(p.tgl_system, (d.batal_at at time zone 'Asia/Jakarta')::date)
    from penjualan p where p.kode_toko = d.kode_toko and p.no_faktur_group = d.no_faktur_group and d.batal_at is not null`.execute(db);
  await sql`
    create table idempotensi (
      kode_toko text not null,
      jenis text not null,
      kunci text not null,
      jawaban jsonb,
      input_by text not null,
      created_at timestamptz not null default now(),
      primary key (kode_toko, jenis, kunci)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists idempotensi`.execute(db);
  for (const table of ['penjualan', 'penjualan_detail', 'pembelian', 'penerimaan_barang']) {
    await sql`alter table ${sql.table(table)} drop column if exists batal_tgl_system`.execute(db);
  }
}
