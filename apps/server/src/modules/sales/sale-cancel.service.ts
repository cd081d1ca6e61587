import { canCancelSale, mgToWeightString, parseWeightToMg, PURCHASE_MESSAGES, SALES_MESSAGES, type ApprovalOperation, type CancelSaleInput, type SaleReceipt } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import { consumeApprovals } from '../authorization/authorization.service';
import { writeKasRows } from '../cash/cash-accounts';
import * as cashRepo from '../cash/cash.repository';
import { surchargeReversalRows } from '../counter/counter-cash';
import { runAfterCounterCancel } from '../counter/after-write';
import { storeContext, type StoreContext } from '../counter/counter-context';
import { reversePurchase } from '../purchases/purchase-reversal.service';
import * as purchasesRepo from '../purchases/purchases.repository';
import { applyStockOperations } from '../stock/stock.service';
import { chosenRefundRows, pickLines, refundTotal, saleRefundRows } from './sale-refund.service';
import { getReceipt } from './sale-receipt.service';
import * as repo from './sales.repository';

type Db = Kysely<Database>;

/** What a cancellation takes: the receipt (locked), the lines chosen, the lines still sold after it. */
type Cancellation = { header: repo.SaleHeaderRow; chosen: repo.SaleLineRow[]; remaining: repo.SaleLineRow[]; all: boolean };

/**
 * POST /api/penjualan/batal. One transaction: the receipt locked; only on its own business date; NORMAL
 * and TUKAR lines not together; the BATAL_PENJUALAN approval consumed when the store asks for it; the
 * items back to the tray they were sold from (BATAL_JUAL); the money reversed in the cash ledger.
 */
export async function cancelSale(app: FastifyInstance, auth: AuthContext, input: CancelSaleInput): Promise<SaleReceipt> {
  await app.db.transaction().execute(async (trx) => {
    const ctx = await storeContext(trx, auth);
    const c = await checkedCancellation(trx, auth, ctx, input);
    const { header, chosen } = c;
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
    await markCancelled(trx, auth, c, input.alasan);
    await runAfterCounterCancel(trx, {
      jenis: header.no_faktur_beli ? 'TUKAR' : 'PENJUALAN',
      kodeToko: auth.kodeToko,
      no: header.no_faktur_group,
      tanggal: ctx.tglSystem,
      userId: auth.userId,
      kodeMember: header.kode_member,
      lines: chosen.map((l) => l.no_faktur_jual),
      whole: c.all,
    });
    await writeKasRows(trx, await cancelKasRows(trx, { kodeToko: auth.kodeToko, tglSystem: ctx.tglSystem, userId: auth.userId }, c, input), 'no_faktur_group');
    if (header.no_faktur_beli) {
      const purchase = await purchasesRepo.findPurchase(trx, auth.kodeToko, header.no_faktur_beli, true);
      if (purchase && purchase.status === 'AKTIF') {
        await reversePurchase(trx, { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem: ctx.tglSystem }, purchase, `TUKAR TAMBAH ${header.no_faktur_group}: ${input.alasan}`);
      }
    }
  });
  return getReceipt(app.db, auth.kodeToko, input.no_faktur_group);
}

/** The receipt locked and the lines chosen checked: a 400 names why they cannot be cancelled. */
async function checkedCancellation(trx: Db, auth: AuthContext, ctx: StoreContext, input: CancelSaleInput): Promise<Cancellation> {
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
  if (!all && remainingTotal(remaining) < Number(header.diskon)) {
    throw badRequest(SALES_MESSAGES.cancelUnderDiscount, { no_faktur_jual: SALES_MESSAGES.cancelUnderDiscount });
  }
  return { header, chosen, remaining, all };
}

const remainingTotal = (lines: readonly repo.SaleLineRow[]) => lines.reduce((t, l) => t + Number(l.harga), 0);

/**
 * Some lines only: the receipt's totals become those of the lines still sold; what it paid stays,
 * and total_batal holds what was given back (in the cash ledger), so lists and the reprint show
 * what the customer keeps.
 */
async function markCancelled(trx: Db, auth: AuthContext, { header, chosen, remaining, all }: Cancellation, alasan: string): Promise<void> {
  const totals = all
    ? undefined
    : {
        total_berat: mgToWeightString(remaining.reduce((t, l) => t + parseWeightToMg(l.berat)!, 0)),
        total_harga: remainingTotal(remaining),
        grand_total: remainingTotal(remaining) - Number(header.diskon),
        total_batal: Number(header.total_batal) + chosen.reduce((t, l) => t + Number(l.harga), 0),
      };
  await repo.markSaleCancelled(trx, auth.kodeToko, header.no_faktur_group, { status: all ? 'BATAL' : 'AKTIF', alasan, by: auth.userId, totals });
}

/** The money given back: following the payment lines, or the split the supervisor chose; a whole receipt also gives back its card surcharge. */
async function cancelKasRows(trx: Db, rowCtx: { kodeToko: string; tglSystem: string; userId: string }, { header, chosen, all }: Cancellation, input: CancelSaleInput) {
  let rows = await saleRefundRows(trx, rowCtx, header, chosen, all);
  if (input.pengembalian) {
    const keterangan = `BATAL PENJUALAN ${chosen.map((l) => l.no_faktur_jual).join(', ')}`;
    rows = await chosenRefundRows(trx, rowCtx, header.no_faktur_group, keterangan, input.pengembalian, refundTotal(rows));
  }
  // the whole receipt cancelled: the card surcharge of its payments (and of its layaway's) is reversed too
  if (all) {
    rows.push(...surchargeReversalRows(rowCtx, header.no_faktur_group, header.no_faktur_group, await cashRepo.listKas(trx, rowCtx.kodeToko, { noRef: header.no_faktur_group })));
    if (header.no_titip) rows.push(...surchargeReversalRows(rowCtx, header.no_titip, header.no_faktur_group, await cashRepo.listKas(trx, rowCtx.kodeToko, { noRef: header.no_titip })));
  }
  return rows;
}
