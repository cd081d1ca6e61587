import { z } from 'zod';
import { reportQuery } from '../validators/report-query';

/**
 * The pawn reports on the report kit (issue 20): each a query (the shared report validator) and a row.
 * Penebusan Detail keeps spec 000 §7's own query (schemas.ts: tgl_from, tgl_to, no_pinjam, sort_by).
 */

/** The pawn reports (Penebusan Detail included): each report's GET path under /api, the one place the server registers it and the web fetches it. */
export const PAWN_REPORT_PATHS = {
  transaksiHutang: 'laporan/transaksi-hutang',
  stockHutang: 'laporan/stock-hutang',
  hutangLunas: 'laporan/hutang-lunas',
  lelangHutang: 'laporan/lelang-hutang',
  anomaliHutang: 'laporan/anomali-hutang',
  penebusanDetail: 'hutang/report-penebusan-detail',
  /** the live-feature module's chain-wide reports for head office (issue 36) */
  gadaiGlobal: 'laporan/gadai-global',
  tebusGadaiGlobal: 'laporan/tebus-gadai-global',
} as const;

/** Laporan Transaksi Hutang: loans written in the period. */
export const transaksiHutangQuery = reportQuery({});
export const transaksiHutangRow = z.object({
  /** the store of the row: an all-store answer (head office, kode_toko=ALL) is grouped by it */
  kode_toko: z.string(),
  no_faktur_hutang: z.string(),
  tgl_hutang: z.string(),
  nama_customer: z.string(),
  kode_sales: z.string(),
  jumlah_barang: z.number(),
  total_berat: z.string(),
  taksiran: z.number(),
  plafond: z.number(),
  jumlah_hutang: z.number(),
  bunga: z.number(),
  tgl_jatuh_tempo: z.string(),
  status: z.string(),
  input_by: z.string(),
});
export type TransaksiHutangRow = z.infer<typeof transaksiHutangRow>;

/** Laporan Stock Hutang: pledges in the vault now (no period): customer, model, purity, qty, weight, principal. */
export const stockHutangQuery = reportQuery({ period: false });
export const stockHutangRow = z.object({
  /** the store of the row: an all-store answer (head office, kode_toko=ALL) is grouped by it */
  kode_toko: z.string(),
  no_faktur_hutang: z.string(),
  tgl_hutang: z.string(),
  nama_customer: z.string(),
  nama_barang: z.string(),
  kadar: z.string(),
  qty: z.number(),
  berat: z.string(),
  jumlah_hutang: z.number(),
  tgl_jatuh_tempo: z.string(),
});
export type StockHutangRow = z.infer<typeof stockHutangRow>;

/** Laporan Hutang Lunas: loans redeemed in the period, what was paid. */
export const hutangLunasQuery = reportQuery({});
export const hutangLunasRow = z.object({
  /** the store of the row: an all-store answer (head office, kode_toko=ALL) is grouped by it */
  kode_toko: z.string(),
  no_faktur_hutang: z.string(),
  nama_customer: z.string(),
  tgl_hutang: z.string(),
  tgl_lunas: z.string(),
  pokok: z.number(),
  bunga: z.number(),
  biaya: z.number(),
  total: z.number(),
  input_by: z.string(),
});
export type HutangLunasRow = z.infer<typeof hutangLunasRow>;

/** Laporan Lelang: loans auctioned in the period: principal, interest paid, auction price, the difference. */
export const lelangHutangQuery = reportQuery({});
export const lelangHutangRow = z.object({
  /** the store of the row: an all-store answer (head office, kode_toko=ALL) is grouped by it */
  kode_toko: z.string(),
  no_faktur_hutang: z.string(),
  nama_customer: z.string(),
  tgl_hutang: z.string(),
  tgl_jatuh_tempo: z.string(),
  tgl_lelang: z.string(),
  jumlah_hutang: z.number(),
  bunga_dibayar: z.number(),
  harga_lelang: z.number(),
  selisih: z.number(),
});
export type LelangHutangRow = z.infer<typeof lelangHutangRow>;

/**
 * Anomalies of loans written in the period: BUNGA_DIBAWAH (the rate charged is below the band in force on the
 * loan's date for its amount), MELEBIHI_PLAFOND (lent above the ceiling, with approval), BUNGA_MELEBIHI_POKOK
 * (interest paid plus due today above the principal).
 */
export const ANOMALI_HUTANG = ['BUNGA_DIBAWAH', 'MELEBIHI_PLAFOND', 'BUNGA_MELEBIHI_POKOK'] as const;
export const anomaliHutangQuery = reportQuery({});
export const anomaliHutangRow = z.object({
  /** the store of the row: an all-store answer (head office, kode_toko=ALL) is grouped by it */
  kode_toko: z.string(),
  no_faktur_hutang: z.string(),
  tgl_hutang: z.string(),
  nama_customer: z.string(),
  anomali: z.enum(ANOMALI_HUTANG),
  jumlah_hutang: z.number(),
  plafond: z.number(),
  bunga: z.number(),
  bunga_aturan: z.number(),
  bunga_total: z.number(),
  status: z.string(),
});
export type AnomaliHutangRow = z.infer<typeof anomaliHutangRow>;

/**
 * Laporan Gadai Global (live-feature module, head office, issue 36): the loans written in the period across every
 * store of the chain (or the picked one). The rows are Laporan Transaksi Hutang's: the same loans, read by the same
 * repository functions; the screen shows store, date, loan, customer, pieces and weight, principal and status.
 */
export const gadaiGlobalQuery = transaksiHutangQuery;
export const gadaiGlobalRow = transaksiHutangRow;
export type GadaiGlobalRow = TransaksiHutangRow;

/**
 * Laporan Tebus Gadai Global (live-feature module, head office, issue 36): the redemptions of the period across the
 * chain, Laporan Hutang Lunas's rows: principal, interest paid, fee and total of each redemption.
 */
export const tebusGadaiGlobalQuery = hutangLunasQuery;
export const tebusGadaiGlobalRow = hutangLunasRow;
export type TebusGadaiGlobalRow = HutangLunasRow;
