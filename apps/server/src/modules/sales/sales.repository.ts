import { sql, type Expression, type InsertObject, type Insertable, type Kysely, type RawBuilder } from 'kysely';
import { storeBusinessDate } from '../../db/columns';
import type { SaleListQuery, SaleStatus } from '@emas/domain';
import type { Database, PenjualanBayarTable, PenjualanDetailTable, PenjualanTable } from '../../db/schema';
import { reusableQuery } from '../../db/reusable-query';
import { HISTORY_HEADER_COLUMNS, historyDocument, historyLineCount, historyQuery, validateHistory } from '../counter/history-query.repository';
import * as pricesRepo from '../prices/prices.repository';
import * as couponsRepo from '../coupons/coupons.repository';
import * as settingsRepo from '../settings/settings.repository';
import * as pointsRepo from '../points/poin-ledger.repository';
import { diamondJsonOf } from '../berlian/berlian-counter.repository';
import { reservedOnlineOf } from '../web-external/web-external.repository';

type Db = Kysely<Database>;

// ---------------------------------------------------------------- items as the counter sees them

/**
 * Items with what pricing and the diamond rule need (jenis name, kategori) and their group's gold price
 * in force on the document's date (null when the group has none), so pricing a receipt is one query.
 */
function itemsForSale(db: Db, kodeToko: string | Expression<string>, codes: readonly string[], tanggal: string | Expression<string>) {
  return db
    .selectFrom('barang as b')
    .leftJoin('jenis as j', (jn) => jn.onRef('j.kode_toko', '=', 'b.kode_toko').onRef('j.kode_dept', '=', 'b.kode_dept'))
    .leftJoin('kategori as k', (jn) => jn.onRef('k.kode_toko', '=', 'j.kode_toko').onRef('k.kode_kategori', '=', 'j.kode_kategori'))
    .leftJoinLateral(
      () =>
        pricesRepo
          .priceInForceQuery(db, sql.ref<string>('b.kode_toko'), sql.ref<string>('b.kode_group'), tanggal)
          .select(['h.harga_jual as harga_jual_gram', 'h.harga_beli as harga_beli_gram', 'h.tgl_berlaku as tgl_harga'])
          .as('p'),
      (join) => join.onTrue(),
    )
    .selectAll('b')
    .select(['j.nama_dept', 'j.kode_kategori', 'k.nama_kategori', 'p.harga_jual_gram', 'p.harga_beli_gram', 'p.tgl_harga'])
    // the row's version: a save that does not lock its items writes them only if it is unchanged
    .select(sql<string>`b.xmin::text`.as('versi'))
    // a diamond piece's stones, the grid in force for them and its certificate (null for a piece without stones)
    .select(diamondJsonOf(sql.ref<string>('b.kode_toko'), sql.ref<string>('b.kode_barcode'), tanggal).as('berlian'))
    // held for a customer of the store's web store (WEB_EXTERNAL_MODULE): the counter refuses it while the hold runs
    .select(reservedOnlineOf(sql.ref<string>('b.kode_toko'), sql.ref<string>('b.kode_barcode')).as('dipesan_online'))
    .where('b.kode_toko', '=', kodeToko)
    // one array value: the same text for any number of items
    .where(sql<boolean>`b.kode_barcode = any(${codes}::text[])`);
}

export function findItemsForSale(db: Db, kodeToko: string, codes: readonly string[], tanggal: string) {
  if (!codes.length) return Promise.resolve([]);
  return itemsForSale(db, kodeToko, codes, tanggal).execute();
}

/**
 * The items of a sale read and locked in one round trip: the whole item row (what the stock plan
 * needs) with the names and the gold price the price and receipt need. Ordered by barcode, like
 * `lockItems`, so two counters never wait on each other in a circle. Only the items are locked.
 */
export function lockItemsForSale(db: Db, kodeToko: string, codes: readonly string[], tanggal: string) {
  if (!codes.length) return Promise.resolve([]);
  return itemsForSale(db, kodeToko, codes, tanggal).orderBy('b.kode_barcode').forUpdate('b').execute();
}
export type SaleItemRow = Awaited<ReturnType<typeof findItemsForSale>>[number];

/**
 * The store (+ parameters and sales person) with the items priced on the store's date: one row per item
 * found, or one with no item; each row also carries the bank of each of the store's accounts named and
 * the marketplaces named that the store has.
 */
const counterReadsQuery = reusableQuery<
  { kodeToko: string; kodeSales: string | null; codes: readonly string[]; rekening: readonly string[]; marketplace: readonly string[]; kodeMember: string | null },
  SaleItemRow & {
    toko: settingsRepo.TokoWithParams;
    bank_rekening: Record<string, string>;
    marketplace: string[];
    potongan_kategori: couponsRepo.CategoryRuleJson[];
    member_earn: pointsRepo.EarnContextRow | null;
  }
>(['kodeToko', 'kodeSales', 'codes', 'rekening', 'marketplace', 'kodeMember'], (db, a) =>
  db
    .selectFrom(counterStoreQuery(db, a).as('t'))
    .leftJoinLateral(itemsForSale(db, sql.ref<string>('t.kode_toko'), a.codes, sql.ref<string>('t.tgl_system')).as('i'), (join) => join.onTrue())
    .selectAll('i')
    .select(['t.toko', 't.bank_rekening', 't.marketplace', 't.potongan_kategori', 't.member_earn']) as never, // the left join types every item column nullable; findCounterReads drops the row without an item
);

/**
 * The store's side of the counter's reads: its row with parameters, the accounts and marketplaces named, the category
 * discounts in force, a member's points context. `offset 0` keeps it a subquery PostgreSQL does not pull up into the
 * items' join, so each of these is computed once per receipt rather than once per line (bench/sale, issue 32).
 */
function counterStoreQuery(db: Db, a: { kodeToko: string; kodeSales: string | null; rekening: readonly string[]; marketplace: readonly string[]; kodeMember: string | null }) {
  return db
    .selectFrom(settingsRepo.tokoWithParamsQuery(db, a.kodeToko, a.kodeSales as string).as('s'))
    .select(['s.kode_toko', 's.tgl_system'])
    .select(sql<settingsRepo.TokoWithParams>`to_json(s)`.as('toko'))
    .select(
      sql<Record<string, string>>`(select coalesce(json_object_agg(r.no_rekening, r.kode_bank), '{}') from rekening r
        where r.kode_toko = s.kode_toko and r.no_rekening = any(${a.rekening}::text[]))`.as('bank_rekening'),
    )
    .select(
      sql<string[]>`(select coalesce(array_agg(m.kode_marketplace), '{}') from marketplace m
        where m.kode_toko = s.kode_toko and m.kode_marketplace = any(${a.marketplace}::text[]))`.as('marketplace'),
    )
    // the store's category discounts in force (POTONGAN_MODULE): the sale learns them in this same round trip
    .select(couponsRepo.categoryRulesInForceJson(sql.ref<string>('s.kode_toko'), sql.ref<string>('s.tgl_system')).as('potongan_kategori'))
    // a member's points context (rule, status, balance) in this same round trip; null for a walk-in (issue 32)
    .select(pointsRepo.earnContextJson(sql.ref<string>('s.kode_toko'), sql<string | null>`${a.kodeMember}::text`, 'PENJUALAN').as('member_earn'))
    .offset(0);
}

export type CounterReads = {
  toko: settingsRepo.TokoWithParams;
  items: SaleItemRow[];
  /** bank of each account named that the store has */
  banks: ReadonlyMap<string, string>;
  /** the marketplaces named that the store has */
  marketplaces: ReadonlySet<string>;
  /** the store's category discounts in force on its date (coupons module) */
  potonganKategori: couponsRepo.CategoryRuleJson[];
  /** the member's points context when a member is named (points module) */
  memberEarn: pointsRepo.EarnContextRow | null;
};

/**
 * What a counter reads, in one round trip: the store with its parameters and the sales person's name
 * (null without `kodeSales`: a scan), the items with their gold price in force on the store's date and
 * their row version, and the store's accounts and marketplaces the payments name (undefined when the
 * store is unknown).
 */
export async function findCounterReads(
  db: Db,
  kodeToko: string,
  kodeSales: string | null,
  codes: readonly string[],
  payments: { rekening: readonly string[]; marketplace: readonly string[] } = { rekening: [], marketplace: [] },
  kodeMember: string | null = null,
): Promise<CounterReads | undefined> {
  const rows = await counterReadsQuery(db, { kodeToko, kodeSales, codes, ...payments, kodeMember });
  const first = rows[0];
  if (!first) return undefined;
  return {
    toko: first.toko,
    items: rows.filter((r) => r.kode_barcode !== null).map(({ toko: _t, bank_rekening: _b, marketplace: _m, potongan_kategori: _p, member_earn: _e, ...item }) => item),
    banks: new Map(Object.entries(first.bank_rekening)),
    marketplaces: new Set(first.marketplace),
    potonganKategori: first.potongan_kategori ?? [],
    memberEarn: first.member_earn,
  };
}

// ---------------------------------------------------------------- receipts

export function findSaleByKey(db: Db, kodeToko: string, key: string) {
  return db.selectFrom('penjualan').select('no_faktur_group').where('kode_toko', '=', kodeToko).where('idempotency_key', '=', key).executeTakeFirst();
}

export function findSale(db: Db, kodeToko: string, no: string, lock = false) {
  const q = db.selectFrom('penjualan').selectAll().where('kode_toko', '=', kodeToko).where('no_faktur_group', '=', no);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}
export type SaleHeaderRow = NonNullable<Awaited<ReturnType<typeof findSale>>>;

export function listSaleLines(db: Db, kodeToko: string, no: string) {
  return db.selectFrom('penjualan_detail').selectAll().where('kode_toko', '=', kodeToko).where('no_faktur_group', '=', no).orderBy('urut').execute();
}
export type SaleLineRow = Awaited<ReturnType<typeof listSaleLines>>[number];

export function listSalePayments(db: Db, kodeToko: string, no: string) {
  return db.selectFrom('penjualan_bayar').selectAll().where('kode_toko', '=', kodeToko).where('no_faktur_group', '=', no).orderBy('urut').execute();
}
export type SalePaymentRow = Awaited<ReturnType<typeof listSalePayments>>[number];

/** The pieces traded in on a trade-in receipt (the lines of its buy-back receipt). */
export function listTradedInLines(db: Db, kodeToko: string, noFakturBeli: string) {
  return db
    .selectFrom('pembelian_detail')
    .select(['no_faktur_beli', 'nama_barang', 'kode_group', 'kadar', 'berat', 'harga'])
    .where('kode_toko', '=', kodeToko)
    .where('no_faktur_group', '=', noFakturBeli)
    .orderBy('urut')
    .execute();
}

export async function insertSale(
  db: Db,
  header: Insertable<PenjualanTable>,
  lines: readonly Insertable<PenjualanDetailTable>[],
  payments: readonly Insertable<PenjualanBayarTable>[],
): Promise<void> {
  for (const q of insertSaleQueries(db, header, lines, payments)) await q.execute();
}

/** The inserts of a receipt (header, lines, payments), not yet run; values may be expressions of the statement. */
export function insertSaleQueries(
  db: Db,
  header: InsertObject<Database, 'penjualan'>,
  lines: readonly InsertObject<Database, 'penjualan_detail'>[],
  payments: readonly InsertObject<Database, 'penjualan_bayar'>[],
) {
  return [
    db.insertInto('penjualan').values(header),
    db.insertInto('penjualan_detail').values([...lines]),
    ...(payments.length ? [db.insertInto('penjualan_bayar').values([...payments])] : []),
  ];
}

/**
 * The answer of a sale's writing statement: the receipt number and the line numbers it took (in line
 * order) and its time (now() is the statement's, as created_at's default); with `check`, only when
 * the check holds (it raises otherwise).
 */
export function writtenSaleAnswer(noFaktur: RawBuilder<string>, lineNos: readonly RawBuilder<string>[], check?: RawBuilder<boolean>) {
  return sql<{ no: string; lines: string[]; created_at: string }>`select ${noFaktur} as no, array[${sql.join([...lineNos])}]::text[] as lines,
    now() as created_at where ${check ?? sql`true`}`;
}

export async function cancelLines(db: Db, kodeToko: string, noFakturJual: readonly string[], by: string): Promise<void> {
  await db
    .updateTable('penjualan_detail')
    .set({ status: 'BATAL', batal_by: by, batal_at: new Date(), batal_tgl_system: storeBusinessDate(kodeToko) })
    .where('kode_toko', '=', kodeToko)
    .where('no_faktur_jual', 'in', [...noFakturJual])
    .execute();
}

/** `totals`: what the receipt's lines still sold come to, when only some of its lines were cancelled. */
export async function markSaleCancelled(
  db: Db,
  kodeToko: string,
  no: string,
  values: { status: SaleStatus; alasan: string; by: string; totals?: { total_berat: string; total_harga: number; grand_total: number; total_batal: number } },
): Promise<void> {
  await db
    .updateTable('penjualan')
    .set({ status: values.status, alasan_batal: values.alasan, batal_by: values.by, batal_at: new Date(), batal_tgl_system: storeBusinessDate(kodeToko), ...values.totals })
    .where('kode_toko', '=', kodeToko)
    .where('no_faktur_group', '=', no)
    .execute();
}

const LIST_COLUMNS = [...HISTORY_HEADER_COLUMNS, 'p.no_faktur_group', 'p.diskon', 'p.total_berat', 'p.total_harga', 'p.grand_total', 'p.total_bayar', 'p.kembalian'] as const;

/** The receipts' history: q matches the receipt number, customer, phone, a line number or a barcode. */
export const SALE_HISTORY = historyDocument('penjualan', 'no_faktur_group', {
  // the lines still sold; every line of a cancelled receipt
  lines: { table: 'penjualan_detail', searched: ['kode_barcode', 'no_faktur_jual'], counted: sql<boolean>`d.status = 'AKTIF' or p.status = 'BATAL'` },
  validates: 'active',
});

export function listSales(db: Db, kodeToko: string, f: SaleListQuery) {
  const q = db
    .selectFrom('penjualan as p')
    .innerJoin('toko as t', 't.kode_toko', 'p.kode_toko')
    .select([...LIST_COLUMNS, 't.nama_toko', 't.alamat_toko', historyLineCount(SALE_HISTORY).as('jumlah_item')]);
  return historyQuery(q, SALE_HISTORY, kodeToko, f).execute();
}
export type SaleListDbRow = Awaited<ReturnType<typeof listSales>>[number];

export function validateSales(db: Db, kodeToko: string, nos: readonly string[], by: string): Promise<number> {
  return validateHistory(db, SALE_HISTORY, kodeToko, nos, by);
}

export function listKasirUsers(db: Db, kodeToko: string) {
  return db
    .selectFrom('users')
    .select(['user_id', 'nama_user'])
    .where('kode_toko', '=', kodeToko)
    .where('level', '=', 'KASIR')
    .where('is_active', '=', true)
    .orderBy('user_id')
    .execute();
}

