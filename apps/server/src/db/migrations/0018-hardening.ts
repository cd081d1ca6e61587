import { sql, type Kysely } from 'kysely';

/**
 * Issue 19 (hardening):
 * - timbang_baki: a weighing starts with the tray's system weight only (spec 001 §3, §4, §7); the scale's
 *   weight (and the difference) is entered on the row afterwards, so both may be null until then.
 * - user_fingerprint: the WebAuthn credentials (platform authenticator: the phone's or laptop's
 *   fingerprint sensor) an SPV/OWN user enrolled for fingerprint approval (spec 000 §3, §4, §7).
 * - webauthn_challenge: every challenge the server issued, single use and short-lived: an assertion is
 *   only accepted against a stored challenge of the same user and purpose, not used, not expired.
 * - otorisasi.metode gains FINGERPRINT (an approval given by a verified fingerprint assertion).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table timbang_baki alter column berat_timbang drop not null`.execute(db);
  await sql`alter table timbang_baki alter column selisih drop not null`.execute(db);
  await db.schema
    .alterTable('timbang_baki')
    .addCheckConstraint('timbang_baki_weighed', sql`(berat_timbang is null) = (selisih is null)`)
    .execute();

  await db.schema
    .createTable('user_fingerprint')
    /** the credential id, base64url */
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id'))
    /** COSE public key, base64url */
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`counter >= 0`))
    /** authenticator transports, comma separated ('internal', 'hybrid', ...) */
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('device_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('backed_up', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('user_fingerprint_user_idx').on('user_fingerprint').column('user_id').execute();

  await db.schema
    .createTable('webauthn_challenge')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    /** the user who must answer it (the one enrolling, or the supervisor asked to approve) */
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('REGISTER', 'AUTHENTICATE')`))
    /** who asked for it (the cashier's session for an approval) and for which store */
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('kode_toko', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await sql`alter table otorisasi drop constraint if exists otorisasi_metode_check`.execute(db);
  await db.schema
    .alterTable('otorisasi')
    .addCheckConstraint('otorisasi_metode_check', sql`metode in ('MANUAL', 'QR', 'FINGERPRINT')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table otorisasi drop constraint if exists otorisasi_metode_check`.execute(db);
  await db.schema.alterTable('otorisasi').addCheckConstraint('otorisasi_metode_check', sql`metode in ('MANUAL', 'QR')`).execute();
  await db.schema.dropTable('webauthn_challenge').ifExists().execute();
  await db.schema.dropTable('user_fingerprint').ifExists().execute();
  await db.schema.alterTable('timbang_baki').dropConstraint('timbang_baki_weighed').execute();
}
