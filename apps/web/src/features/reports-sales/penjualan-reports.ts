import {
  SALES_REPORT_PATHS,
  PENJUALAN_GROUP_BY,
  PENJUALAN_SORT_BY,
  REKAP_PER,
  REPORT_SALES_MESSAGES,
  TITIP_STATUS_FILTER,
  type BatalPenjualanRow,
  type BatalTitipRow,
  type LaporanPenjualanRow,
  type RekapPenjualanRow,
  type StokJualRow,
  type TitipanRow,
} from '@emas/domain';
import type { TFunction } from 'i18next';
import { colOf, optionsOf, rekapKunci, withAll } from './report-texts';
import type { ReportChoice, ReportColumn, ReportDefinition } from '../../kit/report-types';


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
    endpoint: SALES_REPORT_PATHS.penjualan,
    fileName: t('reportsSales.titles.penjualan'),
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.no_faktur_jual}`,
    filter: { label: t('reportsSales.filters.groupBy'), defaultValue: 'NONE', options: optionsOf(t, PENJUALAN_GROUP_BY) },
    sortBy: { label: t('reportsSales.filters.sortBy'), defaultValue: 'no_faktur_jual', options: optionsOf(t, PENJUALAN_SORT_BY) },
    extraFields: [{ name: 'kode_group', label: t('reportsSales.filters.kodeGroup'), type: 'select', options: withAll(t, groups), defaultValue: 'ALL' }],
    groupBy: (values) => GROUP_KEY[values.filter ?? ''] ?? null,
    messages: { empty: t(`messages.reportsSales.penjualanEmpty`, { defaultValue: REPORT_SALES_MESSAGES.penjualanEmpty }) },
    columns: [
      { key: 'tgl_system', header: colOf(t, 'tanggal'), kind: 'date' },
      { key: 'no_faktur_jual', header: colOf(t, 'noFaktur'), total: 'count' },
      { key: 'kode_barcode', header: colOf(t, 'barcode') },
      { key: 'nama_barang', header: colOf(t, 'namaBarang') },
      { key: 'kode_group', header: colOf(t, 'group') },
      { key: 'kadar', header: colOf(t, 'kadar'), kind: 'rate' },
      { key: 'berat', header: colOf(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'harga_per_gram', header: colOf(t, 'hargaPerGram'), kind: 'money' },
      { key: 'ongkos', header: colOf(t, 'ongkos'), kind: 'money', total: 'sum' },
      { key: 'harga', header: colOf(t, 'harga'), kind: 'money', total: 'sum' },
      { key: 'kode_sales', header: colOf(t, 'sales'), value: (r) => `${r.kode_sales} ${r.nama_sales}`.trim() },
    ],
  };
}

function rekapColumns(t: TFunction): ReportColumn<RekapPenjualanRow>[] {
  return [
    { key: 'kunci', header: colOf(t, 'kunci'), value: rekapKunci },
    { key: 'nama', header: colOf(t, 'nama') },
    { key: 'jumlah_nota', header: colOf(t, 'jumlahNota'), kind: 'number', total: 'sum' },
    { key: 'qty', header: colOf(t, 'qty'), kind: 'number', total: 'sum' },
    { key: 'berat', header: colOf(t, 'berat'), kind: 'weight', total: 'sum' },
    { key: 'harga', header: colOf(t, 'harga'), kind: 'money', total: 'sum' },
    // the diamond lines (issue 34): the original's Berlian Rp and Ongkos BRL
    { key: 'berlian_rp', header: colOf(t, 'berlianRp'), kind: 'money', total: 'sum' },
    { key: 'ongkos_brl', header: colOf(t, 'ongkosBrl'), kind: 'money', total: 'sum' },
  ];
}

/** Rekap Penjualan (/laporan-rekap-penjualan): per day, sales person or group. */
export function rekapPenjualanReport(t: TFunction): ReportDefinition<RekapPenjualanRow> {
  return {
    key: 'rekap-penjualan',
    title: t('reportsSales.titles.rekapPenjualan'),
    endpoint: SALES_REPORT_PATHS.rekapPenjualan,
    fileName: t('reportsSales.titles.rekapPenjualan'),
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.kunci}`,
    filter: { label: t('reportsSales.filters.per'), defaultValue: 'TANGGAL', options: optionsOf(t, REKAP_PER) },
    messages: { empty: t(`messages.reportsSales.penjualanEmpty`, { defaultValue: REPORT_SALES_MESSAGES.penjualanEmpty }) },
    columns: rekapColumns(t),
  };
}

/** /laporan-rekap-sales (shop flag): per sales person. */
export function rekapSalesReport(t: TFunction): ReportDefinition<RekapPenjualanRow> {
  return {
    key: 'rekap-sales',
    title: t('reportsSales.titles.rekapSales'),
    endpoint: SALES_REPORT_PATHS.rekapSales,
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
    endpoint: SALES_REPORT_PATHS.stokJual,
    fileName: t('reportsSales.titles.stokJual'),
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.kode_dept}-${r.kode_group}-${r.kadar}`,
    columns: [
      { key: 'kode_dept', header: colOf(t, 'jenis') },
      { key: 'kode_group', header: colOf(t, 'group') },
      { key: 'kadar', header: colOf(t, 'kadar'), kind: 'rate' },
      { key: 'qty', header: colOf(t, 'qty'), kind: 'number', total: 'sum' },
      { key: 'berat', header: colOf(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'harga', header: colOf(t, 'harga'), kind: 'money', total: 'sum' },
    ],
  };
}

/** Laporan Batal Penjualan (/laporan-batal-penjualan). */
export function batalPenjualanReport(t: TFunction): ReportDefinition<BatalPenjualanRow> {
  return {
    key: 'batal-penjualan',
    title: t('reportsSales.titles.batalPenjualan'),
    endpoint: SALES_REPORT_PATHS.batalPenjualan,
    fileName: t('reportsSales.titles.batalPenjualan'),
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.no_faktur_jual}`,
    columns: [
      { key: 'tgl_system', header: colOf(t, 'tanggal'), kind: 'date' },
      { key: 'tgl_batal', header: colOf(t, 'tglBatal'), kind: 'date' },
      { key: 'no_faktur_jual', header: colOf(t, 'noFaktur'), total: 'count' },
      { key: 'kode_barcode', header: colOf(t, 'barcode') },
      { key: 'nama_barang', header: colOf(t, 'namaBarang') },
      { key: 'berat', header: colOf(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'harga', header: colOf(t, 'harga'), kind: 'money', total: 'sum' },
      { key: 'alasan', header: colOf(t, 'alasan') },
      { key: 'batal_by', header: colOf(t, 'batalBy') },
      { key: 'otorisasi_by', header: colOf(t, 'otorisasiBy') },
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
    endpoint: SALES_REPORT_PATHS.batalTitip,
    fileName: t('reportsSales.batalTitipFile'),
    storePicker: true,
    rowKey: (r, i) => `${r.kode_toko}-${r.no_titip}-${i}`,
    toQuery: (v) => ({ tgl_from: v.tgl_awal, tgl_to: v.tgl_akhir }),
    messages: {
      available: t('messages.reportsSales.batalTitipAvailable', { defaultValue: REPORT_SALES_MESSAGES.batalTitipAvailable }),
      empty: t('messages.reportsSales.batalTitipEmpty', { defaultValue: REPORT_SALES_MESSAGES.batalTitipEmpty }),
    },
    columns: [
      { key: 'no_titip', header: colOf(t, 'noTitip') },
      { key: 'tgl_batal', header: colOf(t, 'tglBatal'), kind: 'date' },
      { key: 'nama_customer', header: colOf(t, 'customer') },
      { key: 'nama_barang', header: colOf(t, 'namaBarang'), total: 'count' },
      { key: 'berat', header: colOf(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'harga_jual', header: colOf(t, 'hargaJual'), kind: 'money', total: 'sum' },
      { key: 'ongkos', header: colOf(t, 'ongkos'), kind: 'money', total: 'sum' },
      { key: 'harga_total', header: colOf(t, 'hargaTotal'), kind: 'money', total: 'sum' },
      { key: 'dp_rp', header: colOf(t, 'dp'), kind: 'money', total: 'sum' },
    ],
  };
}

/** Laporan Titipan (/laporan-titipan): deposits opened in the period, by status. */
export function titipanReport(t: TFunction): ReportDefinition<TitipanRow> {
  return {
    key: 'titipan',
    title: t('reportsSales.titles.titipan'),
    endpoint: SALES_REPORT_PATHS.titipan,
    fileName: t('reportsSales.titles.titipan'),
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.no_titip}`,
    filter: { label: t('reportsSales.filters.status'), defaultValue: 'ALL', options: optionsOf(t, TITIP_STATUS_FILTER) },
    columns: [
      { key: 'tgl_system', header: colOf(t, 'tanggal'), kind: 'date' },
      { key: 'no_titip', header: colOf(t, 'noTitip'), total: 'count' },
      { key: 'nama_customer', header: colOf(t, 'customer') },
      { key: 'kode_sales', header: colOf(t, 'sales') },
      { key: 'total_berat', header: colOf(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'total_harga', header: colOf(t, 'harga'), kind: 'money', total: 'sum' },
      { key: 'dp', header: colOf(t, 'dp'), kind: 'money', total: 'sum' },
      { key: 'sisa', header: colOf(t, 'sisa'), kind: 'money', total: 'sum' },
      { key: 'status', header: colOf(t, 'status'), value: (r) => t(`reportsSales.options.${r.status}`, { defaultValue: r.status }) },
    ],
  };
}
