import { MANUAL_REPORT_PATHS, type ManualReportRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportDefinition } from '../../kit/report-types';

/** Laporan Jual Beli Manual: every line of the period's manual sales and purchases (GET laporan/jual-beli-manual). */
export function manualReport(t: TFunction): ReportDefinition<ManualReportRow> {
  return {
    key: 'jual-beli-manual',
    title: t('manualStock.report.title'),
    endpoint: MANUAL_REPORT_PATHS.jualBeli,
    storePicker: true,
    fileName: t('manualStock.report.title'),
    rowKey: (r) => `${r.no_faktur}|${r.kode_baki}|${r.kode_group}|${r.kode_dept}`,
    filter: {
      label: t('manualStock.report.jenis'),
      defaultValue: 'ALL',
      options: [
        { value: 'ALL', label: t('manualStock.common.semua') },
        { value: 'JUAL', label: t('manualStock.report.jual') },
        { value: 'BELI', label: t('manualStock.report.beli') },
      ],
    },
    messages: { failed: t('manualStock.report.failed') },
    columns: [
      { key: 'tgl_system', header: t('manualStock.report.tanggal'), kind: 'date', total: 'count' },
      { key: 'no_faktur', header: t('manualStock.report.noFaktur') },
      { key: 'jenis', header: t('manualStock.report.jenis') },
      { key: 'nama_customer', header: t('manualStock.common.customer') },
      { key: 'kode_group', header: t('manualStock.common.group') },
      { key: 'kode_dept', header: t('manualStock.common.jenis') },
      { key: 'kode_baki', header: t('manualStock.common.baki') },
      { key: 'qty', header: t('manualStock.common.qty'), kind: 'number', total: 'sum' },
      { key: 'berat', header: t('manualStock.common.berat'), kind: 'weight', total: 'sum' },
      { key: 'harga', header: t('manualStock.common.harga'), kind: 'money', total: 'sum' },
      { key: 'valid', header: t('manualStock.report.valid') },
      { key: 'input_by', header: t('manualStock.report.inputBy') },
    ],
  };
}
