import {
  createBarangRequest,
  isModuleOn,
  orderReadyMessage,
  kadarTextToHundredths,
  mgToWeightString,
  ORDER_MESSAGES as M,
  priceOrderPiece,
  SERVICE_MESSAGES,
  type CancelOrderInput,
  type CreateOrderInput,
  type FinishOrderInput,
  type OrderListQuery,
  type OrderListRow,
  type OrderReceipt,
  type OrderSampleRow,
  type SaleValidationQuery,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { mgOf } from '../../db/columns';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import { runAfterCounterWrite } from '../counter/after-write';
import { usableMember } from '../members/member-check';
import { actorOf, cancelDeposit, checkDownPayment, depositOnce, writeDeposit } from '../counter/deposit';
import * as depositRepo from '../counter/deposit.repository';
import type { DepositLineRow, DepositRow } from '../counter/deposit.repository';
import { depositHeader, depositReceipt } from '../counter/deposit-receipt';
import { counterContext, storeContext, type StoreContext } from '../counter/counter-context';
import { checkPayments } from '../counter/counter-payments';
import { documentNumbers } from '../counter/document-numbers';
import { FILE_FOLDERS } from '../../files';
import { assertDocumentPhotos, readDocumentPhoto, saveDocumentPhoto } from '../photos/photos.service';
import { sendWhatsapp } from '../receipts/receipts.service';
import { addStockItems, applyStockOperations } from '../stock/stock.service';
import { ORDER_DEPOSIT } from './order-deposit';
import { groupPrices, priceBasisOf } from './order-prices.service';
import * as repo from './orders.repository';

type Db = Kysely<Database>;

const TABLES = ORDER_DEPOSIT.tables;

// ---------------------------------------------------------------- reading

function headerOf(h: DepositRow<'pesanan'>, toko: { nama_toko: string; alamat_toko: string }) {
  return {
    no_pesanan: h.no_pesanan,
    status: h.status,
    ...depositHeader(ORDER_DEPOSIT, h, toko),
    kode_tukang: h.kode_tukang,
    nama_tukang: h.nama_tukang,
    tgl_janji: h.tgl_janji,
    dasar_harga: h.dasar_harga,
    total_qty: Number(h.total_qty),
    ongkos: Number(h.ongkos),
  };
}

/** A piece of an order as its receipt shows it (its real weight and barcode once made). */
function receiptLine(l: DepositLineRow<'pesanan'>) {
  return {
    urut: l.urut,
    deskripsi: l.deskripsi,
    kode_group: l.kode_group,
    kode_dept: l.kode_dept,
    kadar: kadarTextToHundredths(l.kadar) / 100,
    berat_estimasi: mgToWeightString(mgOf(l.berat_estimasi)),
    size: l.size,
    ongkos: Number(l.ongkos),
    foto: l.foto,
    harga_per_gram: Number(l.harga_per_gram),
    harga: Number(l.harga),
    berat: l.berat === null ? null : mgToWeightString(mgOf(l.berat)),
    kode_barcode: l.kode_barcode,
  };
}

export function getOrder(db: Db, kodeToko: string, no: string): Promise<OrderReceipt> {
  return depositReceipt(db, ORDER_DEPOSIT, kodeToko, no, { header: headerOf, line: receiptLine });
}

/** POST /api/pesanan/foto: a photo or sketch of a piece to make, stored before the order names it (`<kode_toko>/PESANAN/`). */
export function saveOrderPhoto(app: FastifyInstance, auth: AuthContext, image: Buffer | null, contentType: string): Promise<{ foto: string; size: number }> {
  return saveDocumentPhoto(app, auth, FILE_FOLDERS.pesanan, image, contentType);
}

/** GET /api/pesanan/:no/foto/:urut: the stored photo of a piece of an order of the caller's store. */
export async function readOrderPhoto(app: FastifyInstance, auth: AuthContext, no: string, urut: number): Promise<Buffer> {
  const line = await repo.findLineFoto(app.db, auth.kodeToko, no, urut);
  if (!line) throw notFound(M.notFound);
  return readDocumentPhoto(app, line.foto);
}

/** GET /api/pesanan/:no/contoh: the samples taken out for the order (their remark names it), still out or back. */
export async function orderSamples(app: FastifyInstance, auth: AuthContext, no: string): Promise<OrderSampleRow[]> {
  if (!(await depositRepo.findDeposit(app.db, TABLES, auth.kodeToko, no))) throw notFound(M.notFound);
  return (await repo.samplesOfOrder(app.db, auth.kodeToko, no)).map((r) => ({ ...r, berat: mgToWeightString(mgOf(r.berat)) }));
}

export async function listOrders(app: FastifyInstance, auth: AuthContext, q: OrderListQuery): Promise<OrderListRow[]> {
  const rows = await repo.listOrders(app.db, auth.kodeToko, q);
  return rows.map((r) => ({ ...headerOf(r, r), terlambat: (r.status === 'OPEN' || r.status === 'DONE') && r.tgl_janji < r.tgl_aktif }));
}

export async function listForValidation(app: FastifyInstance, auth: AuthContext, q: SaleValidationQuery): Promise<OrderListRow[]> {
  return listOrders(app, auth, { tgl_awal: q.tanggal, tgl_akhir: q.tanggal, status: 'ALL', valid: 'ALL', input_by: q.valid_by });
}

export async function validateOrders(app: FastifyInstance, auth: AuthContext, nos: readonly string[]): Promise<{ validated: number }> {
  return { validated: await repo.validateOrders(app.db, auth.kodeToko, [...new Set(nos)], auth.userId) };
}

// ---------------------------------------------------------------- taking an order

type OrderPiece = CreateOrderInput['detail'][number] & { kadar: string; hargaPerGram: number; harga: number };

/** The pieces ordered, each priced from its estimated weight at the gold price of its group today (priceOrderPiece). */
async function pricePieces(trx: Db, ctx: StoreContext, detail: CreateOrderInput['detail']): Promise<OrderPiece[]> {
  const jenis = new Set((await repo.findJenis(trx, ctx.kodeToko, [...new Set(detail.map((d) => d.kode_dept))])).map((j) => j.kode_dept));
  detail.forEach((d, i) => {
    if (!jenis.has(d.kode_dept)) throw badRequest(M.jenisUnknown, { [`detail.${i}.kode_dept`]: M.jenisUnknown });
  });
  const prices = await groupPrices(trx, ctx, detail);
  return detail.map((d, i) => ({
    ...d,
    kadar: prices[i]!.kadar,
    hargaPerGram: prices[i]!.hargaPerGram,
    harga: priceOrderPiece({ beratMg: d.berat_estimasi, hargaPerGram: prices[i]!.hargaPerGram, ongkos: d.ongkos, unit: ctx.unit, down: ctx.down }),
  }));
}

function orderLine(kodeToko: string, no: string, l: OrderPiece, i: number) {
  return {
    kode_toko: kodeToko,
    no_pesanan: no,
    urut: i + 1,
    deskripsi: l.deskripsi,
    kode_group: l.kode_group,
    kode_dept: l.kode_dept,
    kadar: l.kadar,
    berat_estimasi: mgToWeightString(l.berat_estimasi),
    size: l.size,
    ongkos: l.ongkos,
    foto: l.foto,
    harga_per_gram: l.hargaPerGram,
    harga: l.harga,
  };
}

/**
 * POST /api/pesanan. One transaction: the store (its business date, rules), the sales person, the
 * craftsman, the groups (purity, the gold price in force) and kinds are checked; each piece priced
 * from its estimated weight (priceOrderPiece); the deposit's payments checked (not above the estimate,
 * not below the store's minimum); the order, its pieces and payments, and the cash ledger rows
 * (kategori DP PESANAN, journals by the ledger's trigger) written. A key already used answers the first order.
 */
export function createOrder(app: FastifyInstance, auth: AuthContext, input: CreateOrderInput): Promise<OrderReceipt> {
  return depositOnce(app, auth, ORDER_DEPOSIT, input.idempotency_key, {
    check: () => assertDocumentPhotos(app, auth, FILE_FOLDERS.pesanan, input.detail, SERVICE_MESSAGES.fotoInvalid),
    answer: getOrder,
    write: async (trx) => {
      const ctx = await counterContext(trx, auth, input.kode_sales);
      const kodeMember = await usableMember(trx, auth, input.kode_member);
      const tukang = await repo.findTukang(trx, auth.kodeToko, input.kode_tukang);
      if (!tukang) throw badRequest(M.tukangUnknown, { kode_tukang: M.tukangUnknown });
      if (input.tgl_janji < ctx.tglSystem) throw badRequest(M.tglJanjiPast, { tgl_janji: M.tglJanjiPast });
      const lines = await pricePieces(trx, ctx, input.detail);
      const total = lines.reduce((t, l) => t + l.harga, 0);
      const payments = await checkPayments(trx, auth.kodeToko, input.pembayaran);
      const dp = checkDownPayment(ORDER_DEPOSIT, ctx, total, payments);
      const [no] = await documentNumbers(trx, auth.kodeToko, ctx.tglSystem, ORDER_DEPOSIT.prefix);
      const header = {
        kode_toko: auth.kodeToko,
        no_pesanan: no!,
        idempotency_key: input.idempotency_key,
        tgl_system: ctx.tglSystem,
        kode_sales: input.kode_sales,
        nama_sales: ctx.namaSales,
        kode_tukang: tukang.kode_tukang,
        nama_tukang: tukang.nama_tukang,
        nama_customer: input.nama_customer,
        alamat_customer: input.alamat_customer,
        no_hp: input.no_hp,
        tgl_lahir: input.tgl_lahir,
        kode_member: kodeMember,
        keterangan: input.keterangan,
        tgl_janji: input.tgl_janji,
        dasar_harga: priceBasisOf(ctx),
        total_berat: mgToWeightString(lines.reduce((t, l) => t + l.berat_estimasi, 0)),
        total_qty: lines.length,
        ongkos: lines.reduce((t, l) => t + l.ongkos, 0),
        total_harga: total,
        dp,
        input_by: auth.userId,
      };
      await writeDeposit(trx, ORDER_DEPOSIT, actorOf(auth, ctx), no!, { header, lines: lines.map((l, i) => orderLine(auth.kodeToko, no!, l, i)), payments });
      const customer = { nama: input.nama_customer, noHp: input.no_hp };
      await runAfterCounterWrite(trx, { jenis: 'PESANAN', kodeToko: auth.kodeToko, no: no!, tanggal: ctx.tglSystem, userId: auth.userId, customer, kodeMember, total, dibayar: dp });
      return no!;
    },
  });
}

// ---------------------------------------------------------------- the piece comes back

/**
 * POST /api/pesanan/:no/selesai: OPEN -> DONE. The real weight of every piece is entered; each is
 * priced by the domain rule with the locked price (KUNCI) or the day's (AMBIL), becomes an item with a
 * barcode in the tray named (stock ledger TAMBAH) and is reserved for the order at once (TITIP), so no
 * counter can sell it.
 */
export async function finishOrder(app: FastifyInstance, auth: AuthContext, no: string, input: FinishOrderInput): Promise<OrderReceipt> {
  await app.db.transaction().execute(async (trx) => {
    const ctx = await storeContext(trx, auth);
    const h = await depositRepo.findDeposit(trx, TABLES, auth.kodeToko, no, true);
    if (!h) throw notFound(M.notFound);
    if (h.status !== 'OPEN') throw badRequest(M.notOpen, { no_pesanan: M.notOpen });
    const lines = await depositRepo.listDepositLines(trx, TABLES, auth.kodeToko, no);
    const weights = new Map(input.detail.map((d) => [d.urut, d.berat]));
    if (weights.size !== input.detail.length || lines.some((l) => !weights.has(l.urut)) || weights.size !== lines.length) {
      throw badRequest(M.lineCount, { detail: M.lineCount });
    }
    const baki = await repo.findBaki(trx, auth.kodeToko, input.kode_baki);
    if (!baki) throw badRequest(M.bakiUnknown, { kode_baki: M.bakiUnknown });
    const today = h.dasar_harga === 'AMBIL' ? await groupPrices(trx, ctx, lines) : null;
    const priced = lines.map((l, i) => {
      const hargaPerGram = today ? today[i]!.hargaPerGram : Number(l.harga_per_gram);
      const beratMg = weights.get(l.urut)!;
      return { line: l, beratMg, hargaPerGram, harga: priceOrderPiece({ beratMg, hargaPerGram, ongkos: Number(l.ongkos), unit: ctx.unit, down: ctx.down }) };
    });
    const stockCtx = { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem: ctx.tglSystem, noRef: no, keterangan: `PESANAN ${no}` };
    const items = priced.map((p) => {
      const parsed = createBarangRequest.safeParse({
        kode_group: p.line.kode_group,
        kode_dept: p.line.kode_dept,
        kode_gudang: baki.kode_gudang,
        kode_baki: baki.kode_baki,
        nama_barang: `${p.line.deskripsi} ${no}-${p.line.urut}`.slice(0, 100),
        berat: mgToWeightString(p.beratMg),
        kadar: p.line.kadar,
        size: p.line.size,
        ongkos: Number(p.line.ongkos),
        jenis_harga: 'GRAM',
      });
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? M.notOpen;
        throw badRequest(message, { detail: message });
      }
      return parsed.data;
    });
    const codes = await addStockItems(trx, stockCtx, items, 'TAMBAH');
    await applyStockOperations(trx, stockCtx, codes.map((kode_barcode) => ({ kode_barcode, op: { jenis: ORDER_DEPOSIT.stock.reserve } })));
    for (const [i, p] of priced.entries()) {
      await repo.markLineDone(trx, auth.kodeToko, no, p.line.urut, { berat: mgToWeightString(p.beratMg), harga: p.harga, harga_per_gram: p.hargaPerGram, kode_barcode: codes[i]! });
    }
    await repo.markDone(trx, auth.kodeToko, no, {
      total_berat: mgToWeightString(priced.reduce((t, p) => t + p.beratMg, 0)),
      total_harga: priced.reduce((t, p) => t + p.harga, 0),
      by: auth.userId,
    });
  });
  const order = await getOrder(app.db, auth.kodeToko, no);
  notifyReady(app, auth, order);
  return order;
}

/**
 * The customer's WhatsApp when the order is done (WHATSAPP_MODULE on, a phone number; through the store's
 * WhatsApp gateway): sent after the commit and not waited for; a failure (no gateway, refused) is logged,
 * the order stays DONE.
 */
function notifyReady(app: FastifyInstance, auth: AuthContext, order: OrderReceipt): void {
  if (!order.no_hp || !isModuleOn(auth.modules, 'WHATSAPP_MODULE')) return;
  sendWhatsapp(app, auth.kodeToko, { receiver: order.no_hp, message: orderReadyMessage(order), type: 'text' }).catch((error: unknown) =>
    app.log.warn({ err: error, no_pesanan: order.no_pesanan }, 'WhatsApp pesanan selesai tidak terkirim'),
  );
}

// ---------------------------------------------------------------- cancelling

/**
 * POST /api/pesanan/:no/batal: an OPEN or DONE order is cancelled with the BATAL_PESANAN approval
 * (always asked). The shop keeps BATAL_PESANAN_POTONGAN_PERSEN of the deposit (orderCancelRefund) and
 * gives back the rest from the accounts the deposit went into, each its share (kategori BATAL PESANAN,
 * journals by the ledger's trigger). Pieces already made (DONE) are released from the reservation
 * (BATAL_TITIP) and stay in their tray as the shop's stock.
 */
export async function cancelOrder(app: FastifyInstance, auth: AuthContext, no: string, input: CancelOrderInput): Promise<OrderReceipt> {
  await cancelDeposit(app, auth, ORDER_DEPOSIT, no, input);
  return getOrder(app.db, auth.kodeToko, no);
}
