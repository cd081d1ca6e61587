import { sql, type Kysely } from 'kysely';

/**
 * Closing the day (/tutup-toko, issue 18 part 3).
 * - tutup_toko: one row per store and closed business date (the primary key makes a second close of
 *   the same day fail), who closed it, the date the store moved to, and the end-of-day summary (EOD).
 * - saldo_barang_harian: each warehouse/tray's stock on a closed day (opening, in, out, closing; count
 *   and weight), from the stock ledger stock_mutasi.
 * - saldo_kas_harian: each money account's balance on a closed day (jenis CASH, BANK per no_rekening,
 *   MARKETPLACE per kode_marketplace; akun '' for the drawer), from the money ledger kas_mutasi.
 * - emas_hari_terbuka(): after every insert into a ledger (stock_mutasi, kas_mutasi), the stores of the
 *   new rows are locked FOR SHARE and a row dated on a closed day fails the statement with
 *   serialization_failure ('Tanggal toko berubah saat disimpan'; a sale runs again and takes the new
 *   date). The close locks the store row FOR NO KEY UPDATE first: a document being written either
 *   commits before the close counts (the close waits for its lock) or meets the closed day and starts
 *   again on the next one. No document lands on a day after its balances were kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tutup_toko')
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('tgl_system', 'date', (c) => c.notNull())
    .addColumn('tgl_berikut', 'date', (c) => c.notNull())
    .addColumn('ringkasan', 'jsonb', (c) => c.notNull())
    .addColumn('peringatan', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('closed_by', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('tutup_toko_pk', ['kode_toko', 'tgl_system'])
    .addCheckConstraint('tutup_toko_maju', sql`tgl_berikut > tgl_system`)
    .execute();

  await db.schema
    .createTable('saldo_barang_harian')
    .addColumn('kode_toko', 'text', (c) => c.notNull())
    .addColumn('tgl_system', 'date', (c) => c.notNull())
    .addColumn('kode_gudang', 'text', (c) => c.notNull())
    .addColumn('kode_baki', 'text', (c) => c.notNull())
    .addColumn('qty_awal', 'bigint', (c) => c.notNull())
    .addColumn('berat_awal', sql`numeric(16,3)`, (c) => c.notNull())
    .addColumn('qty_masuk', 'bigint', (c) => c.notNull())
    .addColumn('berat_masuk', sql`numeric(16,3)`, (c) => c.notNull())
    .addColumn('qty_keluar', 'bigint', (c) => c.notNull())
    .addColumn('berat_keluar', sql`numeric(16,3)`, (c) => c.notNull())
    .addColumn('qty_akhir', 'bigint', (c) => c.notNull())
    .addColumn('berat_akhir', sql`numeric(16,3)`, (c) => c.notNull())
    .addPrimaryKeyConstraint('saldo_barang_harian_pk', ['kode_toko', 'tgl_system', 'kode_gudang', 'kode_baki'])
    .addForeignKeyConstraint('saldo_barang_harian_tutup_fk', ['kode_toko', 'tgl_system'], 'tutup_toko', ['kode_toko', 'tgl_system'], (fk) => fk.deferrable().initiallyDeferred())
    .addCheckConstraint('saldo_barang_harian_rumus', sql`qty_akhir = qty_awal + qty_masuk - qty_keluar and berat_akhir = berat_awal + berat_masuk - berat_keluar`)
    .execute();

  await db.schema
    .createTable('saldo_kas_harian')
    .addColumn('kode_toko', 'text', (c) => c.notNull())
    .addColumn('tgl_system', 'date', (c) => c.notNull())
    .addColumn('jenis', 'text', (c) => c.notNull().check(sql`jenis in ('CASH', 'BANK', 'MARKETPLACE')`))
    /** '' for the drawer (CASH), no_rekening for BANK, kode_marketplace for MARKETPLACE */
    .addColumn('akun', 'text', (c) => c.notNull())
    .addColumn('kode_bank', 'text')
    .addColumn('saldo_awal', 'bigint', (c) => c.notNull())
    .addColumn('masuk', 'bigint', (c) => c.notNull())
    .addColumn('keluar', 'bigint', (c) => c.notNull())
    .addColumn('saldo_akhir', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('saldo_kas_harian_pk', ['kode_toko', 'tgl_system', 'jenis', 'akun'])
    .addForeignKeyConstraint('saldo_kas_harian_tutup_fk', ['kode_toko', 'tgl_system'], 'tutup_toko', ['kode_toko', 'tgl_system'], (fk) => fk.deferrable().initiallyDeferred())
    .addCheckConstraint('saldo_kas_harian_rumus', sql`saldo_akhir = saldo_awal + masuk - keluar`)
    .execute();

  await sql`
    create or replace function emas_hari_terbuka() returns trigger
    language plpgsql as $$
    begin
      perform 1 from toko t where t.kode_toko in (select distinct n.kode_toko from baris_baru n) order by t.kode_toko for share of t;
      if exists (
        select 1 from baris_baru n join tutup_toko c on c.kode_toko = n.kode_toko and c.tgl_system >= n.tgl_system
      ) then
        raise exception using errcode = 'serialization_failure', message = 'Tanggal toko berubah saat disimpan';
      end if;
      return null;
    end
    $$`.execute(db);
  for (const table of ['stock_mutasi', 'kas_mutasi']) {
    await sql`create trigger ${sql.id(`${table}_hari_terbuka`)} after insert on ${sql.id(table)}
      referencing new table as baris_baru for each statement execute function emas_hari_terbuka()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['stock_mutasi', 'kas_mutasi']) await sql`drop trigger if exists ${sql.id(`${table}_hari_terbuka`)} on ${sql.id(table)}`.execute(db);
  await sql`drop function if exists emas_hari_terbuka()`.execute(db);
  await db.schema.dropTable('saldo_kas_harian').execute();
  await db.schema.dropTable('saldo_barang_harian').execute();
  await db.schema.dropTable('tutup_toko').execute();
}
