/**
 * The manual stock (STOCK_JUAL_MANUAL_MODULE, issue 35): goods kept as a count and a weight per group, jenis,
 * warehouse and tray, sold and bought at the counter by typed weight, count and amount.
 */
import {
  manualBalanceAfter,
  manualStockShortMessage,
  MANUAL_BUY_PREFIX,
  MANUAL_KATEGORI,
  MANUAL_SALE_PREFIX,
  MANUAL_STOCK_MESSAGES as M,
  mgToWeightString,
  type BarangManualQuery,
  type BarangManualRow,
  type ManualBuyInput,
  type ManualDocument,
  type ManualJenis,
  type ManualLineInput,
  type ManualListQuery,
  type ManualSaleInput,
  type SalePaymentInputValue,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { mgOf } from '../../db/columns';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import { DRAWER, kasRow, writeKasRows } from '../cash/cash-accounts';
import { runAfterCounterWrite } from '../counter/after-write';
import { kasRowsIn, moneyRowContext } from '../counter/counter-cash';
import { storeContext } from '../counter/counter-context';
import { checkPayments } from '../counter/counter-payments';
import { documentNumbers } from '../counter/document-numbers';
import { reportStoreOf } from '../reports/report-definition';
import * as repo from './manual-stock.repository';

type Db = Kysely<Database>;
const grams = (v: string | number) => mgToWeightString(mgOf(String(v)));

/** GET /api/barang-manual: the balances (the caller's store, or the one head office names, or ALL). */
export async function listBarangManual(app: FastifyInstance, auth: AuthContext, q: BarangManualQuery): Promise<BarangManualRow[]> {
  const kodeToko = await reportStoreOf(app, auth, q.kode_toko, 'store');
  const rows = await repo.listBalances(app.db, kodeToko, q);
  return rows.map((r) => ({ ...r, berat: grams(r.berat) }));
}

/** Every line's group, jenis and tray known to the store, and the tray in the line's warehouse; else 400 naming the line. */
async function assertMasters(trx: Db, kodeToko: string, lines: readonly ManualLineInput[]): Promise<void> {
  const known = await repo.knownMasters(trx, kodeToko, [...new Set(lines.map((l) => l.kode_group))], [...new Set(lines.map((l) => l.kode_dept))], [...new Set(lines.map((l) => l.kode_baki))]);
  const errors: Record<string, string> = {};
  lines.forEach((l, i) => {
    if (!known.groups.has(l.kode_group)) errors[`detail.${i}.kode_group`] = M.groupUnknown;
    if (!known.depts.has(l.kode_dept)) errors[`detail.${i}.kode_dept`] = M.jenisUnknown;
    if (known.trays.get(l.kode_baki) !== l.kode_gudang) errors[`detail.${i}.kode_baki`] = M.bakiUnknown;
  });
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

/**
 * The stock movement of a document's lines: the balances locked (FOR UPDATE, in a fixed order), each line's new
 * balance checked (never below zero, manualBalanceAfter), then written with its ledger row. Two sales of the same
 * goods at the same moment queue on the lock: the second sees what the first left, and is refused when short.
 */
async function moveStock(trx: Db, ctx: { kodeToko: string; tglSystem: string; userId: string }, jenis: ManualJenis, noFaktur: string, lines: readonly ManualLineInput[]): Promise<void> {
  const sign = jenis === 'JUAL' ? -1 : 1;
  const balances = new Map((await repo.lockBalances(trx, ctx.kodeToko, lines)).map((b) => [repo.key(b), b]));
  const errors: Record<string, string> = {};
  const next: { line: ManualLineInput; qty: number; beratMg: number }[] = [];
  lines.forEach((l, i) => {
    const b = balances.get(repo.key(l))!;
    const have = { qty: b.qty, beratMg: mgOf(b.berat) };
    const after = manualBalanceAfter(have, { qty: sign * l.qty, beratMg: sign * l.berat });
    if (after === 'short') errors[`detail.${i}.qty`] = manualStockShortMessage(`${l.kode_group}/${l.kode_dept} di ${l.kode_gudang}/${l.kode_baki}`, have.qty, have.beratMg);
    else next.push({ line: l, ...after });
  });
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  for (const n of next) await repo.setBalance(trx, ctx.kodeToko, n.line, n.qty, mgToWeightString(n.beratMg));
  await repo.insertMovements(
    trx,
    lines.map((l) => ({
      kode_toko: ctx.kodeToko,
      tgl_system: ctx.tglSystem,
      no_ref: noFaktur,
      jenis,
      kode_group: l.kode_group,
      kode_dept: l.kode_dept,
      kode_gudang: l.kode_gudang,
      kode_baki: l.kode_baki,
      qty: sign * l.qty,
      berat: mgToWeightString(sign * l.berat),
      input_by: ctx.userId,
    })),
  );
}

type WriteInput = { idempotency_key: string; nama_customer: string; keterangan: string; detail: readonly ManualLineInput[]; pembayaran?: readonly SalePaymentInputValue[] };

/**
 * A manual sale or purchase, in one transaction: the business date, the masters, the number (JM / BM), the
 * document and its lines, the stock (locked and checked), the money (a sale: its payments in under PENJUALAN MANUAL
 * with the card surcharge; a purchase: cash out of the drawer under PEMBELIAN MANUAL, refused when the drawer is
 * short), the journal by trigger, the after-write hooks. The same idempotency_key answers the first document.
 */
async function writeDocument(app: FastifyInstance, auth: AuthContext, jenis: ManualJenis, input: WriteInput): Promise<ManualDocument> {
  const existing = await repo.findByKey(app.db, auth.kodeToko, input.idempotency_key);
  if (existing) return getDocument(app.db, auth.kodeToko, existing.no_faktur);
  try {
    const no = await app.db.transaction().execute(async (trx) => {
      const ctx = await storeContext(trx, auth);
      await assertMasters(trx, auth.kodeToko, input.detail);
      const payments = jenis === 'JUAL' ? await checkPayments(trx, auth.kodeToko, input.pembayaran ?? []) : [];
      const [noFaktur] = await documentNumbers(trx, auth.kodeToko, ctx.tglSystem, jenis === 'JUAL' ? MANUAL_SALE_PREFIX : MANUAL_BUY_PREFIX);
      const total = input.detail.reduce((t, d) => t + d.harga, 0);
      await repo.insertDocument(
        trx,
        {
          kode_toko: auth.kodeToko,
          no_faktur: noFaktur!,
          jenis,
          tgl_system: ctx.tglSystem,
          idempotency_key: input.idempotency_key,
          nama_customer: input.nama_customer,
          keterangan: input.keterangan,
          total_qty: input.detail.reduce((t, d) => t + d.qty, 0),
          total_berat: mgToWeightString(input.detail.reduce((t, d) => t + d.berat, 0)),
          total,
          input_by: auth.userId,
        },
        input.detail.map((d, i) => ({ kode_toko: auth.kodeToko, no_faktur: noFaktur!, urut: i + 1, kode_group: d.kode_group, kode_dept: d.kode_dept, kode_gudang: d.kode_gudang, kode_baki: d.kode_baki, qty: d.qty, berat: mgToWeightString(d.berat), harga: d.harga })),
      );
      const row = moneyRowContext(auth, ctx.tglSystem);
      await moveStock(trx, row, jenis, noFaktur!, input.detail);
      const kategori = MANUAL_KATEGORI[jenis];
      const keterangan = `${kategori} ${noFaktur}${input.nama_customer ? ` - ${input.nama_customer}` : ''}`;
      if (jenis === 'JUAL') await writeKasRows(trx, kasRowsIn(row, kategori, noFaktur!, keterangan, payments, 0), 'pembayaran');
      else await writeKasRows(trx, [kasRow(row, kategori, DRAWER, noFaktur!, keterangan, { out: total })], 'total', { drawerOnly: true });
      const customer = { nama: input.nama_customer, noHp: '' };
      await runAfterCounterWrite(trx, { jenis: jenis === 'JUAL' ? 'PENJUALAN MANUAL' : 'PEMBELIAN MANUAL', kodeToko: auth.kodeToko, no: noFaktur!, tanggal: ctx.tglSystem, userId: auth.userId, customer, kodeMember: null, total, dibayar: jenis === 'JUAL' ? total : 0 });
      return noFaktur!;
    });
    return getDocument(app.db, auth.kodeToko, no);
  } catch (error) {
    const first = await repo.findByKey(app.db, auth.kodeToko, input.idempotency_key);
    if (first) return getDocument(app.db, auth.kodeToko, first.no_faktur);
    throw error;
  }
}

export const createManualSale = (app: FastifyInstance, auth: AuthContext, input: ManualSaleInput) => writeDocument(app, auth, 'JUAL', input);
export const createManualBuy = (app: FastifyInstance, auth: AuthContext, input: ManualBuyInput) => writeDocument(app, auth, 'BELI', input);

function toDocument(h: repo.DocumentRow, lines: Awaited<ReturnType<typeof repo.linesOf>>): ManualDocument {
  return {
    ...h,
    total_berat: grams(h.total_berat),
    total: Number(h.total),
    valid_by: h.valid_by ?? null,
    created_at: new Date(h.created_at).toISOString(),
    detail: lines.filter((l) => l.no_faktur === h.no_faktur).map((l) => ({ urut: l.urut, kode_group: l.kode_group, kode_dept: l.kode_dept, kode_gudang: l.kode_gudang, kode_baki: l.kode_baki, qty: l.qty, berat: grams(l.berat), harga: Number(l.harga) })),
  };
}

export async function getDocument(db: Db, kodeToko: string, noFaktur: string): Promise<ManualDocument> {
  const h = await repo.findDocument(db, kodeToko, noFaktur);
  if (!h) throw notFound(M.notFound);
  return toDocument(h, await repo.linesOf(db, kodeToko, [noFaktur]));
}

export async function listDocuments(app: FastifyInstance, auth: AuthContext, q: ManualListQuery): Promise<ManualDocument[]> {
  const headers = await repo.listDocuments(app.db, auth.kodeToko, q);
  const lines = await repo.linesOf(app.db, auth.kodeToko, headers.map((h) => h.no_faktur));
  return headers.map((h) => toDocument(h, lines));
}

export async function validateDocuments(app: FastifyInstance, auth: AuthContext, nos: readonly string[]): Promise<{ validated: number }> {
  return { validated: await repo.validateDocuments(app.db, auth.kodeToko, [...new Set(nos)], auth.userId) };
}

/** The day close: manual documents of the day not yet validated. */
export const unvalidatedManualCount = (db: Db, kodeToko: string, tglSystem: string) => repo.countUnvalidated(db, kodeToko, tglSystem);

/** The day close keeps the manual balances of the day (inside the close's transaction). */
export const keepManualBalances = (db: Db, kodeToko: string, tglSystem: string) => repo.keepDailyBalances(db, kodeToko, tglSystem);
