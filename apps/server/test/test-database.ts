import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import { createDatabase, migrateToLatest, type Db } from '../src/db/database';

/**
 * A migrated database of a test file's own: a fresh schema on PostgreSQL when TEST_DATABASE_URL is set,
 * else an in-memory embedded database. `close` drops the schema and ends the pool.
 */
export async function openTestDatabase(options: { poolSize?: number } = {}): Promise<{ db: Db; close: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const { db } = await createDatabase({ url, schema, pgliteDir: 'memory://', poolSize: options.poolSize ?? 2 });
  await migrateToLatest(db, schema);
  return {
    db,
    close: async () => {
      if (schema) await sql.raw(`drop schema if exists "${schema}" cascade`).execute(db);
      await db.destroy();
    },
  };
}
