import { POINT_REPORT_PATHS, topMemberQuery, topMemberRow, type TopMemberSort } from '@emas/domain';
import { defineReport } from '../reports/report-definition';
import * as repo from './poin-ledger.repository';

/** Top Member (/laporan-top-member): members ranked over a period across every store. */
export const topMember = defineReport({
  path: POINT_REPORT_PATHS.topMember,
  gate: '/laporan-top-member',
  summary: 'Top member: jumlah transaksi, rupiah dan poin per member dalam periode (semua cabang)',
  query: topMemberQuery,
  row: topMemberRow,
  rows: async (db, { query }) =>
    repo.topMembers(db, {
      tgl_from: query.tgl_awal,
      tgl_to: query.tgl_akhir,
      sort_by: ((query.sort_by || 'trx_count') as TopMemberSort),
      kode_cabang_daftar: query.kode_cabang_daftar || 'ALL',
    }),
});
