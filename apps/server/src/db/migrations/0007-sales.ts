import { sql, type Kysely } from 'kysely';

/**
 * The sales counter (issue 4).
 * - penjualan: one receipt (no_faktur_group) per sale; unique per store, and a save retried with the
 *   same idempotency_key finds the first receipt through (kode_toko, idempotency_key).
 * - penjualan_detail: one line per item with its own no_faktur_jual (unique per store), the price
 *   computed, the price charged and the place the item came from (a cancellation puts it back there).
 * - penjualan_bayar: the payments of a receipt (CASH, CARD, TRANSFER, MARKETPLACE, and TITIP: the down
 *   payment of a layaway that became the sale).
 * - kas_mutasi: the cash ledger, one row per movement of money (kategori PENJUALAN, BATAL_PENJUALAN,
 *   TITIP, PELUNASAN_TITIP, BATAL_TITIP, ...), what the money screens and reports read.
 * - titip / titip_detail / titip_bayar: layaway deposits (the item reserved, a down payment taken).
 * - setting_nota: what a store's receipt (NOTA) and slip (SLIP) show, one JSON document per kind.
 * Approvals used by a document are copied on its header (otorisasi jsonb) as the receipt prints them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('penjualan')
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
    .addColumn('diskon', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`diskon >= 0`))
    .addColumn('total_berat', sql`numeric(14,3)`, (c) => c.notNull().defaultTo(0))
    .addColumn('total_harga', 'bigint', (c) => c.notNull().check(sql`total_harga >= 0`))
    .addColumn('grand_total', 'bigint', (c) => c.notNull().check(sql`grand_total >= 0`))
    .addColumn('total_bayar', 'bigint', (c) => c.notNull().check(sql`total_bayar >= 0`))
    .addColumn('kembalian', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`kembalian >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('AKTIF').check(sql`status in ('AKTIF', 'BATAL')`))
    .addColumn('valid', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('valid_by', 'text')
    .addColumn('valid_at', 'timestamptz')
    .addColumn('no_titip', 'text')
    .addColumn('titip_dp', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('otorisasi', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('alasan_batal', 'text')
    .addColumn('batal_by', 'text')
    .addColumn('batal_at', 'timestamptz')
    .addColumn('input_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('penjualan_pk', ['kode_toko', 'no_faktur_group'])
    .addUniqueConstraint('penjualan_idempotency_key', ['kode_toko', 'idempotency_key'])
    .addCheckConstraint('penjualan_totals', sql`grand_total = total_harga - diskon and total_bayar = grand_total + kembalian`)
    .execute();
  await db.schema.createIndex('penjualan_tgl_idx').on('penjualan').columns(['kode_toko', 'tgl_system']).execute();

  await db.schema
    .createTable('penjualan_detail')
    .addColumn('kode_toko', 'text', (c) => c.notNull())
    .addColumn('no_faktur_jual', 'text', (c) => c.notNull())
    .addColumn('no_faktur_group', 'text', (c) => c.notNull())
    .addColumn('urut', 'integer', (c) => c.notNull())
    .addColumn('kode_barcode', 'text', (c) => c.notNull())
    .addColumn('nama_barang', 'text', (c) => c.notNull())
    .addColumn('kode_group', 'text', (c) => c.notNull())
    .addColumn('kode_dept', 'text', (c) => c.notNull())
    .addColumn('kadar', sql`numeric(7,2)`, (c) => c.notNull())
    .addColumn('berat', sql`numeric(12,3)`, (c) => c.notNull())
    .addColumn('jenis', 'text', (c) => c.notNull().defaultTo('NORMAL').check(sql`jenis in ('NORMAL', 'TUKAR')`))
    .addColumn('jenis_harga', 'text', (c) => c.notNull())
    .addColumn('kode_gudang', 'text', (c) => c.notNull())
    .addColumn('kode_baki', 'text', (c) => c.notNull())
    .addColumn('harga_per_gram', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('harga_beli_per_gram', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('ongkos', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('harga_hitung', 'bigint', (c) => c.notNull())
    .addColumn('floor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('harga', 'bigint', (c) => c.notNull().check(sql`harga >= 0`))
    .addColumn('jumlah', 'integer', (c) => c.notNull().defaultTo(1).check(sql`jumlah >= 1`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('AKTIF').check(sql`status in ('AKTIF', 'BATAL')`))
    .addColumn('batal_by', 'text')
    .addColumn('batal_at', 'timestamptz')
    .addPrimaryKeyConstraint('penjualan_detail_pk', ['kode_toko', 'no_faktur_jual'])
    .addForeignKeyConstraint('penjualan_detail_header_fk', ['kode_toko', 'no_faktur_group'], 'penjualan', ['kode_toko', 'no_faktur_group'])
    .execute();
  await db.schema.createIndex('penjualan_detail_group_idx').on('penjualan_detail').columns(['kode_toko', 'no_faktur_group']).execute();
  await db.schema.createIndex('penjualan_detail_barcode_idx').on('penjualan_detail').columns(['kode_toko', 'kode_barcode']).execute();

  await db.schema
    .createTable('penjualan_bayar')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kode_toko', 'text', (c) => c.notNull())
    .addColumn('no_faktur_group', 'text', (c) => c.notNull())
    .addColumn('urut', 'integer', (c) => c.notNull())
    .addColumn('jenis', 'text', (c) => c.notNull().check(sql`jenis in ('CASH', 'CARD', 'TRANSFER', 'MARKETPLACE', 'TITIP')`))
    .addColumn('jumlah_rp', 'bigint', (c) => c.notNull().check(sql`jumlah_rp > 0`))
    .addColumn('kode_bank', 'text')
    .addColumn('no_rekening', 'text')
    .addColumn('fee_persen', sql`numeric(5,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('jumlah_gesek', 'bigint', (c) => c.notNull())
    .addColumn('kode_marketplace', 'text')
    .addForeignKeyConstraint('penjualan_bayar_header_fk', ['kode_toko', 'no_faktur_group'], 'penjualan', ['kode_toko', 'no_faktur_group'])
    .execute();
  await db.schema.createIndex('penjualan_bayar_group_idx').on('penjualan_bayar').columns(['kode_toko', 'no_faktur_group']).execute();

  await db.schema
    .createTable('kas_mutasi')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('tgl_system', 'date', (c) => c.notNull())
    .addColumn('kategori', 'text', (c) => c.notNull())
    .addColumn('keterangan', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('no_ref', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('jenis', 'text', (c) => c.notNull().check(sql`jenis in ('CASH', 'BANK', 'MARKETPLACE')`))
    .addColumn('kode_bank', 'text')
    .addColumn('no_rekening', 'text')
    .addColumn('kode_marketplace', 'text')
    .addColumn('jumlah_in', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`jumlah_in >= 0`))
    .addColumn('jumlah_out', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`jumlah_out >= 0`))
    .addColumn('input_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('kas_mutasi_tgl_idx').on('kas_mutasi').columns(['kode_toko', 'tgl_system']).execute();
  await db.schema.createIndex('kas_mutasi_ref_idx').on('kas_mutasi').columns(['kode_toko', 'no_ref']).execute();

  await db.schema
    .createTable('titip')
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('no_titip', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('tgl_system', 'date', (c) => c.notNull())
    .addColumn('kode_sales', 'text', (c) => c.notNull())
    .addColumn('nama_sales', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('nama_customer', 'text', (c) => c.notNull())
    .addColumn('alamat_customer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('no_hp', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('keterangan', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('total_berat', sql`numeric(14,3)`, (c) => c.notNull().defaultTo(0))
    .addColumn('total_harga', 'bigint', (c) => c.notNull().check(sql`total_harga >= 0`))
    .addColumn('dp', 'bigint', (c) => c.notNull().check(sql`dp >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('AKTIF').check(sql`status in ('AKTIF', 'LUNAS', 'BATAL')`))
    .addColumn('valid', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('valid_by', 'text')
    .addColumn('valid_at', 'timestamptz')
    .addColumn('potongan', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refund', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('alasan_batal', 'text')
    .addColumn('batal_by', 'text')
    .addColumn('batal_at', 'timestamptz')
    .addColumn('batal_tgl_system', 'date')
    .addColumn('no_faktur_group', 'text')
    .addColumn('otorisasi', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('input_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('titip_pk', ['kode_toko', 'no_titip'])
    .addUniqueConstraint('titip_idempotency_key', ['kode_toko', 'idempotency_key'])
    .addCheckConstraint('titip_dp_total', sql`dp <= total_harga and potongan + refund <= dp`)
    .execute();
  await db.schema.createIndex('titip_tgl_idx').on('titip').columns(['kode_toko', 'tgl_system']).execute();

  await db.schema
    .createTable('titip_detail')
    .addColumn('kode_toko', 'text', (c) => c.notNull())
    .addColumn('no_titip', 'text', (c) => c.notNull())
    .addColumn('urut', 'integer', (c) => c.notNull())
    .addColumn('kode_barcode', 'text', (c) => c.notNull())
    .addColumn('nama_barang', 'text', (c) => c.notNull())
    .addColumn('kode_group', 'text', (c) => c.notNull())
    .addColumn('kode_dept', 'text', (c) => c.notNull())
    .addColumn('kadar', sql`numeric(7,2)`, (c) => c.notNull())
    .addColumn('berat', sql`numeric(12,3)`, (c) => c.notNull())
    .addColumn('jenis_harga', 'text', (c) => c.notNull())
    .addColumn('kode_gudang', 'text', (c) => c.notNull())
    .addColumn('kode_baki', 'text', (c) => c.notNull())
    .addColumn('harga_per_gram', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('harga_beli_per_gram', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('ongkos', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('harga_hitung', 'bigint', (c) => c.notNull())
    .addColumn('floor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('harga', 'bigint', (c) => c.notNull().check(sql`harga >= 0`))
    .addPrimaryKeyConstraint('titip_detail_pk', ['kode_toko', 'no_titip', 'kode_barcode'])
    .addForeignKeyConstraint('titip_detail_header_fk', ['kode_toko', 'no_titip'], 'titip', ['kode_toko', 'no_titip'])
    .execute();
  await db.schema.createIndex('titip_detail_barcode_idx').on('titip_detail').columns(['kode_toko', 'kode_barcode']).execute();

  await db.schema
    .createTable('titip_bayar')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kode_toko', 'text', (c) => c.notNull())
    .addColumn('no_titip', 'text', (c) => c.notNull())
    .addColumn('urut', 'integer', (c) => c.notNull())
    .addColumn('jenis', 'text', (c) => c.notNull().check(sql`jenis in ('CASH', 'CARD', 'TRANSFER', 'MARKETPLACE')`))
    .addColumn('jumlah_rp', 'bigint', (c) => c.notNull().check(sql`jumlah_rp > 0`))
    .addColumn('kode_bank', 'text')
    .addColumn('no_rekening', 'text')
    .addColumn('fee_persen', sql`numeric(5,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('jumlah_gesek', 'bigint', (c) => c.notNull())
    .addColumn('kode_marketplace', 'text')
    .addForeignKeyConstraint('titip_bayar_header_fk', ['kode_toko', 'no_titip'], 'titip', ['kode_toko', 'no_titip'])
    .execute();
  await db.schema.createIndex('titip_bayar_titip_idx').on('titip_bayar').columns(['kode_toko', 'no_titip']).execute();

  await db.schema
    .createTable('setting_nota')
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('NOTA', 'SLIP')`))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('setting_nota_pk', ['kode_toko', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['setting_nota', 'titip_bayar', 'titip_detail', 'titip', 'kas_mutasi', 'penjualan_bayar', 'penjualan_detail', 'penjualan']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
