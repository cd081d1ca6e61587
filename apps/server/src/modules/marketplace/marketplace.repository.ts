import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MarketplaceOrderTable, MarketplacePencairanTable } from '../../db/schema-marketplace';

type Db = Kysely<Database>;

/** A seller account with its marketplace's name. */
export function findAkun(db: Db, kodeToko: string, kodeAkun: string) {
  return db
    .selectFrom('marketplace_akun as a')
    .innerJoin('marketplace as m', (j) => j.onRef('m.kode_toko', '=', 'a.kode_toko').onRef('m.kode_marketplace', '=', 'a.kode_marketplace'))
    .select(['a.kode_akun', 'a.kode_marketplace', 'm.nama_marketplace', 'a.nama_toko_online', 'a.fee_persen', 'a.kode_gudang', 'a.kode_baki', 'a.wajib_foto'])
    .where('a.kode_toko', '=', kodeToko)
    .where('a.kode_akun', '=', kodeAkun)
    .executeTakeFirst();
}

/** Whether a tray lies in a warehouse (the setting's tray must be one of its warehouse's). */
export async function bakiInGudang(db: Db, kodeToko: string, kodeBaki: string, kodeGudang: string): Promise<boolean> {
  const row = await db.selectFrom('baki').select('kode_baki').where('kode_toko', '=', kodeToko).where('kode_baki', '=', kodeBaki).where('kode_gudang', '=', kodeGudang).executeTakeFirst();
  return !!row;
}

/** The pieces an order names, as the listing rules need them: state, place, photo. */
export function itemsForListing(db: Db, kodeToko: string, barcodes: readonly string[]) {
  if (!barcodes.length) return Promise.resolve([]);
  return db
    .selectFrom('barang')
    .select(['kode_barcode', 'status', 'kode_gudang', 'kode_baki', 'foto'])
    .where('kode_toko', '=', kodeToko)
    .where('kode_barcode', 'in', [...barcodes])
    .execute();
}

/** Order numbers of an account already recorded, among `noOrders`. */
export async function existingOrders(db: Db, kodeToko: string, kodeAkun: string, noOrders: readonly string[]): Promise<Set<string>> {
  if (!noOrders.length) return new Set();
  const rows = await db.selectFrom('marketplace_order').select('no_order').where('kode_toko', '=', kodeToko).where('kode_akun', '=', kodeAkun).where('no_order', 'in', [...noOrders]).execute();
  return new Set(rows.map((r) => r.no_order));
}

export function insertOrders(db: Db, rows: readonly Insertable<MarketplaceOrderTable>[]) {
  return db.insertInto('marketplace_order').values([...rows]).execute();
}

/** The order lists' columns: the order and its sale's status. */
function ordersQuery(db: Db, kodeToko: string) {
  return db
    .selectFrom('marketplace_order as o')
    .innerJoin('penjualan as p', (j) => j.onRef('p.kode_toko', '=', 'o.kode_toko').onRef('p.no_faktur_group', '=', 'o.no_faktur_group'))
    .select([
      'o.kode_akun',
      'o.kode_marketplace',
      'o.no_order',
      'o.no_faktur_group',
      sql<string>`to_char(o.tgl_system, 'YYYY-MM-DD')`.as('tgl_system'),
      'o.sumber',
      'o.nama_pembeli',
      'o.no_hp',
      'o.alamat_kirim',
      'o.kurir',
      'o.no_resi',
      'o.ongkir',
      'o.total',
      'o.biaya',
      'o.no_pencairan',
      'p.status',
    ])
    .where('o.kode_toko', '=', kodeToko);
}

export function ordersByKey(db: Db, kodeToko: string, key: string) {
  return ordersQuery(db, kodeToko).where('o.idempotency_key', '=', key).orderBy('o.created_at').orderBy('o.no_order').execute();
}

export function listOrders(db: Db, kodeToko: string, q: { from: string; to: string; kodeAkun: string | null; status: 'ALL' | 'PIUTANG' | 'CAIR' }) {
  let query = ordersQuery(db, kodeToko).where('o.tgl_system', '>=', q.from).where('o.tgl_system', '<=', q.to);
  if (q.kodeAkun) query = query.where('o.kode_akun', '=', q.kodeAkun);
  if (q.status === 'PIUTANG') query = query.where('o.no_pencairan', 'is', null).where('p.status', '=', 'AKTIF');
  if (q.status === 'CAIR') query = query.where('o.no_pencairan', 'is not', null);
  return query.orderBy('o.tgl_system', 'desc').orderBy('o.created_at', 'desc').execute();
}

/** Every order of an account still owed by the marketplace (sale not cancelled, no payout yet), oldest first. */
export function outstandingOrders(db: Db, kodeToko: string, kodeAkun: string) {
  return ordersQuery(db, kodeToko).where('o.kode_akun', '=', kodeAkun).where('o.no_pencairan', 'is', null).where('p.status', '=', 'AKTIF').orderBy('o.tgl_system').orderBy('o.no_order').execute();
}

export function findOrder(db: Db, kodeToko: string, kodeAkun: string, noOrder: string) {
  return ordersQuery(db, kodeToko).where('o.kode_akun', '=', kodeAkun).where('o.no_order', '=', noOrder).executeTakeFirst();
}

/** The orders a payout matches, locked: only those of the account still owed (a payout running beside waits here). */
export function lockOutstanding(db: Db, kodeToko: string, kodeAkun: string, noOrders: readonly string[]) {
  return db
    .selectFrom('marketplace_order as o')
    .innerJoin('penjualan as p', (j) => j.onRef('p.kode_toko', '=', 'o.kode_toko').onRef('p.no_faktur_group', '=', 'o.no_faktur_group'))
    .select(['o.no_order', 'o.total'])
    .where('o.kode_toko', '=', kodeToko)
    .where('o.kode_akun', '=', kodeAkun)
    .where('o.no_order', 'in', [...noOrders])
    .where('o.no_pencairan', 'is', null)
    .where('p.status', '=', 'AKTIF')
    .forUpdate('o')
    .execute();
}

export function insertPencairan(db: Db, row: Insertable<MarketplacePencairanTable>) {
  return db.insertInto('marketplace_pencairan').values(row).execute();
}

export function markPaidOut(db: Db, kodeToko: string, kodeAkun: string, noOrders: readonly string[], noPencairan: string) {
  return db.updateTable('marketplace_order').set({ no_pencairan: noPencairan }).where('kode_toko', '=', kodeToko).where('kode_akun', '=', kodeAkun).where('no_order', 'in', [...noOrders]).execute();
}

function payoutsQuery(db: Db, kodeToko: string) {
  return db
    .selectFrom('marketplace_pencairan as c')
    .select([
      'c.no_pencairan',
      'c.kode_akun',
      'c.kode_marketplace',
      sql<string>`to_char(c.tgl_system, 'YYYY-MM-DD')`.as('tgl_system'),
      'c.kode_bank',
      'c.no_rekening',
      'c.jumlah_piutang',
      'c.jumlah_diterima',
      'c.biaya',
      'c.keterangan',
      sql<string[]>`coalesce((select array_agg(o.no_order order by o.no_order) from marketplace_order o where o.kode_toko = c.kode_toko and o.no_pencairan = c.no_pencairan), '{}')`.as('no_order'),
    ])
    .where('c.kode_toko', '=', kodeToko);
}

export function findPayoutByKey(db: Db, kodeToko: string, key: string) {
  return payoutsQuery(db, kodeToko).where('c.idempotency_key', '=', key).executeTakeFirst();
}

export function findPayout(db: Db, kodeToko: string, no: string) {
  return payoutsQuery(db, kodeToko).where('c.no_pencairan', '=', no).executeTakeFirst();
}

export function listPayouts(db: Db, kodeToko: string, from: string, to: string) {
  return payoutsQuery(db, kodeToko).where('c.tgl_system', '>=', from).where('c.tgl_system', '<=', to).orderBy('c.tgl_system', 'desc').orderBy('c.no_pencairan', 'desc').execute();
}

// ---------------------------------------------------------------- reports

/** Laporan Penjualan Marketplace: a line per piece of the orders sold in the period (lines still sold). */
export function salesReportRows(
  db: Db,
  kodeToko: string | null,
  q: { from: string; to: string; kodeMarketplace: string | null; kodeGroup: string | null; kodeJenisGroup: string | null; validBy: string },
) {
  let query = db
    .selectFrom('marketplace_order as o')
    .innerJoin('penjualan as p', (j) => j.onRef('p.kode_toko', '=', 'o.kode_toko').onRef('p.no_faktur_group', '=', 'o.no_faktur_group'))
    .innerJoin('penjualan_detail as d', (j) => j.onRef('d.kode_toko', '=', 'o.kode_toko').onRef('d.no_faktur_group', '=', 'o.no_faktur_group'))
    .select([
      'o.kode_toko',
      sql<string>`to_char(o.tgl_system, 'YYYY-MM-DD')`.as('tgl_system'),
      'd.no_faktur_jual',
      'o.no_order',
      sql<string>`coalesce(p.kode_member, '')`.as('kode_member'),
      'o.nama_pembeli',
      'd.kode_dept',
      'd.kode_barcode',
      'd.nama_barang',
      'd.kode_group',
      sql<string>`d.berat::text`.as('berat'),
      'd.ongkos',
      'd.harga',
      sql<number>`(d.harga * d.jumlah)::int8`.as('total'),
      'o.kode_marketplace',
      sql<string>`coalesce(p.valid_by, '')`.as('valid_by'),
    ])
    .where('o.tgl_system', '>=', q.from)
    .where('o.tgl_system', '<=', q.to)
    .where('d.status', '=', 'AKTIF');
  if (kodeToko) query = query.where('o.kode_toko', '=', kodeToko);
  if (q.kodeMarketplace) query = query.where('o.kode_marketplace', '=', q.kodeMarketplace);
  if (q.kodeGroup) query = query.where('d.kode_group', '=', q.kodeGroup);
  if (q.kodeJenisGroup) {
    const jenisGroup = q.kodeJenisGroup;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('jenis_group as jg')
          .select('jg.kode_jenis_group')
          .whereRef('jg.kode_toko', '=', 'd.kode_toko')
          .whereRef('jg.kode_dept', '=', 'd.kode_dept')
          .whereRef('jg.kode_group', '=', 'd.kode_group')
          .where('jg.kode_jenis_group', '=', jenisGroup),
      ),
    );
  }
  if (q.validBy !== 'ALL') query = query.where('p.valid_by', '=', q.validBy);
  return query.orderBy('o.kode_toko').orderBy('o.tgl_system').orderBy('d.no_faktur_jual').execute();
}

/** Laporan Biaya Marketplace: the payouts of the period with the fee each booked. */
export function feeReportRows(db: Db, kodeToko: string | null, q: { from: string; to: string; kodeMarketplace: string | null }) {
  let query = db
    .selectFrom('marketplace_pencairan as c')
    .select([
      'c.kode_toko',
      sql<string>`to_char(c.tgl_system, 'YYYY-MM-DD')`.as('tgl_system'),
      'c.no_pencairan',
      'c.kode_akun',
      'c.kode_marketplace',
      'c.no_rekening',
      sql<number>`(select count(*) from marketplace_order o where o.kode_toko = c.kode_toko and o.no_pencairan = c.no_pencairan)::int`.as('jumlah_order'),
      'c.jumlah_piutang',
      'c.jumlah_diterima',
      'c.biaya',
    ])
    .where('c.tgl_system', '>=', q.from)
    .where('c.tgl_system', '<=', q.to);
  if (kodeToko) query = query.where('c.kode_toko', '=', kodeToko);
  if (q.kodeMarketplace) query = query.where('c.kode_marketplace', '=', q.kodeMarketplace);
  return query.orderBy('c.kode_toko').orderBy('c.tgl_system').orderBy('c.no_pencairan').execute();
}

/** Laporan Piutang Marketplace: orders sold up to `to` and not paid out by then (sale not cancelled), with their age. */
export function outstandingReportRows(db: Db, kodeToko: string | null, q: { to: string; kodeMarketplace: string | null }) {
  let query = db
    .selectFrom('marketplace_order as o')
    .innerJoin('penjualan as p', (j) => j.onRef('p.kode_toko', '=', 'o.kode_toko').onRef('p.no_faktur_group', '=', 'o.no_faktur_group'))
    .leftJoin('marketplace_pencairan as c', (j) => j.onRef('c.kode_toko', '=', 'o.kode_toko').onRef('c.no_pencairan', '=', 'o.no_pencairan'))
    .select([
      'o.kode_toko',
      sql<string>`to_char(o.tgl_system, 'YYYY-MM-DD')`.as('tgl_system'),
      'o.kode_akun',
      'o.kode_marketplace',
      'o.no_order',
      'o.no_faktur_group',
      'o.nama_pembeli',
      'o.total',
      'o.biaya',
      sql<number>`(${q.to}::date - o.tgl_system)::int`.as('umur_hari'),
    ])
    .where('o.tgl_system', '<=', q.to)
    .where('p.status', '=', 'AKTIF')
    .where((eb) => eb.or([eb('o.no_pencairan', 'is', null), eb('c.tgl_system', '>', q.to)]));
  if (kodeToko) query = query.where('o.kode_toko', '=', kodeToko);
  if (q.kodeMarketplace) query = query.where('o.kode_marketplace', '=', q.kodeMarketplace);
  return query.orderBy('o.kode_toko').orderBy('o.tgl_system').orderBy('o.no_order').execute();
}
