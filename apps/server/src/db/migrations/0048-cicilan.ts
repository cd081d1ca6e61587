import { sql, type Kysely } from 'kysely';

/**
 * Instalment plans (cicilan, issue 33).
 * - para_cicilan: the parameters (/parameter-cicilan, GET/POST/PUT/DELETE /api/para-cicilan), a master row per store,
 *   date in force (tgl_berlaku) and tenor; percents numeric(7,2) as the master screen takes them.
 * - cicilan: the plan header, keyed (kode_toko, no_faktur_cicil), with the original product's fields (no_faktur_cicil,
 *   dp_rp, harga_jual_cicil, sisa_bayar, nilai_angsuran, cicilan_terbayar, tgl_system, status), the cash price and the
 *   margin, and a copy of the tenor's terms in force on its date (a later change never touches an open plan).
 * - cicilan_detail: the pieces reserved (stock status CICIL), priced as a sale on the plan's date.
 * - cicilan_jadwal: the schedule (nilai per due date, the last absorbing the rounding remainder).
 * - cicilan_transaksi: what happened to the plan, one row per event (DP, BAYAR, PELUNASAN CEPAT, BATAL, GAGAL BAYAR,
 *   SERAH), with what went to instalments (pokok), late fees (denda), the waiver, the margin recognised and sisa_bayar
 *   after it; cicilan_bayar: the payment mix of each event that took or gave money (like titip_bayar).
 * - barang status CICIL and stock_mutasi jenis CICIL / BATAL_CICIL; the name of a CICIL piece stays unique.
 * - Journal parameters (CASH and BANK) of the six kategori, and the memorial ones the plan posts itself:
 *   DP / BAYAR / PELUNASAN CEPAT CICILAN: money against 1-1800 PIUTANG CICILAN (the receivable); BATAL CICILAN the
 *   refund out of it; DENDA CICILAN into 4-1700 PENDAPATAN DENDA CICILAN; ADMIN CICILAN into 4-1800 PENDAPATAN ADMIN
 *   CICILAN. Non-cash: MARGIN CICILAN is 2-1400 MARGIN CICILAN DITANGGUHKAN (deferred margin), PENDAPATAN MARGIN
 *   CICILAN is 4-1600 (margin earned, recognised with each instalment paid).
 */

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
// as migrations 0008 / 0036 left them (written out: a migration does not follow later code)
const ITEM_BEFORE = ['READY', 'TITIP', 'CONTOH', 'HANCUR', 'KIRIM', 'TERJUAL', 'BATAL'];
const NAME_UNIQUE_BEFORE = ['READY', 'TITIP', 'CONTOH'];
const STOCK_BEFORE = [
  'TAMBAH', 'BELI', 'BATAL_BELI', 'TERIMA', 'BATAL_TERIMA', 'PINDAH', 'JUAL', 'BATAL_JUAL', 'TITIP', 'BATAL_TITIP', 'KIRIM', 'HANCUR',
  'CONTOH_KELUAR', 'CONTOH_MASUK', 'AKSESORIS_TAMBAH', 'AKSESORIS_AMBIL', 'KOREKSI', 'OPNAME', 'LELANG', 'BATAL_LELANG',
];

const ACCOUNTS: readonly (readonly [nomor: string, nama: string])[] = [
  ['1-1800', 'PIUTANG CICILAN'],
  ['2-1400', 'MARGIN CICILAN DITANGGUHKAN'],
  ['4-1600', 'PENDAPATAN MARGIN CICILAN'],
  ['4-1700', 'PENDAPATAN DENDA CICILAN'],
  ['4-1800', 'PENDAPATAN ADMIN CICILAN'],
];

const PARAMS: readonly (readonly [trx: string, arah: 'MASUK' | 'KELUAR', kodeAkun: string, nomorAkun: string])[] = [
  ['DP CICILAN', 'MASUK', 'PIUTANG CICILAN', '1-1800'],
  ['BAYAR CICILAN', 'MASUK', 'PIUTANG CICILAN', '1-1800'],
  ['PELUNASAN CEPAT CICILAN', 'MASUK', 'PIUTANG CICILAN', '1-1800'],
  ['BATAL CICILAN', 'KELUAR', 'PIUTANG CICILAN', '1-1800'],
  ['DENDA CICILAN', 'MASUK', 'PENDAPATAN DENDA CICILAN', '4-1700'],
  ['ADMIN CICILAN', 'MASUK', 'PENDAPATAN ADMIN CICILAN', '4-1800'],
  // memorial only (no cash row): their non-money line names the account the plan's own journal posts to
  ['MARGIN CICILAN', 'MASUK', 'MARGIN CICILAN DITANGGUHKAN', '2-1400'],
  ['PENDAPATAN MARGIN CICILAN', 'MASUK', 'PENDAPATAN MARGIN CICILAN', '4-1600'],
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

const PAYMENT_JENIS = `jenis in ('CASH', 'CARD', 'TRANSFER', 'MARKETPLACE')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`alter table barang drop constraint if exists barang_status_check`).execute(db);
  await sql.raw(`alter table barang add constraint barang_status_check check (status in (${list([...ITEM_BEFORE, 'CICIL'])}))`).execute(db);
  await sql.raw(`alter table stock_mutasi drop constraint if exists stock_mutasi_jenis_check`).execute(db);
  await sql.raw(`alter table stock_mutasi add constraint stock_mutasi_jenis_check check (jenis in (${list([...STOCK_BEFORE, 'CICIL', 'BATAL_CICIL'])}))`).execute(db);
  await sql.raw(`drop index if exists barang_nama_stok_key`).execute(db);
  await sql.raw(`create unique index barang_nama_stok_key on barang (kode_toko, nama_barang) where status in (${list([...NAME_UNIQUE_BEFORE, 'CICIL'])})`).execute(db);

  await sql`
    create table para_cicilan (
      _id text primary key default substr(md5(random()::text || clock_timestamp()::text), 1, 16),
      kode_toko text not null references toko (kode_toko),
      tgl_berlaku date not null,
      tenor_bulan integer not null check (tenor_bulan between 1 and 36),
      margin_persen numeric(7,2) not null default 0 check (margin_persen >= 0),
      min_dp_persen numeric(7,2) not null default 0 check (min_dp_persen >= 0 and min_dp_persen < 100),
      biaya_admin bigint not null default 0 check (biaya_admin >= 0),
      denda_jenis text not null default 'HARIAN' check (denda_jenis in ('HARIAN', 'ANGSURAN')),
      denda_persen numeric(7,2) not null default 0 check (denda_persen >= 0),
      denda_maks_persen numeric(7,2) not null default 0 check (denda_maks_persen >= 0),
      masa_tenggang integer not null default 0 check (masa_tenggang between 0 and 90),
      gagal_setelah integer not null default 3 check (gagal_setelah between 1 and 36),
      potongan_pelunasan_persen numeric(7,2) not null default 0 check (potongan_pelunasan_persen between 0 and 100),
      pembulatan integer not null default 1000 check (pembulatan in (1, 100, 500, 1000)),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      created_by text not null default 'SYSTEM',
      updated_by text not null default 'SYSTEM'
    )`.execute(db);
  // a tenor once per date and store: checked by the master's write hook (a clear 400, modules/cicilan/para-cicilan-hook.ts)
  await sql`create index para_cicilan_berlaku on para_cicilan (kode_toko, tgl_berlaku, tenor_bulan)`.execute(db);

  await sql`
    create table cicilan (
      kode_toko text not null references toko (kode_toko),
      no_faktur_cicil text not null,
      idempotency_key text not null,
      tgl_system date not null,
      kode_sales text not null,
      nama_sales text not null default '',
      kode_member text references member (kode_member),
      nama_customer text not null,
      alamat_customer text not null default '',
      no_hp text not null default '',
      keterangan text not null default '',
      total_berat numeric(14,3) not null default 0,
      harga_tunai bigint not null check (harga_tunai > 0),
      margin bigint not null check (margin >= 0),
      harga_jual_cicil bigint not null check (harga_jual_cicil > 0),
      dp_rp bigint not null check (dp_rp >= 0),
      biaya_admin bigint not null default 0 check (biaya_admin >= 0),
      sisa_bayar bigint not null check (sisa_bayar >= 0),
      nilai_angsuran bigint not null check (nilai_angsuran > 0),
      cicilan_terbayar bigint not null default 0 check (cicilan_terbayar >= 0),
      pelunasan_cepat bigint not null default 0 check (pelunasan_cepat >= 0),
      potongan_pelunasan bigint not null default 0 check (potongan_pelunasan >= 0),
      denda_terbayar bigint not null default 0 check (denda_terbayar >= 0),
      margin_diakui bigint not null default 0 check (margin_diakui >= 0),
      batal_rp bigint not null default 0 check (batal_rp >= 0),
      tenor_bulan integer not null,
      tgl_berlaku date not null,
      margin_persen numeric(7,2) not null,
      min_dp_persen numeric(7,2) not null,
      denda_jenis text not null check (denda_jenis in ('HARIAN', 'ANGSURAN')),
      denda_persen numeric(7,2) not null,
      denda_maks_persen numeric(7,2) not null,
      masa_tenggang integer not null,
      gagal_setelah integer not null,
      potongan_pelunasan_persen numeric(7,2) not null,
      pembulatan integer not null,
      status text not null default 'AKTIF' check (status in ('AKTIF', 'LUNAS', 'DISERAHKAN', 'BATAL', 'GAGAL_BAYAR')),
      tgl_lunas date,
      tgl_serah date,
      serah_by text,
      potongan_batal bigint not null default 0,
      refund bigint not null default 0,
      alasan_batal text,
      batal_by text,
      batal_at timestamptz,
      batal_tgl_system date,
      valid boolean not null default false,
      valid_by text,
      valid_at timestamptz,
      otorisasi jsonb not null default '[]',
      input_by text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (kode_toko, no_faktur_cicil),
      unique (kode_toko, idempotency_key),
      -- the original's rule, as far as the header carries it: what the price has been paid never exceeds it
      check (harga_jual_cicil - sisa_bayar = dp_rp + cicilan_terbayar + pelunasan_cepat - batal_rp)
    )`.execute(db);
  await sql`create index cicilan_tgl on cicilan (kode_toko, tgl_system)`.execute(db);
  await sql`create index cicilan_status on cicilan (kode_toko, status)`.execute(db);
  await sql`create index cicilan_member on cicilan (kode_member) where kode_member is not null`.execute(db);

  await sql`
    create table cicilan_detail (
      kode_toko text not null,
      no_faktur_cicil text not null,
      urut integer not null,
      kode_barcode text not null,
      nama_barang text not null,
      kode_group text not null,
      kode_dept text not null,
      kadar numeric(7,2) not null,
      berat numeric(12,3) not null,
      jenis_harga text not null,
      kode_gudang text not null,
      kode_baki text not null,
      harga_per_gram bigint not null default 0,
      harga_beli_per_gram bigint not null default 0,
      ongkos bigint not null default 0,
      harga_hitung bigint not null,
      floor bigint not null default 0,
      harga bigint not null check (harga >= 0),
      primary key (kode_toko, no_faktur_cicil, urut),
      foreign key (kode_toko, no_faktur_cicil) references cicilan (kode_toko, no_faktur_cicil)
    )`.execute(db);
  await sql`create index cicilan_detail_barcode on cicilan_detail (kode_toko, kode_barcode)`.execute(db);

  await sql`
    create table cicilan_jadwal (
      kode_toko text not null,
      no_faktur_cicil text not null,
      ke integer not null check (ke >= 1),
      tgl_jatuh_tempo date not null,
      nilai bigint not null check (nilai > 0),
      primary key (kode_toko, no_faktur_cicil, ke),
      foreign key (kode_toko, no_faktur_cicil) references cicilan (kode_toko, no_faktur_cicil)
    )`.execute(db);
  await sql`create index cicilan_jadwal_jatuh_tempo on cicilan_jadwal (kode_toko, tgl_jatuh_tempo)`.execute(db);

  await sql`
    create table cicilan_transaksi (
      id bigserial primary key,
      kode_toko text not null,
      no_transaksi text not null,
      no_faktur_cicil text not null,
      idempotency_key text,
      tgl_system date not null,
      jenis text not null check (jenis in ('DP', 'BAYAR', 'PELUNASAN CEPAT', 'BATAL', 'GAGAL BAYAR', 'SERAH')),
      jumlah bigint not null default 0 check (jumlah >= 0),
      pokok bigint not null default 0 check (pokok >= 0),
      denda bigint not null default 0 check (denda >= 0),
      admin bigint not null default 0 check (admin >= 0),
      potongan bigint not null default 0 check (potongan >= 0),
      margin_diakui bigint not null default 0,
      refund bigint not null default 0 check (refund >= 0),
      sisa_bayar bigint not null,
      keterangan text not null default '',
      kembalian bigint not null default 0,
      valid boolean not null default false,
      valid_by text,
      valid_at timestamptz,
      otorisasi jsonb not null default '[]',
      input_by text not null,
      created_at timestamptz not null default now(),
      unique (kode_toko, no_transaksi),
      foreign key (kode_toko, no_faktur_cicil) references cicilan (kode_toko, no_faktur_cicil)
    )`.execute(db);
  await sql`create unique index cicilan_transaksi_key on cicilan_transaksi (kode_toko, idempotency_key) where idempotency_key is not null`.execute(db);
  await sql`create index cicilan_transaksi_plan on cicilan_transaksi (kode_toko, no_faktur_cicil, id)`.execute(db);
  await sql`create index cicilan_transaksi_tgl on cicilan_transaksi (kode_toko, tgl_system)`.execute(db);

  await sql
    .raw(
      `
    create table cicilan_bayar (
      id bigserial primary key,
      kode_toko text not null,
      no_transaksi text not null,
      urut integer not null,
      ${PAYMENT_JENIS.replace('jenis in', 'jenis text not null check (jenis in')}),
      jumlah_rp bigint not null check (jumlah_rp > 0),
      kode_bank text,
      no_rekening text,
      fee_persen numeric(5,2) not null default 0,
      jumlah_gesek bigint not null,
      kode_marketplace text,
      unique (kode_toko, no_transaksi, urut),
      foreign key (kode_toko, no_transaksi) references cicilan_transaksi (kode_toko, no_transaksi)
    )`,
    )
    .execute(db);

  await sql
    .raw(
      `
    create or replace function emas_seed_akun_cicilan(p_toko text) returns void
    language plpgsql as $$
    begin
      if not exists (select 1 from akun where kode_toko = p_toko) then
        return;
      end if;
      insert into akun (kode_toko, nomor_akun, nama_akun)
      select p_toko, a.nomor, a.nama from (values ${ACCOUNTS.map(([n, a]) => `('${n}', '${a}')`).join(', ')}) as a (nomor, nama)
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
    create or replace function emas_toko_akun_cicilan() returns trigger
    language plpgsql as $$
    begin
      perform emas_seed_akun_cicilan(new.kode_toko);
      return null;
    end
    $$`.execute(db);
  // named after toko_akun so that it runs after the chart is seeded (triggers fire in name order)
  await sql`create trigger toko_akun_cicilan after insert on toko for each row execute function emas_toko_akun_cicilan()`.execute(db);
  await sql`select emas_seed_akun_cicilan(kode_toko) from toko`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists toko_akun_cicilan on toko`.execute(db);
  await sql`drop function if exists emas_toko_akun_cicilan()`.execute(db);
  await sql`drop function if exists emas_seed_akun_cicilan(text)`.execute(db);
  const trx = list(PARAMS.map(([t]) => t));
  await sql.raw(`delete from para_akun_transaksi_detail where trx in (${trx})`).execute(db);
  await sql.raw(`delete from para_akun_transaksi where trx in (${trx})`).execute(db);
  for (const table of ['cicilan_bayar', 'cicilan_transaksi', 'cicilan_jadwal', 'cicilan_detail', 'cicilan', 'para_cicilan']) await sql.raw(`drop table if exists ${table}`).execute(db);
  await sql.raw(`drop index if exists barang_nama_stok_key`).execute(db);
  await sql.raw(`create unique index barang_nama_stok_key on barang (kode_toko, nama_barang) where status in (${list(NAME_UNIQUE_BEFORE)})`).execute(db);
  await sql.raw(`alter table stock_mutasi drop constraint if exists stock_mutasi_jenis_check`).execute(db);
  await sql.raw(`alter table stock_mutasi add constraint stock_mutasi_jenis_check check (jenis in (${list(STOCK_BEFORE)}))`).execute(db);
  await sql.raw(`alter table barang drop constraint if exists barang_status_check`).execute(db);
  await sql.raw(`alter table barang add constraint barang_status_check check (status in (${list(ITEM_BEFORE)}))`).execute(db);
}
