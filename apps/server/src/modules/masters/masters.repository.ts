import type { MasterDef } from '@emas/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A master's row as the database answers it (numeric as text, int8 as number). */
export type DbRow = Record<string, unknown>;

/**
 * The masters are one machinery over many tables, so their table and column names come from the
 * registry (packages/domain/src/masters), never from the caller. Kysely sees them as loose tables.
 */
type LooseDb = Kysely<Record<string, Record<string, unknown>>>;
const loose = (db: Db) => db as unknown as LooseDb;

/** Columns a list answers: _id, store, code, fields, audit. */
export function columnsOf(def: MasterDef): string[] {
  const cols = ['_id', 'kode_toko', ...(def.code.generated ? [] : [def.code.name]), ...def.fields.map((f) => f.name), 'updated_at', 'updated_by'];
  return [...new Set(cols)];
}

export function listRows(db: Db, def: MasterDef, kodeToko: string, where: Readonly<Record<string, string | boolean>>) {
  let q = loose(db).selectFrom(def.table).select(columnsOf(def)).where('kode_toko', '=', kodeToko);
  for (const [column, value] of Object.entries(where)) q = q.where(column, '=', value);
  return q.orderBy(def.orderBy ?? def.code.name).orderBy('_id').execute();
}

/** One row by its code (or _id); locked for the rest of the transaction when `lock` is set. */
export function findRow(db: Db, def: MasterDef, kodeToko: string, code: string, lock = false) {
  let q = loose(db).selectFrom(def.table).select(columnsOf(def)).where('kode_toko', '=', kodeToko).where(def.code.name, '=', code);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** The codes of `codes` that exist in a master of the store. */
export async function existingCodes(db: Db, def: MasterDef, kodeToko: string, codes: readonly string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const rows = await loose(db)
    .selectFrom(def.table)
    .select(def.code.name)
    .where('kode_toko', '=', kodeToko)
    .where(def.code.name, 'in', [...codes])
    .execute();
  return new Set(rows.map((r) => String(r[def.code.name])));
}

export function insertRow(db: Db, def: MasterDef, values: DbRow) {
  return loose(db).insertInto(def.table).values(values).returning(columnsOf(def)).executeTakeFirstOrThrow();
}

export function updateRow(db: Db, def: MasterDef, kodeToko: string, code: string, values: DbRow) {
  return loose(db)
    .updateTable(def.table)
    .set({ ...values, updated_at: sql`now()` })
    .where('kode_toko', '=', kodeToko)
    .where(def.code.name, '=', code)
    .returning(columnsOf(def))
    .executeTakeFirstOrThrow();
}

export async function deleteRow(db: Db, def: MasterDef, kodeToko: string, code: string): Promise<number> {
  const result = await loose(db).deleteFrom(def.table).where('kode_toko', '=', kodeToko).where(def.code.name, '=', code).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Which of the given table.column pairs exist in the current schema (with their store column).
 * Lets a master declare a table another area will add later (the items table): it is checked once
 * it exists, without code changes.
 */
export async function existingColumns(db: Db, pairs: readonly { table: string; column: string; storeColumn: string }[]): Promise<Set<string>> {
  if (!pairs.length) return new Set();
  const tables = [...new Set(pairs.map((p) => p.table))];
  const rows = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and table_name in (${sql.join(tables)})`.execute(db);
  const found = new Set(rows.rows.map((r) => `${r.table_name}.${r.column_name}`));
  return new Set(pairs.filter((p) => found.has(`${p.table}.${p.column}`) && found.has(`${p.table}.${p.storeColumn}`)).map((p) => `${p.table}.${p.column}`));
}

/** How many rows of a table keep a code (in one store). */
export async function countUsage(db: Db, usage: { table: string; column: string; storeColumn: string; list?: boolean }, kodeToko: string, code: string): Promise<number> {
  const row = await loose(db)
    .selectFrom(usage.table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(usage.storeColumn, '=', kodeToko)
    .where((eb) => (usage.list ? sql<boolean>`${code} = any(${sql.ref(usage.column)})` : eb(usage.column, '=', code)))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
