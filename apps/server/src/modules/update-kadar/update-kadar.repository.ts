import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UpdateKadarTable } from '../../db/schema-supplier-harga';

type Db = Kysely<Database>;

export type ReadyFilter = { kodeBaki?: string; kodeGroup?: string };

/**
 * Items ready for a purity update: the store's items READY for sale, priced by the gram, in an ordinary warehouse
 * (not the melting or sample ones), with their group's purity beside theirs; by tray, then barcode.
 */
export function readyItems(db: Db, kodeToko: string, f: ReadyFilter) {
  let q = db
    .selectFrom('barang as b')
    .innerJoin('group_barang as g', (j) => j.onRef('g.kode_toko', '=', 'b.kode_toko').onRef('g.kode_group', '=', 'b.kode_group'))
    .innerJoin('gudang as w', (j) => j.onRef('w.kode_toko', '=', 'b.kode_toko').onRef('w.kode_gudang', '=', 'b.kode_gudang'))
    .where('b.kode_toko', '=', kodeToko)
    .where('b.status', '=', 'READY')
    .where('b.jenis_harga', '=', 'GRAM')
    .where('w.jenis_gudang', 'not in', ['HANCUR', 'CONTOH']);
  if (f.kodeBaki) q = q.where('b.kode_baki', '=', f.kodeBaki);
  if (f.kodeGroup) q = q.where('b.kode_group', '=', f.kodeGroup);
  return q
    .select([
      'b.kode_barcode',
      'b.nama_barang',
      'b.kode_group',
      'b.kode_dept',
      'b.kode_gudang',
      'b.kode_baki',
      sql<number>`b.berat::float8`.as('berat'),
      sql<number>`b.kadar::float8`.as('kadar'),
      sql<number>`g.kadar::float8`.as('kadar_group'),
      'b.ongkos',
    ])
    .orderBy('b.kode_baki')
    .orderBy('b.kode_barcode')
    .limit(5000)
    .execute();
}

/** A group of the store with its purity. */
export function findGroup(db: Db, kodeToko: string, kodeGroup: string) {
  return db.selectFrom('group_barang').select(['kode_group', 'kadar']).where('kode_toko', '=', kodeToko).where('kode_group', '=', kodeGroup).executeTakeFirst();
}

/** The item's new purity and group (its place, status and weight are the ledger's, written by the stock module). */
export function setItemKadar(db: Db, kodeToko: string, kodeBarcode: string, kadar: string, kodeGroup: string, userId: string) {
  return db
    .updateTable('barang')
    .set({ kadar, kode_group: kodeGroup, updated_by: userId, updated_at: sql`now()` })
    .where('kode_toko', '=', kodeToko)
    .where('kode_barcode', '=', kodeBarcode)
    .execute();
}

export function insertUpdate(db: Db, row: Insertable<UpdateKadarTable>) {
  return db.insertInto('update_kadar').values(row).execute();
}

export function findUpdate(db: Db, kodeToko: string, noUpdate: string) {
  return db.selectFrom('update_kadar').selectAll().where('kode_toko', '=', kodeToko).where('no_update', '=', noUpdate).executeTakeFirstOrThrow();
}
