import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export type BookFilter = { kodeToko: string | null; from: string; to: string; status: string; kodeDept: string; kodeSupplier: string };

/**
 * The diamond pieces of the book: items with stones or a diamond supplier's receipt that entered the store's stock
 * (barang.tgl_system) in the period, with their supplier, cost and certificate.
 */
export function listBookPieces(db: Db, f: BookFilter) {
  let q = db
    .selectFrom('barang as b')
    .leftJoin('item_berlian as ib', (j) => j.onRef('ib.kode_toko', '=', 'b.kode_toko').onRef('ib.kode_barcode', '=', 'b.kode_barcode'))
    .leftJoin('supplier_berlian as sb', (j) => j.onRef('sb.kode_toko', '=', 'ib.kode_toko').onRef('sb.kode_supplier', '=', 'ib.kode_supplier'))
    .leftJoin('item_sertifikat as c', (j) => j.onRef('c.kode_toko', '=', 'b.kode_toko').onRef('c.kode_barcode', '=', 'b.kode_barcode'))
    .select([
      'b.kode_toko',
      'b.kode_barcode',
      'b.nama_barang',
      'b.kode_dept',
      'b.kode_group',
      'b.status',
      'b.tgl_system',
      'b.berat',
      'b.harga_jual',
      'ib.kode_supplier',
      'sb.nama_supplier',
      'ib.no_faktur_supplier',
      'ib.harga_modal',
      'c.lab_sertifikat',
      'c.no_sertifikat',
    ])
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('item_batu as s').select(sql`1`.as('x')).whereRef('s.kode_toko', '=', 'b.kode_toko').whereRef('s.kode_barcode', '=', 'b.kode_barcode')),
        eb('ib.kode_barcode', 'is not', null),
      ]),
    )
    .where('b.tgl_system', '>=', f.from)
    .where('b.tgl_system', '<=', f.to);
  if (f.kodeToko) q = q.where('b.kode_toko', '=', f.kodeToko);
  if (f.status !== 'ALL') q = q.where('b.status', '=', f.status as 'READY');
  if (f.kodeDept !== 'ALL') q = q.where('b.kode_dept', '=', f.kodeDept);
  if (f.kodeSupplier !== 'ALL') q = q.where('ib.kode_supplier', '=', f.kodeSupplier);
  return q.orderBy('b.kode_toko').orderBy('b.tgl_system').orderBy('b.kode_barcode').execute();
}

/** The stone lines of pieces (by store and barcode). */
export function listStonesOf(db: Db, pieces: readonly { kode_toko: string; kode_barcode: string }[]) {
  if (!pieces.length) return Promise.resolve([]);
  return db
    .selectFrom('item_batu')
    .selectAll()
    .where((eb) => eb.or(pieces.map((p) => eb.and([eb('kode_toko', '=', p.kode_toko), eb('kode_barcode', '=', p.kode_barcode)]))))
    .orderBy('kode_toko')
    .orderBy('kode_barcode')
    .orderBy('urut')
    .execute();
}

/** The stock ledger of the barcodes in every store of the chain (a piece's life follows it between stores), oldest first. */
export function listLedgerOf(db: Db, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([]);
  return db
    .selectFrom('stock_mutasi')
    .select(['kode_toko', 'kode_barcode', 'jenis', 'tgl_system', 'no_ref', 'keterangan'])
    .where('kode_barcode', 'in', codes)
    .orderBy('kode_barcode')
    .orderBy('id')
    .execute();
}
