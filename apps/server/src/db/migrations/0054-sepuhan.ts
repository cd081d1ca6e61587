import { sql, type Kysely } from 'kysely';

/**
 * Sorting and refurbishing of bought-back pieces (issue 35, SEPUHAN_MODULE):
 * - sepuhan_barang: one row per bought-back piece received into the sorting area: the buy-back line it came from,
 *   its weight, purity and price as received, its state (TERIMA received, SORTIR sorted, SELESAI moved on), its
 *   class and sorter, the move-sort lot (no_pindah) with the weight it came back with, and the loss recorded on it.
 * - sepuhan_mutasi: the sorting ledger: TERIMA in (count, weight); JUAL, LEBUR, PUSAT out (count, weight it left
 *   with); SUSUT out (a recorded loss, weight only). The sorting balance is computed from it, never stored.
 * - sepuhan_susut: a lot's recorded loss with its reason, its value at cost and its journal.
 * - account 6-1300 BIAYA SUSUT EMAS for every store with a chart, now and (trigger toko_akun_susut) later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sepuhan_barang (
      kode_toko text not null references toko (kode_toko),
      kode_barcode text not null,
      no_faktur_beli text not null,
      no_faktur_group text not null,
      no_terima text not null,
      tgl_terima date not null,
      berat_terima numeric(12,3) not null check (berat_terima > 0),
      kadar numeric(7,2) not null,
      harga_beli bigint not null default 0,
      status text not null default 'TERIMA' check (status in ('TERIMA', 'SORTIR', 'SELESAI')),
      kelas text check (kelas in ('SEPUH', 'LEBUR', 'PUSAT', 'SIMPAN')),
      no_sortir text,
      sortir_by text,
      sortir_at timestamptz,
      no_pindah text,
      tgl_pindah date,
      berat_kembali numeric(12,3),
      berat_susut numeric(12,3) not null default 0,
      no_susut text,
      no_ref_keluar text,
      input_by text not null,
      created_at timestamptz not null default now(),
      primary key (kode_toko, kode_barcode),
      check (berat_kembali is null or berat_kembali <= berat_terima),
      check (berat_susut >= 0 and berat_susut <= berat_terima)
    )`.execute(db);
  await sql`create index sepuhan_barang_status_idx on sepuhan_barang (kode_toko, status)`.execute(db);
  await sql`create index sepuhan_barang_pindah_idx on sepuhan_barang (kode_toko, no_pindah)`.execute(db);
  await sql`
    create table sepuhan_mutasi (
      id bigserial primary key,
      kode_toko text not null references toko (kode_toko),
      tgl_system date not null,
      jenis text not null check (jenis in ('TERIMA', 'JUAL', 'LEBUR', 'PUSAT', 'SUSUT')),
      kode_barcode text,
      qty integer not null check (qty >= 0),
      berat numeric(12,3) not null check (berat >= 0),
      no_ref text not null,
      keterangan text not null default '',
      input_by text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index sepuhan_mutasi_tgl_idx on sepuhan_mutasi (kode_toko, tgl_system)`.execute(db);
  await sql`
    create table sepuhan_susut (
      kode_toko text not null references toko (kode_toko),
      no_susut text not null,
      no_pindah text not null,
      tgl_system date not null,
      berat_susut numeric(12,3) not null check (berat_susut > 0),
      nilai bigint not null check (nilai >= 0),
      alasan text not null,
      jurnal_id bigint,
      input_by text not null,
      created_at timestamptz not null default now(),
      primary key (kode_toko, no_susut),
      unique (kode_toko, no_pindah)
    )`.execute(db);

  await sql`
    create or replace function emas_toko_akun_susut() returns trigger
    language plpgsql as $$
    begin
      insert into akun (kode_toko, nomor_akun, nama_akun)
      select new.kode_toko, '6-1300', 'BIAYA SUSUT EMAS'
      where exists (select 1 from akun a where a.kode_toko = new.kode_toko and a.nomor_akun = '5-1100')
      on conflict do nothing;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger toko_akun_susut after insert on toko for each row execute function emas_toko_akun_susut()`.execute(db);
  await sql`
    insert into akun (kode_toko, nomor_akun, nama_akun)
    select distinct a.kode_toko, '6-1300', 'BIAYA SUSUT EMAS' from akun a where a.nomor_akun = '5-1100'
    on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists toko_akun_susut on toko`.execute(db);
  await sql`drop function if exists emas_toko_akun_susut()`.execute(db);
  await sql`delete from akun where nomor_akun = '6-1300' and not exists (select 1 from jurnal j where j.kode_toko = akun.kode_toko and j.nomor_akun = '6-1300')`.execute(db);
  await sql`drop table if exists sepuhan_susut`.execute(db);
  await sql`drop table if exists sepuhan_mutasi`.execute(db);
  await sql`drop table if exists sepuhan_barang`.execute(db);
}
