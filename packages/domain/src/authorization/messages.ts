import { APPROVAL_LABELS, type ApprovalOperation } from './constants';

/** Messages of supervisor approval (Indonesian; spec 000 §8 texts byte for byte). */
export const AUTHORIZATION_MESSAGES = {
  /** spec 000 §8 */
  qrGenerateFailed: 'Gagal meminta qr code ke server, silahkan otorisasi manual',
  /** spec 000 §8 */
  qrRejected: 'Permintaan Otorisasi QR ditolak',
  /** spec 000 §8 */
  sendFailed: 'Terjadi Kesalahan Saat Mengirim Data',
  /** spec 000 §8 (fingerprint, kept for completeness) */
  tryAgain: 'Silahkan Coba Lagi',
  wrongCredentials: 'User id atau Password yang anda masukan salah',
  notApprover: 'User ini tidak berhak memberi otorisasi, otorisasi hanya oleh Supervisor atau Owner',
  otherStore: 'Supervisor atau Owner toko lain tidak dapat memberi otorisasi untuk toko ini',
  userIdRequired: 'User Id Tidak Boleh Kosong',
  passwordRequired: 'Password Tidak Boleh Kosong',
  operasiInvalid: 'Operasi otorisasi tidak valid',
  keystoreInvalid: 'Kode otorisasi harus 12 karakter huruf atau angka',
  keystoreTaken: 'Kode otorisasi sudah dipakai, silahkan ulangi',
  clientInvalid: 'Client otorisasi tidak sesuai dengan toko',
  requestNotFound: 'Permintaan otorisasi tidak ditemukan',
  requestClosed: 'Permintaan otorisasi sudah tidak aktif',
  reasonRequired: 'Alasan Tidak Boleh Kosong',
  approved: 'Otorisasi Berhasil',
  rejected: 'Otorisasi Ditolak',
  removed: 'Permintaan Otorisasi Dihapus',
  found: 'Data Tersedia',
  empty: 'Data Tidak Tersedia',
} as const;

/** 'Perlu otorisasi supervisor: Ubah Harga, Diskon' (the contract's approvalRequired message). */
export function approvalRequiredMessage(operations: readonly ApprovalOperation[]): string {
  return `Perlu otorisasi supervisor: ${operations.map((o) => APPROVAL_LABELS[o] ?? o).join(', ')}`;
}
