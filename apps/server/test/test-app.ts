import { toBusinessDate } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createDatabase, migrateToLatest, type Db } from '../src/db/database';
import { fileStoreOf } from '../src/files';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../src/db/seed';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  /** signs a demo user in through the API and returns the bearer token */
  login(userId: string, password?: string): Promise<string>;
  /**
   * Ends the user's open sessions in the database (as a sign-out on another device would), then
   * signs in through the API: for tests that need a user whose earlier session another test left open.
   */
  loginFresh(userId: string, password?: string): Promise<string>;
  /** `authorization` header for a token */
  bearer(token: string): { authorization: string };
  /** Listens on a free port of 127.0.0.1 (once) and answers the base URL, for socket.io clients. */
  listen(): Promise<string>;
  close(): Promise<void>;
};

export type TestAppOptions = {
  /** runs after the app is built and before it is ready: the place to register test-only routes */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /**
   * Seeds the demo's first-hour content too (opening balances, the WhatsApp stand-in, the catalogue), as
   * `npm start` does. Off by default: a test of a ledger or a message sets the money and gateway it checks.
   */
  demoStarter?: boolean;
};

/**
 * A real server over a real database: a fresh schema in TEST_DATABASE_URL when it is set,
 * else a fresh in-memory PGlite. Migrated and seeded with the demo chain, like `npm start` (its first-hour
 * content only with `demoStarter`).
 */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? `t_${randomBytes(6).toString('hex')}` : undefined;
  // tests write users, modules and sessions straight into the database between calls, which a cached
  // session would hide for a few seconds; auth.test.ts turns the cache on and tests it
  const config: Config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_CACHE_SECONDS: '0', ...env });
  const { db, pool } = await createDatabase({ url, schema, pgliteDir: 'memory://', poolSize: 5 });
  await migrateToLatest(db, schema);
  await seedDemoIfEmpty(db, toBusinessDate(new Date()), options.demoStarter ? { files: fileStoreOf(config) } : null);
  const app = await buildApp({ config, db, pool, logger: false });
  await options.beforeReady?.(app);
  await app.ready();
  let baseUrl: string | null = null;
  const login = async (userId: string, password = DEMO_PASSWORD) => {
    const res = await app.inject({ method: 'POST', url: '/api/users/login', payload: { user_id: userId, password } });
    if (res.statusCode !== 200) throw new Error(`login ${userId} failed: ${res.statusCode} ${res.body}`);
    return res.json().data.token as string;
  };
  return {
    app,
    db,
    login,
    async loginFresh(userId, password) {
      await db
        .updateTable('sessions')
        .set({ ended_at: new Date(), ended_reason: 'TEST' })
        .where('user_id', '=', userId.toUpperCase())
        .where('ended_at', 'is', null)
        .execute();
      return login(userId, password);
    },
    bearer: (token) => ({ authorization: `Bearer ${token}` }),
    async listen() {
      baseUrl ??= await app.listen({ port: 0, host: '127.0.0.1' });
      return baseUrl;
    },
    async close() {
      await app.close();
      if (schema) await sql.raw(`drop schema if exists "${schema}" cascade`).execute(db);
      await db.destroy();
    },
  };
}
