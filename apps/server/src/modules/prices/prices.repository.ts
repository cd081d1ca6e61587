import { sql, type Expression, type Insertable, type Kysely } from 'kysely';
import type { Database, HargaEmasTable } from '../../db/schema';

type Db = Kysely<Database>;

const PRICE_COLUMNS = [
  'h.id',
  'h.kode_group',
  'g.nama_group',
  'g.kadar',
  'h.harga_jual',
  'h.harga_beli',
  'h.tgl_berlaku',
  'h.sumber',
  'h.nominal_global',
  'h.created_by as input_by',
  'h.created_at as input_date',
] as const;

function pricesWithGroup(db: Db) {
  return db
    .selectFrom('harga_emas as h')
    .innerJoin('group_barang as g', (j) => j.onRef('g.kode_toko', '=', 'h.kode_toko').onRef('g.kode_group', '=', 'h.kode_group'));
}

/** Groups of a store (or one of them) with what the price rule needs. */
export function listGroups(db: Db, kodeToko: string, kodeGroup?: string) {
  let q = db
    .selectFrom('group_barang')
    .select(['kode_group', 'nama_group', 'kadar', 'ikut_harga_global', 'persen_harga_beli'])
    .where('kode_toko', '=', kodeToko);
  if (kodeGroup !== undefined) q = q.where('kode_group', '=', kodeGroup);
  return q.orderBy('kode_group').execute();
}

/**
 * A store parameter, its row locked for the rest of the transaction. Saving the global price
 * writes that row, so a group priced from it waits for (or holds off) a save in progress.
 */
export function lockParam(db: Db, kodeToko: string, key: string) {
  return db.selectFrom('para_system').select(['key', 'value']).where('kode_toko', '=', kodeToko).where('key', '=', key).forUpdate().executeTakeFirst();
}

/**
 * The one rule of the price in force on a date, as a query over `harga_emas as h`: the latest row dated
 * on or before it; on the same date the last entered. The store and group may be columns of an outer
 * query (`sql.ref('b.kode_group')`), for a lateral join.
 */
export function priceInForceQuery(db: Db, kodeToko: string | Expression<string>, kodeGroup: string | Expression<string>, tanggal: string | Expression<string>) {
  return db
    .selectFrom('harga_emas as h')
    .where('h.kode_toko', '=', kodeToko)
    .where('h.kode_group', '=', kodeGroup)
    .where('h.tgl_berlaku', '<=', tanggal)
    .orderBy('h.tgl_berlaku', 'desc')
    .orderBy('h.id', 'desc')
    .limit(1);
}

/** The price of a group in force on a date, with the group's name and purity. */
export function findPriceInForce(db: Db, kodeToko: string, kodeGroup: string, tanggal: string) {
  return priceInForceQuery(db, kodeToko, kodeGroup, tanggal)
    .innerJoin('group_barang as g', (j) => j.onRef('g.kode_toko', '=', 'h.kode_toko').onRef('g.kode_group', '=', 'h.kode_group'))
    .select(PRICE_COLUMNS)
    .executeTakeFirst();
}

/** Every group of the store with the price in force on a date (null columns when none). */
export function listPricesInForce(db: Db, kodeToko: string, tanggal: string) {
  return db
    .selectFrom('group_barang as g')
    .leftJoinLateral(
      () =>
        priceInForceQuery(db, sql.ref<string>('g.kode_toko'), sql.ref<string>('g.kode_group'), tanggal)
          .select([
            'h.id',
            'h.harga_jual',
            'h.harga_beli',
            'h.tgl_berlaku',
            'h.sumber',
            'h.nominal_global',
            'h.created_by as input_by',
            'h.created_at as input_date',
          ])
          .as('p'),
      (join) => join.onTrue(),
    )
    .select([
      'g.kode_group',
      'g.nama_group',
      'g.kadar',
      'g.ikut_harga_global',
      'g.persen_harga_beli',
      'p.id',
      'p.harga_jual',
      'p.harga_beli',
      'p.tgl_berlaku',
      'p.sumber',
      'p.nominal_global',
      'p.input_by',
      'p.input_date',
    ])
    .where('g.kode_toko', '=', kodeToko)
    .orderBy('g.kode_group')
    .execute();
}

export type PriceHistoryFilter = { kodeGroup?: string; tglAwal?: string; tglAkhir?: string };

/** A store's price history, newest first (at most 2,000 rows). */
export function listPriceHistory(db: Db, kodeToko: string, filter: PriceHistoryFilter) {
  let q = pricesWithGroup(db).select(PRICE_COLUMNS).where('h.kode_toko', '=', kodeToko);
  if (filter.kodeGroup) q = q.where('h.kode_group', '=', filter.kodeGroup);
  if (filter.tglAwal) q = q.where('h.tgl_berlaku', '>=', filter.tglAwal);
  if (filter.tglAkhir) q = q.where('h.tgl_berlaku', '<=', filter.tglAkhir);
  return q.orderBy('h.tgl_berlaku', 'desc').orderBy('h.id', 'desc').limit(2000).execute();
}

/** Appends price rows (never updates one) and answers their ids. */
export async function insertPrices(db: Db, rows: Insertable<HargaEmasTable>[]): Promise<number[]> {
  if (!rows.length) return [];
  const inserted = await db.insertInto('harga_emas').values(rows).returning('id').execute();
  return inserted.map((r) => r.id);
}

export function findPricesByIds(db: Db, kodeToko: string, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return pricesWithGroup(db)
    .select(PRICE_COLUMNS)
    .where('h.kode_toko', '=', kodeToko)
    .where('h.id', 'in', [...ids])
    .orderBy('h.kode_group')
    .execute();
}

export function insertGlobalPrice(db: Db, row: { kode_toko: string; nominal: number; tgl_berlaku: string; created_by: string }) {
  return db
    .insertInto('harga_emas_global')
    .values(row)
    .returning(['id', 'nominal', 'tgl_berlaku', 'created_by as input_by', 'created_at as input_date'])
    .executeTakeFirstOrThrow();
}

export function listGlobalPrices(db: Db, kodeToko: string, limit: number) {
  return db
    .selectFrom('harga_emas_global')
    .select(['id', 'nominal', 'tgl_berlaku', 'created_by as input_by', 'created_at as input_date'])
    .where('kode_toko', '=', kodeToko)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
