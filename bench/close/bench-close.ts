/**
 * Close benchmark (issue 18 part 3): a store holding 100,000 items with 5,000 documents of the day
 * (each a sale's stock ledger row JUAL and its money row PENJUALAN, some paid by transfer) closed through
 * the HTTP API (POST /api/tutup-toko: lock, checks, closing stock per tray, closing balance per account,
 * EOD, the date moved, one transaction), next to the same writes done directly on the database with the
 * same repository functions (a transaction rolled back, three times, the fastest kept). Target: under
 * 2 s and within 1.5x of the direct writes. The store never closed before: the first close sums the
 * whole ledger, the heaviest close there is.
 *
 *   cd bench && npm run bench:close
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_ITEMS
 * (100000), BENCH_DOCS (5000), BENCH_KEEP_SCHEMA=1 to keep the schema for a look afterwards.
 */
import { toBusinessDate } from '@emas/domain';
import { sql } from 'kysely';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createDatabase, migrateToLatest, type Db } from '../../apps/server/src/db/database';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../../apps/server/src/db/seed';
import { buildStockSeed, groupKadarOf, insertStockSeed } from '../../apps/server/src/db/seed-stock';
import * as closingRepo from '../../apps/server/src/modules/closing/closing.repository';
import { BENCH_DATABASE_URL, startServer } from '../shared/server';
import { sized } from '../shared/smoke';

const STORE = 'BDG';
const ITEMS = sized('BENCH_ITEMS', 100_000, 300);
const DOCS = sized('BENCH_DOCS', 5_000, 30);
const say = (line: string) => process.stdout.write(`${line}\n`);
const ms = (n: number) => `${n.toFixed(0)} ms`;

async function seed(db: Db, today: string): Promise<void> {
  await seedDemoIfEmpty(db, today);
  const have = Number((await db.selectFrom('barang').select((eb) => eb.fn.countAll<string>().as('n')).where('kode_toko', '=', STORE).executeTakeFirstOrThrow()).n);
  const counter = await db.selectFrom('nomor_dokumen').select('nomor').where('kode_toko', '=', STORE).where('jenis', '=', 'BARCODE').executeTakeFirst();
  const built = buildStockSeed({ kodeToko: STORE, today, count: Math.max(0, ITEMS - have), groupKadar: await groupKadarOf(db, STORE), firstNumber: Number(counter?.nomor ?? 0) + 1, seed: 11 });
  await db.transaction().execute((trx) => insertStockSeed(trx, STORE, built));
  // the day's documents: one piece sold each, its ledger rows as a sale writes them
  const rekening = await db.selectFrom('rekening').select(['no_rekening', 'kode_bank']).where('kode_toko', '=', STORE).executeTakeFirstOrThrow();
  await sql`
    with sold as (
      select kode_barcode, kode_gudang, kode_baki, berat, row_number() over (order by kode_barcode) as n
        from barang where kode_toko = ${STORE} and status = 'READY' and jenis_harga <> 'AKSESORIS' order by kode_barcode limit ${DOCS}
    ), items as (
      update barang b set status = 'TERJUAL' from sold where b.kode_toko = ${STORE} and b.kode_barcode = sold.kode_barcode returning sold.*
    ), stock as (
      insert into stock_mutasi (kode_toko, kode_barcode, jenis, tgl_system, dari_gudang, dari_baki, qty, berat, no_ref, keterangan, input_by)
      select ${STORE}, kode_barcode, 'JUAL', ${today}::date, kode_gudang, kode_baki, 1, berat, 'FJ-BENCH-' || n, 'PENJUALAN', 'BENCH' from items
    )
    insert into kas_mutasi (kode_toko, tgl_system, kategori, keterangan, no_ref, jenis, kode_bank, no_rekening, jumlah_in, jumlah_out, input_by)
    select ${STORE}, ${today}::date, 'PENJUALAN', 'PENJUALAN FJ-BENCH-' || n, 'FJ-BENCH-' || n,
           case when n % 4 = 0 then 'BANK' else 'CASH' end, case when n % 4 = 0 then ${rekening.kode_bank} end,
           case when n % 4 = 0 then ${rekening.no_rekening} end, 1000000 + n, 0, 'BENCH'
      from items`.execute(db);
  await sql`analyze`.execute(db);
}

/** The close's writes straight on the database (the same repository functions), rolled back. */
async function directWrites(db: Db, today: string): Promise<number> {
  const start = performance.now();
  await db
    .transaction()
    .execute(async (trx) => {
      await closingRepo.lockStore(trx, STORE);
      await closingRepo.insertStockClosing(trx, STORE, today);
      await closingRepo.insertKasClosing(trx, STORE, today);
      await closingRepo.listKasClosing(trx, STORE, today);
      await closingRepo.kasFlowsOfDay(trx, STORE, today);
      await closingRepo.stockFlowsOfDay(trx, STORE, today);
      await closingRepo.insertClosing(trx, { kode_toko: STORE, tgl_system: today, tgl_berikut: '2999-01-01', ringkasan: {}, peringatan: [], closed_by: 'BENCH' });
      await closingRepo.moveStoreDate(trx, STORE, '2999-01-01');
      throw new Error('rollback');
    })
    .catch((e: unknown) => {
      if (!(e instanceof Error && e.message === 'rollback')) throw e;
    });
  return performance.now() - start;
}

async function main() {
  const schema = `bench_close_${randomBytes(4).toString('hex')}`;
  const { db } = await createDatabase({ url: BENCH_DATABASE_URL, schema, pgliteDir: 'memory://', poolSize: 4 });
  let child: ChildProcess | null = null;
  try {
    await migrateToLatest(db, schema);
    const today = toBusinessDate(new Date());
    say(`database ${BENCH_DATABASE_URL.replace(/\/\/[^@]*@/, '//')} schema ${schema}`);
    const seedStart = performance.now();
    await seed(db, today);
    const items = (await db.selectFrom('barang').select((eb) => eb.fn.countAll<string>().as('n')).where('kode_toko', '=', STORE).executeTakeFirstOrThrow()).n;
    const ledger = (await db.selectFrom('stock_mutasi').select((eb) => eb.fn.countAll<string>().as('n')).where('kode_toko', '=', STORE).executeTakeFirstOrThrow()).n;
    say(`seeded in ${ms(performance.now() - seedStart)}: ${Number(items).toLocaleString('en')} items, ${Number(ledger).toLocaleString('en')} stock ledger rows, ${DOCS} documents today`);

    const direct: number[] = [];
    for (let i = 0; i < 3; i++) direct.push(await directWrites(db, today));
    const best = Math.min(...direct);

    const server = await startServer(schema);
    child = server.child;
    const login = await fetch(`${server.base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user_id: 'SPVBDG', password: DEMO_PASSWORD }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    // warm the server's code path once with a read of the checks
    await fetch(`${server.base}/api/tutup-toko/cek`, { headers });
    const start = performance.now();
    const res = await fetch(`${server.base}/api/tutup-toko`, { method: 'POST', headers, body: JSON.stringify({ tgl_system: today }) });
    const api = performance.now() - start;
    const body = (await res.json()) as { status: string; message: string; data?: { stok: unknown[]; kas: unknown[]; penjualan: { nota: number } } };
    if (res.status !== 200) throw new Error(`close answered ${res.status}: ${body.message}`);
    say(`closing rows: ${body.data!.stok.length} trays, ${body.data!.kas.length} accounts; EOD sales receipts ${body.data!.penjualan.nota}`);
    say('');
    say('scenario                              time      target');
    say(`close through the API                 ${ms(api).padStart(8)}  ${api < 2000 ? 'ok <2 s' : 'MISS <2 s'}`);
    say(`same writes directly (best of 3)      ${ms(best).padStart(8)}  (runs ${direct.map((d) => d.toFixed(0)).join(', ')} ms)`);
    say(`ratio                                 ${(api / best).toFixed(2).padStart(7)}x  ${api / best <= 1.5 ? 'ok <=1.5x' : 'MISS <=1.5x'}`);
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
