import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('toko')
    .addColumn('kode_toko', 'text', (c) => c.primaryKey())
    .addColumn('nama_toko', 'text', (c) => c.notNull())
    .addColumn('alamat_toko', 'text', (c) => c.notNull())
    .addColumn('telepon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('portal', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('PUSAT', 'CABANG')`))
    .addColumn('tgl_system', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('nama_user', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull().check(sql`level in ('OWN', 'SU', 'MU', 'DEV', 'SPV', 'KASIR')`))
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('akses', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'text', (c) => c.notNull().defaultTo('SYSTEM'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('ended_reason', 'text')
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // One open session per user: the database refuses a second one even under a race.
  await sql`create unique index sessions_one_open_per_user on sessions (user_id) where ended_at is null`.execute(db);

  await db.schema
    .createTable('auth_audit')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kode_toko', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('keterangan', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('auth_audit_created_at').on('auth_audit').column('created_at').execute();
  await db.schema.createIndex('auth_audit_user_event').on('auth_audit').columns(['user_id', 'event', 'created_at']).execute();
  await db.schema.createIndex('auth_audit_ip_event').on('auth_audit').columns(['ip', 'event', 'created_at']).execute();

  await db.schema
    .createTable('para_module')
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('aktif', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text', (c) => c.notNull().defaultTo('SYSTEM'))
    .addPrimaryKeyConstraint('para_module_pk', ['kode_toko', 'key'])
    .execute();

  await db.schema
    .createTable('para_system')
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text', (c) => c.notNull().defaultTo('SYSTEM'))
    .addPrimaryKeyConstraint('para_system_pk', ['kode_toko', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['para_system', 'para_module', 'auth_audit', 'sessions', 'users', 'toko']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
