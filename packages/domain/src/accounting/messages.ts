/** Messages of the Parameter Akun screen (spec 000 §8) and of the journal reports, byte for byte. */
export const ACCOUNTING_MESSAGES = {
  // Parameter Akun (spec 000 §8)
  edited: 'Data Berhasil Diedit',
  editFailed: 'Data Gagal Diedit',
  found: 'Data Tersedia',
  parameterNotFound: 'Parameter Akun Tidak Ditemukan',
  nomorAkunRequired: 'Nomor Akun Tidak Boleh Kosong',
  detailRequired: 'Detail Akun Tidak Boleh Kosong',
  linesChanged: 'Kode Akun dan Jenis Akun tidak dapat diubah, hanya Nomor Akun',
  accountRequired: 'Nomor Akun Wajib Dipilih',
} as const;

/** An account number that is not in the store's chart of accounts. */
export function unknownAccountMessage(nomorAkun: string): string {
  return `Nomor Akun ${nomorAkun} tidak terdaftar`;
}

/**
 * A transaction code naming a money account (the drawer, a bank account, the bank or marketplace header): the
 * cash-book entry already posts that side, so its journal would net to zero while the drawer or bank moves.
 */
export function moneyAccountMessage(nomorAkun: string): string {
  return `Nomor Akun ${nomorAkun} adalah akun kas / bank: pilih akun lawannya (modal, pusat, pendapatan atau biaya)`;
}
