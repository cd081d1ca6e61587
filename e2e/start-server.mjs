#!/usr/bin/env node
/**
 * Starts the real server for the end-to-end tests (Playwright's webServer), on a FRESH database:
 *  - TEST_DATABASE_URL set: a new PostgreSQL database emas_e2e_<time>_<pid> on that server
 *    (old emas_e2e_* databases that nobody uses any more are dropped first);
 *  - else: an embedded PGlite database in a new temporary directory.
 * The server migrates and seeds the demo chain, and serves the built web app (apps/web/dist,
 * built here first when missing) and the API on E2E_PORT (default 3100), logging warnings only.
 * DATABASE_URL from the caller's environment is never used, so a real database is never touched.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(root, 'apps', 'web', 'dist');
const port = process.env.E2E_PORT ?? '3100';
const STALE_MS = 6 * 3_600_000;

const log = (line) => console.log(`[e2e-server] ${line}`);

function buildWebIfMissing() {
  if (existsSync(path.join(webDist, 'index.html'))) return;
  log('apps/web/dist is missing: building the web app');
  const result = spawnSync('npm', ['run', 'build', '-w', '@emas/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('[e2e-server] web build failed');
    process.exit(1);
  }
}

/** pg comes with the server workspace; resolve it from there. */
function loadPg() {
  const require = createRequire(path.join(root, 'apps', 'server', 'package.json'));
  return require('pg');
}

async function freshPostgres(adminUrl) {
  const pg = loadPg();
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query("select datname from pg_database where datname like 'emas\\_e2e\\_%'");
    for (const { datname } of rows) {
      try {
        // without FORCE: a database still in use (another run) stays
        await client.query(`drop database if exists "${datname}"`);
      } catch {
        /* in use */
      }
    }
    const name = `emas_e2e_${Date.now()}_${process.pid}`;
    await client.query(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return { name, url: url.toString() };
  } finally {
    await client.end();
  }
}

async function dropPostgres(adminUrl, name) {
  const pg = loadPg();
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
  } catch (error) {
    log(`could not drop ${name}: ${error instanceof Error ? error.message : error}`);
  } finally {
    await client.end().catch(() => {});
  }
}

function freshPgliteDir() {
  const tmp = os.tmpdir();
  for (const entry of readdirSync(tmp)) {
    if (!entry.startsWith('emas-e2e-')) continue;
    const dir = path.join(tmp, entry);
    try {
      if (Date.now() - statSync(dir).mtimeMs > STALE_MS) rmSync(dir, { recursive: true, force: true });
    } catch {
      /* gone or not ours */
    }
  }
  return mkdtempSync(path.join(tmp, 'emas-e2e-'));
}

async function main() {
  buildWebIfMissing();

  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.DB_SCHEMA;
  delete env.PGLITE_DIR;
  const adminUrl = process.env.TEST_DATABASE_URL;
  let cleanup = async () => {};
  if (adminUrl) {
    const { name, url } = await freshPostgres(adminUrl);
    env.DATABASE_URL = url;
    cleanup = () => dropPostgres(adminUrl, name);
    log(`PostgreSQL database ${name}`);
  } else {
    const dir = freshPgliteDir();
    env.PGLITE_DIR = dir;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
    log(`PGlite database in ${dir}`);
  }
  Object.assign(env, {
    PORT: port,
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    SEED_DEMO: 'auto',
    WEB_DIST: webDist,
    NODE_ENV: 'production',
    // /update-kadar is for the shops the deployment lists (spec 000 §6): BDG is, SBY is not (e2e/tests/supplier-harga.spec.ts)
    UPDATE_KADAR_SHOPS: process.env.UPDATE_KADAR_SHOPS ?? 'BDG',
  });

  const server = spawn(process.execPath, ['--import', 'tsx', path.join('apps', 'server', 'src', 'main.ts')], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  log(`server starting on http://127.0.0.1:${port} (pid ${server.pid})`);

  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    server.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  server.on('exit', async (code, signal) => {
    await cleanup().catch(() => {});
    if (!stopping) log(`server exited (${code ?? signal})`);
    process.exit(stopping ? 0 : (code ?? 1));
  });
}

main().catch((error) => {
  console.error(`[e2e-server] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
