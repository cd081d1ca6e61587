import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Period } from './penjualan-reports.repository';

type Db = Kysely<Database>;

/**
 * spec 000 §7 pembelian/hidup/report-limited: active buy-back lines of the period, filtered by the
 * group's price group (kelompok_harga), the group and the condition; rata_asal is the price paid per
 * gram. The service groups them by kondisi.
 */
export function pembelianPerFakturQuery(db: Db, p: Period & { kelompokHarga: string | null; kodeGroup: string | null; kondisi: string | null }) {
  return sql<{
    kode_toko: string; tgl_system: string; no_faktur_beli: string; kode_sales: string; nama_barang: string; kode_group: string;
    harga_emas: number; berat_nota: string | null; berat: string; harga_nota: number | null; harga: number; rata_asal: number; kondisi: string;
  }>`
    select d.kode_toko, to_char(b.tgl_system, 'YYYY-MM-DD') as tgl_system, d.no_faktur_beli, b.kode_sales, d.nama_barang, d.kode_group,
      d.harga_emas, d.berat_nota, d.berat, d.harga_nota, d.harga,
      case when d.berat > 0 then round(d.harga / d.berat)::bigint else 0::bigint end as rata_asal,
      coalesce(nullif(d.nama_kondisi, ''), d.kode_kondisi) as kondisi
    from pembelian_detail d
    join pembelian b on b.kode_toko = d.kode_toko and b.no_faktur_group = d.no_faktur_group
    left join group_barang g on g.kode_toko = d.kode_toko and g.kode_group = d.kode_group
    where b.status = 'AKTIF' and d.status = 'AKTIF' and b.tgl_system between ${p.from}::date and ${p.to}::date
      and (${p.kodeToko}::text is null or d.kode_toko = ${p.kodeToko})
      and (${p.kelompokHarga}::text is null or g.kelompok_harga = ${p.kelompokHarga})
      and (${p.kodeGroup}::text is null or d.kode_group = ${p.kodeGroup})
      and (${p.kondisi}::text is null or d.kode_kondisi = ${p.kondisi} or d.nama_kondisi = ${p.kondisi})
    order by kondisi, d.kode_toko, d.no_faktur_beli`.compile(db);
}

/** Active buy-back lines of the period with their receipt's way of payment: the query (no cap; read through a cursor). */
export function transaksiPembelianQuery(
  db: Db,
  p: Period & { jenisBayar: 'CASH' | 'TRANSFER' | 'TUKAR' | null; sortBy: 'no_faktur_beli' | 'nama_barang' | 'berat' | 'harga' },
) {
  let q = db
    .selectFrom('pembelian_detail as d')
    .innerJoin('pembelian as b', (j) => j.onRef('b.kode_toko', '=', 'd.kode_toko').onRef('b.no_faktur_group', '=', 'd.no_faktur_group'))
    .select([
      'd.kode_toko',
      sql<string>`to_char(b.tgl_system, 'YYYY-MM-DD')`.as('tgl_system'),
      'd.no_faktur_group',
      'd.no_faktur_beli',
      'b.kode_sales',
      'b.nama_customer',
      'd.nama_barang',
      'd.kode_group',
      sql<string>`d.kadar::text`.as('kadar'),
      sql<string>`coalesce(nullif(d.nama_kondisi, ''), d.kode_kondisi)`.as('kondisi'),
      'd.berat',
      'd.harga_emas',
      'd.harga',
      'b.jenis_bayar',
    ])
    .where('b.status', '=', 'AKTIF')
    .where('d.status', '=', 'AKTIF')
    .where('b.tgl_system', '>=', p.from)
    .where('b.tgl_system', '<=', p.to);
  if (p.kodeToko) q = q.where('d.kode_toko', '=', p.kodeToko);
  if (p.jenisBayar) q = q.where('b.jenis_bayar', '=', p.jenisBayar);
  const dir = p.sortBy === 'berat' || p.sortBy === 'harga' ? 'desc' : 'asc';
  return q.orderBy('d.kode_toko').orderBy(`d.${p.sortBy}`, dir).orderBy('d.no_faktur_beli');
}

/** Active buy-back lines summed per day, sales person, group or condition. */
export async function rekapPembelian(db: Db, p: Period & { per: 'TANGGAL' | 'SALES' | 'GROUP' | 'KONDISI' }) {
  const key =
    p.per === 'TANGGAL'
      ? sql<string>`to_char(b.tgl_system, 'YYYY-MM-DD')`
      : p.per === 'SALES'
        ? sql<string>`b.kode_sales`
        : p.per === 'GROUP'
          ? sql<string>`d.kode_group`
          : sql<string>`d.kode_kondisi`;
  const name =
    p.per === 'TANGGAL'
      ? sql<string>`''`
      : p.per === 'SALES'
        ? sql<string>`max(b.nama_sales)`
        : p.per === 'GROUP'
          ? sql<string>`coalesce(max(g.nama_group), '')`
          : sql<string>`max(d.nama_kondisi)`;
  const { rows } = await sql<{ kode_toko: string; kunci: string; nama: string; jumlah_nota: number; qty: number; berat: string; harga: number }>`
    select d.kode_toko, ${key} as kunci, ${name} as nama,
      count(distinct d.no_faktur_group)::int as jumlah_nota, count(*)::int as qty,
      sum(d.berat)::numeric(14,3)::text as berat, sum(d.harga)::bigint as harga
    from pembelian_detail d
    join pembelian b on b.kode_toko = d.kode_toko and b.no_faktur_group = d.no_faktur_group
    left join group_barang g on g.kode_toko = d.kode_toko and g.kode_group = d.kode_group
    where b.status = 'AKTIF' and d.status = 'AKTIF' and b.tgl_system between ${p.from}::date and ${p.to}::date
      and (${p.kodeToko}::text is null or d.kode_toko = ${p.kodeToko})
    group by d.kode_toko, ${key}
    order by d.kode_toko, 2`.execute(db);
  return rows;
}

/** Lines of buy-back receipts cancelled, receipts of the period: the query (no cap; read through a cursor). */
export function batalPembelianQuery(db: Db, p: Period) {
  return sql<{
    kode_toko: string; tgl_system: string; tgl_batal: string; no_faktur_group: string; no_faktur_beli: string; nama_barang: string;
    berat: string; harga: number; alasan: string; batal_by: string; otorisasi_by: string;
  }>`
    select d.kode_toko, to_char(b.tgl_system, 'YYYY-MM-DD') as tgl_system,
      coalesce(to_char(b.batal_tgl_system, 'YYYY-MM-DD'), '') as tgl_batal,
      d.no_faktur_group, d.no_faktur_beli, d.nama_barang, d.berat, d.harga,
      coalesce(b.alasan_batal, '') as alasan, coalesce(b.batal_by, '') as batal_by,
      coalesce((select string_agg(distinct o.approved_by, ', ') from otorisasi o
        where o.kode_toko = b.kode_toko and o.no_dokumen = b.no_faktur_group and o.operasi like 'BATAL%' and o.status = 'APPROVED'), '') as otorisasi_by
    from pembelian_detail d
    join pembelian b on b.kode_toko = d.kode_toko and b.no_faktur_group = d.no_faktur_group
    where b.status = 'BATAL' and b.tgl_system between ${p.from}::date and ${p.to}::date
      and (${p.kodeToko}::text is null or d.kode_toko = ${p.kodeToko})
    order by d.kode_toko, d.no_faktur_beli`.compile(db);
}

/** Active lines whose price paid differs from the computed price (LEBIH: paid more, KURANG: paid less): the query (no cap). */
export function selisihPembelianQuery(db: Db, p: Period & { arah: 'LEBIH' | 'KURANG' | null }) {
  return sql<{
    kode_toko: string; tgl_system: string; no_faktur_beli: string; nama_barang: string; kode_group: string; kondisi: string;
    berat: string; harga_hitung: number; harga: number; selisih: number; otorisasi_by: string;
  }>`
    select d.kode_toko, to_char(b.tgl_system, 'YYYY-MM-DD') as tgl_system, d.no_faktur_beli, d.nama_barang, d.kode_group,
      coalesce(nullif(d.nama_kondisi, ''), d.kode_kondisi) as kondisi, d.berat, d.harga_hitung, d.harga,
      (d.harga - d.harga_hitung)::bigint as selisih,
      coalesce((select string_agg(distinct a->>'approved_by', ', ') from jsonb_array_elements(b.otorisasi) a), '') as otorisasi_by
    from pembelian_detail d
    join pembelian b on b.kode_toko = d.kode_toko and b.no_faktur_group = d.no_faktur_group
    where b.status = 'AKTIF' and d.status = 'AKTIF' and d.harga <> d.harga_hitung
      and b.tgl_system between ${p.from}::date and ${p.to}::date
      and (${p.kodeToko}::text is null or d.kode_toko = ${p.kodeToko})
      and (${p.arah}::text is null or (${p.arah} = 'LEBIH' and d.harga > d.harga_hitung) or (${p.arah} = 'KURANG' and d.harga < d.harga_hitung))
    order by d.kode_toko, d.no_faktur_beli`.compile(db);
}

/** Active buy-back receipts summed per day and way of payment. */
export async function rekapTransaksiPembelian(db: Db, p: Period) {
  const { rows } = await sql<{ kode_toko: string; tgl_system: string; jumlah_nota: number; berat: string; cash: number; transfer: number; tukar: number; total: number }>`
    select b.kode_toko, to_char(b.tgl_system, 'YYYY-MM-DD') as tgl_system, count(*)::int as jumlah_nota,
      sum(b.total_berat)::numeric(14,3)::text as berat,
      coalesce(sum(b.total_harga) filter (where b.jenis_bayar = 'CASH'), 0)::bigint as cash,
      coalesce(sum(b.total_harga) filter (where b.jenis_bayar = 'TRANSFER'), 0)::bigint as transfer,
      coalesce(sum(b.total_harga) filter (where b.jenis_bayar = 'TUKAR'), 0)::bigint as tukar,
      sum(b.total_harga)::bigint as total
    from pembelian b
    where b.status = 'AKTIF' and b.tgl_system between ${p.from}::date and ${p.to}::date
      and (${p.kodeToko}::text is null or b.kode_toko = ${p.kodeToko})
    group by b.kode_toko, b.tgl_system
    order by b.kode_toko, b.tgl_system`.execute(db);
  return rows;
}
