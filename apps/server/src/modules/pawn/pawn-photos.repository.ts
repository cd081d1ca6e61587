import type { Db } from '../../db/database';

/** The photo key of one pledged piece of a loan of the store (undefined when there is no such piece). */
export function findPieceFoto(db: Db, kodeToko: string, no: string, urut: number) {
  return db
    .selectFrom('hutang_barang')
    .select('foto')
    .where('kode_toko', '=', kodeToko)
    .where('no_faktur_hutang', '=', no)
    .where('urut', '=', urut)
    .executeTakeFirst();
}
