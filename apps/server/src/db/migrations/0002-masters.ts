import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Master data and gold prices. Every master row carries kode_toko and a 16-character _id; its code
 * is unique per store. A column that keeps another master's code has a foreign key on
 * (kode_toko, code), so the database itself refuses a dangling code or deleting a used one.
 */

type ColumnKind =
  | 'text' // required text
  | 'text?' // optional text, '' when empty
  | 'code?' // optional code of another master, null when empty
  | 'money' // whole rupiah
  | 'int'
  | 'percent' // numeric(7,2): percentages and purity
  | 'weight' // numeric(12,3) grams
  | 'bool';

type Column = { name: string; kind: ColumnKind; default?: string | number | boolean };
type Reference = { column: string; table: string; code: string };

const RANDOM_ID = sql`substr(md5(random()::text || clock_timestamp()::text), 1, 16)`;

async function createMaster(
  db: Kysely<unknown>,
  table: string,
  code: string | null,
  columns: Column[],
  references: Reference[] = [],
): Promise<void> {
  let t: CreateTableBuilder<string, string> = db.schema
    .createTable(table)
    .addColumn('_id', 'text', (c) => c.primaryKey().defaultTo(RANDOM_ID))
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'));
  if (code) t = t.addColumn(code, 'text', (c) => c.notNull());
  for (const col of columns) {
    switch (col.kind) {
      case 'text':
        t = t.addColumn(col.name, 'text', (c) => c.notNull());
        break;
      case 'text?':
        t = t.addColumn(col.name, 'text', (c) => c.notNull().defaultTo(col.default ?? ''));
        break;
      case 'code?':
        t = t.addColumn(col.name, 'text');
        break;
      case 'money':
        t = t.addColumn(col.name, 'bigint', (c) => c.notNull().defaultTo(col.default ?? 0));
        break;
      case 'int':
        t = t.addColumn(col.name, 'integer', (c) => c.notNull().defaultTo(col.default ?? 0));
        break;
      case 'percent':
        t = t.addColumn(col.name, sql`numeric(7,2)`, (c) => c.notNull().defaultTo(col.default ?? 0));
        break;
      case 'weight':
        t = t.addColumn(col.name, sql`numeric(12,3)`, (c) => c.notNull().defaultTo(col.default ?? 0));
        break;
      case 'bool':
        t = t.addColumn(col.name, 'boolean', (c) => c.notNull().defaultTo(col.default ?? false));
        break;
    }
  }
  t = t
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'text', (c) => c.notNull().defaultTo('SYSTEM'))
    .addColumn('updated_by', 'text', (c) => c.notNull().defaultTo('SYSTEM'));
  if (code) t = t.addUniqueConstraint(`${table}_kode_toko_${code}_key`, ['kode_toko', code]);
  for (const ref of references) {
    t = t.addForeignKeyConstraint(`${table}_${ref.column}_fk`, ['kode_toko', ref.column], ref.table, ['kode_toko', ref.code]);
  }
  await t.execute();
  for (const ref of references) {
    await db.schema.createIndex(`${table}_${ref.column}_idx`).on(table).columns(['kode_toko', ref.column]).execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createMaster(db, 'kategori', 'kode_kategori', [
    { name: 'nama_kategori', kind: 'text' },
    { name: 'deskripsi', kind: 'text?' },
  ]);
  await createMaster(
    db,
    'jenis',
    'kode_dept',
    [
      { name: 'nama_dept', kind: 'text' },
      { name: 'kode_kategori', kind: 'text' },
    ],
    [{ column: 'kode_kategori', table: 'kategori', code: 'kode_kategori' }],
  );
  await createMaster(db, 'kelompok_harga', 'kelompok_harga', [{ name: 'keterangan', kind: 'text' }]);
  await createMaster(
    db,
    'group_barang',
    'kode_group',
    [
      { name: 'nama_group', kind: 'text' },
      { name: 'kadar', kind: 'percent' },
      { name: 'kelompok_harga', kind: 'code?' },
      { name: 'ikut_harga_global', kind: 'bool', default: true },
      { name: 'persen_harga_beli', kind: 'percent', default: 90 },
    ],
    [{ column: 'kelompok_harga', table: 'kelompok_harga', code: 'kelompok_harga' }],
  );
  await createMaster(db, 'bandrol', 'kode_bandrol', [
    { name: 'nama_bandrol', kind: 'text' },
    { name: 'warna', kind: 'text?' },
    { name: 'harga_bandrol', kind: 'money' },
  ]);
  await createMaster(db, 'kode_transaksi', 'kode_transaksi', [
    { name: 'nama_transaksi', kind: 'text' },
    { name: 'jenis_transaksi', kind: 'text' },
  ]);
  await createMaster(db, 'gudang', 'kode_gudang', [
    { name: 'nama_gudang', kind: 'text' },
    { name: 'jenis_gudang', kind: 'text' },
    { name: 'keterangan', kind: 'text?' },
  ]);
  await createMaster(
    db,
    'baki',
    'kode_baki',
    [
      { name: 'nama_baki', kind: 'text' },
      { name: 'kode_gudang', kind: 'text' },
      { name: 'berat_baki', kind: 'weight' },
      { name: 'aktif', kind: 'bool', default: true },
    ],
    [{ column: 'kode_gudang', table: 'gudang', code: 'kode_gudang' }],
  );
  await createMaster(db, 'sales', 'kode_sales', [
    { name: 'nama_sales', kind: 'text' },
    { name: 'no_hp', kind: 'text?' },
  ]);
  await createMaster(db, 'tukang', 'kode_tukang', [
    { name: 'nama_tukang', kind: 'text' },
    { name: 'no_hp', kind: 'text?' },
    { name: 'alamat', kind: 'text?' },
  ]);
  await createMaster(db, 'kondisi_barang', 'kode_kondisi', [{ name: 'nama_kondisi', kind: 'text' }]);
  await createMaster(db, 'kondisi_pembelian', 'kode_kondisi_beli', [
    { name: 'nama_kondisi_beli', kind: 'text' },
    { name: 'potongan_persen', kind: 'percent' },
    { name: 'potongan_rp', kind: 'money' },
  ]);
  await createMaster(db, 'kondisi_pinjaman', 'kode_kondisi_pinjaman', [
    { name: 'nama_kondisi_pinjaman', kind: 'text' },
    { name: 'persen_pinjaman', kind: 'percent' },
  ]);
  await createMaster(db, 'hadiah', 'kode_hadiah', [
    { name: 'nama_hadiah', kind: 'text' },
    { name: 'poin', kind: 'int' },
    { name: 'stok', kind: 'int' },
    { name: 'deskripsi', kind: 'text?' },
  ]);
  await createMaster(
    db,
    'rugi_nota',
    'kode_rugi_nota',
    [
      { name: 'kode_group', kind: 'text' },
      { name: 'rugi_persen', kind: 'percent' },
      { name: 'rugi_rp', kind: 'money' },
      { name: 'keterangan', kind: 'text?' },
    ],
    [{ column: 'kode_group', table: 'group_barang', code: 'kode_group' }],
  );
  await createMaster(
    db,
    'jenis_group',
    'kode_jenis_group',
    [
      { name: 'kode_dept', kind: 'text' },
      { name: 'kode_group', kind: 'text' },
      { name: 'keterangan', kind: 'text?' },
    ],
    [
      { column: 'kode_dept', table: 'jenis', code: 'kode_dept' },
      { column: 'kode_group', table: 'group_barang', code: 'kode_group' },
    ],
  );
  await createMaster(db, 'kadar', 'kode_kadar', [
    { name: 'nama_kadar', kind: 'text' },
    { name: 'kadar', kind: 'percent' },
  ]);
  await createMaster(
    db,
    'kadar_eod',
    'kode_kadar',
    [
      { name: 'kadar_eod', kind: 'percent' },
      { name: 'keterangan', kind: 'text?' },
    ],
    [{ column: 'kode_kadar', table: 'kadar', code: 'kode_kadar' }],
  );
  await createMaster(db, 'bank', 'kode_bank', [{ name: 'nama_bank', kind: 'text' }]);
  await createMaster(
    db,
    'rekening',
    'no_rekening',
    [
      { name: 'nama_rekening', kind: 'text' },
      { name: 'kode_bank', kind: 'text' },
    ],
    [{ column: 'kode_bank', table: 'bank', code: 'kode_bank' }],
  );
  await createMaster(db, 'marketplace', 'kode_marketplace', [
    { name: 'nama_marketplace', kind: 'text' },
    { name: 'biaya_admin', kind: 'percent' },
  ]);
  await createMaster(db, 'keterangan_penjualan', null, [
    { name: 'keterangan', kind: 'text' },
    { name: 'status', kind: 'text?', default: 'AKTIF' },
  ]);
  await createMaster(db, 'keterangan_nota', 'kode_nota', [{ name: 'keterangan', kind: 'text' }]);
  await createMaster(db, 'parameter_point', 'kode_poin', [
    { name: 'jenis_transaksi', kind: 'text' },
    { name: 'kelipatan_rp', kind: 'money' },
    { name: 'poin', kind: 'int' },
  ]);
  await createMaster(db, 'harga_beli', 'kode_harga', [{ name: 'harga_per_gram', kind: 'money' }]);
  await createMaster(
    db,
    'parameter_ongkos',
    'kode_ongkos',
    [
      { name: 'kode_dept', kind: 'text' },
      { name: 'kode_group', kind: 'text' },
      { name: 'ongkos_per_gram', kind: 'money' },
      { name: 'ongkos_minimal', kind: 'money' },
    ],
    [
      { column: 'kode_dept', table: 'jenis', code: 'kode_dept' },
      { column: 'kode_group', table: 'group_barang', code: 'kode_group' },
    ],
  );

  // Gold price per group: a new row per change, never overwritten (history).
  await db.schema
    .createTable('harga_emas')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('kode_group', 'text', (c) => c.notNull())
    .addColumn('harga_jual', 'bigint', (c) => c.notNull().check(sql`harga_jual >= 0`))
    .addColumn('harga_beli', 'bigint', (c) => c.notNull().check(sql`harga_beli >= 0`))
    .addColumn('tgl_berlaku', 'date', (c) => c.notNull())
    .addColumn('sumber', 'text', (c) => c.notNull().check(sql`sumber in ('MANUAL', 'GLOBAL')`))
    .addColumn('nominal_global', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'text', (c) => c.notNull().defaultTo('SYSTEM'))
    .addForeignKeyConstraint('harga_emas_kode_group_fk', ['kode_toko', 'kode_group'], 'group_barang', ['kode_toko', 'kode_group'])
    .execute();
  await db.schema.createIndex('harga_emas_berlaku_idx').on('harga_emas').columns(['kode_toko', 'kode_group', 'tgl_berlaku', 'id']).execute();

  // The 24-carat price per gram (PARAMETER_HARGA_EMAS_GLOBAL_VALUE), every value it has had.
  await db.schema
    .createTable('harga_emas_global')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('nominal', 'bigint', (c) => c.notNull().check(sql`nominal > 0`))
    .addColumn('tgl_berlaku', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'text', (c) => c.notNull().defaultTo('SYSTEM'))
    .execute();
  await db.schema.createIndex('harga_emas_global_toko_idx').on('harga_emas_global').columns(['kode_toko', 'id']).execute();
}

const TABLES = [
  'harga_emas_global',
  'harga_emas',
  'parameter_ongkos',
  'harga_beli',
  'parameter_point',
  'keterangan_nota',
  'keterangan_penjualan',
  'marketplace',
  'rekening',
  'bank',
  'kadar_eod',
  'kadar',
  'jenis_group',
  'rugi_nota',
  'hadiah',
  'kondisi_pinjaman',
  'kondisi_pembelian',
  'kondisi_barang',
  'tukang',
  'sales',
  'baki',
  'gudang',
  'kode_transaksi',
  'bandrol',
  'group_barang',
  'kelompok_harga',
  'jenis',
  'kategori',
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of TABLES) await db.schema.dropTable(t).ifExists().execute();
}
