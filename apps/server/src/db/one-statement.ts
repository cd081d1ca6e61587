import { sql, type Kysely, type OperationNodeSource, type RawBuilder } from 'kysely';
import type { Database } from './schema';

/** A query a repository builds without running it, to be written together with others. */
export type PendingWrite = OperationNodeSource;

/**
 * Runs several writes (inserts and updates without `returning`) as one statement: all but the last
 * become data-modifying CTEs (`with w1 as (insert ...), w2 as (...) insert ...`); with `select`, all
 * of them do and the select answers. `named` CTEs come first, for the writes to refer to. One round trip
 * instead of one per table, which matters where the writes happen while a lock is held, such as a
 * store's receipt counter that every cashier of the store waits for. PostgreSQL checks foreign keys
 * at the end of the statement, so a header and its lines may go in the same one.
 */
export async function executeAsOneStatement<R = unknown>(
  db: Kysely<Database>,
  writes: readonly PendingWrite[],
  options: {
    /** CTEs the writes refer to by name (a counter taken in the same statement) */
    named?: readonly (readonly [string, PendingWrite])[];
    /** the statement's answer, a select over the named CTEs; without it the last write is the main statement */
    select?: OperationNodeSource;
  } = {},
): Promise<R[]> {
  const named = options.named ?? [];
  const main = options.select ?? writes[writes.length - 1];
  if (!main) return [];
  const rest = options.select ? writes : writes.slice(0, -1);
  if (named.length === 0 && rest.length === 0) return (await sql<R>`${main}`.execute(db)).rows;
  const ctes = sql.join(
    [...named.map(([name, q]) => sql`${sql.id(name)} as (${q})`), ...rest.map((w, i) => sql`${sql.raw(`w${i + 1}`)} as (${w})`)],
    sql`, `,
  );
  return (await sql<R>`with ${ctes} ${main}`.execute(db)).rows;
}

/** A value that is known now, or only inside the statement that writes it (a document number). */
export type StatementValue = string | RawBuilder<string>;

/**
 * Texts and values joined, as a value of the same kind: plain text when every part is known now,
 * else an expression of the statement ('PENJUALAN ' + the receipt number taken in it).
 */
export function joinText<N extends StatementValue>(...parts: (string | N)[]): N {
  if (parts.every((p) => typeof p === 'string')) return parts.join('') as N;
  return sql.join(
    parts.map((p) => (typeof p === 'string' ? sql`${p}::text` : p)),
    sql` || `,
  ) as unknown as N;
}

/**
 * A condition of a writing statement: the CTE `cte` wrote exactly `expected` rows, else the statement
 * fails with serialization_failure ('<what> berubah saat disimpan', migration 0009) and writes nothing.
 * A save that read without locking counts what it wrote this way; the caller runs it again on 40001.
 */
export function wroteRows(cte: string, expected: number, what: string): RawBuilder<boolean> {
  return sql<boolean>`emas_unchanged((select count(*) from ${sql.id(cte)}) = ${expected}::int, ${what}::text)`;
}
