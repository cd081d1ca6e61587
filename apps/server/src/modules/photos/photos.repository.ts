import type { Db } from '../../db/database';

/** The photo key of one item of the store, locked for the update that replaces it. */
export function lockItemPhoto(db: Db, kodeToko: string, kodeBarcode: string) {
  return db
    .selectFrom('barang')
    .select(['kode_barcode', 'foto'])
    .where('kode_toko', '=', kodeToko)
    .where('kode_barcode', '=', kodeBarcode)
    .forUpdate()
    .executeTakeFirst();
}

/** The photo key of one item of the store (undefined when the store has no such item). */
export function findItemPhoto(db: Db, kodeToko: string, kodeBarcode: string) {
  return db
    .selectFrom('barang')
    .select(['kode_barcode', 'foto'])
    .where('kode_toko', '=', kodeToko)
    .where('kode_barcode', '=', kodeBarcode)
    .executeTakeFirst();
}

export async function setItemPhoto(db: Db, kodeToko: string, kodeBarcode: string, foto: string | null, by: string): Promise<void> {
  await db
    .updateTable('barang')
    .set({ foto, updated_by: by, updated_at: new Date() })
    .where('kode_toko', '=', kodeToko)
    .where('kode_barcode', '=', kodeBarcode)
    .execute();
}
