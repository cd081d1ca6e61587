import { ORDER_REPORT_PATHS, ORDER_REPORT_FILES, type OrderCancelReportRow, type OrderGoodsReportRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportDefinition, ReportFormValues } from '../../kit/report-types';

const period = (v: ReportFormValues) => ({ tgl_from: v.tgl_awal ?? '', tgl_to: v.tgl_akhir ?? '' });

/** Laporan Batal Pesanan (spec 001 §2, §3, §7, §8, §9): pesanan/batal-reports with tgl_from, tgl_to; weights with 2 decimals. */
export function batalPesananReport(t: TFunction): ReportDefinition<OrderCancelReportRow> {
  return {
    key: 'batal-pesanan',
    title: t('orders.reports.batalTitle'),
    endpoint: ORDER_REPORT_PATHS.batal,
    storePicker: true,
    fileName: ORDER_REPORT_FILES.batal,
    rowKey: (r) => r.no_pesanan,
    toQuery: period,
    messages: { available: t('orders.reports.batalAvailable'), empty: t('orders.reports.batalEmpty') },
    columns: [
      { key: 'no_pesanan', header: t('orders.reports.noPesanan'), total: 'count' },
      { key: 'kode_sales', header: t('orders.reports.kodeSales') },
      { key: 'tanggal', header: t('orders.reports.tanggal'), kind: 'date' },
      { key: 'total_berat', header: t('orders.reports.totalBerat'), kind: 'weight2', total: 'sum' },
      { key: 'total_qty', header: t('orders.reports.totalQty'), kind: 'number', total: 'sum' },
      { key: 'ongkos', header: t('orders.reports.ongkos'), kind: 'money', total: 'sum' },
      { key: 'total_harga', header: t('orders.reports.totalHarga'), kind: 'money', total: 'sum' },
      { key: 'jumlah_bayar', header: t('orders.reports.jumlahBayar'), kind: 'money', total: 'sum' },
      { key: 'sisa_bayar', header: t('orders.reports.sisaBayar'), kind: 'money', total: 'sum' },
    ],
  };
}

/** Laporan Pesanan Barang (spec 001 §2, §3, §7, §8, §9): /pesanan/report-pesanan-barang with tgl_from, tgl_to. */
export function pesananBarangReport(t: TFunction): ReportDefinition<OrderGoodsReportRow> {
  return {
    key: 'pesanan-barang',
    title: t('orders.reports.barangTitle'),
    endpoint: ORDER_REPORT_PATHS.pesananBarang,
    storePicker: true,
    fileName: ORDER_REPORT_FILES.barang,
    rowKey: (r, i) => `${r.no_pesanan}-${i}`,
    toQuery: period,
    messages: { available: t('orders.reports.barangAvailable'), empty: t('orders.reports.barangEmpty') },
    columns: [
      { key: 'no_pesanan', header: t('orders.reports.noPesanan'), total: 'count' },
      { key: 'kode_sales', header: t('orders.reports.kodeSales') },
      { key: 'tgl_pesanan', header: t('orders.reports.tglPesanan'), kind: 'date' },
      { key: 'deskripsi', header: t('orders.reports.deskripsi') },
      { key: 'berat', header: t('orders.reports.berat'), kind: 'weight2', total: 'sum' },
      { key: 'ongkos', header: t('orders.reports.ongkos'), kind: 'money', total: 'sum' },
      { key: 'sub_total', header: t('orders.reports.subTotal'), kind: 'money', total: 'sum' },
    ],
  };
}
