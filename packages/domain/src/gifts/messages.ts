/** Texts of gifts: redeeming points for a gift, cancelling it, receiving gifts from a supplier (issue 32). */
export const GIFT_MESSAGES = {
  redeemed: 'Tukar Hadiah Berhasil Disimpan',
  cancelled: 'Tukar Hadiah Berhasil Dibatalkan',
  received: 'Terima Hadiah Berhasil Disimpan',
  found: 'Data Tukar Hadiah Tersedia',
  empty: 'Data Tukar Hadiah Tidak Tersedia',
  giftsFound: 'Data Hadiah Tersedia',
  memberFound: 'Data Member Tersedia',
  memberNotFound: 'Member tidak ditemukan',
  memberInactive: 'Member tidak aktif, poin tidak dapat ditukar',
  memberRequired: 'Member Harus Dipilih',
  hadiahRequired: 'Hadiah Harus Dipilih',
  hadiahNotFound: 'Hadiah tidak terdaftar di toko ini',
  redemptionNotFound: 'Data Tukar Hadiah tidak ditemukan',
  alreadyCancelled: 'Tukar Hadiah sudah dibatalkan',
  alasanRequired: 'Alasan Batal Tukar Hadiah Tidak Boleh Kosong',
  qtyInvalid: 'Jumlah harus bilangan bulat 1 sampai 1000',
  cariRequired: 'No HP atau Kode Member Tidak Boleh Kosong',
} as const;

/** 'Poin tidak cukup: saldo 50, perlu 100' (a text built from values, shown as it is). */
export function poinNotEnoughMessage(saldo: number, perlu: number): string {
  return `Poin tidak cukup: saldo ${saldo}, perlu ${perlu}`;
}

/** 'Stok hadiah tidak cukup: sisa 1, diminta 2'. */
export function stockNotEnoughMessage(sisa: number, diminta: number): string {
  return `Stok hadiah tidak cukup: sisa ${sisa}, diminta ${diminta}`;
}
