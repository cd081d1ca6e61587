import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index';
import { PGliteDialect } from './pglite-dialect';
import { preparedStatementPool } from './prepared-pool';
import type { Database } from './schema';

export type Db = Kysely<Database>;

const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082, TIMESTAMP: 1114, TIMESTAMPTZ: 1184 } as const;

/** int8 as number (rupiah fits), dates as 'YYYY-MM-DD', timestamps as ISO strings, numeric as text. */
const parsers: Record<number, (value: string) => unknown> = {
  [OID.INT8]: (v) => Number(v),
  [OID.DATE]: (v) => v,
  [OID.TIMESTAMPTZ]: (v) => new Date(v).toISOString(),
  [OID.TIMESTAMP]: (v) => new Date(`${v}Z`).toISOString(),
};

export type DatabaseOptions = { url?: string; pgliteDir?: string; schema?: string; poolSize?: number };

export async function createDatabase(opts: DatabaseOptions): Promise<{ db: Db; pool?: pg.Pool; kind: 'pg' | 'pglite' }> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      // Connections stay open: pg closes a connection idle for 10 s by default, and the next burst then
      // waits for a new PostgreSQL backend to start and load its catalog caches and statements (a
      // 100-300 ms stall of every save behind it, seen in bench/sale every few seconds).
      idleTimeoutMillis: 0,
      // No JIT: its compile step (0.5-2 s on this hardware) fired on report queries whose row estimates are
      // large but which run in a fraction of that (docs/decisions.md, "Reports: speed").
      options: `-c jit=off${opts.schema ? ` -c search_path=${opts.schema}` : ''}`,
      types: {
        getTypeParser: ((oid: number, format?: string) =>
          parsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
      },
    });
    if (opts.schema) {
      const client = await pool.connect();
      try {
        await client.query(`create schema if not exists "${opts.schema}"`);
      } finally {
        client.release();
      }
    }
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparedStatementPool(pool) }) }), pool, kind: 'pg' };
  }
  const dir = opts.pgliteDir && opts.pgliteDir !== 'memory://' ? opts.pgliteDir : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  // One options object: PGlite 0.5 drops the second argument when the first is not a string, which
  // would silently lose the parsers for an in-memory database.
  const pglite = new PGlite({ ...(dir ? { dataDir: dir } : {}), parsers });
  return { db: new Kysely<Database>({ dialect: new PGliteDialect(pglite) }), kind: 'pglite' };
}

/**
 * Runs every pending migration. With a schema, Kysely's bookkeeping tables are looked up in that
 * schema only: otherwise it finds another schema's lock table in the same database and skips
 * creating its own (two test files migrating side by side).
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migrasi gagal${failed ? ` pada ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}
