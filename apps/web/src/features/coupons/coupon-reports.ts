import { COUPON_REPORT_PATHS, COUPON_USE_STATUS, type CouponUseRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportDefinition } from '../../kit/report-types';

/** Laporan Pemakaian Kupon (server: apps/server/src/modules/coupons/coupons.routes.ts). */
export function pemakaianKuponReport(t: TFunction): ReportDefinition<CouponUseRow> {
  return {
    key: 'pemakaian-kupon',
    title: t('coupons.reports.pemakaian'),
    endpoint: COUPON_REPORT_PATHS.pemakaianKupon,
    storePicker: true,
    fileName: t('coupons.reports.pemakaian'),
    rowKey: (r) => `${r.kode_toko}-${r.no_faktur_group}-${r.status}`,
    filter: {
      label: t('coupons.fields.status'),
      defaultValue: 'ALL',
      options: (['ALL', ...COUPON_USE_STATUS] as const).map((value) => ({ value, label: t(`coupons.status.${value}`) })),
    },
    columns: [
      { key: 'tanggal', header: t('coupons.fields.tanggal'), kind: 'date' },
      { key: 'kode_kupon', header: t('coupons.fields.kode_kupon'), total: 'count' },
      { key: 'no_faktur_group', header: t('coupons.fields.no_faktur_group') },
      { key: 'kode_member', header: t('coupons.fields.kode_member') },
      { key: 'total_belanja', header: t('coupons.fields.total_belanja'), kind: 'money', total: 'sum' },
      { key: 'potongan', header: t('coupons.fields.potongan'), kind: 'money', total: 'sum' },
      { key: 'status', header: t('coupons.fields.status'), value: (r) => t(`coupons.status.${r.status}`) },
      { key: 'input_by', header: t('coupons.fields.input_by') },
    ],
  };
}
