import { STOCK_REPORT_PATHS, ANOMALI_KINDS, MANAGERIAL_GROUPS, MANAGERIAL_MEASURES, type AnomaliRow, type ManagerialRow, type MarginGroupRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportDefinition } from '../../kit/report-types';

/** The management reports (issue 22 part 2) as report-kit definitions. */

const c = (t: TFunction, key: string) => t(`reportsStock.col.${key}`);

export function managerialReport(t: TFunction): ReportDefinition<ManagerialRow> {
  return {
    key: 'managerial-analysis',
    title: t('reportsStock.titles.managerial'),
    fileName: t('reportsStock.titles.managerial'),
    endpoint: STOCK_REPORT_PATHS.managerial,
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.kode}`,
    filter: { label: t('reportsStock.filter.per'), defaultValue: 'JENIS', options: MANAGERIAL_GROUPS.map((v) => ({ value: v, label: t(`reportsStock.views.${v}`) })) },
    sortBy: { label: t('reportsStock.filter.measure'), defaultValue: 'QTY', options: MANAGERIAL_MEASURES.map((v) => ({ value: v, label: t(`reportsStock.sorts.${v}`) })) },
    columns: [
      { key: 'kode_toko', header: c(t, 'toko') },
      { key: 'kode', header: c(t, 'kode'), total: 'count' },
      { key: 'nama', header: c(t, 'nama') },
      { key: 'qty_terjual', header: c(t, 'qtyTerjual'), kind: 'number', total: 'sum' },
      { key: 'berat_terjual', header: c(t, 'beratTerjual'), kind: 'weight', total: 'sum' },
      { key: 'qty_stock', header: c(t, 'qtyStock'), kind: 'number', total: 'sum' },
      { key: 'berat_stock', header: c(t, 'beratStock'), kind: 'weight', total: 'sum' },
      { key: 'perputaran', header: c(t, 'perputaran'), kind: 'rate' },
      { key: 'kategori', header: c(t, 'kategori'), value: (r) => t(`reportsStock.moving.${r.kategori === 'FAST MOVING' ? 'FAST' : 'SLOW'}`) },
    ],
  };
}

export function marginGroupReport(t: TFunction): ReportDefinition<MarginGroupRow> {
  return {
    key: 'margin-group',
    title: t('reportsStock.titles.marginGroup'),
    fileName: t('reportsStock.titles.marginGroup'),
    endpoint: STOCK_REPORT_PATHS.marginGroup,
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.kode_group}`,
    columns: [
      { key: 'kode_toko', header: c(t, 'toko') },
      { key: 'kode_group', header: c(t, 'group'), total: 'count' },
      { key: 'nama_group', header: c(t, 'nama') },
      { key: 'qty', header: c(t, 'qty'), kind: 'number', total: 'sum' },
      { key: 'berat', header: c(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'penjualan', header: c(t, 'penjualan'), kind: 'money', total: 'sum' },
      { key: 'modal', header: c(t, 'modal'), kind: 'money', total: 'sum' },
      { key: 'margin', header: c(t, 'margin'), kind: 'money', total: 'sum' },
      { key: 'margin_persen', header: c(t, 'marginPersen'), kind: 'rate' },
    ],
  };
}

export function anomaliReport(t: TFunction): ReportDefinition<AnomaliRow> {
  return {
    key: 'anomali',
    title: t('reportsStock.titles.anomali'),
    fileName: t('reportsStock.titles.anomali'),
    endpoint: STOCK_REPORT_PATHS.anomali,
    storePicker: true,
    rowKey: (r, i) => `${r.kode_toko}-${r.jenis}-${r.no_faktur}-${i}`,
    filter: { label: t('reportsStock.filter.anomali'), defaultValue: 'ALL', options: (['ALL', ...ANOMALI_KINDS] as const).map((v) => ({ value: v, label: t(`reportsStock.anomali.${v}`) })) },
    columns: [
      { key: 'kode_toko', header: c(t, 'toko') },
      { key: 'tgl_system', header: c(t, 'tanggal'), kind: 'date' },
      { key: 'jenis', header: c(t, 'kategori'), value: (r) => t(`reportsStock.anomali.${r.jenis}`), total: 'count' },
      { key: 'no_faktur', header: c(t, 'noFaktur') },
      { key: 'kode_barcode', header: c(t, 'barcode') },
      { key: 'nama_barang', header: c(t, 'namaBarang') },
      { key: 'acuan', header: c(t, 'acuan'), kind: 'money' },
      { key: 'nilai', header: c(t, 'nilai'), kind: 'money' },
      { key: 'selisih', header: c(t, 'selisih'), kind: 'money', total: 'sum' },
      { key: 'input_by', header: c(t, 'inputBy') },
      { key: 'approved_by', header: c(t, 'approvedBy') },
    ],
  };
}
