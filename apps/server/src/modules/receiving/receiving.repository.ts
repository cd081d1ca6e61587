import type { FakturBermasalahQuery, StatusPengiriman } from '@emas/domain';
import { storeBusinessDate } from '../../db/columns';
import { sql, type Insertable, type Kysely } from 'kysely';
import type {
  Database,
  FakturBermasalahDetailTable,
  FakturBermasalahTable,
  KirimBarangDetailTable,
  KirimBarangTable,
  PenerimaanBarangDetailTable,
  PenerimaanBarangTable,
} from '../../db/schema';

type Db = Kysely<Database>;

// ---------------------------------------------------------------- shipments

const kirimColumns = [
  'k.no_kirim',
  'k.jenis',
  'k.kode_toko_asal',
  'k.kode_toko_tujuan',
  'k.nama_supplier',
  'k.kode_supplier',
  'k.harga_per_gram',
  'k.no_faktur_supplier',
  'k.tgl_kirim',
  'k.keterangan',
  'k.status',
  'k.no_terima',
  'k.tgl_terima',
  'k.total_qty',
  'k.total_berat',
  'k.input_by',
  'k.created_at',
  'k.kode_logistik',
  'k.kode_ekspedisi',
  'k.no_resi',
  'k.biaya_kirim',
  'k.status_pengiriman',
  'k.alamat_tujuan',
  'k.perjalanan_at',
] as const;

function selectKirim(db: Db) {
  return db
    .selectFrom('kirim_barang as k')
    .leftJoin('toko as t', 't.kode_toko', 'k.kode_toko_asal')
    .select([...kirimColumns, sql<string>`coalesce(${sql.ref('t.nama_toko')}, '')`.as('nama_toko_asal')]);
}

export type KirimDbRow = Awaited<ReturnType<typeof findKirim>> & {};

export function findKirim(db: Db, noKirim: string) {
  return selectKirim(db).where('k.no_kirim', '=', noKirim).executeTakeFirst();
}

/** Locks a shipment row (every change of a shipment starts here, so two receipts never race). */
export function lockKirim(db: Db, noKirim: string) {
  return db.selectFrom('kirim_barang').select(['no_kirim', 'kode_toko_tujuan', 'status']).where('no_kirim', '=', noKirim).forUpdate().executeTakeFirst();
}

/** Shipments sent from or to a store, newest first (at most `limit`). */
export function listKirimOf(db: Db, kodeToko: string, limit: number) {
  return selectKirim(db)
    .where((eb) => eb.or([eb('k.kode_toko_asal', '=', kodeToko), eb('k.kode_toko_tujuan', '=', kodeToko)]))
    .orderBy('k.tgl_kirim', 'desc')
    .orderBy('k.no_kirim', 'desc')
    .limit(limit)
    .execute();
}

export function listPendingTo(db: Db, kodeTokoTujuan: string) {
  return selectKirim(db)
    .where('k.kode_toko_tujuan', '=', kodeTokoTujuan)
    .where('k.status', '=', 'PENDING')
    .where('k.jenis', '=', 'TOKO')
    .orderBy('k.tgl_kirim')
    .orderBy('k.no_kirim')
    .execute();
}

export async function insertKirim(db: Db, header: Insertable<KirimBarangTable>, lines: readonly Insertable<KirimBarangDetailTable>[]): Promise<void> {
  await db.insertInto('kirim_barang').values(header).execute();
  if (lines.length) await db.insertInto('kirim_barang_detail').values([...lines]).execute();
}

export function listKirimDetail(db: Db, noKirim: string) {
  return db.selectFrom('kirim_barang_detail').selectAll().where('no_kirim', '=', noKirim).orderBy('id').execute();
}

export async function setKirimStatus(
  db: Db,
  noKirim: string,
  patch: { status: 'PENDING' | 'DITERIMA' | 'BATAL'; no_terima: string | null; tgl_terima: string | null; status_pengiriman?: StatusPengiriman | null },
): Promise<void> {
  await db
    .updateTable('kirim_barang')
    .set({ ...patch, updated_at: sql`now()` })
    .where('no_kirim', '=', noKirim)
    .execute();
}

/** The courier has the box: DALAM_PERJALANAN, with the tracking number when one is given. */
export async function setPerjalanan(db: Db, noKirim: string, noResi: string | null): Promise<void> {
  await db
    .updateTable('kirim_barang')
    .set({ status_pengiriman: 'DALAM_PERJALANAN', perjalanan_at: sql`coalesce(perjalanan_at, now())`, updated_at: sql`now()`, ...(noResi ? { no_resi: noResi } : {}) })
    .where('no_kirim', '=', noKirim)
    .execute();
}

// ---------------------------------------------------------------- the shipping module's lists

export function findTokoKirim(db: Db, kodeToko: string, kodeTokoKirim: string) {
  return db.selectFrom('toko_kirim').selectAll().where('kode_toko', '=', kodeToko).where('kode_toko_kirim', '=', kodeTokoKirim).executeTakeFirst();
}

export function findLogistik(db: Db, kodeToko: string, kodeLogistik: string) {
  return db.selectFrom('logistik').selectAll().where('kode_toko', '=', kodeToko).where('kode_logistik', '=', kodeLogistik).executeTakeFirst();
}

export function findEkspedisi(db: Db, kodeToko: string, kodeEkspedisi: string) {
  return db.selectFrom('ekspedisi').selectAll().where('kode_toko', '=', kodeToko).where('kode_ekspedisi', '=', kodeEkspedisi).executeTakeFirst();
}

/**
 * The missing pieces (TIDAK_ADA lines of a receipt's problem invoice) of chain shipments sent from or to a store,
 * received between two business dates; a cancelled receipt's invoice (BATAL) is left out.
 */
export function listSelisih(db: Db, kodeToko: string, from: string, to: string) {
  return db
    .selectFrom('faktur_bermasalah_detail as d')
    .innerJoin('faktur_bermasalah as f', (j) => j.onRef('f.kode_toko', '=', 'd.kode_toko').onRef('f.no_faktur', '=', 'd.no_faktur'))
    .innerJoin('kirim_barang as k', 'k.no_kirim', 'f.no_kirim')
    .select([
      'k.no_kirim',
      'f.no_terima',
      'f.no_faktur',
      'k.tgl_kirim',
      'f.tgl_system as tgl_terima',
      'k.kode_toko_asal',
      'k.kode_toko_tujuan',
      'k.kode_logistik',
      'k.no_resi',
      'd.kode_barcode',
      'd.nama_barang',
      'd.berat_kirim',
      'f.status as status_faktur',
    ])
    .where('k.jenis', '=', 'TOKO')
    .where('d.jenis', '=', 'TIDAK_ADA')
    .where('f.status', '<>', 'BATAL')
    .where((eb) => eb.or([eb('k.kode_toko_asal', '=', kodeToko), eb('k.kode_toko_tujuan', '=', kodeToko)]))
    .where('f.tgl_system', '>=', from)
    .where('f.tgl_system', '<=', to)
    .orderBy('f.tgl_system', 'desc')
    .orderBy('k.no_kirim', 'desc')
    .orderBy('d.id')
    .execute();
}

// ---------------------------------------------------------------- the box count

export function listScans(db: Db, noKirim: string) {
  return db.selectFrom('kirim_barang_scan').select(['kode_barcode', 'scan_by', 'created_at']).where('no_kirim', '=', noKirim).orderBy('id').execute();
}

export async function insertScan(db: Db, noKirim: string, kodeBarcode: string, by: string): Promise<void> {
  await db.insertInto('kirim_barang_scan').values({ no_kirim: noKirim, kode_barcode: kodeBarcode, scan_by: by }).execute();
}

export async function deleteScans(db: Db, noKirim: string): Promise<void> {
  await db.deleteFrom('kirim_barang_scan').where('no_kirim', '=', noKirim).execute();
}

/** Name and weight of items of a store (the sender's view of unexpected barcodes). */
export function itemSummaries(db: Db, kodeToko: string, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([]);
  return db
    .selectFrom('barang')
    .select(['kode_barcode', 'nama_barang', 'berat'])
    .where('kode_toko', '=', kodeToko)
    .where('kode_barcode', 'in', [...codes])
    .execute();
}

// ---------------------------------------------------------------- receipts

export async function insertPenerimaan(db: Db, header: Insertable<PenerimaanBarangTable>, lines: readonly Insertable<PenerimaanBarangDetailTable>[]): Promise<void> {
  await db.insertInto('penerimaan_barang').values(header).execute();
  if (lines.length) await db.insertInto('penerimaan_barang_detail').values([...lines]).execute();
}

function selectPenerimaan(db: Db) {
  return db
    .selectFrom('penerimaan_barang as p')
    .innerJoin('kirim_barang as k', 'k.no_kirim', 'p.no_kirim')
    .leftJoin('toko as t', 't.kode_toko', 'k.kode_toko_asal')
    .leftJoin('faktur_bermasalah as f', (j) => j.onRef('f.kode_toko', '=', 'p.kode_toko').onRef('f.no_terima', '=', 'p.no_terima'))
    .select([
      'p.no_terima',
      'p.no_kirim',
      'p.tgl_system',
      'p.kode_gudang',
      'p.kode_baki',
      'p.status',
      'p.total_qty',
      'p.total_berat',
      'p.input_by',
      'p.created_at',
      'p.alasan_batal',
      'k.jenis',
      'k.kode_toko_asal',
      sql<string>`coalesce(${sql.ref('t.nama_toko')}, ${sql.ref('k.nama_supplier')})`.as('nama_pengirim'),
      'f.no_faktur as no_faktur_bermasalah',
    ]);
}

export type PenerimaanDbRow = Awaited<ReturnType<typeof findPenerimaan>> & {};

export function findPenerimaan(db: Db, kodeToko: string, noTerima: string) {
  return selectPenerimaan(db).where('p.kode_toko', '=', kodeToko).where('p.no_terima', '=', noTerima).executeTakeFirst();
}

export function lockPenerimaan(db: Db, kodeToko: string, noTerima: string) {
  return db.selectFrom('penerimaan_barang').selectAll().where('kode_toko', '=', kodeToko).where('no_terima', '=', noTerima).forUpdate().executeTakeFirst();
}

export function listPenerimaan(db: Db, kodeToko: string, from: string, to: string) {
  return selectPenerimaan(db)
    .where('p.kode_toko', '=', kodeToko)
    .where('p.tgl_system', '>=', from)
    .where('p.tgl_system', '<=', to)
    .orderBy('p.tgl_system', 'desc')
    .orderBy('p.no_terima', 'desc')
    .execute();
}

export function listPenerimaanDetail(db: Db, kodeToko: string, noTerima: string) {
  return db
    .selectFrom('penerimaan_barang_detail')
    .select(['kode_barcode', 'nama_barang', 'berat_kirim', 'berat_terima'])
    .where('kode_toko', '=', kodeToko)
    .where('no_terima', '=', noTerima)
    .orderBy('id')
    .execute();
}

export async function cancelPenerimaan(db: Db, kodeToko: string, noTerima: string, alasan: string, by: string): Promise<void> {
  await db
    .updateTable('penerimaan_barang')
    .set({ status: 'BATAL', alasan_batal: alasan, batal_by: by, batal_at: sql`now()`, batal_tgl_system: storeBusinessDate(kodeToko) })
    .where('kode_toko', '=', kodeToko)
    .where('no_terima', '=', noTerima)
    .execute();
}

// ---------------------------------------------------------------- problem invoices

export async function insertFaktur(db: Db, header: Insertable<FakturBermasalahTable>, lines: readonly Insertable<FakturBermasalahDetailTable>[]): Promise<void> {
  await db.insertInto('faktur_bermasalah').values(header).execute();
  if (lines.length) await db.insertInto('faktur_bermasalah_detail').values([...lines]).execute();
}

function selectFaktur(db: Db) {
  return db
    .selectFrom('faktur_bermasalah as f')
    .innerJoin('kirim_barang as k', 'k.no_kirim', 'f.no_kirim')
    .leftJoin('toko as t', 't.kode_toko', 'k.kode_toko_asal')
    .select([
      'f.no_faktur',
      'f.no_kirim',
      'f.no_terima',
      'f.tgl_system',
      'f.status',
      'f.catatan',
      'f.selesai_by',
      'f.selesai_at',
      'f.created_at',
      'k.kode_toko_asal',
      sql<string>`coalesce(${sql.ref('t.nama_toko')}, ${sql.ref('k.nama_supplier')})`.as('nama_pengirim'),
    ]);
}

export type FakturDbRow = Awaited<ReturnType<typeof listFaktur>>[number];

export function listFaktur(db: Db, kodeToko: string, q: FakturBermasalahQuery & { tgl_from: string; tgl_to: string }) {
  let query = selectFaktur(db).where('f.kode_toko', '=', kodeToko).where('f.tgl_system', '>=', q.tgl_from).where('f.tgl_system', '<=', q.tgl_to);
  if (q.status !== 'ALL') query = query.where('f.status', '=', q.status);
  return query.orderBy('f.tgl_system', 'desc').orderBy('f.no_faktur', 'desc').execute();
}

export function findFaktur(db: Db, kodeToko: string, noFaktur: string) {
  return selectFaktur(db).where('f.kode_toko', '=', kodeToko).where('f.no_faktur', '=', noFaktur).executeTakeFirst();
}

export function lockFaktur(db: Db, kodeToko: string, noFaktur: string) {
  return db.selectFrom('faktur_bermasalah').select(['no_faktur', 'status']).where('kode_toko', '=', kodeToko).where('no_faktur', '=', noFaktur).forUpdate().executeTakeFirst();
}

export function listFakturDetail(db: Db, kodeToko: string, noFakturs: readonly string[]) {
  if (!noFakturs.length) return Promise.resolve([]);
  return db
    .selectFrom('faktur_bermasalah_detail')
    .select(['no_faktur', 'kode_barcode', 'nama_barang', 'jenis', 'berat_kirim', 'berat_terima'])
    .where('kode_toko', '=', kodeToko)
    .where('no_faktur', 'in', [...noFakturs])
    .orderBy('id')
    .execute();
}

export async function resolveFaktur(db: Db, kodeToko: string, noFaktur: string, catatan: string, by: string): Promise<void> {
  await db
    .updateTable('faktur_bermasalah')
    .set({ status: 'SELESAI', catatan, selesai_by: by, selesai_at: sql`now()` })
    .where('kode_toko', '=', kodeToko)
    .where('no_faktur', '=', noFaktur)
    .execute();
}

/** The open problem invoice of an undone receipt is cancelled with it. */
export async function cancelOpenFakturOf(db: Db, kodeToko: string, noTerima: string): Promise<void> {
  await db
    .updateTable('faktur_bermasalah')
    .set({ status: 'BATAL' })
    .where('kode_toko', '=', kodeToko)
    .where('no_terima', '=', noTerima)
    .where('status', '=', 'OPEN')
    .execute();
}
