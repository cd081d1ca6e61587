import { SALES_REPORT_PATHS, OTORISASI_STATUS_FILTER, type OtorisasiRow, type PerubahanHargaRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import { colOf, optionsOf, withAll } from './report-texts';
import type { ReportChoice, ReportDefinition } from '../../kit/report-types';


/** Laporan Otorisasi (/laporan-otorisasi): every approval and rejection. */
export function otorisasiReport(t: TFunction): ReportDefinition<OtorisasiRow> {
  return {
    key: 'otorisasi',
    title: t('reportsSales.titles.otorisasi'),
    endpoint: SALES_REPORT_PATHS.otorisasi,
    fileName: t('reportsSales.titles.otorisasi'),
    storePicker: true,
    rowKey: (r) => r.id,
    filter: { label: t('reportsSales.filters.status'), defaultValue: 'ALL', options: optionsOf(t, OTORISASI_STATUS_FILTER) },
    columns: [
      { key: 'decided_at', header: colOf(t, 'waktu'), kind: 'datetime' },
      { key: 'operasi', header: colOf(t, 'operasi'), total: 'count' },
      { key: 'dokumen', header: colOf(t, 'dokumen') },
      { key: 'requested_by', header: colOf(t, 'requestedBy') },
      { key: 'approved_by', header: colOf(t, 'approvedBy') },
      { key: 'metode', header: colOf(t, 'metode') },
      { key: 'status', header: colOf(t, 'status'), value: (r) => t(`reportsSales.options.${r.status}`, { defaultValue: r.status }) },
      { key: 'nilai', header: colOf(t, 'nilai'), kind: 'money' },
      { key: 'alasan', header: colOf(t, 'alasan') },
    ],
  };
}

/** Laporan Perubahan Harga Emas (/laporan-perubahan-harga-emas). */
export function perubahanHargaReport(t: TFunction, groups: readonly ReportChoice[]): ReportDefinition<PerubahanHargaRow> {
  return {
    key: 'perubahan-harga-emas',
    title: t('reportsSales.titles.perubahanHarga'),
    endpoint: SALES_REPORT_PATHS.perubahanHargaEmas,
    fileName: t('reportsSales.titles.perubahanHarga'),
    storePicker: true,
    rowKey: (r) => String(r.id),
    extraFields: [{ name: 'kode_group', label: t('reportsSales.filters.kodeGroup'), type: 'select', options: withAll(t, groups), defaultValue: 'ALL' }],
    columns: [
      { key: 'tgl_berlaku', header: colOf(t, 'tglBerlaku'), kind: 'date' },
      { key: 'kode_group', header: colOf(t, 'group'), total: 'count' },
      { key: 'harga_jual_lama', header: colOf(t, 'hargaJualLama'), kind: 'money' },
      { key: 'harga_jual', header: colOf(t, 'hargaJual'), kind: 'money' },
      { key: 'harga_beli_lama', header: colOf(t, 'hargaBeliLama'), kind: 'money' },
      { key: 'harga_beli', header: colOf(t, 'hargaBeli'), kind: 'money' },
      { key: 'sumber', header: colOf(t, 'sumber') },
      { key: 'created_by', header: colOf(t, 'inputBy') },
      { key: 'created_at', header: colOf(t, 'waktu'), kind: 'datetime' },
    ],
  };
}
