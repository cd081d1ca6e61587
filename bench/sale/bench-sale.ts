/**
 * Sale benchmark (issue 4, "Reliability and speed"): 20 concurrent cashiers saving 3-line receipts
 * through the HTTP API (POST /api/penjualan: reads, prices, checks, then one statement writing the
 * items, numbers, stock ledger, receipt, payments and cash ledger) against a real PostgreSQL, next to a
 * baseline sending the same writing statement directly on the database with the same repository
 * builders (no HTTP, no reads, no checks). Target: API p99 under 100 ms. Two loads: back to back (each
 * cashier saves again the moment the last save answers: the store's capacity, where latency is
 * queueing) and paced (BENCH_RATES saves a second on a fixed schedule, latency from the scheduled start).
 *
 *   cd bench && npm run bench:sale
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_SALES (600
 * receipts per row), BENCH_CASHIERS (20), BENCH_RATES (40,100 receipts a second; 0 for back to back only),
 * BENCH_PROFILE=<dir> (server CPU profile), BENCH_KEEP_SCHEMA=1 to keep the schema for a look afterwards.
 * BENCH_JOURNAL=off disables the journal trigger of kas_mutasi (the cost of posting journals).
 * BENCH_DUMP=<dir> writes every run's latencies with their start times (CSV), to see when the slow ones came.
 * BENCH_WARM (400 receipts before each measured row: a fresh server compiles its hot code while it
 * serves, which a counter running all day does not pay per receipt; in the back-to-back rows they run
 * in the same loop, so the measured receipts follow without every cashier starting in the same
 * instant), BENCH_HISTORY (20000 earlier
 * receipts of the store, with every table analyzed, as a store in operation has).
 * Issue 32: the back-to-back API load runs again "with a member on every receipt" (each receipt earns points in
 * its own transaction by the demo's point rule), printed next to the walk-in run: throughput and p99 side by side;
 * BENCH_MEMBER_ROUNDS=N adds N alternating walk-in / member pairs and prints the median of their ratios.
 * With /proc (Linux) it also prints the CPU milliseconds each receipt cost the server, this client and
 * PostgreSQL under the back-to-back load, and of that the part spent in the kernel.
 */
import { documentNumberPrefix, mgToWeightString, parseWeightToMg, priceSaleLine, toBusinessDate } from '@emas/domain';
import { sql } from 'kysely';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { cpus } from 'node:os';
import path from 'node:path';
import { createDatabase, migrateToLatest, type Db } from '../../apps/server/src/db/database';
import { executeAsOneStatement, wroteRows } from '../../apps/server/src/db/one-statement';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../../apps/server/src/db/seed';
import { buildStockSeed, groupKadarOf, insertStockSeed } from '../../apps/server/src/db/seed-stock';
import { hashPassword } from '../../apps/server/src/modules/auth/password';
import * as cashRepo from '../../apps/server/src/modules/cash/cash.repository';
import * as salesRepo from '../../apps/server/src/modules/sales/sales.repository';
import * as stockRepo from '../../apps/server/src/modules/stock/stock.repository';
import { formatCpuPerRequest, sampleCpu } from '../shared/cpu';
import { createHttpClient } from '../shared/http';
import { formatComparison, runLoad, runPaced, summarize, type Summary } from '../shared/stats';
import { BENCH_DATABASE_URL, startServer } from '../shared/server';
import { sized, sizedText } from '../shared/smoke';

const URL_ = BENCH_DATABASE_URL;
const SALES = sized('BENCH_SALES', 600, 30);
const CASHIERS = sized('BENCH_CASHIERS', 20, 4);
/**
 * Receipts a second of the paced loads: 40 is every one of 20 cashiers saving every half second (a
 * real counter saves a receipt a minute at its busiest); 100 is about two thirds of what back to back
 * reaches on this machine.
 */
const RATES = sizedText('BENCH_RATES', '40,100', '20').split(',').map(Number).filter((n) => n > 0);
const LINES = 3;
const STORE = 'BDG';
const WARM = sized('BENCH_WARM', 400, 10);
/**
 * Extra alternating rounds of the member comparison (issue 32): BENCH_MEMBER_ROUNDS pairs, each run back to back, the
 * order swapped every round (walk-in then member, member then walk-in: ABBA), because throughput drifts down over a long
 * run on one machine (table growth; seen with and without members) and a fixed order would charge that drift to the
 * second side of every pair. The median of the pairs' ratios is printed. 0 (the default) keeps the single walk-in /
 * member / walk-in again runs, whose walk-in mean brackets the member run for the same reason.
 */
const MEMBER_ROUNDS = sized('BENCH_MEMBER_ROUNDS', 0, 0);

const say = (line: string) => process.stdout.write(`${line}\n`);

const cashierId = (i: number) => `KASIRB${String(i + 1).padStart(2, '0')}`;
/** Members of the "member on every receipt" run (issue 32), each receipt naming the next. */
const MEMBERS = 200;
const memberCode = (i: number) => `MB${String(i % MEMBERS).padStart(5, '0')}`;

type PricedItem = { kode_barcode: string; harga: number; row: Awaited<ReturnType<typeof salesRepo.findItemsForSale>>[number] };

/** Seeds enough READY items, 20 cashiers with the counter screen, and prices every item as the server will. */
async function seed(db: Db, today: string, needed: number): Promise<{ items: PricedItem[]; kodeSales: string }> {
  await seedDemoIfEmpty(db, today);
  const counter = await db.selectFrom('nomor_dokumen').select('nomor').where('kode_toko', '=', STORE).where('jenis', '=', 'BARCODE').executeTakeFirst();
  const built = buildStockSeed({ kodeToko: STORE, today, count: Math.ceil(needed * 1.6), groupKadar: await groupKadarOf(db, STORE), firstNumber: Number(counter?.nomor ?? 0) + 1, seed: 7 });
  await db.transaction().execute((trx) => insertStockSeed(trx, STORE, built));
  const akses = JSON.stringify([{ key: 'penjualan', is_show: true, children: [{ key: 'transaksi-penjualan', is_show: true, children: [] }] }]);
  const hash = await hashPassword(DEMO_PASSWORD);
  await db
    .insertInto('users')
    .values(Array.from({ length: CASHIERS }, (_, i) => ({ user_id: cashierId(i), nama_user: `KASIR BENCH ${i + 1}`, level: 'KASIR' as const, kode_toko: STORE, password_hash: hash, akses, created_by: 'BENCH' })))
    .execute();
  const codes = (
    await db.selectFrom('barang').select('kode_barcode').where('kode_toko', '=', STORE).where('status', '=', 'READY').where('jenis_harga', '!=', 'AKSESORIS').orderBy('kode_barcode').execute()
  ).map((r) => r.kode_barcode);
  if (codes.length < needed) throw new Error(`only ${codes.length} READY items, ${needed} needed`);
  // each item with its group's price in force today, as the counter reads them
  const rows = await salesRepo.findItemsForSale(db, STORE, codes.slice(0, needed), today);
  const items = rows.map((row) => ({
    kode_barcode: row.kode_barcode,
    row,
    harga: priceSaleLine({ jenis_harga: row.jenis_harga, beratMg: parseWeightToMg(row.berat)!, hargaPerGram: Number(row.harga_jual_gram ?? 0), ongkos: Number(row.ongkos), harga_jual: Number(row.harga_jual), jumlah: 1, unit: 500, down: false }),
  }));
  const sales = await db.selectFrom('sales').select('kode_sales').where('kode_toko', '=', STORE).orderBy('kode_sales').executeTakeFirstOrThrow();
  await db
    .insertInto('member')
    .values(Array.from({ length: MEMBERS }, (_, i) => ({ kode_member: memberCode(i), nama_member: `MEMBER BENCH ${i + 1}`, no_hp: `62811${String(i).padStart(7, '0')}`, kode_toko_daftar: STORE, input_by: 'BENCH' })))
    .execute();
  await seedHistory(db, today, sales.kode_sales);
  return { items, kodeSales: sales.kode_sales };
}

/**
 * The baseline: the rows a sale writes, in the same one statement the API's save sends (the same
 * repository query builders: items written only if unchanged, counted, then the numbers, the stock
 * ledger, the receipt, its lines and payment, the cash row), straight on the database: no HTTP, no
 * reads, no checks. What the API adds on top is its reads and its own CPU.
 */
async function saveDirect(db: Db, today: string, items: readonly PricedItem[], kodeSales: string, userId: string, key: string): Promise<boolean> {
  const total = items.reduce((s, i) => s + i.harga, 0);
  const noFaktur = stockRepo.numberInStatement('FJ', documentNumberPrefix('FJ', STORE, today), 0);
  const linePrefix = documentNumberPrefix('JL', STORE, today);
  const lineNo = (i: number) => stockRepo.numberInStatement('JL', linePrefix, items.length - 1 - i);
  const sold = 'barang_terjual';
  await executeAsOneStatement(
    db,
    [
      stockRepo.insertMutasiQuery(
        db,
        items.map(({ row }) => ({ kode_toko: STORE, kode_barcode: row.kode_barcode, jenis: 'JUAL', tgl_system: today, dari_gudang: row.kode_gudang, dari_baki: row.kode_baki, ke_gudang: null, ke_baki: null, qty: 1, berat: row.berat, no_ref: noFaktur, keterangan: 'PENJUALAN', input_by: userId })),
      ),
      ...salesRepo.insertSaleQueries(
        db,
        { kode_toko: STORE, no_faktur_group: noFaktur, idempotency_key: key, tgl_system: today, kode_sales: kodeSales, diskon: 0, total_berat: '0', total_harga: total, grand_total: total, total_bayar: total, kembalian: 0, input_by: userId },
        items.map((i, n) => ({
          kode_toko: STORE,
          no_faktur_jual: lineNo(n),
          no_faktur_group: noFaktur,
          urut: n + 1,
          kode_barcode: i.kode_barcode,
          nama_barang: i.row.nama_barang,
          kode_group: i.row.kode_group,
          kode_dept: i.row.kode_dept,
          kadar: i.row.kadar,
          berat: mgToWeightString(parseWeightToMg(i.row.berat)!),
          jenis_harga: i.row.jenis_harga,
          kode_gudang: i.row.kode_gudang,
          kode_baki: i.row.kode_baki,
          harga_hitung: i.harga,
          harga: i.harga,
        })),
        [{ kode_toko: STORE, no_faktur_group: noFaktur, urut: 1, jenis: 'CASH', jumlah_rp: total, kode_bank: null, no_rekening: null, fee_persen: '0', jumlah_gesek: total, kode_marketplace: null }],
      ),
      cashRepo.insertKasQuery(db, [{ kode_toko: STORE, tgl_system: today, kategori: 'PENJUALAN', no_ref: noFaktur, jenis: 'CASH', jumlah_in: total, jumlah_out: 0, input_by: userId }]),
    ],
    {
      named: [
        [
          sold,
          stockRepo.updateItemStatesQuery(
            STORE,
            items.map(({ row }) => ({ kode_barcode: row.kode_barcode, status: 'TERJUAL', kode_gudang: row.kode_gudang, kode_baki: row.kode_baki, jumlah: row.jumlah, berat: row.berat })),
            userId,
            new Map(items.map(({ row }) => [row.kode_barcode, row.versi])),
          ),
        ],
        [
          stockRepo.NUMBERS_CTE,
          stockRepo.takeNumbersQuery(
            db,
            STORE,
            [
              { jenis: 'FJ', count: 1 },
              { jenis: 'JL', count: items.length },
            ],
            wroteRows(sold, items.length, 'Barang'),
          ),
        ],
      ],
      select: salesRepo.writtenSaleAnswer(noFaktur, items.map((_, n) => lineNo(n))),
    },
  );
  return true;
}

/** Past receipts of the store, as one in operation has: the measured saves do not write into an empty table. */
const HISTORY = sized('BENCH_HISTORY', 20_000, 100);

/**
 * The store's earlier receipts (headers, dated before today) and statistics of every table, as
 * autovacuum keeps them for a store in operation. PostgreSQL plans a foreign-key check (a receipt
 * line's header) once per connection from the statistics of that moment: planned for an empty or tiny
 * penjualan, it reads every receipt of the store for each line, and a benchmark writing thousands of
 * receipts in seconds would measure that plan instead of the save (docs/decisions.md).
 */
async function seedHistory(db: Db, today: string, kodeSales: string): Promise<void> {
  await sql`insert into penjualan (kode_toko, no_faktur_group, idempotency_key, tgl_system, kode_sales, total_harga, grand_total, total_bayar, input_by)
    select ${STORE}, 'FJ-RIWAYAT-' || lpad(n::text, 6, '0'), 'riwayat-' || n, ${today}::date - 1 - (n % 90), ${kodeSales}, 1000000, 1000000, 1000000, 'BENCH'
    from generate_series(1, ${HISTORY}::int) as n`.execute(db);
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s;
  await vacuumAnalyzeSchema(db, schema);
}

/** VACUUM ANALYZE every table of the benchmark's schema (a bare one would also read every other schema of the database). */
async function vacuumAnalyzeSchema(db: Db, schema: string): Promise<void> {
  const tables = await db.withSchema('pg_catalog').selectFrom('pg_tables' as never).select('tablename' as never).where('schemaname' as never, '=', schema as never).execute();
  for (const t of tables as unknown as { tablename: string }[]) await sql`vacuum analyze ${sql.table(`${schema}.${t.tablename}`)}`.execute(db);
}

async function main() {
  const schema = `bench_sale_${randomBytes(4).toString('hex')}`;
  const today = toBusinessDate(new Date());
  const { db } = await createDatabase({ url: URL_, schema, poolSize: 10 });
  let server: ChildProcess | null = null;
  try {
    say(`database ${URL_.replace(/\/\/[^@]*@/, '//')} schema ${schema}`);
    await migrateToLatest(db, schema);
    // BENCH_JOURNAL=off: the sale path without the journal trigger of kas_mutasi (migration 0014), to measure its cost
    if (process.env.BENCH_JOURNAL === 'off') {
      await sql`alter table kas_mutasi disable trigger kas_mutasi_jurnal`.execute(db);
      say('journal posting off (trigger kas_mutasi_jurnal disabled)');
    }
    // two loads (back to back, paced), each through the API and straight on the database, each warmed
    const receiptsNeeded = (SALES + WARM) * (2 * (1 + RATES.length) + 2 + 2 * MEMBER_ROUNDS);
    const { items, kodeSales } = await seed(db, today, receiptsNeeded * LINES);
    say(`seeded; ${items.length.toLocaleString('en')} READY items priced for ${receiptsNeeded} receipts of ${LINES} lines`);
    const started = await startServer(schema);
    server = started.child;
    const client = createHttpClient(started.base, CASHIERS * 2);
    const sessions: Record<string, string>[] = [];
    for (let i = 0; i < CASHIERS; i++) sessions.push(await client.signIn(cashierId(i), DEMO_PASSWORD));

    let cursor = 0;
    const nextLines = () => {
      const lines = items.slice(cursor, cursor + LINES);
      cursor += LINES;
      return lines;
    };
    let failures = 0;
    const viaApi = async (i: number, member = false) => {
      const lines = nextLines();
      const total = lines.reduce((s, l) => s + l.harga, 0);
      const res = await client.post(
        '/api/penjualan',
        {
          idempotency_key: `bench-api-${i}-${randomBytes(4).toString('hex')}`,
          kode_sales: kodeSales,
          nama_customer: 'CUSTOMER BENCH',
          detail: lines.map((l) => ({ kode_barcode: l.kode_barcode, harga: l.harga })),
          pembayaran: [{ jenis: 'CASH', jumlah_rp: total }],
          ...(member ? { kode_member: memberCode(i) } : {}),
        },
        sessions[i % CASHIERS],
      );
      if (res.status !== 200 && failures++ < 3) say(`API ${res.status}: ${res.text.slice(0, 200)}`);
      return res.status === 200;
    };
    const viaDb = async (i: number) => {
      try {
        return await saveDirect(db, today, nextLines(), kodeSales, cashierId(i % CASHIERS), `bench-db-${i}-${randomBytes(4).toString('hex')}`);
      } catch (error) {
        if (failures++ < 3) say(`DB: ${String(error)}`);
        return false;
      }
    };

    const rows: { api: Summary; db: Summary; targetP99: number }[] = [];
    const backToBack = `${CASHIERS} cashiers back to back`;
    const serverPid = server.pid;
    let apiCpu: ReturnType<typeof sampleCpu> = null;
    const apiClosed = summarize(await runLoad(backToBack, SALES, CASHIERS, viaApi, { warm: WARM, onMeasureStart: () => (apiCpu = sampleCpu(serverPid)) }));
    const cpuLines = [formatCpuPerRequest(`${backToBack}, API`, apiCpu, sampleCpu(server.pid), SALES)];
    let memberCpu: ReturnType<typeof sampleCpu> = null;
    const memberRun = summarize(await runLoad(`${backToBack}, member on every receipt`, SALES, CASHIERS, (i) => viaApi(i, true), { warm: WARM, onMeasureStart: () => (memberCpu = sampleCpu(serverPid)) }));
    cpuLines.push(formatCpuPerRequest(`${backToBack}, API, member on every receipt`, memberCpu, sampleCpu(server.pid), SALES));
    // walk-in again after the member run: the tables have grown and autovacuum may run in either, so the member run
    // is compared with the walk-in runs on both sides of it, not with the first one alone
    let againCpu: ReturnType<typeof sampleCpu> = null;
    const walkInAgain = summarize(await runLoad(`${backToBack}, walk-in again`, SALES, CASHIERS, viaApi, { warm: WARM, onMeasureStart: () => (againCpu = sampleCpu(serverPid)) }));
    cpuLines.push(formatCpuPerRequest(`${backToBack}, API, walk-in again`, againCpu, sampleCpu(server.pid), SALES));
    let dbCpu: ReturnType<typeof sampleCpu> = null;
    rows.push({ api: apiClosed, db: summarize(await runLoad(backToBack, SALES, CASHIERS, viaDb, { warm: WARM, onMeasureStart: () => (dbCpu = sampleCpu(serverPid)) })), targetP99: 100 });
    cpuLines.push(formatCpuPerRequest(`${backToBack}, database only`, dbCpu, sampleCpu(server.pid), SALES, false));
    for (const rate of RATES) {
      const paced = `${CASHIERS} cashiers, ${rate} receipts/s`;
      await runPaced('warm', WARM, rate, viaApi);
      const apiPaced = summarize(await runPaced(paced, SALES, rate, viaApi));
      await runPaced('warm', WARM, rate, viaDb);
      rows.push({ api: apiPaced, db: summarize(await runPaced(paced, SALES, rate, viaDb)), targetP99: 100 });
    }
    const pairs: { walkIn: Summary; member: Summary }[] = [];
    for (let round = 0; round < MEMBER_ROUNDS; round++) {
      const walkInRun = async () => summarize(await runLoad(`${backToBack}, walk-in, round ${round + 1}`, SALES, CASHIERS, viaApi, { warm: WARM }));
      const memberRun = async () => summarize(await runLoad(`${backToBack}, member, round ${round + 1}`, SALES, CASHIERS, (i) => viaApi(i, true), { warm: WARM }));
      if (round % 2 === 0) {
        const walkInRound = await walkInRun();
        pairs.push({ walkIn: walkInRound, member: await memberRun() });
      } else {
        const memberRound = await memberRun();
        pairs.push({ walkIn: await walkInRun(), member: memberRound });
      }
    }
    client.close();

    const receipts = await db.selectFrom('penjualan').select((eb) => eb.fn.countAll<number>().as('n')).where('tgl_system', '=', today).executeTakeFirstOrThrow();
    say('');
    say(`${LINES}-line receipts of one store, ${SALES} per row each way (+${WARM} warm-up); server, database and this client on one machine (${cpus().length} cores)`);
    say("back to back: every cashier saves again the moment the last save answers (the store's capacity; latency there is queueing)");
    say(`paced: saves start on a fixed schedule (${RATES.join(', ')} a second) from ${CASHIERS} cashiers, latency counted from the scheduled start`);
    say(`receipts written: ${Number(receipts.n)} (expected ${receiptsNeeded})`);
    say(formatComparison(rows));
    for (const line of cpuLines) if (line) say(line);
    say('');
    say('with a member on every receipt (its EARN rows written by the receipt\'s own statement), next to the walk-in run above:');
    const ratio = (a: number, b: number) => (b > 0 ? `${((a / b - 1) * 100).toFixed(1)}%` : '-');
    for (const [name, r] of [['walk-in', apiClosed], ['member', memberRun], ['walk-in again', walkInAgain]] as const)
      say(`  ${name.padEnd(13)} ${r.throughput.toFixed(1).padStart(7)} req/s  p50 ${r.p50.toFixed(2)}ms  p99 ${r.p99.toFixed(2)}ms  errors ${r.errors}`);
    const walkIn = { throughput: (apiClosed.throughput + walkInAgain.throughput) / 2, p99: (apiClosed.p99 + walkInAgain.p99) / 2 };
    say(`  member vs the two walk-in runs' mean: throughput ${ratio(memberRun.throughput, walkIn.throughput)}, p99 ${ratio(memberRun.p99, walkIn.p99)}`);
    if (pairs.length > 0) {
      say(`alternating rounds (walk-in then member, then member then walk-in, ${pairs.length} pairs):`);
      pairs.forEach((p, n) =>
        say(`  round ${n + 1}: walk-in ${p.walkIn.throughput.toFixed(1)} req/s p99 ${p.walkIn.p99.toFixed(2)}ms | member ${p.member.throughput.toFixed(1)} req/s p99 ${p.member.p99.toFixed(2)}ms | throughput ${ratio(p.member.throughput, p.walkIn.throughput)}, p99 ${ratio(p.member.p99, p.walkIn.p99)}`),
      );
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
      const tp = median(pairs.map((p) => p.member.throughput / p.walkIn.throughput - 1));
      const p99 = median(pairs.map((p) => p.member.p99 / p.walkIn.p99 - 1));
      say(`  median of the pairs: member vs walk-in throughput ${(tp * 100).toFixed(1)}%, p99 ${(p99 * 100).toFixed(1)}%`);
    }
    const earned = await db.selectFrom('poin_ledger').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    say(`  points ledger rows written: ${Number(earned.n)}`);
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
