import { mgToWeightString, PURCHASE_PREFIX, SALES_MESSAGES, SALES_PREFIX, summarizeSale, type CreateTukarInput, type SaleReceipt } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest } from '../../http/errors';
import { consumeApprovals } from '../authorization/authorization.service';
import { writeKasRows } from '../cash/cash-accounts';
import { runAfterCounterWrite } from '../counter/after-write';
import { usedApprovals } from '../counter/counter-approvals';
import { kasRowsIn, moneyRowContext } from '../counter/counter-cash';
import { salesPerson, type StoreContext } from '../counter/counter-context';
import { checkPayments, paymentRows, type CheckedPayment } from '../counter/counter-payments';
import { assertNoDuplicate, counterHeader } from '../counter/counter-receipt';
import { documentNumbers } from '../counter/document-numbers';
import { usableMember } from '../members/member-check';
import { priceLines as pricePurchaseLines, purchaseContext } from '../purchases/purchase-pricing';
import { purchaseApprovals, replayOr, writePurchase } from '../purchases/purchase-save.service';
import { applyStockOperations } from '../stock/stock.service';
import { approvalsNeededForLines, lockAndPrice, saleLineRow } from './sale-pricing';
import { getReceipt } from './sale-receipt.service';
import * as repo from './sales.repository';

type Db = Kysely<Database>;

/**
 * POST /api/tukar: a trade-in, one transaction. The old gold is bought (a purchase paid TUKAR), the new
 * pieces are sold on a sale receipt whose lines are TUKAR and whose first payment is the trade-in value;
 * the customer pays the rest by the usual methods, or the shop pays the difference in cash (kembalian).
 * Only real money reaches the cash ledger. Answers the sale receipt, which lists the traded-in pieces.
 * It lives with the sales: it is a sale paid partly in gold, numbered, answered and cancelled as one.
 */
export async function saveTukar(app: FastifyInstance, auth: AuthContext, input: CreateTukarInput): Promise<{ receipt: SaleReceipt; replay: boolean }> {
  const existing = await repo.findSaleByKey(app.db, auth.kodeToko, input.idempotency_key);
  if (existing) return { receipt: await getReceipt(app.db, auth.kodeToko, existing.no_faktur_group), replay: true };
  assertNoDuplicate(input.jual.map((d) => d.kode_barcode), 'jual');
  try {
    const no = await app.db.transaction().execute((trx) => writeTukar(trx, auth, input));
    return { receipt: await getReceipt(app.db, auth.kodeToko, no), replay: false };
  } catch (error) {
    const first = await replayOr(() => repo.findSaleByKey(app.db, auth.kodeToko, input.idempotency_key), error);
    return { receipt: await getReceipt(app.db, auth.kodeToko, first.no_faktur_group), replay: true };
  }
}

/** The trade-in inside its transaction: checks, the buy-back, the sale, the cash rows; answers the sale's number. */
async function writeTukar(trx: Db, auth: AuthContext, input: CreateTukarInput): Promise<string> {
  const ctx = await purchaseContext(trx, auth);
  const namaSales = await salesPerson(trx, auth.kodeToko, input.kode_sales);
  const kodeMember = await usableMember(trx, auth, input.kode_member);
  const payments = await checkPayments(trx, auth.kodeToko, input.pembayaran);
  const bought = await pricePurchaseLines(trx, ctx, input.beli, true);
  const { priced } = await lockAndPrice(trx, ctx, input.jual);
  const sold = priced.map((p, i) => ({ ...p, harga: input.jual[i]!.harga, jumlah: input.jual[i]!.jumlah }));
  const nilai = bought.reduce((t, l) => t + l.harga, 0);
  const totals = tukarTotals(sold.reduce((t, l) => t + l.harga, 0), input.diskon, nilai, payments);

  const [noJual] = await documentNumbers(trx, auth.kodeToko, ctx.tglSystem, SALES_PREFIX.NOTA);
  const lineNos = await documentNumbers(trx, auth.kodeToko, ctx.tglSystem, SALES_PREFIX.LINE, sold.length);
  const needed = [...approvalsNeededForLines(ctx, sold, input.diskon), ...purchaseApprovals(bought)];
  const approvals = await consumeApprovals(trx, { kodeToko: auth.kodeToko, userId: auth.userId, operations: needed, ids: input.otorisasi, noDokumen: noJual! });
  const [noBeli] = await documentNumbers(trx, auth.kodeToko, ctx.tglSystem, PURCHASE_PREFIX.NOTA);
  const purchase = await writePurchase(
    trx,
    auth,
    ctx,
    { no: noBeli!, idempotencyKey: input.idempotency_key, kodeSales: input.kode_sales, namaSales, customer: input, otorisasi: usedApprovals(approvals) },
    bought,
    { jenis: 'TUKAR', kode_bank: null, no_rekening: null, no_faktur_tukar: noJual! },
  );
  await stockSell(trx, auth, ctx, noJual!, sold);
  await repo.insertSale(
    trx,
    {
      ...counterHeader(auth, { ...ctx, namaSales }, input),
      no_faktur_group: noJual!,
      diskon: input.diskon,
      total_berat: mgToWeightString(sold.reduce((t, l) => t + l.beratMg * l.jumlah, 0)),
      ...totals,
      no_faktur_beli: purchase.no,
      kode_member: input.kode_member ?? null,
      otorisasi: usedApprovals(approvals),
      input_by: auth.userId,
    },
    sold.map((l, i) => ({ ...saleLineRow(auth.kodeToko, noJual!, lineNos[i]!, i + 1, l), jenis: 'TUKAR' as const })),
    [...(nilai > 0 ? [tukarPayment(auth.kodeToko, noJual!, nilai)] : []), ...paymentRows('no_faktur_group', noJual!, auth.kodeToko, payments, 2)],
  );
  const rowCtx = moneyRowContext(auth, ctx.tglSystem);
  await writeKasRows(trx, kasRowsIn(rowCtx, 'PENJUALAN', noJual!, `TUKAR TAMBAH ${noJual} / ${purchase.no}`, payments, totals.kembalian), 'pembayaran');
  const customer = { nama: input.nama_customer, noHp: input.no_hp };
  const dibayar = Math.max(0, totals.total_bayar - nilai - totals.kembalian);
  const lines = sold.map((l, i) => ({ no: lineNos[i]!, kode_group: l.item.kode_group, berat: mgToWeightString(l.beratMg * l.jumlah), harga: l.harga }));
  await runAfterCounterWrite(trx, { jenis: 'TUKAR', kodeToko: auth.kodeToko, no: noJual!, tanggal: ctx.tglSystem, userId: auth.userId, customer, kodeMember, lines, total: totals.grand_total, dibayar });
  return noJual!;
}

/**
 * A trade-in's totals: the gold's value pays first; above the sale, the shop gives the difference back
 * (no payment then); below it, the customer's part follows the counter's payment rules (non-cash not
 * over, change from cash).
 */
function tukarTotals(totalHarga: number, diskon: number, nilai: number, payments: readonly CheckedPayment[]) {
  if (diskon > totalHarga) throw badRequest(SALES_MESSAGES.discountOverTotal, { diskon: SALES_MESSAGES.discountOverTotal });
  const grand = totalHarga - diskon;
  if (nilai >= grand) {
    if (payments.length) throw badRequest(SALES_MESSAGES.dpOverTotal, { pembayaran: SALES_MESSAGES.dpOverTotal });
    return { total_harga: totalHarga, grand_total: grand, total_bayar: nilai, kembalian: nilai - grand };
  }
  const rest = summarizeSale({ lines: [{ harga: grand - nilai }], diskon: 0, payments });
  if (rest.error) throw badRequest(rest.error.message, { [rest.error.field]: rest.error.message });
  return { total_harga: totalHarga, grand_total: grand, total_bayar: nilai + rest.total_bayar, kembalian: rest.kembalian };
}

/** The trade-in value as the receipt's first payment (jenis TUKAR: no money moves). */
function tukarPayment(kodeToko: string, noJual: string, nilai: number) {
  return {
    kode_toko: kodeToko,
    no_faktur_group: noJual,
    urut: 1,
    jenis: 'TUKAR' as const,
    jumlah_rp: nilai,
    kode_bank: null,
    no_rekening: null,
    fee_persen: '0.00',
    jumlah_gesek: nilai,
    kode_marketplace: null,
  };
}

async function stockSell(trx: Db, auth: AuthContext, ctx: StoreContext, no: string, lines: readonly { item: { kode_barcode: string }; jumlah: number }[]) {
  await applyStockOperations(
    trx,
    { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem: ctx.tglSystem, noRef: no, keterangan: 'TUKAR TAMBAH' },
    lines.map((l) => ({ kode_barcode: l.item.kode_barcode, op: { jenis: 'JUAL' as const, qty: l.jumlah } })),
  );
}
