import { z } from 'zod';
import { reportQuery } from '../validators/report-query';

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
