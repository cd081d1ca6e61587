/**
 * Stock benchmark (issue 3, "Performance"): seeds 100,000 items into a fresh schema of a real
 * PostgreSQL, starts the real server on a port, and measures barcode lookup and the data-barang
 * list (filter + page) through the HTTP API with concurrent requests, next to the same queries run
 * directly on the database (the same repository functions the API calls), so the API's overhead
 * is a ratio. Targets: lookup p99 < 10 ms, list p99 < 100 ms.
 *
 *   cd bench && npm run bench:stock
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_ITEMS
 * (100000), BENCH_LOOKUPS (5000), BENCH_LISTS (1000), BENCH_CONCURRENCY (8: each scenario runs with 1
 * client, then with 8 at once), BENCH_KEEP_SCHEMA=1 to keep the schema for a look afterwards.
 */
import { barangListQuery, formatBarcode, toBusinessDate } from '@emas/domain';
import { sql } from 'kysely';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { cpus } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabase, migrateToLatest, type Db } from '../../apps/server/src/db/database';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../../apps/server/src/db/seed';
import { buildStockSeed, groupKadarOf, insertStockSeed } from '../../apps/server/src/db/seed-stock';
import * as repo from '../../apps/server/src/modules/stock/stock.repository';
import { formatComparison, runLoad, summarize, type Summary } from '../shared/stats';
import { BENCH_DATABASE_URL, startServer } from '../shared/server';

const URL_ = BENCH_DATABASE_URL;
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 5000);
const LISTS = Number(process.env.BENCH_LISTS ?? 1000);
/** each scenario runs with one client, then with this many at once */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const STORE = 'BDG';
const TRAYS = ['B01', 'B02', 'B03', 'B04', 'B05', 'B06', 'B07'];

const say = (line: string) => process.stdout.write(`${line}\n`);

function randomOf(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function seed(db: Db, today: string): Promise<{ first: number; count: number }> {
  await seedDemoIfEmpty(db, today);
  const counter = await db.selectFrom('nomor_dokumen').select('nomor').where('kode_toko', '=', STORE).where('jenis', '=', 'BARCODE').executeTakeFirst();
  const first = Number(counter?.nomor ?? 0) + 1;
  const t0 = performance.now();
  const built = buildStockSeed({ kodeToko: STORE, today, count: ITEMS, groupKadar: await groupKadarOf(db, STORE), firstNumber: first, seed: 42 });
  await db.transaction().execute((trx) => insertStockSeed(trx, STORE, built));
  // a table in steady state: statistics fresh and the visibility map set (autovacuum's work)
  await sql`vacuum analyze barang`.execute(db);
  await sql`analyze stock_mutasi`.execute(db);
  say(`seeded ${ITEMS.toLocaleString('en')} items and ${built.ledger.length.toLocaleString('en')} ledger rows into ${STORE} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  // the bench signs in as the BDG supervisor, with the data-barang screen ticked
  const akses = [{ key: 'barang', is_show: true, children: [{ key: 'data-barang', is_show: true, children: [] }] }];
  await db.updateTable('users').set({ akses: JSON.stringify(akses) }).where('user_id', '=', 'SPVBDG').execute();
  return { first, count: ITEMS };
}

type Scenario = { name: string; kind: 'lookup' | 'list'; total: number; target: number; query: (rnd: () => number) => string };

async function main() {
  const schema = `bench_stock_${randomBytes(4).toString('hex')}`;
  const today = toBusinessDate(new Date());
  const { db } = await createDatabase({ url: URL_, schema, poolSize: 10 });
  let server: ChildProcess | null = null;
  try {
    say(`database ${URL_.replace(/\/\/[^@]*@/, '//')} schema ${schema}`);
    await migrateToLatest(db, schema);
    const { first, count } = await seed(db, today);
    const started = await startServer(schema);
    server = started.child;
    const login = await fetch(`${started.base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: 'SPVBDG', password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}` };

    const barcode = (rnd: () => number) => formatBarcode(STORE, first + Math.floor(rnd() * count));
    const scenarios: Scenario[] = [
      { name: 'lookup /api/barang/:kode_barcode', kind: 'lookup', total: LOOKUPS, target: 10, query: barcode },
      {
        name: 'list tray, sort barcode, page 1-40',
        kind: 'list',
        total: LISTS,
        target: 100,
        query: (rnd) => `kode_baki=${TRAYS[Math.floor(rnd() * TRAYS.length)]}&sort_by=kode_barcode&limit=50&page=${1 + Math.floor(rnd() * 40)}`,
      },
      {
        name: 'list group+jenis, sort name',
        kind: 'list',
        total: LISTS,
        target: 100,
        query: (rnd) => `kode_group=${['P17', 'P22', 'P18'][Math.floor(rnd() * 3)]}&kode_dept=${['CC', 'GL', 'KL'][Math.floor(rnd() * 3)]}&sort_by=nama_barang&limit=50&page=${1 + Math.floor(rnd() * 10)}`,
      },
      {
        name: 'list q = part of a barcode',
        kind: 'list',
        total: LISTS,
        target: 100,
        query: (rnd) => `q=${String(first + Math.floor(rnd() * count)).padStart(7, '0').slice(1)}&limit=50`,
      },
      {
        name: 'list q = a common word, sort tray',
        kind: 'list',
        total: LISTS,
        target: 100,
        query: (rnd) => `q=${encodeURIComponent(['BELAH ROTAN', 'KALUNG CASTELLO', 'GELANG PADI', 'LIONTIN HATI'][Math.floor(rnd() * 4)]!)}&sort_by=kode_toko&limit=50&page=${1 + Math.floor(rnd() * 5)}`,
      },
    ];

    const viaApi = async (s: Scenario, rnd: () => number) => {
      const url = s.kind === 'lookup' ? `${started.base}/api/barang/${s.query(rnd)}` : `${started.base}/api/barang?${s.query(rnd)}`;
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      return res.ok;
    };
    const viaDb = async (s: Scenario, rnd: () => number) => {
      if (s.kind === 'lookup') return Boolean(await repo.findItem(db, STORE, s.query(rnd)));
      const filter = barangListQuery.parse(Object.fromEntries(new URLSearchParams(s.query(rnd))));
      const [rows] = await Promise.all([repo.listItems(db, STORE, filter), repo.countItems(db, STORE, filter)]);
      return rows.length >= 0;
    };

    const results: { api: Summary; db: Summary; targetP99: number }[] = [];
    for (const s of scenarios) {
      for (const concurrency of [1, CONCURRENCY]) {
        const total = concurrency === 1 ? Math.ceil(s.total / 4) : s.total;
        // warm both paths (connections, plans, caches) before measuring
        const warm = randomOf(7);
        await runLoad('warm', Math.min(200, total), concurrency, () => viaApi(s, warm));
        await runLoad('warm', Math.min(200, total), concurrency, () => viaDb(s, warm));
        const rndApi = randomOf(1234);
        const api = summarize(await runLoad(s.name, total, concurrency, () => viaApi(s, rndApi)));
        const rndDb = randomOf(1234);
        const direct = summarize(await runLoad(s.name, total, concurrency, () => viaDb(s, rndDb)));
        results.push({ api, db: direct, targetP99: s.target });
        say(`done: ${s.name}, ${concurrency} at once`);
      }
    }
    say('');
    say(`items in ${STORE}: ${(count + 300).toLocaleString('en')} (100,000 benchmark + 300 demo); server and database on this machine (${cpus().length} cores)`);
    say(formatComparison(results));
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    if (!process.env.BENCH_KEEP_SCHEMA) await sql.raw(`drop schema if exists "${schema}" cascade`).execute(db);
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
