import { fillMessage, MESSAGE_TEMPLATES } from './templates';

/**
 * The message catalogue: Indonesian texts of the specification, byte for byte (typos included).
 * The server answers with these; the web shows them as they come.
 */
export const MESSAGES = {
  // sign-in and session (spec 000 §8)
  loginInvalid: 'User id atau Password yang anda masukan salah',
  loginRequestError: 'Terjadi Kesalahan Saat Request Data',
  userInUse: 'User ID ini sedang dipakai',
  invalidToken: 'Invalid Token.',
  tooManyAttempts: 'Terlalu banyak percobaan masuk, silahkan coba lagi dalam 15 menit',
  userInactive: 'User ID ini tidak aktif',
  passwordUpdated: 'Update password berhasil',
  passwordUpdateFailed: 'Terjadi Kesalahan Saat update password',
  oldPasswordWrong: 'Password lama yang anda masukan salah',
  logoutConfirm: 'Apakah anda ingin keluar ?',
  logoutSuccess: 'Berhasil Keluar',
  sessionEnded: 'Sesi user berhasil diakhiri',
  /** told to the user whose session was ended */
  yourSessionEnded: 'Sesi anda telah diakhiri oleh supervisor atau pemilik toko',
  yourUserDeactivated: 'User anda telah dinonaktifkan, hubungi supervisor atau pemilik toko',
  noActiveSession: 'User ini tidak sedang login',
  // access
  forbidden: 'Anda tidak memiliki akses untuk fitur ini',
  forbiddenStore: 'Anda tidak memiliki akses ke toko ini',
  notFound: 'Data Tidak Ditemukan',
  routeNotFound: 'Halaman tidak ditemukan',
  serverError: 'Terjadi Kesalahan Pada Server',
  /** a save met a change made at the same moment elsewhere, again after its retries */
  concurrentChange: 'Data sedang diubah di tempat lain, silahkan simpan ulang',
  badRequest: 'Data yang dikirim tidak valid',
  // connectivity (spec 001 §8)
  timeout: 'Koneksi bermasalah..',
  noResponse: 'Koneksi Bermasalah',
  offline: 'Looks like you lost your internet connection',
  backOnline: 'Looks like you connection is Back, You Can Use Our Website Again',
  // generic CRUD (spec 001 §8)
  dataAdded: 'Data Berhasil Ditambahkan',
  dataChanged: 'Data Berhasil Dirubah',
  dataDeleted: 'Data Berhasil Di Hapus',
  dataSaved: 'Data Berhasil Disimpan',
  dataSaveFailed: 'Data Gagal disimpan',
  dataEdited: 'Data Berhasil Diedit',
  dataEditFailed: 'Data Gagal Diedit',
  sendError: 'Terjadi Kesalhaan Saat Mengirim Data',
  sendErrorProper: 'Terjadi Kesalahan Saat Mengirim Data',
  emptyTable: 'Tidak Ada Data',
  duplicateKey: 'Kode sudah terdaftar',
  // users
  userExists: 'User ID sudah terdaftar',
  userNotFound: 'User tidak ditemukan',
  passwordReset: 'Password berhasil direset',
  userDeactivated: 'User berhasil dinonaktifkan',
  userActivated: 'User berhasil diaktifkan',
  cannotDeactivateSelf: 'Tidak dapat menonaktifkan user yang sedang dipakai',
  levelNotAllowed: 'Anda tidak dapat memberi level ini',
  resetOwnPassword: 'Gunakan menu Ganti Password untuk mengganti password anda sendiri',
  // reports (spec 000 §5, §8)
  tglAwalRequired: 'Tanggal Awal Tidak Boleh Kosong',
  tglAkhirRequired: 'Tanggal Akhir Tidak Boleh Kosong',
  tglAwalAfterAkhir: 'Tanggal awal tidak boleh lebih besar dari tanggal akhir',
  rangeOverMonth: 'Rentang tanggal tidak boleh lebih dari 1 bulan',
  dateInvalid: 'Format tanggal tidak valid',
  // a customer's birth date (issue 22)
  birthDateInvalid: 'Tanggal Lahir tidak valid',
  birthDateNotPast: 'Tanggal Lahir harus sebelum hari ini',
  filterRequired: 'Filter Tidak Boleh Kosong',
  sortByRequired: 'Sort By Tidak Boleh Kosong',
  reportEmpty: 'Laporan Tidak Tersedia',
  reportAvailable: 'Laporan Tersedia',
  dataUnavailable: 'Data Tidak Tersedia',
  /** the generic 'found' answer of a lookup (sales, receiving, approvals...) */
  dataAvailable: 'Data Tersedia',
  searching: 'Sedang Mencari',
  saving: 'Sedang Menyimpan',
  // inputs (spec 000 §5)
  percentOver100: 'Tidak Boleh Melebihi 100 !',
  /** a minus typed or pasted into a weight, money or other unsigned number field: refused, never dropped */
  noMinus: 'Tidak Boleh Minus !',
  // store and settings
  storeSaved: 'Data Berhasil Disimpan',
  settingsSaved: 'Data Berhasil Disimpan',
  pickStore: 'Mohon Pilih Toko',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** '{field} Tidak Boleh Kosong' (sales/bank validator and most required fields). */
export function requiredMessage(field: string): string {
  return fillMessage(MESSAGE_TEMPLATES.fields.required, { label: field });
}
