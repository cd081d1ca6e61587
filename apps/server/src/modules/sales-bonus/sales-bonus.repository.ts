import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * What each sales person sold per month and group in a period, from validated receipts (valid = true, not
 * cancelled) and their lines still sold (a line cancelled later is left out: sales minus cancellations), with the
 * bonus parameter of the group in force on the receipt's date (the latest tgl_dari not after it, not ended).
 * Grouped also by that parameter, so a rate changed within a month is applied to its own days.
 */
export function soldPerSalesQuery(db: Db, a: { kodeToko: string | null; from: string; to: string }) {
  let q = db
    .selectFrom('penjualan as p')
    .innerJoin('penjualan_detail as d', (j) => j.onRef('d.kode_toko', '=', 'p.kode_toko').onRef('d.no_faktur_group', '=', 'p.no_faktur_group'))
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('para_bonus_sales as b')
          .select(['b.kode_bonus', 'b.dasar', sql<number>`b.rp_per_gram::float8`.as('rp_per_gram'), sql<string>`b.persen::text`.as('persen')])
          .whereRef('b.kode_toko', '=', 'p.kode_toko')
          .whereRef('b.kode_group', '=', 'd.kode_group')
          .where(sql<boolean>`b.tgl_dari <= to_char(p.tgl_system, 'YYYY-MM-DD')`)
          .where(sql<boolean>`(b.tgl_sampai is null or b.tgl_sampai = '' or b.tgl_sampai >= to_char(p.tgl_system, 'YYYY-MM-DD'))`)
          .orderBy('b.tgl_dari', 'desc')
          .orderBy('b.kode_bonus', 'desc')
          .limit(1)
          .as('r'),
      (j) => j.onTrue(),
    )
    .select([
      'p.kode_toko',
      sql<string>`to_char(p.tgl_system, 'YYYY-MM')`.as('bulan'),
      'p.kode_sales',
      sql<string>`max(p.nama_sales)`.as('nama_sales'),
      'd.kode_group',
      sql<string>`coalesce(r.kode_bonus, '')`.as('kode_bonus'),
      sql<string | null>`max(r.dasar)`.as('dasar'),
      sql<number>`coalesce(max(r.rp_per_gram), 0)`.as('rp_per_gram'),
      sql<string>`coalesce(max(r.persen), '0')`.as('persen'),
      sql<number>`sum(d.jumlah)::int`.as('jumlah_barang'),
      sql<string>`sum(round(d.berat * 1000))::bigint::text`.as('mg'),
      sql<string>`sum(d.harga)::bigint::text`.as('rupiah'),
    ])
    .where('p.valid', '=', true)
    .where('p.status', '=', 'AKTIF')
    .where('d.status', '=', 'AKTIF')
    .where('p.tgl_system', '>=', a.from)
    .where('p.tgl_system', '<=', a.to)
    .groupBy(['p.kode_toko', sql`to_char(p.tgl_system, 'YYYY-MM')`, 'p.kode_sales', 'd.kode_group', sql`coalesce(r.kode_bonus, '')`])
    .orderBy('p.kode_toko')
    .orderBy(sql`to_char(p.tgl_system, 'YYYY-MM')`)
    .orderBy('p.kode_sales')
    .orderBy('d.kode_group');
  if (a.kodeToko) q = q.where('p.kode_toko', '=', a.kodeToko);
  return q;
}
export type SoldPerSalesRow = Awaited<ReturnType<ReturnType<typeof soldPerSalesQuery>['execute']>>[number];
