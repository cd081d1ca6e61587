/**
 * Closing the day (/tutup-toko, issue 18 part 3): the checks run before a close, the store modules
 * that make two of them block, and how the money ledger's kategori enter the end-of-day summary.
 */

/** A check's weight: BLOCK stops the close, WARN is shown and the close may go on. */
export const CLOSING_CHECK_LEVELS = ['BLOCK', 'WARN'] as const;
export type ClosingCheckLevel = (typeof CLOSING_CHECK_LEVELS)[number];

/** Checks the closing module runs today; others (kirim uang, pawn, orders) add their key to this list. */
export const CLOSING_CHECK_KEYS = ['VALIDASI_PENJUALAN', 'VALIDASI_TITIPAN', 'STOCK_OPNAME', 'TIMBANG_BAKI', 'OTORISASI', 'KIRIM_UANG', 'VALIDASI_HUTANG', 'VALIDASI_CICILAN', 'CICILAN_KAS', 'VALIDASI_JUAL_BELI_MANUAL', 'VALIDASI_PESANAN', 'VALIDASI_SERVICE', 'VALIDASI_NON_CASH'] as const;
export type ClosingCheckKey = (typeof CLOSING_CHECK_KEYS)[number];

/** Store modules (behaviour) that turn a warning into a block. */
export const CLOSING_MODULES = {
  /** documents waiting for supervisor validation stop the close */
  validasiWajib: 'TUTUP_TOKO_WAJIB_VALIDASI_MODULE',
  /** a day without any tray weighing stops the close */
  timbangWajib: 'TUTUP_TOKO_WAJIB_TIMBANG_BAKI_MODULE',
} as const;

/** Who may close a store's day (gate of /tutup-toko). */
export const CLOSING_LEVELS = ['SPV', 'OWN', 'SU'] as const;

/** How far ahead a close may move the business date (a long holiday); the spec is silent. */
export const MAX_DAYS_AHEAD = 31;

/**
 * Money kategori (issue 18, agreed across the four parts). The ledger may still hold the older
 * underscore spellings (BATAL_PENJUALAN): kategoriKey reads both.
 */
export const EOD_KAS_KATEGORI = {
  penjualan: 'PENJUALAN',
  pelunasanTitip: 'PELUNASAN TITIP',
  batalPenjualan: 'BATAL PENJUALAN',
  titip: 'TITIP',
  batalTitip: 'BATAL TITIP',
  pembelian: 'PEMBELIAN',
  batalPembelian: 'BATAL PEMBELIAN',
  kasMasuk: 'KAS MASUK',
  kasKeluar: 'KAS KELUAR',
  hutang: 'HUTANG',
  hutangLunas: 'HUTANG LUNAS',
  bungaHutang: 'BUNGA HUTANG',
  biayaHutang: 'BIAYA HUTANG',
  pelunasanPesanan: 'PELUNASAN PESANAN',
  kirimUang: 'KIRIM UANG',
  terimaUang: 'TERIMA UANG',
  mutasiBank: 'MUTASI UANG BANK',
  mutasiCash: 'MUTASI UANG CASH',
} as const;

/** Stock ledger jenis the summary counts (pieces and weight). */
export const EOD_STOCK_JENIS = ['JUAL', 'BATAL_JUAL', 'BELI', 'BATAL_BELI'] as const;
export type EodStockJenis = (typeof EOD_STOCK_JENIS)[number];
