import { keepManualBalances } from '../manual-stock/manual-stock.service';
import {
  eodMoneyLines,
  CLOSING_MESSAGES,
  isClosingBlocked,
  mgToGrams,
  nextBusinessDate,
  parseWeightToMg,
  summarizeDay,
  type ClosingCheckResult,
  type ClosingChecksData,
  type CloseDayInput,
  storedEod,
  type EodData,
  type EodStockJenis,
  type KasFlow,
  type StockFigure,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../http/errors';
import { runClosingChecks, type ClosingCheck } from './closing.checks';
import * as repo from './closing.repository';

type Db = Kysely<Database>;

const mg = (value: string | number | null | undefined) => parseWeightToMg(value ?? 0) ?? 0;

/** GET /api/tutup-toko/cek: the day the store is on, the date a close moves it to, and the checks. */
export async function readChecks(app: FastifyInstance, auth: AuthContext): Promise<ClosingChecksData> {
  const toko = await repo.findStore(app.db, auth.kodeToko);
  if (!toko) throw notFound();
  const checks = await runClosingChecks({ db: app.db, kodeToko: auth.kodeToko, tglSystem: toko.tgl_system, modules: auth.modules });
  const next = nextBusinessDate(toko.tgl_system);
  return { kode_toko: toko.kode_toko, tgl_system: toko.tgl_system, tgl_berikut: next.ok ? next.date : toko.tgl_system, checks, blocked: isClosingBlocked(checks) };
}

/**
 * POST /api/tutup-toko. ONE transaction: the store row is locked first (FOR NO KEY UPDATE; every ledger
 * insert takes it FOR SHARE, migration 0013), so documents being written finish before anything is
 * counted and documents that start meanwhile wait, then meet the closed day and start again on the next.
 * The day must be the one the screen showed (else another account closed it); the blocking checks run
 * again; then the closing stock per warehouse/tray and every account's closing balance are kept, the
 * EOD written, and the store moved to the next (or a later chosen) date. Any failure leaves the day open
 * and nothing written. Open screens of the store hear 'toko-closed'.
 */
export async function closeDay(app: FastifyInstance, auth: AuthContext, input: CloseDayInput, checks?: readonly ClosingCheck[]): Promise<EodData> {
  let closed: { tgl: string; next: string };
  try {
    closed = await app.db.transaction().execute(async (trx) => {
      const toko = await repo.lockStore(trx, auth.kodeToko);
      if (!toko) throw notFound();
      if (toko.tgl_system !== input.tgl_system) throw conflict(CLOSING_MESSAGES.closedByOther);
      const next = nextBusinessDate(toko.tgl_system, input.tgl_berikut);
      if (!next.ok) throw badRequest(next.message, { tgl_berikut: next.message });
      const results = await runClosingChecks({ db: trx, kodeToko: auth.kodeToko, tglSystem: toko.tgl_system, modules: auth.modules }, checks);
      if (isClosingBlocked(results)) {
        const blocking = results.filter((r) => r.level === 'BLOCK' && r.jumlah > 0);
        throw badRequest(CLOSING_MESSAGES.blocked, Object.fromEntries(blocking.map((r) => [r.key, r.pesan])));
      }
      await writeClosing(trx, auth, toko.tgl_system, next.date, results.filter((r) => r.jumlah > 0));
      return { tgl: toko.tgl_system, next: next.date };
    });
  } catch (error) {
    // the day's closing row exists: another account's close won (a backstop; the lock answers first)
    if (isUniqueViolation(error)) throw conflict(CLOSING_MESSAGES.closedByOther);
    throw error;
  }
  app.realtime.toStore(auth.kodeToko, 'toko-closed', { kode_toko: auth.kodeToko, tgl_system: closed.tgl, tgl_berikut: closed.next, by: auth.userId });
  return readEod(app.db, auth.kodeToko, closed.tgl);
}

/** The writes of a close, inside its transaction and under its lock. */
async function writeClosing(trx: Db, auth: AuthContext, tgl: string, next: string, warnings: readonly ClosingCheckResult[]): Promise<void> {
  await repo.insertStockClosing(trx, auth.kodeToko, tgl);
  await keepManualBalances(trx, auth.kodeToko, tgl);
  await repo.insertKasClosing(trx, auth.kodeToko, tgl);
  const kas = await repo.listKasClosing(trx, auth.kodeToko, tgl);
  const flows = await repo.kasFlowsOfDay(trx, auth.kodeToko, tgl);
  const stok = await repo.stockFlowsOfDay(trx, auth.kodeToko, tgl);
  const docs = await repo.documentsOfDay(trx, auth.kodeToko, tgl);
  const figureOf = (jenis: 'JUAL' | 'BELI'): StockFigure => {
    const d = docs.find((r) => r.jenis === jenis);
    return { nota: Number(d?.nota ?? 0), qty: Number(d?.qty ?? 0), beratMg: mg(d?.berat), rp: Number(d?.rp ?? 0) };
  };
  const eod = summarizeDay({
    saldoAwal: kas.reduce((t, r) => t + r.saldo_awal, 0),
    kas: flows as KasFlow[],
    stok: stok.map((s) => ({ jenis: s.jenis as EodStockJenis, nota: Number(s.nota), qty: Number(s.qty), beratMg: mg(s.berat) })),
    dokumen: { penjualan: figureOf('JUAL'), pembelian: figureOf('BELI') },
  });
  // the summary and the kept balances come from the same ledger under the same lock
  const kept = kas.reduce((t, r) => t + r.saldo_akhir, 0);
  if (kept !== eod.saldoAkhir) throw new Error(`EOD ${eod.saldoAkhir} <> saldo ${kept}`);
  await repo.insertClosing(trx, { kode_toko: auth.kodeToko, tgl_system: tgl, tgl_berikut: next, ringkasan: eod, peringatan: warnings, closed_by: auth.userId });
  await repo.moveStoreDate(trx, auth.kodeToko, next);
}

/** GET /api/tutup-toko/eod?tgl_system=: the EOD of a closed day. */
export async function getEod(app: FastifyInstance, auth: AuthContext, tgl: string): Promise<EodData> {
  return readEod(app.db, auth.kodeToko, tgl);
}

export async function listClosedDays(app: FastifyInstance, auth: AuthContext) {
  return repo.listClosings(app.db, auth.kodeToko);
}

async function readEod(db: Db, kodeToko: string, tgl: string): Promise<EodData> {
  const row = await repo.findClosing(db, kodeToko, tgl);
  if (!row) throw badRequest(CLOSING_MESSAGES.eodNotClosed, { tgl_system: CLOSING_MESSAGES.eodNotClosed });
  const [kas, stok] = [await repo.listKasClosing(db, kodeToko, tgl), await repo.listStockClosing(db, kodeToko, tgl)];
  const e = storedEod(row.ringkasan);
  const figure = (f: StockFigure) => ({ nota: f.nota, qty: f.qty, berat: mgToGrams(f.beratMg), rp: f.rp });
  return {
    kode_toko: row.kode_toko,
    nama_toko: row.nama_toko,
    tgl_system: row.tgl_system,
    tgl_berikut: row.tgl_berikut,
    closed_by: row.closed_by,
    closed_at: row.closed_at,
    penjualan: figure(e.penjualan),
    batal_penjualan: figure(e.batalPenjualan),
    pembelian: figure(e.pembelian),
    batal_pembelian: figure(e.batalPembelian),
    ...eodMoneyLines(e),
    kategori: e.kategori,
    kas: kas.map((k) => ({ ...k, kode_bank: k.kode_bank ?? null })),
    stok: stok.map((s) => ({
      kode_gudang: s.kode_gudang,
      kode_baki: s.kode_baki,
      qty_awal: Number(s.qty_awal),
      berat_awal: mgToGrams(mg(s.berat_awal)),
      qty_masuk: Number(s.qty_masuk),
      berat_masuk: mgToGrams(mg(s.berat_masuk)),
      qty_keluar: Number(s.qty_keluar),
      berat_keluar: mgToGrams(mg(s.berat_keluar)),
      qty_akhir: Number(s.qty_akhir),
      berat_akhir: mgToGrams(mg(s.berat_akhir)),
    })),
    peringatan: row.peringatan as ClosingCheckResult[],
  };
}
