import { formatRupiah } from '../format/number';
import { fillMessage, MESSAGE_TEMPLATES } from '../messages/templates';
import { KIRIM_UANG_MAX } from './constants';

/** Messages of sending and receiving money (spec 000 §5, §8 where it has them, byte for byte). */
export const KIRIM_UANG_MESSAGES = {
  /** spec 000 §8: a send that failed */
  sendFailed: 'Kirim Uang Gagal, Silahkan Coba Beberapa Saat Lagi',
  sent: 'Kirim Uang Berhasil',
  /** spec 000 §8 */
  received: 'Terima Uang Berhasil',
  receiveFailed: 'Terima Uang Pusat Gagal',
  referenceRequired: 'Mohon Masukkan Nomor Referensi',
  notFound: 'No Terima Tidak Ditemukan',
  /** spec 000 §5, §8: Laporan Kirim Uang keluar */
  pickStore: 'Mohon Pilih Toko',
  reportError: 'Terjadi Kesalahan Saat Mengirim Data Silahkan Coba Lagi',
  found: 'Data Tersedia',
  empty: 'Data Tidak Tersedia',
  jumlahRequired: 'Jumlah Rp Tidak Boleh Kosong',
  jumlahInvalid: 'Jumlah Rp harus angka bulat rupiah',
  jumlahZero: 'Jumlah Rp harus lebih dari 0',
  jumlahTooLarge: `Jumlah Rp maksimal ${formatRupiah(KIRIM_UANG_MAX)}`,
  tujuanRequired: 'Tujuan Tidak Boleh Kosong',
  tujuanNotHeadOffice: 'Tujuan harus kantor pusat',
  keteranganRequired: 'Keterangan Tidak Boleh Kosong',
  keteranganTooLong: 'Keterangan maksimal 200 karakter',
  noReffTooLong: 'No Reff maksimal 60 karakter',
  asalInvalid: 'Asal uang harus CASH atau BANK',
  rekeningRequired: 'No Rekening Tidak Boleh Kosong',
  rekeningUnknown: 'No Rekening tidak terdaftar di toko ini',
  headOfficeCannotSend: 'Kantor pusat tidak dapat mengirim uang ke pusat',
  onlyDestination: 'Hanya toko tujuan yang dapat menerima uang ini',
  statusInvalid: 'Status harus ALL, OPEN atau DONE',
} as const;

/** The account does not hold the amount (its balance in the money ledger, up to now). */
export function balanceTooLowMessage(saldo: number): string {
  return fillMessage(MESSAGE_TEMPLATES.moneyTransfers.balanceTooLow, { saldo: formatRupiah(saldo) });
}

export function moneyAlreadyReceivedMessage(notaKirim: string, terimaBy: string | null): string {
  return terimaBy ? fillMessage(MESSAGE_TEMPLATES.moneyTransfers.alreadyReceivedBy, { notaKirim, terimaBy }) : fillMessage(MESSAGE_TEMPLATES.moneyTransfers.alreadyReceived, { notaKirim });
}
