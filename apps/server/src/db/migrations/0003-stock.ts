import { sql, type Kysely } from 'kysely';

/**
 * Items and the stock movement ledger.
 * - barang: one row per item (accessories: one row per accessory line, counted by jumlah), keyed by
 *   (kode_toko, kode_barcode); its group, jenis, warehouse and tray are codes of the store's masters
 *   (composite foreign keys on (kode_toko, code), so a used master cannot be deleted).
 * - stock_mutasi: the ledger, every change of an item's place or state; the balance per warehouse
 *   and tray is computed from it.
 * - pindah_barang / pindah_barang_detail: transfer documents (no_pindah) with their lines as printed.
 * - nomor_dokumen: per-store counters of document numbers and generated barcodes.
 * Columns that other areas may insert without (masters tests insert bare items) have defaults.
 */

const ITEM_STATUSES = `'READY', 'TITIP', 'CONTOH', 'HANCUR', 'KIRIM', 'TERJUAL'`;
const NAME_UNIQUE_STATUSES = `'READY', 'TITIP', 'CONTOH'`;
const MUTASI_JENIS = [
  'TAMBAH',
  'BELI',
  'TERIMA',
  'BATAL_TERIMA',
  'PINDAH',
  'JUAL',
  'BATAL_JUAL',
  'TITIP',
  'BATAL_TITIP',
  'KIRIM',
  'HANCUR',
  'CONTOH_KELUAR',
  'CONTOH_MASUK',
  'AKSESORIS_TAMBAH',
  'AKSESORIS_AMBIL',
  'KOREKSI',
  'OPNAME',
]
  .map((j) => `'${j}'`)
  .join(', ');

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('nomor_dokumen')
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('jenis', 'text', (c) => c.notNull())
    .addColumn('nomor', 'bigint', (c) => c.notNull().check(sql`nomor >= 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('nomor_dokumen_pk', ['kode_toko', 'jenis'])
    .execute();

  await db.schema
    .createTable('barang')
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('kode_barcode', 'text', (c) => c.notNull())
    .addColumn('kode_group', 'text', (c) => c.notNull())
    .addColumn('kode_dept', 'text', (c) => c.notNull())
    .addColumn('kode_gudang', 'text', (c) => c.notNull())
    .addColumn('kode_baki', 'text', (c) => c.notNull())
    .addColumn('nama_barang', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('berat', sql`numeric(12,3)`, (c) => c.notNull().defaultTo(0).check(sql`berat >= 0`))
    .addColumn('berat_awal', sql`numeric(12,3)`, (c) => c.notNull().defaultTo(0).check(sql`berat_awal >= 0`))
    .addColumn('kadar', sql`numeric(7,2)`, (c) => c.notNull().defaultTo(0).check(sql`kadar >= 0 and kadar <= 500`))
    .addColumn('kode_intern', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('size', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('harga_jual', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`harga_jual >= 0`))
    .addColumn('ongkos', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`ongkos >= 0`))
    .addColumn('jenis_harga', 'text', (c) => c.notNull().defaultTo('GRAM').check(sql`jenis_harga in ('GRAM', 'BANDROL', 'AKSESORIS')`))
    .addColumn('jumlah', 'integer', (c) => c.notNull().defaultTo(1).check(sql`jumlah >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('READY').check(sql.raw(`status in (${ITEM_STATUSES})`)))
    .addColumn('foto', 'text')
    .addColumn('tgl_system', 'date', (c) => c.notNull().defaultTo(sql`current_date`))
    .addColumn('input_by', 'text', (c) => c.notNull().defaultTo('SYSTEM'))
    .addColumn('updated_by', 'text', (c) => c.notNull().defaultTo('SYSTEM'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('barang_pk', ['kode_toko', 'kode_barcode'])
    .addCheckConstraint('barang_jumlah_barcode', sql`jenis_harga = 'AKSESORIS' or jumlah = 1`)
    .addForeignKeyConstraint('barang_kode_group_fk', ['kode_toko', 'kode_group'], 'group_barang', ['kode_toko', 'kode_group'])
    .addForeignKeyConstraint('barang_kode_dept_fk', ['kode_toko', 'kode_dept'], 'jenis', ['kode_toko', 'kode_dept'])
    .addForeignKeyConstraint('barang_kode_gudang_fk', ['kode_toko', 'kode_gudang'], 'gudang', ['kode_toko', 'kode_gudang'])
    .addForeignKeyConstraint('barang_kode_baki_fk', ['kode_toko', 'kode_baki'], 'baki', ['kode_toko', 'kode_baki'])
    .execute();
  // The list's filters and sorts: tray (and its sort), warehouse, group + jenis + name, jenis + name,
  // name. Each carries the status, so counting a filter and checking the status read only the index.
  for (const [name, columns] of [
    ['barang_baki_idx', 'kode_toko, kode_baki, kode_barcode'],
    ['barang_gudang_idx', 'kode_toko, kode_gudang, kode_barcode'],
    ['barang_group_idx', 'kode_toko, kode_group, kode_dept, nama_barang'],
    ['barang_dept_idx', 'kode_toko, kode_dept, nama_barang'],
    ['barang_nama_idx', 'kode_toko, nama_barang'],
  ] as const) {
    await sql.raw(`create index ${name} on barang (${columns}) include (status)`).execute(db);
  }
  // Text search ('q') is one expression; with pg_trgm (PostgreSQL) a trigram index serves it. The
  // extension goes to schema public, once per database; where it cannot be created (PGlite, no
  // privilege) the search still works, by scanning the store's items.
  await sql`do $$ begin
      create extension if not exists pg_trgm with schema public;
    exception when others then
      raise notice 'pg_trgm not available: %', sqlerrm;
    end $$`.execute(db);
  const trgm = await sql<{ n: number }>`select count(*)::int as n from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm' and n.nspname = 'public'`.execute(db);
  if (trgm.rows[0]?.n) {
    await sql`create index barang_cari_trgm_idx on barang
      using gin ((nama_barang || ' ' || kode_barcode || ' ' || kode_intern) public.gin_trgm_ops)`.execute(db);
  }
  // an item's name is unique among the store's sellable stock, even under a race
  await sql
    .raw(`create unique index barang_nama_stok_key on barang (kode_toko, nama_barang) where status in (${NAME_UNIQUE_STATUSES})`)
    .execute(db);

  await db.schema
    .createTable('stock_mutasi')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('kode_barcode', 'text', (c) => c.notNull())
    .addColumn('jenis', 'text', (c) => c.notNull().check(sql.raw(`jenis in (${MUTASI_JENIS})`)))
    .addColumn('tgl_system', 'date', (c) => c.notNull())
    .addColumn('dari_gudang', 'text')
    .addColumn('dari_baki', 'text')
    .addColumn('ke_gudang', 'text')
    .addColumn('ke_baki', 'text')
    .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty >= 0`))
    .addColumn('berat', sql`numeric(12,3)`, (c) => c.notNull().check(sql`berat >= 0`))
    .addColumn('no_ref', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('keterangan', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('input_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('stock_mutasi_tempat', sql`(dari_baki is not null or ke_baki is not null)
      and ((dari_baki is null) = (dari_gudang is null)) and ((ke_baki is null) = (ke_gudang is null))`)
    .addForeignKeyConstraint('stock_mutasi_barang_fk', ['kode_toko', 'kode_barcode'], 'barang', ['kode_toko', 'kode_barcode'])
    .execute();
  await db.schema.createIndex('stock_mutasi_barang_idx').on('stock_mutasi').columns(['kode_toko', 'kode_barcode', 'id']).execute();
  await db.schema.createIndex('stock_mutasi_tgl_idx').on('stock_mutasi').columns(['kode_toko', 'tgl_system']).execute();
  await db.schema.createIndex('stock_mutasi_ref_idx').on('stock_mutasi').columns(['kode_toko', 'no_ref']).execute();

  await db.schema
    .createTable('pindah_barang')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('no_pindah', 'text', (c) => c.notNull())
    .addColumn('tgl_system', 'date', (c) => c.notNull())
    .addColumn('dari_gudang', 'text')
    .addColumn('dari_baki', 'text')
    .addColumn('kode_gudang', 'text', (c) => c.notNull())
    .addColumn('kode_baki', 'text', (c) => c.notNull())
    .addColumn('total_qty', 'integer', (c) => c.notNull())
    .addColumn('total_berat', sql`numeric(14,3)`, (c) => c.notNull())
    .addColumn('input_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('pindah_barang_no_key', ['kode_toko', 'no_pindah'])
    .execute();
  await db.schema.createIndex('pindah_barang_tgl_idx').on('pindah_barang').columns(['kode_toko', 'tgl_system']).execute();

  await db.schema
    .createTable('pindah_barang_detail')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kode_toko', 'text', (c) => c.notNull())
    .addColumn('no_pindah', 'text', (c) => c.notNull())
    .addColumn('kode_barcode', 'text', (c) => c.notNull())
    .addColumn('keterangan', 'text', (c) => c.notNull())
    .addColumn('dari_gudang', 'text', (c) => c.notNull())
    .addColumn('dari_baki', 'text', (c) => c.notNull())
    .addColumn('berat', sql`numeric(12,3)`, (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('harga_jual', 'bigint', (c) => c.notNull().defaultTo(0))
    .addForeignKeyConstraint('pindah_barang_detail_fk', ['kode_toko', 'no_pindah'], 'pindah_barang', ['kode_toko', 'no_pindah'])
    .execute();
  await db.schema.createIndex('pindah_barang_detail_no_idx').on('pindah_barang_detail').columns(['kode_toko', 'no_pindah', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['pindah_barang_detail', 'pindah_barang', 'stock_mutasi', 'barang', 'nomor_dokumen']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
