import { sql, type Kysely } from 'kysely';

/**
 * Manual stock (STOCK_JUAL_MANUAL_MODULE, issue 35) and RFID counts (RFID_MODULE):
 * - barang_manual: goods kept without a barcode per piece, as a count and a weight per group, jenis (kode_dept),
 *   warehouse and tray; never below zero (checked under a row lock by the writer, and by the table);
 * - barang_manual_mutasi: the ledger of those balances (every sale, purchase with its signed count and weight);
 * - jual_beli_manual (+ _detail): the manual sale (JUAL, prefix JM) and purchase (BELI, prefix BM) documents,
 *   validated by a supervisor at /validasi-jual-beli-manual;
 * - their cash kategori PENJUALAN MANUAL / PEMBELIAN MANUAL post the journal of PENJUALAN / PEMBELIAN;
 * - saldo_barang_manual_harian: the balances kept by each day's close;
 * - barang.rfid: an item's RFID tag, unique per store; stock_opname.berat_timbang: the tray weight re-check.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table barang_manual (
      kode_toko text not null references toko (kode_toko),
      kode_group text not null,
      kode_dept text not null,
      kode_gudang text not null,
      kode_baki text not null,
      qty integer not null default 0 check (qty >= 0),
      berat numeric(12,3) not null default 0 check (berat >= 0),
      updated_at timestamptz not null default now(),
      primary key (kode_toko, kode_group, kode_dept, kode_gudang, kode_baki)
    )`.execute(db);

  await sql`
    create table jual_beli_manual (
      kode_toko text not null references toko (kode_toko),
      no_faktur text not null,
      jenis text not null check (jenis in ('JUAL', 'BELI')),
      tgl_system date not null,
      idempotency_key text not null,
      nama_customer text not null default '',
      keterangan text not null default '',
      total_qty integer not null check (total_qty > 0),
      total_berat numeric(12,3) not null check (total_berat > 0),
      total bigint not null check (total > 0),
      status text not null default 'OPEN' check (status in ('OPEN', 'BATAL')),
      valid boolean not null default false,
      valid_by text,
      valid_at timestamptz,
      input_by text not null,
      created_at timestamptz not null default now(),
      primary key (kode_toko, no_faktur),
      unique (kode_toko, idempotency_key)
    )`.execute(db);
  await sql`create index jual_beli_manual_tgl_idx on jual_beli_manual (kode_toko, tgl_system)`.execute(db);

  await sql`
    create table jual_beli_manual_detail (
      kode_toko text not null,
      no_faktur text not null,
      urut integer not null check (urut > 0),
      kode_group text not null,
      kode_dept text not null,
      kode_gudang text not null,
      kode_baki text not null,
      qty integer not null check (qty > 0),
      berat numeric(12,3) not null check (berat > 0),
      harga bigint not null check (harga > 0),
      primary key (kode_toko, no_faktur, urut),
      foreign key (kode_toko, no_faktur) references jual_beli_manual (kode_toko, no_faktur)
    )`.execute(db);

  await sql`
    create table barang_manual_mutasi (
      id bigserial primary key,
      kode_toko text not null,
      tgl_system date not null,
      no_ref text not null,
      jenis text not null,
      kode_group text not null,
      kode_dept text not null,
      kode_gudang text not null,
      kode_baki text not null,
      qty integer not null,
      berat numeric(12,3) not null,
      input_by text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index barang_manual_mutasi_tgl_idx on barang_manual_mutasi (kode_toko, tgl_system)`.execute(db);

  await sql`
    create table saldo_barang_manual_harian (
      kode_toko text not null,
      tgl_system date not null,
      kode_group text not null,
      kode_dept text not null,
      kode_gudang text not null,
      kode_baki text not null,
      qty integer not null,
      berat numeric(12,3) not null,
      primary key (kode_toko, tgl_system, kode_group, kode_dept, kode_gudang, kode_baki)
    )`.execute(db);

  // the manual documents' money posts as the sale's and the purchase's (the journal parameters are copied per store)
  await sql`
    create or replace function emas_seed_akun_manual(p_toko text) returns void
    language plpgsql as $$
    begin
      insert into para_akun_transaksi (kode_toko, trx, type)
      select kode_toko, trx || ' MANUAL', type from para_akun_transaksi
       where kode_toko = p_toko and trx in ('PENJUALAN', 'PEMBELIAN')
      on conflict do nothing;
      insert into para_akun_transaksi_detail (kode_toko, trx, type, urut, kode_akun, jenis_akun, nomor_akun, uang)
      select kode_toko, trx || ' MANUAL', type, urut, kode_akun, jenis_akun, nomor_akun, uang from para_akun_transaksi_detail
       where kode_toko = p_toko and trx in ('PENJUALAN', 'PEMBELIAN')
      on conflict do nothing;
    end
    $$`.execute(db);
  await sql`
    create or replace function emas_toko_akun_manual() returns trigger
    language plpgsql as $$
    begin
      perform emas_seed_akun_manual(new.kode_toko);
      return null;
    end
    $$`.execute(db);
  // named after toko_akun so that it runs after the chart and its parameters are seeded
  await sql`create trigger toko_akun_zmanual after insert on toko for each row execute function emas_toko_akun_manual()`.execute(db);
  await sql`select emas_seed_akun_manual(kode_toko) from toko`.execute(db);

  await sql`alter table barang add column rfid text`.execute(db);
  await sql`create unique index barang_rfid_key on barang (kode_toko, rfid) where rfid is not null`.execute(db);
  await sql`alter table stock_opname add column berat_timbang numeric(12,3), add column timbang_by text, add column timbang_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table stock_opname drop column berat_timbang, drop column timbang_by, drop column timbang_at`.execute(db);
  await sql`drop index if exists barang_rfid_key`.execute(db);
  await sql`alter table barang drop column rfid`.execute(db);
  await sql`drop trigger if exists toko_akun_zmanual on toko`.execute(db);
  await sql`drop function if exists emas_toko_akun_manual()`.execute(db);
  await sql`drop function if exists emas_seed_akun_manual(text)`.execute(db);
  await sql`delete from para_akun_transaksi_detail where trx in ('PENJUALAN MANUAL', 'PEMBELIAN MANUAL')`.execute(db);
  await sql`delete from para_akun_transaksi where trx in ('PENJUALAN MANUAL', 'PEMBELIAN MANUAL')`.execute(db);
  for (const t of ['saldo_barang_manual_harian', 'barang_manual_mutasi', 'jual_beli_manual_detail', 'jual_beli_manual', 'barang_manual']) await sql.raw(`drop table if exists ${t}`).execute(db);
}
