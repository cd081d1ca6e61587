import {
  documentNumberPrefix,
  heldAccounts,
  orderCancelRefund,
  orderRemaining,
  percentOfUp,
  SALES_MESSAGES,
  SALES_PREFIX,
  summarizeSale,
  type ApprovalOperation,
  type KasKategori,
  type SalePaymentInputValue,
  type SaleReceipt,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { InsertObject, Insertable, Kysely, OperationNodeSource, RawBuilder, Selectable } from 'kysely';
import { executeAsOneStatement, joinText, type PendingWrite } from '../../db/one-statement';
import type { Database, PenjualanDetailTable } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import * as accountingRepo from '../accounting/accounting.repository';
import { consumeApprovals } from '../authorization/authorization.service';
import { assertPayoutsCovered, writeKasRows } from '../cash/cash-accounts';
import * as cashRepo from '../cash/cash.repository';
// kernel functions still in the sales module; they move to counter/ with the kernel
import { surchargeReversalRows } from './counter-cash';
import { usedApprovals } from './counter-approvals';
import { kasRowsIn, kasRowsRefund, moneyRowContext } from './counter-cash';
import { storeContext, type StoreContext } from './counter-context';
import { checkPayments, paymentRows, type CheckedPayment } from './counter-payments';
import * as stockRepo from '../stock/stock.repository';
import { applyStockOperations, itemStateRows, ledgerRowsOf, planStock } from '../stock/stock.service';
import * as repo from './deposit.repository';
import type { DepositHeader, DepositLineRow, DepositRow, DepositStatus, DepositTables } from './deposit.repository';

type Db = Kysely<Database>;

/**
 * A line of the sale a deposit becomes, as its kind prices it: exactly these fields (they are written as
 * they are; the kernel numbers the line and adds the store).
 */
export type SettledLine = Omit<Selectable<PenjualanDetailTable>, 'kode_toko' | 'no_faktur_jual' | 'no_faktur_group' | 'urut' | 'jenis' | 'jumlah' | 'status' | 'batal_by' | 'batal_at' | 'batal_tgl_system' | 'berlian' | 'harga_emas' | 'harga_batu' | 'lab_sertifikat' | 'no_sertifikat'>;

/**
 * What a settled deposit becomes: a sale receipt, written and read by the sales module. Declared by the
 * kind because the counter kernel does not know the sales module (it sits below it).
 */
export type DepositSale = {
  insertQueries: (
    db: Db,
    header: InsertObject<Database, 'penjualan'>,
    lines: readonly InsertObject<Database, 'penjualan_detail'>[],
    payments: readonly InsertObject<Database, 'penjualan_bayar'>[],
  ) => PendingWrite[];
  answer: (noFaktur: RawBuilder<string>, lineNos: readonly RawBuilder<string>[]) => OperationNodeSource;
  findByKey: (db: Db, kodeToko: string, key: string) => Promise<{ no_faktur_group: string } | undefined>;
  receipt: (db: Db, kodeToko: string, no: string) => Promise<SaleReceipt>;
};

type Refusal = { message: string; field: string };

/**
 * A deposit document kind (a layaway, an order; instalments next): what differs between them, declared
 * once; the lifecycle below (deposit, pay off or pick up, cancel) is the same for every kind.
 */
export type DepositKind<H extends DepositHeader> = {
  /** the document's word in the ledgers' remarks ('TITIP', 'PESANAN') */
  label: string;
  tables: DepositTables<H>;
  /** the prefix of its numbers */
  prefix: string;
  /** cash ledger kategori of the down payment, of the rest paid when it becomes a sale, of the refund when cancelled */
  cash: { deposit: KasKategori; settle: KasKategori; cancel: KasKategori };
  /** journal transactions: where the deposit is owed (customer deposits), the sale it becomes, the part kept on a cancel */
  journal: { deposit: string; settled: string; kept: string };
  /** stock operations: the items held for the customer, released on a cancel */
  stock: { reserve: 'TITIP'; release: 'BATAL_TITIP' };
  /** the down payment's jenis on the sale receipt */
  salePayment: 'TITIP' | 'PESANAN';
  /** open: not settled or cancelled yet (something may be left to pay; it may be cancelled) */
  statuses: { open: readonly DepositStatus<H>[]; settleable: readonly DepositStatus<H>[]; settled: DepositStatus<H> };
  messages: {
    notFound: string;
    notSettleable: Refusal;
    notCancellable: Refusal;
    /** a payment short of the rest */
    payShort: string;
    dpOverTotal: string;
    minDp: (persen: number, minimum: number) => string;
  };
  rules: {
    /** the least down payment, a percentage of the total */
    minDpPersen: (ctx: StoreContext) => string;
    /** the part of the deposit the shop keeps on a cancel, a percentage (rounded down to the rupiah) */
    cancelDeductionPersen: (ctx: StoreContext) => string;
    /** the approval a cancel takes: always, or only when the store lists it */
    cancelApproval: { operation: ApprovalOperation; always: boolean };
    /** whether today's payments are still checked (change, non-cash) when the deposit already covers the price */
    checksPaymentsWhenPaidUp: boolean;
  };
  /** the sale's lines, priced by the kind (a layaway's as deposited; an order's pieces again with the AMBIL basis) */
  saleLines: (trx: Db, ctx: StoreContext, header: DepositRow<H>, lines: readonly DepositLineRow<H>[]) => Promise<SettledLine[]>;
  /** the sale's header fields that name the deposit */
  saleHeader: (header: DepositRow<H>) => Partial<Insertable<Database['penjualan']>>;
  settlesInto: DepositSale;
};

/** Who writes a document's ledger rows, for which store and business date. */
export type Actor = { kodeToko: string; tglSystem: string; userId: string; nonCashPending?: boolean };
export const actorOf = (auth: AuthContext, ctx: { tglSystem: string }): Actor => moneyRowContext(auth, ctx.tglSystem);

// ---------------------------------------------------------------- deposit

/**
 * A deposit written once per idempotency key: a key already used answers the first document, also when
 * two requests with it raced and this one lost. `check` runs before the transaction (input checks that
 * need no lock).
 */
export async function depositOnce<H extends DepositHeader, R>(
  app: FastifyInstance,
  auth: AuthContext,
  kind: DepositKind<H>,
  key: string,
  steps: { check?: () => unknown; write: (trx: Db) => Promise<string>; answer: (db: Db, kodeToko: string, no: string) => Promise<R> },
): Promise<R> {
  const existing = await repo.findDepositByKey(app.db, kind.tables, auth.kodeToko, key);
  if (existing) return steps.answer(app.db, auth.kodeToko, existing);
  await steps.check?.();
  try {
    const no = await app.db.transaction().execute(steps.write);
    return steps.answer(app.db, auth.kodeToko, no);
  } catch (error) {
    const first = await repo.findDepositByKey(app.db, kind.tables, auth.kodeToko, key);
    if (first) return steps.answer(app.db, auth.kodeToko, first);
    throw error;
  }
}

/** The down payment of a deposit of `total`: not above it, not below the kind's minimum. */
export function checkDownPayment<H extends DepositHeader>(kind: DepositKind<H>, ctx: StoreContext, total: number, payments: readonly CheckedPayment[]): number {
  const dp = payments.reduce((t, p) => t + p.jumlah_rp, 0);
  if (dp > total) throw badRequest(kind.messages.dpOverTotal, { pembayaran: kind.messages.dpOverTotal });
  const persen = kind.rules.minDpPersen(ctx);
  const minimum = percentOfUp(total, persen);
  if (dp < minimum) {
    const message = kind.messages.minDp(Number(persen), minimum);
    throw badRequest(message, { pembayaran: message });
  }
  return dp;
}

/** The deposit document, its down payments and their cash ledger rows, in the caller's transaction. */
export async function writeDeposit<H extends DepositHeader>(
  trx: Db,
  kind: DepositKind<H>,
  actor: Actor,
  no: string,
  document: { header: Insertable<Database[H]>; lines: Parameters<typeof repo.insertDeposit<H>>[3]; payments: readonly CheckedPayment[] },
): Promise<void> {
  const paid = paymentRows(kind.tables.number, no, actor.kodeToko, document.payments) as unknown as Parameters<typeof repo.insertDeposit<H>>[4];
  await repo.insertDeposit(trx, kind.tables, document.header, document.lines, paid);
  await writeKasRows(trx, kasRowsIn(actor, kind.cash.deposit, no, `${kind.cash.deposit} ${no}`, document.payments, 0), 'pembayaran');
}

/** The deposit locked for the transaction, refused unless in one of `statuses`. */
async function lockDeposit<H extends DepositHeader>(trx: Db, kind: DepositKind<H>, kodeToko: string, no: string, statuses: readonly DepositStatus<H>[], refusal: Refusal) {
  const h = await repo.findDeposit(trx, kind.tables, kodeToko, no, true);
  if (!h) throw notFound(kind.messages.notFound);
  if (!(statuses as readonly string[]).includes(h.status)) throw badRequest(refusal.message, { [refusal.field]: refusal.message });
  return h;
}

// ---------------------------------------------------------------- pay off / pick up

/**
 * The rest is paid and the deposit becomes a sale (its down payment a payment of the kind's jenis on
 * the receipt). One transaction: the deposit locked first (of two cashiers settling it at once one
 * writes, the other waits and is refused), its lines priced by the kind and today's payments checked;
 * then one statement takes the receipt and line numbers and writes the items' state, the stock ledger
 * (JUAL), the receipt, the cash rows and the deposit's settled status, so the store's counter row is
 * held for that statement and the commit only; the deposit leaves customer deposits in the journal.
 * The same idempotency_key answers the first receipt.
 */
export async function settleDeposit<H extends DepositHeader>(
  app: FastifyInstance,
  auth: AuthContext,
  kind: DepositKind<H>,
  no: string,
  input: { idempotency_key: string; pembayaran: readonly SalePaymentInputValue[] },
): Promise<SaleReceipt> {
  const sale = kind.settlesInto;
  try {
    const noFaktur = await app.db.transaction().execute(async (trx) => {
      const ctx = await storeContext(trx, auth);
      const h = await lockDeposit(trx, kind, auth.kodeToko, no, kind.statuses.settleable, kind.messages.notSettleable);
      const lines = await kind.saleLines(trx, ctx, h, await repo.listDepositLines(trx, kind.tables, auth.kodeToko, no));
      const payments = await checkPayments(trx, auth.kodeToko, input.pembayaran);
      const bill = settlementBill(kind, lines, Number(h.dp), payments);
      return writeSettlement(trx, kind, { auth, ctx, h, no, key: input.idempotency_key }, lines, bill);
    });
    return sale.receipt(app.db, auth.kodeToko, noFaktur);
  } catch (error) {
    const first = await sale.findByKey(app.db, auth.kodeToko, input.idempotency_key);
    if (first) return sale.receipt(app.db, auth.kodeToko, first.no_faktur_group);
    throw error;
  }
}

/**
 * What the sale comes to with the deposit as its first payment (never more than the price), and
 * today's payments weighed against what is left to pay (change and non-cash against that, not the
 * whole sale). A payment short of the rest is refused with the kind's message.
 */
function settlementBill<H extends DepositHeader>(kind: DepositKind<H>, lines: readonly SettledLine[], dp: number, payments: readonly CheckedPayment[]) {
  const total = lines.reduce((t, l) => t + l.harga, 0);
  const deposit = dp > 0 ? [{ jenis: kind.salePayment, jumlah_rp: Math.min(dp, total) }] : [];
  const summary = summarizeSale({ lines: lines.map((l) => ({ harga: l.harga })), diskon: 0, payments: [...deposit, ...payments] });
  const left = orderRemaining(total, dp);
  const today = summarizeSale({ lines: [{ harga: left }], diskon: 0, payments });
  const checked = left > 0 || kind.rules.checksPaymentsWhenPaidUp;
  const error = checked ? (summary.error ?? (payments.length ? today.error : null)) : null;
  if (error) {
    const message = error.message === SALES_MESSAGES.paymentShort ? kind.messages.payShort : error.message;
    throw badRequest(message, { pembayaran: message });
  }
  return { total, summary, deposit, payments };
}

type SettlementContext<H extends DepositHeader> = { auth: AuthContext; ctx: StoreContext; h: DepositRow<H>; no: string; key: string };

async function writeSettlement<H extends DepositHeader>(trx: Db, kind: DepositKind<H>, s: SettlementContext<H>, lines: readonly SettledLine[], bill: ReturnType<typeof settlementBill>) {
  const { auth, ctx, h, no } = s;
  const actor = actorOf(auth, ctx);
  const keterangan = `${kind.cash.settle} ${no}`;
  const plan = await planStock(trx, auth.kodeToko, lines.map((l) => ({ kode_barcode: l.kode_barcode, op: { jenis: 'JUAL' as const } })));
  const noFaktur = stockRepo.numberInStatement(SALES_PREFIX.NOTA, documentNumberPrefix(SALES_PREFIX.NOTA, auth.kodeToko, ctx.tglSystem), 0);
  const linePrefix = documentNumberPrefix(SALES_PREFIX.LINE, auth.kodeToko, ctx.tglSystem);
  const lineNo = (i: number) => stockRepo.numberInStatement(SALES_PREFIX.LINE, linePrefix, lines.length - 1 - i);
  const kas = kasRowsIn(actor, kind.cash.settle, noFaktur, joinText<typeof noFaktur>(keterangan), bill.payments, bill.summary.kembalian);
  // the change comes out of the drawer: through the one payout guard
  await assertPayoutsCovered(trx, auth.kodeToko, ctx.tglSystem, kas, 'pembayaran');
  const ledger = ledgerRowsOf({ ...actor, noRef: '', keterangan }, plan);
  const [written] = await executeAsOneStatement<{ no: string }>(
    trx,
    [
      stockRepo.updateItemStatesQuery(auth.kodeToko, itemStateRows(plan), auth.userId),
      stockRepo.insertMutasiQuery(trx, ledger.map((row) => ({ ...row, no_ref: noFaktur }))),
      ...saleQueries(trx, kind, s, lines, bill, { noFaktur, lineNo, keterangan }),
      ...(kas.length ? [cashRepo.insertKasQuery(trx, kas)] : []),
      repo.markSettledQuery(trx, kind.tables, auth.kodeToko, no, { status: kind.statuses.settled, noFaktur, totalHarga: bill.total }),
    ],
    {
      named: [[stockRepo.NUMBERS_CTE, stockRepo.takeNumbersQuery(trx, auth.kodeToko, [{ jenis: SALES_PREFIX.NOTA, count: 1 }, { jenis: SALES_PREFIX.LINE, count: lines.length }])]],
      select: kind.settlesInto.answer(noFaktur, []),
    },
  );
  // the deposit used by the sale leaves customer deposits (2-1100) for sales
  await accountingRepo.insertDepositClearing(trx, {
    ...journalOf(actor),
    depositTrx: kind.journal.deposit,
    incomeTrx: kind.journal.settled,
    noRef: no,
    keterangan: `DP ${kind.label} ${no} MENJADI PENJUALAN ${written!.no}`,
    amount: bill.deposit[0]?.jumlah_rp ?? 0,
  });
  return written!.no;
}

/** The inserts of the sale receipt the deposit becomes: the deposit's customer and sales person, its lines and payments. */
function saleQueries<H extends DepositHeader>(
  trx: Db,
  kind: DepositKind<H>,
  s: SettlementContext<H>,
  lines: readonly SettledLine[],
  bill: ReturnType<typeof settlementBill>,
  numbers: { noFaktur: RawBuilder<string>; lineNo: (i: number) => RawBuilder<string>; keterangan: string },
) {
  const { auth, ctx, h } = s;
  const { noFaktur, lineNo } = numbers;
  const header = {
    kode_toko: auth.kodeToko,
    no_faktur_group: noFaktur,
    idempotency_key: s.key,
    tgl_system: ctx.tglSystem,
    kode_sales: h.kode_sales,
    nama_sales: h.nama_sales,
    nama_customer: h.nama_customer,
    alamat_customer: h.alamat_customer,
    no_hp: h.no_hp,
    keterangan: h.keterangan || numbers.keterangan,
    diskon: 0,
    total_berat: h.total_berat,
    total_harga: bill.summary.total_harga,
    grand_total: bill.summary.grand_total,
    total_bayar: bill.summary.total_bayar,
    kembalian: bill.summary.kembalian,
    otorisasi: '[]',
    input_by: auth.userId,
    ...kind.saleHeader(h),
  };
  return kind.settlesInto.insertQueries(
    trx,
    header,
    lines.map((l, i) => ({ ...l, kode_toko: auth.kodeToko, no_faktur_jual: lineNo(i), no_faktur_group: noFaktur, urut: i + 1, jenis: 'NORMAL' as const, jumlah: 1 })),
    [...bill.deposit.map((p) => depositPaymentRow(auth.kodeToko, noFaktur, s.no, p)), ...paymentRows('no_faktur_group', noFaktur, auth.kodeToko, bill.payments, bill.deposit.length + 1)],
  );
}

/** The down payment as the sale's first payment row (its account is the deposit's number). */
function depositPaymentRow(kodeToko: string, noFaktur: RawBuilder<string>, no: string, p: { jenis: 'TITIP' | 'PESANAN'; jumlah_rp: number }) {
  return { kode_toko: kodeToko, no_faktur_group: noFaktur, urut: 1, jenis: p.jenis, jumlah_rp: p.jumlah_rp, kode_bank: null, no_rekening: no, fee_persen: '0.00', jumlah_gesek: p.jumlah_rp, kode_marketplace: null };
}

const journalOf = (actor: Actor) => ({ kodeToko: actor.kodeToko, tglSystem: actor.tglSystem, inputBy: actor.userId });

// ---------------------------------------------------------------- cancel

/**
 * The deposit is cancelled with the kind's approval: the items held are released, the shop keeps the
 * store's deduction of the down payment (rounded down to the rupiah) and gives back the rest from the
 * accounts the deposit went into, each its share (a card deposit back to its account); the card
 * surcharge of its payments is given back with it, and the part kept leaves customer deposits (2-1100)
 * for other income, so 2-1100 returns to zero. The caller answers its document.
 */
export async function cancelDeposit<H extends DepositHeader>(app: FastifyInstance, auth: AuthContext, kind: DepositKind<H>, no: string, input: { alasan: string; otorisasi: readonly string[] }): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const ctx = await storeContext(trx, auth);
    const actor = actorOf(auth, ctx);
    const h = await lockDeposit(trx, kind, auth.kodeToko, no, kind.statuses.open, kind.messages.notCancellable);
    const { operation, always } = kind.rules.cancelApproval;
    const needed = always || ctx.required.includes(operation) ? [operation] : [];
    const approvals = await consumeApprovals(trx, { kodeToko: auth.kodeToko, userId: auth.userId, operations: needed, ids: input.otorisasi, noDokumen: no });
    const { potongan, refund } = orderCancelRefund(Number(h.dp), kind.rules.cancelDeductionPersen(ctx));
    const held = (await repo.listDepositLines(trx, kind.tables, auth.kodeToko, no)).flatMap((l) => (l.kode_barcode ? [l.kode_barcode] : []));
    if (held.length) {
      const stock = { ...actor, noRef: no, keterangan: `BATAL ${kind.label}: ${input.alasan}` };
      await applyStockOperations(trx, stock, held.map((kode_barcode) => ({ kode_barcode, op: { jenis: kind.stock.release } })));
    }
    const otorisasi = JSON.stringify([...(h.otorisasi ?? []), ...JSON.parse(usedApprovals(approvals))]);
    await repo.markCancelled(trx, kind.tables, auth.kodeToko, no, { alasan: input.alasan, by: auth.userId, potongan, refund, tglSystem: ctx.tglSystem, otorisasi });
    if (refund > 0) {
      const accounts = heldAccounts(await cashRepo.listKas(trx, auth.kodeToko, { noRef: no }));
      const keterangan = `${kind.cash.cancel} ${no}${potongan ? ` (POTONGAN ${potongan})` : ''}`;
      // the cancel screen offers no other way to give the cash back: a short drawer is told to take money in first
      await writeKasRows(trx, kasRowsRefund(actor, kind.cash.cancel, no, keterangan, accounts, refund), kind.tables.number, { drawerOnly: true });
    }
    await writeKasRows(trx, surchargeReversalRows(actor, no, no, await cashRepo.listKas(trx, auth.kodeToko, { noRef: no })), 'jumlah_rp');
    await accountingRepo.insertDepositClearing(trx, {
      ...journalOf(actor),
      depositTrx: kind.journal.deposit,
      incomeTrx: kind.journal.kept,
      noRef: no,
      keterangan: `POTONGAN ${kind.cash.cancel} ${no}`,
      amount: potongan,
    });
  });
}
