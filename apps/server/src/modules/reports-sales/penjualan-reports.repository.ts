import { sql, type Kysely, type RawBuilder } from 'kysely';
import { jsonLines } from '../../db/json-lines';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The period and the store of a report (kodeToko null: every store). */
export type Period = { kodeToko: string | null; from: string; to: string };
const ymd = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
const jakartaDay = (column: string) => sql<string>`coalesce(to_char((${sql.ref(column)} at time zone 'Asia/Jakarta')::date, 'YYYY-MM-DD'), '')`;

type LinesParams = Period & { kodeGroup: string | null; kodeSales: string | null; sortBy: 'no_faktur_jual' | 'kode_barcode' | 'nama_barang' | 'berat' | 'harga' };

/** A sold line of Laporan Penjualan as the report answers it. */
export type PenjualanLine = {
  kode_toko: string; tgl_system: string; no_faktur_group: string; no_faktur_jual: string; kode_barcode: string; nama_barang: string; kode_group: string;
  kadar: string; berat: string; harga_per_gram: number; ongkos: number; harga: number; kode_sales: string; nama_sales: string;
};

/** The line's columns in the answer's order, each in its wire type (weights and purities as text, rupiah as int8). */
const LINE_COLUMNS: readonly (readonly [keyof PenjualanLine, RawBuilder<unknown>])[] = [
  ['kode_toko', sql`d.kode_toko`],
  ['tgl_system', sql`to_char(p.tgl_system, 'YYYY-MM-DD')`],
  ['no_faktur_group', sql`d.no_faktur_group`],
  ['no_faktur_jual', sql`d.no_faktur_jual`],
  ['kode_barcode', sql`d.kode_barcode`],
  ['nama_barang', sql`d.nama_barang`],
  ['kode_group', sql`d.kode_group`],
  ['kadar', sql`d.kadar::text`],
  ['berat', sql`d.berat::text`],
  ['harga_per_gram', sql`d.harga_per_gram`],
  ['ongkos', sql`d.ongkos`],
  ['harga', sql`d.harga`],
  ['kode_sales', sql`p.kode_sales`],
  ['nama_sales', sql`p.nama_sales`],
];

const lineColumns = sql.join(LINE_COLUMNS.map(([key, expr]) => sql`${expr} as ${sql.ref(key)}`));

/** Sold lines (AKTIF) of active receipts in the period, one row a line with the receipt's sales person, `select`ed. */
function linesSql(p: LinesParams, select: RawBuilder<unknown>) {
  const dir = p.sortBy === 'berat' || p.sortBy === 'harga' ? sql`desc` : sql`asc`;
  return sql`
    select ${select}
      from penjualan_detail d
      join penjualan p on p.kode_toko = d.kode_toko and p.no_faktur_group = d.no_faktur_group
     where p.status = 'AKTIF' and d.status = 'AKTIF' and p.tgl_system >= ${p.from}::date and p.tgl_system <= ${p.to}::date
       ${p.kodeToko ? sql`and d.kode_toko = ${p.kodeToko}` : sql``}
       ${p.kodeGroup ? sql`and d.kode_group = ${p.kodeGroup}` : sql``}
       ${p.kodeSales ? sql`and p.kode_sales = ${p.kodeSales}` : sql``}
     order by d.kode_toko, ${sql.ref(`d.${p.sortBy}`)} ${dir}, d.no_faktur_jual`;
}

/** The sold lines as rows (no cap): the query. */
export function penjualanLinesQuery(db: Db, p: LinesParams) {
  return linesSql(p, lineColumns)
    .$castTo<PenjualanLine>()
    .compile(db);
}

/**
 * The same lines as JSON text written by the database, one a row (`j`), in the same order and with the same keys
 * and values as the rows: what the report sends, read through a cursor with no row object made on the server.
 */
export function penjualanLinesJsonQuery(db: Db, p: LinesParams) {
  // row_to_json of the line's own columns: compact JSON (no spaces), the keys in the row's order
  return linesSql(p, sql`(select row_to_json(x) from (select ${lineColumns}) x)::text as j`)
    .$castTo<{ j: string }>()
    .compile(db);
}

/** The sold lines' JSON of `penjualanLinesJsonQuery`, all of them at once (what the report's cursor reads). */
export async function penjualanLinesJson(db: Db, p: LinesParams) {
  return (await db.executeQuery(penjualanLinesJsonQuery(db, p))).rows;
}

/** The sold lines of `penjualanLinesQuery`, all of them at once. */
export async function penjualanLines(db: Db, p: LinesParams) {
  return (await db.executeQuery(penjualanLinesQuery(db, p))).rows;
}

/**
 * Sold lines summed per day, sales person or group, read from the daily sales summary `penjualan_harian`
 * (kept by triggers in the transaction of every sale, cancel and pay-off; migration 0034): a year of a chain
 * is a few thousand summary rows instead of every line. Receipts: per day and per sales person the sum of
 * `jumlah_nota` (each receipt once), per group the sum of `jumlah_nota_group` (each receipt having the group).
 */
function rekapPenjualanSql(p: Period & { per: 'TANGGAL' | 'SALES' | 'GROUP' }) {
  const key = p.per === 'TANGGAL' ? sql<string>`to_char(s.tgl_system, 'YYYY-MM-DD')` : p.per === 'SALES' ? sql<string>`s.kode_sales` : sql<string>`s.kode_group`;
  const name =
    p.per === 'TANGGAL' ? sql<string>`''` : p.per === 'SALES' ? sql<string>`max(s.nama_sales)` : sql<string>`coalesce(max(g.nama_group), '')`;
  const nota = p.per === 'GROUP' ? sql`s.jumlah_nota_group` : sql`s.jumlah_nota`;
  const groups = p.per === 'GROUP' ? sql`left join group_barang g on g.kode_toko = s.kode_toko and g.kode_group = s.kode_group` : sql``;
  // the diamond lines (issue 34: the original's Berlian Rp and Ongkos BRL), few, summed from the lines by the same key
  const lineKey = p.per === 'TANGGAL' ? sql<string>`to_char(p.tgl_system, 'YYYY-MM-DD')` : p.per === 'SALES' ? sql<string>`p.kode_sales` : sql<string>`d.kode_group`;
  return sql<RekapRow>`
    with brl as (
      select d.kode_toko, ${lineKey} as kunci, sum(d.harga)::bigint as berlian_rp, sum(d.ongkos)::bigint as ongkos_brl
      from penjualan_detail d
      join penjualan p on p.kode_toko = d.kode_toko and p.no_faktur_group = d.no_faktur_group
      where d.berlian and d.status = 'AKTIF' and p.status = 'AKTIF' and p.tgl_system between ${p.from}::date and ${p.to}::date
        and (${p.kodeToko}::text is null or d.kode_toko = ${p.kodeToko})
      group by 1, 2
    )
    select s.kode_toko, ${key} as kunci, ${name} as nama,
      sum(${nota})::int as jumlah_nota, sum(s.qty)::int as qty,
      sum(s.berat)::numeric(14,3)::text as berat, sum(s.harga)::bigint as harga,
      coalesce(max(b.berlian_rp), 0)::bigint as berlian_rp, coalesce(max(b.ongkos_brl), 0)::bigint as ongkos_brl
    from penjualan_harian s
    ${groups}
    left join brl b on b.kode_toko = s.kode_toko and b.kunci = ${key}
    where s.jumlah_nota_group > 0 and s.tgl_system between ${p.from}::date and ${p.to}::date
      and (${p.kodeToko}::text is null or s.kode_toko = ${p.kodeToko})
    group by s.kode_toko, ${key}
    order by s.kode_toko, 2`;
}

type RekapRow = { kode_toko: string; kunci: string; nama: string; jumlah_nota: number; qty: number; berat: string; harga: number; berlian_rp: number; ongkos_brl: number };

/** Sold lines summed per day, sales person or group (from the daily summary the triggers keep). */
export async function rekapPenjualan(db: Db, p: Period & { per: 'TANGGAL' | 'SALES' | 'GROUP' }): Promise<RekapRow[]> {
  return (await rekapPenjualanSql(p).execute(db)).rows;
}

/**
 * The same rows as JSON text written by the database, one row a line (joined by ',\n'; '' for none), in the same
 * order: the answer of the report as it is sent, with no row object made on the server (the column types are the
 * wire's: texts, int and bigint as numbers).
 */
export function rekapPenjualanJson(db: Db, p: Period & { per: 'TANGGAL' | 'SALES' | 'GROUP' }): Promise<string> {
  return jsonLines(db, rekapPenjualanSql(p), sql`x.kode_toko, x.kunci`);
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
      coalesce(to_char(coalesce(d.batal_tgl_system, p.batal_tgl_system), 'YYYY-MM-DD'), '') as tgl_batal,
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
