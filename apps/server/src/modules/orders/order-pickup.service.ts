import { ORDER_MESSAGES as M, orderRemaining, priceOrderPiece, SALES_MESSAGES, SALES_PREFIX, summarizeSale, type PickUpOrderInput, type SaleReceipt } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { mgOf } from '../../db/columns';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import * as accountingRepo from '../accounting/accounting.repository';
import { writeKasRows } from '../cash/cash-accounts';
import * as cashRepo from '../cash/cash.repository';
import * as salesRepo from '../sales/sales.repository';
import { kasRowsIn } from '../counter/counter-cash';
import { storeContext } from '../counter/counter-context';
import { checkPayments, paymentRows } from '../counter/counter-payments';
import { documentNumbers } from '../counter/document-numbers';
import { getReceipt } from '../sales/sale-receipt.service';
import { applyStockOperations } from '../stock/stock.service';
import { groupPrices } from './orders.service';
import * as repo from './orders.repository';

// ---------------------------------------------------------------- pick-up

/**
 * POST /api/pesanan/:no/ambil: DONE -> FINISH. The order is locked first, so of two cashiers picking
 * the same order up at once one writes and the other waits and is refused (no longer DONE). The rest
 * is paid; a sale receipt is written as a counter sale is (numbers FJ / JL, lines, payments with the
 * deposit as a PESANAN payment, stock ledger JUAL of the reserved items) and the money of today in the
 * cash ledger (kategori PELUNASAN PESANAN). With the AMBIL price basis the pieces are priced again with
 * the day's gold price. The same idempotency_key answers the first receipt.
 */
export async function pickUpOrder(app: FastifyInstance, auth: AuthContext, no: string, input: PickUpOrderInput): Promise<SaleReceipt> {
  try {
    const noFaktur = await app.db.transaction().execute(async (trx) => {
      const ctx = await storeContext(trx, auth);
      const h = await repo.findOrder(trx, auth.kodeToko, no, true);
      if (!h) throw notFound(M.notFound);
      if (h.status !== 'DONE') throw badRequest(M.notDone, { no_pesanan: M.notDone });
      const lines = await repo.listOrderLines(trx, auth.kodeToko, no);
      const codes = lines.map((l) => l.kode_barcode!);
      const items = new Map((await salesRepo.findItemsForSale(trx, auth.kodeToko, codes, ctx.tglSystem)).map((r) => [r.kode_barcode, r]));
      const today = h.dasar_harga === 'AMBIL' ? await groupPrices(trx, ctx, lines) : null;
      const priced = lines.map((l, i) => {
        const hargaPerGram = today ? today[i]!.hargaPerGram : Number(l.harga_per_gram);
        const harga = today ? priceOrderPiece({ beratMg: mgOf(l.berat!), hargaPerGram, ongkos: Number(l.ongkos), unit: ctx.unit, down: ctx.down }) : Number(l.harga);
        return { line: l, item: items.get(l.kode_barcode!)!, hargaPerGram, harga };
      });
      const payments = await checkPayments(trx, auth.kodeToko, input.pembayaran);
      const dp = Number(h.dp);
      const total = priced.reduce((t, p) => t + p.harga, 0);
      const dpPayment = dp > 0 ? [{ jenis: 'PESANAN' as const, jumlah_rp: Math.min(dp, total) }] : [];
      const summary = summarizeSale({ lines: priced.map((p) => ({ harga: p.harga })), diskon: 0, payments: [...dpPayment, ...payments] });
      const rest = summarizeSale({ lines: [{ harga: orderRemaining(total, dp) }], diskon: 0, payments });
      const error = orderRemaining(total, dp) > 0 ? (summary.error ?? rest.error) : null;
      if (error) {
        const message = error.message === SALES_MESSAGES.paymentShort ? M.payShort : error.message;
        throw badRequest(message, { pembayaran: message });
      }
      const [noNota] = await documentNumbers(trx, auth.kodeToko, ctx.tglSystem, SALES_PREFIX.NOTA);
      const lineNos = await documentNumbers(trx, auth.kodeToko, ctx.tglSystem, SALES_PREFIX.LINE, priced.length);
      const keterangan = `PELUNASAN PESANAN ${no}`;
      await applyStockOperations(
        trx,
        { kodeToko: auth.kodeToko, userId: auth.userId, tglSystem: ctx.tglSystem, noRef: noNota!, keterangan },
        codes.map((kode_barcode) => ({ kode_barcode, op: { jenis: 'JUAL' as const } })),
      );
      await salesRepo.insertSale(
        trx,
        {
          kode_toko: auth.kodeToko,
          no_faktur_group: noNota!,
          idempotency_key: input.idempotency_key,
          tgl_system: ctx.tglSystem,
          kode_sales: h.kode_sales,
          nama_sales: h.nama_sales,
          nama_customer: h.nama_customer,
          alamat_customer: h.alamat_customer,
          no_hp: h.no_hp,
          keterangan: h.keterangan || keterangan,
          diskon: 0,
          total_berat: h.total_berat,
          total_harga: summary.total_harga,
          grand_total: summary.grand_total,
          total_bayar: summary.total_bayar,
          kembalian: summary.kembalian,
          otorisasi: '[]',
          input_by: auth.userId,
        },
        priced.map((p, i) => ({
          kode_toko: auth.kodeToko,
          no_faktur_jual: lineNos[i]!,
          no_faktur_group: noNota!,
          urut: i + 1,
          kode_barcode: p.item.kode_barcode,
          nama_barang: p.item.nama_barang,
          kode_group: p.item.kode_group,
          kode_dept: p.item.kode_dept,
          kadar: p.item.kadar,
          berat: p.line.berat!,
          jenis: 'NORMAL' as const,
          jenis_harga: 'GRAM' as const,
          kode_gudang: p.item.kode_gudang,
          kode_baki: p.item.kode_baki,
          harga_per_gram: p.hargaPerGram,
          harga_beli_per_gram: Number(p.item.harga_beli_gram ?? 0),
          ongkos: Number(p.line.ongkos),
          harga_hitung: p.harga,
          floor: 0,
          harga: p.harga,
          jumlah: 1,
        })),
        [
          ...dpPayment.map((p) => ({
            kode_toko: auth.kodeToko,
            no_faktur_group: noNota!,
            urut: 1,
            jenis: p.jenis,
            jumlah_rp: p.jumlah_rp,
            kode_bank: null,
            no_rekening: no,
            fee_persen: '0.00',
            jumlah_gesek: p.jumlah_rp,
            kode_marketplace: null,
          })),
          ...paymentRows('no_faktur_group', noNota!, auth.kodeToko, payments, dpPayment.length + 1),
        ],
      );
      if (payments.length) {
        await writeKasRows(trx, kasRowsIn({ kodeToko: auth.kodeToko, tglSystem: ctx.tglSystem, userId: auth.userId }, 'PELUNASAN PESANAN', noNota!, keterangan, payments, summary.kembalian), 'pembayaran');
      }
      // the deposit used for the sale leaves customer deposits (2-1100) for sales, as the repairs' does
      await accountingRepo.insertDepositClearing(trx, {
        kodeToko: auth.kodeToko,
        tglSystem: ctx.tglSystem,
        depositTrx: 'DP PESANAN',
        incomeTrx: 'PELUNASAN PESANAN',
        noRef: no,
        keterangan: `DP PESANAN ${no} MENJADI PENJUALAN ${noNota}`,
        amount: dpPayment[0]?.jumlah_rp ?? 0,
        inputBy: auth.userId,
      });
      await repo.markPickedUp(trx, auth.kodeToko, no, { noFaktur: noNota!, total_harga: total });
      return noNota!;
    });
    return getReceipt(app.db, auth.kodeToko, noFaktur);
  } catch (error) {
    const first = await salesRepo.findSaleByKey(app.db, auth.kodeToko, input.idempotency_key);
    if (first) return getReceipt(app.db, auth.kodeToko, first.no_faktur_group);
    throw error;
  }
}
