import { z } from 'zod';
import { reportQuery } from '../validators/report-query';
import { REDEMPTION_STATUSES } from './rules';

/** Laporan Tukar Hadiah: the gift redemptions of the period (by redemption date), cancelled ones shown as BATAL. */
export const GIFT_REPORT_PATHS = {
  tukarHadiah: 'laporan/tukar-hadiah',
} as const;

export const giftReportQuery = reportQuery({});

export const tukarHadiahRow = z.object({
  /** the store of the row: an all-store answer (head office, kode_toko=ALL) is grouped by it */
  kode_toko: z.string(),
  tanggal: z.string(),
  no_tukar: z.string(),
  kode_member: z.string(),
  nama_member: z.string(),
  kode_hadiah: z.string(),
  nama_hadiah: z.string(),
  qty: z.number(),
  total_poin: z.number(),
  status: z.enum(REDEMPTION_STATUSES),
  alasan_batal: z.string(),
  input_by: z.string(),
});
export type TukarHadiahRow = z.infer<typeof tukarHadiahRow>;
