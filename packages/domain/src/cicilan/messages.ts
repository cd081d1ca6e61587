import { formatRupiah } from '../format/number';
import { fillMessage, MESSAGE_TEMPLATES } from '../messages/templates';

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
  return fillMessage(MESSAGE_TEMPLATES.cicilanAmounts.dpUnderMinimum, { minimum: formatRupiah(minDp) });
}

/** The refusal of a payment above what is owed, with the amount owed (the code stays that of `paymentOverOwed`). */
export function paymentOverOwedDetail(owed: number): string {
  return fillMessage(MESSAGE_TEMPLATES.cicilanAmounts.paymentOverOwed, { sisa: formatRupiah(owed) });
}

/**
 * Messages of the instalment reminders (issue 33); every language translates each (i18n.test.ts). Kept here, apart from
 * the reminder schemas, so the message catalogue the login page loads does not pull in zod.
 */
export const CICILAN_REMINDER_MESSAGES = {
  remindersSent: 'Pengingat Cicilan Dikirim',
  tglMismatch: 'Tanggal pengingat harus tanggal aktif toko',
} as const;

/** Messages of the validation of plans, the refund quote and the reminder settings (issue 33); translated as the others. */
export const CICILAN_FINISH_MESSAGES = {
  validated: 'Transaksi Cicilan Berhasil Divalidasi',
  nothingPicked: 'Pilih Transaksi Cicilan Yang Akan Divalidasi',
  refundQuoted: 'Perhitungan Pengembalian Cicilan',
  settingSaved: 'Setting Pengingat Cicilan Berhasil Disimpan',
  settingFound: 'Setting Pengingat Cicilan',
  hariInvalid: 'Hari Pengingat Harus Angka 0 Sampai 60',
  telatInvalid: 'Pengingat Telat Harus Ya Atau Tidak',
  templateTooLong: 'Teks Pengingat Maksimal 500 Karakter',
} as const;
