import { sql, type Kysely } from 'kysely';

/**
 * Diamond pieces at the counter (issue 34):
 * - penjualan_detail: a diamond line keeps how its price was made (berlian, harga_emas, harga_batu; the making
 *   charge is the line's ongkos) and its certificate, for the sales-person report's diamond columns and the stones' buy-back rule.
 * - pembelian_detail: a diamond piece bought back keeps what its stones were paid and the certificate checked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table penjualan_detail
    add column berlian boolean not null default false,
    add column harga_emas bigint not null default 0,
    add column harga_batu bigint not null default 0,
    add column lab_sertifikat text,
    add column no_sertifikat text`.execute(db);
  // the sales reports sum the few diamond lines apart
  await sql`create index penjualan_detail_berlian on penjualan_detail (kode_toko, no_faktur_group) where berlian`.execute(db);
  await sql`alter table pembelian_detail
    add column harga_batu bigint not null default 0,
    add column no_sertifikat text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table pembelian_detail drop column harga_batu, drop column no_sertifikat`.execute(db);
  await sql`drop index if exists penjualan_detail_berlian`.execute(db);
  await sql`alter table penjualan_detail drop column berlian, drop column harga_emas, drop column harga_batu, drop column lab_sertifikat, drop column no_sertifikat`.execute(db);
}
