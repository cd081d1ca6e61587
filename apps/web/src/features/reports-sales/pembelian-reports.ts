import {
  SALES_REPORT_PATHS,
  JENIS_BAYAR_FILTER,
  PEMBELIAN_SORT_BY,
  REKAP_PEMBELIAN_PER,
  SELISIH_FILTER,
  type BatalPembelianRow,
  type PembelianPerFakturGroup,
  type PembelianPerFakturLine,
  type RekapRow,
  type RekapTransaksiPembelianRow,
  type SelisihPembelianRow,
  type TransaksiPembelianRow,
} from '@emas/domain';
import type { TFunction } from 'i18next';
import { colOf, optionsOf, rekapKunci, withAll } from './report-texts';
import type { ReportChoice, ReportDefinition } from '../../kit/report-types';


export type PerFakturChoices = { kelompokHarga: readonly ReportChoice[]; groups: readonly ReportChoice[]; kondisi: readonly ReportChoice[] };

/**
 * Laporan Pembelian Per Faktur (spec 000 §2, §7): pembelian/hidup/report-limited with tgl_from,
 * tgl_to, kelompok_harga, kode_group, kondisi (each list starting with ALL / SEMUA); the answer's
 * groups of kondisi are shown per kondisi with their subtotals.
 */
export function pembelianPerFakturReport(t: TFunction, choices: PerFakturChoices): ReportDefinition<PembelianPerFakturLine> {
  return {
    key: 'pembelian-per-faktur',
    title: t('reportsSales.titles.pembelianPerFaktur'),
    endpoint: SALES_REPORT_PATHS.pembelianPerFaktur,
    fileName: t('reportsSales.titles.pembelianPerFaktur'),
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.no_faktur_beli}`,
    extraFields: [
      { name: 'kelompok_harga', label: t('reportsSales.filters.kelompokHarga'), type: 'select', options: withAll(t, choices.kelompokHarga), defaultValue: 'ALL' },
      { name: 'kode_group', label: t('reportsSales.filters.kodeGroup'), type: 'select', options: withAll(t, choices.groups), defaultValue: 'ALL' },
      { name: 'kondisi', label: t('reportsSales.filters.kondisi'), type: 'select', options: withAll(t, choices.kondisi), defaultValue: 'ALL' },
    ],
    toQuery: (v) => ({ tgl_from: v.tgl_awal, tgl_to: v.tgl_akhir, kelompok_harga: v.kelompok_harga, kode_group: v.kode_group, kondisi: v.kondisi }),
    select: (data) => (Array.isArray(data) ? (data as PembelianPerFakturGroup[]).flatMap((g) => g.detail) : []),
    groupBy: () => (r) => r.kondisi,
    columns: [
      { key: 'tgl_system', header: colOf(t, 'tanggal'), kind: 'date' },
      { key: 'no_faktur_beli', header: colOf(t, 'noFakturBeli'), total: 'count' },
      { key: 'kode_sales', header: colOf(t, 'sales') },
      { key: 'nama_barang', header: colOf(t, 'namaBarang') },
      { key: 'kode_group', header: colOf(t, 'group') },
      { key: 'harga_emas', header: colOf(t, 'hargaEmas'), kind: 'money' },
      { key: 'berat_nota', header: colOf(t, 'beratNota'), kind: 'weight' },
      { key: 'berat', header: colOf(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'harga_nota', header: colOf(t, 'hargaNota'), kind: 'money' },
      { key: 'harga', header: colOf(t, 'harga'), kind: 'money', total: 'sum' },
      { key: 'rata_asal', header: colOf(t, 'rataAsal'), kind: 'money' },
    ],
  };
}

/** Laporan Transaksi Pembelian (/laporan-transaksi-pembelian). */
export function transaksiPembelianReport(t: TFunction): ReportDefinition<TransaksiPembelianRow> {
  return {
    key: 'transaksi-pembelian',
    title: t('reportsSales.titles.transaksiPembelian'),
    endpoint: SALES_REPORT_PATHS.transaksiPembelian,
    fileName: t('reportsSales.titles.transaksiPembelian'),
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.no_faktur_beli}`,
    filter: { label: t('reportsSales.filters.jenisBayar'), defaultValue: 'ALL', options: optionsOf(t, JENIS_BAYAR_FILTER) },
    sortBy: { label: t('reportsSales.filters.sortBy'), defaultValue: 'no_faktur_beli', options: optionsOf(t, PEMBELIAN_SORT_BY) },
    columns: [
      { key: 'tgl_system', header: colOf(t, 'tanggal'), kind: 'date' },
      { key: 'no_faktur_beli', header: colOf(t, 'noFakturBeli'), total: 'count' },
      { key: 'kode_sales', header: colOf(t, 'sales') },
      { key: 'nama_customer', header: colOf(t, 'customer') },
      { key: 'nama_barang', header: colOf(t, 'namaBarang') },
      { key: 'kode_group', header: colOf(t, 'group') },
      { key: 'kadar', header: colOf(t, 'kadar'), kind: 'rate' },
      { key: 'kondisi', header: colOf(t, 'kondisi') },
      { key: 'berat', header: colOf(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'harga_emas', header: colOf(t, 'hargaEmas'), kind: 'money' },
      { key: 'harga', header: colOf(t, 'harga'), kind: 'money', total: 'sum' },
      { key: 'jenis_bayar', header: colOf(t, 'jenisBayar') },
    ],
  };
}

/** Rekap Pembelian (/laporan-rekap-pembelian). */
export function rekapPembelianReport(t: TFunction): ReportDefinition<RekapRow> {
  return {
    key: 'rekap-pembelian',
    title: t('reportsSales.titles.rekapPembelian'),
    endpoint: SALES_REPORT_PATHS.rekapPembelian,
    fileName: t('reportsSales.titles.rekapPembelian'),
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.kunci}`,
    filter: { label: t('reportsSales.filters.per'), defaultValue: 'TANGGAL', options: optionsOf(t, REKAP_PEMBELIAN_PER) },
    columns: [
      { key: 'kunci', header: colOf(t, 'kunci'), value: rekapKunci },
      { key: 'nama', header: colOf(t, 'nama') },
      { key: 'jumlah_nota', header: colOf(t, 'jumlahNota'), kind: 'number', total: 'sum' },
      { key: 'qty', header: colOf(t, 'qty'), kind: 'number', total: 'sum' },
      { key: 'berat', header: colOf(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'harga', header: colOf(t, 'harga'), kind: 'money', total: 'sum' },
    ],
  };
}

/** Laporan Batal Pembelian (/laporan-batal-pembelian). */
export function batalPembelianReport(t: TFunction): ReportDefinition<BatalPembelianRow> {
  return {
    key: 'batal-pembelian',
    title: t('reportsSales.titles.batalPembelian'),
    endpoint: SALES_REPORT_PATHS.batalPembelian,
    fileName: t('reportsSales.titles.batalPembelian'),
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.no_faktur_beli}`,
    columns: [
      { key: 'tgl_system', header: colOf(t, 'tanggal'), kind: 'date' },
      { key: 'tgl_batal', header: colOf(t, 'tglBatal'), kind: 'date' },
      { key: 'no_faktur_beli', header: colOf(t, 'noFakturBeli'), total: 'count' },
      { key: 'nama_barang', header: colOf(t, 'namaBarang') },
      { key: 'berat', header: colOf(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'harga', header: colOf(t, 'harga'), kind: 'money', total: 'sum' },
      { key: 'alasan', header: colOf(t, 'alasan') },
      { key: 'batal_by', header: colOf(t, 'batalBy') },
      { key: 'otorisasi_by', header: colOf(t, 'otorisasiBy') },
    ],
  };
}

/** Laporan Selisih (/laporan-selisih-pembelian): paid against computed. */
export function selisihPembelianReport(t: TFunction): ReportDefinition<SelisihPembelianRow> {
  return {
    key: 'selisih-pembelian',
    title: t('reportsSales.titles.selisihPembelian'),
    endpoint: SALES_REPORT_PATHS.selisihPembelian,
    fileName: t('reportsSales.titles.selisihPembelian'),
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.no_faktur_beli}`,
    filter: { label: t('reportsSales.filters.arah'), defaultValue: 'ALL', options: optionsOf(t, SELISIH_FILTER) },
    columns: [
      { key: 'tgl_system', header: colOf(t, 'tanggal'), kind: 'date' },
      { key: 'no_faktur_beli', header: colOf(t, 'noFakturBeli'), total: 'count' },
      { key: 'nama_barang', header: colOf(t, 'namaBarang') },
      { key: 'kode_group', header: colOf(t, 'group') },
      { key: 'kondisi', header: colOf(t, 'kondisi') },
      { key: 'berat', header: colOf(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'harga_hitung', header: colOf(t, 'hargaHitung'), kind: 'money', total: 'sum' },
      { key: 'harga', header: colOf(t, 'harga'), kind: 'money', total: 'sum' },
      { key: 'selisih', header: colOf(t, 'selisih'), kind: 'money', total: 'sum' },
      { key: 'otorisasi_by', header: colOf(t, 'otorisasiBy') },
    ],
  };
}

/** /laporan-rekap-transaksi-pembelian (shop flag): per day by way of payment. */
export function rekapTransaksiPembelianReport(t: TFunction): ReportDefinition<RekapTransaksiPembelianRow> {
  return {
    key: 'rekap-transaksi-pembelian',
    title: t('reportsSales.titles.rekapTransaksiPembelian'),
    endpoint: SALES_REPORT_PATHS.rekapTransaksiPembelian,
    fileName: t('reportsSales.titles.rekapTransaksiPembelian'),
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.tgl_system}`,
    columns: [
      { key: 'tgl_system', header: colOf(t, 'tanggal'), kind: 'date' },
      { key: 'jumlah_nota', header: colOf(t, 'jumlahNota'), kind: 'number', total: 'sum' },
      { key: 'berat', header: colOf(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'cash', header: colOf(t, 'cash'), kind: 'money', total: 'sum' },
      { key: 'transfer', header: colOf(t, 'transfer'), kind: 'money', total: 'sum' },
      { key: 'tukar', header: colOf(t, 'tukar'), kind: 'money', total: 'sum' },
      { key: 'total', header: colOf(t, 'total'), kind: 'money', total: 'sum' },
    ],
  };
}
