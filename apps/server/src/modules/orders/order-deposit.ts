import {
  DEFAULT_BATAL_PESANAN_POTONGAN_PERSEN,
  DEFAULT_PESANAN_MIN_DP_PERSEN,
  ORDER_MESSAGES as M,
  ORDER_PREFIX,
  ORDER_SETTING_KEYS,
  priceOrderPiece,
} from '@emas/domain';
import type { Kysely } from 'kysely';
import { mgOf } from '../../db/columns';
import type { Database } from '../../db/schema';
import type { DepositKind, SettledLine } from '../counter/deposit';
import type { DepositLineRow, DepositRow } from '../counter/deposit.repository';
import * as salesRepo from '../sales/sales.repository';
import { type StoreContext } from '../counter/counter-context';
import { getReceipt } from '../sales/sale-receipt.service';
import { groupPrices, percentSetting } from './order-prices.service';

/**
 * The made pieces as sale lines: each the item it became, at the price locked when ordered (KUNCI) or
 * priced again with the day's gold price (AMBIL).
 */
async function piecesSold(trx: Kysely<Database>, ctx: StoreContext, h: DepositRow<'pesanan'>, lines: readonly DepositLineRow<'pesanan'>[]): Promise<SettledLine[]> {
  const items = new Map((await salesRepo.findItemsForSale(trx, ctx.kodeToko, lines.map((l) => l.kode_barcode!), ctx.tglSystem)).map((r) => [r.kode_barcode, r]));
  const today = h.dasar_harga === 'AMBIL' ? await groupPrices(trx, ctx, lines) : null;
  return lines.map((l, i) => {
    const item = items.get(l.kode_barcode!)!;
    const hargaPerGram = today ? today[i]!.hargaPerGram : Number(l.harga_per_gram);
    const harga = today ? priceOrderPiece({ beratMg: mgOf(l.berat!), hargaPerGram, ongkos: Number(l.ongkos), unit: ctx.unit, down: ctx.down }) : Number(l.harga);
    return {
      kode_barcode: item.kode_barcode,
      nama_barang: item.nama_barang,
      kode_group: item.kode_group,
      kode_dept: item.kode_dept,
      kadar: item.kadar,
      berat: l.berat!,
      jenis_harga: 'GRAM',
      kode_gudang: item.kode_gudang,
      kode_baki: item.kode_baki,
      harga_per_gram: hargaPerGram,
      harga_beli_per_gram: Number(item.harga_beli_gram ?? 0),
      ongkos: Number(l.ongkos),
      harga_hitung: harga,
      floor: 0,
      harga,
    };
  });
}

/**
 * An order (pesanan) as a deposit kind: nothing is held until the pieces are made (DONE, reserved as
 * TITIP); picked up (FINISH) with the rest paid, cancelled (OPEN or DONE) always with BATAL_PESANAN and
 * BATAL_PESANAN_POTONGAN_PERSEN kept. A deposit above the final price is not given back as change.
 */
export const ORDER_DEPOSIT: DepositKind<'pesanan'> = {
  label: 'PESANAN',
  tables: { header: 'pesanan', lines: 'pesanan_detail', payments: 'pesanan_bayar', number: 'no_pesanan' },
  prefix: ORDER_PREFIX.PESANAN,
  cash: { deposit: 'DP PESANAN', settle: 'PELUNASAN PESANAN', cancel: 'BATAL PESANAN' },
  journal: { deposit: 'DP PESANAN', settled: 'PELUNASAN PESANAN', kept: 'KAS MASUK' },
  stock: { reserve: 'TITIP', release: 'BATAL_TITIP' },
  salePayment: 'PESANAN',
  statuses: { open: ['OPEN', 'DONE'], settleable: ['DONE'], settled: 'FINISH' },
  messages: {
    notFound: M.notFound,
    notSettleable: { message: M.notDone, field: 'no_pesanan' },
    notCancellable: { message: M.cannotCancel, field: 'no_pesanan' },
    payShort: M.payShort,
    dpOverTotal: M.dpOverTotal,
    minDp: M.minDp,
  },
  rules: {
    minDpPersen: (ctx) => percentSetting(ctx, ORDER_SETTING_KEYS.minDp, DEFAULT_PESANAN_MIN_DP_PERSEN),
    cancelDeductionPersen: (ctx) => percentSetting(ctx, ORDER_SETTING_KEYS.batalPotongan, DEFAULT_BATAL_PESANAN_POTONGAN_PERSEN),
    cancelApproval: { operation: 'BATAL_PESANAN', always: true },
    // nothing left to pay: today's payments are taken as they are
    checksPaymentsWhenPaidUp: false,
  },
  saleLines: piecesSold,
  saleHeader: () => ({}),
  settlesInto: { insertQueries: salesRepo.insertSaleQueries, answer: salesRepo.writtenSaleAnswer, findByKey: salesRepo.findSaleByKey, receipt: getReceipt },
};
