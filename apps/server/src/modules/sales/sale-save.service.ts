import { documentNumberPrefix, mgToWeightString, SALES_PREFIX, summarizeSale, type CreateSaleInput, type SaleReceipt } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { executeAsOneStatement, joinText, wroteRows } from '../../db/one-statement';
import { retryOnConflict } from '../../db/retry';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest } from '../../http/errors';
import * as authRepo from '../authorization/authorization.repository';
import { checkApprovals } from '../authorization/authorization.service';
import * as cashRepo from '../cash/cash.repository';
import { hasAfterCounterWrite, runAfterCounterWrite } from '../counter/after-write';
import { recordCouponUse, saleDiscounts, takeCoupon, type SaleDiscounts } from '../coupons/sale-discounts';
import { usedApprovals } from '../counter/counter-approvals';
import { kasRowsIn, moneyRowContext } from '../counter/counter-cash';
import { counterContextOf, type StoreContext } from '../counter/counter-context';
import { paymentRows, paymentsChecked, paymentsNamed, type CheckedPayment } from '../counter/counter-payments';
import { assertNoDuplicate, counterHeader, toReceiptPayment } from '../counter/counter-receipt';
import * as stockRepo from '../stock/stock.repository';
import { itemStateRows, ledgerRowsOf, planStock } from '../stock/stock.service';
import { assertMemberUsable } from '../members/member-check';
import { approvalsNeededForLines, priceLines, saleLineRow, type PricedItem } from './sale-pricing';
import { getReceipt, NEW_SALE_DEFAULTS, toSaleReceipt } from './sale-receipt.service';
import * as pointsRepo from '../points/poin-ledger.repository';
import { planSaleEarn, type SaleEarnPlan } from '../points/points-earn.service';
import * as repo from './sales.repository';

type Db = Kysely<Database>;

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
    const { receipt, poin } = await retryOnConflict(() => app.db.connection().execute((conn) => writeSale(conn, auth, input)));
    // a member's receipt shows what it earned and the balance: known from the plan, read only when the hook wrote them
    if (input.kode_member && poin) {
      const didapat = poin.byIndex.reduce((t, e) => t + e.poin, 0);
      receipt.poin = poin.viaHook
        ? await pointsRepo.receiptPoints(app.db, input.kode_member, 'PENJUALAN', receipt.no_faktur_group)
        : { kode_member: input.kode_member, didapat, saldo: poin.saldoSebelum + didapat };
    }
    return { receipt, replay: false };
  } catch (error) {
    // A save already made with this key (a retry, or the same request running at the same time): its receipt.
    const first = await repo.findSaleByKey(app.db, auth.kodeToko, input.idempotency_key);
    if (first) return { receipt: await getReceipt(app.db, auth.kodeToko, first.no_faktur_group), replay: true };
    throw error;
  }
}

/**
 * A sale written inside the caller's transaction (the marketplace module: an order file whose orders are saved all or
 * none, each order with its own row beside the receipt). The caller retries the whole transaction on a conflict
 * (retryOnConflict) and owns its idempotency; the after-write hooks run in the same transaction.
 */
export async function saveSaleInTransaction(trx: Db, auth: AuthContext, input: CreateSaleInput): Promise<SaleReceipt> {
  assertNoDuplicate(input.detail.map((d) => d.kode_barcode));
  return (await writeSale(trx, auth, input, true)).receipt;
}

/** CTE names of the sale's writing statement that its checks count. */
const SOLD_CTE = 'barang_terjual';
const APPROVALS_CTE = 'otorisasi_dipakai';

type PricedLine = PricedItem & { harga: number; jumlah: number };

/** What a sale's save read and checked before it writes. */
type SaleReads = {
  ctx: StoreContext & { namaSales: string };
  payments: CheckedPayment[];
  locked: repo.SaleItemRow[];
  lines: PricedLine[];
  summary: ReturnType<typeof summaryOrThrow>;
  approvals: Awaited<ReturnType<typeof checkApprovals>>;
  plan: Awaited<ReturnType<typeof planStock>>;
  /** the category discount and the coupon (coupons module); null: none applies */
  discounts: SaleDiscounts | null;
  /** a member's sale: what each line earns, written in the sale's own statement unless the points hook must run */
  poin: SaleEarnPlan | null;
};
type Written = { no: string; lines: string[]; created_at: string };

/**
 * One run of a sale's save (see saveSale): reads, checks, and the one writing statement. With an
 * after-write hook registered, the statement and the hooks share a transaction; without, the statement
 * commits on its own (no extra round trip).
 */
async function writeSale(db: Db, auth: AuthContext, input: CreateSaleInput, inTransaction = false): Promise<{ receipt: SaleReceipt; poin: SaleEarnPlan | null }> {
  const reads = await readSale(db, auth, input);
  const header = saleHeader(auth, reads, input);
  const kupon = reads.discounts?.kupon;
  const poinDitulis = !!reads.poin && !reads.poin.viaHook;
  const withHooks = async (trx: Db) => {
    // a coupon: its row locked and its rule decided again before the sale's rows, its use written after them
    if (kupon) await takeCoupon(trx, reads.ctx, kupon, input.kode_member ?? null);
    const w = await writeStatement(trx, auth, reads, header);
    const { ctx, summary } = reads;
    if (kupon) await recordCouponUse(trx, ctx, { kupon, kodeMember: input.kode_member ?? null, noFakturGroup: w.no, userId: auth.userId });
    await runAfterCounterWrite(trx, {
      jenis: 'PENJUALAN',
      poinDitulis,
      kodeToko: auth.kodeToko,
      no: w.no,
      tanggal: ctx.tglSystem,
      userId: auth.userId,
      customer: { nama: input.nama_customer, noHp: input.no_hp },
      kodeMember: input.kode_member ?? null,
      lines: reads.lines.map((l, i) => ({ no: w.lines[i]!, kode_group: l.item.kode_group, berat: mgToWeightString(l.beratMg * l.jumlah), harga: l.harga })),
      total: summary.grand_total,
      dibayar: summary.total_bayar - summary.kembalian,
    });
    return w;
  };
  // a caller's transaction (a marketplace order file: several sales, all or none) runs the hooks in it as well
  const written = inTransaction
    ? await withHooks(db)
    : hasAfterCounterWrite({ jenis: 'PENJUALAN', kodeMember: input.kode_member, poinDitulis }) || kupon
      ? await db.transaction().execute(withHooks)
      : await writeStatement(db, auth, reads, header);
  const { ctx, lines, payments, approvals } = reads;
  const { no, created_at } = written;
  // The receipt is what was just written, not read back: a new receipt's other columns are their
  // defaults (sales.test.ts holds the answer equal to the receipt read back).
  const receipt = toSaleReceipt(
    { ...header, ...NEW_SALE_DEFAULTS, no_faktur_group: no, created_at, otorisasi: approvals },
    { nama_toko: ctx.namaToko, alamat_toko: ctx.alamatToko },
    lines.map((l, i) => ({ ...saleLineRow(auth.kodeToko, no, written.lines[i]!, i + 1, l), status: 'AKTIF' as const, info: l.berlian })),
    payments.map((p) => toReceiptPayment({ ...p, no_rekening: p.no_rekening ?? null, kode_marketplace: p.kode_marketplace ?? null, fee_persen: p.fee.toFixed(2) })),
    [],
  );
  return { receipt, poin: reads.poin };
}

/** The store, sales person, items and the payments' accounts in one round trip, checked (sales person, payments, then items). */
async function readSale(db: Db, auth: AuthContext, input: CreateSaleInput): Promise<SaleReads> {
  // a member's rule, status and balance come in the statement that reads the items: one round trip per receipt,
  // member or walk-in (bench/sale, issue 32)
  const kodeMember = input.kode_member ?? null;
  const reads = await repo.findCounterReads(db, auth.kodeToko, input.kode_sales, input.detail.map((d) => d.kode_barcode), paymentsNamed(input.pembayaran), kodeMember);
  const ctx = counterContextOf(auth, reads?.toko);
  // a member named: usable (module on, found, AKTIF), by the status read with the points context; none for a walk-in
  const earnCtx = kodeMember ? (reads?.memberEarn ?? null) : null;
  if (input.kode_member) assertMemberUsable(auth, earnCtx ? { status: earnCtx.member_status } : undefined);
  const payments = paymentsChecked(input.pembayaran, reads!.banks, reads!.marketplaces);
  const locked = reads!.items;
  const priced = priceLines(ctx, input.detail, locked, 'READY');
  const lines = priced.map((p, i) => ({ ...p, harga: input.detail[i]!.harga, jumlah: input.detail[i]!.jumlah }));
  // the category discount (its rules came with the reads above) and the coupon (a query only when one is named)
  const discounts = await saleDiscounts(db, ctx, input, lines.map((l) => ({ kode_dept: l.item.kode_dept, beratMg: l.beratMg * l.jumlah, harga: l.harga })), reads!.potonganKategori);
  const automatic = discounts ? discounts.kategori + (discounts.kupon?.potongan ?? 0) : 0;
  const summary = summaryOrThrow({ lines, diskon: input.diskon + automatic, payments });
  const needed = approvalsNeededForLines(ctx, lines, input.diskon, automatic);
  const approvals = await checkApprovals(db, { kodeToko: auth.kodeToko, userId: auth.userId, operations: needed, ids: input.otorisasi }, false);
  // a member's points are planned here, outside the writing statement's lock, and written by that statement
  const poin =
    input.kode_member && earnCtx
      ? planSaleEarn(earnCtx, { kodeMember: input.kode_member, tanggal: ctx.tglSystem, lines: lines.map((l) => ({ kode_group: l.item.kode_group, beratMg: l.beratMg * l.jumlah, harga: l.harga })) })
      : null;
  const plan = await planStock(
    db,
    auth.kodeToko,
    lines.map((l) => ({ kode_barcode: l.item.kode_barcode, op: { jenis: 'JUAL' as const, qty: l.jumlah } })),
    (i) => `detail.${i}.kode_barcode`,
    locked,
  );
  return { ctx, payments, locked, lines, summary, approvals, plan, discounts, poin };
}

function summaryOrThrow(input: Parameters<typeof summarizeSale>[0]) {
  const s = summarizeSale(input);
  if (s.error) throw badRequest(s.error.message, { [s.error.field]: s.error.message });
  return s;
}

function saleHeader(auth: AuthContext, { ctx, lines, summary, discounts }: SaleReads, input: CreateSaleInput) {
  return {
    ...counterHeader(auth, ctx, input),
    ...(discounts ? { diskon_kategori: discounts.kategori, kode_kupon: discounts.kupon?.kode_kupon ?? null, diskon_kupon: discounts.kupon?.potongan ?? 0 } : {}),
    tgl_lahir: input.tgl_lahir,
    kode_member: input.kode_member ?? null,
    diskon: summary.diskon,
    total_berat: mgToWeightString(lines.reduce((t, l) => t + l.beratMg * l.jumlah, 0)),
    total_harga: summary.total_harga,
    grand_total: summary.grand_total,
    total_bayar: summary.total_bayar,
    kembalian: summary.kembalian,
    input_by: auth.userId,
  };
}

/**
 * The one writing statement of a sale. The items are written first and counted before the counters are
 * taken: an item changed since it was read stops the statement before it locks the store's counter row.
 */
async function writeStatement(db: Db, auth: AuthContext, r: SaleReads, header: ReturnType<typeof saleHeader>): Promise<Written> {
  const { ctx, lines, payments, approvals } = r;
  const itemRows = itemStateRows(r.plan);
  const noFaktur = stockRepo.numberInStatement(SALES_PREFIX.NOTA, documentNumberPrefix(SALES_PREFIX.NOTA, auth.kodeToko, ctx.tglSystem), 0);
  const linePrefix = documentNumberPrefix(SALES_PREFIX.LINE, auth.kodeToko, ctx.tglSystem);
  const lineNo = (i: number) => stockRepo.numberInStatement(SALES_PREFIX.LINE, linePrefix, lines.length - 1 - i);
  const ledger = ledgerRowsOf({ kodeToko: auth.kodeToko, userId: auth.userId, tglSystem: ctx.tglSystem, noRef: '', keterangan: 'PENJUALAN' }, r.plan);
  const rowCtx = moneyRowContext(auth, ctx.tglSystem);
  const [written] = await executeAsOneStatement<Written>(
    db,
    [
      stockRepo.insertMutasiQuery(db, ledger.map((row) => ({ ...row, no_ref: noFaktur }))),
      ...repo.insertSaleQueries(
        db,
        { ...header, no_faktur_group: noFaktur, otorisasi: usedApprovals(approvals) },
        lines.map((l, i) => saleLineRow(auth.kodeToko, noFaktur, lineNo(i), i + 1, l)),
        paymentRows('no_faktur_group', noFaktur, auth.kodeToko, payments),
      ),
      cashRepo.insertKasQuery(db, kasRowsIn(rowCtx, 'PENJUALAN', noFaktur, joinText('PENJUALAN ', noFaktur), payments, r.summary.kembalian)),
      ...(r.poin && !r.poin.viaHook && r.poin.byIndex.length
        ? [
            pointsRepo.insertPoinQuery(
              db,
              r.poin.byIndex.map((e) => ({
                kode_member: header.kode_member!,
                jenis: 'EARN' as const,
                poin: e.poin,
                kode_toko: auth.kodeToko,
                tanggal: ctx.tglSystem,
                jenis_ref: 'PENJUALAN',
                no_ref: noFaktur,
                no_ref_line: lineNo(e.index),
                keterangan: joinText('PENJUALAN ', noFaktur),
                input_by: auth.userId,
              })),
            ),
          ]
        : []),
    ],
    {
      named: [
        [SOLD_CTE, stockRepo.updateItemStatesQuery(auth.kodeToko, itemRows, auth.userId, new Map(r.locked.map((row) => [row.kode_barcode, row.versi])))],
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
  return written!;
}
