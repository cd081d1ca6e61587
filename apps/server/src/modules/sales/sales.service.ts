import {
  barcodeNotFoundMessage,
  canCancelSale,
  cardAmount,
  DEFAULT_BATAL_TITIP_POTONGAN_PERSEN,
  DEFAULT_DISKON_MAKSIMAL,
  DEFAULT_TITIP_MIN_DP_PERSEN,
  DIAMOND_MODULE,
  documentNumberPrefix,
  formatDocumentNumber,
  isDiamondItem,
  isModuleOn,
  kadarTextToHundredths,
  mgToWeightString,
  parseWeightToMg,
  parseApprovalList,
  priceRefusal,
  priceSaleLine,
  PURCHASE_MESSAGES,
  roundingUnitOf,
  SALES_MESSAGES,
  SALES_PREFIX,
  SALES_SETTING_KEYS,
  saleFloor,
  SELL_DOWN_MODULE,
  summarizeSale,
  wholeSetting,
  type ApprovalOperation,
  type CancelSaleInput,
  type CreateSaleInput,
  type KasKategori,
  type ModuleFlags,
  type ReceiptApproval,
  type ReceiptPayment,
  type SaleGroupedRow,
  type SaleItemQuote,
  type SaleListQuery,
  type SaleListRow,
  type SalePaymentInputValue,
  type SaleReceipt,
  type SaleValidationQuery,
  type ValidByOption,
  paysIntoAccount,
  allocateRefund,
  CASH_ACCOUNT,
  heldAccounts,
  type LedgerAccount,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type { Database, PenjualanBayarTable, UsedApproval } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import { retryOnConflict } from '../../db/retry';
import * as authRepo from '../authorization/authorization.repository';
import { checkApprovals, consumeApprovals } from '../authorization/authorization.service';
import { writeKasRows } from '../cash/cash-accounts';
import * as cashRepo from '../cash/cash.repository';
import { surchargeReversalRows, surchargeRows } from './card-surcharge';
import * as settingsRepo from '../settings/settings.repository';
import { assertMayPost } from '../settings/posting-date';
import { applyStockOperations, itemStateRows, ledgerRowsOf, planStock } from '../stock/stock.service';
import * as stockRepo from '../stock/stock.repository';
import { reversePurchase } from '../purchases/purchase-reversal.service';
import * as purchasesRepo from '../purchases/purchases.repository';
import * as repo from './sales.repository';
import { chosenRefundRows, pickLines, refundTotal, saleRefundRows } from './sale-refund.service';
import { mgOf } from '../../db/columns';
import { executeAsOneStatement, joinText, wroteRows, type StatementValue } from '../../db/one-statement';

type Db = Kysely<Database>;

// ---------------------------------------------------------------- store context

export type StoreContext = {
  kodeToko: string;
  namaToko: string;
  alamatToko: string;
  tglSystem: string;
  unit: number;
  down: boolean;
  diamondOn: boolean;
  modules: ModuleFlags;
  diskonMaksimal: number;
  required: ApprovalOperation[];
  potonganTitipPersen: string;
  minDpPersen: string;
  /** every para-system value of the store, for rules of other documents (buy-backs) */
  params: ReadonlyMap<string, string>;
};

/**
 * The store's business date, rounding and sales rules, read once per request (inside its transaction)
 * by the writers of the counter (sales, layaway, buy-backs and their cancellations): a user held by the
 * previous-date rule is refused here.
 */
export async function storeContext(db: Db, auth: AuthContext): Promise<StoreContext> {
  const toko = await settingsRepo.findTokoWithParams(db, auth.kodeToko);
  if (!toko) throw notFound();
  assertMayPost(auth, toko.tgl_system);
  return toStoreContext(auth, toko);
}

/** The store's context and the receipt's sales person, read together; an unknown sales person is a 400. */
export async function counterContext(db: Db, auth: AuthContext, kodeSales: string): Promise<StoreContext & { namaSales: string }> {
  return counterContextOf(auth, await settingsRepo.findTokoWithParams(db, auth.kodeToko, kodeSales));
}

function counterContextOf(auth: AuthContext, toko: settingsRepo.TokoWithParams | undefined): StoreContext & { namaSales: string } {
  if (!toko) throw notFound();
  if (toko.nama_sales === null) throw badRequest(SALES_MESSAGES.salesUnknown, { kode_sales: SALES_MESSAGES.salesUnknown });
  assertMayPost(auth, toko.tgl_system);
  return { ...toStoreContext(auth, toko), namaSales: toko.nama_sales };
}

function toStoreContext(auth: AuthContext, toko: settingsRepo.TokoWithParams): StoreContext {
  const param = new Map(toko.params.map((p) => [p.key, p.value]));
  const percent = (key: string, fallback: number) => {
    const v = (param.get(key) ?? '').trim();
    return /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100 ? v : String(fallback);
  };
  return {
    kodeToko: auth.kodeToko,
    namaToko: toko.nama_toko,
    alamatToko: toko.alamat_toko,
    tglSystem: toko.tgl_system,
    unit: roundingUnitOf(param.get('PEMBULATAN')),
    down: isModuleOn(auth.modules, SELL_DOWN_MODULE),
    diamondOn: isModuleOn(auth.modules, DIAMOND_MODULE),
    modules: auth.modules,
    diskonMaksimal: wholeSetting(param.get(SALES_SETTING_KEYS.diskonMaksimal), DEFAULT_DISKON_MAKSIMAL),
    required: parseApprovalList(param.has(SALES_SETTING_KEYS.otorisasi) ? param.get(SALES_SETTING_KEYS.otorisasi)! : null),
    potonganTitipPersen: percent(SALES_SETTING_KEYS.batalTitipPotongan, DEFAULT_BATAL_TITIP_POTONGAN_PERSEN),
    minDpPersen: percent(SALES_SETTING_KEYS.titipMinDp, DEFAULT_TITIP_MIN_DP_PERSEN),
    params: param,
  };
}

// ---------------------------------------------------------------- pricing an item

export type PricedItem = {
  item: repo.SaleItemRow;
  beratMg: number;
  kadar: number;
  hargaPerGram: number;
  hargaBeliPerGram: number;
  ongkos: number;
  /** price of the line for `jumlah` pieces */
  hargaHitung: number;
  floor: number;
  tglHarga: string | null;
};

/**
 * Why an item cannot go on a receipt (or a layaway), or null: unknown, not READY in a tray of the
 * store (sold: 'sudah terjual'), a diamond while the diamond module is off.
 */
export function sellRefusal(code: string, item: repo.SaleItemRow | undefined, ctx: StoreContext, allowStatus: 'READY' | 'TITIP' = 'READY'): string | null {
  if (!item) return barcodeNotFoundMessage(code);
  if (item.status === 'TERJUAL') return SALES_MESSAGES.alreadySold(code);
  if (item.status !== allowStatus) return SALES_MESSAGES.notSellable(code, item.status);
  if (!item.kode_baki) return SALES_MESSAGES.notInTray(code);
  if (!ctx.diamondOn && isDiamondItem(item)) {
    return SALES_MESSAGES.diamondModuleOff;
  }
  return null;
}

/**
 * Price of an item for `jumlah` pieces (GRAM: group price x weight + ongkos, rounded; BANDROL/AKSESORIS
 * fixed). The group's price comes with the item (`itemsForSale`); a missing or stale one is a 400.
 */
export function priceItem(ctx: StoreContext, item: repo.SaleItemRow, jumlah: number, field = 'kode_barcode'): PricedItem {
  const beratMg = mgOf(item.berat);
  const hargaJual = Number(item.harga_jual);
  const ongkos = Number(item.ongkos);
  let hargaPerGram = 0;
  let hargaBeliPerGram = 0;
  let tglHarga: string | null = null;
  if (item.jenis_harga === 'GRAM') {
    const refusal = priceRefusal(item.kode_group, item.tgl_harga, ctx.tglSystem, ctx.modules);
    if (refusal) throw badRequest(refusal, { [field]: refusal });
    hargaPerGram = Number(item.harga_jual_gram);
    hargaBeliPerGram = Number(item.harga_beli_gram);
    tglHarga = item.tgl_harga;
  }
  const hargaHitung = priceSaleLine({ jenis_harga: item.jenis_harga, beratMg, hargaPerGram, ongkos, harga_jual: hargaJual, jumlah, unit: ctx.unit, down: ctx.down });
  const floor = saleFloor({ jenis_harga: item.jenis_harga, beratMg, hargaBeliPerGram, harga_jual: hargaJual, jumlah });
  return {
    item,
    beratMg,
    kadar: kadarTextToHundredths(item.kadar) / 100,
    hargaPerGram,
    hargaBeliPerGram,
    ongkos: item.jenis_harga === 'GRAM' ? ongkos : 0,
    hargaHitung,
    floor,
    tglHarga,
  };
}

/** GET /api/penjualan/barang/:kode_barcode */
export async function quoteItem(app: FastifyInstance, auth: AuthContext, code: string): Promise<SaleItemQuote> {
  // the store and the item in one round trip: a cashier waits for this on every scan
  const reads = await repo.findCounterReads(app.db, auth.kodeToko, null, [code]);
  if (!reads) throw notFound();
  const ctx = toStoreContext(auth, reads.toko);
  const [item] = reads.items;
  const refusal = sellRefusal(code, item, ctx);
  if (refusal) throw badRequest(refusal, { kode_barcode: refusal });
  const p = priceItem(ctx, item!, 1);
  return {
    kode_barcode: item!.kode_barcode,
    nama_barang: item!.nama_barang,
    kode_group: item!.kode_group,
    kode_dept: item!.kode_dept,
    kadar: p.kadar,
    berat: mgToWeightString(p.beratMg),
    jenis_harga: item!.jenis_harga,
    jumlah: item!.jumlah,
    kode_gudang: item!.kode_gudang,
    kode_baki: item!.kode_baki,
    harga_per_gram: p.hargaPerGram,
    ongkos: p.ongkos,
    harga_hitung: p.hargaHitung,
    floor: p.floor,
    tgl_harga: p.tglHarga,
  };
}

// ---------------------------------------------------------------- payments and the cash ledger

export type CheckedPayment = Omit<SalePaymentInputValue, 'kode_bank'> & { kode_bank: string | null; fee: number; jumlah_gesek: number };

/** Checks each payment's account / marketplace against the masters; fills the bank and the card amount. */
export async function checkPayments(db: Db, kodeToko: string, payments: readonly SalePaymentInputValue[]): Promise<CheckedPayment[]> {
  const banks = new Map<string, string>();
  const marketplaces = new Set<string>();
  for (const p of payments) {
    if (paysIntoAccount(p.jenis) && !banks.has(p.no_rekening!)) {
      const rek = await repo.findRekening(db, kodeToko, p.no_rekening!);
      if (rek) banks.set(rek.no_rekening, rek.kode_bank);
    }
    if (p.jenis === 'MARKETPLACE' && (await repo.findMarketplace(db, kodeToko, p.kode_marketplace!))) marketplaces.add(p.kode_marketplace!);
  }
  return paymentsChecked(payments, banks, marketplaces);
}

/** The accounts (card, transfer) and marketplaces the payments name, for one read with the rest of a save. */
export function paymentsNamed(payments: readonly SalePaymentInputValue[]): { rekening: string[]; marketplace: string[] } {
  return {
    rekening: payments.filter((p) => paysIntoAccount(p.jenis)).map((p) => p.no_rekening!),
    marketplace: payments.filter((p) => p.jenis === 'MARKETPLACE').map((p) => p.kode_marketplace!),
  };
}

/** Checks payments against the store's accounts (their bank) and marketplaces; an unknown one is a 400 for its row. */
function paymentsChecked(payments: readonly SalePaymentInputValue[], banks: ReadonlyMap<string, string>, marketplaces: ReadonlySet<string>): CheckedPayment[] {
  const errors: Record<string, string> = {};
  const out: CheckedPayment[] = [];
  for (const [i, p] of payments.entries()) {
    let kodeBank: string | null = null;
    if (paysIntoAccount(p.jenis)) {
      const bank = banks.get(p.no_rekening!);
      if (bank === undefined) {
        errors[`pembayaran.${i}.no_rekening`] = SALES_MESSAGES.rekeningUnknown;
        continue;
      }
      kodeBank = bank;
    }
    if (p.jenis === 'MARKETPLACE' && !marketplaces.has(p.kode_marketplace!)) {
      errors[`pembayaran.${i}.kode_marketplace`] = SALES_MESSAGES.marketplaceUnknown;
      continue;
    }
    const fee = p.jenis === 'CARD' ? (p.fee_persen ?? 0) : 0;
    out.push({
      ...p,
      kode_bank: kodeBank,
      no_rekening: paysIntoAccount(p.jenis) ? p.no_rekening : undefined,
      kode_marketplace: p.jenis === 'MARKETPLACE' ? p.kode_marketplace : undefined,
      fee,
      jumlah_gesek: p.jenis === 'CARD' ? cardAmount(p.jumlah_rp, fee) : p.jumlah_rp,
    });
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  return out;
}

export function paymentRows<T extends string, N extends StatementValue = string>(key: T, no: N, kodeToko: string, payments: readonly CheckedPayment[], startAt = 1) {
  return payments.map((p, i) => ({
    kode_toko: kodeToko,
    [key]: no,
    urut: startAt + i,
    jenis: p.jenis,
    jumlah_rp: p.jumlah_rp,
    kode_bank: p.kode_bank,
    no_rekening: p.no_rekening ?? null,
    fee_persen: p.fee.toFixed(2),
    jumlah_gesek: p.jumlah_gesek,
    kode_marketplace: p.kode_marketplace ?? null,
  })) as (Record<T, N> & Omit<Insertable<PenjualanBayarTable>, 'no_faktur_group' | 'jenis'> & { jenis: CheckedPayment['jenis'] })[];
}

/**
 * The ledger rows of money received: one row per payment (CASH in the drawer, CARD/TRANSFER in the bank
 * account, MARKETPLACE in the marketplace balance), a card's surcharge (FEE KARTU, surchargeRows), and the
 * change given back as a CASH out row.
 */
export function kasRowsIn<N extends StatementValue = string>(
  ctx: { kodeToko: string; tglSystem: string; userId: string },
  kategori: KasKategori,
  noRef: N,
  keterangan: N,
  payments: readonly CheckedPayment[],
  kembalian: number,
): KasRowOf<N>[] {
  const rows: KasRowOf<N>[] = payments.map((p) => ({
    kode_toko: ctx.kodeToko,
    tgl_system: ctx.tglSystem,
    kategori,
    keterangan: p.jenis === 'CARD' && p.fee > 0 ? joinText<N>(keterangan, ` (KARTU, FEE ${p.fee}%, GESEK ${p.jumlah_gesek})`) : keterangan,
    no_ref: noRef,
    jenis: p.jenis === 'CASH' ? 'CASH' : p.jenis === 'MARKETPLACE' ? 'MARKETPLACE' : 'BANK',
    kode_bank: p.kode_bank,
    no_rekening: p.no_rekening ?? null,
    kode_marketplace: p.kode_marketplace ?? null,
    jumlah_in: p.jumlah_rp,
    jumlah_out: 0,
    input_by: ctx.userId,
  }));
  // a card's surcharge is its own income row into the same account (what the bank received over the amount paid)
  rows.push(...surchargeRows<N>(ctx, noRef, keterangan, payments));
  if (kembalian > 0) {
    rows.push({
      kode_toko: ctx.kodeToko,
      tgl_system: ctx.tglSystem,
      kategori,
      keterangan: joinText<N>('KEMBALIAN ', noRef),
      no_ref: noRef,
      jenis: 'CASH',
      jumlah_in: 0,
      jumlah_out: kembalian,
      input_by: ctx.userId,
    });
  }
  return rows;
}

/**
 * Money given back for a document, out of the accounts its ledger rows still hold (`held`): cash
 * first, never more from an account than it holds (allocateRefund). One out row per account touched.
 */
export function kasRowsRefund(
  ctx: { kodeToko: string; tglSystem: string; userId: string },
  kategori: KasKategori,
  noRef: string,
  keterangan: string,
  held: readonly LedgerAccount[],
  amount: number,
): cashRepo.KasRow[] {
  return allocateRefund(held, amount, CASH_ACCOUNT).map(({ account, amount: out }) => ({
    kode_toko: ctx.kodeToko,
    tgl_system: ctx.tglSystem,
    kategori,
    keterangan,
    no_ref: noRef,
    jenis: account.jenis,
    kode_bank: account.kode_bank,
    no_rekening: account.no_rekening,
    kode_marketplace: account.kode_marketplace,
    jumlah_in: 0,
    jumlah_out: out,
    input_by: ctx.userId,
  }));
}

/** A cash ledger row whose document number (and the text naming it) may be taken in the statement that writes it. */
export type KasRowOf<N extends StatementValue> = Omit<cashRepo.KasRow, 'no_ref' | 'keterangan'> & { no_ref: N; keterangan: N };

export async function documentNumbers(trx: Db, kodeToko: string, tglSystem: string, prefix: string, count = 1): Promise<string[]> {
  const last = await stockRepo.takeNumbers(trx, kodeToko, prefix, count);
  return Array.from({ length: count }, (_, i) => formatDocumentNumber(prefix, kodeToko, tglSystem, last - count + 1 + i));
}

/**
 * The fields every counter document (receipt, layaway, trade-in) takes from its request: store,
 * business date, idempotency key, sales person and customer.
 */
export function counterHeader(
  auth: AuthContext,
  ctx: { tglSystem: string; namaSales: string },
  input: { idempotency_key: string; kode_sales: string; nama_customer: string; alamat_customer: string; no_hp: string; keterangan: string },
) {
  return {
    kode_toko: auth.kodeToko,
    idempotency_key: input.idempotency_key,
    tgl_system: ctx.tglSystem,
    kode_sales: input.kode_sales,
    nama_sales: ctx.namaSales,
    nama_customer: input.nama_customer,
    alamat_customer: input.alamat_customer,
    no_hp: input.no_hp,
    keterangan: input.keterangan,
  };
}

export function usedApprovals(list: readonly { id: string; operasi: string; approved_by: string; metode: string }[]): string {
  return JSON.stringify(list.map((a) => ({ id: a.id, operasi: a.operasi, approved_by: a.approved_by, metode: a.metode })));
}

export function toReceiptApprovals(list: readonly UsedApproval[] | null | undefined): ReceiptApproval[] {
  return (list ?? []).map((a) => ({ operasi: a.operasi as ReceiptApproval['operasi'], approved_by: a.approved_by, metode: a.metode as ReceiptApproval['metode'] }));
}

export function toReceiptPayment(p: { jenis: string; jumlah_rp: number; kode_bank: string | null; no_rekening: string | null; fee_persen: string; jumlah_gesek: number; kode_marketplace: string | null }): ReceiptPayment {
  return {
    jenis: p.jenis as ReceiptPayment['jenis'],
    jumlah_rp: Number(p.jumlah_rp),
    kode_bank: p.kode_bank,
    no_rekening: p.no_rekening,
    fee_persen: Number(p.fee_persen),
    jumlah_gesek: Number(p.jumlah_gesek),
    kode_marketplace: p.kode_marketplace,
  };
}

// ---------------------------------------------------------------- saving a sale

/** Duplicate barcodes on one receipt: 'Barcode X sudah ada di tabel'. */
export function assertNoDuplicate(codes: readonly string[], field = 'detail'): void {
  const seen = new Set<string>();
  for (const [i, code] of codes.entries()) {
    if (seen.has(code)) {
      const message = SALES_MESSAGES.barcodeTwice(code);
      throw badRequest(message, { [`${field}.${i}.kode_barcode`]: message });
    }
    seen.add(code);
  }
}

/**
 * Locks the items (FOR UPDATE, barcode order) and prices them; any refusal is a 400 for its line.
 * `read` only reads them (with their row version), for a save that writes them only if unchanged.
 */
export async function lockAndPrice(
  trx: Db,
  ctx: StoreContext,
  lines: readonly { kode_barcode: string; jumlah: number }[],
  allowStatus: 'READY' | 'TITIP' = 'READY',
  mode: 'lock' | 'read' = 'lock',
): Promise<{ priced: PricedItem[]; locked: repo.SaleItemRow[] }> {
  const codes = lines.map((l) => l.kode_barcode);
  const locked = await (mode === 'lock' ? repo.lockItemsForSale(trx, ctx.kodeToko, codes, ctx.tglSystem) : repo.findItemsForSale(trx, ctx.kodeToko, codes, ctx.tglSystem));
  return { priced: priceLines(ctx, lines, locked, allowStatus), locked };
}

/** Prices the lines from their items' rows; any refusal is a 400 for its line. */
function priceLines(ctx: StoreContext, lines: readonly { kode_barcode: string; jumlah: number }[], rows: readonly repo.SaleItemRow[], allowStatus: 'READY' | 'TITIP'): PricedItem[] {
  const items = new Map(rows.map((r) => [r.kode_barcode, r]));
  const out: PricedItem[] = [];
  for (const [i, line] of lines.entries()) {
    const item = items.get(line.kode_barcode);
    const refusal = sellRefusal(line.kode_barcode, item, ctx, allowStatus);
    if (refusal) throw badRequest(refusal, { [`detail.${i}.kode_barcode`]: refusal });
    if (item!.jenis_harga === 'AKSESORIS' && line.jumlah > item!.jumlah) {
      const message = `Stock aksesoris ${line.kode_barcode} tidak mencukupi, sisa ${item!.jumlah}`;
      throw badRequest(message, { [`detail.${i}.jumlah`]: message });
    }
    if (item!.jenis_harga !== 'AKSESORIS' && line.jumlah !== 1) {
      throw badRequest(SALES_MESSAGES.jumlahInvalid, { [`detail.${i}.jumlah`]: SALES_MESSAGES.jumlahInvalid });
    }
    out.push(priceItem(ctx, item!, line.jumlah, `detail.${i}.kode_barcode`));
  }
  return out;
}

export async function salesPerson(db: Db, kodeToko: string, kodeSales: string): Promise<string> {
  const s = await repo.findSales(db, kodeToko, kodeSales);
  if (!s) throw badRequest(SALES_MESSAGES.salesUnknown, { kode_sales: SALES_MESSAGES.salesUnknown });
  return s.nama_sales;
}

function summaryOrThrow(input: Parameters<typeof summarizeSale>[0]) {
  const s = summarizeSale(input);
  if (s.error) throw badRequest(s.error.message, { [s.error.field]: s.error.message });
  return s;
}

/**
 * POST /api/penjualan. The store, sales person, payments' accounts, items (with their row version and
 * gold price) and approvals are read; the lines are priced and checked; then ONE statement, committing
 * on its own, writes the items' state (only if unchanged since read), takes the receipt and line numbers,
 * and writes the stock ledger (JUAL), the receipt, its lines and payments, the cash ledger rows and the
 * approvals used. The store's counter row, which every cashier of the store waits for, is locked only
 * while PostgreSQL runs that statement, never across a round trip to this server. An item or approval
 * changed in between fails the statement (40001, nothing written) and the save runs again from its
 * reads, which then tell the cashier why (an item just sold: 'sudah terjual'). A key already used
 * answers the first receipt.
 */
export async function saveSale(app: FastifyInstance, auth: AuthContext, input: CreateSaleInput): Promise<{ receipt: SaleReceipt; replay: boolean }> {
  assertNoDuplicate(input.detail.map((d) => d.kode_barcode));
  // A retried save is not looked up first (a round trip on every save for a rare case): it fails,
  // on its items already sold or at the latest on the key's unique index in the writing statement,
  // and the catch below answers the receipt the key made.
  try {
    // One connection from the reads to the write: a save that has read does not queue again behind
    // other saves' reads for its write, so saves finish in the order they came.
    return { receipt: await retryOnConflict(() => app.db.connection().execute((conn) => writeSale(conn, auth, input))), replay: false };
  } catch (error) {
    // A save already made with this key (a retry, or the same request running at the same time): its receipt.
    const first = await repo.findSaleByKey(app.db, auth.kodeToko, input.idempotency_key);
    if (first) return { receipt: await getReceipt(app.db, auth.kodeToko, first.no_faktur_group), replay: true };
    throw error;
  }
}

/** CTE names of the sale's writing statement that its checks count. */
const SOLD_CTE = 'barang_terjual';
const APPROVALS_CTE = 'otorisasi_dipakai';

/** One run of a sale's save (see saveSale): reads, checks, and the one writing statement. */
async function writeSale(db: Db, auth: AuthContext, input: CreateSaleInput): Promise<SaleReceipt> {
  // the store, sales person, items and the payments' accounts in one round trip (checked: sales person,
  // payments, then items)
  const reads = await repo.findCounterReads(db, auth.kodeToko, input.kode_sales, input.detail.map((d) => d.kode_barcode), paymentsNamed(input.pembayaran));
  const ctx = counterContextOf(auth, reads?.toko);
  const payments = paymentsChecked(input.pembayaran, reads!.banks, reads!.marketplaces);
  const locked = reads!.items;
  const priced = priceLines(ctx, input.detail, locked, 'READY');
  const lines = priced.map((p, i) => ({ ...p, harga: input.detail[i]!.harga, jumlah: input.detail[i]!.jumlah }));
  const summary = summaryOrThrow({ lines, diskon: input.diskon, payments });
  const needed = approvalsNeededForLines(ctx, lines, input.diskon);
  const approvals = await checkApprovals(db, { kodeToko: auth.kodeToko, userId: auth.userId, operations: needed, ids: input.otorisasi }, false);
  const plan = await planStock(
    db,
    auth.kodeToko,
    lines.map((l) => ({ kode_barcode: l.item.kode_barcode, op: { jenis: 'JUAL' as const, qty: l.jumlah } })),
    (i) => `detail.${i}.kode_barcode`,
    locked,
  );
  const itemRows = itemStateRows(plan);
  const noFaktur = stockRepo.numberInStatement(SALES_PREFIX.NOTA, documentNumberPrefix(SALES_PREFIX.NOTA, auth.kodeToko, ctx.tglSystem), 0);
  const linePrefix = documentNumberPrefix(SALES_PREFIX.LINE, auth.kodeToko, ctx.tglSystem);
  const lineNo = (i: number) => stockRepo.numberInStatement(SALES_PREFIX.LINE, linePrefix, lines.length - 1 - i);
  const ledger = ledgerRowsOf({ kodeToko: auth.kodeToko, userId: auth.userId, tglSystem: ctx.tglSystem, noRef: '', keterangan: 'PENJUALAN' }, plan);
  const header = {
    ...counterHeader(auth, ctx, input),
    tgl_lahir: input.tgl_lahir,
    diskon: summary.diskon,
    total_berat: mgToWeightString(lines.reduce((t, l) => t + l.beratMg * l.jumlah, 0)),
    total_harga: summary.total_harga,
    grand_total: summary.grand_total,
    total_bayar: summary.total_bayar,
    kembalian: summary.kembalian,
    input_by: auth.userId,
  };
  // The items are written first and counted before the counters are taken: an item changed since it
  // was read stops the statement before it locks the store's counter row.
  const [written] = await executeAsOneStatement<{ no: string; lines: string[]; created_at: string }>(
    db,
    [
      stockRepo.insertMutasiQuery(db, ledger.map((row) => ({ ...row, no_ref: noFaktur }))),
      ...repo.insertSaleQueries(
        db,
        { ...header, no_faktur_group: noFaktur, otorisasi: usedApprovals(approvals) },
        lines.map((l, i) => saleLineRow(auth.kodeToko, noFaktur, lineNo(i), i + 1, l)),
        paymentRows('no_faktur_group', noFaktur, auth.kodeToko, payments),
      ),
      cashRepo.insertKasQuery(
        db,
        kasRowsIn({ kodeToko: auth.kodeToko, tglSystem: ctx.tglSystem, userId: auth.userId }, 'PENJUALAN', noFaktur, joinText('PENJUALAN ', noFaktur), payments, summary.kembalian),
      ),
    ],
    {
      named: [
        [SOLD_CTE, stockRepo.updateItemStatesQuery(auth.kodeToko, itemRows, auth.userId, new Map(locked.map((r) => [r.kode_barcode, r.versi])))],
        [
          stockRepo.NUMBERS_CTE,
          stockRepo.takeNumbersQuery(
            db,
            auth.kodeToko,
            [
              { jenis: SALES_PREFIX.NOTA, count: 1 },
              { jenis: SALES_PREFIX.LINE, count: lines.length },
            ],
            wroteRows(SOLD_CTE, itemRows.length, 'Barang'),
          ),
        ],
        ...(approvals.length ? [[APPROVALS_CTE, authRepo.markUsedQuery(db, approvals.map((a) => a.id), noFaktur)] as const] : []),
      ],
      // an approval used meanwhile by another document fails the statement
      select: repo.writtenSaleAnswer(
        noFaktur,
        lines.map((_, i) => lineNo(i)),
        approvals.length ? wroteRows(APPROVALS_CTE, approvals.length, 'Otorisasi') : undefined,
      ),
    },
  );
  const { no, created_at } = written!;
  // The receipt is what was just written, not read back: a new receipt's other columns are their
  // defaults (sales.test.ts holds the answer equal to the receipt read back).
  return toSaleReceipt(
    { ...header, ...NEW_SALE_DEFAULTS, no_faktur_group: no, created_at, otorisasi: approvals },
    { nama_toko: ctx.namaToko, alamat_toko: ctx.alamatToko },
    lines.map((l, i) => ({ ...saleLineRow(auth.kodeToko, no, written!.lines[i]!, i + 1, l), status: 'AKTIF' as const })),
    payments.map((p) => toReceiptPayment({ ...p, no_rekening: p.no_rekening ?? null, kode_marketplace: p.kode_marketplace ?? null, fee_persen: p.fee.toFixed(2) })),
    [],
  );
}

export function approvalsNeededForLines(ctx: StoreContext, lines: readonly (PricedItem & { harga: number })[], diskon: number): ApprovalOperation[] {
  const needed: ApprovalOperation[] = [];
  const wants = (op: ApprovalOperation) => ctx.required.includes(op);
  if (wants('UBAH_HARGA') && lines.some((l) => l.harga !== l.hargaHitung)) needed.push('UBAH_HARGA');
  if (wants('DISKON') && diskon > ctx.diskonMaksimal) needed.push('DISKON');
  if (wants('DIBAWAH_MODAL') && lines.some((l) => l.harga < l.floor)) needed.push('DIBAWAH_MODAL');
  return needed;
}

export function saleLineRow<N extends StatementValue = string>(kodeToko: string, noFaktur: N, noLine: N, urut: number, l: PricedItem & { harga: number; jumlah: number }) {
  return {
    kode_toko: kodeToko,
    no_faktur_jual: noLine,
    no_faktur_group: noFaktur,
    urut,
    kode_barcode: l.item.kode_barcode,
    nama_barang: l.item.nama_barang,
    kode_group: l.item.kode_group,
    kode_dept: l.item.kode_dept,
    kadar: l.item.kadar,
    berat: mgToWeightString(l.beratMg * l.jumlah),
    jenis: 'NORMAL' as const,
    jenis_harga: l.item.jenis_harga,
    kode_gudang: l.item.kode_gudang,
    kode_baki: l.item.kode_baki,
    harga_per_gram: l.hargaPerGram,
    harga_beli_per_gram: l.hargaBeliPerGram,
    ongkos: l.ongkos,
    harga_hitung: l.hargaHitung,
    floor: l.floor,
    harga: l.harga,
    jumlah: l.jumlah,
  };
}

// ---------------------------------------------------------------- reading

/** What a receipt shows of its header, lines and payments: read back, or held by the save that wrote them. */
type ReceiptHeaderFields = Pick<
  repo.SaleHeaderRow,
  | 'no_faktur_group'
  | 'kode_toko'
  | 'tgl_system'
  | 'created_at'
  | 'input_by'
  | 'kode_sales'
  | 'nama_sales'
  | 'nama_customer'
  | 'alamat_customer'
  | 'no_hp'
  | 'keterangan'
  | 'status'
  | 'valid'
  | 'valid_by'
  | 'diskon'
  | 'total_berat'
  | 'total_harga'
  | 'grand_total'
  | 'total_bayar'
  | 'kembalian'
  | 'total_batal'
  | 'alasan_batal'
  | 'batal_by'
  | 'batal_at'
  | 'otorisasi'
  | 'no_titip'
  | 'titip_dp'
  | 'no_faktur_beli'
>;
type ReceiptLineFields = Pick<
  repo.SaleLineRow,
  | 'no_faktur_jual'
  | 'kode_barcode'
  | 'nama_barang'
  | 'kode_group'
  | 'kode_dept'
  | 'kadar'
  | 'berat'
  | 'jenis'
  | 'jenis_harga'
  | 'kode_gudang'
  | 'kode_baki'
  | 'harga_per_gram'
  | 'ongkos'
  | 'harga_hitung'
  | 'harga'
  | 'jumlah'
  | 'status'
>;
type TradedInLine = Awaited<ReturnType<typeof repo.listTradedInLines>>[number];

/** The columns of a counter sale's header that its save leaves to their defaults (migration 0007). */
const NEW_SALE_DEFAULTS = {
  status: 'AKTIF',
  total_batal: 0,
  valid: false,
  valid_by: null,
  alasan_batal: null,
  batal_by: null,
  batal_at: null,
  no_titip: null,
  titip_dp: 0,
  no_faktur_beli: null,
} as const satisfies Partial<ReceiptHeaderFields>;

export async function getReceipt(db: Db, kodeToko: string, no: string): Promise<SaleReceipt> {
  // the parts are read together: one wait instead of four
  const [header, toko, lines, payments] = await Promise.all([
    repo.findSale(db, kodeToko, no),
    settingsRepo.findToko(db, kodeToko),
    repo.listSaleLines(db, kodeToko, no),
    repo.listSalePayments(db, kodeToko, no),
  ]);
  if (!header) throw notFound(SALES_MESSAGES.saleNotFound);
  const traded = header.no_faktur_beli ? await repo.listTradedInLines(db, kodeToko, header.no_faktur_beli) : [];
  return toSaleReceipt(header, { nama_toko: toko?.nama_toko ?? '', alamat_toko: toko?.alamat_toko ?? '' }, lines, payments.map(toReceiptPayment), traded);
}

function toSaleReceipt(
  header: ReceiptHeaderFields,
  toko: { nama_toko: string; alamat_toko: string },
  lines: readonly ReceiptLineFields[],
  pembayaran: ReceiptPayment[],
  traded: readonly TradedInLine[],
): SaleReceipt {
  return {
    no_faktur_group: header.no_faktur_group,
    kode_toko: header.kode_toko,
    nama_toko: toko.nama_toko,
    alamat_toko: toko.alamat_toko,
    tgl_system: header.tgl_system,
    created_at: new Date(header.created_at).toISOString(),
    input_by: header.input_by,
    kode_sales: header.kode_sales,
    nama_sales: header.nama_sales,
    nama_customer: header.nama_customer,
    alamat_customer: header.alamat_customer,
    no_hp: header.no_hp,
    keterangan: header.keterangan,
    status: header.status,
    valid: header.valid,
    valid_by: header.valid_by,
    diskon: Number(header.diskon),
    total_berat: mgToWeightString(mgOf(header.total_berat)),
    total_harga: Number(header.total_harga),
    grand_total: Number(header.grand_total),
    total_bayar: Number(header.total_bayar),
    kembalian: Number(header.kembalian),
    total_batal: Number(header.total_batal),
    alasan_batal: header.alasan_batal,
    batal_by: header.batal_by,
    batal_at: header.batal_at ? new Date(header.batal_at).toISOString() : null,
    detail: lines.map((l) => ({
      no_faktur_jual: l.no_faktur_jual,
      kode_barcode: l.kode_barcode,
      nama_barang: l.nama_barang,
      kode_group: l.kode_group,
      kode_dept: l.kode_dept,
      kadar: kadarTextToHundredths(l.kadar) / 100,
      berat: mgToWeightString(mgOf(l.berat)),
      jenis: l.jenis,
      jenis_harga: l.jenis_harga,
      kode_gudang: l.kode_gudang,
      kode_baki: l.kode_baki,
      harga_per_gram: Number(l.harga_per_gram),
      ongkos: Number(l.ongkos),
      harga_hitung: Number(l.harga_hitung),
      harga: Number(l.harga),
      jumlah: l.jumlah,
      status: l.status,
    })),
    pembayaran,
    otorisasi: toReceiptApprovals(header.otorisasi),
    titip: header.no_titip ? { no_titip: header.no_titip, dp: Number(header.titip_dp) } : null,
    tukar: header.no_faktur_beli
      ? {
          no_faktur_beli: header.no_faktur_beli,
          total: traded.reduce((t, l) => t + Number(l.harga), 0),
          detail: traded.map((l) => ({
            no_faktur_beli: l.no_faktur_beli,
            nama_barang: l.nama_barang,
            kode_group: l.kode_group,
            kadar: kadarTextToHundredths(l.kadar) / 100,
            berat: mgToWeightString(mgOf(l.berat)),
            harga: Number(l.harga),
          })),
        }
      : null,
  };
}

/** The lines of a receipt per group (the grouped receipt). */
export function groupedLines(receipt: SaleReceipt): SaleGroupedRow[] {
  const map = new Map<string, { kode_group: string; kadar: number; jumlah: number; mg: number; harga: number }>();
  for (const l of receipt.detail) {
    if (l.status !== 'AKTIF') continue;
    const g = map.get(l.kode_group) ?? { kode_group: l.kode_group, kadar: l.kadar, jumlah: 0, mg: 0, harga: 0 };
    g.jumlah += l.jumlah;
    g.mg += mgOf(l.berat);
    g.harga += l.harga;
    map.set(l.kode_group, g);
  }
  return [...map.values()].map((g) => ({ kode_group: g.kode_group, kadar: g.kadar, jumlah: g.jumlah, total_berat: mgToWeightString(g.mg), total_harga: g.harga }));
}

function toListRow(r: repo.SaleListDbRow): SaleListRow {
  return {
    no_faktur_group: r.no_faktur_group,
    kode_toko: r.kode_toko,
    nama_toko: r.nama_toko,
    alamat_toko: r.alamat_toko,
    tgl_system: r.tgl_system,
    created_at: new Date(r.created_at).toISOString(),
    input_by: r.input_by,
    kode_sales: r.kode_sales,
    nama_sales: r.nama_sales,
    nama_customer: r.nama_customer,
    alamat_customer: r.alamat_customer,
    no_hp: r.no_hp,
    keterangan: r.keterangan,
    status: r.status,
    valid: r.valid,
    valid_by: r.valid_by,
    diskon: Number(r.diskon),
    total_berat: mgToWeightString(mgOf(r.total_berat)),
    total_harga: Number(r.total_harga),
    grand_total: Number(r.grand_total),
    total_bayar: Number(r.total_bayar),
    kembalian: Number(r.kembalian),
    alasan_batal: r.alasan_batal,
    jumlah_item: Number(r.jumlah_item ?? 0),
  };
}

export async function listSales(app: FastifyInstance, auth: AuthContext, q: SaleListQuery): Promise<SaleListRow[]> {
  return (await repo.listSales(app.db, auth.kodeToko, q)).map(toListRow);
}

export async function listForValidation(app: FastifyInstance, auth: AuthContext, q: SaleValidationQuery): Promise<SaleListRow[]> {
  const rows = await repo.listSales(app.db, auth.kodeToko, { tgl_awal: q.tanggal, tgl_akhir: q.tanggal, status: 'AKTIF', valid: 'ALL', input_by: q.valid_by });
  return rows.map(toListRow);
}

export async function validateSales(app: FastifyInstance, auth: AuthContext, nos: readonly string[]): Promise<{ validated: number }> {
  return { validated: await repo.validateSales(app.db, auth.kodeToko, [...new Set(nos)], auth.userId) };
}

export async function validByOptions(app: FastifyInstance, auth: AuthContext): Promise<ValidByOption[]> {
  const users = await repo.listKasirUsers(app.db, auth.kodeToko);
  return [{ value: 'ALL', label: 'ALL' }, ...users.map((u) => ({ value: u.user_id, label: `${u.user_id} - ${u.nama_user}` }))];
}

// ---------------------------------------------------------------- cancelling

/**
 * POST /api/penjualan/batal. One transaction: the receipt locked; only on its own business date; NORMAL
 * and TUKAR lines not together; the BATAL_PENJUALAN approval consumed when the store asks for it; the
 * items back to the tray they were sold from (BATAL_JUAL); the money reversed in the cash ledger.
 */
export async function cancelSale(app: FastifyInstance, auth: AuthContext, input: CancelSaleInput): Promise<SaleReceipt> {
  await app.db.transaction().execute(async (trx) => {
    const ctx = await storeContext(trx, auth);
    const header = await repo.findSale(trx, auth.kodeToko, input.no_faktur_group, true);
    if (!header) throw notFound(SALES_MESSAGES.saleNotFound);
    if (header.status === 'BATAL') throw badRequest(SALES_MESSAGES.saleAlreadyCancelled, { no_faktur_group: SALES_MESSAGES.saleAlreadyCancelled });
    const { active, chosen } = pickLines(await repo.listSaleLines(trx, auth.kodeToko, header.no_faktur_group), input.no_faktur_jual);
    const check = canCancelSale({ tgl_system_sale: header.tgl_system, tgl_aktif: ctx.tglSystem, kinds: chosen.map((l) => l.jenis) });
    if (!check.ok) throw badRequest(check.message, { no_faktur_group: check.message });
    // a line the shop has bought back is the shop's again: cancelling its sale would count it twice and pay it twice
    const [bought] = await purchasesRepo.activeBuyBacksOf(trx, auth.kodeToko, chosen.map((l) => l.no_faktur_jual));
    if (bought) {
      const message = SALES_MESSAGES.cancelBoughtBack(bought.no_faktur_jual!, bought.no_faktur_group);
      throw badRequest(message, { no_faktur_jual: message });
    }
    const remaining = active.filter((l) => !chosen.includes(l));
    const all = remaining.length === 0;
    // a trade-in is one document with its buy-back: both go, whole
    if (header.no_faktur_beli && !all) throw badRequest(PURCHASE_MESSAGES.tukarWholeOnly, { no_faktur_jual: PURCHASE_MESSAGES.tukarWholeOnly });
    const remainingTotal = remaining.reduce((t, l) => t + Number(l.harga), 0);
    if (!all && remainingTotal < Number(header.diskon)) {
      throw badRequest(SALES_MESSAGES.cancelUnderDiscount, { no_faktur_jual: SALES_MESSAGES.cancelUnderDiscount });
    }

    const needed: ApprovalOperation[] = ctx.required.includes('BATAL_PENJUALAN') ? ['BATAL_PENJUALAN'] : [];
    // money given back otherwise than the receipt was paid: always a supervisor's decision
    if (input.pengembalian) needed.push('UBAH_PENGEMBALIAN');
    await consumeApprovals(trx, { kodeToko: auth.kodeToko, userId: auth.userId, operations: needed, ids: input.otorisasi, noDokumen: header.no_faktur_group });

    await applyStockOperations(
      trx,
      { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem: ctx.tglSystem, noRef: header.no_faktur_group, keterangan: `BATAL PENJUALAN: ${input.alasan}` },
      chosen.map((l) => ({ kode_barcode: l.kode_barcode, op: { jenis: 'BATAL_JUAL' as const, ke: { kode_gudang: l.kode_gudang, kode_baki: l.kode_baki }, qty: l.jumlah } })),
    );
    await repo.cancelLines(trx, auth.kodeToko, chosen.map((l) => l.no_faktur_jual), auth.userId);
    // Some lines only: the receipt's totals become those of the lines still sold; what it paid stays,
    // and total_batal holds what was given back (in the cash ledger), so lists and the reprint show
    // what the customer keeps.
    const totals = all
      ? undefined
      : {
          total_berat: mgToWeightString(remaining.reduce((t, l) => t + parseWeightToMg(l.berat)!, 0)),
          total_harga: remainingTotal,
          grand_total: remainingTotal - Number(header.diskon),
          total_batal: Number(header.total_batal) + chosen.reduce((t, l) => t + Number(l.harga), 0),
        };
    await repo.markSaleCancelled(trx, auth.kodeToko, header.no_faktur_group, { status: all ? 'BATAL' : 'AKTIF', alasan: input.alasan, by: auth.userId, totals });

    const rowCtx = { kodeToko: auth.kodeToko, tglSystem: ctx.tglSystem, userId: auth.userId };
    let rows = await saleRefundRows(trx, rowCtx, header, chosen, all);
    if (input.pengembalian) {
      const keterangan = `BATAL PENJUALAN ${chosen.map((l) => l.no_faktur_jual).join(', ')}`;
      rows = await chosenRefundRows(trx, rowCtx, header.no_faktur_group, keterangan, input.pengembalian, refundTotal(rows));
    }
    // the whole receipt cancelled: the card surcharge of its payments (and of its layaway's) is reversed too
    if (all) {
      rows.push(...surchargeReversalRows(rowCtx, header.no_faktur_group, header.no_faktur_group, await cashRepo.listKas(trx, auth.kodeToko, { noRef: header.no_faktur_group })));
      if (header.no_titip) rows.push(...surchargeReversalRows(rowCtx, header.no_titip, header.no_faktur_group, await cashRepo.listKas(trx, auth.kodeToko, { noRef: header.no_titip })));
    }
    await writeKasRows(trx, rows, 'no_faktur_group');
    if (header.no_faktur_beli) {
      const purchase = await purchasesRepo.findPurchase(trx, auth.kodeToko, header.no_faktur_beli, true);
      if (purchase && purchase.status === 'AKTIF') {
        await reversePurchase(trx, { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem: ctx.tglSystem }, purchase, `TUKAR TAMBAH ${header.no_faktur_group}: ${input.alasan}`);
      }
    }
  });
  return getReceipt(app.db, auth.kodeToko, input.no_faktur_group);
}
