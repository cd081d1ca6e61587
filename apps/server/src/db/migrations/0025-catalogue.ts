import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * The customer app's catalogue (issue 23, spec 001 §2-§7): categories, price lists, banners, infos,
 * items, admin chat contacts, reward gifts, group descriptions and the four splash screens. Rows
 * are per store like the masters (kode_toko, a 16-character _id, the code unique per store).
 * Pictures are file store keys (`<kode_toko>/<FOLDER>/<random>.jpg`); lists (an item's banners,
 * hashtags, a price list's groups) are text[].
 */

type Kind = 'text' | 'text?' | 'code?' | 'list' | 'money' | 'int' | 'weight';
type Column = [name: string, kind: Kind];

const RANDOM_ID = sql`substr(md5(random()::text || clock_timestamp()::text), 1, 16)`;

async function createCatalogueTable(db: Kysely<unknown>, table: string, code: string, columns: Column[], refs: [column: string, table: string, code: string][] = []) {
  let t: CreateTableBuilder<string, string> = db.schema
    .createTable(table)
    .addColumn('_id', 'text', (c) => c.primaryKey().defaultTo(RANDOM_ID))
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn(code, 'text', (c) => c.notNull());
  for (const [name, kind] of columns) {
    if (kind === 'text') t = t.addColumn(name, 'text', (c) => c.notNull());
    else if (kind === 'text?') t = t.addColumn(name, 'text', (c) => c.notNull().defaultTo(''));
    else if (kind === 'code?') t = t.addColumn(name, 'text');
    else if (kind === 'list') t = t.addColumn(name, sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`));
    else if (kind === 'money') t = t.addColumn(name, 'bigint', (c) => c.notNull().defaultTo(0).check(sql`${sql.ref(name)} >= 0`));
    else if (kind === 'int') t = t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(0).check(sql`${sql.ref(name)} >= 0`));
    else t = t.addColumn(name, sql`numeric(12,3)`, (c) => c.notNull().defaultTo(0).check(sql`${sql.ref(name)} >= 0`));
  }
  t = t
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'text', (c) => c.notNull().defaultTo('SYSTEM'))
    .addColumn('updated_by', 'text', (c) => c.notNull().defaultTo('SYSTEM'))
    .addUniqueConstraint(`${table}_kode_toko_${code}_key`, ['kode_toko', code]);
  for (const [column, target, targetCode] of refs) {
    t = t.addForeignKeyConstraint(`${table}_${column}_fk`, ['kode_toko', column], target, ['kode_toko', targetCode]);
  }
  await t.execute();
}

const CARD: Column[] = [
  ['title', 'text'],
  ['sub_title', 'text?'],
  ['info', 'text?'],
  ['sub_info', 'text?'],
  ['deskripsi', 'text?'],
  ['url_pendukung', 'text?'],
  ['nama_tombol', 'text?'],
  ['gambar_path', 'code?'],
  ['gambar_name', 'text?'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await createCatalogueTable(db, 'katalog_kategori', 'kode_kategori', [
    ['nama_kategori', 'text'],
    ['warna', 'text'],
    ['gambar_path', 'code?'],
    ['gambar_name', 'text?'],
  ]);
  await createCatalogueTable(db, 'katalog_harga', 'kode_harga_app', [
    ['nama_harga_app', 'text'],
    ['detail_group', 'list'],
  ]);
  await createCatalogueTable(db, 'katalog_banner', 'kode_banner', CARD);
  await createCatalogueTable(db, 'katalog_info', 'kode_info', CARD);
  await createCatalogueTable(
    db,
    'katalog_item',
    'kode_barang',
    [
      ['kode_kategori', 'text'],
      ['nama_barang', 'text'],
      ['berat', 'weight'],
      ['harga_jual', 'money'],
      ['kode_group', 'code?'],
      ['kode_banner', 'list'],
      ['kode_info', 'list'],
      ['direct_url', 'text'],
      ['hashtag_jenis', 'list'],
      ['hashtag_kadar', 'list'],
      ['hashtag_lm', 'list'],
      ['gambar_path', 'code?'],
    ],
    [
      ['kode_kategori', 'katalog_kategori', 'kode_kategori'],
      ['kode_group', 'group_barang', 'kode_group'],
    ],
  );
  await createCatalogueTable(db, 'katalog_admin_chat', 'kode_admin', [
    ['nama_admin', 'text'],
    ['no_hp', 'text'],
  ]);
  await createCatalogueTable(db, 'katalog_hadiah', 'kode_hadiah', [
    ['nama_hadiah', 'text'],
    ['info', 'text'],
    ['sub_info', 'text'],
    ['deskripsi', 'text?'],
    ['point', 'int'],
    ['gambar_path', 'code?'],
    ['gambar_name', 'text?'],
  ]);
  await createCatalogueTable(db, 'katalog_group_description', 'kode_group', [['description', 'text?']], [['kode_group', 'group_barang', 'kode_group']]);
  await createCatalogueTable(db, 'katalog_splash_screen', 'screen_name', [
    ['image_path', 'code?'],
    ['text', 'text?'],
    ['position', 'text'],
  ]);
  await sql`alter table katalog_splash_screen add constraint katalog_splash_screen_name check (screen_name in ('MEMBER', 'GUEST-1', 'GUEST-2', 'GUEST-3'))`.execute(db);
  await sql`alter table katalog_splash_screen add constraint katalog_splash_screen_position check (position in ('top', 'bottom'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'katalog_splash_screen',
    'katalog_group_description',
    'katalog_hadiah',
    'katalog_admin_chat',
    'katalog_item',
    'katalog_info',
    'katalog_banner',
    'katalog_harga',
    'katalog_kategori',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
