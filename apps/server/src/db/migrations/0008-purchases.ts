import { sql, type Kysely } from 'kysely';

/**
 * Buying gold back (issue 5).
 * - pembelian: one buy-back receipt (no_faktur_group FB-...) per purchase; a save retried with the same
 *   idempotency_key finds the first receipt. jenis_bayar CASH / TRANSFER (a store account), or TUKAR when
 *   its value paid a sale on the same counter (no_faktur_tukar names that sale).
 * - pembelian_detail: one line per piece (no_faktur_beli BL-...), the price as computed and as paid, and
 *   the item it became in the buy-back warehouse (kode_barcode). A sold line (no_faktur_jual) is bought
 *   back at most once while the purchase is active: a partial unique index says so even under a race.
 * - penjualan.no_faktur_beli: the buy-back receipt of a trade-in sale; penjualan_bayar jenis TUKAR.
 * - barang status BATAL and ledger kind BATAL_BELI: a cancelled buy-back takes its piece out again.
 * Column checks of earlier migrations carry Postgres' default names (<table>_<column>_check).
 */
const ITEM_STATUSES = `'READY', 'TITIP', 'CONTOH', 'HANCUR', 'KIRIM', 'TERJUAL', 'BATAL'`;
const MUTASI_JENIS = [
  'TAMBAH',
  'BELI',
  'BATAL_BELI',
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

async function replaceCheck(db: Kysely<unknown>, table: string, name: string, condition: string): Promise<void> {
  await sql.raw(`alter table ${table} drop constraint if exists ${name}`).execute(db);
  await sql.raw(`alter table ${table} add constraint ${name} check (${condition})`).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceCheck(db, 'barang', 'barang_status_check', `status in (${ITEM_STATUSES})`);
  await replaceCheck(db, 'stock_mutasi', 'stock_mutasi_jenis_check', `jenis in (${MUTASI_JENIS})`);
  await replaceCheck(db, 'penjualan_bayar', 'penjualan_bayar_jenis_check', `jenis in ('CASH', 'CARD', 'TRANSFER', 'MARKETPLACE', 'TITIP', 'TUKAR')`);
  await db.schema.alterTable('penjualan').addColumn('no_faktur_beli', 'text').execute();

  await db.schema
    .createTable('pembelian')
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('no_faktur_group', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('tgl_system', 'date', (c) => c.notNull())
    .addColumn('kode_sales', 'text', (c) => c.notNull())
    .addColumn('nama_sales', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('nama_customer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alamat_customer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('no_hp', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('keterangan', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('total_berat', sql`numeric(14,3)`, (c) => c.notNull().defaultTo(0))
    .addColumn('total_hitung', 'bigint', (c) => c.notNull().check(sql`total_hitung >= 0`))
    .addColumn('total_harga', 'bigint', (c) => c.notNull().check(sql`total_harga >= 0`))
    .addColumn('jenis_bayar', 'text', (c) => c.notNull().check(sql`jenis_bayar in ('CASH', 'TRANSFER', 'TUKAR')`))
    .addColumn('kode_bank', 'text')
    .addColumn('no_rekening', 'text')
    .addColumn('no_faktur_tukar', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('AKTIF').check(sql`status in ('AKTIF', 'BATAL')`))
    .addColumn('valid', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('valid_by', 'text')
    .addColumn('valid_at', 'timestamptz')
    .addColumn('otorisasi', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('alasan_batal', 'text')
    .addColumn('batal_by', 'text')
    .addColumn('batal_at', 'timestamptz')
    .addColumn('input_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('pembelian_pk', ['kode_toko', 'no_faktur_group'])
    .addUniqueConstraint('pembelian_idempotency_key', ['kode_toko', 'idempotency_key'])
    .addCheckConstraint('pembelian_bayar', sql`(jenis_bayar = 'TRANSFER') = (no_rekening is not null) and (jenis_bayar = 'TUKAR') = (no_faktur_tukar is not null)`)
    .execute();
  await db.schema.createIndex('pembelian_tgl_idx').on('pembelian').columns(['kode_toko', 'tgl_system']).execute();

  await db.schema
    .createTable('pembelian_detail')
    .addColumn('kode_toko', 'text', (c) => c.notNull())
    .addColumn('no_faktur_beli', 'text', (c) => c.notNull())
    .addColumn('no_faktur_group', 'text', (c) => c.notNull())
    .addColumn('urut', 'integer', (c) => c.notNull())
    .addColumn('no_faktur_jual', 'text')
    .addColumn('kode_barcode', 'text', (c) => c.notNull())
    .addColumn('nama_barang', 'text', (c) => c.notNull())
    .addColumn('kode_group', 'text', (c) => c.notNull())
    .addColumn('kode_dept', 'text', (c) => c.notNull())
    .addColumn('kadar', sql`numeric(7,2)`, (c) => c.notNull())
    .addColumn('kode_kondisi', 'text', (c) => c.notNull())
    .addColumn('nama_kondisi', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kode_harga', 'text')
    .addColumn('harga_emas', 'bigint', (c) => c.notNull().check(sql`harga_emas >= 0`))
    .addColumn('berat_nota', sql`numeric(12,3)`)
    .addColumn('harga_nota', 'bigint')
    .addColumn('berat', sql`numeric(12,3)`, (c) => c.notNull().check(sql`berat > 0`))
    .addColumn('berat_dipakai', sql`numeric(12,3)`, (c) => c.notNull().check(sql`berat_dipakai >= 0 and berat_dipakai <= berat`))
    .addColumn('nilai_emas', 'bigint', (c) => c.notNull())
    .addColumn('potongan_kondisi', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('potongan_rugi', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('rugi_nota_berlaku', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('harga_hitung', 'bigint', (c) => c.notNull().check(sql`harga_hitung >= 0`))
    .addColumn('harga', 'bigint', (c) => c.notNull().check(sql`harga >= 0`))
    .addColumn('tujuan', 'text', (c) => c.notNull().check(sql`tujuan in ('STOCK', 'HANCUR')`))
    .addColumn('kode_gudang', 'text', (c) => c.notNull())
    .addColumn('kode_baki', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('AKTIF').check(sql`status in ('AKTIF', 'BATAL')`))
    .addPrimaryKeyConstraint('pembelian_detail_pk', ['kode_toko', 'no_faktur_beli'])
    .addForeignKeyConstraint('pembelian_detail_header_fk', ['kode_toko', 'no_faktur_group'], 'pembelian', ['kode_toko', 'no_faktur_group'])
    .addForeignKeyConstraint('pembelian_detail_barang_fk', ['kode_toko', 'kode_barcode'], 'barang', ['kode_toko', 'kode_barcode'])
    .execute();
  await db.schema.createIndex('pembelian_detail_group_idx').on('pembelian_detail').columns(['kode_toko', 'no_faktur_group']).execute();
  await db.schema.createIndex('pembelian_detail_barcode_idx').on('pembelian_detail').columns(['kode_toko', 'kode_barcode']).execute();
  // a sold line is bought back at most once while its buy-back stands
  await sql`create unique index pembelian_detail_jual_key on pembelian_detail (kode_toko, no_faktur_jual) where status = 'AKTIF' and no_faktur_jual is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pembelian_detail').ifExists().execute();
  await db.schema.dropTable('pembelian').ifExists().execute();
  await db.schema.alterTable('penjualan').dropColumn('no_faktur_beli').execute();
}
