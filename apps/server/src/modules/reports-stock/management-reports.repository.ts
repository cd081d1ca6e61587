import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { storeIs, type Period } from './stock-reports.repository';

type Db = Kysely<Database>;

/**
 * SQL of the management reports (issue 22 part 2): sold against in stock per jenis or group, margin per
 * group, and the anomalies with who approved them. Sales are the active lines of active receipts.
 */

const SOLD = sql`penjualan_detail d join penjualan p on p.kode_toko = d.kode_toko and p.no_faktur_group = d.no_faktur_group`;
const activeSale = sql`p.status = 'AKTIF' and d.status = 'AKTIF'`;

/** Per jenis (kode_dept) or group: pieces and weight sold over the period, and in the store now (stores that sold something in the period). */
export async function managerial(db: Db, q: Period & { by: 'JENIS' | 'GROUP' }) {
  const key = q.by === 'JENIS' ? 'kode_dept' : 'kode_group';
  const name = q.by === 'JENIS' ? sql`(select j.nama_dept from jenis j where j.kode_toko = x.kode_toko and j.kode_dept = x.kode)` : sql`(select g.nama_group from group_barang g where g.kode_toko = x.kode_toko and g.kode_group = x.kode)`;
  const { rows } = await sql<{ kode_toko: string; kode: string; nama: string | null; qty_terjual: number; berat_terjual: string; qty_stock: number; berat_stock: string }>`
    with sold as (
      select d.kode_toko, ${sql.ref(`d.${key}`)} as kode, sum(d.jumlah)::bigint as q, sum(d.berat) as b
        from ${SOLD}
       where ${storeIs('d', q.kodeToko)} and ${activeSale} and p.tgl_system between ${q.tglAwal}::date and ${q.tglAkhir}::date
       group by 1, 2
    ),
    stock as (
      select b.kode_toko, ${sql.ref(`b.${key}`)} as kode, sum(b.jumlah)::bigint as q, sum(b.berat * b.jumlah) as b
        from barang b
       where ${storeIs('b', q.kodeToko)} and b.status in ('READY', 'TITIP', 'CICIL', 'CONTOH')
       group by 1, 2
    ),
    x as (
      select coalesce(s.kode_toko, k.kode_toko) as kode_toko, coalesce(s.kode, k.kode) as kode,
             coalesce(s.q, 0) as qs, coalesce(s.b, 0) as bs, coalesce(k.q, 0) as qk, coalesce(k.b, 0) as bk
        from sold s full join stock k on k.kode_toko = s.kode_toko and k.kode = s.kode
    )
    select x.kode_toko, x.kode, ${name} as nama, x.qs::int as qty_terjual, round(x.bs, 3)::text as berat_terjual,
           x.qk::int as qty_stock, round(x.bk, 3)::text as berat_stock
      from x
     -- a store that sold nothing in the period has no movement to analyse: the report is empty for it
     where exists (select 1 from sold s where s.kode_toko = x.kode_toko)
     order by x.kode_toko, x.kode`.execute(db);
  return rows;
}

/** Per group: active sale lines of the period, their price and their cost (the floor written on the line). */
export async function marginGroup(db: Db, q: Period) {
  const { rows } = await sql<{ kode_toko: string; kode_group: string; nama_group: string | null; qty: number; berat: string; penjualan: number; modal: number }>`
    select d.kode_toko, d.kode_group,
           (select g.nama_group from group_barang g where g.kode_toko = d.kode_toko and g.kode_group = d.kode_group) as nama_group,
           sum(d.jumlah)::int as qty, round(sum(d.berat), 3)::text as berat, sum(d.harga)::bigint as penjualan, sum(d.floor)::bigint as modal
      from ${SOLD}
     where ${storeIs('d', q.kodeToko)} and ${activeSale} and p.tgl_system between ${q.tglAwal}::date and ${q.tglAkhir}::date
     group by d.kode_toko, d.kode_group
     order by d.kode_toko, d.kode_group`.execute(db);
  return rows;
}

/** 'USER (METODE)' of the approvals of a kind kept on a document header, comma-joined. */
const approvers = (alias: string, operasi: string) =>
  sql<string>`coalesce((select string_agg((o->>'approved_by') || ' (' || (o->>'metode') || ')', ', ')
                           from jsonb_array_elements(${sql.ref(`${alias}.otorisasi`)}) o where o->>'operasi' = ${operasi}), '')`;

/**
 * The anomalies of the period, one statement: sale lines below cost (harga < floor), buy-back lines
 * above the price list (harga > harga_hitung), sale lines priced by hand (harga <> harga_hitung), and
 * receipts whose discount is over the store's limit (para_system DISKON_MAKSIMAL, the sales default when
 * unset); each with who approved it.
 */
export async function anomali(db: Db, q: Period & { kind: string; defaultDiskonMaksimal: number }) {
  const kindIs = q.kind === 'ALL' ? sql<boolean>`true` : sql<boolean>`a.jenis = ${q.kind}`;
  const period = sql`p.tgl_system between ${q.tglAwal}::date and ${q.tglAkhir}::date`;
  const { rows } = await sql<{
    kode_toko: string; tgl_system: string; jenis: 'DIBAWAH_MODAL' | 'HARGA_BELI_LEBIH' | 'UBAH_HARGA' | 'DISKON'; no_faktur: string; kode_barcode: string; nama_barang: string;
    acuan: number; nilai: number; selisih: number; input_by: string; approved_by: string;
  }>`
    select a.* from (
      select p.kode_toko, p.tgl_system, 'DIBAWAH_MODAL' as jenis, d.no_faktur_jual as no_faktur, d.kode_barcode, d.nama_barang,
             d.floor as acuan, d.harga as nilai, d.harga - d.floor as selisih, p.input_by, ${approvers('p', 'DIBAWAH_MODAL')} as approved_by
        from ${SOLD}
       where ${storeIs('p', q.kodeToko)} and ${activeSale} and ${period} and d.harga < d.floor
      union all
      select p.kode_toko, p.tgl_system, 'UBAH_HARGA', d.no_faktur_jual, d.kode_barcode, d.nama_barang,
             d.harga_hitung, d.harga, d.harga - d.harga_hitung, p.input_by, ${approvers('p', 'UBAH_HARGA')}
        from ${SOLD}
       where ${storeIs('p', q.kodeToko)} and ${activeSale} and ${period} and d.harga <> d.harga_hitung
      union all
      select p.kode_toko, p.tgl_system, 'HARGA_BELI_LEBIH', d.no_faktur_beli, d.kode_barcode, d.nama_barang,
             d.harga_hitung, d.harga, d.harga - d.harga_hitung, p.input_by, ${approvers('p', 'HARGA_BELI_LEBIH')}
        from pembelian_detail d join pembelian p on p.kode_toko = d.kode_toko and p.no_faktur_group = d.no_faktur_group
       where ${storeIs('p', q.kodeToko)} and p.status = 'AKTIF' and d.status = 'AKTIF' and ${period} and d.harga > d.harga_hitung
      union all
      select p.kode_toko, p.tgl_system, 'DISKON', p.no_faktur_group, '', '',
             l.batas, p.diskon, p.diskon - l.batas, p.input_by, ${approvers('p', 'DISKON')}
        from penjualan p
        cross join lateral (
          select coalesce((select case when s.value ~ '^[0-9]{1,15}$' then s.value::bigint end
                             from para_system s where s.kode_toko = p.kode_toko and s.key = 'DISKON_MAKSIMAL'), ${q.defaultDiskonMaksimal}::bigint) as batas
        ) l
       where ${storeIs('p', q.kodeToko)} and p.status = 'AKTIF' and ${period} and p.diskon > l.batas
    ) a
    where ${kindIs}
    order by a.kode_toko, a.tgl_system, a.no_faktur, a.jenis, a.kode_barcode`.execute(db);
  return rows;
}
