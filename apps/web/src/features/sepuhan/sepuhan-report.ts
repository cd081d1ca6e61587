import { SEPUHAN_REPORT_PATHS, type SepuhanSaldoRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportDefinition } from '../../kit/report-types';

/** Laporan Sepuhan (server: apps/server/src/modules/sepuhan/sepuhan-report.ts): the sorting balance of a period. */
export function sepuhanSaldoReport(t: TFunction): ReportDefinition<SepuhanSaldoRow> {
  const col = (key: string) => t(`sepuhan.report.${key}`);
  return {
    key: 'sepuhan-saldo',
    title: t('sepuhan.titles.laporan'),
    endpoint: SEPUHAN_REPORT_PATHS.saldo,
    storePicker: true,
    fileName: t('sepuhan.titles.laporan'),
    rowKey: (r) => r.kode_toko,
    columns: [
      { key: 'kode_toko', header: col('toko') },
      { key: 'awal_qty', header: col('awalQty'), kind: 'number', total: 'sum' },
      { key: 'awal_berat', header: col('awalBerat'), kind: 'weight', total: 'sum' },
      { key: 'terima_qty', header: col('terimaQty'), kind: 'number', total: 'sum' },
      { key: 'terima_berat', header: col('terimaBerat'), kind: 'weight', total: 'sum' },
      { key: 'jual_qty', header: col('jualQty'), kind: 'number', total: 'sum' },
      { key: 'jual_berat', header: col('jualBerat'), kind: 'weight', total: 'sum' },
      { key: 'lebur_qty', header: col('leburQty'), kind: 'number', total: 'sum' },
      { key: 'lebur_berat', header: col('leburBerat'), kind: 'weight', total: 'sum' },
      { key: 'pusat_qty', header: col('pusatQty'), kind: 'number', total: 'sum' },
      { key: 'pusat_berat', header: col('pusatBerat'), kind: 'weight', total: 'sum' },
      { key: 'susut_berat', header: col('susutBerat'), kind: 'weight', total: 'sum' },
      { key: 'akhir_qty', header: col('akhirQty'), kind: 'number', total: 'sum' },
      { key: 'akhir_berat', header: col('akhirBerat'), kind: 'weight', total: 'sum' },
    ],
  };
}
