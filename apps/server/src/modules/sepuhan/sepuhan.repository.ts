import { GUDANG_BELI, type SepuhanKelas, type SepuhanStatus } from '@emas/domain';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SepuhanBarangTable, SepuhanMutasiTable, SepuhanSusutTable } from '../../db/schema-sepuhan';

type Db = Kysely<Database>;

/** A bought-back piece waiting for sorting: the item (b) and the buy-back (d line, p document) it came from. */
const CANDIDATE_COLUMNS = [
  'b.kode_barcode',
  'b.nama_barang',
  'b.kode_group',
  'b.berat',
  'b.kadar',
  'd.kode_toko as kode_toko_beli',
  'd.no_faktur_group',
  'd.no_faktur_beli',
  'p.tgl_system as tgl_beli',
  'd.harga',
] as const;

/**
 * Bought-back pieces of the store waiting for the sorting area: active buy-back lines whose piece is still READY in a
 * buy-back (BELI) warehouse and was never received into sorting. `codes` narrows to those barcodes.
 */
export function listCandidates(db: Db, kodeToko: string, codes?: readonly string[]) {
  let q = db
    .selectFrom('pembelian_detail as d')
    .innerJoin('pembelian as p', (j) => j.onRef('p.kode_toko', '=', 'd.kode_toko').onRef('p.no_faktur_group', '=', 'd.no_faktur_group'))
    .innerJoin('barang as b', (j) => j.onRef('b.kode_toko', '=', 'd.kode_toko').onRef('b.kode_barcode', '=', 'd.kode_barcode'))
    .innerJoin('gudang as g', (j) => j.onRef('g.kode_toko', '=', 'b.kode_toko').onRef('g.kode_gudang', '=', 'b.kode_gudang'))
    .leftJoin('sepuhan_barang as s', (j) => j.onRef('s.kode_toko', '=', 'd.kode_toko').onRef('s.kode_barcode', '=', 'd.kode_barcode'))
    .select([...CANDIDATE_COLUMNS])
    .where('d.kode_toko', '=', kodeToko)
    .where('d.status', '=', 'AKTIF')
    .where('b.status', '=', 'READY')
    .where('g.jenis_gudang', '=', GUDANG_BELI)
    .where('s.kode_barcode', 'is', null);
  if (codes) q = q.where('d.kode_barcode', 'in', [...codes]);
  return q.orderBy('p.tgl_system').orderBy('d.no_faktur_beli').limit(2000).execute();
}
export type CandidateRow = Awaited<ReturnType<typeof listCandidates>>[number];

/**
 * Pieces other stores of the chain bought back and shipped to this store (the centralised variant's head office),
 * waiting for its sorting area: READY here in a BELI warehouse, brought in by a receipt (not cancelled) of a shipment
 * from the store that bought it back (its buy-back line still active there), never received into sorting here.
 * The buy-back line and price are the branch's: the piece's history is its penerimaan -> kirim -> pembelian chain.
 */
export function listShippedCandidates(db: Db, kodeToko: string, codes?: readonly string[]) {
  let q = db
    .selectFrom('barang as b')
    .innerJoin('gudang as g', (j) => j.onRef('g.kode_toko', '=', 'b.kode_toko').onRef('g.kode_gudang', '=', 'b.kode_gudang'))
    .innerJoin('penerimaan_barang_detail as td', (j) => j.onRef('td.kode_toko', '=', 'b.kode_toko').onRef('td.kode_barcode', '=', 'b.kode_barcode'))
    .innerJoin('penerimaan_barang as t', (j) => j.onRef('t.kode_toko', '=', 'td.kode_toko').onRef('t.no_terima', '=', 'td.no_terima'))
    .innerJoin('kirim_barang as k', 'k.no_kirim', 't.no_kirim')
    .innerJoin('pembelian_detail as d', (j) => j.onRef('d.kode_toko', '=', 'k.kode_toko_asal').onRef('d.kode_barcode', '=', 'b.kode_barcode'))
    .innerJoin('pembelian as p', (j) => j.onRef('p.kode_toko', '=', 'd.kode_toko').onRef('p.no_faktur_group', '=', 'd.no_faktur_group'))
    .leftJoin('sepuhan_barang as s', (j) => j.onRef('s.kode_toko', '=', 'b.kode_toko').onRef('s.kode_barcode', '=', 'b.kode_barcode'))
    .select([...CANDIDATE_COLUMNS])
    .distinctOn('b.kode_barcode')
    .where('b.kode_toko', '=', kodeToko)
    .where('b.status', '=', 'READY')
    .where('g.jenis_gudang', '=', GUDANG_BELI)
    .where('t.status', '!=', 'BATAL')
    .where('k.jenis', '=', 'TOKO')
    .where('k.kode_toko_asal', '!=', kodeToko)
    .where('d.status', '=', 'AKTIF')
    .where('s.kode_barcode', 'is', null);
  if (codes) q = q.where('b.kode_barcode', 'in', [...codes]);
  // the latest receipt names the sender when a piece travelled more than once
  return q.orderBy('b.kode_barcode').orderBy('t.id', 'desc').limit(2000).execute();
}

export async function insertPieces(db: Db, rows: readonly Insertable<SepuhanBarangTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('sepuhan_barang').values([...rows]).execute();
}

export async function insertMutasi(db: Db, rows: readonly Insertable<SepuhanMutasiTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('sepuhan_mutasi').values([...rows]).execute();
}

const PIECE_COLUMNS = [
  's.kode_barcode',
  'b.nama_barang',
  'b.kode_group',
  's.no_faktur_group',
  's.no_faktur_beli',
  'p.tgl_system as tgl_beli',
  's.berat_terima',
  's.kadar',
  's.harga_beli',
  's.status',
  's.kelas',
  's.sortir_by',
  's.no_terima',
  's.no_pindah',
  's.berat_kembali',
  's.berat_susut',
  's.no_susut',
  's.tgl_pindah',
] as const;

function piecesOf(db: Db, kodeToko: string) {
  return db
    .selectFrom('sepuhan_barang as s')
    .innerJoin('barang as b', (j) => j.onRef('b.kode_toko', '=', 's.kode_toko').onRef('b.kode_barcode', '=', 's.kode_barcode'))
    .innerJoin('pembelian as p', (j) => j.onRef('p.kode_toko', '=', 's.kode_toko_beli').onRef('p.no_faktur_group', '=', 's.no_faktur_group'))
    .select([...PIECE_COLUMNS])
    .where('s.kode_toko', '=', kodeToko);
}

/** Pieces of the sorting area in the states, oldest received first. */
export function listPieces(db: Db, kodeToko: string, statuses: readonly SepuhanStatus[]) {
  return piecesOf(db, kodeToko).where('s.status', 'in', [...statuses]).orderBy('s.tgl_terima').orderBy('s.kode_barcode').limit(2000).execute();
}
export type PieceRow = Awaited<ReturnType<typeof listPieces>>[number];

/** Pieces by barcode (any state). */
export function findPieces(db: Db, kodeToko: string, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([]);
  return piecesOf(db, kodeToko).where('s.kode_barcode', 'in', [...codes]).orderBy('s.kode_barcode').execute();
}

/** The sorting rows of the barcodes, locked (FOR UPDATE, in order): two sorters cannot class or move a piece twice. */
export function lockPieces(db: Db, kodeToko: string, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([]);
  return db.selectFrom('sepuhan_barang').selectAll().where('kode_toko', '=', kodeToko).where('kode_barcode', 'in', [...codes]).orderBy('kode_barcode').forUpdate().execute();
}
export type LockedPiece = Awaited<ReturnType<typeof lockPieces>>[number];

export async function markSorted(db: Db, kodeToko: string, kelas: SepuhanKelas, codes: readonly string[], v: { noSortir: string; by: string }): Promise<void> {
  if (!codes.length) return;
  await db
    .updateTable('sepuhan_barang')
    .set({ status: 'SORTIR', kelas, no_sortir: v.noSortir, sortir_by: v.by, sortir_at: new Date() })
    .where('kode_toko', '=', kodeToko)
    .where('kode_barcode', 'in', [...codes])
    .execute();
}

export async function markMoved(db: Db, kodeToko: string, code: string, v: { noPindah: string; tglSystem: string; beratKembali: string | null; noRefKeluar: string | null }): Promise<void> {
  await db
    .updateTable('sepuhan_barang')
    .set({ status: 'SELESAI', no_pindah: v.noPindah, tgl_pindah: v.tglSystem, berat_kembali: v.beratKembali, no_ref_keluar: v.noRefKeluar })
    .where('kode_toko', '=', kodeToko)
    .where('kode_barcode', '=', code)
    .execute();
}

/** The melting or shipment document a moved piece left the store's stock with. */
export async function setRefKeluar(db: Db, kodeToko: string, codes: readonly string[], noRef: string): Promise<void> {
  if (!codes.length) return;
  await db.updateTable('sepuhan_barang').set({ no_ref_keluar: noRef }).where('kode_toko', '=', kodeToko).where('kode_barcode', 'in', [...codes]).execute();
}

/** A refurbished piece's purity as it comes back (the item in stock). */
export async function setItemKadar(db: Db, kodeToko: string, code: string, kadar: string, by: string): Promise<void> {
  await db.updateTable('barang').set({ kadar, updated_by: by, updated_at: new Date() }).where('kode_toko', '=', kodeToko).where('kode_barcode', '=', code).execute();
}

/** Refurbished pieces of move-sort lots whose loss is not recorded yet (one lot, locked, when `noPindah` is given). */
export function unrecordedLossPieces(db: Db, kodeToko: string, noPindah?: string) {
  let q = db
    .selectFrom('sepuhan_barang')
    .select(['kode_barcode', 'no_pindah', 'tgl_pindah', 'berat_terima', 'berat_kembali', 'harga_beli'])
    .where('kode_toko', '=', kodeToko)
    .where('kelas', '=', 'SEPUH')
    .where('status', '=', 'SELESAI')
    .where('no_susut', 'is', null)
    .where(sql<boolean>`berat_kembali < berat_terima`);
  if (noPindah !== undefined) q = q.where('no_pindah', '=', noPindah);
  const ordered = q.orderBy('tgl_pindah').orderBy('no_pindah').orderBy('kode_barcode');
  return (noPindah !== undefined ? ordered.forUpdate() : ordered).execute();
}
export type LossPieceRow = Awaited<ReturnType<typeof unrecordedLossPieces>>[number];

export async function lotExists(db: Db, kodeToko: string, noPindah: string): Promise<boolean> {
  const row = await db.selectFrom('sepuhan_barang').select('kode_barcode').where('kode_toko', '=', kodeToko).where('no_pindah', '=', noPindah).executeTakeFirst();
  return Boolean(row);
}

export async function markLossRecorded(db: Db, kodeToko: string, noPindah: string, codes: readonly string[], noSusut: string): Promise<void> {
  await db
    .updateTable('sepuhan_barang')
    .set({ no_susut: noSusut, berat_susut: sql`berat_terima - berat_kembali` })
    .where('kode_toko', '=', kodeToko)
    .where('no_pindah', '=', noPindah)
    .where('kode_barcode', 'in', [...codes])
    .execute();
}

export async function insertSusut(db: Db, row: Insertable<SepuhanSusutTable>): Promise<void> {
  await db.insertInto('sepuhan_susut').values(row).execute();
}

export function findSusut(db: Db, kodeToko: string, noSusut: string) {
  return db.selectFrom('sepuhan_susut').selectAll().where('kode_toko', '=', kodeToko).where('no_susut', '=', noSusut).executeTakeFirstOrThrow();
}

/** The chain's head office (the store of type PUSAT). */
export async function headOffice(db: Db): Promise<string | null> {
  const row = await db.selectFrom('toko').select('kode_toko').where('type', '=', 'PUSAT').orderBy('kode_toko').executeTakeFirst();
  return row?.kode_toko ?? null;
}

/**
 * The sorting ledger summed per store, kind, and before / inside the period (rows after `to` left out): what the
 * domain's `sortingBalance` folds into the report's rows.
 */
export function ledgerSums(db: Db, kodeToko: string | null, from: string, to: string) {
  let rows = db
    .selectFrom('sepuhan_mutasi')
    .select(['kode_toko', 'jenis', 'qty', 'berat', sql<boolean>`tgl_system < ${from}::date`.as('sebelum')])
    .where('tgl_system', '<=', to);
  if (kodeToko) rows = rows.where('kode_toko', '=', kodeToko);
  return db
    .selectFrom(rows.as('m'))
    .select((eb) => ['m.kode_toko', 'm.jenis', 'm.sebelum', eb.fn.sum<string>('m.qty').as('qty'), eb.fn.sum<string>('m.berat').as('berat')])
    .groupBy(['m.kode_toko', 'm.jenis', 'm.sebelum'])
    .orderBy('m.kode_toko')
    .execute();
}

/** What is in the sorting area now: the pieces not moved on, and the weight refurbished pieces lost not yet recorded. */
export async function presentInSorting(db: Db, kodeToko: string): Promise<{ qty: number; berat: string; unrecorded: string }> {
  const row = await db
    .selectFrom('sepuhan_barang')
    .select([
      sql<string>`count(*) filter (where status <> 'SELESAI')`.as('qty'),
      sql<string>`coalesce(sum(berat_terima) filter (where status <> 'SELESAI'), 0)`.as('berat'),
      sql<string>`coalesce(sum(berat_terima - berat_kembali - berat_susut) filter (where status = 'SELESAI' and kelas = 'SEPUH'), 0)`.as('unrecorded'),
    ])
    .where('kode_toko', '=', kodeToko)
    .executeTakeFirstOrThrow();
  return { qty: Number(row.qty), berat: row.berat, unrecorded: row.unrecorded };
}
