import { toBusinessDate } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createDatabase, migrateToLatest, type Db } from '../src/db/database';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../src/db/seed';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  /** signs a demo user in through the API and returns the bearer token */
  login(userId: string, password?: string): Promise<string>;
  /** `authorization` header for a token */
  bearer(token: string): { authorization: string };
  close(): Promise<void>;
};

/**
 * A real server over a real database: a fresh schema in TEST_DATABASE_URL when it is set,
 * else a fresh in-memory PGlite. Migrated and seeded with the demo chain, like `npm start`.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const config: Config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const { db, pool } = await createDatabase({ url, schema, pgliteDir: 'memory://', poolSize: 5 });
  await migrateToLatest(db);
  await seedDemoIfEmpty(db, toBusinessDate(new Date()));
  const app = await buildApp({ config, db, pool, logger: false });
  await app.ready();
  return {
    app,
    db,
    async login(userId, password = DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/users/login', payload: { user_id: userId, password } });
      if (res.statusCode !== 200) throw new Error(`login ${userId} failed: ${res.statusCode} ${res.body}`);
      return res.json().data.token as string;
    },
    bearer: (token) => ({ authorization: `Bearer ${token}` }),
    async close() {
      await app.close();
      if (schema) await sql.raw(`drop schema if exists "${schema}" cascade`).execute(db);
      await db.destroy();
    },
  };
}
