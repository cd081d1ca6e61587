import { sql, type Kysely } from 'kysely';

/**
 * The shipping module (KIRIM_BARANG_MODULE):
 * - toko_kirim (each store's shipping address and contact), logistik (couriers), ekspedisi (a courier's services):
 *   masters of the CRUD kit;
 * - kirim_barang gets the courier, service, tracking number, cost (paid from the sender's drawer), the destination's
 *   address as shipped, and the journey (status_pengiriman), filled for the chain shipments already there.
 */
const MASTER_COLUMNS = `
      _id text primary key default substr(md5(random()::text || clock_timestamp()::text), 1, 16),
      kode_toko text not null references toko (kode_toko),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      created_by text not null default 'SYSTEM',
      updated_by text not null default 'SYSTEM'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create table toko_kirim (${MASTER_COLUMNS},
      kode_toko_kirim text not null,
      nama_penerima text not null,
      no_hp text not null,
      alamat_kirim text not null,
      kota text not null,
      unique (kode_toko, kode_toko_kirim)
    )`,
    )
    .execute(db);
  await sql
    .raw(
      `create table logistik (${MASTER_COLUMNS},
      kode_logistik text not null,
      nama_logistik text not null,
      no_hp text not null default '',
      unique (kode_toko, kode_logistik)
    )`,
    )
    .execute(db);
  await sql
    .raw(
      `create table ekspedisi (${MASTER_COLUMNS},
      kode_ekspedisi text not null,
      nama_ekspedisi text not null,
      kode_logistik text not null,
      unique (kode_toko, kode_ekspedisi)
    )`,
    )
    .execute(db);
  await sql`
    alter table kirim_barang
      add column kode_logistik text,
      add column kode_ekspedisi text,
      add column no_resi text not null default '',
      add column biaya_kirim bigint not null default 0 check (biaya_kirim >= 0),
      add column alamat_tujuan text not null default '',
      add column status_pengiriman text check (status_pengiriman in ('DIKIRIM', 'DALAM_PERJALANAN', 'DITERIMA', 'DITERIMA_SELISIH')),
      add column perjalanan_at timestamptz`.execute(db);
  await sql`
    update kirim_barang k
       set status_pengiriman = case
             when k.status <> 'DITERIMA' then 'DIKIRIM'
             when exists (select 1 from faktur_bermasalah f join faktur_bermasalah_detail d on d.kode_toko = f.kode_toko and d.no_faktur = f.no_faktur
                           where f.no_terima = k.no_terima and f.status <> 'BATAL' and d.jenis = 'TIDAK_ADA') then 'DITERIMA_SELISIH'
             else 'DITERIMA' end
     where k.jenis = 'TOKO'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table kirim_barang
      drop column if exists perjalanan_at, drop column if exists status_pengiriman, drop column if exists alamat_tujuan,
      drop column if exists biaya_kirim, drop column if exists no_resi, drop column if exists kode_ekspedisi, drop column if exists kode_logistik`.execute(db);
  await sql`drop table if exists ekspedisi`.execute(db);
  await sql`drop table if exists logistik`.execute(db);
  await sql`drop table if exists toko_kirim`.execute(db);
}
