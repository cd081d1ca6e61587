import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export type AuditQuery = { tglAwal: string; tglAkhir: string; event: string | null; kodeToko: string | null; sortBy: 'created_at' | 'user_id' | 'event' };

/** Sign-in audit rows between two business dates (Asia/Jakarta): the query (no cap; read through a cursor). */
export function authAuditQuery(db: Db, q: AuditQuery) {
  let query = db
    .selectFrom('auth_audit')
    .select(['id', 'created_at', 'user_id', 'kode_toko', 'event', 'ip', 'user_agent', 'keterangan'])
    .where(sql<string>`(created_at at time zone 'Asia/Jakarta')::date`, '>=', sql<string>`${q.tglAwal}::date`)
    .where(sql<string>`(created_at at time zone 'Asia/Jakarta')::date`, '<=', sql<string>`${q.tglAkhir}::date`);
  if (q.event) query = query.where('event', '=', q.event);
  if (q.kodeToko) query = query.where('kode_toko', '=', q.kodeToko);
  return query.orderBy(q.sortBy, q.sortBy === 'created_at' ? 'desc' : 'asc').orderBy('id', 'desc').compile();
}
