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

/** Report paths of members' points (issue 32). */
export const POINT_REPORT_PATHS = {
  topMember: 'laporan/top-member',
} as const;

export const TOP_MEMBER_SORT = ['trx_count', 'trx_rp', 'trx_point'] as const;
export type TopMemberSort = (typeof TOP_MEMBER_SORT)[number];

/**
 * Top Member (research §1, the original's params): tgl_from, tgl_to, sort_by trx_count | trx_rp | trx_point,
 * kode_cabang_daftar (the store members registered at, ALL for every store). Every store's receipts count.
 */
export const topMemberQuery = reportQuery({
  periodNames: { from: 'tgl_from', to: 'tgl_to' },
  sortBy: TOP_MEMBER_SORT,
  extra: {
    kode_cabang_daftar: z.preprocess((v) => (typeof v === 'string' && v.trim() ? v.trim().toUpperCase() : 'ALL'), z.string().max(30, 'Kode Cabang tidak valid')),
  },
});

export const topMemberRow = z.object({
  kode_member: z.string(),
  nama_member: z.string(),
  no_hp: z.string(),
  kode_toko_daftar: z.string(),
  total_transaksi: z.number(),
  total_rp: z.number(),
  total_point: z.number(),
});
export type TopMemberRow = z.infer<typeof topMemberRow>;
