import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema';

/** Rows fetched from the cursor at a time: small enough to stay a few hundred kilobytes, large enough to cost few round trips. */
export const CURSOR_CHUNK = 2000;

/**
 * Reads a query's rows through a server-side cursor, `chunk` rows at a time, in one read-only
 * transaction (one snapshot: the chunks are one consistent answer). The caller holds one chunk at a
 * time, so an answer of a million rows is never held whole in memory on the server. Stopping early
 * (the consumer returns, or the client went away) rolls the transaction back and frees the connection.
 * Works on PostgreSQL and PGlite alike (plain DECLARE / FETCH; parameters are bound as in the query).
 */
export async function* cursorChunks<R>(db: Kysely<Database>, query: CompiledQuery<R>, chunk = CURSOR_CHUNK): AsyncGenerator<R[], void, undefined> {
  const trx = await db.startTransaction().setAccessMode('read only').execute();
  let done = false;
  try {
    await trx.executeQuery(CompiledQuery.raw(`declare report_rows no scroll cursor for ${query.sql}`, [...query.parameters]));
    const fetch = CompiledQuery.raw(`fetch forward ${Math.max(1, Math.floor(chunk))} from report_rows`);
    for (;;) {
      const { rows } = await trx.executeQuery<R>(fetch);
      if (rows.length > 0) yield rows;
      if (rows.length < chunk) break;
    }
    await trx.commit().execute();
    done = true;
  } finally {
    if (!done) await trx.rollback().execute();
  }
}
