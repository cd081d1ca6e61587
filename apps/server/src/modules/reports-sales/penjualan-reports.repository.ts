import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The period and the store of a report (kodeToko null: every store). */
export type Period = { kodeToko: string | null; from: string; to: string };
const ymd = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
const jakartaDay = (column: string) => sql<string>`coalesce(to_char((${sql.ref(column)} at time zone 'Asia/Jakarta')::date, 'YYYY-MM-DD'), '')`;

/**
 * Sold lines (AKTIF) of active receipts in the period, one row per line, with the sales person: the query
 * (no cap; the report reads it through a cursor, a year of a chain's lines included).
 */
export function penjualanLinesQuery(
  db: Db,
  p: Period & { kodeGroup: string | null; kodeSales: string | null; sortBy: 'no_faktur_jual' | 'kode_barcode' | 'nama_barang' | 'berat' | 'harga' },
) {
  let q = db
    .selectFrom('penjualan_detail as d')
    .innerJoin('penjualan as p', (j) => j.onRef('p.kode_toko', '=', 'd.kode_toko').onRef('p.no_faktur_group', '=', 'd.no_faktur_group'))
    .select([
      'd.kode_toko',
      ymd('p.tgl_system').as('tgl_system'),
      'd.no_faktur_group',
      'd.no_faktur_jual',
      'd.kode_barcode',
      'd.nama_barang',
      'd.kode_group',
      sql<string>`d.kadar::text`.as('kadar'),
      'd.berat',
      'd.harga_per_gram',
      'd.ongkos',
      'd.harga',
      'p.kode_sales',
      'p.nama_sales',
    ])
    .where('p.status', '=', 'AKTIF')
    .where('d.status', '=', 'AKTIF')
    .where('p.tgl_system', '>=', p.from)
    .where('p.tgl_system', '<=', p.to);
  if (p.kodeToko) q = q.where('d.kode_toko', '=', p.kodeToko);
  if (p.kodeGroup) q = q.where('d.kode_group', '=', p.kodeGroup);
  if (p.kodeSales) q = q.where('p.kode_sales', '=', p.kodeSales);
  const dir = p.sortBy === 'berat' || p.sortBy === 'harga' ? 'desc' : 'asc';
  return q.orderBy('d.kode_toko').orderBy(`d.${p.sortBy}`, dir).orderBy('d.no_faktur_jual');
}

/** The sold lines of `penjualanLinesQuery`, all of them at once. */
export async function penjualanLines(db: Db, p: Parameters<typeof penjualanLinesQuery>[1]) {
  return penjualanLinesQuery(db, p).execute();
}

/**
 * Sold lines summed per day, sales person or group, read from the daily sales summary `penjualan_harian`
 * (kept by triggers in the transaction of every sale, cancel and pay-off; migration 0034): a year of a chain
 * is a few thousand summary rows instead of every line. Receipts: per day and per sales person the sum of
 * `jumlah_nota` (each receipt once), per group the sum of `jumlah_nota_group` (each receipt having the group).
 */
export async function rekapPenjualan(db: Db, p: Period & { per: 'TANGGAL' | 'SALES' | 'GROUP' }) {
  const key = p.per === 'TANGGAL' ? sql<string>`to_char(s.tgl_system, 'YYYY-MM-DD')` : p.per === 'SALES' ? sql<string>`s.kode_sales` : sql<string>`s.kode_group`;
  const name =
    p.per === 'TANGGAL' ? sql<string>`''` : p.per === 'SALES' ? sql<string>`max(s.nama_sales)` : sql<string>`coalesce(max(g.nama_group), '')`;
  const nota = p.per === 'GROUP' ? sql`s.jumlah_nota_group` : sql`s.jumlah_nota`;
  const groups = p.per === 'GROUP' ? sql`left join group_barang g on g.kode_toko = s.kode_toko and g.kode_group = s.kode_group` : sql``;
  const { rows } = await sql<{ kode_toko: string; kunci: string; nama: string; jumlah_nota: number; qty: number; berat: string; harga: number }>`
    select s.kode_toko, ${key} as kunci, ${name} as nama,
      sum(${nota})::int as jumlah_nota, sum(s.qty)::int as qty,
      sum(s.berat)::numeric(14,3)::text as berat, sum(s.harga)::bigint as harga
    from penjualan_harian s
    ${groups}
    where s.jumlah_nota_group > 0 and s.tgl_system between ${p.from}::date and ${p.to}::date
      and (${p.kodeToko}::text is null or s.kode_toko = ${p.kodeToko})
    group by s.kode_toko, ${key}
    order by s.kode_toko, 2`.execute(db);
  return rows;
}

/** What was sold per jenis, group and purity. */
export async function stokJual(db: Db, p: Period) {
  const { rows } = await sql<{ kode_toko: string; kode_dept: string; kode_group: string; kadar: string; qty: number; berat: string; harga: number }>`
    select d.kode_toko, d.kode_dept, d.kode_group, d.kadar::text as kadar, sum(d.jumlah)::int as qty,
      sum(d.berat)::numeric(14,3)::text as berat, sum(d.harga)::bigint as harga
    from penjualan_detail d
    join penjualan p on p.kode_toko = d.kode_toko and p.no_faktur_group = d.no_faktur_group
    where p.status = 'AKTIF' and d.status = 'AKTIF' and p.tgl_system between ${p.from}::date and ${p.to}::date
      and (${p.kodeToko}::text is null or d.kode_toko = ${p.kodeToko})
    group by d.kode_toko, d.kode_dept, d.kode_group, d.kadar
    order by d.kode_toko, d.kode_dept, d.kode_group, d.kadar`.execute(db);
  return rows;
}

/**
 * Cancelled sale lines of receipts of the period: a whole receipt cancelled (its lines), or single
 * lines cancelled while the rest stays sold; with the reason, who cancelled and who approved.
 */
export function batalPenjualanQuery(db: Db, p: Period) {
  return sql<{
    kode_toko: string; tgl_system: string; tgl_batal: string; no_faktur_group: string; no_faktur_jual: string; kode_barcode: string;
    nama_barang: string; berat: string; harga: number; alasan: string; batal_by: string; otorisasi_by: string;
  }>`
    select d.kode_toko, to_char(p.tgl_system, 'YYYY-MM-DD') as tgl_system,
      coalesce(to_char((coalesce(d.batal_at, p.batal_at) at time zone 'Asia/Jakarta')::date, 'YYYY-MM-DD'), '') as tgl_batal,
      d.no_faktur_group, d.no_faktur_jual, d.kode_barcode, d.nama_barang, d.berat, d.harga,
      coalesce(p.alasan_batal, '') as alasan, coalesce(d.batal_by, p.batal_by, '') as batal_by,
      coalesce((select string_agg(distinct o.approved_by, ', ') from otorisasi o
        where o.kode_toko = p.kode_toko and o.no_dokumen = p.no_faktur_group and o.operasi like 'BATAL%' and o.status = 'APPROVED'), '') as otorisasi_by
    from penjualan_detail d
    join penjualan p on p.kode_toko = d.kode_toko and p.no_faktur_group = d.no_faktur_group
    where (d.status = 'BATAL' or p.status = 'BATAL') and p.tgl_system between ${p.from}::date and ${p.to}::date
      and (${p.kodeToko}::text is null or d.kode_toko = ${p.kodeToko})
    order by d.kode_toko, d.no_faktur_jual`.compile(db);
}

/** spec 001 §3: the lines of deposits cancelled in the period (by the business date of the cancellation): the query (no cap). */
export function batalTitipQuery(db: Db, p: Period) {
  return sql<{
    kode_toko: string; no_titip: string; tgl_batal: string; nama_customer: string; nama_barang: string; berat: string;
    harga_jual: number; ongkos: number; harga_total: number; dp_rp: number;
  }>`
    select d.kode_toko, d.no_titip, coalesce(to_char(t.batal_tgl_system::date, 'YYYY-MM-DD'), '') as tgl_batal, t.nama_customer,
      d.nama_barang, d.berat, (d.harga - d.ongkos)::bigint as harga_jual, d.ongkos, d.harga as harga_total,
      case when d.urut = min(d.urut) over (partition by d.kode_toko, d.no_titip) then t.dp else 0 end::bigint as dp_rp
    from titip_detail d
    join titip t on t.kode_toko = d.kode_toko and t.no_titip = d.no_titip
    where t.status = 'BATAL' and t.batal_tgl_system::date between ${p.from}::date and ${p.to}::date
      and (${p.kodeToko}::text is null or d.kode_toko = ${p.kodeToko})
    order by d.kode_toko, d.no_titip, d.urut`.compile(db);
}

/** Deposits opened in the period, with what is left to pay: the query (no cap; read through a cursor). */
export function titipanQuery(db: Db, p: Period & { status: 'AKTIF' | 'LUNAS' | 'BATAL' | null }) {
  let q = db
    .selectFrom('titip')
    .select([
      'kode_toko',
      'no_titip',
      ymd('tgl_system').as('tgl_system'),
      'nama_customer',
      'kode_sales',
      'total_berat',
      'total_harga',
      'dp',
      sql<number>`(total_harga - dp)::bigint`.as('sisa'),
      'status',
    ])
    .where('tgl_system', '>=', p.from)
    .where('tgl_system', '<=', p.to);
  if (p.kodeToko) q = q.where('kode_toko', '=', p.kodeToko);
  if (p.status) q = q.where('status', '=', p.status);
  return q.orderBy('kode_toko').orderBy('no_titip').compile();
}

export { jakartaDay };
