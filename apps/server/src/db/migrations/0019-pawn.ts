import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Pawn loans (gadai / hutang, issue 20).
 * - para_bunga_hutang, plafond_hutang, plafond_hutang_kadar, para_hutang_pokok: the dated loan parameters
 *   (master rows with tgl_berlaku; the rows of the latest date not after a loan's date are in force).
 * - hutang: one loan (no_faktur_hutang HT-...), its customer, the terms it was written with (rate, period,
 *   minimum, rounding, fee, term, grace: copied, so a later change of the parameters never touches it), the
 *   principal still owed, periods of interest paid, due date, status AKTIF / LUNAS / LELANG / BATAL.
 * - hutang_barang: its pledged pieces with their appraisal.
 * - hutang_bayar: every payment on a loan (BUNGA, PEREMAJAAN, CICIL_POKOK, TEBUS, LELANG; BATAL_TEBUS is the
 *   reversal of a redemption); a partial unique index lets at most one active redemption stand per loan.
 * - hutang_mutasi: the pledge vault ledger (its own place, never sellable): +1 piece / +weight when pledged,
 *   -1 / -weight when it leaves (redeemed or auctioned), +1 again when a redemption is cancelled. The vault's
 *   balance is the sum; the closed-day trigger of migration 0013 guards it as it guards the other ledgers.
 */

const RANDOM_ID = sql`substr(md5(random()::text || clock_timestamp()::text), 1, 16)`;

async function createParameter(db: Kysely<unknown>, table: string, code: string, add: (t: CreateTableBuilder<string, string>) => CreateTableBuilder<string, string>): Promise<void> {
  let t: CreateTableBuilder<string, string> = db.schema
    .createTable(table)
    .addColumn('_id', 'text', (c) => c.primaryKey().defaultTo(RANDOM_ID))
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn(code, 'text', (c) => c.notNull())
    .addColumn('tgl_berlaku', 'text', (c) => c.notNull());
  t = add(t)
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'text', (c) => c.notNull().defaultTo('SYSTEM'))
    .addColumn('updated_by', 'text', (c) => c.notNull().defaultTo('SYSTEM'))
    .addUniqueConstraint(`${table}_kode_toko_${code}_key`, ['kode_toko', code]);
  await t.execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createParameter(db, 'para_bunga_hutang', 'kode_bunga', (t) =>
    t
      .addColumn('pinjaman_dari', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('pinjaman_sampai', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('bunga_persen', sql`numeric(7,2)`, (c) => c.notNull().defaultTo(0))
      .addColumn('hari_periode', 'integer', (c) => c.notNull().defaultTo(30))
      .addColumn('min_periode', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('biaya_admin', 'bigint', (c) => c.notNull().defaultTo(0)),
  );
  await createParameter(db, 'plafond_hutang', 'kode_plafond', (t) => t.addColumn('plafond_rp', 'bigint', (c) => c.notNull().defaultTo(0)));
  await createParameter(db, 'plafond_hutang_kadar', 'kode_plafond_kadar', (t) =>
    t
      .addColumn('kadar_dari', sql`numeric(7,2)`, (c) => c.notNull().defaultTo(0))
      .addColumn('kadar_sampai', sql`numeric(7,2)`, (c) => c.notNull().defaultTo(0))
      .addColumn('persen_plafond', sql`numeric(7,2)`, (c) => c.notNull().defaultTo(0)),
  );
  await createParameter(db, 'para_hutang_pokok', 'kode_pokok', (t) =>
    t
      .addColumn('dasar_taksiran', 'text', (c) => c.notNull().defaultTo('HARGA_BELI'))
      .addColumn('lama_pinjam', 'integer', (c) => c.notNull().defaultTo(120))
      .addColumn('masa_tenggang', 'integer', (c) => c.notNull().defaultTo(7))
      .addColumn('pembulatan', 'bigint', (c) => c.notNull().defaultTo(100)),
  );

  await db.schema
    .createTable('hutang')
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('no_faktur_hutang', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('tgl_hutang', 'date', (c) => c.notNull())
    .addColumn('kode_sales', 'text', (c) => c.notNull())
    .addColumn('nama_sales', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('nama_customer', 'text', (c) => c.notNull())
    .addColumn('alamat_customer', 'text', (c) => c.notNull())
    .addColumn('no_hp', 'text', (c) => c.notNull())
    .addColumn('no_identitas', 'text', (c) => c.notNull())
    .addColumn('jumlah_hutang_awal', 'bigint', (c) => c.notNull().check(sql`jumlah_hutang_awal > 0`))
    .addColumn('jumlah_hutang', 'bigint', (c) => c.notNull().check(sql`jumlah_hutang >= 0`))
    .addColumn('kode_bunga', 'text', (c) => c.notNull())
    .addColumn('bunga_persen', sql`numeric(7,2)`, (c) => c.notNull())
    .addColumn('hari_periode', 'integer', (c) => c.notNull().check(sql`hari_periode in (15, 30)`))
    .addColumn('min_periode', 'integer', (c) => c.notNull().check(sql`min_periode >= 1`))
    .addColumn('pembulatan', 'bigint', (c) => c.notNull())
    .addColumn('biaya_admin', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('periode_dibayar', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bunga_dibayar', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('lama_pinjam', 'integer', (c) => c.notNull())
    .addColumn('masa_tenggang', 'integer', (c) => c.notNull())
    .addColumn('tgl_jatuh_tempo', 'date', (c) => c.notNull())
    .addColumn('taksiran', 'bigint', (c) => c.notNull())
    .addColumn('plafond', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('AKTIF').check(sql`status in ('AKTIF', 'LUNAS', 'LELANG', 'BATAL')`))
    .addColumn('tgl_lunas', 'date')
    .addColumn('total_bayar', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('harga_lelang', 'bigint')
    .addColumn('valid', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('valid_by', 'text')
    .addColumn('valid_at', 'timestamptz')
    .addColumn('otorisasi', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('input_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('hutang_pk', ['kode_toko', 'no_faktur_hutang'])
    .addUniqueConstraint('hutang_idempotency_key', ['kode_toko', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('hutang_tgl_idx').on('hutang').columns(['kode_toko', 'tgl_hutang']).execute();
  await db.schema.createIndex('hutang_status_idx').on('hutang').columns(['kode_toko', 'status', 'tgl_jatuh_tempo']).execute();

  await db.schema
    .createTable('hutang_barang')
    .addColumn('kode_toko', 'text', (c) => c.notNull())
    .addColumn('no_faktur_hutang', 'text', (c) => c.notNull())
    .addColumn('urut', 'integer', (c) => c.notNull())
    .addColumn('nama_barang', 'text', (c) => c.notNull())
    .addColumn('kode_group', 'text', (c) => c.notNull())
    .addColumn('kadar', sql`numeric(7,2)`, (c) => c.notNull().check(sql`kadar > 0 and kadar <= 100`))
    .addColumn('berat', sql`numeric(12,3)`, (c) => c.notNull().check(sql`berat > 0`))
    .addColumn('berat_batu', sql`numeric(12,3)`, (c) => c.notNull().defaultTo(0))
    .addColumn('berat_emas', sql`numeric(12,3)`, (c) => c.notNull())
    .addColumn('kode_kondisi', 'text', (c) => c.notNull())
    .addColumn('harga_per_gram', 'bigint', (c) => c.notNull())
    .addColumn('taksiran', 'bigint', (c) => c.notNull())
    .addColumn('persen_plafond', sql`numeric(7,2)`, (c) => c.notNull())
    .addColumn('plafond', 'bigint', (c) => c.notNull())
    .addColumn('keterangan', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('foto', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('GADAI').check(sql`status in ('GADAI', 'KEMBALI', 'LELANG')`))
    .addPrimaryKeyConstraint('hutang_barang_pk', ['kode_toko', 'no_faktur_hutang', 'urut'])
    .addForeignKeyConstraint('hutang_barang_hutang_fk', ['kode_toko', 'no_faktur_hutang'], 'hutang', ['kode_toko', 'no_faktur_hutang'])
    .addCheckConstraint('hutang_barang_berat_emas', sql`berat_emas = berat - berat_batu and berat_emas > 0`)
    .execute();

  await db.schema
    .createTable('hutang_bayar')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kode_toko', 'text', (c) => c.notNull())
    .addColumn('no_bayar', 'text', (c) => c.notNull())
    .addColumn('no_faktur_hutang', 'text', (c) => c.notNull())
    .addColumn('tgl_system', 'date', (c) => c.notNull())
    .addColumn('jenis', 'text', (c) => c.notNull().check(sql`jenis in ('BUNGA', 'PEREMAJAAN', 'CICIL_POKOK', 'TEBUS', 'BATAL_TEBUS', 'LELANG')`))
    .addColumn('pokok', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('bunga', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('biaya', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('periode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bunga_persen', sql`numeric(7,2)`, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('AKTIF').check(sql`status in ('AKTIF', 'BATAL')`))
    .addColumn('alasan_batal', 'text')
    .addColumn('batal_by', 'text')
    .addColumn('batal_at', 'timestamptz')
    .addColumn('otorisasi', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('input_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('hutang_bayar_no_key', ['kode_toko', 'no_bayar'])
    .addForeignKeyConstraint('hutang_bayar_hutang_fk', ['kode_toko', 'no_faktur_hutang'], 'hutang', ['kode_toko', 'no_faktur_hutang'])
    .execute();
  await db.schema.createIndex('hutang_bayar_hutang_idx').on('hutang_bayar').columns(['kode_toko', 'no_faktur_hutang']).execute();
  await db.schema.createIndex('hutang_bayar_tgl_idx').on('hutang_bayar').columns(['kode_toko', 'tgl_system']).execute();
  // a loan is redeemed at most once while its redemption stands, even under a race
  await sql`create unique index hutang_bayar_tebus_key on hutang_bayar (kode_toko, no_faktur_hutang) where jenis = 'TEBUS' and status = 'AKTIF'`.execute(db);

  await db.schema
    .createTable('hutang_mutasi')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kode_toko', 'text', (c) => c.notNull())
    .addColumn('no_faktur_hutang', 'text', (c) => c.notNull())
    .addColumn('urut', 'integer', (c) => c.notNull())
    .addColumn('jenis', 'text', (c) => c.notNull().check(sql`jenis in ('MASUK', 'TEBUS', 'BATAL_TEBUS', 'LELANG')`))
    .addColumn('tgl_system', 'date', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty in (1, -1)`))
    .addColumn('berat', sql`numeric(12,3)`, (c) => c.notNull())
    .addColumn('no_ref', 'text', (c) => c.notNull())
    .addColumn('input_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('hutang_mutasi_barang_fk', ['kode_toko', 'no_faktur_hutang', 'urut'], 'hutang_barang', ['kode_toko', 'no_faktur_hutang', 'urut'])
    .addCheckConstraint('hutang_mutasi_arah', sql`(qty = 1) = (jenis in ('MASUK', 'BATAL_TEBUS')) and sign(berat) = qty`)
    .execute();
  await db.schema.createIndex('hutang_mutasi_hutang_idx').on('hutang_mutasi').columns(['kode_toko', 'no_faktur_hutang']).execute();
  // WhatsApp reminders: one row per loan, due date and kind, claimed before sending, so each goes once
  await db.schema
    .createTable('hutang_pengingat')
    .addColumn('kode_toko', 'text', (c) => c.notNull())
    .addColumn('no_faktur_hutang', 'text', (c) => c.notNull())
    .addColumn('tgl_jatuh_tempo', 'date', (c) => c.notNull())
    .addColumn('jenis', 'text', (c) => c.notNull().check(sql`jenis in ('SEBELUM', 'JATUH_TEMPO')`))
    .addColumn('no_hp', 'text', (c) => c.notNull())
    .addColumn('pesan', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('hutang_pengingat_pk', ['kode_toko', 'no_faktur_hutang', 'tgl_jatuh_tempo', 'jenis'])
    .addForeignKeyConstraint('hutang_pengingat_hutang_fk', ['kode_toko', 'no_faktur_hutang'], 'hutang', ['kode_toko', 'no_faktur_hutang'])
    .execute();
  await sql`create trigger hutang_mutasi_hari_terbuka after insert on hutang_mutasi
    referencing new table as baris_baru for each statement execute function emas_hari_terbuka()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists hutang_mutasi_hari_terbuka on hutang_mutasi`.execute(db);
  for (const t of ['hutang_pengingat', 'hutang_mutasi', 'hutang_bayar', 'hutang_barang', 'hutang', 'para_hutang_pokok', 'plafond_hutang_kadar', 'plafond_hutang', 'para_bunga_hutang']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
