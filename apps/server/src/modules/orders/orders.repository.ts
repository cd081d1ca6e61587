import { sql, type Insertable, type Kysely } from 'kysely';
import type { OrderListQuery } from '@emas/domain';
import type { Database, PreOrderTable } from '../../db/schema';
import { historyDocument, historyQuery, validateHistory } from '../counter/history-query.repository';

type Db = Kysely<Database>;

// ---------------------------------------------------------------- masters an order names

export function findTukang(db: Db, kodeToko: string, kode: string) {
  return db.selectFrom('tukang').select(['kode_tukang', 'nama_tukang']).where('kode_toko', '=', kodeToko).where('kode_tukang', '=', kode).executeTakeFirst();
}

/** The groups (with purity) and the gold price of each in force on a date. */
export function findGroupsWithPrice(db: Db, kodeToko: string, codes: readonly string[], tanggal: string) {
  if (!codes.length) return Promise.resolve([]);
  return db
    .selectFrom('group_barang as g')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('harga_emas as h')
          .select(['h.harga_jual', 'h.tgl_berlaku'])
          .whereRef('h.kode_toko', '=', 'g.kode_toko')
          .whereRef('h.kode_group', '=', 'g.kode_group')
          .where('h.tgl_berlaku', '<=', tanggal)
          .orderBy('h.tgl_berlaku', 'desc')
          .orderBy('h.id', 'desc')
          .limit(1)
          .as('p'),
      (join) => join.onTrue(),
    )
    .select(['g.kode_group', 'g.kadar', 'p.harga_jual', 'p.tgl_berlaku'])
    .where('g.kode_toko', '=', kodeToko)
    .where('g.kode_group', 'in', [...codes])
    .execute();
}

export function findJenis(db: Db, kodeToko: string, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([]);
  return db.selectFrom('jenis').select('kode_dept').where('kode_toko', '=', kodeToko).where('kode_dept', 'in', [...codes]).execute();
}

export function findBaki(db: Db, kodeToko: string, kode: string) {
  return db.selectFrom('baki').select(['kode_baki', 'kode_gudang']).where('kode_toko', '=', kodeToko).where('kode_baki', '=', kode).executeTakeFirst();
}

// ---------------------------------------------------------------- orders

export function findLineFoto(db: Db, kodeToko: string, no: string, urut: number) {
  return db.selectFrom('pesanan_detail').select('foto').where('kode_toko', '=', kodeToko).where('no_pesanan', '=', no).where('urut', '=', urut).executeTakeFirst();
}

export async function markLineDone(db: Db, kodeToko: string, no: string, urut: number, v: { berat: string; harga: number; harga_per_gram: number; kode_barcode: string }) {
  await db.updateTable('pesanan_detail').set(v).where('kode_toko', '=', kodeToko).where('no_pesanan', '=', no).where('urut', '=', urut).execute();
}

export async function markDone(db: Db, kodeToko: string, no: string, v: { total_berat: string; total_harga: number; by: string }) {
  await db
    .updateTable('pesanan')
    .set({ status: 'DONE', total_berat: v.total_berat, total_harga: v.total_harga, selesai_by: v.by, selesai_at: new Date() })
    .where('kode_toko', '=', kodeToko)
    .where('no_pesanan', '=', no)
    .execute();
}

/** The orders' history: q matches the number, customer, phone or craftsman. */
export const ORDER_HISTORY = historyDocument('pesanan', 'no_pesanan', { searched: ['kode_tukang'], validates: 'not-cancelled' });

export function listOrders(db: Db, kodeToko: string, f: OrderListQuery) {
  const q = db
    .selectFrom('pesanan as p')
    .innerJoin('toko as t', 't.kode_toko', 'p.kode_toko')
    .selectAll('p')
    .select(['t.nama_toko', 't.alamat_toko', 't.tgl_system as tgl_aktif']);
  return historyQuery(q, ORDER_HISTORY, kodeToko, f).execute();
}
export type OrderListDbRow = Awaited<ReturnType<typeof listOrders>>[number];

export function validateOrders(db: Db, kodeToko: string, nos: readonly string[], by: string): Promise<number> {
  return validateHistory(db, ORDER_HISTORY, kodeToko, nos, by);
}

/**
 * Samples taken out for an order (/ambil-barang-contoh): the movements CONTOH_KELUAR whose remark names
 * the order number, each with the item and whether it is still out (status CONTOH).
 */
export function samplesOfOrder(db: Db, kodeToko: string, no: string) {
  const like = `%${no.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom('stock_mutasi as m')
    .innerJoin('barang as b', (j) => j.onRef('b.kode_toko', '=', 'm.kode_toko').onRef('b.kode_barcode', '=', 'm.kode_barcode'))
    .select(['m.kode_barcode', 'b.nama_barang', 'b.berat', 'b.status', 'm.no_ref', 'm.tgl_system'])
    .where('m.kode_toko', '=', kodeToko)
    .where('m.jenis', '=', 'CONTOH_KELUAR')
    .where(sql<string>`upper(m.keterangan)`, 'like', like)
    .orderBy('m.id')
    .execute();
}

// ---------------------------------------------------------------- reports and the dashboard

/** Orders cancelled in a period (by the day they were cancelled). */
export function cancelledOrders(db: Db, kodeToko: string | null, from: string, to: string) {
  let q = db
    .selectFrom('pesanan')
    .select(['kode_toko', 'no_pesanan', 'kode_sales', 'batal_tgl_system', 'total_berat', 'total_qty', 'ongkos', 'total_harga', 'dp', 'refund'])
    .where('status', '=', 'BATAL')
    .where('batal_tgl_system', '>=', from)
    .where('batal_tgl_system', '<=', to);
  if (kodeToko) q = q.where('kode_toko', '=', kodeToko);
  return q.orderBy('kode_toko').orderBy('batal_tgl_system').orderBy('no_pesanan').execute();
}

/** The pieces ordered in a period (every order not cancelled). */
export function orderedPieces(db: Db, kodeToko: string | null, from: string, to: string) {
  let q = db
    .selectFrom('pesanan_detail as d')
    .innerJoin('pesanan as p', (j) => j.onRef('p.kode_toko', '=', 'd.kode_toko').onRef('p.no_pesanan', '=', 'd.no_pesanan'))
    .select(['p.kode_toko', 'p.no_pesanan', 'p.kode_sales', 'p.tgl_system', 'd.deskripsi', 'd.berat', 'd.berat_estimasi', 'd.ongkos', 'd.harga'])
    .where('p.status', '!=', 'BATAL')
    .where('p.tgl_system', '>=', from)
    .where('p.tgl_system', '<=', to);
  if (kodeToko) q = q.where('p.kode_toko', '=', kodeToko);
  return q.orderBy('p.kode_toko').orderBy('p.tgl_system').orderBy('p.no_pesanan').orderBy('d.urut').execute();
}

/** Today's orders of a store (its business date): count, weight, price and deposits. */
export function todayTotals(db: Db, kodeToko: string) {
  return db
    .selectFrom('toko as t')
    .leftJoin('pesanan as p', (j) => j.onRef('p.kode_toko', '=', 't.kode_toko').onRef('p.tgl_system', '=', 't.tgl_system').on('p.status', '!=', 'BATAL'))
    .select([
      't.tgl_system',
      sql<string>`count(p.no_pesanan)`.as('jumlah'),
      sql<string>`coalesce(sum(p.total_berat), 0)`.as('total_berat'),
      sql<string>`coalesce(sum(p.total_harga), 0)`.as('total_harga'),
      sql<string>`coalesce(sum(p.dp), 0)`.as('dp'),
    ])
    .where('t.kode_toko', '=', kodeToko)
    .groupBy('t.tgl_system')
    .executeTakeFirst();
}

// ---------------------------------------------------------------- pre-orders

export function findStoreItem(db: Db, kodeToko: string, kodeBarcode: string) {
  return db.selectFrom('barang').select(['kode_barcode', 'nama_barang', 'berat', 'status']).where('kode_toko', '=', kodeToko).where('kode_barcode', '=', kodeBarcode).executeTakeFirst();
}

/** The last stock movement of an item of a store (what holds it now: a reservation names its document). */
export function lastMovementOf(db: Db, kodeToko: string, kodeBarcode: string) {
  return db
    .selectFrom('stock_mutasi')
    .select(['jenis', 'no_ref'])
    .where('kode_toko', '=', kodeToko)
    .where('kode_barcode', '=', kodeBarcode)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertPreOrder(db: Db, row: Insertable<PreOrderTable>): Promise<void> {
  await db.insertInto('pre_order').values(row).execute();
}

export function findPreOrder(db: Db, kodeToko: string, no: string, lock = false) {
  const q = db.selectFrom('pre_order').selectAll().where('kode_toko', '=', kodeToko).where('no_pre_order', '=', no);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}
export type PreOrderDbRow = NonNullable<Awaited<ReturnType<typeof findPreOrder>>>;

export async function finishPreOrder(db: Db, kodeToko: string, no: string, by: string): Promise<void> {
  await db.updateTable('pre_order').set({ status: 'finish', finish_by: by, finish_at: new Date() }).where('kode_toko', '=', kodeToko).where('no_pre_order', '=', no).execute();
}

export type PreOrderFilter = { q?: string; status: string; tglAwal?: string; tglAkhir?: string; skip: number; limit: number };

/** A page of a store's pre-orders and how many match. */
export async function searchPreOrders(db: Db, kodeToko: string, f: PreOrderFilter) {
  let q = db.selectFrom('pre_order').where('kode_toko', '=', kodeToko);
  if (f.status !== 'ALL' && f.status !== 'all') q = q.where('status', '=', f.status as 'open');
  if (f.tglAwal) q = q.where('tgl_system', '>=', f.tglAwal);
  if (f.tglAkhir) q = q.where('tgl_system', '<=', f.tglAkhir);
  if (f.q) {
    const like = `%${f.q.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('no_pre_order', 'like', like), eb(sql<string>`upper(nama_customer)`, 'like', like), eb('kode_barcode', 'like', like), eb(sql<string>`upper(nama_barang)`, 'like', like)]));
  }
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('tgl_system', 'desc').orderBy('no_pre_order', 'desc').offset(f.skip).limit(f.limit).execute(),
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirst(),
  ]);
  return { rows, count: Number(count?.n ?? 0) };
}
