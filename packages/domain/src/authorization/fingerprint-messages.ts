/** Kept apart from the fingerprint schemas so the id dictionary (in the login page's first load) does not load zod. */
/** Texts of fingerprint approval (spec 000 §4, §8 byte for byte where the spec has them). */
export const FINGERPRINT_MESSAGES = {
  /** spec 000 §4 */
  scanPrompt: 'Silahkan Scan Fingerprint',
  /** spec 000 §4 */
  scanned: 'Fingerprint Berhasil Di Scan',
  /** spec 000 §4, §8 */
  tryAgain: 'Silahkan Coba Lagi',
  /** spec 000 §8: the fingerprint lookup failed */
  unknownUser: 'Username Tidak Tidak Terdaftar',
  userIdRequired: 'User Id Tidak Boleh Kosong',
  enrolForbidden: 'Hanya Supervisor atau Owner yang dapat mendaftarkan fingerprint',
  enrolled: 'Fingerprint Berhasil Didaftarkan',
  alreadyEnrolled: 'Fingerprint ini sudah terdaftar',
  removed: 'Fingerprint Berhasil Dihapus',
  notFound: 'Fingerprint tidak ditemukan',
  found: 'Data Tersedia',
} as const;
