import { sql, type Kysely } from 'kysely';

/**
 * Indexes of the dashboards and the chain's reports (issue 22, measured by bench/report): each lets an
 * aggregate read only the index (an index-only scan), so the year of a chain of stores is read without
 * touching the documents' rows.
 * - penjualan / pembelian by date: the year by month and a period by day across every store, with the store,
 *   status, amount and weight in the index.
 * - kas_mutasi per store and account kind by date with the amounts: a store's drawer balance on a day sums
 *   every earlier row of its drawer.
 * - stock_mutasi per kind by date with the count: the pieces sold or bought in a month.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index penjualan_tgl_total_idx on penjualan (tgl_system, kode_toko) include (status, grand_total, total_berat)`.execute(db);
  await sql`create index pembelian_tgl_total_idx on pembelian (tgl_system, kode_toko) include (status, total_harga, total_berat)`.execute(db);
  await sql`create index kas_mutasi_saldo_idx on kas_mutasi (kode_toko, jenis, tgl_system) include (jumlah_in, jumlah_out)`.execute(db);
  await sql`create index stock_mutasi_jenis_tgl_idx on stock_mutasi (jenis, tgl_system, kode_toko) include (qty)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['stock_mutasi_jenis_tgl_idx', 'kas_mutasi_saldo_idx', 'pembelian_tgl_total_idx', 'penjualan_tgl_total_idx']) {
    await sql.raw(`drop index if exists ${name}`).execute(db);
  }
}
