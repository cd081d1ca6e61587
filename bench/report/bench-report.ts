/**
 * Report benchmark (issue 22): a chain of BENCH_STORES stores (10) with a year of activity seeded with
 * set-based SQL (generate_series): BENCH_SALE_LINES sale lines (1,000,000, two a receipt, each with its
 * payment, its money ledger row and its stock ledger row) and BENCH_BUY_LINES buy-back lines (300,000, one
 * a receipt, with their money and stock ledger rows). Then each report call is timed through the HTTP API
 * (signed in as head office's OWNER) against the same repository SQL run directly on the database, and every
 * store's end-of-day close of each past day with its kept stock balances (what the daily-balance report reads).
 * Target (issue 22 "Speed"): under 1 s through the API and within 1.5x of the SQL run directly.
 *
 * Results (2026-11-26, 2-core machine at load about 2, p50 of 9 runs API / direct, three runs; docs/decisions.md
 * "Reports: speed"): Laporan Penjualan 117/78, 165/118, 119/120 ms; Rekap Penjualan 25/17, 26/18, 23/16 ms;
 * Laporan Barang Summary 25/21, 43/37, 25/21 ms (before: 691/216, 5,523/4,265, 3,645/5,216 ms). The three reports'
 * "direct" is the same JSON-writing SQL the API runs.
 *
 *   cd bench && npm run bench:report
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_STORES,
 * BENCH_SALE_LINES, BENCH_BUY_LINES, BENCH_RUNS (5 timed runs a scenario, after one warm-up),
 * BENCH_KEEP_SCHEMA=1 to keep the schema.
 *
 * The seed writes with session_replication_role = replica (no triggers, no foreign-key checks): the day
 * trigger would refuse rows on closed (past) days and the journal trigger would post 800,000 journals the
 * reports do not read. The pieces sold are in the stock ledger (JUAL rows) but not in `barang`: 1.3 million
 * item rows with their trigram index would take most of the seeding time and no report timed here reads them.
 */
import { toBusinessDate, type DashboardScope } from '@emas/domain';
import { sql } from 'kysely';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createDatabase, migrateToLatest, type Db } from '../../apps/server/src/db/database';
import { FILL_PENJUALAN_HARIAN } from '../../apps/server/src/db/migrations/0034-report-speed';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../../apps/server/src/db/seed';
import * as repo from '../../apps/server/src/modules/dashboard/dashboard.repository';
import * as salesReports from '../../apps/server/src/modules/reports-sales/penjualan-reports.repository';
import * as stockReports from '../../apps/server/src/modules/reports-stock/stock-reports.repository';
import { BENCH_DATABASE_URL, startServer } from '../shared/server';
import { sized } from '../shared/smoke';

const STORES = sized('BENCH_STORES', 10, 2);
const SALE_LINES = sized('BENCH_SALE_LINES', 1_000_000, 2_000);
const BUY_LINES = sized('BENCH_BUY_LINES', 300_000, 500);
const RUNS = sized('BENCH_RUNS', 5, 1);
const DAYS = 365;
const say = (line: string) => process.stdout.write(`${line}\n`);
const ms = (n: number) => `${n.toFixed(0)} ms`;
const count = async (db: Db, table: string) => Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!.n);

async function seed(db: Db, today: string): Promise<string[]> {
  await seedDemoIfEmpty(db, today);
  const extra = Array.from({ length: Math.max(0, STORES - 3) }, (_, i) => `T${String(i + 1).padStart(2, '0')}`);
  for (const kode of extra) {
    await db.insertInto('toko').values({ kode_toko: kode, nama_toko: `EMAS BENCH ${kode}`, alamat_toko: 'JL. BENCHMARK NO. 1', type: 'CABANG', tgl_system: today }).execute();
  }
  const stores = (await db.selectFrom('toko').select('kode_toko').orderBy('kode_toko').execute()).map((r) => r.kode_toko);
  const receipts = Math.ceil(SALE_LINES / 2);
  const s = stores.length;
  await db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    // receipt i: store i % s, day today - (i / s) % 365; line u weighs 1.000-9.999 g at Rp 1,000,000 a gram
    await sql`
      create temporary table bench_sale on commit drop as
      select i, (${stores}::text[])[1 + i % ${s}] as kode_toko, ${today}::date - ((i / ${s}) % ${DAYS}) as tgl,
             1000 + (i * 37 + 101) % 9000 as mg1, 1000 + (i * 37 + 202) % 9000 as mg2
      from generate_series(1, ${receipts}) as i`.execute(trx);
    await sql`
      insert into penjualan (kode_toko, no_faktur_group, idempotency_key, tgl_system, kode_sales, nama_sales, total_berat, total_harga, grand_total, total_bayar, status, valid, input_by)
      select kode_toko, 'FJB-' || i, 'FJB-' || i, tgl, 'S01', 'BENCH', (mg1 + mg2) / 1000.0, (mg1 + mg2) * 1000, (mg1 + mg2) * 1000, (mg1 + mg2) * 1000, 'AKTIF', true, 'BENCH'
      from bench_sale`.execute(trx);
    await sql`
      insert into penjualan_detail (kode_toko, no_faktur_jual, no_faktur_group, urut, kode_barcode, nama_barang, kode_group, kode_dept, kadar, berat, jenis_harga, kode_gudang, kode_baki, harga_per_gram, harga_hitung, harga)
      select kode_toko, 'FJ-' || i || '-' || u, 'FJB-' || i, u, 'BJ' || i || '-' || u, 'CINCIN BENCH', 'P17', 'CC', 75, (case u when 1 then mg1 else mg2 end) / 1000.0, 'GRAM', 'UTAMA', 'B01',
             1000000, (case u when 1 then mg1 else mg2 end) * 1000, (case u when 1 then mg1 else mg2 end) * 1000
      from bench_sale cross join (values (1), (2)) as l(u)
      where (i - 1) * 2 + u <= ${SALE_LINES}`.execute(trx);
    await sql`
      insert into penjualan_bayar (kode_toko, no_faktur_group, urut, jenis, jumlah_rp, jumlah_gesek)
      select kode_toko, 'FJB-' || i, 1, 'CASH', (mg1 + mg2) * 1000, 0 from bench_sale`.execute(trx);
    await sql`
      insert into kas_mutasi (kode_toko, tgl_system, kategori, keterangan, no_ref, jenis, jumlah_in, jumlah_out, input_by)
      select kode_toko, tgl, 'PENJUALAN', 'PENJUALAN FJB-' || i, 'FJB-' || i, 'CASH', (mg1 + mg2) * 1000, 0, 'BENCH' from bench_sale`.execute(trx);
    await sql`
      insert into stock_mutasi (kode_toko, kode_barcode, jenis, tgl_system, dari_gudang, dari_baki, qty, berat, no_ref, keterangan, input_by)
      select d.kode_toko, d.kode_barcode, 'JUAL', b.tgl, 'UTAMA', 'B01', 1, d.berat, d.no_faktur_group, 'PENJUALAN', 'BENCH'
      from penjualan_detail d join bench_sale b on 'FJB-' || b.i = d.no_faktur_group and b.kode_toko = d.kode_toko`.execute(trx);
    // buy-backs: one piece a receipt, 1.000-5.999 g at Rp 900,000 a gram, into the BELI warehouse
    await sql`
      create temporary table bench_buy on commit drop as
      select i, (${stores}::text[])[1 + (i * 7) % ${s}] as kode_toko, ${today}::date - ((i / ${s}) % ${DAYS}) as tgl, 1000 + (i * 53) % 5000 as mg
      from generate_series(1, ${BUY_LINES}) as i`.execute(trx);
    await sql`
      insert into pembelian (kode_toko, no_faktur_group, idempotency_key, tgl_system, kode_sales, nama_sales, total_berat, total_hitung, total_harga, jenis_bayar, status, valid, input_by)
      select kode_toko, 'FBB-' || i, 'FBB-' || i, tgl, 'S01', 'BENCH', mg / 1000.0, mg * 900, mg * 900, 'CASH', 'AKTIF', true, 'BENCH' from bench_buy`.execute(trx);
    await sql`
      insert into pembelian_detail (kode_toko, no_faktur_beli, no_faktur_group, urut, kode_barcode, nama_barang, kode_group, kode_dept, kadar, kode_kondisi, harga_emas, berat, berat_dipakai, nilai_emas, harga_hitung, harga, tujuan, kode_gudang, kode_baki)
      select kode_toko, 'BL-' || i, 'FBB-' || i, 1, 'BB' || i, 'GELANG BELI', 'P17', 'GL', 75, 'NORMAL', 900000, mg / 1000.0, mg / 1000.0, mg * 900, mg * 900, mg * 900, 'STOCK', 'BELI', 'BELI' from bench_buy`.execute(trx);
    await sql`
      insert into kas_mutasi (kode_toko, tgl_system, kategori, keterangan, no_ref, jenis, jumlah_in, jumlah_out, input_by)
      select kode_toko, tgl, 'PEMBELIAN', 'PEMBELIAN FBB-' || i, 'FBB-' || i, 'CASH', 0, mg * 900, 'BENCH' from bench_buy`.execute(trx);
    await sql`
      insert into stock_mutasi (kode_toko, kode_barcode, jenis, tgl_system, ke_gudang, ke_baki, qty, berat, no_ref, keterangan, input_by)
      select kode_toko, 'BB' || i, 'BELI', tgl, 'BELI', 'BELI', 1, mg / 1000.0, 'FBB-' || i, 'PEMBELIAN', 'BENCH' from bench_buy`.execute(trx);
  });
  // what autovacuum does to a live database after inserts: statistics and the visibility map (index-only scans)
  await sql`vacuum analyze`.execute(db);
  return stores;
}

/**
 * The end-of-day closes of that year, as a chain that runs a year has them: every store closed every day
 * before today (tutup_toko) with each warehouse and tray's kept balances of the day (saldo_barang_harian:
 * opening, in, out, closing from the stock ledger, a running sum), so the daily-balance report starts from
 * the last close before its period as in production. Set-based, skipped when the schema already has them.
 */
async function seedClosings(db: Db, today: string): Promise<void> {
  if ((await count(db, 'tutup_toko')) > 0) return;
  await db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await sql`
      insert into tutup_toko (kode_toko, tgl_system, tgl_berikut, ringkasan, closed_by)
      select t.kode_toko, d::date, d::date + 1, '{}'::jsonb, 'BENCH'
      from toko t cross join generate_series((select min(tgl_system) from stock_mutasi), ${today}::date - 1, interval '1 day') d`.execute(trx);
    await sql`
      with flows as (
        select m.kode_toko, m.tgl_system, v.g, v.b, sum(v.qm)::bigint as qm, sum(v.bm) as bm, sum(v.qk)::bigint as qk, sum(v.bk) as bk
          from stock_mutasi m
          cross join lateral (values (m.ke_gudang, m.ke_baki, m.qty, m.berat, 0, 0::numeric), (m.dari_gudang, m.dari_baki, 0, 0::numeric, m.qty, m.berat)) as v(g, b, qm, bm, qk, bk)
         where v.g is not null and m.tgl_system < ${today}::date
         group by m.kode_toko, m.tgl_system, v.g, v.b
      ),
      keys as (select kode_toko, g, b, min(tgl_system) as first from flows group by kode_toko, g, b),
      grid as (
        select k.kode_toko, c.tgl_system, k.g, k.b, coalesce(f.qm, 0) as qm, coalesce(f.bm, 0) as bm, coalesce(f.qk, 0) as qk, coalesce(f.bk, 0) as bk
          from keys k
          join tutup_toko c on c.kode_toko = k.kode_toko and c.tgl_system >= k.first
          left join flows f on f.kode_toko = k.kode_toko and f.g = k.g and f.b = k.b and f.tgl_system = c.tgl_system
      ),
      run as (
        select *, coalesce(sum(qm - qk) over w, 0) as qa, coalesce(sum(bm - bk) over w, 0) as ba from grid
        window w as (partition by kode_toko, g, b order by tgl_system rows between unbounded preceding and 1 preceding)
      )
      insert into saldo_barang_harian (kode_toko, tgl_system, kode_gudang, kode_baki, qty_awal, berat_awal, qty_masuk, berat_masuk, qty_keluar, berat_keluar, qty_akhir, berat_akhir)
      select kode_toko, tgl_system, g, coalesce(b, ''), qa, ba, qm, bm, qk, bk, qa + qm - qk, ba + bm - bk from run`.execute(trx);
  });
  await sql`vacuum analyze tutup_toko, saldo_barang_harian`.execute(db);
}

/**
 * The daily sales summary (penjualan_harian) the sales triggers keep, filled set-based from the seeded receipts
 * (the seed writes without triggers); skipped when it already has rows (a reused schema, or one migrated after
 * it was seeded, whose migration filled it).
 */
async function seedSalesSummary(db: Db): Promise<void> {
  if ((await count(db, 'penjualan_harian')) > 0) return;
  await sql.raw(FILL_PENJUALAN_HARIAN).execute(db);
  await sql`vacuum analyze penjualan_harian`.execute(db);
}

type Scenario = { name: string; url: string; direct: () => Promise<unknown> };

async function time(run: () => Promise<unknown>): Promise<number[]> {
  await run(); // warm-up
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    out.push(performance.now() - start);
  }
  return out.sort((a, b) => a - b);
}
const median = (xs: number[]) => xs[Math.floor(xs.length / 2)]!;

async function main() {
  // BENCH_SCHEMA=<name>: reuse that schema when it is already seeded (kept by BENCH_KEEP_SCHEMA=1), else seed it
  const schema = process.env.BENCH_SCHEMA ?? `bench_report_${randomBytes(4).toString('hex')}`;
  const { db } = await createDatabase({ url: BENCH_DATABASE_URL, schema, pgliteDir: 'memory://', poolSize: 4 });
  let child: ChildProcess | null = null;
  try {
    await migrateToLatest(db, schema);
    const today = toBusinessDate(new Date());
    const year = Number(today.slice(0, 4));
    say(`database ${BENCH_DATABASE_URL.replace(/\/\/[^@]*@/, '//')} schema ${schema}`);
    const seedStart = performance.now();
    const seeded = Number((await sql<{ n: string }>`select count(*) as n from (select 1 from penjualan_detail limit 1) x`.execute(db)).rows[0]!.n) > 0;
    const stores = seeded ? (await db.selectFrom('toko').select('kode_toko').orderBy('kode_toko').execute()).map((r) => r.kode_toko) : await seed(db, today);
    await seedClosings(db, today);
    await seedSalesSummary(db);
    const [lines, buys, kas, ledger, closes] = [await count(db, 'penjualan_detail'), await count(db, 'pembelian_detail'), await count(db, 'kas_mutasi'), await count(db, 'stock_mutasi'), await count(db, 'tutup_toko')];
    say(
      `seeded in ${ms(performance.now() - seedStart)}${seeded ? ' (reused)' : ''}: ${stores.length} stores, ${lines.toLocaleString('en')} sale lines, ${buys.toLocaleString('en')} buy-back lines, ${kas.toLocaleString('en')} money ledger rows, ${ledger.toLocaleString('en')} stock ledger rows, ${closes.toLocaleString('en')} closed store days`,
    );

    // a reused schema keeps the previous run's session of OWNER (one session a user): sign in afresh
    await db.deleteFrom('sessions').execute();
    const server = await startServer(schema);
    child = server.child;
    const login = await fetch(`${server.base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user_id: 'OWNER', password: DEMO_PASSWORD }) });
    const signedIn = (await login.json()) as { data?: { token: string }; message?: string };
    if (!signedIn.data) throw new Error(`login answered ${login.status}: ${signedIn.message}`);
    const token = signedIn.data.token;
    const headers = { authorization: `Bearer ${token}` };
    const api = (url: string) => async () => {
      const res = await fetch(`${server.base}${url}`, { headers });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 200)}`);
      return text.length;
    };

    const month = today.slice(0, 7);
    // the last whole month (its first and last day) and the year up to today (365 days)
    const lastMonthEnd = toBusinessDate(new Date(Date.UTC(year, Number(month.slice(5)) - 1, 0)));
    const lastMonthStart = `${lastMonthEnd.slice(0, 7)}-01`;
    const yearStart = toBusinessDate(new Date(Date.parse(`${today}T00:00:00Z`) - (DAYS - 1) * 86_400_000));
    const monthStart = `${month}-01`;
    const one: DashboardScope = ['BDG'];
    const scenarios: Scenario[] = [
      {
        name: "Laporan Penjualan: last month's lines, one store",
        url: `/api/laporan/penjualan?kode_toko=BDG&tgl_awal=${lastMonthStart}&tgl_akhir=${lastMonthEnd}&filter=NONE&sort_by=no_faktur_jual&kode_group=ALL&kode_sales=ALL`,
        direct: () => salesReports.penjualanLinesJson(db, { kodeToko: 'BDG', from: lastMonthStart, to: lastMonthEnd, kodeGroup: null, kodeSales: null, sortBy: 'no_faktur_jual' }),
      },
      {
        name: "Rekap Penjualan: the year per day, whole chain",
        url: `/api/laporan/rekap-penjualan?kode_toko=ALL&tgl_awal=${yearStart}&tgl_akhir=${today}&filter=TANGGAL`,
        direct: () => salesReports.rekapPenjualanJson(db, { kodeToko: null, from: yearStart, to: today, per: 'TANGGAL' }),
      },
      {
        name: "Laporan Barang Summary: last month, whole chain",
        url: `/api/laporan/barang-summary?kode_toko=ALL&tgl_awal=${lastMonthStart}&tgl_akhir=${lastMonthEnd}&kode_gudang=ALL`,
        direct: () => stockReports.barangSummaryJson(db, { kodeToko: null, tglAwal: lastMonthStart, tglAkhir: lastMonthEnd, kodeGudang: 'ALL' }),
      },
      {
        name: "month's sales per day, one store (period chart)",
        url: `/api/cash-pusat/period-transaction-chart?kode_toko=BDG&tgl_awal=${monthStart}&tgl_akhir=${today}`,
        direct: () => repo.transactionSeries(db, one, monthStart, today, 'day'),
      },
      {
        name: "year's rekap by month, whole chain (year chart)",
        url: `/api/transaction/daily-transaction-get-year?kode_toko=ALL&year=${year}`,
        direct: () => repo.transactionSeries(db, null, `${year}-01-01`, `${year}-12-01`, 'month'),
      },
      {
        name: "year's sales by month with pieces, whole chain",
        url: `/api/penjualan/chart?type=monthly&year=${year}&kode_toko=ALL`,
        direct: () => repo.documentsByMonth(db, 'penjualan', null, year),
      },
      {
        name: "365 days per day, whole chain (period chart)",
        url: `/api/cash-pusat/period-transaction-chart?kode_toko=ALL&tgl_awal=${year - 1}-${today.slice(5)}&tgl_akhir=${today}`,
        direct: () => repo.transactionSeries(db, null, `${year - 1}-${today.slice(5)}`, today, 'day'),
      },
      {
        name: "today per store and chain total",
        url: '/api/cash-pusat/daily-transaction-chart?kode_toko=ALL',
        direct: () => repo.storeDays(db, null, null),
      },
      {
        name: 'daily cash balance of every store (daily-cash-chart)',
        url: '/api/cash-pusat/daily-cash-chart?kode_toko=ALL',
        direct: () => repo.dailyCash(db, null, null),
      },
      {
        name: "today's sales with pieces, whole chain",
        url: '/api/penjualan/chart?type=today&kode_toko=ALL',
        direct: () => repo.documentsToday(db, 'penjualan', null),
      },
    ];
    say('');
    say(`scenario                                              API p50   direct p50   ratio   (${RUNS} runs after a warm-up; API includes HTTP, auth and JSON)`);
    // BENCH_ONLY=<pattern>: only the scenarios whose name matches (e.g. 'Laporan|Rekap' for the reports)
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
    for (const sc of scenarios.filter((x) => !only || only.test(x.name))) {
      const d = await time(sc.direct);
      const a = await time(api(sc.url));
      const ratio = median(a) / median(d);
      say(
        `${sc.name.padEnd(52)} ${ms(median(a)).padStart(8)} ${ms(median(d)).padStart(10)}   ${ratio.toFixed(2).padStart(5)}x  ${median(a) < 1000 ? 'ok <1 s' : 'MISS <1 s'} ${ratio <= 1.5 ? 'ok <=1.5x' : 'MISS <=1.5x'}  api ${a.map((x) => x.toFixed(0)).join('/')} direct ${d.map((x) => x.toFixed(0)).join('/')}`,
      );
    }
  } finally {
    if (child) {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    }
    if (!process.env.BENCH_KEEP_SCHEMA) await sql.raw(`drop schema if exists "${schema}" cascade`).execute(db);
    await db.destroy();
  }
}

await main();
