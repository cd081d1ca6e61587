import { sql, type Kysely } from 'kysely';

/**
 * Coupons, category discounts and the sales bonus (issue 32).
 * - kupon: coupon parameters (a master row of the store that made it); the code is unique in the whole chain,
 *   since a coupon may be for several stores. Its uses are counted from kupon_pakai, never stored on it.
 * - kupon_pakai: one use per sale receipt (AKTIF), marked BATAL when the sale is cancelled (the quota place and
 *   the member's once come back). Written in the sale's transaction after the coupon row is locked.
 * - para_potongan_kategori: the automatic discount per kategori or jenis (Rp per gram or percent), dated, switchable.
 * - para_bonus_sales: the sales bonus per group (Rp per gram or percent of rupiah), dated.
 * - penjualan: the coupon used and the two automatic discounts, each inside the receipt's `diskon`.
 */
const RANDOM_ID = sql`substr(md5(random()::text || clock_timestamp()::text), 1, 16)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table kupon (
      _id text primary key default ${RANDOM_ID},
      kode_toko text not null references toko (kode_toko),
      kode_kupon text not null,
      nama_kupon text not null default '',
      jenis text not null default 'RP' check (jenis in ('RP', 'PERSEN')),
      nominal_rp bigint not null default 0,
      persen numeric(5,2) not null default 0,
      maks_rp bigint not null default 0,
      minimal_belanja bigint not null default 0,
      tgl_dari text not null,
      tgl_sampai text not null,
      kuota integer not null default 1,
      sekali_per_member boolean not null default true,
      toko text not null default '',
      aktif boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      created_by text not null default 'SYSTEM',
      updated_by text not null default 'SYSTEM',
      constraint kupon_kode_toko_kode_kupon_key unique (kode_toko, kode_kupon),
      constraint kupon_kode_kupon_key unique (kode_kupon)
    )
  `.execute(db);
  await sql`
    create table kupon_pakai (
      id bigserial primary key,
      kode_kupon text not null references kupon (kode_kupon) on update cascade,
      kode_toko text not null,
      no_faktur_group text not null,
      kode_member text,
      tanggal date not null,
      total_belanja bigint not null,
      potongan bigint not null check (potongan >= 0),
      status text not null default 'AKTIF' check (status in ('AKTIF', 'BATAL')),
      input_by text not null,
      created_at timestamptz not null default now(),
      batal_by text,
      batal_at timestamptz
    )
  `.execute(db);
  await sql`create index kupon_pakai_kupon on kupon_pakai (kode_kupon, status, kode_member)`.execute(db);
  await sql`create unique index kupon_pakai_faktur on kupon_pakai (kode_toko, no_faktur_group) where status = 'AKTIF'`.execute(db);
  await sql`create index kupon_pakai_tanggal on kupon_pakai (kode_toko, tanggal)`.execute(db);
  await sql`
    create table para_potongan_kategori (
      _id text primary key default ${RANDOM_ID},
      kode_toko text not null references toko (kode_toko),
      kode_potongan text not null,
      berdasarkan text not null default 'JENIS' check (berdasarkan in ('KATEGORI', 'JENIS')),
      kode_target text not null,
      jenis_potongan text not null default 'PER_GRAM' check (jenis_potongan in ('PER_GRAM', 'PERSEN')),
      rp_per_gram bigint not null default 0,
      persen numeric(5,2) not null default 0,
      tgl_dari text not null,
      tgl_sampai text,
      aktif boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      created_by text not null default 'SYSTEM',
      updated_by text not null default 'SYSTEM',
      constraint para_potongan_kategori_kode_toko_kode_potongan_key unique (kode_toko, kode_potongan)
    )
  `.execute(db);
  await sql`
    create table para_bonus_sales (
      _id text primary key default ${RANDOM_ID},
      kode_toko text not null references toko (kode_toko),
      kode_bonus text not null,
      kode_group text not null,
      dasar text not null default 'GRAM' check (dasar in ('GRAM', 'RUPIAH')),
      rp_per_gram bigint not null default 0,
      persen numeric(5,2) not null default 0,
      tgl_dari text not null,
      tgl_sampai text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      created_by text not null default 'SYSTEM',
      updated_by text not null default 'SYSTEM',
      constraint para_bonus_sales_kode_toko_kode_bonus_key unique (kode_toko, kode_bonus)
    )
  `.execute(db);
  await sql`
    alter table penjualan
      add column kode_kupon text,
      add column diskon_kupon bigint not null default 0,
      add column diskon_kategori bigint not null default 0
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table penjualan drop column if exists kode_kupon, drop column if exists diskon_kupon, drop column if exists diskon_kategori`.execute(db);
  await sql`drop table if exists para_bonus_sales`.execute(db);
  await sql`drop table if exists para_potongan_kategori`.execute(db);
  await sql`drop table if exists kupon_pakai`.execute(db);
  await sql`drop table if exists kupon`.execute(db);
}
