import { sql, type Kysely } from 'kysely';

/**
 * Issue 34, the diamond stock (migration 0052): a diamond piece received from a diamond supplier keeps where it came
 * from and what it cost (harga modal, integer rupiah), one row per piece in stock; it travels with the piece when the
 * piece is shipped to another store of the chain (the stones and the certificate travel too).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table item_berlian (
      kode_toko text not null,
      kode_barcode text not null,
      kode_supplier text not null default '',
      no_faktur_supplier text not null default '',
      harga_modal bigint not null default 0 check (harga_modal >= 0),
      input_by text not null,
      created_at timestamptz not null default now(),
      primary key (kode_toko, kode_barcode),
      foreign key (kode_toko, kode_barcode) references barang (kode_toko, kode_barcode)
    )`.execute(db);
  await sql`create index item_berlian_supplier on item_berlian (kode_toko, kode_supplier)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists item_berlian`.execute(db);
}
