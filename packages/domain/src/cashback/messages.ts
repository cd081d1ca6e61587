/** Texts of cashback poin: a member's points cashed out of the drawer, its cancellation (issue 32). */
export const CASHBACK_MESSAGES = {
  saved: 'Cashback Poin Berhasil Disimpan',
  cancelled: 'Cashback Poin Berhasil Dibatalkan',
  found: 'Data Cashback Poin Tersedia',
  empty: 'Data Cashback Poin Tidak Tersedia',
  settingFound: 'Setting Cashback Poin Tersedia',
  off: 'Cashback poin tidak aktif: isi Setting System CASHBACK_POIN (Rp per poin)',
  memberNotFound: 'Member tidak ditemukan',
  memberInactive: 'Member tidak aktif, poin tidak dapat dicairkan',
  memberRequired: 'Member Harus Dipilih',
  poinInvalid: 'Poin harus bilangan bulat 1 sampai 100.000.000',
  notFound: 'Data Cashback Poin tidak ditemukan',
  alreadyCancelled: 'Cashback Poin sudah dibatalkan',
  notToday: 'Cashback Poin hanya dapat dibatalkan pada tanggal yang sama',
  alasanRequired: 'Alasan Batal Cashback Poin Tidak Boleh Kosong',
} as const;

/** 'Poin tidak cukup: saldo 50, dicairkan 100'. */
export function cashbackPoinNotEnoughMessage(saldo: number, poin: number): string {
  return `Poin tidak cukup: saldo ${saldo}, dicairkan ${poin}`;
}
