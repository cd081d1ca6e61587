import { COUPON_REPORT_PATHS, type BonusSalesRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportDefinition } from '../../kit/report-types';

/** Laporan Bonus Sales (server: apps/server/src/modules/sales-bonus/sales-bonus.routes.ts): per sales person, month and group. */
export function bonusSalesReport(t: TFunction): ReportDefinition<BonusSalesRow> {
  return {
    key: 'bonus-sales',
    title: t('coupons.reports.bonus'),
    endpoint: COUPON_REPORT_PATHS.bonusSales,
    storePicker: true,
    fileName: t('coupons.reports.bonus'),
    rowKey: (r) => `${r.kode_toko}-${r.bulan}-${r.kode_sales}-${r.kode_group}`,
    columns: [
      { key: 'bulan', header: t('coupons.bonus.bulan') },
      { key: 'kode_sales', header: t('coupons.bonus.kode_sales'), total: 'count' },
      { key: 'nama_sales', header: t('coupons.bonus.nama_sales') },
      { key: 'kode_group', header: t('coupons.bonus.kode_group') },
      { key: 'jumlah_barang', header: t('coupons.bonus.jumlah_barang'), kind: 'number', total: 'sum' },
      { key: 'berat', header: t('coupons.bonus.berat'), kind: 'weight', total: 'sum' },
      { key: 'rupiah', header: t('coupons.bonus.rupiah'), kind: 'money', total: 'sum' },
      { key: 'bonus', header: t('coupons.bonus.bonus'), kind: 'money', total: 'sum' },
    ],
  };
}
