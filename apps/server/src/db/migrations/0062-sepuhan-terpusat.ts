import { sql, type Kysely } from 'kysely';

/**
 * The centralised sorting variant (SEPUHAN_TERPUSAT_MODULE): head office sorts the pieces its branches bought back
 * and shipped to it, so a sorting row names the store whose buy-back the piece came from (kode_toko_beli); for a
 * store's own pieces it is the store itself (every row before this migration).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sepuhan_barang add column kode_toko_beli text references toko (kode_toko)`.execute(db);
  await sql`update sepuhan_barang set kode_toko_beli = kode_toko`.execute(db);
  await sql`alter table sepuhan_barang alter column kode_toko_beli set not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sepuhan_barang drop column if exists kode_toko_beli`.execute(db);
}
