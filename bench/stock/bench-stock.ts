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
 * (100000), BENCH_LOOKUPS (5000), BENCH_LISTS (1000), BENCH_CONCURRENCY (8), BENCH_LOOKUP_RATES (50,200 a second),
 * BENCH_LIST_RATES (20), BENCH_PROFILE=<dir> (server CPU profile), BENCH_ONLY=<text> (only the scenarios
 * whose name holds it), BENCH_KEEP_SCHEMA=1 to keep the schema.
 * BENCH_DUMP=<dir> writes every run's latencies with their start times (CSV), to see when the slow ones came.
 *
 * Each scenario runs three loads: one client (a cashier's scan: the latency a person waits), paced
 * (requests start on a fixed schedule, as from many counters; latency from the scheduled start), and
 * 8 clients back to back (the capacity; latency there is queueing on two cores).
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
import { createHttpClient } from '../shared/http';
import { formatComparison, runLoad, runPaced, summarize, type RunResult, type Summary } from '../shared/stats';
import { BENCH_DATABASE_URL, startServer } from '../shared/server';
import { sized, sizedText } from '../shared/smoke';

const URL_ = BENCH_DATABASE_URL;
const ITEMS = sized('BENCH_ITEMS', 100_000, 500);
const LOOKUPS = sized('BENCH_LOOKUPS', 5000, 40);
const LISTS = sized('BENCH_LISTS', 1000, 10);
/** each scenario runs with one client, then with this many at once */
const CONCURRENCY = sized('BENCH_CONCURRENCY', 8, 4);
/**
 * Paced loads, requests a second on a fixed schedule. 50 lookups/s is 20 counters each scanning an
 * item every 0.4 s, more than a busy shop's floor; 200/s is four times that.
 */
const rates = (text: string) => text.split(',').map(Number).filter((n) => n > 0);
const LOOKUP_RATES = rates(sizedText('BENCH_LOOKUP_RATES', '50,200', '0'));
const LIST_RATES = rates(sizedText('BENCH_LIST_RATES', '20', '0'));
/** run only the scenarios whose name contains this text */
const ONLY = process.env.BENCH_ONLY ?? '';
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

/** `rates`: the scenario also runs paced at each of these requests a second */
type Scenario = { name: string; kind: 'lookup' | 'list'; total: number; target: number; rates: readonly number[]; query: (rnd: () => number) => string };

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
    const client = createHttpClient(started.base, 32);
    const headers = await client.signIn('SPVBDG', DEMO_PASSWORD);

    const barcode = (rnd: () => number) => formatBarcode(STORE, first + Math.floor(rnd() * count));
    const scenarios: Scenario[] = [
      { name: 'lookup /api/barang/:kode_barcode', kind: 'lookup', total: LOOKUPS, target: 10, rates: LOOKUP_RATES, query: barcode },
      {
        name: 'list tray, sort barcode, page 1-40',
        kind: 'list',
        total: LISTS,
        target: 100,
        rates: LIST_RATES,
        query: (rnd) => `kode_baki=${TRAYS[Math.floor(rnd() * TRAYS.length)]}&sort_by=kode_barcode&limit=50&page=${1 + Math.floor(rnd() * 40)}`,
      },
      {
        name: 'list group+jenis, sort name',
        kind: 'list',
        total: LISTS,
        target: 100,
        rates: LIST_RATES,
        query: (rnd) => `kode_group=${['P17', 'P22', 'P18'][Math.floor(rnd() * 3)]}&kode_dept=${['CC', 'GL', 'KL'][Math.floor(rnd() * 3)]}&sort_by=nama_barang&limit=50&page=${1 + Math.floor(rnd() * 10)}`,
      },
      {
        name: 'list q = part of a barcode',
        kind: 'list',
        total: LISTS,
        target: 100,
        rates: LIST_RATES,
        query: (rnd) => `q=${String(first + Math.floor(rnd() * count)).padStart(7, '0').slice(1)}&limit=50`,
      },
      {
        name: 'list q = a common word, sort tray',
        kind: 'list',
        total: LISTS,
        target: 100,
        rates: LIST_RATES,
        query: (rnd) => `q=${encodeURIComponent(['BELAH ROTAN', 'KALUNG CASTELLO', 'GELANG PADI', 'LIONTIN HATI'][Math.floor(rnd() * 4)]!)}&sort_by=kode_toko&limit=50&page=${1 + Math.floor(rnd() * 5)}`,
      },
    ];

    const viaApi = async (s: Scenario, rnd: () => number) => {
      const res = await client.get(s.kind === 'lookup' ? `/api/barang/${s.query(rnd)}` : `/api/barang?${s.query(rnd)}`, headers);
      return res.status === 200;
    };
    const viaDb = async (s: Scenario, rnd: () => number) => {
      if (s.kind === 'lookup') return Boolean(await repo.findItem(db, STORE, s.query(rnd)));
      const filter = barangListQuery.parse(Object.fromEntries(new URLSearchParams(s.query(rnd))));
      const { rows } = await repo.listItemsPage(db, STORE, filter);
      return rows.length >= 0;
    };

    const results: { api: Summary; db: Summary; targetP99: number }[] = [];
    for (const s of scenarios.filter((x) => !ONLY || x.name.includes(ONLY))) {
      const loads: { label: string; total: number; run: (name: string, total: number, task: () => Promise<boolean>) => Promise<RunResult> }[] = [
        { label: '1 at once', total: Math.ceil(s.total / 4), run: (name, total, task) => runLoad(name, total, 1, task) },
        ...s.rates.map((rate) => ({
          label: `paced ${rate}/s`,
          // at least ten seconds of a low rate, so its p99 stands on enough requests
          total: Math.max(Math.ceil(s.total / 2), rate * 10),
          run: (name: string, total: number, task: () => Promise<boolean>) => runPaced(name, total, rate, task),
        })),
        { label: `${CONCURRENCY} back to back`, total: s.total, run: (name, total, task) => runLoad(name, total, CONCURRENCY, task) },
      ];
      for (const load of loads) {
        const name = `${s.name}, ${load.label}`;
        // warm both paths under the same load (connections opened, plans and caches filled) before measuring
        const warm = randomOf(7);
        await load.run('warm', Math.min(200, load.total), () => viaApi(s, warm));
        await load.run('warm', Math.min(200, load.total), () => viaDb(s, warm));
        const rndApi = randomOf(1234);
        const api = summarize(await load.run(name, load.total, () => viaApi(s, rndApi)));
        const rndDb = randomOf(1234);
        const direct = summarize(await load.run(name, load.total, () => viaDb(s, rndDb)));
        results.push({ api, db: direct, targetP99: s.target });
        say(`done: ${name}`);
      }
    }
    client.close();
    say('');
    say(`items in ${STORE}: ${(count + 300).toLocaleString('en')} (${ITEMS.toLocaleString('en')} benchmark + 300 demo); server and database on this machine (${cpus().length} cores)`);
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
