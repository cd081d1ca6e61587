import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Period } from './penjualan-reports.repository';

type Db = Kysely<Database>;

/** Every approval and rejection decided in the period (Asia/Jakarta days): the query (no cap; read through a cursor). */
export function otorisasiQuery(db: Db, p: Period & { status: 'APPROVED' | 'REJECTED' | null }) {
  return sql<{
    id: string; kode_toko: string; operasi: string; dokumen: string; requested_by: string; approved_by: string; metode: string;
    status: string; decided_at: string; alasan: string; nilai: number | null;
  }>`
    select o.id, o.kode_toko, o.operasi, coalesce(o.no_dokumen, o.no_faktur_group, '') as dokumen, o.requested_by,
      coalesce(o.approved_by, '') as approved_by, o.metode, o.status,
      to_char(coalesce(o.decided_at, o.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as decided_at,
      concat_ws(' / ', nullif(o.alasan, ''), nullif(o.keterangan, ''), nullif(o.deskripsi, '')) as alasan,
      o.nilai::bigint as nilai
    from otorisasi o
    where o.status in ('APPROVED', 'REJECTED')
      and (coalesce(o.decided_at, o.created_at) at time zone 'Asia/Jakarta')::date between ${p.from}::date and ${p.to}::date
      and (${p.kodeToko}::text is null or o.kode_toko = ${p.kodeToko})
      and (${p.status}::text is null or o.status = ${p.status})
    order by o.kode_toko, coalesce(o.decided_at, o.created_at) desc, o.id`.compile(db);
}

/** Gold prices set in the period (by their date in force), each beside the price of its group it replaced: the query (no cap). */
export function perubahanHargaQuery(db: Db, p: Period & { kodeGroup: string | null }) {
  return sql<{
    id: number; kode_toko: string; tgl_berlaku: string; kode_group: string; harga_jual_lama: number | null; harga_jual: number;
    harga_beli_lama: number | null; harga_beli: number; sumber: string; created_by: string; created_at: string;
  }>`
    select x.id, x.kode_toko, x.tgl_berlaku, x.kode_group, x.harga_jual_lama, x.harga_jual, x.harga_beli_lama, x.harga_beli, x.sumber, x.created_by, x.created_at from (
      select h.id, h.kode_toko, to_char(h.tgl_berlaku, 'YYYY-MM-DD') as tgl_berlaku, h.kode_group,
        lag(h.harga_jual) over w as harga_jual_lama, h.harga_jual,
        lag(h.harga_beli) over w as harga_beli_lama, h.harga_beli, h.sumber, h.created_by,
        to_char(h.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at, h.tgl_berlaku as berlaku
      from harga_emas h
      where (${p.kodeToko}::text is null or h.kode_toko = ${p.kodeToko})
        and (${p.kodeGroup}::text is null or h.kode_group = ${p.kodeGroup})
        and h.tgl_berlaku <= ${p.to}::date
      window w as (partition by h.kode_toko, h.kode_group order by h.tgl_berlaku, h.id)
    ) x
    where x.berlaku >= ${p.from}::date
    order by x.kode_toko, x.berlaku, x.kode_group, x.id`.compile(db);
}
