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
import { usedApprovals } from '../counter/counter-approvals';
import { kasRowsIn } from '../counter/counter-cash';
import { counterContextOf, type StoreContext } from '../counter/counter-context';
import { paymentRows, paymentsChecked, paymentsNamed, type CheckedPayment } from '../counter/counter-payments';
import { assertNoDuplicate, counterHeader, toReceiptPayment } from '../counter/counter-receipt';
import * as stockRepo from '../stock/stock.repository';
import { itemStateRows, ledgerRowsOf, planStock } from '../stock/stock.service';
import { usableMember } from '../members/member-check';
import { approvalsNeededForLines, priceLines, saleLineRow, type PricedItem } from './sale-pricing';
import { getReceipt, NEW_SALE_DEFAULTS, toSaleReceipt } from './sale-receipt.service';
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
};
type Written = { no: string; lines: string[]; created_at: string };

/**
 * One run of a sale's save (see saveSale): reads, checks, and the one writing statement. With an
 * after-write hook registered, the statement and the hooks share a transaction; without, the statement
 * commits on its own (no extra round trip).
 */
async function writeSale(db: Db, auth: AuthContext, input: CreateSaleInput): Promise<SaleReceipt> {
  const reads = await readSale(db, auth, input);
  const header = saleHeader(auth, reads, input);
  const written = hasAfterCounterWrite()
    ? await db.transaction().execute(async (trx) => {
        const w = await writeStatement(trx, auth, reads, header);
        const { ctx, summary } = reads;
        await runAfterCounterWrite(trx, {
          jenis: 'PENJUALAN',
          kodeToko: auth.kodeToko,
          no: w.no,
          tanggal: ctx.tglSystem,
          userId: auth.userId,
          customer: { nama: input.nama_customer, noHp: input.no_hp },
          kodeMember: input.kode_member ?? null,
          total: summary.grand_total,
          dibayar: summary.total_bayar - summary.kembalian,
        });
        return w;
      })
    : await writeStatement(db, auth, reads, header);
  const { ctx, lines, payments, approvals } = reads;
  const { no, created_at } = written;
  // The receipt is what was just written, not read back: a new receipt's other columns are their
  // defaults (sales.test.ts holds the answer equal to the receipt read back).
  return toSaleReceipt(
    { ...header, ...NEW_SALE_DEFAULTS, no_faktur_group: no, created_at, otorisasi: approvals },
    { nama_toko: ctx.namaToko, alamat_toko: ctx.alamatToko },
    lines.map((l, i) => ({ ...saleLineRow(auth.kodeToko, no, written.lines[i]!, i + 1, l), status: 'AKTIF' as const })),
    payments.map((p) => toReceiptPayment({ ...p, no_rekening: p.no_rekening ?? null, kode_marketplace: p.kode_marketplace ?? null, fee_persen: p.fee.toFixed(2) })),
    [],
  );
}

/** The store, sales person, items and the payments' accounts in one round trip, checked (sales person, payments, then items). */
async function readSale(db: Db, auth: AuthContext, input: CreateSaleInput): Promise<SaleReads> {
  const reads = await repo.findCounterReads(db, auth.kodeToko, input.kode_sales, input.detail.map((d) => d.kode_barcode), paymentsNamed(input.pembayaran));
  const ctx = counterContextOf(auth, reads?.toko);
  // a member named: one primary-key read (none for a walk-in customer)
  await usableMember(db, auth, input.kode_member);
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
  return { ctx, payments, locked, lines, summary, approvals, plan };
}

function summaryOrThrow(input: Parameters<typeof summarizeSale>[0]) {
  const s = summarizeSale(input);
  if (s.error) throw badRequest(s.error.message, { [s.error.field]: s.error.message });
  return s;
}

function saleHeader(auth: AuthContext, { ctx, lines, summary }: SaleReads, input: CreateSaleInput) {
  return {
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
  const rowCtx = { kodeToko: auth.kodeToko, tglSystem: ctx.tglSystem, userId: auth.userId };
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
