import {
  PENJUALAN_GROUP_BY,
  PENJUALAN_SORT_BY,
  REKAP_PER,
  REPORT_SALES_MESSAGES,
  TITIP_STATUS_FILTER,
  type BatalPenjualanRow,
  type BatalTitipRow,
  type LaporanPenjualanRow,
  type RekapRow,
  type StokJualRow,
  type TitipanRow,
} from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportChoice, ReportColumn, ReportDefinition } from '../../kit/report-types';

const options = (t: TFunction, values: readonly string[]): ReportChoice[] => values.map((value) => ({ value, label: t(`reportsSales.options.${value}`) }));
const c = (t: TFunction, key: string) => t(`reportsSales.cols.${key}`);

/** Laporan Penjualan (/laporan-penjualan): one row per sold line; group by and sort by; group filter. */
export function laporanPenjualanReport(t: TFunction, groups: readonly ReportChoice[]): ReportDefinition<LaporanPenjualanRow> {
  const GROUP_KEY: Record<string, ((r: LaporanPenjualanRow) => string) | undefined> = {
    GROUP: (r) => r.kode_group,
    SALES: (r) => `${r.kode_sales} - ${r.nama_sales}`,
    TANGGAL: (r) => r.tgl_system,
  };
  return {
    key: 'penjualan',
    title: t('reportsSales.titles.penjualan'),
    endpoint: 'laporan/penjualan',
    fileName: t('reportsSales.titles.penjualan'),
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.no_faktur_jual}`,
    filter: { label: t('reportsSales.filters.groupBy'), defaultValue: 'NONE', options: options(t, PENJUALAN_GROUP_BY) },
    sortBy: { label: t('reportsSales.filters.sortBy'), defaultValue: 'no_faktur_jual', options: options(t, PENJUALAN_SORT_BY) },
    extraFields: [{ name: 'kode_group', label: t('reportsSales.filters.kodeGroup'), type: 'select', options: [{ value: 'ALL', label: t('reportsSales.options.ALL') }, ...groups], defaultValue: 'ALL' }],
    groupBy: (values) => GROUP_KEY[values.filter ?? ''] ?? null,
    messages: { empty: t(`messages.reportsSales.penjualanEmpty`, { defaultValue: REPORT_SALES_MESSAGES.penjualanEmpty }) },
    columns: [
      { key: 'tgl_system', header: c(t, 'tanggal'), kind: 'date' },
      { key: 'no_faktur_jual', header: c(t, 'noFaktur'), total: 'count' },
      { key: 'kode_barcode', header: c(t, 'barcode') },
      { key: 'nama_barang', header: c(t, 'namaBarang') },
      { key: 'kode_group', header: c(t, 'group') },
      { key: 'kadar', header: c(t, 'kadar'), kind: 'rate' },
      { key: 'berat', header: c(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'harga_per_gram', header: c(t, 'hargaPerGram'), kind: 'money' },
      { key: 'ongkos', header: c(t, 'ongkos'), kind: 'money', total: 'sum' },
      { key: 'harga', header: c(t, 'harga'), kind: 'money', total: 'sum' },
      { key: 'kode_sales', header: c(t, 'sales'), value: (r) => `${r.kode_sales} ${r.nama_sales}`.trim() },
    ],
  };
}

function rekapColumns(t: TFunction): ReportColumn<RekapRow>[] {
  return [
    { key: 'kunci', header: c(t, 'kunci') },
    { key: 'nama', header: c(t, 'nama') },
    { key: 'jumlah_nota', header: c(t, 'jumlahNota'), kind: 'number', total: 'sum' },
    { key: 'qty', header: c(t, 'qty'), kind: 'number', total: 'sum' },
    { key: 'berat', header: c(t, 'berat'), kind: 'weight', total: 'sum' },
    { key: 'harga', header: c(t, 'harga'), kind: 'money', total: 'sum' },
  ];
}

/** Rekap Penjualan (/laporan-rekap-penjualan): per day, sales person or group. */
export function rekapPenjualanReport(t: TFunction): ReportDefinition<RekapRow> {
  return {
    key: 'rekap-penjualan',
    title: t('reportsSales.titles.rekapPenjualan'),
    endpoint: 'laporan/rekap-penjualan',
    fileName: t('reportsSales.titles.rekapPenjualan'),
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.kunci}`,
    filter: { label: t('reportsSales.filters.per'), defaultValue: 'TANGGAL', options: options(t, REKAP_PER) },
    messages: { empty: t(`messages.reportsSales.penjualanEmpty`, { defaultValue: REPORT_SALES_MESSAGES.penjualanEmpty }) },
    columns: rekapColumns(t),
  };
}

/** /laporan-rekap-sales (shop flag): per sales person. */
export function rekapSalesReport(t: TFunction): ReportDefinition<RekapRow> {
  return {
    key: 'rekap-sales',
    title: t('reportsSales.titles.rekapSales'),
    endpoint: 'laporan/rekap-sales',
    fileName: t('reportsSales.titles.rekapSales'),
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.kunci}`,
    messages: { empty: t(`messages.reportsSales.penjualanEmpty`, { defaultValue: REPORT_SALES_MESSAGES.penjualanEmpty }) },
    columns: rekapColumns(t),
  };
}

/** Laporan Stok Jual (/laporan-stok-jual): sold per jenis, group and purity. */
export function stokJualReport(t: TFunction): ReportDefinition<StokJualRow> {
  return {
    key: 'stok-jual',
    title: t('reportsSales.titles.stokJual'),
    endpoint: 'laporan/stok-jual',
    fileName: t('reportsSales.titles.stokJual'),
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.kode_dept}-${r.kode_group}-${r.kadar}`,
    columns: [
      { key: 'kode_dept', header: c(t, 'jenis') },
      { key: 'kode_group', header: c(t, 'group') },
      { key: 'kadar', header: c(t, 'kadar'), kind: 'rate' },
      { key: 'qty', header: c(t, 'qty'), kind: 'number', total: 'sum' },
      { key: 'berat', header: c(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'harga', header: c(t, 'harga'), kind: 'money', total: 'sum' },
    ],
  };
}

/** Laporan Batal Penjualan (/laporan-batal-penjualan). */
export function batalPenjualanReport(t: TFunction): ReportDefinition<BatalPenjualanRow> {
  return {
    key: 'batal-penjualan',
    title: t('reportsSales.titles.batalPenjualan'),
    endpoint: 'laporan/batal-penjualan',
    fileName: t('reportsSales.titles.batalPenjualan'),
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.no_faktur_jual}`,
    columns: [
      { key: 'tgl_system', header: c(t, 'tanggal'), kind: 'date' },
      { key: 'tgl_batal', header: c(t, 'tglBatal'), kind: 'date' },
      { key: 'no_faktur_jual', header: c(t, 'noFaktur'), total: 'count' },
      { key: 'kode_barcode', header: c(t, 'barcode') },
      { key: 'nama_barang', header: c(t, 'namaBarang') },
      { key: 'berat', header: c(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'harga', header: c(t, 'harga'), kind: 'money', total: 'sum' },
      { key: 'alasan', header: c(t, 'alasan') },
      { key: 'batal_by', header: c(t, 'batalBy') },
      { key: 'otorisasi_by', header: c(t, 'otorisasiBy') },
    ],
  };
}

/**
 * Laporan Batal Titip (spec 001 §2, §3, §7, §8, §9): titip/report-batal-titip-uang with tgl_from and
 * tgl_to; the row fields nama_barang, berat, harga_jual, ongkos, harga_total, dp_rp; 'Laporan Batal
 * Titip Kosong' / 'Tersedia'; the file 'Laporan Batal Titip'.
 */
export function batalTitipReport(t: TFunction): ReportDefinition<BatalTitipRow> {
  return {
    key: 'batal-titip',
    title: t('reportsSales.titles.batalTitip'),
    endpoint: 'titip/report-batal-titip-uang',
    fileName: t('reportsSales.batalTitipFile'),
    storePicker: true,
    rowKey: (r, i) => `${r.kode_toko}-${r.no_titip}-${i}`,
    toQuery: (v) => ({ tgl_from: v.tgl_awal, tgl_to: v.tgl_akhir }),
    messages: {
      available: t('messages.reportsSales.batalTitipAvailable', { defaultValue: REPORT_SALES_MESSAGES.batalTitipAvailable }),
      empty: t('messages.reportsSales.batalTitipEmpty', { defaultValue: REPORT_SALES_MESSAGES.batalTitipEmpty }),
    },
    columns: [
      { key: 'no_titip', header: c(t, 'noTitip') },
      { key: 'tgl_batal', header: c(t, 'tglBatal'), kind: 'date' },
      { key: 'nama_customer', header: c(t, 'customer') },
      { key: 'nama_barang', header: c(t, 'namaBarang'), total: 'count' },
      { key: 'berat', header: c(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'harga_jual', header: c(t, 'hargaJual'), kind: 'money', total: 'sum' },
      { key: 'ongkos', header: c(t, 'ongkos'), kind: 'money', total: 'sum' },
      { key: 'harga_total', header: c(t, 'hargaTotal'), kind: 'money', total: 'sum' },
      { key: 'dp_rp', header: c(t, 'dp'), kind: 'money', total: 'sum' },
    ],
  };
}

/** Laporan Titipan (/laporan-titipan): deposits opened in the period, by status. */
export function titipanReport(t: TFunction): ReportDefinition<TitipanRow> {
  return {
    key: 'titipan',
    title: t('reportsSales.titles.titipan'),
    endpoint: 'laporan/titipan',
    fileName: t('reportsSales.titles.titipan'),
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.no_titip}`,
    filter: { label: t('reportsSales.filters.status'), defaultValue: 'ALL', options: options(t, TITIP_STATUS_FILTER) },
    columns: [
      { key: 'tgl_system', header: c(t, 'tanggal'), kind: 'date' },
      { key: 'no_titip', header: c(t, 'noTitip'), total: 'count' },
      { key: 'nama_customer', header: c(t, 'customer') },
      { key: 'kode_sales', header: c(t, 'sales') },
      { key: 'total_berat', header: c(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'total_harga', header: c(t, 'harga'), kind: 'money', total: 'sum' },
      { key: 'dp', header: c(t, 'dp'), kind: 'money', total: 'sum' },
      { key: 'sisa', header: c(t, 'sisa'), kind: 'money', total: 'sum' },
      { key: 'status', header: c(t, 'status'), value: (r) => t(`reportsSales.options.${r.status}`, { defaultValue: r.status }) },
    ],
  };
}
