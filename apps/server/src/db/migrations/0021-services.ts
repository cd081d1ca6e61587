import { sql, type Kysely } from 'kysely';

/**
 * Repair services (issue 21 part 2).
 * - deskripsi_service: the master of repair descriptions (para-deskripsi-service), per store, with a usual
 *   labour cost (ongkos) the intake suggests.
 * - service: one repair ticket per customer visit, numbered per store (SV-BDG-261126-000001), stamped with
 *   the business date; status OPEN -> DONE -> CLOS, or OPEN/DONE -> CANC. The money is in kas_mutasi
 *   (kategori SERVICE, SERVICE AMBIL, BATAL SERVICE, no_ref = no_service); the columns here keep the bill
 *   as computed (ongkos, gold added and lost, total, deposit, what was paid and given back).
 * - service_detail: the customer's pieces: name, group and purity, weight in and out (numeric(12,3)),
 *   the prices per gram used for the difference, the descriptions, the photo's file key.
 * - Journal parameters for the three kategori (CASH and BANK): the deposit and its refund against
 *   2-1100 (customer advances), the pick-up payment against a new income account 4-1400 PENDAPATAN JASA
 *   SERVICE; seeded for every store and, by a trigger, for stores added later.
 */
const PARAMS: readonly (readonly [trx: string, arah: 'MASUK' | 'KELUAR', kodeAkun: string, nomorAkun: string])[] = [
  ['SERVICE', 'MASUK', 'UANG MUKA SERVICE', '2-1100'],
  ['SERVICE AMBIL', 'MASUK', 'PENDAPATAN JASA SERVICE', '4-1400'],
  ['BATAL SERVICE', 'KELUAR', 'UANG MUKA SERVICE', '2-1100'],
];
const TYPES: readonly (readonly [type: string, kodeAkun: string, nomorAkun: string])[] = [
  ['CASH', 'KAS', '1-1100'],
  ['BANK', 'BANK', '1-1200'],
];

function detailValues(): string {
  const rows: string[] = [];
  for (const [trx, arah, kodeLawan, nomorLawan] of PARAMS) {
    for (const [type, kodeUang, nomorUang] of TYPES) {
      const uang = (urut: number, jenis: string) => `('${trx}', '${type}', ${urut}, '${kodeUang}', '${jenis}', '${nomorUang}', true)`;
      const lawan = (urut: number, jenis: string) => `('${trx}', '${type}', ${urut}, '${kodeLawan}', '${jenis}', '${nomorLawan}', false)`;
      if (arah === 'MASUK') rows.push(uang(1, 'DEBET'), lawan(2, 'KREDIT'));
      else rows.push(lawan(1, 'DEBET'), uang(2, 'KREDIT'));
    }
  }
  return rows.join(',\n        ');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table deskripsi_service (
      _id text primary key default substr(md5(random()::text || clock_timestamp()::text), 1, 16),
      kode_toko text not null references toko (kode_toko),
      kode_deskripsi text not null,
      nama_deskripsi text not null,
      ongkos bigint not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      created_by text not null default 'SYSTEM',
      updated_by text not null default 'SYSTEM',
      unique (kode_toko, kode_deskripsi)
    )`.execute(db);

  await sql`
    create table service (
      kode_toko text not null references toko (kode_toko),
      no_service text not null,
      idempotency_key text not null,
      tgl_system date not null,
      nama_customer text not null,
      alamat_customer text not null default '',
      no_hp text not null default '',
      kode_tukang text not null,
      nama_tukang text not null default '',
      tgl_janji date not null,
      keterangan text not null default '',
      status text not null default 'OPEN' check (status in ('OPEN', 'DONE', 'CLOS', 'CANC')),
      ongkos_estimasi bigint not null default 0 check (ongkos_estimasi >= 0),
      dp bigint not null default 0 check (dp >= 0),
      total_berat_masuk numeric(12,3) not null,
      total_berat_keluar numeric(12,3),
      ongkos bigint not null default 0 check (ongkos >= 0),
      total_tambah bigint not null default 0 check (total_tambah >= 0),
      total_susut bigint not null default 0 check (total_susut >= 0),
      total_biaya bigint not null default 0,
      bayar bigint not null default 0 check (bayar >= 0),
      kembalian bigint not null default 0 check (kembalian >= 0),
      dikembalikan bigint not null default 0 check (dikembalikan >= 0),
      refund bigint not null default 0 check (refund >= 0),
      tgl_selesai date,
      selesai_by text,
      selesai_at timestamptz,
      ambil_idempotency_key text,
      tgl_ambil date,
      ambil_by text,
      ambil_at timestamptz,
      tgl_batal date,
      batal_by text,
      batal_at timestamptz,
      alasan_batal text,
      otorisasi text,
      valid boolean not null default false,
      valid_by text,
      valid_at timestamptz,
      input_by text not null,
      created_at timestamptz not null default now(),
      primary key (kode_toko, no_service),
      unique (kode_toko, idempotency_key),
      unique (kode_toko, ambil_idempotency_key),
      foreign key (kode_toko, kode_tukang) references tukang (kode_toko, kode_tukang),
      check ((status in ('DONE', 'CLOS')) = (tgl_selesai is not null) or status = 'CANC'),
      check ((status = 'CLOS') = (tgl_ambil is not null)),
      check ((status = 'CANC') = (tgl_batal is not null))
    )`.execute(db);
  await sql`create index service_toko_tgl_idx on service (kode_toko, tgl_system)`.execute(db);
  await sql`create index service_open_idx on service (kode_toko, tgl_janji) where status in ('OPEN', 'DONE')`.execute(db);

  await sql`
    create table service_detail (
      kode_toko text not null,
      no_service text not null,
      urut integer not null check (urut > 0),
      nama_barang text not null,
      kode_group text not null,
      kadar numeric(7,2) not null,
      berat_masuk numeric(12,3) not null check (berat_masuk > 0),
      berat_keluar numeric(12,3) check (berat_keluar > 0),
      harga_jual_per_gram bigint not null default 0,
      harga_beli_per_gram bigint not null default 0,
      nilai_tambah bigint not null default 0 check (nilai_tambah >= 0),
      nilai_susut bigint not null default 0 check (nilai_susut >= 0),
      deskripsi text not null,
      foto text,
      primary key (kode_toko, no_service, urut),
      foreign key (kode_toko, no_service) references service (kode_toko, no_service)
    )`.execute(db);

  await sql
    .raw(
      `
    create or replace function emas_seed_akun_service(p_toko text) returns void
    language plpgsql as $$
    begin
      if not exists (select 1 from akun where kode_toko = p_toko) then
        return;
      end if;
      insert into akun (kode_toko, nomor_akun, nama_akun) values (p_toko, '4-1400', 'PENDAPATAN JASA SERVICE')
      on conflict do nothing;
      insert into para_akun_transaksi (kode_toko, trx, type)
      select distinct p_toko, d.trx, d.type
      from (values
        ${detailValues()}
      ) as d (trx, type, urut, kode_akun, jenis_akun, nomor_akun, uang)
      on conflict do nothing;
      insert into para_akun_transaksi_detail (kode_toko, trx, type, urut, kode_akun, jenis_akun, nomor_akun, uang)
      select p_toko, d.trx, d.type, d.urut, d.kode_akun, d.jenis_akun, d.nomor_akun, d.uang
      from (values
        ${detailValues()}
      ) as d (trx, type, urut, kode_akun, jenis_akun, nomor_akun, uang)
      on conflict do nothing;
    end
    $$`,
    )
    .execute(db);
  await sql`
    create or replace function emas_toko_akun_service() returns trigger
    language plpgsql as $$
    begin
      perform emas_seed_akun_service(new.kode_toko);
      return null;
    end
    $$`.execute(db);
  // named after toko_akun so that it runs after the chart is seeded (triggers fire in name order)
  await sql`create trigger toko_akun_service after insert on toko for each row execute function emas_toko_akun_service()`.execute(db);
  await sql`select emas_seed_akun_service(kode_toko) from toko`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists toko_akun_service on toko`.execute(db);
  await sql`drop function if exists emas_toko_akun_service()`.execute(db);
  await sql`drop function if exists emas_seed_akun_service(text)`.execute(db);
  await sql`delete from para_akun_transaksi_detail where trx in ('SERVICE', 'SERVICE AMBIL', 'BATAL SERVICE')`.execute(db);
  await sql`delete from para_akun_transaksi where trx in ('SERVICE', 'SERVICE AMBIL', 'BATAL SERVICE')`.execute(db);
  for (const table of ['service_detail', 'service', 'deskripsi_service']) await sql.raw(`drop table if exists ${table}`).execute(db);
}
