import { sql, type Kysely } from 'kysely';

/**
 * A customer's birth date (issue 22): optional `tgl_lahir` on the documents where the shop identifies a
 * customer (sales receipts, pawn loans, orders, repairs). The dashboard's birthdays and the promo
 * template's {tgl_lahir} read it. Indexed by month and day so today's birthdays are found by index.
 */
const TABLES = ['penjualan', 'hutang', 'pesanan', 'service'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} add column tgl_lahir date`.execute(db);
    await sql`create index ${sql.id(`${table}_tgl_lahir_idx`)} on ${sql.table(table)} (kode_toko, (extract(month from tgl_lahir)), (extract(day from tgl_lahir))) where tgl_lahir is not null`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql`alter table ${sql.table(table)} drop column tgl_lahir`.execute(db);
}
