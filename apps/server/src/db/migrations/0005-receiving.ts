import { sql, type Kysely } from 'kysely';

/**
 * Receiving goods.
 * - kirim_barang / kirim_barang_detail: shipments to a store (kode_toko_tujuan), from another store of
 *   the chain (jenis TOKO, numbered by the sender) or typed as a supplier delivery at the receiving
 *   store (jenis SUPPLIER); the lines as shipped.
 * - kirim_barang_scan: the box count of a pending shipment at the receiving store (stock opname
 *   penerimaan), one row per scanned barcode.
 * - penerimaan_barang / penerimaan_barang_detail: receipts (no_terima) and the items received with the
 *   weight shipped and received; undoing sets status BATAL (never deleted).
 * - faktur_bermasalah / faktur_bermasalah_detail: problem invoices raised by a receipt (missing,
 *   unexpected, weight differences), resolved by a supervisor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kirim_barang')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('no_kirim', 'text', (c) => c.notNull().unique())
    .addColumn('jenis', 'text', (c) => c.notNull().check(sql`jenis in ('TOKO', 'SUPPLIER')`))
    .addColumn('kode_toko_asal', 'text', (c) => c.references('toko.kode_toko'))
    .addColumn('kode_toko_tujuan', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('nama_supplier', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('no_faktur_supplier', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tgl_kirim', 'date', (c) => c.notNull())
    .addColumn('keterangan', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING').check(sql`status in ('PENDING', 'DITERIMA', 'BATAL')`))
    .addColumn('no_terima', 'text')
    .addColumn('tgl_terima', 'date')
    .addColumn('total_qty', 'integer', (c) => c.notNull())
    .addColumn('total_berat', sql`numeric(14,3)`, (c) => c.notNull())
    .addColumn('input_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('kirim_barang_asal', sql`(jenis = 'TOKO') = (kode_toko_asal is not null)`)
    .execute();
  await db.schema.createIndex('kirim_barang_tujuan_idx').on('kirim_barang').columns(['kode_toko_tujuan', 'status', 'tgl_kirim']).execute();
  await db.schema.createIndex('kirim_barang_asal_idx').on('kirim_barang').columns(['kode_toko_asal', 'tgl_kirim']).execute();

  await db.schema
    .createTable('kirim_barang_detail')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('no_kirim', 'text', (c) => c.notNull().references('kirim_barang.no_kirim'))
    .addColumn('kode_barcode', 'text')
    .addColumn('nama_barang', 'text', (c) => c.notNull())
    .addColumn('kode_group', 'text', (c) => c.notNull())
    .addColumn('kode_dept', 'text', (c) => c.notNull())
    .addColumn('berat', sql`numeric(12,3)`, (c) => c.notNull().check(sql`berat > 0`))
    .addColumn('berat_awal', sql`numeric(12,3)`, (c) => c.notNull())
    .addColumn('kadar', sql`numeric(7,2)`, (c) => c.notNull())
    .addColumn('harga_jual', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('ongkos', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('size', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kode_intern', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('jenis_harga', 'text', (c) => c.notNull().defaultTo('GRAM'))
    .execute();
  await db.schema.createIndex('kirim_barang_detail_no_idx').on('kirim_barang_detail').columns(['no_kirim', 'id']).execute();

  await db.schema
    .createTable('kirim_barang_scan')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('no_kirim', 'text', (c) => c.notNull().references('kirim_barang.no_kirim'))
    .addColumn('kode_barcode', 'text', (c) => c.notNull())
    .addColumn('scan_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('kirim_barang_scan_key', ['no_kirim', 'kode_barcode'])
    .execute();

  await db.schema
    .createTable('penerimaan_barang')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('no_terima', 'text', (c) => c.notNull())
    .addColumn('no_kirim', 'text', (c) => c.notNull().references('kirim_barang.no_kirim'))
    .addColumn('tgl_system', 'date', (c) => c.notNull())
    .addColumn('kode_gudang', 'text', (c) => c.notNull())
    .addColumn('kode_baki', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('DITERIMA').check(sql`status in ('DITERIMA', 'BATAL')`))
    .addColumn('total_qty', 'integer', (c) => c.notNull())
    .addColumn('total_berat', sql`numeric(14,3)`, (c) => c.notNull())
    .addColumn('input_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('alasan_batal', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('batal_by', 'text')
    .addColumn('batal_at', 'timestamptz')
    .addUniqueConstraint('penerimaan_barang_no_key', ['kode_toko', 'no_terima'])
    .execute();
  await db.schema.createIndex('penerimaan_barang_tgl_idx').on('penerimaan_barang').columns(['kode_toko', 'tgl_system']).execute();
  // a shipment has at most one receipt in force
  await sql`create unique index penerimaan_barang_kirim_key on penerimaan_barang (no_kirim) where status = 'DITERIMA'`.execute(db);

  await db.schema
    .createTable('penerimaan_barang_detail')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kode_toko', 'text', (c) => c.notNull())
    .addColumn('no_terima', 'text', (c) => c.notNull())
    .addColumn('kode_barcode', 'text', (c) => c.notNull())
    .addColumn('nama_barang', 'text', (c) => c.notNull())
    .addColumn('berat_kirim', sql`numeric(12,3)`, (c) => c.notNull())
    .addColumn('berat_terima', sql`numeric(12,3)`, (c) => c.notNull())
    .addForeignKeyConstraint('penerimaan_barang_detail_fk', ['kode_toko', 'no_terima'], 'penerimaan_barang', ['kode_toko', 'no_terima'])
    .execute();
  await db.schema.createIndex('penerimaan_barang_detail_no_idx').on('penerimaan_barang_detail').columns(['kode_toko', 'no_terima', 'id']).execute();

  await db.schema
    .createTable('faktur_bermasalah')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('no_faktur', 'text', (c) => c.notNull())
    .addColumn('no_kirim', 'text', (c) => c.notNull().references('kirim_barang.no_kirim'))
    .addColumn('no_terima', 'text', (c) => c.notNull())
    .addColumn('tgl_system', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('OPEN').check(sql`status in ('OPEN', 'SELESAI', 'BATAL')`))
    .addColumn('catatan', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('selesai_by', 'text')
    .addColumn('selesai_at', 'timestamptz')
    .addColumn('input_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('faktur_bermasalah_no_key', ['kode_toko', 'no_faktur'])
    .execute();
  await db.schema.createIndex('faktur_bermasalah_tgl_idx').on('faktur_bermasalah').columns(['kode_toko', 'tgl_system']).execute();

  await db.schema
    .createTable('faktur_bermasalah_detail')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kode_toko', 'text', (c) => c.notNull())
    .addColumn('no_faktur', 'text', (c) => c.notNull())
    .addColumn('kode_barcode', 'text', (c) => c.notNull())
    .addColumn('nama_barang', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('jenis', 'text', (c) => c.notNull().check(sql`jenis in ('TIDAK_ADA', 'TIDAK_TERDAFTAR', 'SELISIH_BERAT')`))
    .addColumn('berat_kirim', sql`numeric(12,3)`, (c) => c.notNull().defaultTo(0))
    .addColumn('berat_terima', sql`numeric(12,3)`, (c) => c.notNull().defaultTo(0))
    .addForeignKeyConstraint('faktur_bermasalah_detail_fk', ['kode_toko', 'no_faktur'], 'faktur_bermasalah', ['kode_toko', 'no_faktur'])
    .execute();
  await db.schema.createIndex('faktur_bermasalah_detail_no_idx').on('faktur_bermasalah_detail').columns(['kode_toko', 'no_faktur', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'faktur_bermasalah_detail',
    'faktur_bermasalah',
    'penerimaan_barang_detail',
    'penerimaan_barang',
    'kirim_barang_scan',
    'kirim_barang_detail',
    'kirim_barang',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
