import { z } from 'zod';
import { isIsoDate } from '../format/date';
import { envelope } from '../schemas/common';
import { reportQuery } from '../validators/report-query';
import { CLOSING_CHECK_LEVELS } from './constants';
import { CLOSING_MESSAGES } from './messages';

const date = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => isIsoDate(v), message);

export const closingCheckResult = z.object({
  key: z.string(),
  level: z.enum(CLOSING_CHECK_LEVELS),
  jumlah: z.number(),
  /** the screen where it is resolved */
  link: z.string(),
  /** Indonesian text of the catalogue (the screen translates by key) */
  pesan: z.string(),
  /** the documents found, when the check names them (the instalment plans: their numbers, at most 50) */
  daftar: z.array(z.string()).optional(),
});

/** GET /api/tutup-toko/cek: the store's active date, the date a close moves it to, and the checks. */
export const closingChecksData = z.object({
  kode_toko: z.string(),
  tgl_system: z.string(),
  tgl_berikut: z.string(),
  checks: z.array(closingCheckResult),
  /** a blocking check found something: the close is refused */
  blocked: z.boolean(),
});
export type ClosingChecksData = z.infer<typeof closingChecksData>;
export const closingChecksResponse = envelope(closingChecksData);

/**
 * POST /api/tutup-toko: the day closed is the one the screen showed (tgl_system); another account that
 * closed it meanwhile answers 'Toko sudah ditutup oleh akun lain'. tgl_berikut: a later date than the
 * next day (a holiday); never the same or an earlier one.
 */
export const closeDayRequest = z.object({
  tgl_system: date(CLOSING_MESSAGES.tglSystemRequired),
  tgl_berikut: z.preprocess((v) => (v === '' || v === null ? undefined : v), date(CLOSING_MESSAGES.nextNotAfter).optional()),
});
export type CloseDayInput = z.output<typeof closeDayRequest>;

const figure = z.object({ nota: z.number(), qty: z.number(), /** grams */ berat: z.number(), rp: z.number() });

export const eodKasRow = z.object({
  jenis: z.string(),
  /** '' for the drawer (CASH), the account number, or the marketplace code */
  akun: z.string(),
  kode_bank: z.string().nullable(),
  saldo_awal: z.number(),
  masuk: z.number(),
  keluar: z.number(),
  saldo_akhir: z.number(),
});
export type EodKasRow = z.infer<typeof eodKasRow>;

export const eodStokRow = z.object({
  kode_gudang: z.string(),
  kode_baki: z.string(),
  qty_awal: z.number(),
  berat_awal: z.number(),
  qty_masuk: z.number(),
  berat_masuk: z.number(),
  qty_keluar: z.number(),
  berat_keluar: z.number(),
  qty_akhir: z.number(),
  berat_akhir: z.number(),
});
export type EodStokRow = z.infer<typeof eodStokRow>;

/** The EOD of a closed day (the close answers it; GET /api/tutup-toko/eod reads it again). */
export const eodData = z.object({
  kode_toko: z.string(),
  nama_toko: z.string(),
  tgl_system: z.string(),
  tgl_berikut: z.string(),
  closed_by: z.string(),
  closed_at: z.string(),
  penjualan: figure,
  batal_penjualan: figure,
  pembelian: figure,
  batal_pembelian: figure,
  /** the part of the day's sales paid by deposits taken before (see EodFigures.dpTerpakai) */
  dp_terpakai: z.number(),
  hutang: z.number(),
  /** loan principal paid back (HUTANG LUNAS) */
  tebus_hutang: z.number(),
  pendapatan: z.number(),
  biaya: z.number(),
  non_tunai: z.number(),
  lain_masuk: z.number(),
  lain_keluar: z.number(),
  saldo_awal: z.number(),
  saldo_akhir: z.number(),
  kategori: z.array(z.object({ kategori: z.string(), masuk: z.number(), keluar: z.number() })),
  kas: z.array(eodKasRow),
  stok: z.array(eodStokRow),
  /** the warnings the close went past */
  peringatan: z.array(closingCheckResult),
});
export type EodData = z.infer<typeof eodData>;
export const eodResponse = envelope(eodData);

export const eodQuery = z.object({ tgl_system: date(CLOSING_MESSAGES.tglSystemRequired) });

/** GET /api/tutup-toko/riwayat: the store's closed days, newest first. */
export const closedDaysResponse = envelope(z.array(z.object({ tgl_system: z.string(), tgl_berikut: z.string(), closed_by: z.string(), closed_at: z.string() })));

// ---------------------------------------------------------------- Laporan EOD (/laporan-eod)

/** One closed day of a store in the EOD report: the summary's lines (money in rupiah, weight in grams). */
export const eodReportRow = z.object({
  kode_toko: z.string(),
  tgl_system: z.string(),
  tgl_berikut: z.string(),
  closed_by: z.string(),
  penjualan_nota: z.number(),
  penjualan_qty: z.number(),
  penjualan_berat: z.number(),
  penjualan_rp: z.number(),
  batal_penjualan_qty: z.number(),
  batal_penjualan_rp: z.number(),
  pembelian_qty: z.number(),
  pembelian_berat: z.number(),
  pembelian_rp: z.number(),
  batal_pembelian_rp: z.number(),
  dp_terpakai: z.number(),
  hutang: z.number(),
  tebus_hutang: z.number(),
  pendapatan: z.number(),
  biaya: z.number(),
  non_tunai: z.number(),
  lain_masuk: z.number(),
  lain_keluar: z.number(),
  saldo_awal: z.number(),
  saldo_akhir: z.number(),
});
export type EodReportRow = z.infer<typeof eodReportRow>;

/** The end-of-day report: each report's GET path under /api, the one place the server registers it and the web fetches it. */
export const CLOSING_REPORT_PATHS = {
  eod: 'laporan/eod',
} as const;

/**
 * The EOD report's query: the period of closed days (the shared report validator). The start may never be after
 * the end (spec 000 §5's range message), whatever the one-month module says: the report checks it.
 */
export const eodReportQuery = reportQuery({});
