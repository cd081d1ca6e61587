import { PRESENT_STATUSES } from '@emas/domain';
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database, StockOpnameDetailTable, StockOpnameTable, TimbangBakiTable } from '../../db/schema';

type Db = Kysely<Database>;

// ---------------------------------------------------------------- places

/** A tray of the store with its warehouse and that warehouse's kind. */
export function findTray(db: Db, kodeToko: string, kodeBaki: string) {
  return db
    .selectFrom('baki as b')
    .innerJoin('gudang as g', (j) => j.onRef('g.kode_toko', '=', 'b.kode_toko').onRef('g.kode_gudang', '=', 'b.kode_gudang'))
    .select(['b.kode_baki', 'b.nama_baki', 'b.kode_gudang', 'b.aktif', 'g.jenis_gudang'])
    .where('b.kode_toko', '=', kodeToko)
    .where('b.kode_baki', '=', kodeBaki)
    .executeTakeFirst();
}

/** The warehouse row, locked: starts of counts in one warehouse queue behind each other. */
export function lockGudang(db: Db, kodeToko: string, kodeGudang: string) {
  return db.selectFrom('gudang').select(['kode_gudang', 'jenis_gudang']).where('kode_toko', '=', kodeToko).where('kode_gudang', '=', kodeGudang).forUpdate().executeTakeFirst();
}

export function findGudang(db: Db, kodeToko: string, kodeGudang: string) {
  return db.selectFrom('gudang').select(['kode_gudang', 'jenis_gudang']).where('kode_toko', '=', kodeToko).where('kode_gudang', '=', kodeGudang).executeTakeFirst();
}

/** Pieces and weight (numeric text, exact) of the items present in a tray. */
export async function trayContents(db: Db, kodeToko: string, kodeBaki: string): Promise<{ jumlah: number; berat: string }> {
  const row = await db
    .selectFrom('barang')
    .select([sql<number>`coalesce(sum(jumlah), 0)::int`.as('jumlah'), sql<string>`coalesce(sum(jumlah * berat), 0)::text`.as('berat')])
    .where('kode_toko', '=', kodeToko)
    .where('kode_baki', '=', kodeBaki)
    .where('status', 'in', [...PRESENT_STATUSES])
    .executeTakeFirstOrThrow();
  return { jumlah: Number(row.jumlah), berat: row.berat };
}

// ---------------------------------------------------------------- weighing

export async function insertTimbang(db: Db, row: Insertable<TimbangBakiTable>): Promise<void> {
  await db.insertInto('timbang_baki').values(row).execute();
}

/** The store's weighing rows not reset, newest first. */
export function listTimbang(db: Db, kodeToko: string) {
  return db
    .selectFrom('timbang_baki as t')
    .leftJoin('baki as b', (j) => j.onRef('b.kode_toko', '=', 't.kode_toko').onRef('b.kode_baki', '=', 't.kode_baki'))
    .select(['t.id', 't.kode_gudang', 't.kode_baki', 'b.nama_baki', 't.jumlah', 't.berat_system', 't.berat_timbang', 't.selisih', 't.tgl_system', 't.input_by', 't.created_at'])
    .where('t.kode_toko', '=', kodeToko)
    .where('t.reset_at', 'is', null)
    .orderBy('t.id', 'desc')
    .execute();
}

/** One weighing row of the store still in the list, locked (its weight is entered once). */
export function findTimbangForUpdate(db: Db, kodeToko: string, id: number) {
  return db
    .selectFrom('timbang_baki')
    .select(['id', 'berat_system', 'berat_timbang'])
    .where('kode_toko', '=', kodeToko)
    .where('id', '=', id)
    .where('reset_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function setTimbangWeight(db: Db, id: number, beratTimbang: string, selisih: string): Promise<void> {
  await db.updateTable('timbang_baki').set({ berat_timbang: beratTimbang, selisih }).where('id', '=', id).where('berat_timbang', 'is', null).execute();
}

export async function resetTimbang(db: Db, kodeToko: string, by: string): Promise<number> {
  const result = await db.updateTable('timbang_baki').set({ reset_at: sql`now()`, reset_by: by }).where('kode_toko', '=', kodeToko).where('reset_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

// ---------------------------------------------------------------- stock opname

/** Open counts that overlap a place: the same tray, or anything in the warehouse when either side is the whole warehouse. */
export function openOpnamesOverlapping(db: Db, kodeToko: string, kodeGudang: string, kodeBaki: string | null) {
  let q = db.selectFrom('stock_opname').select(['no_opname', 'kode_gudang', 'kode_baki']).where('kode_toko', '=', kodeToko).where('kode_gudang', '=', kodeGudang).where('status', '=', 'OPEN');
  if (kodeBaki) q = q.where((eb) => eb.or([eb('kode_baki', 'is', null), eb('kode_baki', '=', kodeBaki)]));
  return q.orderBy('no_opname').execute();
}

/** Items present in a tray or a warehouse: the snapshot a count expects. */
export function presentItemsIn(db: Db, kodeToko: string, kodeGudang: string, kodeBaki: string | null) {
  let q = db
    .selectFrom('barang')
    .select(['kode_barcode', 'nama_barang', 'kode_gudang', 'kode_baki', 'jumlah', 'berat', 'status'])
    .where('kode_toko', '=', kodeToko)
    .where('kode_gudang', '=', kodeGudang)
    .where('status', 'in', [...PRESENT_STATUSES]);
  if (kodeBaki) q = q.where('kode_baki', '=', kodeBaki);
  return q.orderBy('kode_barcode').execute();
}

export async function insertOpname(db: Db, header: Insertable<StockOpnameTable>, lines: readonly Insertable<StockOpnameDetailTable>[]): Promise<void> {
  await db.insertInto('stock_opname').values(header).execute();
  for (let i = 0; i < lines.length; i += 2000) await db.insertInto('stock_opname_detail').values(lines.slice(i, i + 2000)).execute();
}

export function findOpname(db: Db, kodeToko: string, noOpname: string) {
  return db.selectFrom('stock_opname').selectAll().where('kode_toko', '=', kodeToko).where('no_opname', '=', noOpname).executeTakeFirst();
}

export function lockOpname(db: Db, kodeToko: string, noOpname: string) {
  return db.selectFrom('stock_opname').selectAll().where('kode_toko', '=', kodeToko).where('no_opname', '=', noOpname).forUpdate().executeTakeFirst();
}

export type OpnameDbRow = NonNullable<Awaited<ReturnType<typeof findOpname>>>;

export function listOpnameLines(db: Db, kodeToko: string, noOpname: string) {
  return db.selectFrom('stock_opname_detail').selectAll().where('kode_toko', '=', kodeToko).where('no_opname', '=', noOpname).orderBy('id').execute();
}

export type OpnameLineDbRow = Awaited<ReturnType<typeof listOpnameLines>>[number];

export function findLine(db: Db, kodeToko: string, noOpname: string, kodeBarcode: string) {
  return db.selectFrom('stock_opname_detail').selectAll().where('kode_toko', '=', kodeToko).where('no_opname', '=', noOpname).where('kode_barcode', '=', kodeBarcode).executeTakeFirst();
}

export async function markScanned(db: Db, id: number, by: string): Promise<void> {
  await db.updateTable('stock_opname_detail').set({ scanned_at: sql`now()`, scanned_by: by }).where('id', '=', id).execute();
}

export async function insertLine(db: Db, line: Insertable<StockOpnameDetailTable>): Promise<void> {
  await db.insertInto('stock_opname_detail').values(line).execute();
}

export async function markMoved(db: Db, kodeToko: string, noOpname: string, codes: readonly string[]): Promise<void> {
  if (!codes.length) return;
  await db.updateTable('stock_opname_detail').set({ dipindah: true }).where('kode_toko', '=', kodeToko).where('no_opname', '=', noOpname).where('kode_barcode', 'in', [...codes]).execute();
}

export async function updateOpname(db: Db, kodeToko: string, noOpname: string, patch: Updateable<StockOpnameTable>): Promise<void> {
  await db.updateTable('stock_opname').set(patch).where('kode_toko', '=', kodeToko).where('no_opname', '=', noOpname).execute();
}

export function listOpnames(db: Db, kodeToko: string, startDate: string, endDate: string) {
  return db
    .selectFrom('stock_opname')
    .selectAll()
    .where('kode_toko', '=', kodeToko)
    .where('tgl_system', '>=', startDate)
    .where('tgl_system', '<=', endDate)
    .orderBy('id', 'desc')
    .execute();
}

/** Lines of several counts (for the live totals of open counts in a list). */
export function linesOf(db: Db, kodeToko: string, noOpnames: readonly string[]) {
  if (!noOpnames.length) return Promise.resolve([]);
  return db
    .selectFrom('stock_opname_detail')
    .select(['no_opname', 'kode_barcode', 'kode_gudang', 'kode_baki', 'status_barang', 'expected', 'scanned_at', 'jumlah', 'berat'])
    .where('kode_toko', '=', kodeToko)
    .where('no_opname', 'in', [...noOpnames])
    .execute();
}

/** Scanned codes the store does not know, per count. */
export function unknownCodeCounts(db: Db, kodeToko: string, noOpnames: readonly string[]) {
  if (!noOpnames.length) return Promise.resolve([]);
  return db
    .selectFrom('stock_opname_detail')
    .select(['no_opname', sql<number>`count(*)::int`.as('n')])
    .where('kode_toko', '=', kodeToko)
    .where('no_opname', 'in', [...noOpnames])
    .where('expected', '=', false)
    .where('status_barang', 'is', null)
    .groupBy('no_opname')
    .execute();
}

/** Current state of items (any status) by barcode. */
export function itemsByCode(db: Db, kodeToko: string, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([]);
  return db
    .selectFrom('barang')
    .select(['kode_barcode', 'nama_barang', 'kode_gudang', 'kode_baki', 'jumlah', 'berat', 'status'])
    .where('kode_toko', '=', kodeToko)
    .where('kode_barcode', 'in', [...codes])
    .execute();
}

/**
 * Expected, unscanned items of a count that have left the counted place since the count started: their
 * current place and status is outside the place (tray, or warehouse for a whole-warehouse count) and
 * the ledger has a movement of the item since the count's start (a move, a sale, a melt...).
 * `codes` narrows to some barcodes.
 */
export function itemsLeftSinceStart(db: Db, kodeToko: string, noOpname: string, codes?: readonly string[]) {
  let q = db
    .selectFrom('stock_opname_detail as d')
    .innerJoin('stock_opname as s', (j) => j.onRef('s.kode_toko', '=', 'd.kode_toko').onRef('s.no_opname', '=', 'd.no_opname'))
    .innerJoin('barang as b', (j) => j.onRef('b.kode_toko', '=', 'd.kode_toko').onRef('b.kode_barcode', '=', 'd.kode_barcode'))
    .select(['b.kode_barcode', 'b.kode_gudang', 'b.kode_baki', 'b.status'])
    .where('d.kode_toko', '=', kodeToko)
    .where('d.no_opname', '=', noOpname)
    .where('d.expected', '=', true)
    .where('d.scanned_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('b.status', 'not in', [...PRESENT_STATUSES]),
        eb('b.kode_gudang', '<>', eb.ref('s.kode_gudang')),
        eb.and([eb('s.kode_baki', 'is not', null), eb('b.kode_baki', 'is distinct from', eb.ref('s.kode_baki'))]),
      ]),
    )
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('stock_mutasi as m')
          .select(sql<number>`1`.as('one'))
          .whereRef('m.kode_toko', '=', 'd.kode_toko')
          .whereRef('m.kode_barcode', '=', 'd.kode_barcode')
          .whereRef('m.created_at', '>=', 's.created_at'),
      ),
    );
  if (codes) {
    if (!codes.length) return Promise.resolve([]);
    q = q.where('d.kode_barcode', 'in', [...codes]);
  }
  return q.orderBy('b.kode_barcode').execute();
}

/** Records where expected items went when they left the counted place (the closed count keeps it). */
export async function setLinePlace(db: Db, kodeToko: string, noOpname: string, place: { kode_barcode: string; kode_gudang: string; kode_baki: string; status: string }): Promise<void> {
  await db
    .updateTable('stock_opname_detail')
    .set({ kode_gudang: place.kode_gudang, kode_baki: place.kode_baki, status_barang: place.status })
    .where('kode_toko', '=', kodeToko)
    .where('no_opname', '=', noOpname)
    .where('kode_barcode', '=', place.kode_barcode)
    .execute();
}
