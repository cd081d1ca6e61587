import {
  createSaleRequest,
  MARKETPLACE_MESSAGES as M,
  orderFee,
  parseOrderCsv,
  rowMessage,
  type CsvProblem,
  type MarketplaceCsvOrder,
  type MarketplaceImportRequest,
  type MarketplaceImportResult,
  type MarketplaceOrderWithReceipt,
  type MarketplaceSaleInput,
  type MarketplaceSumber,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import { retryOnConflict } from '../../db/retry';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { AppError, badRequest, isUniqueViolation, notFound } from '../../http/errors';
import { getReceipt, saveSaleInTransaction } from '../sales';
import * as repo from './marketplace.repository';

type Db = Kysely<Database>;
type Akun = NonNullable<Awaited<ReturnType<typeof repo.findAkun>>>;
/** A problem of an order: its line in the file (or its piece's index on the form) and the message. */
type Problem = CsvProblem & { field?: string };

/**
 * A marketplace sale IS a sale (spec 001 §9; research §6: the channel tag on a POS sale): each order is saved through
 * the sales module's own save path, paid with a MARKETPLACE payment of its total, so the piece leaves stock as a sale
 * (JUAL) and the journal debits 1-1300 PIUTANG MARKETPLACE instead of the drawer; beside the receipt the order's row
 * keeps the order number (unique per account), buyer, shipping and the marketplace's fee until the payout matches it.
 */
async function akunOrThrow(db: Db, kodeToko: string, kodeAkun: string): Promise<Akun> {
  const akun = await repo.findAkun(db, kodeToko, kodeAkun);
  if (!akun) throw badRequest(M.akunUnknown, { kode_akun: M.akunUnknown });
  return akun;
}

/**
 * The listing rules of spec 000 §5/§6 checked on every piece before anything is written: the piece is known, ready in
 * stock, lies in the account's marketplace tray and warehouse, and has a photo when the account requires one; the
 * order number is new for the account; the fee is not above the total.
 */
async function checkOrders(db: Db, kodeToko: string, akun: Akun, orders: readonly MarketplaceCsvOrder[], badLines: ReadonlySet<number> = new Set()): Promise<Problem[]> {
  const problems: Problem[] = [];
  const barcodes = orders.flatMap((o) => o.barang.map((b) => b.kode_barcode)).filter((b) => b !== '');
  const items = new Map((await repo.itemsForListing(db, kodeToko, barcodes)).map((i) => [i.kode_barcode, i]));
  const existing = await repo.existingOrders(db, kodeToko, akun.kode_akun, orders.map((o) => o.no_order));
  orders.forEach((order) => {
    if (existing.has(order.no_order)) problems.push({ baris: order.baris, pesan: M.noOrderDuplicate, field: 'no_order' });
    order.barang.forEach((b, i) => {
      const field = `detail.${i}.kode_barcode`;
      // a line without a barcode already says so (the file's own check)
      if (b.kode_barcode === '') return;
      const item = items.get(b.kode_barcode);
      if (!item) problems.push({ baris: b.baris, pesan: M.barcodeUnknown, field });
      else if (item.status !== 'READY') problems.push({ baris: b.baris, pesan: M.notInStock, field });
      else if (item.kode_baki !== akun.kode_baki || item.kode_gudang !== akun.kode_gudang) problems.push({ baris: b.baris, pesan: M.notInTray, field });
      else if (akun.wajib_foto && !item.foto) problems.push({ baris: b.baris, pesan: M.photoRequired, field });
    });
    // an order with a line the file's check refused (a bad price or fee) has no total to weigh its fee against
    if (order.barang.some((b) => badLines.has(b.baris)) || badLines.has(order.baris)) return;
    const total = order.barang.reduce((t, b) => t + b.harga, 0);
    if (orderFee(total, Number(akun.fee_persen), order.biaya) > total) problems.push({ baris: order.baris, pesan: M.biayaOverTotal, field: 'biaya' });
  });
  return problems.sort((a, b) => a.baris - b.baris);
}

/** The sale's own key, one per order: the order number is unique per account, so the key is too. */
function saleKey(kodeToko: string, kodeAkun: string, noOrder: string): string {
  return `MP-${createHash('sha256').update(`${kodeToko}|${kodeAkun}|${noOrder}`).digest('hex').slice(0, 40)}`;
}

type Written = { order: MarketplaceCsvOrder; noFaktur: string; total: number; biaya: number };

/** Saves each order as a sale and writes its order row, in the caller's transaction; a refused order names its line. */
async function writeOrders(
  trx: Db,
  auth: AuthContext,
  akun: Akun,
  orders: readonly MarketplaceCsvOrder[],
  meta: { kodeSales: string; sumber: MarketplaceSumber; key: string },
): Promise<Written[]> {
  const written: Written[] = [];
  for (const order of orders) {
    const total = order.barang.reduce((t, b) => t + b.harga, 0);
    const biaya = orderFee(total, Number(akun.fee_persen), order.biaya);
    const parsed = createSaleRequest.safeParse({
      idempotency_key: saleKey(auth.kodeToko, akun.kode_akun, order.no_order),
      kode_sales: meta.kodeSales,
      nama_customer: order.nama_pembeli,
      alamat_customer: order.alamat_kirim,
      no_hp: order.no_hp,
      keterangan: `${akun.nama_marketplace} ${order.no_order}`.slice(0, 200),
      detail: order.barang.map((b) => ({ kode_barcode: b.kode_barcode, harga: b.harga, jumlah: 1 })),
      pembayaran: [{ jenis: 'MARKETPLACE', jumlah_rp: total, kode_marketplace: akun.kode_marketplace }],
    });
    if (!parsed.success) throw orderRefused(order, meta.sumber, parsed.error.issues[0]?.message ?? M.importRefused);
    let receipt;
    try {
      receipt = await saveSaleInTransaction(trx, auth, parsed.data);
    } catch (error) {
      // the sale's own refusal (price under the floor without approval, unknown sales person...) names the order's line
      if (error instanceof AppError && error.statusCode === 400) throw orderRefused(order, meta.sumber, error.message, error.errors);
      throw error;
    }
    await repo.insertOrders(trx, [
      {
        kode_toko: auth.kodeToko,
        kode_akun: akun.kode_akun,
        no_order: order.no_order,
        kode_marketplace: akun.kode_marketplace,
        no_faktur_group: receipt.no_faktur_group,
        tgl_system: receipt.tgl_system,
        sumber: meta.sumber,
        nama_pembeli: order.nama_pembeli,
        no_hp: order.no_hp,
        alamat_kirim: order.alamat_kirim,
        kurir: order.kurir,
        no_resi: order.no_resi,
        ongkir: order.ongkir,
        total,
        biaya,
        idempotency_key: meta.key,
        input_by: auth.userId,
      },
    ]);
    written.push({ order, noFaktur: receipt.no_faktur_group, total, biaya });
  }
  return written;
}

function orderRefused(order: MarketplaceCsvOrder, sumber: MarketplaceSumber, message: string, errors?: Record<string, string>): AppError {
  if (sumber === 'MANUAL') return badRequest(message, errors ?? { no_order: message });
  return badRequest(M.importRefused, { [`baris.${order.baris}`]: rowMessage(order.baris, message) });
}

function importRefused(problems: readonly Problem[]): AppError {
  const errors: Record<string, string> = {};
  for (const p of problems) {
    const key = `baris.${p.baris}`;
    errors[key] = errors[key] ? `${errors[key]}; ${p.pesan}` : rowMessage(p.baris, p.pesan);
  }
  return badRequest(M.importRefused, errors);
}

/** Runs the orders' write in one transaction, again from its reads on a conflict; a key already used answers its orders. */
async function saveOrders(app: FastifyInstance, auth: AuthContext, key: string, work: (trx: Db) => Promise<Written[]>): Promise<{ written: Written[] | null; replay: boolean }> {
  try {
    return { written: await retryOnConflict(() => app.db.transaction().execute(work)), replay: false };
  } catch (error) {
    if (isUniqueViolation(error)) {
      if ((await repo.ordersByKey(app.db, auth.kodeToko, key)).length) return { written: null, replay: true };
      throw badRequest(M.noOrderDuplicate, { no_order: M.noOrderDuplicate });
    }
    throw error;
  }
}

/** POST /api/marketplace/penjualan: one order typed by hand. */
export async function sellByHand(app: FastifyInstance, auth: AuthContext, input: MarketplaceSaleInput): Promise<MarketplaceOrderWithReceipt> {
  const replayed = await repo.ordersByKey(app.db, auth.kodeToko, input.idempotency_key);
  if (replayed[0]) return orderWithReceipt(app, auth, replayed[0].kode_akun, replayed[0].no_order);
  const akun = await akunOrThrow(app.db, auth.kodeToko, input.kode_akun);
  const order: MarketplaceCsvOrder = {
    baris: 1,
    no_order: input.no_order,
    nama_pembeli: input.nama_pembeli,
    no_hp: input.no_hp,
    alamat_kirim: input.alamat_kirim,
    kurir: input.kurir,
    no_resi: input.no_resi,
    ongkir: input.ongkir,
    biaya: input.biaya ?? null,
    barang: input.detail.map((d) => ({ baris: 1, kode_barcode: d.kode_barcode, harga: d.harga })),
  };
  const seen = new Set<string>();
  input.detail.forEach((d, i) => {
    if (seen.has(d.kode_barcode)) throw badRequest(M.barcodeTwice, { [`detail.${i}.kode_barcode`]: M.barcodeTwice });
    seen.add(d.kode_barcode);
  });
  const problems = await checkOrders(app.db, auth.kodeToko, akun, [order]);
  if (problems[0]) throw badRequest(problems[0].pesan, Object.fromEntries(problems.map((p) => [p.field ?? 'no_order', p.pesan])));
  const meta = { kodeSales: input.kode_sales, sumber: 'MANUAL' as const, key: input.idempotency_key };
  await saveOrders(app, auth, input.idempotency_key, async (trx) => {
    // checked again inside the transaction: a piece sold or an order recorded meanwhile refuses it here
    const again = await checkOrders(trx, auth.kodeToko, akun, [order]);
    if (again[0]) throw badRequest(again[0].pesan, Object.fromEntries(again.map((p) => [p.field ?? 'no_order', p.pesan])));
    return writeOrders(trx, auth, akun, [order], meta);
  });
  return orderWithReceipt(app, auth, akun.kode_akun, order.no_order);
}

/** What a file would import: its orders and every problem, nothing written (the screen's preview). */
export async function previewImport(app: FastifyInstance, auth: AuthContext, input: MarketplaceImportRequest & { kode_akun: string }): Promise<MarketplaceImportResult> {
  const akun = await akunOrThrow(app.db, auth.kodeToko, input.kode_akun);
  const parsed = parseOrderCsv(input.isi);
  // the stock checks run on every line the file's check could read, so one bad line does not hide the others' problems
  const badLines = new Set(parsed.errors.map((e) => e.baris));
  const problems = [...parsed.errors, ...(await checkOrders(app.db, auth.kodeToko, akun, parsed.orders, badLines))].sort((a, b) => a.baris - b.baris);
  return { orders: parsed.orders.map((o) => importedOrder(o, akun, null)), errors: problems.map(({ baris, pesan }) => ({ baris, pesan: rowMessage(baris, pesan) })) };
}

/**
 * POST /api/marketplace/import: the seller centre's order file, all or nothing in one transaction. Any bad line
 * (unknown barcode, piece not ready or not in the marketplace tray, no photo where required, an order number already
 * recorded, a bad amount) refuses the whole file with a message per line, and nothing is written.
 */
export async function importOrders(app: FastifyInstance, auth: AuthContext, input: { idempotency_key: string; kode_akun: string; kode_sales: string; isi: string }): Promise<MarketplaceImportResult> {
  const replayed = await repo.ordersByKey(app.db, auth.kodeToko, input.idempotency_key);
  if (replayed.length) return replayAnswer(replayed);
  const akun = await akunOrThrow(app.db, auth.kodeToko, input.kode_akun);
  const parsed = parseOrderCsv(input.isi);
  // a malformed file is refused with every line's problem, the stock checks' too (as the preview names them)
  if (parsed.errors.length) throw importRefused([...parsed.errors, ...(await checkOrders(app.db, auth.kodeToko, akun, parsed.orders, new Set(parsed.errors.map((e) => e.baris))))]);
  const meta = { kodeSales: input.kode_sales, sumber: 'IMPORT' as const, key: input.idempotency_key };
  const { written } = await saveOrders(app, auth, input.idempotency_key, async (trx) => {
    const problems = await checkOrders(trx, auth.kodeToko, akun, parsed.orders);
    if (problems.length) throw importRefused(problems);
    return writeOrders(trx, auth, akun, parsed.orders, meta);
  });
  if (!written) return replayAnswer(await repo.ordersByKey(app.db, auth.kodeToko, input.idempotency_key));
  return { orders: written.map((w) => ({ ...importedOrder(w.order, akun, w.noFaktur), total: w.total, biaya: w.biaya })), errors: [] };
}

function importedOrder(o: MarketplaceCsvOrder, akun: Akun, noFaktur: string | null) {
  const total = o.barang.reduce((t, b) => t + b.harga, 0);
  return { no_order: o.no_order, nama_pembeli: o.nama_pembeli, barang: o.barang.map((b) => b.kode_barcode), total, biaya: orderFee(total, Number(akun.fee_persen), o.biaya), no_faktur_group: noFaktur };
}

function replayAnswer(rows: Awaited<ReturnType<typeof repo.ordersByKey>>): MarketplaceImportResult {
  return { orders: rows.map((r) => ({ no_order: r.no_order, nama_pembeli: r.nama_pembeli, barang: [], total: Number(r.total), biaya: Number(r.biaya), no_faktur_group: r.no_faktur_group })), errors: [] };
}

/** GET /api/marketplace/order/:kode_akun/:no_order: the order and its sale receipt (the two slips are printed from it). */
export async function orderWithReceipt(app: FastifyInstance, auth: AuthContext, kodeAkun: string, noOrder: string): Promise<MarketplaceOrderWithReceipt> {
  const order = await repo.findOrder(app.db, auth.kodeToko, kodeAkun, noOrder);
  if (!order) throw notFound();
  return { order: orderRow(order), receipt: await getReceipt(app.db, auth.kodeToko, order.no_faktur_group) };
}

export function orderRow(r: Awaited<ReturnType<typeof repo.listOrders>>[number]) {
  return { ...r, ongkir: Number(r.ongkir), total: Number(r.total), biaya: Number(r.biaya) };
}
