import { sql, type Kysely } from 'kysely';

/**
 * penjualan.total_batal: the prices of a receipt's lines cancelled while others stay sold (given back
 * in the cash ledger). total_harga and grand_total are then those of the lines still sold, and what
 * the customer paid stays: total_bayar = grand_total + total_batal + kembalian.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('penjualan')
    .addColumn('total_batal', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`total_batal >= 0`))
    .execute();
  await db.schema.alterTable('penjualan').dropConstraint('penjualan_totals').execute();
  await db.schema
    .alterTable('penjualan')
    .addCheckConstraint('penjualan_totals', sql`grand_total = total_harga - diskon and total_bayar = grand_total + total_batal + kembalian`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('penjualan').dropConstraint('penjualan_totals').execute();
  await db.schema.alterTable('penjualan').dropColumn('total_batal').execute();
  await db.schema.alterTable('penjualan').addCheckConstraint('penjualan_totals', sql`grand_total = total_harga - diskon and total_bayar = grand_total + kembalian`).execute();
}
