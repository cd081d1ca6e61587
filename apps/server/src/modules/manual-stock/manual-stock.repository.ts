/** SQL of the manual stock (issue 35): balances, their ledger, the manual sale and purchase documents. */
import type { BarangManualQuery, ManualListQuery } from '@emas/domain';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { BarangManualMutasiTable, Database, JualBeliManualDetailTable, JualBeliManualTable } from '../../db/schema';

type Db = Kysely<Database>;

export type ManualPlace = { kode_group: string; kode_dept: string; kode_gudang: string; kode_baki: string };

const orAll = (v: string) => (v === 'ALL' ? null : v);

/** GET barang-manual: the balances of the store(s), narrowed by group, jenis and warehouse; empty balances left out. */
export function listBalances(db: Db, kodeToko: string | null, q: BarangManualQuery) {
  let query = db
    .selectFrom('barang_manual')
    .select(['kode_toko', 'kode_group', 'kode_dept', 'kode_gudang', 'kode_baki', 'qty', 'berat'])
    .where((eb) => eb.or([eb('qty', '>', 0), eb('berat', '>', '0')]));
  if (kodeToko) query = query.where('kode_toko', '=', kodeToko);
  for (const [column, value] of [['kode_group', q.kode_group], ['kode_dept', q.kode_dept], ['kode_gudang', q.kode_gudang]] as const) {
    const v = orAll(value);
    if (v) query = query.where(column, '=', v);
  }
  return query.orderBy(['kode_toko', 'kode_gudang', 'kode_baki', 'kode_group', 'kode_dept']).execute();
}

/** The masters a line names: which groups, jenis and trays (with their warehouse) the store knows. */
export async function knownMasters(db: Db, kodeToko: string, groups: readonly string[], depts: readonly string[], trays: readonly string[]) {
  const [g, d, b] = await Promise.all([
    db.selectFrom('group_barang').select('kode_group').where('kode_toko', '=', kodeToko).where('kode_group', 'in', groups).execute(),
    db.selectFrom('jenis').select('kode_dept').where('kode_toko', '=', kodeToko).where('kode_dept', 'in', depts).execute(),
    db.selectFrom('baki').select(['kode_baki', 'kode_gudang']).where('kode_toko', '=', kodeToko).where('kode_baki', 'in', trays).execute(),
  ]);
  return { groups: new Set(g.map((r) => r.kode_group)), depts: new Set(d.map((r) => r.kode_dept)), trays: new Map(b.map((r) => [r.kode_baki, r.kode_gudang])) };
}

/**
 * The balances of the places, locked (FOR UPDATE) in a fixed order so that two documents on the same places queue
 * instead of deadlocking; a place with no row yet gets an empty one first (so the lock has a row to hold).
 */
export async function lockBalances(db: Db, kodeToko: string, places: readonly ManualPlace[]) {
  const sorted = [...new Map(places.map((p) => [key(p), placeOf(p)])).values()].sort((a, b) => key(a).localeCompare(key(b)));
  await db
    .insertInto('barang_manual')
    .values(sorted.map((p) => ({ kode_toko: kodeToko, ...p, qty: 0, berat: '0' })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const rows = [];
  for (const p of sorted) {
    const row = await db
      .selectFrom('barang_manual')
      .select(['kode_group', 'kode_dept', 'kode_gudang', 'kode_baki', 'qty', 'berat'])
      .where('kode_toko', '=', kodeToko)
      .where('kode_group', '=', p.kode_group)
      .where('kode_dept', '=', p.kode_dept)
      .where('kode_gudang', '=', p.kode_gudang)
      .where('kode_baki', '=', p.kode_baki)
      .forUpdate()
      .executeTakeFirstOrThrow();
    rows.push(row);
  }
  return rows;
}

const placeOf = (p: ManualPlace): ManualPlace => ({ kode_group: p.kode_group, kode_dept: p.kode_dept, kode_gudang: p.kode_gudang, kode_baki: p.kode_baki });

export const key = (p: ManualPlace) => [p.kode_gudang, p.kode_baki, p.kode_group, p.kode_dept].join('|');

export async function setBalance(db: Db, kodeToko: string, p: ManualPlace, qty: number, berat: string): Promise<void> {
  await db
    .updateTable('barang_manual')
    .set({ qty, berat, updated_at: sql`now()` })
    .where('kode_toko', '=', kodeToko)
    .where('kode_group', '=', p.kode_group)
    .where('kode_dept', '=', p.kode_dept)
    .where('kode_gudang', '=', p.kode_gudang)
    .where('kode_baki', '=', p.kode_baki)
    .execute();
}

export async function insertMovements(db: Db, rows: readonly Insertable<BarangManualMutasiTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('barang_manual_mutasi').values([...rows]).execute();
}

export async function insertDocument(db: Db, header: Insertable<JualBeliManualTable>, lines: readonly Insertable<JualBeliManualDetailTable>[]): Promise<void> {
  await db.insertInto('jual_beli_manual').values(header).execute();
  await db.insertInto('jual_beli_manual_detail').values([...lines]).execute();
}

export function findByKey(db: Db, kodeToko: string, idempotencyKey: string) {
  return db.selectFrom('jual_beli_manual').select(['no_faktur', 'jenis']).where('kode_toko', '=', kodeToko).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

const HEADER = ['kode_toko', 'no_faktur', 'jenis', 'tgl_system', 'nama_customer', 'keterangan', 'total_qty', 'total_berat', 'total', 'status', 'valid', 'valid_by', 'input_by', 'created_at'] as const;

export function findDocument(db: Db, kodeToko: string, noFaktur: string) {
  return db.selectFrom('jual_beli_manual').select(HEADER).where('kode_toko', '=', kodeToko).where('no_faktur', '=', noFaktur).executeTakeFirst();
}

export function listDocuments(db: Db, kodeToko: string, q: ManualListQuery) {
  let query = db.selectFrom('jual_beli_manual').select(HEADER).where('kode_toko', '=', kodeToko).where('tgl_system', '=', q.tgl_system);
  if (q.jenis !== 'ALL') query = query.where('jenis', '=', q.jenis);
  if (q.valid !== 'ALL') query = query.where('valid', '=', q.valid === 'Y');
  return query.orderBy('no_faktur').execute();
}

export type DocumentRow = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

export function linesOf(db: Db, kodeToko: string, nos: readonly string[]) {
  if (!nos.length) return Promise.resolve([]);
  return db
    .selectFrom('jual_beli_manual_detail')
    .select(['no_faktur', 'urut', 'kode_group', 'kode_dept', 'kode_gudang', 'kode_baki', 'qty', 'berat', 'harga'])
    .where('kode_toko', '=', kodeToko)
    .where('no_faktur', 'in', nos)
    .orderBy(['no_faktur', 'urut'])
    .execute();
}

/** Marks the store's documents valid (those not yet valid); answers how many changed. */
export async function validateDocuments(db: Db, kodeToko: string, nos: readonly string[], by: string): Promise<number> {
  const r = await db
    .updateTable('jual_beli_manual')
    .set({ valid: true, valid_by: by, valid_at: new Date().toISOString() })
    .where('kode_toko', '=', kodeToko)
    .where('no_faktur', 'in', nos)
    .where('valid', '=', false)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Manual documents of a day not yet validated (the day close's check). */
export async function countUnvalidated(db: Db, kodeToko: string, tglSystem: string): Promise<number> {
  const r = await db
    .selectFrom('jual_beli_manual')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('kode_toko', '=', kodeToko)
    .where('tgl_system', '=', tglSystem)
    .where('valid', '=', false)
    .where('status', '=', 'OPEN')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The day's close keeps the manual balances as they stand (the next day opens from them). */
export async function keepDailyBalances(db: Db, kodeToko: string, tglSystem: string): Promise<void> {
  await sql`
    insert into saldo_barang_manual_harian (kode_toko, tgl_system, kode_group, kode_dept, kode_gudang, kode_baki, qty, berat)
    select kode_toko, ${tglSystem}::date, kode_group, kode_dept, kode_gudang, kode_baki, qty, berat
      from barang_manual where kode_toko = ${kodeToko}
    on conflict (kode_toko, tgl_system, kode_group, kode_dept, kode_gudang, kode_baki) do update set qty = excluded.qty, berat = excluded.berat`.execute(db);
}

/** Laporan Jual Beli Manual: the lines of the period's documents. */
export function reportLines(db: Db, kodeToko: string | null, from: string, to: string, jenis: string) {
  let query = db
    .selectFrom('jual_beli_manual as h')
    .innerJoin('jual_beli_manual_detail as d', (j) => j.onRef('d.kode_toko', '=', 'h.kode_toko').onRef('d.no_faktur', '=', 'h.no_faktur'))
    .select(['h.kode_toko', 'h.tgl_system', 'h.no_faktur', 'h.jenis', 'h.nama_customer', 'h.valid', 'h.input_by', 'd.kode_group', 'd.kode_dept', 'd.kode_gudang', 'd.kode_baki', 'd.qty', 'd.berat', 'd.harga'])
    .where('h.tgl_system', '>=', from)
    .where('h.tgl_system', '<=', to)
    .where('h.status', '=', 'OPEN');
  if (kodeToko) query = query.where('h.kode_toko', '=', kodeToko);
  if (jenis !== 'ALL') query = query.where('h.jenis', '=', jenis as 'JUAL' | 'BELI');
  return query.orderBy(['h.kode_toko', 'h.tgl_system', 'h.no_faktur', 'd.urut']).execute();
}
