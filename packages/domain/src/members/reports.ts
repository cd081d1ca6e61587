import { z } from 'zod';
import { reportQuery } from '../validators/report-query';
import { MEMBER_STATUS } from './ledger';

/** The member reports' GET paths (issue 32), gathered in reports/report-paths.ts. */
export const MEMBER_REPORT_PATHS = {
  member: 'laporan/member',
  ulangTahun: 'laporan/member-ulang-tahun',
} as const;

export const MEMBER_REPORT_STATUS_FILTER = ['ALL', ...MEMBER_STATUS] as const;

/** Laporan Member: every member (no period), by status; the store picker is the registering store. */
export const memberReportQuery = reportQuery({ period: false, filter: MEMBER_REPORT_STATUS_FILTER });

/** Laporan Ulang Tahun Member: the members born in a month (1-12). */
export const memberBirthdayReportQuery = reportQuery({
  period: false,
  extra: {
    bulan: z.preprocess(
      (v) => (typeof v === 'string' && /^\d{1,2}$/.test(v.trim()) ? Number(v) : v),
      z.number({ error: 'Bulan tidak valid' }).int('Bulan tidak valid').min(1, 'Bulan tidak valid').max(12, 'Bulan tidak valid'),
    ),
  },
});

/** A row of the member reports: the member, the registering store (kode_toko) and the points balance (the ledger's sum). */
export const memberReportRow = z.object({
  kode_member: z.string(),
  nama_member: z.string(),
  no_hp: z.string(),
  alamat: z.string(),
  tgl_lahir: z.string().nullable(),
  kode_toko: z.string(),
  kode_member_referensi: z.string().nullable(),
  status: z.string(),
  poin: z.number(),
});
export type MemberReportRow = z.infer<typeof memberReportRow>;
