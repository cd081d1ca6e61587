import { z } from 'zod';
import { reportQuery } from '../validators/report-query';

/** Laporan Cash Back: the period's cash-outs (by date), cancelled ones left out; kode member, deskripsi, poin, rupiah. */
export const CASHBACK_REPORT_PATHS = {
  cashback: 'laporan/cashback-poin',
} as const;

export const cashbackReportQuery = reportQuery({});

export const cashbackReportRow = z.object({
  kode_toko: z.string(),
  tanggal: z.string(),
  no_cashback: z.string(),
  kode_member: z.string(),
  nama_member: z.string(),
  deskripsi: z.string(),
  poin: z.number(),
  jumlah_rp: z.number(),
  input_by: z.string(),
});
export type CashbackReportRow = z.infer<typeof cashbackReportRow>;
