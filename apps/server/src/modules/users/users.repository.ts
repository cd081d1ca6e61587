import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { AksesNode } from '@emas/domain';
import type { Database, NewUser } from '../../db/schema';

type Db = Kysely<Database>;

/** Users with whether they hold an open session and when they last signed in. */
/** `is_login`: an open session that is neither idle past the limit nor past its term. */
export function listUsers(db: Db, kodeToko: string | null, idleMinutes: number) {
  let q = db
    .selectFrom('users')
    .select((eb) => [
      'users.user_id',
      'users.nama_user',
      'users.level',
      'users.kode_toko',
      'users.is_active',
      eb
        .exists(
          eb
            .selectFrom('sessions')
            .select('sessions.id')
            .whereRef('sessions.user_id', '=', 'users.user_id')
            .where('sessions.ended_at', 'is', null)
            .where('sessions.expires_at', '>', sql<string>`now()`)
            .where('sessions.last_seen_at', '>', sql<string>`now() - make_interval(mins => ${idleMinutes})`),
        )
        .as('is_login'),
      eb
        .selectFrom('sessions')
        .select((s) => s.fn.max('sessions.created_at').as('m'))
        .whereRef('sessions.user_id', '=', 'users.user_id')
        .as('last_login_at'),
    ])
    .orderBy('users.kode_toko')
    .orderBy('users.user_id');
  if (kodeToko) q = q.where('users.kode_toko', '=', kodeToko);
  return q.execute();
}

export function listUserBriefs(db: Db, kodeToko: string | null) {
  let q = db.selectFrom('users').select(['user_id', 'nama_user', 'level', 'kode_toko']).where('is_active', '=', true).orderBy('user_id');
  if (kodeToko) q = q.where('kode_toko', '=', kodeToko);
  return q.execute();
}

export function findUser(db: Db, userId: string) {
  return db.selectFrom('users').select(['user_id', 'nama_user', 'level', 'kode_toko', 'is_active', 'akses']).where('user_id', '=', userId).executeTakeFirst();
}

export function insertUser(db: Db, user: NewUser) {
  return db.insertInto('users').values(user).execute();
}

export function updateUser(db: Db, userId: string, values: { nama_user: string; level: NewUser['level']; kode_toko: string }) {
  return db.updateTable('users').set({ ...values, updated_at: sql<string>`now()` }).where('user_id', '=', userId).execute();
}

export function setUserActive(db: Db, userId: string, isActive: boolean) {
  return db.updateTable('users').set({ is_active: isActive, updated_at: sql<string>`now()` }).where('user_id', '=', userId).execute();
}

export function setUserAkses(db: Db, userId: string, akses: AksesNode[]) {
  return db
    .updateTable('users')
    .set({ akses: JSON.stringify(akses), updated_at: sql<string>`now()` })
    .where('user_id', '=', userId)
    .execute();
}
