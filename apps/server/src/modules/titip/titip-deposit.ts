import { SALES_MESSAGES, SALES_PREFIX } from '@emas/domain';
import type { DepositKind, SettledLine } from '../counter/deposit';
import type { DepositLineRow } from '../counter/deposit.repository';
import * as salesRepo from '../sales/sales.repository';
import { getReceipt } from '../sales/sale-receipt.service';

const notActive = { message: SALES_MESSAGES.titipNotActive, field: 'no_titip' };

/** A layaway line sold as it was deposited (its price and purity kept). */
function soldAsDeposited(l: DepositLineRow<'titip'>): SettledLine {
  return {
    kode_barcode: l.kode_barcode,
    nama_barang: l.nama_barang,
    kode_group: l.kode_group,
    kode_dept: l.kode_dept,
    kadar: l.kadar,
    berat: l.berat,
    jenis_harga: l.jenis_harga,
    kode_gudang: l.kode_gudang,
    kode_baki: l.kode_baki,
    harga_per_gram: Number(l.harga_per_gram),
    harga_beli_per_gram: Number(l.harga_beli_per_gram),
    ongkos: Number(l.ongkos),
    harga_hitung: Number(l.harga_hitung),
    floor: Number(l.floor),
    harga: Number(l.harga),
  };
}

/**
 * A layaway (titip) as a deposit kind: the items are reserved at once (TITIP) and priced as a sale; paid
 * off (LUNAS) with the store's rules of a sale, cancelled with BATAL_TITIP when the store lists it and
 * BATAL_TITIP_POTONGAN_PERSEN kept.
 */
export const TITIP_DEPOSIT: DepositKind<'titip'> = {
  label: 'TITIP',
  tables: { header: 'titip', lines: 'titip_detail', payments: 'titip_bayar', number: 'no_titip' },
  prefix: SALES_PREFIX.TITIP,
  cash: { deposit: 'TITIP', settle: 'PELUNASAN TITIP', cancel: 'BATAL TITIP' },
  journal: { deposit: 'TITIP', settled: 'PELUNASAN TITIP', kept: 'KAS MASUK' },
  stock: { reserve: 'TITIP', release: 'BATAL_TITIP' },
  salePayment: 'TITIP',
  statuses: { open: ['AKTIF'], settleable: ['AKTIF'], settled: 'LUNAS' },
  messages: {
    notFound: SALES_MESSAGES.titipNotFound,
    notSettleable: notActive,
    notCancellable: notActive,
    payShort: SALES_MESSAGES.titipPayShort,
    dpOverTotal: SALES_MESSAGES.dpOverTotal,
    minDp: SALES_MESSAGES.minDp,
  },
  rules: {
    minDpPersen: (ctx) => ctx.minDpPersen,
    cancelDeductionPersen: (ctx) => ctx.potonganTitipPersen,
    cancelApproval: { operation: 'BATAL_TITIP', always: false },
    checksPaymentsWhenPaidUp: true,
  },
  saleLines: (_trx, _ctx, _h, lines) => Promise.resolve(lines.map(soldAsDeposited)),
  // the receipt names the layaway and its down payment, and keeps the approvals its prices took
  saleHeader: (h) => ({ no_titip: h.no_titip, titip_dp: Number(h.dp), otorisasi: JSON.stringify(h.otorisasi ?? []) }),
  settlesInto: { insertQueries: salesRepo.insertSaleQueries, answer: salesRepo.writtenSaleAnswer, findByKey: salesRepo.findSaleByKey, receipt: getReceipt },
};
