import { approvalRequiredMessage } from '../authorization/messages';
import type { ApprovalOperation } from '../authorization/constants';
import { formatRupiah } from '../format/number';
import { barcodeTwiceMessage } from '../stock/messages';
import { fillMessage, MESSAGE_TEMPLATES } from '../messages/templates';

/** Messages of the sales counter, layaway deposits and receipts (Indonesian). */
export const SALES_MESSAGES = {
  notInStock: 'Barang tidak tersedia di stock toko',
  /** spec 000 §8 message table: diamond module inactive so diamond items cannot be sold */
  diamondModuleOff: 'Modul berlian tidak aktif, barang berlian tidak dapat dijual',
  /** spec 000 §5 */
  yesterdayCancel: 'Penjualan kemarin tidak dapat dibatalkan',
  /** spec 000 §5 */
  mixedCancel: 'Barang tukar dan barang biasa tidak dapat dibatalkan bersamaan',
  /** spec 001 §8 */
  invoiceSent: 'Invoice Berhasil Dikirim',
  /** spec 001 §8 */
  waNotRegistered: 'No Wa Tidak Terdaftar',
  waNotConfigured: 'WhatsApp belum diatur, hubungi admin',
  waUnreachable: 'Server WhatsApp tidak dapat dihubungi, silahkan coba beberapa saat lagi',
  grosirNotConfigured: 'Backend grosir belum diatur',
  /** spec 000 §5 */
  discountOverTotal: 'Diskon tidak boleh melebihi total',
  cancelUnderDiscount: 'Barang yang tersisa kurang dari diskon nota, batalkan seluruh nota',
  refundJenisInvalid: 'Pengembalian hanya ke CASH atau rekening bank',
  refundSplitTotal: (jumlah: number) => `Jumlah pengembalian harus sama dengan uang yang dikembalikan (${formatRupiah(jumlah)})`,
  cancelBoughtBack: (noFakturJual: string, noFakturGroupBeli: string) => `Barang nota ${noFakturJual} sudah dibeli kembali (${noFakturGroupBeli}), penjualan tidak dapat dibatalkan`,
  /** spec 000 §5 */
  noPayment: 'Minimal satu metode pembayaran',
  paymentShort: 'Pembayaran kurang dari total',
  nonCashOver: 'Pembayaran non tunai tidak boleh melebihi total, kembalian hanya dari tunai',
  changeTooLarge: 'Kembalian melebihi total belanja, periksa jumlah bayar',
  noLines: 'Data Barang Tidak Boleh Kosong',
  salesRequired: 'Kode Sales Tidak Boleh Kosong',
  salesUnknown: 'Kode Sales tidak terdaftar',
  bankRequired: 'Bank Tidak Boleh Kosong',
  rekeningRequired: 'No Rekening Tidak Boleh Kosong',
  rekeningUnknown: 'No Rekening tidak terdaftar',
  marketplaceRequired: 'Marketplace Tidak Boleh Kosong',
  marketplaceUnknown: 'Marketplace tidak terdaftar',
  feeInvalid: 'Fee harus antara 0 dan 100 dengan 2 desimal',
  jumlahRpInvalid: 'Jumlah Rp harus lebih dari 0',
  hargaInvalid: 'Harga tidak valid',
  jumlahInvalid: 'Jumlah tidak valid',
  idempotencyInvalid: 'Kunci transaksi tidak valid, muat ulang halaman',
  alasanRequired: 'Alasan Tidak Boleh Kosong',
  noFakturRequired: 'No Faktur Tidak Boleh Kosong',
  saleNotFound: 'Data Penjualan Tidak Ditemukan',
  saleAlreadyCancelled: 'Penjualan sudah dibatalkan',
  lineNotFound: 'Barang tidak ada pada nota ini',
  saleSaved: 'Penjualan Berhasil Disimpan',
  saleCancelled: 'Penjualan Berhasil Dibatalkan',
  saleValidated: 'Penjualan Berhasil Divalidasi',
  found: 'Data Tersedia',
  empty: 'Data Tidak Tersedia',
  titipSaved: 'Titipan Berhasil Disimpan',
  titipPaid: 'Titipan Berhasil Dilunasi',
  titipCancelled: 'Titipan Berhasil Dibatalkan',
  titipValidated: 'Titipan Berhasil Divalidasi',
  titipNotFound: 'Data Titipan Tidak Ditemukan',
  titipNotActive: 'Titipan sudah tidak aktif',
  /** spec 000 §5: payment cannot exceed the remaining balance or the down payment */
  dpOverTotal: 'Pembayaran tidak boleh melebihi sisa pembayaran',
  titipPayShort: 'Pembayaran kurang dari sisa titipan',
  settingSaved: 'Setting Nota Berhasil Disimpan',
  receiverRequired: 'No Wa Tidak Boleh Kosong',
  messageRequired: 'Pesan Tidak Boleh Kosong',
  tanggalRequired: 'Tanggal Tidak Boleh Kosong',
  /** 'Barcode BDG0000001 sudah ada di tabel' (the stock message: a barcode cannot be added twice) */
  barcodeTwice: (code: string) => barcodeTwiceMessage(code),
  alreadySold: (code: string) => alreadySoldMessage(code),
  notSellable: (code: string, status: string) => notSellableMessage(code, status),
  notInTray: (code: string) => notInTrayMessage(code),
  reservedOnline: (code: string) => fillMessage(MESSAGE_TEMPLATES.barcodes.reservedOnline, { code }),
  approvalRequired: (operations: readonly ApprovalOperation[]) => approvalRequiredMessage(operations),
  minDp: (persen: number, minimum: number) => minDpMessage(persen, minimum),
} as const;

/** 'Barcode X sudah terjual' — a second cashier lost the race for the same item. */
export function alreadySoldMessage(code: string): string {
  return fillMessage(MESSAGE_TEMPLATES.barcodes.alreadySold, { code });
}

/** 'Barcode X tidak dapat dijual karena status TITIP' */
export function notSellableMessage(code: string, status: string): string {
  return fillMessage(MESSAGE_TEMPLATES.barcodes.notSellable, { code, status });
}

/** 'Barcode X tidak berada di baki toko' (an item not READY in a tray of the store). */
export function notInTrayMessage(code: string): string {
  return fillMessage(MESSAGE_TEMPLATES.barcodes.notInTray, { code });
}

/** 'Uang muka minimal 10% (Rp 150,000)' */
export function minDpMessage(persen: number, minimum: number): string {
  return fillMessage(MESSAGE_TEMPLATES.payments.minDp, { persen, minimum: formatRupiah(minimum) });
}

