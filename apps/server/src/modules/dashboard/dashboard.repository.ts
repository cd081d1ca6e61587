import { SERVICE_KAS_KATEGORI, type DashboardScope } from '@emas/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The dashboard's reads (spec 000 §7, spec 001 §7): one set-based statement each, over the documents'
 * headers (a header's grand_total and total_berat are what is still sold after a partial cancel) and the
 * money ledger. A store's day is its own business date unless a date is given. Sums come back as int8
 * (rupiah, milligrams, counts), so the service never adds float grams.
 */
type Db = Kysely<Database>;

/**
 * Opens every statement of this file: a statement whose text does not start with select/with is not
 * named by the prepared-statement pool (db/prepared-pool.ts), so PostgreSQL plans it for the values of
 * each call. A generic plan of `kode_toko = any($1)` and a date range cannot tell one store's month from
 * the chain's year; planning costs well under a millisecond next to these aggregates.
 */
const UNNAMED = sql.raw('/* dashboard: planned per call */');

/** `col = any(scope)`, or nothing for every store. */
const inScope = (column: string, scope: DashboardScope): RawBuilder<unknown> =>
  scope ? sql`${sql.ref(column)} = any(${[...scope]}::text[])` : sql`true`;

/** The stores of the scope with the day each is read on. */
const storesOf = (scope: DashboardScope, tgl: string | null) => sql`
  select kode_toko, nama_toko, coalesce(${tgl}::date, tgl_system::date) as tgl
  from toko where ${inScope('kode_toko', scope)}`;

export type StoreDayRow = {
  kode_toko: string;
  nama_toko: string;
  tgl_system: string;
  penjualan: number;
  pembelian: number;
  hutang: number;
  service: number;
  berat_jual_mg: number;
  berat_beli_mg: number;
  nota_jual: number;
  nota_beli: number;
};

/** The repairs' rows of the cash ledger (deposits, pick-ups, refunds), as service/chart counts them. */
const SERVICE_KATEGORI: string[] = Object.values(SERVICE_KAS_KATEGORI);

/** Each store's sales, buy-backs, repairs' money and loans paid out on its day (zeros for a quiet store). */
export async function storeDays(db: Db, scope: DashboardScope, tgl: string | null): Promise<StoreDayRow[]> {
  const { rows } = await sql<StoreDayRow>`${UNNAMED}
    with t as (${storesOf(scope, tgl)})
    select t.kode_toko, t.nama_toko, to_char(t.tgl, 'YYYY-MM-DD') as tgl_system,
      coalesce(j.total, 0)::int8 as penjualan, coalesce(j.mg, 0)::int8 as berat_jual_mg, coalesce(j.n, 0)::int8 as nota_jual,
      coalesce(b.total, 0)::int8 as pembelian, coalesce(b.mg, 0)::int8 as berat_beli_mg, coalesce(b.n, 0)::int8 as nota_beli,
      coalesce(h.total, 0)::int8 as hutang, coalesce(s.total, 0)::int8 as service
    from t
    left join lateral (
      select sum(p.grand_total) as total, sum(p.total_berat * 1000) as mg, count(*) as n
      from penjualan p where p.kode_toko = t.kode_toko and p.tgl_system = t.tgl and p.status = 'AKTIF') j on true
    left join lateral (
      select sum(p.total_harga) as total, sum(p.total_berat * 1000) as mg, count(*) as n
      from pembelian p where p.kode_toko = t.kode_toko and p.tgl_system = t.tgl and p.status = 'AKTIF') b on true
    left join lateral (
      select sum(k.jumlah_out - k.jumlah_in) as total
      from kas_mutasi k where k.kode_toko = t.kode_toko and k.tgl_system = t.tgl and k.kategori = 'HUTANG') h on true
    left join lateral (
      select sum(k.jumlah_in - k.jumlah_out) as total
      from kas_mutasi k where k.kode_toko = t.kode_toko and k.tgl_system = t.tgl and k.kategori = any(${SERVICE_KATEGORI}::text[])) s on true
    order by t.kode_toko`.execute(db);
  return rows;
}

export type SeriesRow = { periode: string; penjualan: number; pembelian: number; berat_jual_mg: number; berat_beli_mg: number; nota_jual: number; nota_beli: number };

/** Sales and buy-backs per day (or per month) of a period, every step present (zeros when quiet). */
export async function transactionSeries(db: Db, scope: DashboardScope, from: string, to: string, step: 'day' | 'month'): Promise<SeriesRow[]> {
  const bucket = step === 'day' ? sql`tgl_system` : sql`date_trunc('month', tgl_system)::date`;
  const interval = step === 'day' ? sql`interval '1 day'` : sql`interval '1 month'`;
  const format = step === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const { rows } = await sql<SeriesRow>`${UNNAMED}
    with d as (
      select generate_series(${from}::date, ${to}::date, ${interval})::date as periode),
    j as (
      select ${bucket} as periode, sum(grand_total) as total, sum(total_berat * 1000) as mg, count(*) as n
      from penjualan
      where ${inScope('kode_toko', scope)} and tgl_system between ${from}::date and ${to}::date and status = 'AKTIF'
      group by 1),
    b as (
      select ${bucket} as periode, sum(total_harga) as total, sum(total_berat * 1000) as mg, count(*) as n
      from pembelian
      where ${inScope('kode_toko', scope)} and tgl_system between ${from}::date and ${to}::date and status = 'AKTIF'
      group by 1)
    select to_char(d.periode, ${format}) as periode,
      coalesce(j.total, 0)::int8 as penjualan, coalesce(j.mg, 0)::int8 as berat_jual_mg, coalesce(j.n, 0)::int8 as nota_jual,
      coalesce(b.total, 0)::int8 as pembelian, coalesce(b.mg, 0)::int8 as berat_beli_mg, coalesce(b.n, 0)::int8 as nota_beli
    from d left join j on j.periode = d.periode left join b on b.periode = d.periode
    order by d.periode`.execute(db);
  return rows;
}

export type DocumentChartDbRow = { periode: string; jumlah_nota: number; qty: number; berat_mg: number; total: number };

/** Today's sales or buy-backs of the stores of the scope, each on its own business date: one row. */
export async function documentsToday(db: Db, kind: 'penjualan' | 'pembelian', scope: DashboardScope): Promise<DocumentChartDbRow & { dates: string }> {
  const q =
    kind === 'penjualan'
      ? sql`select p.grand_total as total, p.total_berat * 1000 as mg,
            (select coalesce(sum(d.jumlah), 0) from penjualan_detail d where d.kode_toko = p.kode_toko and d.no_faktur_group = p.no_faktur_group and d.status = 'AKTIF') as qty
          from t join penjualan p on p.kode_toko = t.kode_toko and p.tgl_system = t.tgl and p.status = 'AKTIF'`
      : sql`select p.total_harga as total, p.total_berat * 1000 as mg,
            (select count(*) from pembelian_detail d where d.kode_toko = p.kode_toko and d.no_faktur_group = p.no_faktur_group and d.status = 'AKTIF') as qty
          from t join pembelian p on p.kode_toko = t.kode_toko and p.tgl_system = t.tgl and p.status = 'AKTIF'`;
  const { rows } = await sql<DocumentChartDbRow & { dates: string }>`${UNNAMED}
    with t as (${storesOf(scope, null)}), x as (${q})
    select coalesce((select string_agg(distinct to_char(tgl, 'YYYY-MM-DD'), ',') from t), '') as dates, '' as periode,
      count(*)::int8 as jumlah_nota, coalesce(sum(qty), 0)::int8 as qty, coalesce(sum(mg), 0)::int8 as berat_mg, coalesce(sum(total), 0)::int8 as total
    from x`.execute(db);
  return rows[0]!;
}

/** Sales or buy-backs per month of a year: twelve rows. */
export async function documentsByMonth(db: Db, kind: 'penjualan' | 'pembelian', scope: DashboardScope, year: number): Promise<DocumentChartDbRow[]> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const x =
    kind === 'penjualan'
      ? sql`select date_trunc('month', p.tgl_system)::date as periode, count(*) as n, sum(p.grand_total) as total, sum(p.total_berat * 1000) as mg
          from penjualan p where ${inScope('p.kode_toko', scope)} and p.tgl_system between ${from}::date and ${to}::date and p.status = 'AKTIF' group by 1`
      : sql`select date_trunc('month', p.tgl_system)::date as periode, count(*) as n, sum(p.total_harga) as total, sum(p.total_berat * 1000) as mg
          from pembelian p where ${inScope('p.kode_toko', scope)} and p.tgl_system between ${from}::date and ${to}::date and p.status = 'AKTIF' group by 1`;
  // pieces from the stock ledger (a sale line leaves with JUAL, a cancelled one comes back with BATAL_JUAL; a bought
  // piece arrives with BELI, a cancelled buy-back leaves with BATAL_BELI): no scan of the year's document lines
  const [out, back] = kind === 'penjualan' ? ['JUAL', 'BATAL_JUAL'] : ['BELI', 'BATAL_BELI'];
  const qty = sql`select date_trunc('month', tgl_system)::date as periode, sum(case when jenis = ${out} then qty else -qty end) as qty
      from stock_mutasi where jenis in (${out}, ${back}) and tgl_system between ${from}::date and ${to}::date and ${inScope('kode_toko', scope)}
      group by 1`;
  const { rows } = await sql<DocumentChartDbRow>`${UNNAMED}
    with m as (select generate_series(${from}::date, ${`${year}-12-01`}::date, interval '1 month')::date as periode),
    x as (${x}), q as (${qty})
    select to_char(m.periode, 'YYYY-MM') as periode, coalesce(x.n, 0)::int8 as jumlah_nota, coalesce(q.qty, 0)::int8 as qty,
      coalesce(x.mg, 0)::int8 as berat_mg, coalesce(x.total, 0)::int8 as total
    from m left join x on x.periode = m.periode left join q on q.periode = m.periode
    order by m.periode`.execute(db);
  return rows;
}

export type DailyCashDbRow = { kode_toko: string; nama_toko: string; tgl_system: string; saldo_awal: number; masuk: number; keluar: number; saldo_bank: number };

/** Each store's drawer on its day (opening from every earlier ledger row) and its bank accounts' closing. */
export async function dailyCash(db: Db, scope: DashboardScope, tgl: string | null): Promise<DailyCashDbRow[]> {
  const { rows } = await sql<DailyCashDbRow>`${UNNAMED}
    with t as (${storesOf(scope, tgl)})
    select t.kode_toko, t.nama_toko, to_char(t.tgl, 'YYYY-MM-DD') as tgl_system,
      coalesce(k.saldo_awal, 0)::int8 as saldo_awal, coalesce(k.masuk, 0)::int8 as masuk, coalesce(k.keluar, 0)::int8 as keluar,
      coalesce(k.saldo_bank, 0)::int8 as saldo_bank
    from t left join lateral (
      select sum(jumlah_in - jumlah_out) filter (where jenis = 'CASH' and tgl_system < t.tgl) as saldo_awal,
        sum(jumlah_in) filter (where jenis = 'CASH' and tgl_system = t.tgl) as masuk,
        sum(jumlah_out) filter (where jenis = 'CASH' and tgl_system = t.tgl) as keluar,
        sum(jumlah_in - jumlah_out) filter (where jenis = 'BANK') as saldo_bank
      from kas_mutasi where kode_toko = t.kode_toko and tgl_system <= t.tgl) k on true
    order by t.kode_toko`.execute(db);
  return rows;
}

export type BiayaDbRow = { kode_toko: string; tgl_system: string; kode_transaksi: string; keterangan: string; jenis: string; jumlah_rp: number; input_by: string; created_at: string };

/** The manual cash-outs (KAS KELUAR) of each store's day. */
export async function dailyBiaya(db: Db, scope: DashboardScope, tgl: string | null): Promise<BiayaDbRow[]> {
  const { rows } = await sql<BiayaDbRow>`${UNNAMED}
    with t as (${storesOf(scope, tgl)})
    select k.kode_toko, to_char(k.tgl_system, 'YYYY-MM-DD') as tgl_system, coalesce(k.kode_transaksi, '') as kode_transaksi, k.keterangan, k.jenis,
      (k.jumlah_out - k.jumlah_in)::int8 as jumlah_rp, k.input_by, k.created_at
    from t join kas_mutasi k on k.kode_toko = t.kode_toko and k.tgl_system = t.tgl and k.kategori = 'KAS KELUAR'
    order by k.kode_toko, k.id`.execute(db);
  return rows;
}

export type NonCashDbRow = { kode_toko: string; nama_toko: string; tgl_system: string; debet: number; transfer: number; marketplace: number };

/** Card, transfer and marketplace takings of each store's day: sales still sold and layaway deposits. */
export async function outstandNonCash(db: Db, scope: DashboardScope, tgl: string | null): Promise<NonCashDbRow[]> {
  const { rows } = await sql<NonCashDbRow>`${UNNAMED}
    with t as (${storesOf(scope, tgl)}),
    pay as (
      select b.kode_toko, b.jenis, b.jumlah_rp from t
        join penjualan p on p.kode_toko = t.kode_toko and p.tgl_system = t.tgl and p.status = 'AKTIF'
        join penjualan_bayar b on b.kode_toko = p.kode_toko and b.no_faktur_group = p.no_faktur_group
      union all
      select b.kode_toko, b.jenis, b.jumlah_rp from t
        join titip s on s.kode_toko = t.kode_toko and s.tgl_system = t.tgl and s.status <> 'BATAL'
        join titip_bayar b on b.kode_toko = s.kode_toko and b.no_titip = s.no_titip)
    select t.kode_toko, t.nama_toko, to_char(t.tgl, 'YYYY-MM-DD') as tgl_system,
      coalesce(sum(pay.jumlah_rp) filter (where pay.jenis = 'CARD'), 0)::int8 as debet,
      coalesce(sum(pay.jumlah_rp) filter (where pay.jenis = 'TRANSFER'), 0)::int8 as transfer,
      coalesce(sum(pay.jumlah_rp) filter (where pay.jenis = 'MARKETPLACE'), 0)::int8 as marketplace
    from t left join pay on pay.kode_toko = t.kode_toko
    group by t.kode_toko, t.nama_toko, t.tgl
    order by t.kode_toko`.execute(db);
  return rows;
}

/** One kategori of the money ledger per day, from the first of the month to the date. */
export async function specificSeries(db: Db, scope: DashboardScope, kategori: string, jenis: string, tgl: string) {
  const { rows } = await sql<{ periode: string; masuk: number; keluar: number }>`${UNNAMED}
    with d as (select generate_series(date_trunc('month', ${tgl}::date)::date, ${tgl}::date, interval '1 day')::date as periode),
    k as (
      select tgl_system as periode, sum(jumlah_in) as masuk, sum(jumlah_out) as keluar from kas_mutasi
      where ${inScope('kode_toko', scope)} and kategori = ${kategori} and (${jenis} = 'ALL' or jenis = ${jenis})
        and tgl_system between date_trunc('month', ${tgl}::date)::date and ${tgl}::date
      group by 1)
    select to_char(d.periode, 'YYYY-MM-DD') as periode, coalesce(k.masuk, 0)::int8 as masuk, coalesce(k.keluar, 0)::int8 as keluar
    from d left join k on k.periode = d.periode order by d.periode`.execute(db);
  return rows;
}

export function findStore(db: Db, kodeToko: string) {
  return db.selectFrom('toko').select(['kode_toko', 'nama_toko', 'tgl_system']).where('kode_toko', '=', kodeToko).executeTakeFirst();
}

export type BirthdayDbRow = { kode_toko: string; kode_member: string; nama_member: string; no_hp: string; tgl_lahir: string };

/** The customers of a table born on a month and day: the store, who, the phone and the birth date. */
const bornOn = (table: 'penjualan' | 'hutang' | 'pesanan' | 'service', identity: RawBuilder<unknown>) => sql`
  select c.kode_toko, c.nama_customer, c.no_hp, ${identity} as no_identitas, c.tgl_lahir, c.created_at
  from t join ${sql.table(table)} c on c.kode_toko = t.kode_toko
    and extract(month from c.tgl_lahir) = extract(month from t.tgl)
    and (extract(day from c.tgl_lahir) = extract(day from t.tgl)
      or (extract(day from c.tgl_lahir) = 29 and t.feb28_leapless))
  where c.tgl_lahir is not null`;

/** A phone's digits in the WhatsApp form the members keep ('0812-34' -> '6281234'), as SQL. */
const phoneKey = (column: RawBuilder<unknown>) => sql`regexp_replace(regexp_replace(${column}, '[^0-9]', '', 'g'), '^0', '62')`;

/**
 * Today's birthdays of the stores of the scope, each on its own business date: the customers of sales
 * receipts, pawn loans, orders and repairs born on that month and day (a 29 February birthday is kept on
 * 28 February of a year without it). One row per customer and store, known by the phone's digits, else the
 * identity number, else the name; the newest document gives the name and birth date. With `members`
 * (MEMBER_MODULE on), the active members too, under their registering store and their member code; a
 * customer whose phone is a member's is that member and shows once, as the member.
 */
export async function birthdaysToday(db: Db, scope: DashboardScope, members = false): Promise<BirthdayDbRow[]> {
  const memberRows = members
    ? sql`
      select m.kode_toko_daftar as kode_toko, m.kode_member, m.nama_member, m.no_hp, to_char(m.tgl_lahir, 'YYYY-MM-DD') as tgl_lahir
      from t join member m on m.kode_toko_daftar = t.kode_toko
        and extract(month from m.tgl_lahir) = extract(month from t.tgl)
        and (extract(day from m.tgl_lahir) = extract(day from t.tgl)
          or (extract(day from m.tgl_lahir) = 29 and t.feb28_leapless))
      where m.tgl_lahir is not null and m.status = 'AKTIF'`
    : sql`select null::text as kode_toko, null::text as kode_member, null::text as nama_member, null::text as no_hp, null::text as tgl_lahir where false`;
  const { rows } = await sql<BirthdayDbRow>`${UNNAMED}
    with t as (
      select s.kode_toko, s.tgl, (to_char(s.tgl, 'MM-DD') = '02-28' and to_char(s.tgl + 1, 'MM-DD') = '03-01') as feb28_leapless
      from (${storesOf(scope, null)}) s),
    c as (
      ${bornOn('penjualan', sql`''`)}
      union all ${bornOn('hutang', sql`c.no_identitas`)}
      union all ${bornOn('pesanan', sql`''`)}
      union all ${bornOn('service', sql`''`)}),
    k as (
      select c.*, coalesce(nullif(regexp_replace(c.no_hp, '[^0-9]', '', 'g'), ''), nullif(upper(btrim(c.no_identitas)), ''), upper(btrim(c.nama_customer))) as kode
      from c
      where ${members ? sql`not exists (select 1 from member m where m.no_hp = ${phoneKey(sql`c.no_hp`)} and m.status = 'AKTIF')` : sql`true`}),
    m as (${memberRows})
    select * from (
      select distinct on (k.kode_toko, k.kode) k.kode_toko, k.kode as kode_member, k.nama_customer as nama_member, k.no_hp,
        to_char(k.tgl_lahir, 'YYYY-MM-DD') as tgl_lahir
      from k
      order by k.kode_toko, k.kode, k.created_at desc) d
    union all select * from m`.execute(db);
  return rows.sort((a, b) => a.kode_toko.localeCompare(b.kode_toko) || a.nama_member.localeCompare(b.nama_member));
}
