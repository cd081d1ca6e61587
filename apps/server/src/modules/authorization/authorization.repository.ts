import type { Insertable, Kysely, RawBuilder } from 'kysely';
import { sql } from 'kysely';
import type { Database, OtorisasiTable } from '../../db/schema';

type Db = Kysely<Database>;

export type OtorisasiRow = {
  id: string;
  kode_toko: string;
  operasi: string;
  metode: 'MANUAL' | 'QR' | 'FINGERPRINT';
  status: 'OPEN' | 'APPROVED' | 'REJECTED' | 'CANCELLED';
  keystore: string | null;
  client: string | null;
  client_notes: string;
  event: string;
  requested_by: string;
  approved_by: string | null;
  keterangan: string;
  alasan: string;
  nilai: number | null;
  deskripsi: string;
  no_faktur_group: string | null;
  no_dokumen: string | null;
  used_at: string | null;
  created_at: string;
  decided_at: string | null;
};

export async function insertOtorisasi(db: Db, row: Insertable<OtorisasiTable>): Promise<void> {
  await db.insertInto('otorisasi').values(row).execute();
}

export function findByKeystore(db: Db, keystore: string, lock = false) {
  let q = db.selectFrom('otorisasi').selectAll().where('keystore', '=', keystore);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst() as Promise<OtorisasiRow | undefined>;
}

export async function decide(
  db: Db,
  id: string,
  change: { status: OtorisasiRow['status']; approved_by?: string | null; keterangan?: string },
): Promise<OtorisasiRow> {
  const row = await db
    .updateTable('otorisasi')
    .set({ ...change, decided_at: sql<string>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as OtorisasiRow;
}

/** OPEN QR requests of a store younger than `maxAgeMinutes`, newest first. */
export async function listOpen(db: Db, kodeToko: string, maxAgeMinutes: number): Promise<OtorisasiRow[]> {
  const rows = await db
    .selectFrom('otorisasi')
    .selectAll()
    .where('kode_toko', '=', kodeToko)
    .where('status', '=', 'OPEN')
    .where('created_at', '>=', sql<string>`now() - make_interval(mins => ${maxAgeMinutes})`)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows as OtorisasiRow[];
}

/** Approvals and rejections decided between two business dates (Asia/Jakarta); kodeToko null: every store. */
export async function listDecided(db: Db, q: { kodeToko: string | null; tglAwal: string; tglAkhir: string }): Promise<OtorisasiRow[]> {
  let query = db
    .selectFrom('otorisasi')
    .selectAll()
    .where('status', 'in', ['APPROVED', 'REJECTED'])
    .where(sql<string>`(coalesce(decided_at, created_at) at time zone 'Asia/Jakarta')::date`, '>=', sql<string>`${q.tglAwal}::date`)
    .where(sql<string>`(coalesce(decided_at, created_at) at time zone 'Asia/Jakarta')::date`, '<=', sql<string>`${q.tglAkhir}::date`);
  if (q.kodeToko !== null) query = query.where('kode_toko', '=', q.kodeToko);
  const rows = await query.orderBy('decided_at', 'desc').orderBy('id').execute();
  return rows as OtorisasiRow[];
}

/** Approvals named by id, locked FOR UPDATE (the caller's transaction), with whether they are still fresh. */
/** The approvals named, locked until the transaction ends (`lock` false: read only, for a save that checks them in its writing statement). */
export async function lockApprovals(db: Db, ids: readonly string[], maxAgeMinutes: number, lock = true) {
  if (ids.length === 0) return [];
  const q = db
    .selectFrom('otorisasi')
    .select([
      'id',
      'kode_toko',
      'operasi',
      'metode',
      'status',
      'requested_by',
      'approved_by',
      'used_at',
      sql<boolean>`coalesce(decided_at, created_at) >= now() - make_interval(mins => ${maxAgeMinutes})`.as('fresh'),
    ])
    .where('id', 'in', [...ids])
    .orderBy('id');
  return (lock ? q.forUpdate() : q).execute();
}

/**
 * Approvals used by a document, as a query for the document's writing statement (its number may be an
 * expression of that statement); answers the ids it marked, which only unused approvals are.
 */
export function markUsedQuery(db: Db, ids: readonly string[], noDokumen: string | RawBuilder<string>) {
  return db
    .updateTable('otorisasi')
    .set({ used_at: sql<string>`now()`, no_dokumen: noDokumen })
    .where('id', 'in', [...ids])
    .where('used_at', 'is', null)
    .returning('id');
}

export async function markUsed(db: Db, ids: readonly string[], noDokumen: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('otorisasi')
    .set({ used_at: sql<string>`now()`, no_dokumen: noDokumen })
    .where('id', 'in', [...ids])
    .where('used_at', 'is', null)
    .execute();
}
