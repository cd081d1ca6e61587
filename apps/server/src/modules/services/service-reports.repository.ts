import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { SERVICE_KAS } from './services.repository';

type Db = Kysely<Database>;
type Period = { from: string; to: string };
type DateColumn = 'tgl_system' | 'tgl_selesai' | 'tgl_ambil' | 'tgl_batal';

/** Repairs whose event (taken in, finished, picked up, cancelled) fell in the period, with their pieces summed. */
export function servicesBy(db: Db, kodeToko: string | null, column: DateColumn, p: Period & { kodeTukang: string | null }) {
  let q = db
    .selectFrom('service as s')
    .leftJoin(
      db
        .selectFrom('service_detail as d')
        .select((eb) => [
          'd.kode_toko',
          'd.no_service',
          eb.fn.countAll<string>().as('jumlah_barang'),
          sql<string>`string_agg(d.nama_barang || ': ' || d.deskripsi, '; ' order by d.urut)`.as('deskripsi'),
        ])
        .groupBy(['d.kode_toko', 'd.no_service'])
        .as('l'),
      (j) => j.onRef('l.kode_toko', '=', 's.kode_toko').onRef('l.no_service', '=', 's.no_service'),
    )
    .selectAll('s')
    .select(['l.jumlah_barang', 'l.deskripsi'])
    .where(`s.${column}`, '>=', p.from)
    .where(`s.${column}`, '<=', p.to);
  if (kodeToko) q = q.where('s.kode_toko', '=', kodeToko);
  if (p.kodeTukang) q = q.where('s.kode_tukang', '=', p.kodeTukang);
  return q.orderBy(`s.${column}`).orderBy('s.no_service').execute();
}

/** The repairs' rows of the cash ledger in the period, with the repair's customer and status. */
export function serviceMoneyRows(db: Db, kodeToko: string | null, p: Period & { status: string | null }) {
  let q = db
    .selectFrom('kas_mutasi as k')
    .innerJoin('service as s', (j) => j.onRef('s.kode_toko', '=', 'k.kode_toko').onRef('s.no_service', '=', 'k.no_ref'))
    .select(['k.kode_toko', 'k.tgl_system', 'k.no_ref', 'k.kategori', 'k.jenis', 'k.no_rekening', 'k.keterangan', 'k.input_by', 'k.jumlah_in', 'k.jumlah_out', 's.nama_customer', 's.status'])
    .where('k.kategori', 'in', [...SERVICE_KAS])
    .where('k.tgl_system', '>=', p.from)
    .where('k.tgl_system', '<=', p.to);
  if (kodeToko) q = q.where('k.kode_toko', '=', kodeToko);
  if (p.status) q = q.where('s.status', '=', p.status as 'OPEN');
  return q.orderBy('k.tgl_system').orderBy('k.id').execute();
}
