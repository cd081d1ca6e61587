import { sql, type Kysely } from 'kysely';

/**
 * Money sent by a store to head office (issue 18 part 2, spec 000 §3 send-money record).
 * - kirim_uang: one row per transfer, numbered per sending store (nota_kirim, e.g. KU-BDG-261126-000001,
 *   unique in the chain since it carries the store's code). OPEN while the money is in transit, DONE
 *   once the destination store (tujuan) received it; received at most once (the status moves
 *   OPEN -> DONE under a row lock). The money itself is in kas_mutasi: KIRIM UANG out of the sender's
 *   account when sent, TERIMA UANG into the receiver's drawer when received.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kirim_uang')
    .addColumn('nota_kirim', 'text', (c) => c.primaryKey())
    .addColumn('kode_toko', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('tgl_system', 'date', (c) => c.notNull())
    .addColumn('tujuan', 'text', (c) => c.notNull().references('toko.kode_toko'))
    .addColumn('jumlah_rp', 'bigint', (c) => c.notNull().check(sql`jumlah_rp > 0`))
    .addColumn('keterangan', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('no_reff', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('asal', 'text', (c) => c.notNull().check(sql`asal in ('CASH', 'BANK')`))
    .addColumn('no_rekening', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('OPEN').check(sql`status in ('OPEN', 'DONE')`))
    .addColumn('tgl_terima', 'date')
    .addColumn('terima_by', 'text')
    .addColumn('terima_at', 'timestamptz')
    .addColumn('input_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('kirim_uang_tujuan_lain', sql`tujuan <> kode_toko`)
    .addCheckConstraint('kirim_uang_diterima', sql`(status = 'OPEN') = (tgl_terima is null and terima_by is null and terima_at is null)`)
    .execute();
  await db.schema.createIndex('kirim_uang_toko_tgl_idx').on('kirim_uang').columns(['kode_toko', 'tgl_system']).execute();
  await db.schema.createIndex('kirim_uang_tujuan_idx').on('kirim_uang').columns(['tujuan', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kirim_uang').execute();
}
