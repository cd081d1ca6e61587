import {
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
import type { ReportChoice, ReportDefinition } from '../../kit/report-types';

const options = (t: TFunction, values: readonly string[]): ReportChoice[] => values.map((value) => ({ value, label: t(`reportsSales.options.${value}`) }));
const c = (t: TFunction, key: string) => t(`reportsSales.cols.${key}`);
const withAll = (t: TFunction, list: readonly ReportChoice[]): ReportChoice[] => [{ value: 'ALL', label: t('reportsSales.options.ALL') }, ...list];

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
    endpoint: 'pembelian/hidup/report-limited',
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
      { key: 'tgl_system', header: c(t, 'tanggal'), kind: 'date' },
      { key: 'no_faktur_beli', header: c(t, 'noFakturBeli'), total: 'count' },
      { key: 'kode_sales', header: c(t, 'sales') },
      { key: 'nama_barang', header: c(t, 'namaBarang') },
      { key: 'kode_group', header: c(t, 'group') },
      { key: 'harga_emas', header: c(t, 'hargaEmas'), kind: 'money' },
      { key: 'berat_nota', header: c(t, 'beratNota'), kind: 'weight' },
      { key: 'berat', header: c(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'harga_nota', header: c(t, 'hargaNota'), kind: 'money' },
      { key: 'harga', header: c(t, 'harga'), kind: 'money', total: 'sum' },
      { key: 'rata_asal', header: c(t, 'rataAsal'), kind: 'money' },
    ],
  };
}

/** Laporan Transaksi Pembelian (/laporan-transaksi-pembelian). */
export function transaksiPembelianReport(t: TFunction): ReportDefinition<TransaksiPembelianRow> {
  return {
    key: 'transaksi-pembelian',
    title: t('reportsSales.titles.transaksiPembelian'),
    endpoint: 'laporan/transaksi-pembelian',
    fileName: t('reportsSales.titles.transaksiPembelian'),
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.no_faktur_beli}`,
    filter: { label: t('reportsSales.filters.jenisBayar'), defaultValue: 'ALL', options: options(t, JENIS_BAYAR_FILTER) },
    sortBy: { label: t('reportsSales.filters.sortBy'), defaultValue: 'no_faktur_beli', options: options(t, PEMBELIAN_SORT_BY) },
    columns: [
      { key: 'tgl_system', header: c(t, 'tanggal'), kind: 'date' },
      { key: 'no_faktur_beli', header: c(t, 'noFakturBeli'), total: 'count' },
      { key: 'kode_sales', header: c(t, 'sales') },
      { key: 'nama_customer', header: c(t, 'customer') },
      { key: 'nama_barang', header: c(t, 'namaBarang') },
      { key: 'kode_group', header: c(t, 'group') },
      { key: 'kadar', header: c(t, 'kadar'), kind: 'rate' },
      { key: 'kondisi', header: c(t, 'kondisi') },
      { key: 'berat', header: c(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'harga_emas', header: c(t, 'hargaEmas'), kind: 'money' },
      { key: 'harga', header: c(t, 'harga'), kind: 'money', total: 'sum' },
      { key: 'jenis_bayar', header: c(t, 'jenisBayar') },
    ],
  };
}

/** Rekap Pembelian (/laporan-rekap-pembelian). */
export function rekapPembelianReport(t: TFunction): ReportDefinition<RekapRow> {
  return {
    key: 'rekap-pembelian',
    title: t('reportsSales.titles.rekapPembelian'),
    endpoint: 'laporan/rekap-pembelian',
    fileName: t('reportsSales.titles.rekapPembelian'),
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.kunci}`,
    filter: { label: t('reportsSales.filters.per'), defaultValue: 'TANGGAL', options: options(t, REKAP_PEMBELIAN_PER) },
    columns: [
      { key: 'kunci', header: c(t, 'kunci') },
      { key: 'nama', header: c(t, 'nama') },
      { key: 'jumlah_nota', header: c(t, 'jumlahNota'), kind: 'number', total: 'sum' },
      { key: 'qty', header: c(t, 'qty'), kind: 'number', total: 'sum' },
      { key: 'berat', header: c(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'harga', header: c(t, 'harga'), kind: 'money', total: 'sum' },
    ],
  };
}

/** Laporan Batal Pembelian (/laporan-batal-pembelian). */
export function batalPembelianReport(t: TFunction): ReportDefinition<BatalPembelianRow> {
  return {
    key: 'batal-pembelian',
    title: t('reportsSales.titles.batalPembelian'),
    endpoint: 'laporan/batal-pembelian',
    fileName: t('reportsSales.titles.batalPembelian'),
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.no_faktur_beli}`,
    columns: [
      { key: 'tgl_system', header: c(t, 'tanggal'), kind: 'date' },
      { key: 'tgl_batal', header: c(t, 'tglBatal'), kind: 'date' },
      { key: 'no_faktur_beli', header: c(t, 'noFakturBeli'), total: 'count' },
      { key: 'nama_barang', header: c(t, 'namaBarang') },
      { key: 'berat', header: c(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'harga', header: c(t, 'harga'), kind: 'money', total: 'sum' },
      { key: 'alasan', header: c(t, 'alasan') },
      { key: 'batal_by', header: c(t, 'batalBy') },
      { key: 'otorisasi_by', header: c(t, 'otorisasiBy') },
    ],
  };
}

/** Laporan Selisih (/laporan-selisih-pembelian): paid against computed. */
export function selisihPembelianReport(t: TFunction): ReportDefinition<SelisihPembelianRow> {
  return {
    key: 'selisih-pembelian',
    title: t('reportsSales.titles.selisihPembelian'),
    endpoint: 'laporan/selisih-pembelian',
    fileName: t('reportsSales.titles.selisihPembelian'),
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.no_faktur_beli}`,
    filter: { label: t('reportsSales.filters.arah'), defaultValue: 'ALL', options: options(t, SELISIH_FILTER) },
    columns: [
      { key: 'tgl_system', header: c(t, 'tanggal'), kind: 'date' },
      { key: 'no_faktur_beli', header: c(t, 'noFakturBeli'), total: 'count' },
      { key: 'nama_barang', header: c(t, 'namaBarang') },
      { key: 'kode_group', header: c(t, 'group') },
      { key: 'kondisi', header: c(t, 'kondisi') },
      { key: 'berat', header: c(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'harga_hitung', header: c(t, 'hargaHitung'), kind: 'money', total: 'sum' },
      { key: 'harga', header: c(t, 'harga'), kind: 'money', total: 'sum' },
      { key: 'selisih', header: c(t, 'selisih'), kind: 'money', total: 'sum' },
      { key: 'otorisasi_by', header: c(t, 'otorisasiBy') },
    ],
  };
}

/** /laporan-rekap-transaksi-pembelian (shop flag): per day by way of payment. */
export function rekapTransaksiPembelianReport(t: TFunction): ReportDefinition<RekapTransaksiPembelianRow> {
  return {
    key: 'rekap-transaksi-pembelian',
    title: t('reportsSales.titles.rekapTransaksiPembelian'),
    endpoint: 'laporan/rekap-transaksi-pembelian',
    fileName: t('reportsSales.titles.rekapTransaksiPembelian'),
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.tgl_system}`,
    columns: [
      { key: 'tgl_system', header: c(t, 'tanggal'), kind: 'date' },
      { key: 'jumlah_nota', header: c(t, 'jumlahNota'), kind: 'number', total: 'sum' },
      { key: 'berat', header: c(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'cash', header: c(t, 'cash'), kind: 'money', total: 'sum' },
      { key: 'transfer', header: c(t, 'transfer'), kind: 'money', total: 'sum' },
      { key: 'tukar', header: c(t, 'tukar'), kind: 'money', total: 'sum' },
      { key: 'total', header: c(t, 'total'), kind: 'money', total: 'sum' },
    ],
  };
}
