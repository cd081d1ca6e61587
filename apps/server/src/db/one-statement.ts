import { sql, type Compilable, type Kysely, type OperationNodeSource } from 'kysely';
import type { Database } from './schema';

/** A query a repository builds without running it, to be written together with others. */
export type PendingWrite = Compilable & OperationNodeSource;

/**
 * Runs several writes (inserts and updates without `returning`) as one statement: all but the last
 * become data-modifying CTEs (`with w1 as (insert ...), w2 as (...) insert ...`). One round trip
 * instead of one per table, which matters where the writes happen while a lock is held, such as a
 * store's receipt counter that every cashier of the store waits for. PostgreSQL checks foreign keys
 * at the end of the statement, so a header and its lines may go in the same one.
 */
export async function executeAsOneStatement(db: Kysely<Database>, writes: readonly PendingWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const last = writes[writes.length - 1]!;
  if (writes.length === 1) {
    await db.executeQuery(last.compile());
    return;
  }
  const ctes = sql.join(
    writes.slice(0, -1).map((w, i) => sql`${sql.raw(`w${i + 1}`)} as (${w})`),
    sql`, `,
  );
  await sql`with ${ctes} ${last}`.execute(db);
}
