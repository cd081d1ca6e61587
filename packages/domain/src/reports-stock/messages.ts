/**
 * Messages of the stock and management reports and of /export-csv (issue 22 part 2). The success and
 * failure texts of the two reports spec 000 names are the specification's, byte for byte (§8).
 */
export const REPORT_STOCK_MESSAGES = {
  /** spec 000 §8: success notice of Laporan Analisis Harga Barang */
  analisisAvailable: 'Laporan Analisis Harga Barang',
  /** spec 000 §8: success notice of Laporan Kelompok Barang (shown after 500 ms, spec 000 §4) */
  kelompokAvailable: 'Laporan Kelompok barang Tersedia',
  kodeDeptInvalid: 'Jenis tidak valid',
  kodeGudangInvalid: 'Gudang tidak valid',
  groupByRequired: 'Kelompok Tidak Boleh Kosong',
  exportTableRequired: 'Tabel Tidak Boleh Kosong',
  exportTableUnknown: 'Tabel tidak dapat diexport',
} as const;
