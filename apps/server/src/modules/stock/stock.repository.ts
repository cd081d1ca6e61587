import { DOCUMENT_SEQ_DIGITS, PRESENT_STATUSES, type BarangListQuery, type ItemStatus } from '@emas/domain';
import { sql, type InsertObject, type Insertable, type Kysely, type RawBuilder } from 'kysely';
import type { BarangTable, Database, PindahBarangDetailTable, PindahBarangTable, StockMutasiTable } from '../../db/schema';
import { reusableQuery } from '../../db/reusable-query';

type Db = Kysely<Database>;

/** Rows per multi-row insert: well under Postgres' 65,535 parameters for the widest table. */
const INSERT_CHUNK = 2000;

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await insert(rows.slice(i, i + INSERT_CHUNK));
}

// ---------------------------------------------------------------- counters

/**
 * Takes `count` numbers from a store's counter and answers the last one (the first is
 * last - count + 1). The counter row stays locked until the transaction ends, so two documents of
 * one store never get the same number.
 */
export async function takeNumbers(db: Db, kodeToko: string, jenis: string, count = 1): Promise<number> {
  const row = await db
    .insertInto('nomor_dokumen')
    .values({ kode_toko: kodeToko, jenis, nomor: count })
    .onConflict((oc) =>
      oc.columns(['kode_toko', 'jenis']).doUpdateSet((eb) => ({ nomor: sql<number>`${eb.ref('nomor_dokumen.nomor')} + ${count}`, updated_at: sql`now()` })),
    )
    .returning('nomor')
    .executeTakeFirstOrThrow();
  return Number(row.nomor);
}

/** The name a statement gives its counter CTE (see `takeNumbersQuery`, `numberInStatement`). */
export const NUMBERS_CTE = 'nomor';

/**
 * The counters of a store advanced by `count` each, as a query to run inside a larger statement
 * (the CTE `NUMBERS_CTE`, answering jenis and the last number taken). Counters are locked in name
 * order (a sale: FJ, then JL, the order the trade-in and layaway saves take them one at a time), so
 * two saves never wait on each other crosswise. The rows stay locked until the transaction ends.
 */
export function takeNumbersQuery(db: Db, kodeToko: string, counts: readonly { jenis: string; count: number }[], guard?: RawBuilder<boolean>) {
  const sorted = [...counts].sort((a, b) => (a.jenis < b.jenis ? -1 : a.jenis > b.jenis ? 1 : 0));
  const insert = db.insertInto('nomor_dokumen');
  // With a guard (a condition over earlier CTEs), the counters are taken only after it is evaluated:
  // a save's items are written, and checked, before the store's counter row is locked.
  const rows = guard
    ? insert
        .columns(['kode_toko', 'jenis', 'nomor'])
        .expression(
          sql`select ${kodeToko}::text, v.jenis, v.nomor from (values ${sql.join(sorted.map((c) => sql`(${c.jenis}::text, ${c.count}::bigint)`))}) as v(jenis, nomor) where ${guard} order by v.jenis`,
        )
    : insert.values(sorted.map((c) => ({ kode_toko: kodeToko, jenis: c.jenis, nomor: c.count })));
  return rows
    .onConflict((oc) =>
      oc.columns(['kode_toko', 'jenis']).doUpdateSet((eb) => ({ nomor: sql<number>`${eb.ref('nomor_dokumen.nomor')} + ${eb.ref('excluded.nomor')}`, updated_at: sql`now()` })),
    )
    .returning(['jenis', 'nomor']);
}

/**
 * A document number taken by `takeNumbersQuery` in the same statement: the counter of `jenis`
 * minus `back` (0: the last one taken), after `prefix` ('FJ-BDG-261124-'), zero-padded as
 * formatDocumentNumber pads it.
 */
export function numberInStatement(jenis: string, prefix: string, back: number) {
  return sql<string>`(select ${prefix}::text || lpad(t.s, greatest(${DOCUMENT_SEQ_DIGITS}::int, length(t.s)), '0')
    from (select (n.nomor - ${back}::int)::text as s from ${sql.id(NUMBERS_CTE)} as n where n.jenis = ${jenis}::text) as t)`;
}

/** Raises a counter to at least `nomor` (after items were inserted with numbers of their own). */
export async function raiseNumber(db: Db, kodeToko: string, jenis: string, nomor: number): Promise<void> {
  await db
    .insertInto('nomor_dokumen')
    .values({ kode_toko: kodeToko, jenis, nomor })
    .onConflict((oc) => oc.columns(['kode_toko', 'jenis']).doUpdateSet({ nomor: sql<number>`greatest(nomor_dokumen.nomor, excluded.nomor)` }))
    .execute();
}

// ---------------------------------------------------------------- masters the items point at

export function findGroups(db: Db, kodeToko: string, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([]);
  return db.selectFrom('group_barang').select(['kode_group', 'kadar']).where('kode_toko', '=', kodeToko).where('kode_group', 'in', [...codes]).execute();
}

export function findDepts(db: Db, kodeToko: string, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([]);
  return db.selectFrom('jenis').select(['kode_dept']).where('kode_toko', '=', kodeToko).where('kode_dept', 'in', [...codes]).execute();
}

export function findGudangs(db: Db, kodeToko: string, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([]);
  return db.selectFrom('gudang').select(['kode_gudang', 'jenis_gudang']).where('kode_toko', '=', kodeToko).where('kode_gudang', 'in', [...codes]).execute();
}

/** Trays with their warehouse and its kind. */
export function findTrays(db: Db, kodeToko: string, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([]);
  return db
    .selectFrom('baki as b')
    .innerJoin('gudang as g', (j) => j.onRef('g.kode_toko', '=', 'b.kode_toko').onRef('g.kode_gudang', '=', 'b.kode_gudang'))
    .select(['b.kode_baki', 'b.kode_gudang', 'b.aktif', 'g.jenis_gudang'])
    .where('b.kode_toko', '=', kodeToko)
    .where('b.kode_baki', 'in', [...codes])
    .execute();
}

/** The first active tray of the first warehouse of a kind (HANCUR, CONTOH), by code. */
export function firstTrayOfKind(db: Db, kodeToko: string, jenisGudang: string) {
  return db
    .selectFrom('baki as b')
    .innerJoin('gudang as g', (j) => j.onRef('g.kode_toko', '=', 'b.kode_toko').onRef('g.kode_gudang', '=', 'b.kode_gudang'))
    .select(['b.kode_baki', 'b.kode_gudang', 'g.jenis_gudang'])
    .where('b.kode_toko', '=', kodeToko)
    .where('g.jenis_gudang', '=', jenisGudang)
    .where('b.aktif', '=', true)
    .orderBy('g.kode_gudang')
    .orderBy('b.kode_baki')
    .limit(1)
    .executeTakeFirst();
}

// ---------------------------------------------------------------- items

const itemsOf = (db: Db) => db.selectFrom('barang as b');
type ItemsQuery = ReturnType<typeof itemsOf>;

/** Items with the names of their group, jenis, warehouse and tray. */
function withNames(q: ItemsQuery) {
  return q
    .leftJoin('group_barang as g', (j) => j.onRef('g.kode_toko', '=', 'b.kode_toko').onRef('g.kode_group', '=', 'b.kode_group'))
    .leftJoin('jenis as j', (j) => j.onRef('j.kode_toko', '=', 'b.kode_toko').onRef('j.kode_dept', '=', 'b.kode_dept'))
    .leftJoin('gudang as gd', (j) => j.onRef('gd.kode_toko', '=', 'b.kode_toko').onRef('gd.kode_gudang', '=', 'b.kode_gudang'))
    .leftJoin('baki as bk', (j) => j.onRef('bk.kode_toko', '=', 'b.kode_toko').onRef('bk.kode_baki', '=', 'b.kode_baki'))
    .select((eb) => [
      'b.kode_toko',
      'b.kode_barcode',
      'b.kode_group',
      eb.fn.coalesce('g.nama_group', sql.lit('')).as('nama_group'),
      'b.kode_dept',
      eb.fn.coalesce('j.nama_dept', sql.lit('')).as('nama_dept'),
      'b.kode_gudang',
      eb.fn.coalesce('gd.nama_gudang', sql.lit('')).as('nama_gudang'),
      'b.kode_baki',
      eb.fn.coalesce('bk.nama_baki', sql.lit('')).as('nama_baki'),
      'b.nama_barang',
      'b.berat',
      'b.berat_awal',
      'b.kadar',
      'b.kode_intern',
      'b.size',
      'b.harga_jual',
      'b.ongkos',
      'b.jenis_harga',
      'b.jumlah',
      'b.status',
      'b.foto',
      'b.tgl_system',
      'b.input_by',
      'b.created_at',
      'b.updated_at',
      'b.updated_by',
    ]);
}

export type ItemDbRow = Awaited<ReturnType<typeof findItem>> & {};

type ItemWithNames = Awaited<ReturnType<ReturnType<typeof withNames>['executeTakeFirstOrThrow']>>;

/** One item of the store by barcode (primary key lookup): the counter's scan, built and compiled once. */
const itemByBarcode = reusableQuery<{ kodeToko: string; kodeBarcode: string }, ItemWithNames>(['kodeToko', 'kodeBarcode'], (db, a) =>
  withNames(itemsOf(db).where('b.kode_toko', '=', a.kodeToko).where('b.kode_barcode', '=', a.kodeBarcode)),
);

export async function findItem(db: Db, kodeToko: string, kodeBarcode: string): Promise<ItemWithNames | undefined> {
  return (await itemByBarcode(db, { kodeToko, kodeBarcode }))[0];
}

export function findItems(db: Db, kodeToko: string, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([]);
  return withNames(itemsOf(db).where('b.kode_toko', '=', kodeToko).where('b.kode_barcode', 'in', [...codes]))
    .orderBy('b.kode_barcode')
    .execute();
}

/** `%` and `_` typed by a user are literal characters in a search. */
function likePattern(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filteredItems(db: Db, kodeToko: string, f: Omit<BarangListQuery, 'sort_by' | 'page' | 'limit'>): ItemsQuery {
  let q = itemsOf(db).where('b.kode_toko', '=', kodeToko);
  if (f.kode_group) q = q.where('b.kode_group', '=', f.kode_group);
  if (f.kode_dept) q = q.where('b.kode_dept', '=', f.kode_dept);
  if (f.kode_gudang) q = q.where('b.kode_gudang', '=', f.kode_gudang);
  if (f.kode_baki) q = q.where('b.kode_baki', '=', f.kode_baki);
  if (f.jenis_harga) q = q.where('b.jenis_harga', '=', f.jenis_harga);
  if (f.status === undefined) q = q.where('b.status', 'in', [...PRESENT_STATUSES]);
  else if (f.status !== 'ALL') q = q.where('b.status', '=', f.status);
  if (f.q) {
    const upper = likePattern(f.q.toUpperCase());
    // the same expression as the trigram index of migration 0003 (name, barcode and kode_intern)
    q = q.where(sql<string>`(b.nama_barang || ' ' || b.kode_barcode || ' ' || b.kode_intern)`, 'like', `%${upper}%`);
  }
  return q;
}

/**
 * The sort of the data-barang list. With a text search the trigram index finds the matches and
 * they are sorted after. Left to itself the planner walks an ordered index and tests every row for
 * the text; when the matches sit together at the far end of that order (one word's items in a few
 * trays) it reads most of the table for a page (30-100 ms instead of 3-7). `|| ''` keeps the order
 * off the index. Ties go by barcode.
 */
function sortKey(f: BarangListQuery) {
  const column = f.sort_by === 'nama_barang' ? 'b.nama_barang' : f.sort_by === 'kode_toko' ? 'b.kode_baki' : 'b.kode_barcode';
  return f.q ? sql<string>`${sql.ref(column)} || ''` : sql<string>`${sql.ref(column)}`;
}

/**
 * A page of the data-barang list, with the names of its masters, and how many items match.
 *
 * Without a text search the page walks an ordered index and stops at its end, and the count is a
 * second, cheap index scan. A text search has to find every match anyway (to sort them), so the
 * page and the count come from that one scan: the matches' barcodes are sorted and counted
 * (`count(*) over ()`, all matches, before the limit) and only the page's rows are joined to their
 * names. Two scans of a common phrase's 3,500 matches cost about twice one. A page past the end has
 * no row to carry the count; only then is it counted apart.
 */
export async function listItemsPage(db: Db, kodeToko: string, f: BarangListQuery): Promise<{ rows: ItemDbRow[]; count: number }> {
  const key = sortKey(f);
  const offset = (f.page - 1) * f.limit;
  if (!f.q) {
    const [rows, count] = await Promise.all([
      withNames(filteredItems(db, kodeToko, f)).orderBy(key).orderBy('b.kode_barcode').limit(f.limit).offset(offset).execute(),
      countItems(db, kodeToko, f),
    ]);
    return { rows, count };
  }
  const page = filteredItems(db, kodeToko, f)
    .select((eb) => ['b.kode_barcode as halaman_barcode', key.as('halaman_urut'), eb.fn.countAll<string>().over().as('halaman_total')])
    .orderBy(key)
    .orderBy('b.kode_barcode')
    .limit(f.limit)
    .offset(offset)
    .as('h');
  const found = await withNames(itemsOf(db))
    .innerJoin(page, (j) => j.on('b.kode_toko', '=', kodeToko).onRef('b.kode_barcode', '=', 'h.halaman_barcode'))
    .select('h.halaman_total')
    .orderBy('h.halaman_urut')
    .orderBy('b.kode_barcode')
    .execute();
  const count = found.length ? Number(found[0]!.halaman_total) : offset > 0 ? await countItems(db, kodeToko, f) : 0;
  return { rows: found.map(({ halaman_total: _total, ...row }) => row), count };
}

async function countItems(db: Db, kodeToko: string, f: BarangListQuery): Promise<number> {
  const row = await filteredItems(db, kodeToko, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Locks items for a change (ordered by barcode, so two requests never wait on each other in a circle). */
export function lockItems(db: Db, kodeToko: string, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([]);
  return db
    .selectFrom('barang')
    .selectAll()
    .where('kode_toko', '=', kodeToko)
    .where('kode_barcode', 'in', [...codes])
    .orderBy('kode_barcode')
    .forUpdate()
    .execute();
}

export type LockedItem = Awaited<ReturnType<typeof lockItems>>[number];

/**
 * Which of the barcodes sit in the sorting area (received into sepuhan, not moved on yet). They stay READY in the
 * buy-back warehouse while sorted, so the stock ledger is the one place every path (transfer, shipment, melting,
 * sale, correction, cancellation) passes; the sorting steps mark a piece moved before they move it.
 */
export async function codesInSorting(db: Db, kodeToko: string, codes: readonly string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const rows = await db.selectFrom('sepuhan_barang').select('kode_barcode').where('kode_toko', '=', kodeToko).where('kode_barcode', 'in', [...codes]).where('status', '!=', 'SELESAI').execute();
  return new Set(rows.map((r) => r.kode_barcode));
}

/** Locks the items of a tray that are in one of the statuses. */
export function lockItemsInTray(db: Db, kodeToko: string, kodeBaki: string, statuses: readonly ItemStatus[]) {
  return db
    .selectFrom('barang')
    .selectAll()
    .where('kode_toko', '=', kodeToko)
    .where('kode_baki', '=', kodeBaki)
    .where('status', 'in', [...statuses])
    .orderBy('kode_barcode')
    .forUpdate()
    .execute();
}

/** Barcodes of the list that the store already has. */
export async function existingBarcodes(db: Db, kodeToko: string, codes: readonly string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const rows = await db.selectFrom('barang').select('kode_barcode').where('kode_toko', '=', kodeToko).where('kode_barcode', 'in', [...codes]).execute();
  return new Set(rows.map((r) => r.kode_barcode));
}

/** Names of the list held by another item of the store's sellable stock (the unique-name rule). */
export async function namesInStock(db: Db, kodeToko: string, names: readonly string[], statuses: readonly ItemStatus[], exceptBarcode?: string): Promise<Set<string>> {
  if (!names.length) return new Set();
  let q = db
    .selectFrom('barang')
    .select('nama_barang')
    .where('kode_toko', '=', kodeToko)
    .where('nama_barang', 'in', [...names])
    .where('status', 'in', [...statuses]);
  if (exceptBarcode) q = q.where('kode_barcode', '<>', exceptBarcode);
  const rows = await q.execute();
  return new Set(rows.map((r) => r.nama_barang));
}

export async function insertItems(db: Db, rows: readonly Insertable<BarangTable>[]): Promise<void> {
  await insertChunked(rows, (chunk) => db.insertInto('barang').values(chunk).execute());
}

/** An item's new place, status, pieces and weight. */
export type ItemStateRow = { kode_barcode: string; status: string; kode_gudang: string; kode_baki: string; jumlah: number; berat: string };

/**
 * The update of items' place and state, to run on its own or inside a larger statement. With
 * `versions` (barcode -> the row version `xmin` read with the item) only rows still at that version
 * are written, and the statement answers the barcodes written: a save that read its items without
 * locking them counts them to know nothing changed in between. Rows go in barcode order.
 */
export function updateItemStatesQuery(kodeToko: string, rows: readonly ItemStateRow[], by: string, versions?: ReadonlyMap<string, string>) {
  const sorted = [...rows].sort((a, b) => (a.kode_barcode < b.kode_barcode ? -1 : a.kode_barcode > b.kode_barcode ? 1 : 0));
  const values = sql.join(
    sorted.map((r) => sql`(${r.kode_barcode}, ${r.status}, ${r.kode_gudang}, ${r.kode_baki}, ${r.jumlah}::int, ${r.berat}::numeric, ${versions?.get(r.kode_barcode) ?? null}::text)`),
  );
  return sql`
    update barang as b
       set status = v.status, kode_gudang = v.kode_gudang, kode_baki = v.kode_baki, jumlah = v.jumlah, berat = v.berat,
           updated_by = ${by}, updated_at = now()
      from (values ${values}) as v(kode_barcode, status, kode_gudang, kode_baki, jumlah, berat, versi)
     where b.kode_toko = ${kodeToko} and b.kode_barcode = v.kode_barcode${versions ? sql` and b.xmin = v.versi::xid returning b.kode_barcode` : sql``}`;
}

/** Writes the new state of changed items in one statement. */
export async function updateItemStates(db: Db, kodeToko: string, rows: readonly ItemStateRow[], by: string): Promise<void> {
  if (!rows.length) return;
  await updateItemStatesQuery(kodeToko, rows, by).execute(db);
}

export async function updateItemFields(
  db: Db,
  kodeToko: string,
  kodeBarcode: string,
  values: { kode_group: string; kode_dept: string; nama_barang: string; berat: string; berat_awal: string; kadar: string; kode_intern: string; size: string },
  by: string,
): Promise<void> {
  await db
    .updateTable('barang')
    .set({ ...values, updated_by: by, updated_at: sql`now()` })
    .where('kode_toko', '=', kodeToko)
    .where('kode_barcode', '=', kodeBarcode)
    .execute();
}

export async function updateItemPrices(db: Db, kodeToko: string, rows: readonly { kode_barcode: string; harga_jual: number; ongkos: number }[], by: string): Promise<void> {
  if (!rows.length) return;
  const values = sql.join(rows.map((r) => sql`(${r.kode_barcode}, ${r.harga_jual}::bigint, ${r.ongkos}::bigint)`));
  await sql`
    update barang as b
       set harga_jual = v.harga_jual, ongkos = v.ongkos, updated_by = ${by}, updated_at = now()
      from (values ${values}) as v(kode_barcode, harga_jual, ongkos)
     where b.kode_toko = ${kodeToko} and b.kode_barcode = v.kode_barcode`.execute(db);
}

// ---------------------------------------------------------------- ledger

/** The ledger insert of a few rows, not yet run (for a caller that writes it with other rows in one statement). */
export function insertMutasiQuery(db: Db, rows: readonly InsertObject<Database, 'stock_mutasi'>[]) {
  return db.insertInto('stock_mutasi').values([...rows]);
}

export async function insertMutasi(db: Db, rows: readonly Insertable<StockMutasiTable>[]): Promise<void> {
  await insertChunked(rows, (chunk) => db.insertInto('stock_mutasi').values(chunk).execute());
}

/** Where each sample came from: the origin of its last CONTOH_KELUAR row. */
export function lastSampleOrigins(db: Db, kodeToko: string, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([]);
  return db
    .selectFrom('stock_mutasi')
    .distinctOn('kode_barcode')
    .select(['kode_barcode', 'dari_gudang', 'dari_baki'])
    .where('kode_toko', '=', kodeToko)
    .where('kode_barcode', 'in', [...codes])
    .where('jenis', '=', 'CONTOH_KELUAR')
    .orderBy('kode_barcode')
    .orderBy('id', 'desc')
    .execute();
}

export function listMutasiOfItem(db: Db, kodeToko: string, kodeBarcode: string) {
  return db
    .selectFrom('stock_mutasi')
    .select(['id', 'kode_barcode', 'jenis', 'tgl_system', 'dari_gudang', 'dari_baki', 'ke_gudang', 'ke_baki', 'qty', 'berat', 'no_ref', 'keterangan', 'input_by', 'created_at'])
    .where('kode_toko', '=', kodeToko)
    .where('kode_barcode', '=', kodeBarcode)
    .orderBy('id')
    .execute();
}

/**
 * The ledger summed per warehouse and tray up to a business date: what came in and went out
 * before the date (opening) and on it. A row from a place to the same place moves nothing.
 * Weights are exact numeric sums (text).
 */
export async function sumLedgerByPlace(db: Db, kodeToko: string, tanggal: string) {
  const result = await sql<{
    kode_gudang: string;
    kode_baki: string;
    awal_in_qty: number;
    awal_in_berat: string;
    awal_out_qty: number;
    awal_out_berat: string;
    masuk_qty: number;
    masuk_berat: string;
    keluar_qty: number;
    keluar_berat: string;
  }>`
    with m as (
      select tgl_system, ke_gudang as kode_gudang, ke_baki as kode_baki, qty, berat, 1 as arah
        from stock_mutasi
       where kode_toko = ${kodeToko} and tgl_system <= ${tanggal} and ke_baki is not null
         and not (dari_baki is not distinct from ke_baki and dari_gudang is not distinct from ke_gudang)
      union all
      select tgl_system, dari_gudang, dari_baki, qty, berat, -1
        from stock_mutasi
       where kode_toko = ${kodeToko} and tgl_system <= ${tanggal} and dari_baki is not null
         and not (dari_baki is not distinct from ke_baki and dari_gudang is not distinct from ke_gudang)
    )
    select kode_gudang, kode_baki,
           coalesce(sum(qty) filter (where arah = 1 and tgl_system < ${tanggal}), 0) as awal_in_qty,
           coalesce(sum(berat) filter (where arah = 1 and tgl_system < ${tanggal}), 0) as awal_in_berat,
           coalesce(sum(qty) filter (where arah = -1 and tgl_system < ${tanggal}), 0) as awal_out_qty,
           coalesce(sum(berat) filter (where arah = -1 and tgl_system < ${tanggal}), 0) as awal_out_berat,
           coalesce(sum(qty) filter (where arah = 1 and tgl_system = ${tanggal}), 0) as masuk_qty,
           coalesce(sum(berat) filter (where arah = 1 and tgl_system = ${tanggal}), 0) as masuk_berat,
           coalesce(sum(qty) filter (where arah = -1 and tgl_system = ${tanggal}), 0) as keluar_qty,
           coalesce(sum(berat) filter (where arah = -1 and tgl_system = ${tanggal}), 0) as keluar_berat
      from m
     group by kode_gudang, kode_baki
     order by kode_gudang, kode_baki`.execute(db);
  return result.rows;
}

/** Names of the store's warehouses and trays (for the balance). */
export async function placeNames(db: Db, kodeToko: string) {
  const [gudang, baki] = await Promise.all([
    db.selectFrom('gudang').select(['kode_gudang', 'nama_gudang']).where('kode_toko', '=', kodeToko).execute(),
    db.selectFrom('baki').select(['kode_baki', 'nama_baki']).where('kode_toko', '=', kodeToko).execute(),
  ]);
  return { gudang: new Map(gudang.map((g) => [g.kode_gudang, g.nama_gudang])), baki: new Map(baki.map((b) => [b.kode_baki, b.nama_baki])) };
}

// ---------------------------------------------------------------- transfer documents

export async function insertPindah(db: Db, header: Insertable<PindahBarangTable>, lines: readonly Insertable<PindahBarangDetailTable>[]): Promise<void> {
  await db.insertInto('pindah_barang').values(header).execute();
  await insertChunked(lines, (chunk) => db.insertInto('pindah_barang_detail').values(chunk).execute());
}

const PINDAH_COLUMNS = [
  'no_pindah',
  'tgl_system',
  'created_at as tgl',
  'kode_gudang',
  'kode_baki',
  'dari_gudang',
  'dari_baki',
  'total_qty',
  'total_berat',
  'input_by',
] as const;

export function listPindah(db: Db, kodeToko: string, startDate: string, endDate: string) {
  return db
    .selectFrom('pindah_barang')
    .select(PINDAH_COLUMNS)
    .where('kode_toko', '=', kodeToko)
    .where('tgl_system', '>=', startDate)
    .where('tgl_system', '<=', endDate)
    .orderBy('id')
    .limit(5000)
    .execute();
}

/** The distinct places the lines of transfers came from, per transfer, sorted. */
export function pindahSources(db: Db, kodeToko: string, noPindahs: readonly string[]) {
  if (!noPindahs.length) return Promise.resolve([]);
  return db
    .selectFrom('pindah_barang_detail')
    .select(['no_pindah', 'dari_gudang', 'dari_baki'])
    .distinct()
    .where('kode_toko', '=', kodeToko)
    .where('no_pindah', 'in', [...noPindahs])
    .where('dari_baki', '<>', '')
    .orderBy('no_pindah')
    .orderBy('dari_gudang')
    .orderBy('dari_baki')
    .execute();
}

export function findPindah(db: Db, kodeToko: string, noPindah: string) {
  return db.selectFrom('pindah_barang').select(PINDAH_COLUMNS).where('kode_toko', '=', kodeToko).where('no_pindah', '=', noPindah).executeTakeFirst();
}

export function listPindahDetail(db: Db, kodeToko: string, noPindah: string) {
  return db
    .selectFrom('pindah_barang_detail as d')
    .innerJoin('pindah_barang as p', (j) => j.onRef('p.kode_toko', '=', 'd.kode_toko').onRef('p.no_pindah', '=', 'd.no_pindah'))
    .select(['p.tgl_system', 'd.kode_barcode', 'd.keterangan', 'd.dari_gudang', 'd.dari_baki', 'd.berat', 'd.size', 'd.qty', 'd.harga_jual'])
    .where('d.kode_toko', '=', kodeToko)
    .where('d.no_pindah', '=', noPindah)
    .orderBy('d.id')
    .execute();
}
