import type { Insertable, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database, UserFingerprintTable } from '../../db/schema';

type Db = Kysely<Database>;
type Purpose = 'REGISTER' | 'AUTHENTICATE';

/** The credentials a user enrolled, oldest first. */
export function listCredentials(db: Db, userId: string) {
  return db
    .selectFrom('user_fingerprint')
    .select(['id', 'user_id', 'public_key', 'counter', 'transports', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findCredential(db: Db, id: string) {
  return db
    .selectFrom('user_fingerprint')
    .select(['id', 'user_id', 'public_key', 'counter', 'transports'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertCredential(db: Db, row: Insertable<UserFingerprintTable>): Promise<void> {
  await db.insertInto('user_fingerprint').values(row).execute();
}

export async function deleteCredential(db: Db, userId: string, id: string): Promise<number> {
  const r = await db.deleteFrom('user_fingerprint').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** The signature counter moves forward and the credential is marked used. */
export async function touchCredential(db: Db, id: string, counter: number): Promise<void> {
  await db.updateTable('user_fingerprint').set({ counter, last_used_at: sql<string>`now()` }).where('id', '=', id).execute();
}

/** Stores an issued challenge; expired ones older than a day are cleared on the way. */
export async function insertChallenge(
  db: Db,
  row: { challenge: string; user_id: string; purpose: Purpose; requested_by: string; kode_toko: string; seconds: number },
): Promise<void> {
  await db.deleteFrom('webauthn_challenge').where('expires_at', '<', sql<string>`now() - interval '1 day'`).execute();
  await db
    .insertInto('webauthn_challenge')
    .values({
      challenge: row.challenge,
      user_id: row.user_id,
      purpose: row.purpose,
      requested_by: row.requested_by,
      kode_toko: row.kode_toko,
      expires_at: sql<string>`now() + make_interval(secs => ${row.seconds})`,
    })
    .execute();
}

/**
 * Takes a challenge once: true when it was issued for this user, purpose and requester (and store),
 * not used and not expired; it is marked used in the same statement, so a second use (a replay) is false.
 */
export async function consumeChallenge(db: Db, q: { challenge: string; user_id: string; purpose: Purpose; requested_by: string; kode_toko: string }): Promise<boolean> {
  const row = await db
    .updateTable('webauthn_challenge')
    .set({ used_at: sql<string>`now()` })
    .where('challenge', '=', q.challenge)
    .where('user_id', '=', q.user_id)
    .where('purpose', '=', q.purpose)
    .where('requested_by', '=', q.requested_by)
    .where('kode_toko', '=', q.kode_toko)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<string>`now()`)
    .returning('challenge')
    .executeTakeFirst();
  return !!row;
}
