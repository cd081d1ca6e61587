import { toBusinessDate } from '@emas/domain';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase, migrateToLatest } from './db/database';
import { seedDemoIfEmpty } from './db/seed';
import { fileStoreOf } from './files';

/** Start: validate configuration, open and migrate the database, seed the demo chain, serve. */
async function main() {
  const config = loadConfig();
  const { db, pool, kind } = await createDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR, schema: config.DB_SCHEMA, poolSize: config.DB_POOL_SIZE });
  await migrateToLatest(db, config.DB_SCHEMA);
  const seeded = config.SEED_DEMO === 'auto' ? await seedDemoIfEmpty(db, toBusinessDate(new Date()), { files: fileStoreOf(config) }) : false;
  const app = await buildApp({ config, db, pool });
  app.log.info({ database: kind, seeded }, 'database ready');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      await db.destroy();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
