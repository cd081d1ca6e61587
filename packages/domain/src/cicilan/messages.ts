import { formatRupiah } from '../format/number';

/**
 * Messages of instalment plans (issue 33), in the product's Indonesian style; the web shows them by code in the
 * picked language (every language translates each, i18n.test.ts).
 */
export const CICILAN_MESSAGES = {
  noParameter: 'Parameter Cicilan Belum Ada',
  tenorNotOffered: 'Tenor Cicilan Tidak Tersedia',
  hargaTunaiZero: 'Harga Tunai Tidak Boleh 0',
  dpUnderMinimum: 'DP Cicilan Kurang Dari Minimal DP',
  dpNotUnderCashPrice: 'DP Cicilan Harus Kurang Dari Harga Tunai',
  angsuranTooSmall: 'Sisa Setelah DP Terlalu Kecil Untuk Tenor Ini',
  paymentEmpty: 'Pembayaran Cicilan Tidak Boleh Kosong',
  paymentUnderMinimum: 'Pembayaran Cicilan Kurang Dari Satu Angsuran',
  paymentOverOwed: 'Pembayaran Cicilan Melebihi Sisa Cicilan Dan Denda',
  paymentBeforeLast: 'Tanggal Pembayaran Tidak Boleh Sebelum Transaksi Cicilan Terakhir',
  notOpen: 'Cicilan Tidak Aktif',
  alreadyPaid: 'Cicilan Sudah Lunas',
  inDefault: 'Cicilan Gagal Bayar, Tidak Dapat Menerima Pembayaran',
  saved: 'Cicilan Berhasil Disimpan',
  quoted: 'Simulasi Cicilan',
  found: 'Data Cicilan Ditemukan',
  empty: 'Data Cicilan Kosong',
  notFound: 'Cicilan Tidak Ditemukan',
  paid: 'Pembayaran Cicilan Berhasil Disimpan',
  settled: 'Pelunasan Cepat Cicilan Berhasil',
  handedOver: 'Barang Cicilan Berhasil Diserahkan',
  cancelled: 'Cicilan Berhasil Dibatalkan',
  takenBack: 'Barang Cicilan Gagal Bayar Berhasil Ditarik',
  priceChanged: 'Harga Barang Sudah Berubah, Hitung Ulang Cicilan',
  dpPaymentMismatch: 'Pembayaran Harus Sama Dengan DP Ditambah Biaya Admin',
  paymentMixMismatch: 'Total Pembayaran Harus Sama Dengan Jumlah Bayar',
  settlementChanged: 'Nilai Pelunasan Sudah Berubah, Hitung Ulang',
  notPaidOff: 'Cicilan Belum Lunas, Barang Belum Dapat Diserahkan',
  alreadyHandedOver: 'Barang Cicilan Sudah Diserahkan',
  notCancellable: 'Cicilan Tidak Dapat Dibatalkan',
  notInDefault: 'Cicilan Tidak Dalam Status Gagal Bayar',
  memberUnknown: 'Member Tidak Ditemukan',
  tenorTwice: 'Tenor tidak boleh dobel pada tanggal berlaku yang sama',
} as const;

/** The least down payment refusal with the amount, for the field (the code stays that of `dpUnderMinimum`). */
export function dpUnderMinimumDetail(minDp: number): string {
  return `${CICILAN_MESSAGES.dpUnderMinimum} (${formatRupiah(minDp)})`;
}

/** The refusal of a payment above what is owed, with the amount owed (the code stays that of `paymentOverOwed`). */
export function paymentOverOwedDetail(owed: number): string {
  return `${CICILAN_MESSAGES.paymentOverOwed} (${formatRupiah(owed)})`;
}

/**
 * Messages of the instalment reminders (issue 33); every language translates each (i18n.test.ts). Kept here, apart from
 * the reminder schemas, so the message catalogue the login page loads does not pull in zod.
 */
export const CICILAN_REMINDER_MESSAGES = {
  remindersSent: 'Pengingat Cicilan Dikirim',
  tglMismatch: 'Tanggal pengingat harus tanggal aktif toko',
} as const;
