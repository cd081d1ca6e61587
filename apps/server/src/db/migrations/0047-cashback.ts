import { sql, type Kysely } from 'kysely';

/**
 * Cashback poin (issue 32): `cashback_poin` is the document of a member's points cashed out of the drawer
 * (the points leave by a REDEEM row of poin_ledger, jenis_ref CASHBACK; the rupiah by a kas_mutasi row of
 * kategori CASHBACK, no_ref = no_cashback). A cancellation (same business date) writes BATAL CASHBACK.
 * Journal parameters, CASH and BANK, for every store now and (trigger toko_akun_cashback) every store added
 * later: CASHBACK debits 4-1500 POTONGAN PENJUALAN (CASHBACK POIN), a sales adjustment (contra revenue) kept
 * apart from 4-1100 PENJUALAN EMAS, and credits the money account; BATAL CASHBACK the reverse.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table cashback_poin (
      no_cashback text primary key,
      kode_toko text not null references toko (kode_toko),
      tanggal date not null,
      kode_member text not null references member (kode_member),
      poin integer not null check (poin > 0),
      rupiah_per_poin bigint not null check (rupiah_per_poin > 0),
      jumlah_rp bigint not null check (jumlah_rp > 0),
      status text not null default 'AKTIF' check (status in ('AKTIF', 'BATAL')),
      keterangan text not null default '',
      alasan_batal text not null default '',
      batal_by text,
      batal_at timestamptz,
      otorisasi_batal text not null default '',
      input_by text not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index cashback_poin_tanggal on cashback_poin (kode_toko, tanggal)`.execute(db);
  await sql`create index cashback_poin_member on cashback_poin (kode_member)`.execute(db);
  await sql`
    create or replace function emas_seed_akun_cashback(p_toko text) returns void
    language plpgsql as $$
    begin
      if not exists (select 1 from akun where kode_toko = p_toko) then
        return;
      end if;
      insert into akun (kode_toko, nomor_akun, nama_akun) values (p_toko, '4-1500', 'POTONGAN PENJUALAN (CASHBACK POIN)')
      on conflict do nothing;
      insert into para_akun_transaksi (kode_toko, trx, type)
      select p_toko, p.trx, t.type
      from (values ('CASHBACK'), ('BATAL CASHBACK')) as p (trx)
      cross join (values ('CASH'), ('BANK')) as t (type)
      on conflict do nothing;
      insert into para_akun_transaksi_detail (kode_toko, trx, type, urut, kode_akun, jenis_akun, nomor_akun, uang)
      select p_toko, p.trx, t.type, l.urut,
             case when l.uang then t.kode_akun else 'POTONGAN PENJUALAN' end,
             -- line 1 is the debit: the money line of money in (BATAL CASHBACK), the adjustment line of money out (CASHBACK)
             case when l.urut = 1 then 'DEBET' else 'KREDIT' end,
             case when l.uang then t.nomor_akun else '4-1500' end,
             l.uang
      from (values ('CASHBACK', false), ('BATAL CASHBACK', true)) as p (trx, masuk)
      cross join (values ('CASH', 'KAS', '1-1100'), ('BANK', 'BANK', '1-1200')) as t (type, kode_akun, nomor_akun)
      cross join lateral (values (1, p.masuk), (2, not p.masuk)) as l (urut, uang)
      where exists (select 1 from akun a where a.kode_toko = p_toko and a.nomor_akun = t.nomor_akun)
      on conflict do nothing;
    end
    $$`.execute(db);
  await sql`
    create or replace function emas_toko_akun_cashback() returns trigger
    language plpgsql as $$
    begin
      perform emas_seed_akun_cashback(new.kode_toko);
      return null;
    end
    $$`.execute(db);
  // named after toko_akun so that it runs after the chart is seeded (triggers fire in name order)
  await sql`create trigger toko_akun_cashback after insert on toko for each row execute function emas_toko_akun_cashback()`.execute(db);
  await sql`select emas_seed_akun_cashback(kode_toko) from toko`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists toko_akun_cashback on toko`.execute(db);
  await sql`drop function if exists emas_toko_akun_cashback()`.execute(db);
  await sql`drop function if exists emas_seed_akun_cashback(text)`.execute(db);
  await sql`delete from para_akun_transaksi_detail where trx in ('CASHBACK', 'BATAL CASHBACK')`.execute(db);
  await sql`delete from para_akun_transaksi where trx in ('CASHBACK', 'BATAL CASHBACK')`.execute(db);
  await sql`drop table if exists cashback_poin`.execute(db);
}
