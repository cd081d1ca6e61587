import { SELL_DOWN_MODULE } from '@emas/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { jsonLines } from '../../db/json-lines';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * SQL of the stock reports (issue 22 part 2). Each report is one set-based statement; `kodeToko` null
 * reads every store (head office at home) and every row carries kode_toko. Weights are summed as
 * numeric (exact) and answered as text with 3 decimals.
 */

/** `alias.kode_toko = $1`, or true for every store. */
export function storeIs(alias: string, kodeToko: string | null): RawBuilder<boolean> {
  return kodeToko === null ? sql<boolean>`true` : sql<boolean>`${sql.ref(`${alias}.kode_toko`)} = ${kodeToko}`;
}
const codeIs = (column: string, code: string) => (code === 'ALL' ? sql<boolean>`true` : sql<boolean>`${sql.ref(column)} = ${code}`);
const grams = (expr: RawBuilder<unknown>) => sql<string>`round(coalesce(${expr}, 0), 3)::text`;
const place = (gudang: string, baki: string) => sql<string>`coalesce(${sql.ref(gudang)} || ' / ' || ${sql.ref(baki)}, '-')`;

export type Period = { kodeToko: string | null; tglAwal: string; tglAkhir: string };

const ITEM_ORDER = {
  kode_barcode: sql`b.kode_toko, b.kode_barcode`,
  nama_barang: sql`b.kode_toko, b.nama_barang, b.kode_barcode`,
  kode_toko: sql`b.kode_toko, b.kode_gudang, b.kode_baki, b.kode_barcode`,
} as const;

/** Issue 34: a diamond piece's carats (its stone lines together, 3 decimals); 0.000 for the others. Item alias b. */
const caratsOfItem = sql<string>`coalesce((select sum(s.karat) from item_batu s where s.kode_toko = b.kode_toko and s.kode_barcode = b.kode_barcode), 0)::numeric(12,3)::text`;

/** Items present in the store now (READY, TITIP, CONTOH, HANCUR), by state, warehouse and jenis: the query (read through a cursor). */
export function barangDetailLinesQuery(db: Db, q: { kodeToko: string | null; status: string; kodeGudang: string; kodeDept: string; sortBy: keyof typeof ITEM_ORDER }) {
  const status = q.status === 'ALL' ? sql<boolean>`b.status in ('READY', 'TITIP', 'CICIL', 'CONTOH', 'HANCUR')` : sql<boolean>`b.status = ${q.status}`;
  return sql<{
    kode_toko: string; kode_barcode: string; nama_barang: string; kode_dept: string; kode_group: string; kadar: string; kode_gudang: string; kode_baki: string;
    size: string; jumlah: number; berat: string; karat: string; harga_jual: number; ongkos: number; status: string; tgl_system: string;
  }>`
    select b.kode_toko, b.kode_barcode, b.nama_barang, b.kode_dept, b.kode_group, b.kadar::text as kadar, b.kode_gudang, b.kode_baki, b.size,
           b.jumlah, round(b.berat * b.jumlah, 3)::text as berat,
           ${caratsOfItem} as karat,
           b.harga_jual, b.ongkos, b.status, b.tgl_system
      from barang b
     where ${storeIs('b', q.kodeToko)} and ${status} and ${codeIs('b.kode_gudang', q.kodeGudang)} and ${codeIs('b.kode_dept', q.kodeDept)}
     order by ${ITEM_ORDER[q.sortBy]}`.compile(db);
}

/** Accessory lines: pieces added and taken (sold included) over the period, and in stock now. */
export async function barangAksesoris(db: Db, q: Period) {
  const { rows } = await sql<{
    kode_toko: string; kode_barcode: string; nama_barang: string; kode_gudang: string; kode_baki: string; berat: string; harga_jual: number; qty_masuk: number; qty_keluar: number; jumlah: number;
  }>`
    with m as (
      select s.kode_toko, s.kode_barcode,
             sum(case when s.ke_baki is not null and s.dari_baki is null then s.qty else 0 end)::int as qty_masuk,
             sum(case when s.dari_baki is not null and s.ke_baki is null then s.qty else 0 end)::int as qty_keluar
        from stock_mutasi s
       where ${storeIs('s', q.kodeToko)} and s.tgl_system between ${q.tglAwal}::date and ${q.tglAkhir}::date
       group by s.kode_toko, s.kode_barcode
    )
    select b.kode_toko, b.kode_barcode, b.nama_barang, b.kode_gudang, b.kode_baki, b.berat::text as berat, b.harga_jual,
           coalesce(m.qty_masuk, 0) as qty_masuk, coalesce(m.qty_keluar, 0) as qty_keluar, b.jumlah
      from barang b
      left join m on m.kode_toko = b.kode_toko and m.kode_barcode = b.kode_barcode
     where ${storeIs('b', q.kodeToko)} and b.jenis_harga = 'AKSESORIS'
     order by b.kode_toko, b.nama_barang, b.kode_barcode`.execute(db);
  return rows;
}

const TAMBAH_KEY = {
  BAKI: sql<string>`s.ke_gudang || ' / ' || s.ke_baki`,
  JENIS: sql<string>`b.kode_dept`,
  KADAR: sql<string>`b.kadar::text`,
} as const;

/** Items added (ledger TAMBAH rows) over the period: every item, or totals per tray, jenis or purity. */
export async function tambahBarang(db: Db, q: Period & { view: 'DETAIL' | keyof typeof TAMBAH_KEY }) {
  const from = sql`from stock_mutasi s join barang b on b.kode_toko = s.kode_toko and b.kode_barcode = s.kode_barcode
     where ${storeIs('s', q.kodeToko)} and s.jenis = 'TAMBAH' and s.tgl_system between ${q.tglAwal}::date and ${q.tglAkhir}::date`;
  type Row = { kode_toko: string; kelompok: string; tgl_system: string | null; no_ref: string; nama_barang: string; qty: number; berat: string };
  if (q.view === 'DETAIL') {
    const { rows } = await sql<Row>`
      select s.kode_toko, s.kode_barcode as kelompok, s.tgl_system, s.no_ref, b.nama_barang, s.qty, ${grams(sql`s.berat`)} as berat
        ${from}
       order by s.kode_toko, s.tgl_system, s.no_ref, s.kode_barcode`.execute(db);
    return rows;
  }
  const key = TAMBAH_KEY[q.view];
  const { rows } = await sql<Row>`
    select s.kode_toko, ${key} as kelompok, null as tgl_system, '' as no_ref, '' as nama_barang, sum(s.qty)::int as qty, ${grams(sql`sum(s.berat)`)} as berat
      ${from}
     group by s.kode_toko, ${key}
     order by s.kode_toko, 2`.execute(db);
  return rows;
}

/** Lines of the transfers of the period, as printed (pindah_barang_detail): the query (read through a cursor). */
export function pindahBarangQuery(db: Db, q: Period) {
  return sql<{ kode_toko: string; tgl_system: string; no_pindah: string; kode_barcode: string; nama_barang: string; dari: string; ke: string; qty: number; berat: string; input_by: string }>`
    select p.kode_toko, p.tgl_system, p.no_pindah, d.kode_barcode, d.keterangan as nama_barang,
           ${place('d.dari_gudang', 'd.dari_baki')} as dari, p.kode_gudang || ' / ' || p.kode_baki as ke,
           d.qty, ${grams(sql`d.berat`)} as berat, p.input_by
      from pindah_barang p
      join pindah_barang_detail d on d.kode_toko = p.kode_toko and d.no_pindah = p.no_pindah
     where ${storeIs('p', q.kodeToko)} and p.tgl_system between ${q.tglAwal}::date and ${q.tglAkhir}::date
     order by p.kode_toko, p.tgl_system, p.no_pindah, d.id`.compile(db);
}

/**
 * The daily balance per store and warehouse over the period. The opening of the first day starts from
 * the last closed day before the period (its kept closing rows, saldo_barang_harian) plus the ledger rows
 * after it; each day's in and out are the ledger rows of the day that cross the warehouse's boundary (a
 * move between two trays of one warehouse, or a change of state in place, moves nothing). A closed day
 * inside the period answers its kept closing rows (tutup = true), and its in and out come from the kept rows
 * too (the trays' in and out, less the moves between two trays of the same warehouse, which a tray counts and
 * its warehouse does not): the ledger is read only for the days no close has kept (after the last close, and
 * before the period back to the last close before it). One statement.
 */
function barangSummarySql(q: Period & { kodeGudang: string }) {
  const gudangIs = (col: string) => codeIs(col, q.kodeGudang);
  // the days of the period; integer generate_series, whose row count the planner knows from constant bounds
  const periodDays = sql`(select ${q.tglAwal}::date + i as d from generate_series(0, ${q.tglAkhir}::date - ${q.tglAwal}::date) as i)`;
  return sql<{
    kode_toko: string; tgl_system: string; kode_gudang: string; tutup: boolean; qty_awal: number; berat_awal: string; qty_masuk: number; berat_masuk: string;
    qty_keluar: number; berat_keluar: string; qty_akhir: number; berat_akhir: string;
  }>`
    with stores as (
      select t.kode_toko, (select max(c.tgl_system) from tutup_toko c where c.kode_toko = t.kode_toko and c.tgl_system < ${q.tglAwal}::date) as anchor
        from toko t where ${storeIs('t', q.kodeToko)}
    ),
    closed as (
      select c.kode_toko, c.tgl_system from tutup_toko c join stores s on s.kode_toko = c.kode_toko
       where c.tgl_system between ${q.tglAwal}::date and ${q.tglAkhir}::date
    ),
    base as (
      select s.kode_toko, h.kode_gudang, sum(h.qty_akhir)::bigint as q, sum(h.berat_akhir) as b
        from stores s join saldo_barang_harian h on h.kode_toko = s.kode_toko and h.tgl_system = s.anchor
       where ${gudangIs('h.kode_gudang')}
       group by s.kode_toko, h.kode_gudang
    ),
    -- the ledger rows of the days no close kept: after the anchor and before the period, and the period's open days
    -- (lateral, kept apart by offset 0: an index range per store and day, whatever the planner guesses of the anchors)
    open_rows as (
      select m.* from stores s
        cross join lateral (
          select * from stock_mutasi m
           where m.kode_toko = s.kode_toko and m.tgl_system > coalesce(s.anchor, '-infinity'::date) and m.tgl_system < ${q.tglAwal}::date
          offset 0
        ) m
      union all
      select m.* from stores s
        cross join ${periodDays} p
        cross join lateral (select * from stock_mutasi m where m.kode_toko = s.kode_toko and m.tgl_system = p.d offset 0) m
       where not exists (select 1 from closed c where c.kode_toko = s.kode_toko and c.tgl_system = p.d)
    ),
    open_flows as (
      select m.kode_toko, m.tgl_system, v.kode_gudang,
             sum(v.qm)::bigint as qm, sum(v.bm) as bm, sum(v.qk)::bigint as qk, sum(v.bk) as bk
        from open_rows m
        cross join lateral (values (m.ke_gudang, m.qty, m.berat, 0, 0::numeric), (m.dari_gudang, 0, 0::numeric, m.qty, m.berat)) as v(kode_gudang, qm, bm, qk, bk)
       where v.kode_gudang is not null and m.dari_gudang is distinct from m.ke_gudang and ${gudangIs('v.kode_gudang')}
       group by m.kode_toko, m.tgl_system, v.kode_gudang
    ),
    kept as (
      select h.kode_toko, h.tgl_system, h.kode_gudang,
             sum(h.qty_awal)::bigint as qa, sum(h.berat_awal) as ba, sum(h.qty_akhir)::bigint as qz, sum(h.berat_akhir) as bz,
             sum(h.qty_masuk)::bigint as qm, sum(h.berat_masuk) as bm, sum(h.qty_keluar)::bigint as qk, sum(h.berat_keluar) as bk
        from saldo_barang_harian h join closed c on c.kode_toko = h.kode_toko and c.tgl_system = h.tgl_system
       where ${gudangIs('h.kode_gudang')}
       group by h.kode_toko, h.tgl_system, h.kode_gudang
    ),
    -- moves between two trays of one warehouse on the closed days (each tray counts it, the warehouse does not)
    tray_moves as (
      select m.kode_toko, m.tgl_system, m.ke_gudang as kode_gudang, sum(m.qty)::bigint as q, sum(m.berat) as b
        from closed c
        join stock_mutasi m on m.kode_toko = c.kode_toko and m.tgl_system = c.tgl_system
       where m.dari_gudang = m.ke_gudang and m.dari_baki is distinct from m.ke_baki and ${gudangIs('m.ke_gudang')}
       group by m.kode_toko, m.tgl_system, m.ke_gudang
    ),
    flows as (
      select kode_toko, tgl_system, kode_gudang, qm, bm, qk, bk from open_flows
      union all
      select k.kode_toko, k.tgl_system, k.kode_gudang,
             k.qm - coalesce(t.q, 0), k.bm - coalesce(t.b, 0), k.qk - coalesce(t.q, 0), k.bk - coalesce(t.b, 0)
        from kept k left join tray_moves t on t.kode_toko = k.kode_toko and t.tgl_system = k.tgl_system and t.kode_gudang = k.kode_gudang
    ),
    start as (
      select kode_toko, kode_gudang, sum(q)::bigint as q, sum(b) as b from (
        select kode_toko, kode_gudang, q, b from base
        union all
        select kode_toko, kode_gudang, qm - qk, bm - bk from flows where tgl_system < ${q.tglAwal}::date
      ) x group by kode_toko, kode_gudang
    ),
    keys as (
      select kode_toko, kode_gudang from start
      union
      select kode_toko, kode_gudang from flows where tgl_system >= ${q.tglAwal}::date
    ),
    days as (
      select k.kode_toko, k.kode_gudang, p.d as tgl_system,
             coalesce(f.qm, 0) as qm, coalesce(f.bm, 0) as bm, coalesce(f.qk, 0) as qk, coalesce(f.bk, 0) as bk
        from keys k
        cross join ${periodDays} p
        left join flows f on f.kode_toko = k.kode_toko and f.kode_gudang = k.kode_gudang and f.tgl_system = p.d
    ),
    run as (
      select d.*,
             coalesce(st.q, 0) + coalesce(sum(d.qm - d.qk) over w, 0) as qa,
             coalesce(st.b, 0) + coalesce(sum(d.bm - d.bk) over w, 0) as ba
        from days d left join start st on st.kode_toko = d.kode_toko and st.kode_gudang = d.kode_gudang
      window w as (partition by d.kode_toko, d.kode_gudang order by d.tgl_system rows between unbounded preceding and 1 preceding)
    )
    select r.kode_toko, r.tgl_system::text as tgl_system, r.kode_gudang, (c.tgl_system is not null) as tutup,
           (case when c.tgl_system is not null then coalesce(k.qa, 0) else r.qa end)::int as qty_awal,
           ${grams(sql`case when c.tgl_system is not null then coalesce(k.ba, 0) else r.ba end`)} as berat_awal,
           r.qm::int as qty_masuk, ${grams(sql`r.bm`)} as berat_masuk, r.qk::int as qty_keluar, ${grams(sql`r.bk`)} as berat_keluar,
           (case when c.tgl_system is not null then coalesce(k.qz, 0) else r.qa + r.qm - r.qk end)::int as qty_akhir,
           ${grams(sql`case when c.tgl_system is not null then coalesce(k.bz, 0) else r.ba + r.bm - r.bk end`)} as berat_akhir
      from run r
      left join closed c on c.kode_toko = r.kode_toko and c.tgl_system = r.tgl_system
      left join kept k on k.kode_toko = r.kode_toko and k.kode_gudang = r.kode_gudang and k.tgl_system = r.tgl_system
     where r.qa <> 0 or r.ba <> 0 or r.qm <> 0 or r.qk <> 0
     order by r.kode_toko, r.tgl_system, r.kode_gudang`;
}

export async function barangSummary(db: Db, q: Period & { kodeGudang: string }) {
  return (await barangSummarySql(q).execute(db)).rows;
}

/** The same rows as the JSON text the database writes, one a line, in the same order (what the report sends). */
export function barangSummaryJson(db: Db, q: Period & { kodeGudang: string }): Promise<string> {
  return jsonLines(db, barangSummarySql(q), sql`x.kode_toko, x.tgl_system, x.kode_gudang`);
}

/** What went into a melting warehouse over the period (melted stock, buy-backs sent to melting). */
export async function hancur(db: Db, q: Period) {
  const { rows } = await sql<{
    kode_toko: string; tgl_system: string; no_ref: string; jenis: string; kode_barcode: string; nama_barang: string; kode_group: string; kadar: string; dari: string; ke: string; qty: number; berat: string; input_by: string;
  }>`
    select s.kode_toko, s.tgl_system, s.no_ref, s.jenis, s.kode_barcode, b.nama_barang, b.kode_group, b.kadar::text as kadar,
           ${place('s.dari_gudang', 's.dari_baki')} as dari, s.ke_gudang || ' / ' || s.ke_baki as ke, s.qty, ${grams(sql`s.berat`)} as berat, s.input_by
      from stock_mutasi s
      join gudang g on g.kode_toko = s.kode_toko and g.kode_gudang = s.ke_gudang and g.jenis_gudang = 'HANCUR'
      join barang b on b.kode_toko = s.kode_toko and b.kode_barcode = s.kode_barcode
     where ${storeIs('s', q.kodeToko)} and s.tgl_system between ${q.tglAwal}::date and ${q.tglAkhir}::date
       and s.dari_gudang is distinct from s.ke_gudang
     order by s.kode_toko, s.tgl_system, s.id`.execute(db);
  return rows;
}

/** Counts started over the period, with their results. */
export async function stockOpname(db: Db, q: Period & { status: string }) {
  const status = q.status === 'ALL' ? sql<boolean>`true` : sql<boolean>`o.status = ${q.status}`;
  const { rows } = await sql<{
    kode_toko: string; tgl_system: string; no_opname: string; kode_gudang: string; kode_baki: string; status: string; jumlah_sistem: number; berat_sistem: string;
    jumlah_found: number; berat_found: string; jumlah_missing: number; berat_missing: string; jumlah_unexpected: number; berat_unexpected: string; jumlah_dipindah: number; input_by: string; closed_by: string;
  }>`
    select o.kode_toko, o.tgl_system, o.no_opname, o.kode_gudang, coalesce(o.kode_baki, '') as kode_baki, o.status,
           o.jumlah_sistem, ${grams(sql`o.berat_sistem`)} as berat_sistem, o.jumlah_found, ${grams(sql`o.berat_found`)} as berat_found,
           o.jumlah_missing, ${grams(sql`o.berat_missing`)} as berat_missing, o.jumlah_unexpected, ${grams(sql`o.berat_unexpected`)} as berat_unexpected,
           o.jumlah_dipindah, o.input_by, coalesce(o.closed_by, '') as closed_by
      from stock_opname o
     where ${storeIs('o', q.kodeToko)} and ${status} and o.tgl_system between ${q.tglAwal}::date and ${q.tglAkhir}::date
     order by o.kode_toko, o.tgl_system, o.no_opname`.execute(db);
  return rows;
}

/** Weighings of the period, reset ones included. */
export async function timbangBaki(db: Db, q: Period) {
  const { rows } = await sql<{
    kode_toko: string; id: number; tgl_system: string; created_at: string; kode_gudang: string; kode_baki: string; jumlah: number; berat_system: string; berat_timbang: string | null; selisih: string | null; input_by: string;
  }>`
    select w.kode_toko, w.id, w.tgl_system, w.created_at, w.kode_gudang, w.kode_baki, w.jumlah, ${grams(sql`w.berat_system`)} as berat_system,
           case when w.berat_timbang is null then null else ${grams(sql`w.berat_timbang`)} end as berat_timbang,
           case when w.selisih is null then null else ${grams(sql`w.selisih`)} end as selisih, w.input_by
      from timbang_baki w
     where ${storeIs('w', q.kodeToko)} and w.tgl_system between ${q.tglAwal}::date and ${q.tglAkhir}::date
     order by w.kode_toko, w.tgl_system, w.created_at, w.id`.execute(db);
  return rows;
}

/** Ledger rows touching a weighed tray after its last weighing of the same business day. */
export async function aktivitasSetelahTimbang(db: Db, q: Period) {
  const { rows } = await sql<{
    kode_toko: string; tgl_system: string; kode_gudang: string; kode_baki: string; waktu_timbang: string; created_at: string; jenis: string; no_ref: string; kode_barcode: string;
    qty_masuk: number; qty_keluar: number; berat_masuk: string; berat_keluar: string; input_by: string;
  }>`
    with last as (
      select w.kode_toko, w.tgl_system, w.kode_gudang, w.kode_baki, max(w.created_at) as waktu
        from timbang_baki w
       where ${storeIs('w', q.kodeToko)} and w.tgl_system between ${q.tglAwal}::date and ${q.tglAkhir}::date
       group by w.kode_toko, w.tgl_system, w.kode_gudang, w.kode_baki
    )
    select l.kode_toko, l.tgl_system, l.kode_gudang, l.kode_baki, l.waktu as waktu_timbang, s.created_at, s.jenis, s.no_ref, s.kode_barcode,
           case when s.ke_gudang = l.kode_gudang and s.ke_baki = l.kode_baki then s.qty else 0 end as qty_masuk,
           case when s.dari_gudang = l.kode_gudang and s.dari_baki = l.kode_baki then s.qty else 0 end as qty_keluar,
           ${grams(sql`case when s.ke_gudang = l.kode_gudang and s.ke_baki = l.kode_baki then s.berat else 0 end`)} as berat_masuk,
           ${grams(sql`case when s.dari_gudang = l.kode_gudang and s.dari_baki = l.kode_baki then s.berat else 0 end`)} as berat_keluar,
           s.input_by
      from last l
      join stock_mutasi s on s.kode_toko = l.kode_toko and s.tgl_system = l.tgl_system and s.created_at > l.waktu
       and ((s.ke_gudang = l.kode_gudang and s.ke_baki = l.kode_baki) or (s.dari_gudang = l.kode_gudang and s.dari_baki = l.kode_baki))
       and not (s.dari_gudang is not distinct from s.ke_gudang and s.dari_baki is not distinct from s.ke_baki)
     order by l.kode_toko, l.tgl_system, l.kode_gudang, l.kode_baki, s.created_at, s.id`.execute(db);
  return rows;
}

/** Items in stock with their price per gram (spec 000: Laporan Analisis Harga Barang), highest or lowest price first. */
export async function analisisHarga(db: Db, q: { kodeToko: string | null; kodeDept: string }) {
  const { rows } = await sql<{
    kode_toko: string; kode_barcode: string; nama_barang: string; kode_dept: string; kode_group: string; kadar: string; kode_baki: string; berat: string; karat: string;
    jenis_harga: string; harga_jual: number; ongkos: number; harga_per_gram: number | null; pembulatan: string | null; kebawah: boolean;
  }>`
    select b.kode_toko, b.kode_barcode, b.nama_barang, b.kode_dept, b.kode_group, b.kadar::text as kadar, b.kode_baki, b.berat::text as berat, ${caratsOfItem} as karat,
           b.jenis_harga, b.harga_jual, b.ongkos, h.harga_jual as harga_per_gram, ps.value as pembulatan, coalesce(pm.aktif, false) as kebawah
      from barang b
      join toko t on t.kode_toko = b.kode_toko
      left join lateral (
        select e.harga_jual from harga_emas e
         where e.kode_toko = b.kode_toko and e.kode_group = b.kode_group and e.tgl_berlaku <= t.tgl_system
         order by e.tgl_berlaku desc, e.id desc limit 1
      ) h on b.jenis_harga = 'GRAM'
      left join para_system ps on ps.kode_toko = b.kode_toko and ps.key = 'PEMBULATAN'
      left join para_module pm on pm.kode_toko = b.kode_toko and pm.key = ${SELL_DOWN_MODULE}
     where ${storeIs('b', q.kodeToko)} and b.status = 'READY' and ${codeIs('b.kode_dept', q.kodeDept)}`.execute(db);
  return rows;
}

/** Items for sale grouped by name (spec 000: Laporan Kelompok Barang), with the sizes of each name when asked. */
export async function kelompokBarang(db: Db, q: { kodeToko: string | null; kodeDept: string; bySize: boolean }) {
  const { rows } = await sql<{ kode_toko: string; nama_barang: string; size: string; berat: string; jumlah: number; karat: string }>`
    select b.kode_toko, b.nama_barang, ${q.bySize ? sql`b.size` : sql`''`} as size, ${grams(sql`sum(b.berat * b.jumlah)`)} as berat, sum(b.jumlah)::int as jumlah,
           sum(${caratsOfItem}::numeric)::numeric(12,3)::text as karat
      from barang b
     where ${storeIs('b', q.kodeToko)} and b.status = 'READY' and ${codeIs('b.kode_dept', q.kodeDept)}
     group by b.kode_toko, b.nama_barang${q.bySize ? sql`, b.size` : sql``}
     order by b.kode_toko, b.nama_barang, 3`.execute(db);
  return rows;
}
