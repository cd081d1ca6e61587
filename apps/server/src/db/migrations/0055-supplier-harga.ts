import { sql, type Kysely } from 'kysely';

/**
 * Suppliers, purchase prices and purity updates (issue 35):
 * - supplier_barang: the supplier master (supplier-barang, SUPPLIER_BARANG_MODULE);
 * - kirim_barang gets the supplier of the master (`kode_supplier`) and the delivery's cost per gram (`harga_per_gram`);
 * - parameter_harga_emas_pembelian: the purchase gold price per gram by purity, dated (tgl_berlaku);
 * - update_kadar: each purity update of an item (UK-), with the purity, group and price before and after;
 * - stock_mutasi jenis UPDATE_KADAR (added to whatever the check allows today, so other kinds added beside it stay).
 */
const MASTER_COLUMNS = `
      _id text primary key default substr(md5(random()::text || clock_timestamp()::text), 1, 16),
      kode_toko text not null references toko (kode_toko),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      created_by text not null default 'SYSTEM',
      updated_by text not null default 'SYSTEM'`;

async function mutasiKinds(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ def: string }>`
    select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'stock_mutasi_jenis_check'`.execute(db);
  return [...new Set([...(rows[0]?.def ?? '').matchAll(/'([A-Z_]+)'/g)].map((m) => m[1]!))];
}

async function setMutasiKinds(db: Kysely<unknown>, kinds: readonly string[]): Promise<void> {
  await sql.raw(`alter table stock_mutasi drop constraint if exists stock_mutasi_jenis_check`).execute(db);
  await sql.raw(`alter table stock_mutasi add constraint stock_mutasi_jenis_check check (jenis in (${kinds.map((k) => `'${k}'`).join(', ')}))`).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create table supplier_barang (${MASTER_COLUMNS},
      kode_supplier text not null,
      nama_supplier text not null,
      no_hp text not null default '',
      alamat text not null default '',
      unique (kode_toko, kode_supplier)
    )`,
    )
    .execute(db);
  await sql`alter table kirim_barang add column kode_supplier text, add column harga_per_gram bigint not null default 0 check (harga_per_gram >= 0)`.execute(db);
  await sql`create index kirim_barang_supplier on kirim_barang (kode_toko_tujuan, kode_supplier, tgl_terima) where jenis = 'SUPPLIER'`.execute(db);
  await sql
    .raw(
      `create table parameter_harga_emas_pembelian (${MASTER_COLUMNS},
      kode_parameter text not null,
      tgl_berlaku date not null,
      kadar numeric(6,2) not null check (kadar > 0),
      harga_per_gram bigint not null check (harga_per_gram > 0),
      unique (kode_toko, kode_parameter)
    )`,
    )
    .execute(db);
  await sql`create index parameter_harga_emas_pembelian_kadar on parameter_harga_emas_pembelian (kode_toko, kadar, tgl_berlaku)`.execute(db);
  await sql`
    create table update_kadar (
      kode_toko text not null references toko (kode_toko),
      no_update text not null,
      idempotency_key text not null,
      tgl_system date not null,
      kode_barcode text not null,
      nama_barang text not null,
      berat numeric(12,3) not null,
      kadar_lama numeric(6,2) not null,
      kadar_baru numeric(6,2) not null,
      kode_group_lama text not null,
      kode_group_baru text not null,
      harga_per_gram_lama bigint not null,
      harga_per_gram_baru bigint not null,
      harga_lama bigint not null,
      harga_baru bigint not null,
      alasan text not null,
      approved_by text not null,
      input_by text not null,
      created_at timestamptz not null default now(),
      primary key (kode_toko, no_update),
      unique (kode_toko, idempotency_key)
    )`.execute(db);
  await sql`create index update_kadar_barcode on update_kadar (kode_toko, kode_barcode)`.execute(db);
  const kinds = await mutasiKinds(db);
  if (!kinds.includes('UPDATE_KADAR')) await setMutasiKinds(db, [...kinds, 'UPDATE_KADAR']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await setMutasiKinds(db, (await mutasiKinds(db)).filter((k) => k !== 'UPDATE_KADAR'));
  await sql`drop table if exists update_kadar`.execute(db);
  await sql`drop table if exists parameter_harga_emas_pembelian`.execute(db);
  await sql`alter table kirim_barang drop column if exists harga_per_gram, drop column if exists kode_supplier`.execute(db);
  await sql`drop table if exists supplier_barang`.execute(db);
}
