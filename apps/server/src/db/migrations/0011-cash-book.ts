import { sql, type Kysely } from 'kysely';

/**
 * The cash book (issue 18 part 1).
 * - kas_mutasi.kategori: the agreed spaced names (BATAL_PENJUALAN -> 'BATAL PENJUALAN', ...) in the rows
 *   written before; new rows use the domain catalogue KAS_KATEGORI.
 * - kas_mutasi.kode_transaksi: the transaction code of a manual cash in/out (KAS MASUK / KAS KELUAR).
 * - kas_mutasi.sub_kategori: the kategori chosen on a mutasi form (spec 000 §7 field `kategori`).
 * - kas_mutasi.fee_rp: the shop's fee of a card cash-out (on the bank row of GESEK TUNAI).
 * - rekening.fee_gesek_persen: the fee percent of a card cash-out into that account.
 * - pengalihan_saldo: a balance move asked by a cashier, OPEN until a supervisor validates (VALID, the
 *   ledger rows are written then) or refuses it (TOLAK).
 */
const RENAMED: Record<string, string> = {
  BATAL_PENJUALAN: 'BATAL PENJUALAN',
  PELUNASAN_TITIP: 'PELUNASAN TITIP',
  BATAL_TITIP: 'BATAL TITIP',
  BATAL_PEMBELIAN: 'BATAL PEMBELIAN',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [from, to] of Object.entries(RENAMED)) {
    await sql`update kas_mutasi set kategori = ${to} where kategori = ${from}`.execute(db);
  }
  await db.schema
    .alterTable('kas_mutasi')
    .addColumn('kode_transaksi', 'text')
    .addColumn('sub_kategori', 'text')
    .addColumn('fee_rp', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`fee_rp >= 0`))
    .execute();
  await db.schema.createIndex('kas_mutasi_kategori_idx').on('kas_mutasi').columns(['kode_toko', 'kategori', 'tgl_system']).execute();
  await db.schema
    .alterTable('rekening')
    .addColumn('fee_gesek_persen', sql`numeric(5,2)`, (c) => c.notNull().defaultTo(0).check(sql`fee_gesek_persen >= 0 and fee_gesek_persen <= 100`))
    .execute();
  await db.schema
    .createTable('pengalihan_saldo')
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('no_pengalihan', 'text', (c) => c.notNull())
    .addColumn('tgl_system', 'date', (c) => c.notNull())
    .addColumn('asal', 'text', (c) => c.notNull())
    .addColumn('asal_rekening', 'text')
    .addColumn('tujuan', 'text', (c) => c.notNull())
    .addColumn('tujuan_rekening', 'text')
    .addColumn('jumlah', 'bigint', (c) => c.notNull().check(sql`jumlah > 0`))
    .addColumn('keterangan', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('OPEN').check(sql`status in ('OPEN', 'VALID', 'TOLAK')`))
    .addColumn('input_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('valid_by', 'text')
    .addColumn('valid_at', 'timestamptz')
    .addColumn('otorisasi', 'text')
    .addPrimaryKeyConstraint('pengalihan_saldo_pk', ['kode_toko', 'no_pengalihan'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pengalihan_saldo').execute();
  await db.schema.alterTable('rekening').dropColumn('fee_gesek_persen').execute();
  await db.schema.dropIndex('kas_mutasi_kategori_idx').execute();
  await db.schema.alterTable('kas_mutasi').dropColumn('fee_rp').dropColumn('sub_kategori').dropColumn('kode_transaksi').execute();
  for (const [from, to] of Object.entries(RENAMED)) {
    await sql`update kas_mutasi set kategori = ${from} where kategori = ${to}`.execute(db);
  }
}
