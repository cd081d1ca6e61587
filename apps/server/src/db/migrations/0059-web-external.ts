import { sql, type Kysely } from 'kysely';

/**
 * The store's own web store (WEB_EXTERNAL_MODULE, spec 000 §6): the pieces it publishes, each with its online price and
 * whether the web store offers it. A customer (or the store for them) may reserve a published piece online until a
 * time; while the hold runs the sales counter refuses the piece (sales' item read sees it). A sold piece needs no row
 * change: the public catalogue lists only published pieces still in stock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table barang_web_external (
      kode_toko text not null,
      kode_barcode text not null,
      harga_online bigint not null check (harga_online > 0),
      tersedia boolean not null default true,
      nama_pemesan text,
      no_hp_pemesan text,
      dipesan_by text,
      dipesan_at timestamptz,
      dipesan_sampai timestamptz,
      publish_by text not null,
      publish_at timestamptz not null default now(),
      updated_by text not null,
      updated_at timestamptz not null default now(),
      primary key (kode_toko, kode_barcode),
      foreign key (kode_toko, kode_barcode) references barang (kode_toko, kode_barcode),
      check ((dipesan_sampai is null) = (dipesan_at is null))
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table barang_web_external`.execute(db);
}
