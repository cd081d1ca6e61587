import { sql, type Kysely } from 'kysely';

/**
 * WhatsApp promo broadcast, the store's WhatsApp gateway and the staff news (issue 23).
 * - whatsapp_setting: a store's gateway (/whatsapp-setting): the WhatsApp backend's base URL and an optional token.
 * - promo: a promo of a store (spec 000 §3: template, tgl_kirim, image_url), one per store and send date.
 *   TERJADWAL until its date comes, DIKIRIM once its recipients are queued, SELESAI when none is left.
 * - promo_outbox: the durable outbox, one row per promo and phone (unique: nobody is queued twice), the
 *   message already filled. A worker claims PENDING rows with FOR UPDATE SKIP LOCKED, marks them SENDING
 *   while the gateway is called, then SENT, or PENDING again after a backoff, or FAILED after the last try.
 * - news: short items for the staff's home page, with the levels and stores that see each.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('whatsapp_setting')
    .addColumn('kode_toko', 'text', (c) => c.primaryKey().references('toko.kode_toko'))
    .addColumn('base_url', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('promo')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('tgl_kirim', 'date', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull().defaultTo('-'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('TERJADWAL').check(sql`status in ('TERJADWAL', 'DIKIRIM', 'SELESAI')`))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('queued_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('promo_toko_tgl_key', ['kode_toko', 'tgl_kirim'])
    .execute();
  await db.schema.createIndex('promo_due_idx').on('promo').columns(['status', 'tgl_kirim']).execute();

  await db.schema
    .createTable('promo_outbox')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('promo_id', 'integer', (c) => c.notNull().references('promo.id'))
    .addColumn('kode_toko', 'text', (c) => c.notNull())
    .addColumn('no_hp', 'text', (c) => c.notNull())
    .addColumn('kode_customer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('nama_customer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull().defaultTo('-'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING').check(sql`status in ('PENDING', 'SENDING', 'SENT', 'FAILED')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('claimed_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('promo_outbox_promo_hp_key', ['promo_id', 'no_hp'])
    .execute();
  await sql`create index promo_outbox_ready_idx on promo_outbox (next_attempt_at, id) where status = 'PENDING'`.execute(db);
  await sql`create index promo_outbox_sending_idx on promo_outbox (claimed_at) where status = 'SENDING'`.execute(db);

  await db.schema
    .createTable('news')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('judul', 'text', (c) => c.notNull())
    .addColumn('isi', 'text', (c) => c.notNull())
    .addColumn('levels', 'jsonb', (c) => c.notNull())
    .addColumn('toko', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('aktif', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('news').execute();
  await db.schema.dropTable('promo_outbox').execute();
  await db.schema.dropTable('promo').execute();
  await db.schema.dropTable('whatsapp_setting').execute();
}
