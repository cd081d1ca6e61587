import { POINT_REPORT_PATHS, TOP_MEMBER_SORT, type TopMemberRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportDefinition } from '../../kit/report-types';

/** Top Member (/laporan-top-member): members ranked over a period across every store. */
export function topMemberReport(t: TFunction): ReportDefinition<TopMemberRow> {
  return {
    key: 'top-member',
    title: t('points.top.title'),
    endpoint: POINT_REPORT_PATHS.topMember,
    fileName: t('points.top.title'),
    rowKey: (row) => row.kode_member,
    sortBy: {
      label: t('points.top.sortBy'),
      defaultValue: 'trx_count',
      options: TOP_MEMBER_SORT.map((value) => ({ value, label: t(`points.top.sorts.${value}`) })),
    },
    extraFields: [{ name: 'kode_cabang_daftar', label: t('points.top.cabang'), type: 'text', defaultValue: 'ALL' }],
    toQuery: (v) => ({ tgl_from: v.tgl_awal, tgl_to: v.tgl_akhir, sort_by: v.sort_by, kode_cabang_daftar: v.kode_cabang_daftar || 'ALL' }),
    columns: [
      { key: 'kode_member', header: t('points.top.kodeMember'), total: 'count' },
      { key: 'nama_member', header: t('points.top.namaMember') },
      { key: 'no_hp', header: t('points.top.noHp') },
      { key: 'kode_toko_daftar', header: t('points.top.cabang') },
      { key: 'total_transaksi', header: t('points.top.totalTransaksi'), kind: 'number', total: 'sum' },
      { key: 'total_rp', header: t('points.top.totalRp'), kind: 'money', total: 'sum' },
      { key: 'total_point', header: t('points.top.totalPoint'), kind: 'number', total: 'sum' },
    ],
  };
}
