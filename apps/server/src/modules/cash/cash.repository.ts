import type { Insertable, Kysely } from 'kysely';
import type { Database, KasMutasiTable } from '../../db/schema';

type Db = Kysely<Database>;

export type KasRow = Insertable<KasMutasiTable>;

/** Appends rows to the cash ledger (inside the caller's transaction). */
export async function insertKasRows(db: Db, rows: readonly KasRow[]): Promise<void> {
  if (!rows.length) return;
  await db.insertInto('kas_mutasi').values([...rows]).execute();
}

/** Ledger rows of a store, optionally of one document (no_ref) or one business date, in order. */
export function listKas(db: Db, kodeToko: string, filter: { noRef?: string; tglSystem?: string } = {}) {
  let q = db.selectFrom('kas_mutasi').selectAll().where('kode_toko', '=', kodeToko);
  if (filter.noRef !== undefined) q = q.where('no_ref', '=', filter.noRef);
  if (filter.tglSystem !== undefined) q = q.where('tgl_system', '=', filter.tglSystem);
  return q.orderBy('id').execute();
}
