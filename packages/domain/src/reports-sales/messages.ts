/** Messages of the sales, buy-back and control reports (spec 000 §8, spec 001 §8, byte for byte). */
export const REPORT_SALES_MESSAGES = {
  /** spec 000 §8: an empty sales report */
  penjualanEmpty: 'Laporan Penjualan Tidak Tersedia',
  /** spec 001 §8: Laporan Batal Titip */
  batalTitipEmpty: 'Laporan Batal Titip Kosong',
  batalTitipAvailable: 'Laporan Batal Titip Tersedia',
  groupInvalid: 'Group tidak valid',
  kelompokHargaInvalid: 'Kelompok Harga tidak valid',
  kondisiInvalid: 'Kondisi tidak valid',
  salesInvalid: 'Kode Sales tidak valid',
} as const;
