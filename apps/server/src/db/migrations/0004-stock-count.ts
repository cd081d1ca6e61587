import { sql, type Kysely } from 'kysely';

/**
 * Tray weighing and stock counts.
 * - timbang_baki: one row per weighing of a tray (spec 001 §3 'Tray weighing record'): what the system
 *   says the tray holds (pieces, weight) beside what the scale read. A reset hides the store's rows from
 *   the list (reset_at / reset_by) without deleting them.
 * - stock_opname: a count of a tray or a whole warehouse (no_opname), OPEN until closed (CLOSED, with
 *   its totals) or cancelled (BATAL). One OPEN count per place (partial unique index; the service also
 *   refuses a tray count inside a warehouse being counted, and the other way round).
 * - stock_opname_detail: the expected items (snapshot at the start) and every scanned code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('timbang_baki')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('kode_gudang', 'text', (c) => c.notNull())
    .addColumn('kode_baki', 'text', (c) => c.notNull())
    .addColumn('jumlah', 'integer', (c) => c.notNull().check(sql`jumlah >= 0`))
    .addColumn('berat_system', sql`numeric(14,3)`, (c) => c.notNull().check(sql`berat_system >= 0`))
    .addColumn('berat_timbang', sql`numeric(14,3)`, (c) => c.notNull().check(sql`berat_timbang >= 0`))
    .addColumn('selisih', sql`numeric(14,3)`, (c) => c.notNull())
    .addColumn('tgl_system', 'date', (c) => c.notNull())
    .addColumn('input_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('reset_at', 'timestamptz')
    .addColumn('reset_by', 'text')
    .addCheckConstraint('timbang_baki_selisih', sql`selisih = berat_timbang - berat_system`)
    .addForeignKeyConstraint('timbang_baki_baki_fk', ['kode_toko', 'kode_baki'], 'baki', ['kode_toko', 'kode_baki'])
    .addForeignKeyConstraint('timbang_baki_gudang_fk', ['kode_toko', 'kode_gudang'], 'gudang', ['kode_toko', 'kode_gudang'])
    .execute();
  await sql`create index timbang_baki_aktif_idx on timbang_baki (kode_toko, id) where reset_at is null`.execute(db);

  await db.schema
    .createTable('stock_opname')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('no_opname', 'text', (c) => c.notNull())
    .addColumn('tgl_system', 'date', (c) => c.notNull())
    .addColumn('kode_gudang', 'text', (c) => c.notNull())
    .addColumn('kode_baki', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('OPEN').check(sql`status in ('OPEN', 'CLOSED', 'BATAL')`))
    .addColumn('jumlah_sistem', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('berat_sistem', sql`numeric(14,3)`, (c) => c.notNull().defaultTo(0))
    .addColumn('jumlah_found', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('berat_found', sql`numeric(14,3)`, (c) => c.notNull().defaultTo(0))
    .addColumn('jumlah_missing', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('berat_missing', sql`numeric(14,3)`, (c) => c.notNull().defaultTo(0))
    .addColumn('jumlah_unexpected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('berat_unexpected', sql`numeric(14,3)`, (c) => c.notNull().defaultTo(0))
    .addColumn('jumlah_dipindah', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('input_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_by', 'text')
    .addColumn('closed_at', 'timestamptz')
    .addUniqueConstraint('stock_opname_no_key', ['kode_toko', 'no_opname'])
    .addForeignKeyConstraint('stock_opname_gudang_fk', ['kode_toko', 'kode_gudang'], 'gudang', ['kode_toko', 'kode_gudang'])
    .addForeignKeyConstraint('stock_opname_baki_fk', ['kode_toko', 'kode_baki'], 'baki', ['kode_toko', 'kode_baki'])
    .execute();
  await db.schema.createIndex('stock_opname_tgl_idx').on('stock_opname').columns(['kode_toko', 'tgl_system']).execute();
  await sql`create unique index stock_opname_open_key on stock_opname (kode_toko, kode_gudang, coalesce(kode_baki, '')) where status = 'OPEN'`.execute(db);

  await db.schema
    .createTable('stock_opname_detail')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kode_toko', 'text', (c) => c.notNull())
    .addColumn('no_opname', 'text', (c) => c.notNull())
    .addColumn('kode_barcode', 'text', (c) => c.notNull())
    .addColumn('nama_barang', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kode_gudang', 'text')
    .addColumn('kode_baki', 'text')
    .addColumn('jumlah', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('berat', sql`numeric(14,3)`, (c) => c.notNull().defaultTo(0))
    .addColumn('status_barang', 'text')
    .addColumn('expected', 'boolean', (c) => c.notNull())
    .addColumn('scanned_at', 'timestamptz')
    .addColumn('scanned_by', 'text')
    .addColumn('dipindah', 'boolean', (c) => c.notNull().defaultTo(false))
    .addCheckConstraint('stock_opname_detail_scan', sql`expected or scanned_at is not null`)
    .addUniqueConstraint('stock_opname_detail_key', ['kode_toko', 'no_opname', 'kode_barcode'])
    .addForeignKeyConstraint('stock_opname_detail_fk', ['kode_toko', 'no_opname'], 'stock_opname', ['kode_toko', 'no_opname'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['stock_opname_detail', 'stock_opname', 'timbang_baki']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
