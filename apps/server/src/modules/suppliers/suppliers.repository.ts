import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A supplier of the master, by code, in a store. */
export function findSupplier(db: Db, kodeToko: string, kodeSupplier: string) {
  return db.selectFrom('supplier_barang').select(['kode_supplier', 'nama_supplier']).where('kode_toko', '=', kodeToko).where('kode_supplier', '=', kodeSupplier).executeTakeFirst();
}

export type SupplierReportFilter = { kodeToko: string | null; from: string; to: string; kodeSupplier: string | null };

/**
 * Laporan Supplier: the supplier deliveries received in the period (receipts in force, by their receiving date),
 * per store and supplier: receipts, pieces, grams and cost (each receipt's weight x its cost per gram, rounded to
 * the rupiah). A delivery typed without the master (module off) is its own supplier by name.
 */
export function supplierReportQuery(db: Db, f: SupplierReportFilter) {
  let q = db
    .selectFrom('kirim_barang as k')
    .where('k.jenis', '=', 'SUPPLIER')
    .where('k.status', '=', 'DITERIMA')
    .where('k.tgl_terima', '>=', f.from)
    .where('k.tgl_terima', '<=', f.to);
  if (f.kodeToko) q = q.where('k.kode_toko_tujuan', '=', f.kodeToko);
  if (f.kodeSupplier) q = q.where('k.kode_supplier', '=', f.kodeSupplier);
  return q
    .select([
      'k.kode_toko_tujuan as kode_toko',
      sql<string>`coalesce(k.kode_supplier, '')`.as('kode_supplier'),
      'k.nama_supplier',
      sql<number>`count(*)::int`.as('jumlah_faktur'),
      sql<number>`coalesce(sum(k.total_qty), 0)::int`.as('total_qty'),
      sql<number>`coalesce(sum(k.total_berat), 0)::float8`.as('total_berat'),
      sql<number>`coalesce(sum(round(k.total_berat * k.harga_per_gram)), 0)::float8`.as('total_modal'),
    ])
    .groupBy(['k.kode_toko_tujuan', sql`coalesce(k.kode_supplier, '')`, 'k.nama_supplier'])
    .orderBy('k.kode_toko_tujuan')
    .orderBy('k.nama_supplier');
}
