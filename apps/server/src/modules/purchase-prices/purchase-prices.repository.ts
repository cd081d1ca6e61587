import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * The purchase price rows of some purities holding on or before a date (newest first), with their order of entry
 * (the last edited wins on the same date). `kadar` is numeric(6,2), compared in hundredths.
 */
export function purchasePricesUpTo(db: Db, kodeToko: string, kadars: readonly number[], tanggal: string) {
  if (kadars.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('parameter_harga_emas_pembelian')
    .select([
      sql<number>`round(kadar * 100)::int`.as('kadar'),
      sql<string>`to_char(tgl_berlaku, 'YYYY-MM-DD')`.as('tgl_berlaku'),
      'harga_per_gram',
      sql<number>`extract(epoch from updated_at)::float8`.as('urutan'),
    ])
    .where('kode_toko', '=', kodeToko)
    .where(sql<number>`round(kadar * 100)::int`, 'in', [...kadars])
    .where('tgl_berlaku', '<=', tanggal)
    .execute();
}
