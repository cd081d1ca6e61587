/** SQL of the RFID counts (issue 35): items by tag, an item's tag, the tray's weight re-check. */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, StockOpnameDetailTable } from '../../db/schema';

type Db = Kysely<Database>;

/** Items of the store carrying these tags, in any state. */
export function itemsByRfid(db: Db, kodeToko: string, tags: readonly string[]) {
  if (!tags.length) return Promise.resolve([]);
  return db
    .selectFrom('barang')
    .select(['rfid', 'kode_barcode', 'nama_barang', 'kode_gudang', 'kode_baki', 'jumlah', 'berat', 'status'])
    .where('kode_toko', '=', kodeToko)
    .where('rfid', 'in', [...tags])
    .execute();
}

export function findItem(db: Db, kodeToko: string, kodeBarcode: string) {
  return db.selectFrom('barang').select(['kode_barcode', 'rfid']).where('kode_toko', '=', kodeToko).where('kode_barcode', '=', kodeBarcode).forUpdate().executeTakeFirst();
}

export async function setItemRfid(db: Db, kodeToko: string, kodeBarcode: string, rfid: string | null, by: string): Promise<void> {
  await db.updateTable('barang').set({ rfid, updated_by: by, updated_at: sql`now()` }).where('kode_toko', '=', kodeToko).where('kode_barcode', '=', kodeBarcode).execute();
}

export async function markScannedMany(db: Db, ids: readonly number[], by: string): Promise<void> {
  if (ids.length) await db.updateTable('stock_opname_detail').set({ scanned_at: sql`now()`, scanned_by: by }).where('id', 'in', [...ids]).execute();
}

export async function insertLines(db: Db, lines: readonly Insertable<StockOpnameDetailTable>[]): Promise<void> {
  if (lines.length) await db.insertInto('stock_opname_detail').values([...lines]).execute();
}

export async function setOpnameWeight(db: Db, kodeToko: string, noOpname: string, berat: string, by: string): Promise<void> {
  await db.updateTable('stock_opname').set({ berat_timbang: berat, timbang_by: by, timbang_at: sql`now()` }).where('kode_toko', '=', kodeToko).where('no_opname', '=', noOpname).execute();
}
