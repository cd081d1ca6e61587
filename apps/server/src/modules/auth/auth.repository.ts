import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export function findUserForLogin(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .innerJoin('toko', 'toko.kode_toko', 'users.kode_toko')
    .select([
      'users.user_id',
      'users.nama_user',
      'users.level',
      'users.kode_toko',
      'users.password_hash',
      'users.akses',
      'users.is_active',
      'toko.nama_toko',
      'toko.type as toko_type',
    ])
    .where('users.user_id', '=', userId)
    .executeTakeFirst();
}

export function lockUser(db: Db, userId: string) {
  return db.selectFrom('users').select('user_id').where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

export function findOpenSession(db: Db, userId: string) {
  return db.selectFrom('sessions').selectAll().where('user_id', '=', userId).where('ended_at', 'is', null).executeTakeFirst();
}

export function insertSession(
  db: Db,
  row: { id: string; token_hash: string; user_id: string; expires_at: Date; ip: string; user_agent: string },
) {
  return db.insertInto('sessions').values(row).execute();
}

export function endSession(db: Db, sessionId: string, reason: string) {
  return db
    .updateTable('sessions')
    .set({ ended_at: sql<string>`now()`, ended_reason: reason })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
}

export function endOpenSessionsOfUser(db: Db, userId: string, reason: string) {
  return db
    .updateTable('sessions')
    .set({ ended_at: sql<string>`now()`, ended_reason: reason })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .returning('id')
    .execute();
}

/**
 * The session behind a token with its user, home store and that store's module rows, in one round
 * trip (every authenticated call starts here).
 */
export function findSessionByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.user_id', 'sessions.user_id')
    .innerJoin('toko', 'toko.kode_toko', 'users.kode_toko')
    .select((eb) => [
      jsonArrayFrom(eb.selectFrom('para_module').select(['para_module.key', 'para_module.aktif']).whereRef('para_module.kode_toko', '=', 'users.kode_toko')).as('home_modules'),
      'sessions.id as session_id',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'sessions.ended_at',
      'users.user_id',
      'users.nama_user',
      'users.level',
      'users.kode_toko',
      'users.akses',
      'users.is_active',
      'toko.nama_toko',
      'toko.type as toko_type',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export function touchSession(db: Db, sessionId: string) {
  return db.updateTable('sessions').set({ last_seen_at: sql<string>`now()` }).where('id', '=', sessionId).execute();
}

export function insertAudit(
  db: Db,
  row: { user_id: string; kode_toko: string; event: string; ip: string; user_agent: string; keterangan?: string },
) {
  return db
    .insertInto('auth_audit')
    .values({ ...row, keterangan: row.keterangan ?? '' })
    .execute();
}

/** Failed sign-ins since a moment, by user id or by address (rate limit). */
export async function countFailuresSince(db: Db, by: { user_id?: string; ip?: string }, since: Date): Promise<number> {
  let q = db
    .selectFrom('auth_audit')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event', '=', 'LOGIN_GAGAL')
    .where('created_at', '>=', since.toISOString());
  if (by.user_id !== undefined) q = q.where('user_id', '=', by.user_id);
  if (by.ip !== undefined) q = q.where('ip', '=', by.ip);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function updatePasswordHash(db: Db, userId: string, passwordHash: string) {
  return db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: sql<string>`now()` })
    .where('user_id', '=', userId)
    .execute();
}

export function findPasswordHash(db: Db, userId: string) {
  return db.selectFrom('users').select(['password_hash', 'kode_toko']).where('user_id', '=', userId).executeTakeFirst();
}
