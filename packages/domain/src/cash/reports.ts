import { z } from 'zod';
import { isIsoDate } from '../format/date';
import { MESSAGES } from '../messages/messages';
import { codeOrAll, reportQuery } from '../validators/report-query';
import { NON_CASH_JENIS } from './constants';

/**
 * The cash book's reports (issue 18): Laporan Transaksi Non Cash (spec 001 §3, §7: cash/transaction/
 * report with start_date, end_date, jenis ALL/DEBET/CREDIT/TRANSFER, no_rekening or ALL; grouped by
 * bank), Laporan Transaksi Keuangan Cash (Rekap or Detail, period, cashier, transaction code) and
 * Laporan Gesek Tunai (period).
 */

const dateField = (required: string) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? undefined : v), z.string({ error: required }).refine((v) => isIsoDate(v), MESSAGES.dateInvalid));
const choice = (values: readonly string[], message: string) => z.preprocess((v) => (v === undefined || v === null || v === '' ? 'ALL' : String(v).toUpperCase()), z.enum(values as [string, ...string[]], { error: message }));
export const NON_CASH_REPORT_MESSAGES = {
  jenisInvalid: 'Jenis harus ALL, DEBET, CREDIT atau TRANSFER',
  /** spec 001 §8 */
  failed: 'Terjadi Kesalhaan Saat Mengirim Data',
} as const;

/** The cash reports: each report's GET path under /api, the one place the server registers it and the web fetches it. */
export const CASH_REPORT_PATHS = {
  nonCash: 'cash/transaction/report',
  cash: 'laporan/transaksi-keuangan-cash',
  gesek: 'laporan/gesek-tunai',
} as const;

export const nonCashReportQuery = reportQuery({
  period: false,
  extra: {
    start_date: dateField(MESSAGES.tglAwalRequired),
    end_date: dateField(MESSAGES.tglAkhirRequired),
    jenis: choice(NON_CASH_JENIS, NON_CASH_REPORT_MESSAGES.jenisInvalid),
    no_rekening: codeOrAll('No Rekening'),
  },
});

export const nonCashDetailRow = z.object({
  tanggal: z.string(),
  no_ref: z.string(),
  jenis: z.enum(['DEBET', 'CREDIT', 'TRANSFER']),
  no_rekening: z.string(),
  keterangan: z.string(),
  /** what the store received for the document (a sale's amount; a cash-out's cash paid out) */
  jumlah_rp: z.number(),
  fee: z.number(),
  /** what was charged on the card / transferred */
  jumlah_gesek_rp: z.number(),
});
export type NonCashDetailRow = z.infer<typeof nonCashDetailRow>;
/** a bank's lines of one store (an all-store answer has a group per store and bank) */
export const nonCashGroupRow = z.object({ kode_toko: z.string(), kode_bank: z.string(), nama_bank: z.string(), detail: z.array(nonCashDetailRow) });
export type NonCashGroupRow = z.infer<typeof nonCashGroupRow>;

export const CASH_REPORT_MODES = ['REKAP', 'DETAIL'] as const;
export const cashReportQuery = reportQuery({
  filter: CASH_REPORT_MODES,
  extra: { input_by: codeOrAll('Kasir'), kode_transaksi: codeOrAll('Kode Transaksi') },
});
export const cashReportRow = z.object({
  kode_toko: z.string(),
  tanggal: z.string(),
  no_ref: z.string(),
  kategori: z.string(),
  kode_transaksi: z.string(),
  keterangan: z.string(),
  input_by: z.string(),
  jumlah_in: z.number(),
  jumlah_out: z.number(),
  /** rows the line sums (1 in Detail) */
  jumlah_transaksi: z.number(),
});
export type CashReportRow = z.infer<typeof cashReportRow>;

export const gesekReportQuery = reportQuery({});
