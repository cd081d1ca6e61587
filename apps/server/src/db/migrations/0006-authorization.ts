import { sql, type Kysely } from 'kysely';

/**
 * Supervisor approval (otorisasi): one row per approval asked or given.
 * - A manual approval (user id + password typed in the cashier's dialog) is inserted APPROVED, metode MANUAL.
 * - A QR request (spec 000 §3 record: client, keystore, client_notes, event, input_by) is inserted OPEN,
 *   metode QR, then APPROVED or REJECTED in the authenticator, or CANCELLED when the dialog closes
 *   (otorisasi-qr/remove keeps the audit row).
 * - An APPROVED row is used once: the save of the operation sets no_dokumen and used_at (consumeApprovals).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('otorisasi')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('operasi', 'text', (c) => c.notNull())
    .addColumn('metode', 'text', (c) => c.notNull().check(sql`metode in ('MANUAL', 'QR')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('OPEN', 'APPROVED', 'REJECTED', 'CANCELLED')`))
    .addColumn('keystore', 'text')
    .addColumn('client', 'text')
    .addColumn('client_notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('event', 'text', (c) => c.notNull().defaultTo('-'))
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('approved_by', 'text')
    .addColumn('keterangan', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alasan', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('nilai', 'bigint')
    .addColumn('deskripsi', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('no_faktur_group', 'text')
    .addColumn('no_dokumen', 'text')
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addCheckConstraint('otorisasi_qr_key', sql`metode <> 'QR' or keystore is not null`)
    .addCheckConstraint('otorisasi_used', sql`used_at is null or status = 'APPROVED'`)
    .execute();
  await sql`create unique index otorisasi_keystore_key on otorisasi (keystore) where keystore is not null`.execute(db);
  await sql`create index otorisasi_open_idx on otorisasi (kode_toko, created_at) where status = 'OPEN'`.execute(db);
  await db.schema.createIndex('otorisasi_toko_created_idx').on('otorisasi').columns(['kode_toko', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('otorisasi').ifExists().execute();
}
