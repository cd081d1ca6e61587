import { z } from 'zod';
import { KAS_KATEGORI } from '../cash/kategori';
import { CASH_MESSAGES } from '../cash/messages';
import { isIsoDate } from '../format/date';
import { MESSAGES } from '../messages/messages';
import { envelope } from '../schemas/common';
import { DASHBOARD_MESSAGES as M } from './messages';

/**
 * The dashboard calls of spec 000 §7 and spec 001 §7, one request/response pair each. Every call takes
 * `kode_toko`: absent, the store the call acts on (x-kode-toko for head office); `ALL`, every store
 * (head office only); a code, that store (a branch only its own: 403 otherwise). Money is whole rupiah,
 * weight grams with 3 decimals (summed in milligrams on the server). A quiet day answers zeros.
 */
export const ALL_STORES = 'ALL';

const kodeToko = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim().toUpperCase()) : v),
  z.string({ error: 'Kode toko tidak valid' }).max(20, 'Kode toko tidak valid').regex(/^[A-Z0-9_-]+$/, 'Kode toko tidak valid').optional(),
);
const optionalDate = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.string({ error: CASH_MESSAGES.dateInvalid }).refine((v) => isIsoDate(v), CASH_MESSAGES.dateInvalid).optional(),
);
const requiredDate = z.string({ error: CASH_MESSAGES.dateInvalid }).refine((v) => isIsoDate(v), CASH_MESSAGES.dateInvalid);

export const dashboardScopeQuery = z.object({ kode_toko: kodeToko });
export type DashboardScopeQuery = z.output<typeof dashboardScopeQuery>;

/** A date of the call: absent, each store's own business date (tgl_system). */
export const dashboardDayQuery = z.object({ kode_toko: kodeToko, tgl_system: optionalDate });
export type DashboardDayQuery = z.output<typeof dashboardDayQuery>;

// ---- cash-pusat/daily-transaction-chart -------------------------------------------------------

/** The order of `values` (spec 000 §7): sales, purchases, service, debt. */
export const TRANSACTION_CHART_LABELS = ['PENJUALAN', 'PEMBELIAN', 'SERVICE', 'HUTANG'] as const;

/**
 * One element of GET cash-pusat/daily-transaction-chart. The first element is the scope's total
 * (kode_toko 'ALL' when it spans stores); with ALL, one element per store follows, in store order.
 * values = [sales, purchases, service, debt] rupiah; resultGram = [grams sold, grams bought back].
 */
export const dailyTransactionChartRow = z.object({
  kode_toko: z.string(),
  nama_toko: z.string(),
  /** the business date read ('' on the total when the stores' dates differ) */
  tgl_system: z.string(),
  labels: z.array(z.string()),
  values: z.array(z.number()).length(4),
  resultGram: z.array(z.number()).length(2),
  total_penjualan: z.number(),
  total_pembelian: z.number(),
  total_service: z.number(),
  total_hutang: z.number(),
  /** receipts of the day */
  nota_penjualan: z.number(),
  nota_pembelian: z.number(),
});
export type DailyTransactionChartRow = z.infer<typeof dailyTransactionChartRow>;
export const dailyTransactionChartResponse = envelope(z.array(dailyTransactionChartRow));

// ---- cash-pusat/period-transaction-chart and transaction/daily-transaction-get-year --------------

const rangeRefine = <T extends { tgl_awal: string; tgl_akhir: string }>(q: T, ctx: z.RefinementCtx) => {
  if (q.tgl_awal > q.tgl_akhir) ctx.addIssue({ code: 'custom', path: ['tgl_awal'], message: MESSAGES.tglAwalAfterAkhir });
  else if ((Date.parse(q.tgl_akhir) - Date.parse(q.tgl_awal)) / 86_400_000 > 366) ctx.addIssue({ code: 'custom', path: ['tgl_akhir'], message: M.rangeTooLong });
};

/** GET cash-pusat/period-transaction-chart: every day of the period, quiet days with zeros. */
export const periodTransactionChartQuery = z
  .object({ kode_toko: kodeToko, tgl_awal: requiredDate, tgl_akhir: requiredDate })
  .superRefine(rangeRefine);
export type PeriodTransactionChartQuery = z.output<typeof periodTransactionChartQuery>;

/** A day or a month of sales and buy-backs. */
export const transactionPointRow = z.object({
  /** 'YYYY-MM-DD' (a day) or 'YYYY-MM' (a month) */
  periode: z.string(),
  penjualan: z.number(),
  pembelian: z.number(),
  berat_jual: z.number(),
  berat_beli: z.number(),
  nota_jual: z.number(),
  nota_beli: z.number(),
});
export type TransactionPointRow = z.infer<typeof transactionPointRow>;
export const transactionSeriesResponse = envelope(z.array(transactionPointRow));

const year = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.number({ error: M.yearInvalid }).int(M.yearInvalid).min(2000, M.yearInvalid).max(2100, M.yearInvalid).optional(),
);

/** GET transaction/daily-transaction-get-year: the twelve months of the year (default the business date's year). */
export const transactionYearQuery = z.object({ kode_toko: kodeToko, year });
export type TransactionYearQuery = z.output<typeof transactionYearQuery>;

// ---- penjualan/chart, pembelian/chart (spec 001 §7) ---------------------------------------------

export const CHART_TYPES = ['today', 'monthly'] as const;
/** GET penjualan/chart and pembelian/chart: type=today, or type=monthly&year={year}. */
export const documentChartQuery = z.object({
  kode_toko: kodeToko,
  type: z.enum(CHART_TYPES, { error: M.typeInvalid }),
  year,
});
export type DocumentChartQuery = z.output<typeof documentChartQuery>;

/**
 * A row of the document charts: today answers one row (periode = the business date), monthly twelve
 * (periode 'YYYY-MM'). jumlah_nota receipts, qty pieces, berat grams, total rupiah. The orders and
 * services charts (pesanan/chart, service/chart) answer the same row.
 */
export const documentChartRow = z.object({
  periode: z.string(),
  jumlah_nota: z.number(),
  qty: z.number(),
  berat: z.number(),
  total: z.number(),
});
export type DocumentChartRow = z.infer<typeof documentChartRow>;
export const documentChartResponse = envelope(z.array(documentChartRow));

// ---- cash-pusat/daily-cash-chart ---------------------------------------------------------------

/** The drawer (CASH) and the bank accounts of one store on its day: opening, in, out, closing. */
export const dailyCashRow = z.object({
  kode_toko: z.string(),
  nama_toko: z.string(),
  tgl_system: z.string(),
  saldo_awal: z.number(),
  masuk: z.number(),
  keluar: z.number(),
  saldo_akhir: z.number(),
  /** closing balance of the store's bank accounts on the same day */
  saldo_bank: z.number(),
});
export type DailyCashRow = z.infer<typeof dailyCashRow>;
export const dailyCashResponse = envelope(z.array(dailyCashRow));

// ---- cash-pusat/daily-biaya ---------------------------------------------------------------------

/** A manual cash-out (KAS KELUAR) of the cash book on the day: the store's expenses. */
export const dailyBiayaRow = z.object({
  kode_toko: z.string(),
  tgl_system: z.string(),
  kode_transaksi: z.string(),
  keterangan: z.string(),
  jenis: z.string(),
  jumlah_rp: z.number(),
  input_by: z.string(),
  created_at: z.string(),
});
export type DailyBiayaRow = z.infer<typeof dailyBiayaRow>;
export const dailyBiayaResponse = envelope(z.array(dailyBiayaRow));

// ---- cash-pusat/outstand-noncash ---------------------------------------------------------------

/** Non-cash takings of the day per store (to match against the bank and marketplace statements). */
export const outstandNonCashRow = z.object({
  kode_toko: z.string(),
  nama_toko: z.string(),
  tgl_system: z.string(),
  /** card payments at the counter */
  debet: z.number(),
  transfer: z.number(),
  marketplace: z.number(),
  total: z.number(),
});
export type OutstandNonCashRow = z.infer<typeof outstandNonCashRow>;
export const outstandNonCashResponse = envelope(z.array(outstandNonCashRow));

// ---- cash-pusat/daily-specific-chart -----------------------------------------------------------

export const MONEY_TYPES = ['ALL', 'CASH', 'BANK', 'MARKETPLACE'] as const;
/** GET cash-pusat/daily-specific-chart: one kategori of the money ledger, per day of the month up to the date. */
export const dailySpecificChartQuery = z.object({
  kode_toko: kodeToko,
  kategori: z.enum(KAS_KATEGORI, { error: M.kategoriInvalid }),
  type: z.preprocess((v) => (v === '' || v === undefined ? 'ALL' : typeof v === 'string' ? v.toUpperCase() : v), z.enum(MONEY_TYPES, { error: M.jenisInvalid })),
  tgl_system: optionalDate,
});
export type DailySpecificChartQuery = z.output<typeof dailySpecificChartQuery>;
export const dailySpecificRow = z.object({ periode: z.string(), masuk: z.number(), keluar: z.number() });
export type DailySpecificRow = z.infer<typeof dailySpecificRow>;
export const dailySpecificResponse = envelope(z.array(dailySpecificRow));

// ---- member/find-current-birthday --------------------------------------------------------------

export const birthdayRow = z.object({
  kode_toko: z.string(),
  kode_member: z.string(),
  nama_member: z.string(),
  no_hp: z.string(),
  tgl_lahir: z.string(),
});
export type BirthdayRow = z.infer<typeof birthdayRow>;
export const birthdayResponse = envelope(z.array(birthdayRow));
