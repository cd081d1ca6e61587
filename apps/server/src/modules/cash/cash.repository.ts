import type { InsertObject, Insertable, Kysely } from 'kysely';
import type { Database, KasMutasiTable } from '../../db/schema';

type Db = Kysely<Database>;

export type KasRow = Insertable<KasMutasiTable>;

/** Appends rows to the cash ledger (inside the caller's transaction). */
export async function insertKasRows(db: Db, rows: readonly KasRow[]): Promise<void> {
  if (!rows.length) return;
  await insertKasQuery(db, rows).execute();
}

/** The cash ledger insert, not yet run (for a caller that writes it with other rows in one statement). */
export function insertKasQuery(db: Db, rows: readonly InsertObject<Database, 'kas_mutasi'>[]) {
  return db.insertInto('kas_mutasi').values([...rows]);
}

/** Ledger rows of a store, optionally of one document (no_ref) or one business date, in order. */
export function listKas(db: Db, kodeToko: string, filter: { noRef?: string; tglSystem?: string } = {}) {
  let q = db.selectFrom('kas_mutasi').selectAll().where('kode_toko', '=', kodeToko);
  if (filter.noRef !== undefined) q = q.where('no_ref', '=', filter.noRef);
  if (filter.tglSystem !== undefined) q = q.where('tgl_system', '=', filter.tglSystem);
  return q.orderBy('id').execute();
}
