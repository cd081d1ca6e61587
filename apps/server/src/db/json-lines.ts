import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './schema';

/**
 * The rows of a report query as the JSON text the database writes (`row_to_json`, compact, the select's keys in
 * order), one row a line joined by ',\n', ordered by `order` (over the query's columns as `x.<column>`); '' for
 * none. For a summary whose columns are already the wire's types (texts; int, bigint as numbers; booleans): the
 * answer is sent as it comes, with no row object made on the server.
 */
export async function jsonLines(db: Kysely<Database>, query: RawBuilder<unknown>, order: RawBuilder<unknown>): Promise<string> {
  const { rows } = await sql<{ body: string | null }>`
    select string_agg(row_to_json(x)::text, E',\n' order by ${order}) as body from (${query}) x`.execute(db);
  return rows[0]?.body ?? '';
}
