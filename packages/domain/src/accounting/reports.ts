import { z } from 'zod';
import { envelope } from '../schemas/common';
import { reportQuery } from '../validators/report-query';
import { ACCOUNTING_MESSAGES } from './messages';

/** The accounting reports: each report's GET path under /api, the one place the server registers it and the web fetches it. */
export const ACCOUNTING_REPORT_PATHS = {
  neracaSaldo: 'laporan/neraca-saldo',
  bukuBesar: 'laporan/buku-besar',
} as const;

/** Neraca Saldo (trial balance): per account, the balance before the period, its debits and credits, and the balance after. */
export const neracaSaldoRow = z.object({
  /** the store whose books the line is (an all-store answer has each store's lines) */
  kode_toko: z.string(),
  nomor_akun: z.string(),
  nama_akun: z.string(),
  saldo_awal: z.number(),
  debet: z.number(),
  kredit: z.number(),
  saldo_akhir: z.number(),
});
export type NeracaSaldoRow = z.infer<typeof neracaSaldoRow>;
export const neracaSaldoResponse = envelope(z.array(neracaSaldoRow));

export const NERACA_SALDO_SORT_OPTIONS = ['nomor_akun', 'nama_akun'] as const;
export const neracaSaldoQuery = reportQuery({ sortBy: NERACA_SALDO_SORT_OPTIONS });

/**
 * Buku Besar (general ledger): one account's journal lines over the period in posting order, after a
 * first SALDO AWAL line (no_jurnal 0), each with the balance after it (debit minus credit).
 */
export const bukuBesarRow = z.object({
  no_jurnal: z.number(),
  tgl_system: z.string(),
  trx: z.string(),
  type: z.string(),
  no_ref: z.string(),
  keterangan: z.string(),
  debet: z.number(),
  kredit: z.number(),
  saldo: z.number(),
});
export type BukuBesarRow = z.infer<typeof bukuBesarRow>;
export const bukuBesarResponse = envelope(z.array(bukuBesarRow));

export const bukuBesarQuery = reportQuery({
  extra: {
    nomor_akun: z
      .string({ error: ACCOUNTING_MESSAGES.accountRequired })
      .trim()
      .min(1, ACCOUNTING_MESSAGES.accountRequired)
      .max(40, ACCOUNTING_MESSAGES.accountRequired),
  },
});

/** The text of the first line of a Buku Besar. */
export const SALDO_AWAL_TEXT = 'SALDO AWAL';
