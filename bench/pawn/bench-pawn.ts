/**
 * Pawn benchmark (issue 20): 20 cashiers at once writing loans (POST /api/hutang), looking up a loan to
 * redeem it (GET /api/hutang/:no: loan, pieces, payments, interest due today) and redeeming (POST
 * /api/hutang/tebus: store and loan locked, payment, loan, vault rows, cash row and its journal, one
 * transaction), through the HTTP API, next to the same statements run directly on the database with the
 * repository functions. Each loan is redeemed once: the API and the database redeem different loans.
 *
 *   cd bench && npm run bench:pawn
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_LOANS (400 per
 * side), BENCH_CASHIERS (20), BENCH_KEEP_SCHEMA=1 to keep the schema.
 */
import { addDays, PAWN_PAYMENT_PREFIX, toBusinessDate } from '@emas/domain';
import { sql } from 'kysely';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createDatabase, migrateToLatest, type Db } from '../../apps/server/src/db/database';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../../apps/server/src/db/seed';
import { documentNumber, DRAWER, kasRow, lockedDate } from '../../apps/server/src/modules/cash/cash-accounts';
import * as cashRepo from '../../apps/server/src/modules/cash/cash.repository';
import { quoteRedemption } from '../../apps/server/src/modules/pawn/pawn-terms';
import * as repo from '../../apps/server/src/modules/pawn/pawn.repository';
import { createHttpClient } from '../shared/http';
import { BENCH_DATABASE_URL, startServer } from '../shared/server';
import { formatComparison, runLoad, summarize } from '../shared/stats';
import { sized } from '../shared/smoke';

const STORE = 'BDG';
const LOANS = sized('BENCH_LOANS', 400, 20);
const CASHIERS = sized('BENCH_CASHIERS', 20, 4);
const say = (line: string) => process.stdout.write(`${line}\n`);

const loanBody = (i: number) => ({
  idempotency_key: `bench-${i}-${randomBytes(4).toString('hex')}`,
  kode_sales: 'S01',
  nama_customer: `BENCH ${i}`,
  alamat_customer: 'JL. BENCH 1',
  no_hp: '0811111111',
  no_identitas: `ID${i}`,
  detail_barang: [
    { nama_barang: 'CINCIN', kode_group: 'P17', berat: '3.000', kode_kondisi: 'BAGUS' },
    { nama_barang: 'GELANG', kode_group: 'P22', berat: '2.500', berat_batu: '0.100', kode_kondisi: 'KUSAM' },
  ],
  jumlah_hutang: 1_000_000 + i,
  otorisasi: [],
});

/** The redemption's statements straight on the database (what the service runs, without HTTP). */
async function redeemDirect(db: Db, no: string): Promise<boolean> {
  await db.transaction().execute(async (trx) => {
    const tgl = await lockedDate(trx, { kodeToko: STORE, level: 'KASIR', modules: {} });
    const loan = await repo.lockLoan(trx, STORE, no);
    if (!loan || loan.status !== 'AKTIF') throw new Error(`loan ${no} not open`);
    const noBayar = await documentNumber(trx, STORE, tgl, PAWN_PAYMENT_PREFIX);
    const q = quoteRedemption(loan, tgl);
    await repo.insertPayment(trx, { kode_toko: STORE, no_bayar: noBayar, no_faktur_hutang: no, tgl_system: tgl, jenis: 'TEBUS', pokok: q.pokok, bunga: q.bunga, biaya: q.biaya_admin, total: q.total, periode: q.periode, bunga_persen: loan.bunga_persen, otorisasi: '[]', input_by: 'BENCH' });
    await repo.updateLoan(trx, STORE, no, { status: 'LUNAS', tgl_lunas: tgl, total_bayar: q.total, periode_dibayar: Number(loan.periode_dibayar) + q.periode, bunga_dibayar: Number(loan.bunga_dibayar) + q.bunga });
    const pieces = await repo.piecesOf(trx, STORE, [no]);
    await repo.setPiecesStatus(trx, STORE, no, 'KEMBALI');
    await repo.insertVault(trx, pieces.map((p) => ({ kode_toko: STORE, no_faktur_hutang: no, urut: p.urut, jenis: 'TEBUS' as const, tgl_system: tgl, qty: -1, berat: `-${p.berat}`, no_ref: noBayar, input_by: 'BENCH' })));
    await cashRepo.insertKasRows(trx, [kasRow({ kodeToko: STORE, tglSystem: tgl, userId: 'BENCH' }, 'HUTANG LUNAS', DRAWER, no, `PENEBUSAN ${no}`, { in: q.total }, { sub_kategori: 'PENEBUSAN' })]);
  });
  return true;
}

async function lookupDirect(db: Db, no: string): Promise<boolean> {
  const loan = await repo.findLoan(db, STORE, no);
  if (!loan) return false;
  const [pieces] = await Promise.all([repo.piecesOf(db, STORE, [no]), repo.paymentsOf(db, STORE, no)]);
  quoteRedemption(loan, addDays(loan.tgl_hutang, 20));
  return pieces.length === 2;
}

async function main() {
  const schema = `bench_pawn_${randomBytes(4).toString('hex')}`;
  const { db } = await createDatabase({ url: BENCH_DATABASE_URL, schema, pgliteDir: 'memory://', poolSize: CASHIERS });
  let child: ChildProcess | null = null;
  try {
    await migrateToLatest(db, schema);
    await seedDemoIfEmpty(db, toBusinessDate(new Date()));
    // every loan is paid out of the drawer, which may not go below zero: the store's money comes first
    await cashRepo.insertKasRows(db, [kasRow({ kodeToko: STORE, tglSystem: toBusinessDate(new Date()), userId: 'BENCH' }, 'KAS MASUK', DRAWER, 'BENCH-MODAL', 'MODAL BENCH', { in: 100_000_000_000 })]);
    say(`database ${BENCH_DATABASE_URL.replace(/\/\/[^@]*@/, '//')} schema ${schema}, ${LOANS} loans per side, ${CASHIERS} cashiers`);
    const server = await startServer(schema);
    child = server.child;
    const client = createHttpClient(server.base, CASHIERS);
    const headers = await client.signIn('KASIRBDG', DEMO_PASSWORD);

    const apiLoans: string[] = [];
    const dbLoans: string[] = [];
    const write = (into: string[]) => async (i: number) => {
      const res = await client.post('/api/hutang', loanBody(i), headers);
      if (res.status !== 200) return false;
      into.push((JSON.parse(res.text) as { data: { no_faktur_hutang: string } }).data.no_faktur_hutang);
      return true;
    };
    const saveApi = summarize(await runLoad('loan save (API)', LOANS, CASHIERS, write(apiLoans), { warm: 20 }));
    // the database side's loans are written through the API too (the same rows), then redeemed directly
    await runLoad('loans for the database side', LOANS, CASHIERS, write(dbLoans));
    await sql`analyze`.execute(db);

    const lookupApi = summarize(
      await runLoad('redemption lookup', LOANS, CASHIERS, async (i) => (await client.get(`/api/hutang/${apiLoans[i % apiLoans.length]}`, headers)).status === 200, { warm: 20 }),
    );
    const lookupDb = summarize(await runLoad('redemption lookup', LOANS, CASHIERS, (i) => lookupDirect(db, dbLoans[i % dbLoans.length]!), { warm: 20 }));
    const redeemApi = summarize(await runLoad('redemption save', apiLoans.length, CASHIERS, async (i) => (await client.post('/api/hutang/tebus', { no_faktur_hutang: apiLoans[i] }, headers)).status === 200));
    const redeemDb = summarize(await runLoad('redemption save', dbLoans.length, CASHIERS, (i) => redeemDirect(db, dbLoans[i]!)));
    say('');
    say(`loan saves through the API: ${saveApi.throughput.toFixed(0)} req/s, p50 ${saveApi.p50.toFixed(2)} ms, p99 ${saveApi.p99.toFixed(2)} ms, errors ${saveApi.errors}`);
    say(formatComparison([
      { api: lookupApi, db: lookupDb, targetP99: 100 },
      { api: redeemApi, db: redeemDb, targetP99: 250 },
    ]));
    const vault = await repo.vaultBalance(db, STORE);
    const open = await repo.openPieces(db, STORE);
    say(`vault after the run: ledger ${vault.qty} pieces / ${vault.berat} g, open loans ${open.qty} pieces / ${open.berat} g`);
    client.close();
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
