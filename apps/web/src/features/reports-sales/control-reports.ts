import { OTORISASI_STATUS_FILTER, type OtorisasiRow, type PerubahanHargaRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportChoice, ReportDefinition } from '../../kit/report-types';

const c = (t: TFunction, key: string) => t(`reportsSales.cols.${key}`);

/** Laporan Otorisasi (/laporan-otorisasi): every approval and rejection. */
export function otorisasiReport(t: TFunction): ReportDefinition<OtorisasiRow> {
  return {
    key: 'otorisasi',
    title: t('reportsSales.titles.otorisasi'),
    endpoint: 'laporan/otorisasi',
    fileName: t('reportsSales.titles.otorisasi'),
    storePicker: true,
    rowKey: (r) => r.id,
    filter: { label: t('reportsSales.filters.status'), defaultValue: 'ALL', options: OTORISASI_STATUS_FILTER.map((value) => ({ value, label: t(`reportsSales.options.${value}`) })) },
    columns: [
      { key: 'decided_at', header: c(t, 'waktu'), kind: 'datetime' },
      { key: 'operasi', header: c(t, 'operasi'), total: 'count' },
      { key: 'dokumen', header: c(t, 'dokumen') },
      { key: 'requested_by', header: c(t, 'requestedBy') },
      { key: 'approved_by', header: c(t, 'approvedBy') },
      { key: 'metode', header: c(t, 'metode') },
      { key: 'status', header: c(t, 'status'), value: (r) => t(`reportsSales.options.${r.status}`, { defaultValue: r.status }) },
      { key: 'nilai', header: c(t, 'nilai'), kind: 'money' },
      { key: 'alasan', header: c(t, 'alasan') },
    ],
  };
}

/** Laporan Perubahan Harga Emas (/laporan-perubahan-harga-emas). */
export function perubahanHargaReport(t: TFunction, groups: readonly ReportChoice[]): ReportDefinition<PerubahanHargaRow> {
  return {
    key: 'perubahan-harga-emas',
    title: t('reportsSales.titles.perubahanHarga'),
    endpoint: 'laporan/perubahan-harga-emas',
    fileName: t('reportsSales.titles.perubahanHarga'),
    storePicker: true,
    rowKey: (r) => String(r.id),
    extraFields: [{ name: 'kode_group', label: t('reportsSales.filters.kodeGroup'), type: 'select', options: [{ value: 'ALL', label: t('reportsSales.options.ALL') }, ...groups], defaultValue: 'ALL' }],
    columns: [
      { key: 'tgl_berlaku', header: c(t, 'tglBerlaku'), kind: 'date' },
      { key: 'kode_group', header: c(t, 'group'), total: 'count' },
      { key: 'harga_jual_lama', header: c(t, 'hargaJualLama'), kind: 'money' },
      { key: 'harga_jual', header: c(t, 'hargaJual'), kind: 'money' },
      { key: 'harga_beli_lama', header: c(t, 'hargaBeliLama'), kind: 'money' },
      { key: 'harga_beli', header: c(t, 'hargaBeli'), kind: 'money' },
      { key: 'sumber', header: c(t, 'sumber') },
      { key: 'created_by', header: c(t, 'inputBy') },
      { key: 'created_at', header: c(t, 'waktu'), kind: 'datetime' },
    ],
  };
}
