import {
  STOCK_REPORT_PATHS,
  ANALISIS_SORT_OPTIONS,
  BARANG_DETAIL_FILTERS,
  ITEM_SORT_OPTIONS,
  KELOMPOK_GROUP_BY,
  STOCK_OPNAME_FILTERS,
  TAMBAH_BARANG_VIEWS,
  type AktivitasTimbangRow,
  type AnalisisHargaRow,
  type BarangAksesorisRow,
  type BarangDetailRow,
  type BarangSummaryRow,
  type HancurReportRow,
  type KelompokBarangRow,
  type PindahBarangReportRow,
  type StockOpnameReportRow,
  type TambahBarangRow,
  type TimbangBakiReportRow,
} from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportChoice, ReportColumn, ReportDefinition, ReportExtraField } from '../../kit/report-types';

/**
 * The stock reports (issue 22 part 2) as report-kit definitions. Every row carries its store, shown
 * first, so a head-office answer over every store reads store by store.
 */

export type StockReportOptions = { gudang: readonly ReportChoice[]; jenis: readonly ReportChoice[] };

const c = (t: TFunction, key: string) => t(`reportsStock.col.${key}`);
const store = <Row>(t: TFunction): ReportColumn<Row> => ({ key: 'kode_toko', header: c(t, 'toko') });
const all = (t: TFunction): ReportChoice => ({ value: 'ALL', label: t('reportsStock.filter.semua') });
const gudangField = (t: TFunction, o: StockReportOptions): ReportExtraField => ({ name: 'kode_gudang', label: t('reportsStock.filter.gudang'), type: 'select', defaultValue: 'ALL', options: [all(t), ...o.gudang] });
const jenisField = (t: TFunction, o: StockReportOptions): ReportExtraField => ({ name: 'kode_dept', label: t('reportsStock.filter.jenis'), type: 'select', defaultValue: 'ALL', options: [all(t), ...o.jenis] });
const titled = (t: TFunction, key: string) => ({ title: t(`reportsStock.titles.${key}`), fileName: t(`reportsStock.titles.${key}`) });

export function barangDetailReport(t: TFunction, o: StockReportOptions): ReportDefinition<BarangDetailRow> {
  return {
    key: 'barang-detail',
    ...titled(t, 'barangDetail'),
    endpoint: STOCK_REPORT_PATHS.barangDetail,
    storePicker: true,
    period: false,
    rowKey: (r) => `${r.kode_toko}-${r.kode_barcode}`,
    filter: { label: t('reportsStock.filter.status'), defaultValue: 'ALL', options: BARANG_DETAIL_FILTERS.map((v) => ({ value: v, label: t(`reportsStock.statuses.${v}`) })) },
    sortBy: { label: t('reportsStock.filter.sortBy'), defaultValue: 'kode_barcode', options: ITEM_SORT_OPTIONS.map((v) => ({ value: v, label: t(`reportsStock.sorts.${v}`) })) },
    extraFields: [gudangField(t, o), jenisField(t, o)],
    columns: [
      store(t),
      { key: 'kode_barcode', header: c(t, 'barcode'), total: 'count' },
      { key: 'nama_barang', header: c(t, 'namaBarang') },
      { key: 'kode_dept', header: c(t, 'jenis') },
      { key: 'kode_group', header: c(t, 'group') },
      { key: 'kadar', header: c(t, 'kadar'), kind: 'rate' },
      { key: 'kode_baki', header: c(t, 'baki'), value: (r) => `${r.kode_gudang} / ${r.kode_baki}` },
      { key: 'size', header: c(t, 'size') },
      { key: 'status', header: c(t, 'status') },
      { key: 'jumlah', header: c(t, 'jumlah'), kind: 'number', total: 'sum' },
      { key: 'berat', header: c(t, 'berat'), kind: 'weight', total: 'sum' },
      // issue 34: a diamond piece's carats, 3 decimals like grams (summed exactly in thousandths)
      { key: 'karat', header: c(t, 'karat'), kind: 'weight', total: 'sum' },
      { key: 'ongkos', header: c(t, 'ongkos'), kind: 'money', total: 'sum' },
      { key: 'harga_jual', header: c(t, 'hargaJual'), kind: 'money', total: 'sum' },
    ],
  };
}

export function barangAksesorisReport(t: TFunction): ReportDefinition<BarangAksesorisRow> {
  return {
    key: 'barang-aksesoris',
    ...titled(t, 'barangAksesoris'),
    endpoint: STOCK_REPORT_PATHS.barangAksesoris,
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.kode_barcode}`,
    columns: [
      store(t),
      { key: 'kode_barcode', header: c(t, 'barcode'), total: 'count' },
      { key: 'nama_barang', header: c(t, 'namaBarang') },
      { key: 'kode_baki', header: c(t, 'baki'), value: (r) => `${r.kode_gudang} / ${r.kode_baki}` },
      { key: 'berat', header: c(t, 'berat'), kind: 'weight' },
      { key: 'harga_jual', header: c(t, 'hargaJual'), kind: 'money' },
      { key: 'qty_masuk', header: c(t, 'qtyMasuk'), kind: 'number', total: 'sum' },
      { key: 'qty_keluar', header: c(t, 'qtyKeluar'), kind: 'number', total: 'sum' },
      { key: 'jumlah', header: c(t, 'jumlah'), kind: 'number', total: 'sum' },
    ],
  };
}

export function tambahBarangReport(t: TFunction): ReportDefinition<TambahBarangRow> {
  return {
    key: 'tambah-barang',
    ...titled(t, 'tambahBarang'),
    endpoint: STOCK_REPORT_PATHS.tambahBarang,
    storePicker: true,
    rowKey: (r, i) => `${r.kode_toko}-${r.kelompok}-${i}`,
    filter: { label: t('reportsStock.filter.view'), defaultValue: 'DETAIL', options: TAMBAH_BARANG_VIEWS.map((v) => ({ value: v, label: t(`reportsStock.views.${v}`) })) },
    columns: [
      store(t),
      { key: 'kelompok', header: c(t, 'kelompok'), total: 'count' },
      { key: 'tgl_system', header: c(t, 'tanggal'), kind: 'date' },
      { key: 'no_ref', header: c(t, 'noRef') },
      { key: 'nama_barang', header: c(t, 'namaBarang') },
      { key: 'qty', header: c(t, 'qty'), kind: 'number', total: 'sum' },
      { key: 'berat', header: c(t, 'berat'), kind: 'weight', total: 'sum' },
    ],
  };
}

export function pindahBarangReport(t: TFunction): ReportDefinition<PindahBarangReportRow> {
  return {
    key: 'pindah-barang',
    ...titled(t, 'pindahBarang'),
    endpoint: STOCK_REPORT_PATHS.pindahBarang,
    storePicker: true,
    rowKey: (r, i) => `${r.kode_toko}-${r.no_pindah}-${r.kode_barcode}-${i}`,
    columns: [
      store(t),
      { key: 'tgl_system', header: c(t, 'tanggal'), kind: 'date' },
      { key: 'no_pindah', header: c(t, 'noPindah'), total: 'count' },
      { key: 'kode_barcode', header: c(t, 'barcode') },
      { key: 'nama_barang', header: c(t, 'namaBarang') },
      { key: 'dari', header: c(t, 'dari') },
      { key: 'ke', header: c(t, 'ke') },
      { key: 'qty', header: c(t, 'qty'), kind: 'number', total: 'sum' },
      { key: 'berat', header: c(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'input_by', header: c(t, 'inputBy') },
    ],
  };
}

export function barangSummaryReport(t: TFunction, o: StockReportOptions): ReportDefinition<BarangSummaryRow> {
  return {
    key: 'barang-summary',
    ...titled(t, 'barangSummary'),
    endpoint: STOCK_REPORT_PATHS.barangSummary,
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.tgl_system}-${r.kode_gudang}`,
    extraFields: [gudangField(t, o)],
    columns: [
      store(t),
      { key: 'tgl_system', header: c(t, 'tanggal'), kind: 'date' },
      { key: 'kode_gudang', header: c(t, 'gudang') },
      { key: 'tutup', header: c(t, 'tutup'), value: (r) => (r.tutup ? c(t, 'ya') : c(t, 'tidak')) },
      { key: 'qty_awal', header: c(t, 'qtyAwal'), kind: 'number' },
      { key: 'berat_awal', header: c(t, 'beratAwal'), kind: 'weight' },
      { key: 'qty_masuk', header: c(t, 'qtyMasuk'), kind: 'number', total: 'sum' },
      { key: 'berat_masuk', header: c(t, 'beratMasuk'), kind: 'weight', total: 'sum' },
      { key: 'qty_keluar', header: c(t, 'qtyKeluar'), kind: 'number', total: 'sum' },
      { key: 'berat_keluar', header: c(t, 'beratKeluar'), kind: 'weight', total: 'sum' },
      { key: 'qty_akhir', header: c(t, 'qtyAkhir'), kind: 'number' },
      { key: 'berat_akhir', header: c(t, 'beratAkhir'), kind: 'weight' },
    ],
  };
}

export function hancurReport(t: TFunction): ReportDefinition<HancurReportRow> {
  return {
    key: 'hancur',
    ...titled(t, 'hancur'),
    endpoint: STOCK_REPORT_PATHS.hancur,
    storePicker: true,
    rowKey: (r, i) => `${r.kode_toko}-${r.no_ref}-${r.kode_barcode}-${i}`,
    columns: [
      store(t),
      { key: 'tgl_system', header: c(t, 'tanggal'), kind: 'date' },
      { key: 'no_ref', header: c(t, 'noRef') },
      { key: 'jenis', header: c(t, 'jenisMutasi') },
      { key: 'kode_barcode', header: c(t, 'barcode'), total: 'count' },
      { key: 'nama_barang', header: c(t, 'namaBarang') },
      { key: 'kode_group', header: c(t, 'group') },
      { key: 'kadar', header: c(t, 'kadar'), kind: 'rate' },
      { key: 'dari', header: c(t, 'dari') },
      { key: 'ke', header: c(t, 'ke') },
      { key: 'qty', header: c(t, 'qty'), kind: 'number', total: 'sum' },
      { key: 'berat', header: c(t, 'berat'), kind: 'weight', total: 'sum' },
      { key: 'input_by', header: c(t, 'inputBy') },
    ],
  };
}

export function stockOpnameReport(t: TFunction): ReportDefinition<StockOpnameReportRow> {
  return {
    key: 'stock-opname',
    ...titled(t, 'stockOpname'),
    endpoint: STOCK_REPORT_PATHS.stockOpname,
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.no_opname}`,
    filter: { label: t('reportsStock.filter.status'), defaultValue: 'ALL', options: STOCK_OPNAME_FILTERS.map((v) => ({ value: v, label: t(`reportsStock.statuses.${v}`) })) },
    columns: [
      store(t),
      { key: 'tgl_system', header: c(t, 'tanggal'), kind: 'date' },
      { key: 'no_opname', header: c(t, 'noOpname'), total: 'count' },
      { key: 'kode_baki', header: c(t, 'baki'), value: (r) => (r.kode_baki ? `${r.kode_gudang} / ${r.kode_baki}` : r.kode_gudang) },
      { key: 'status', header: c(t, 'status'), value: (r) => t(`reportsStock.statuses.${r.status}`, { defaultValue: r.status }) },
      { key: 'jumlah_sistem', header: c(t, 'qtySistem'), kind: 'number', total: 'sum' },
      { key: 'berat_sistem', header: c(t, 'beratSistem'), kind: 'weight', total: 'sum' },
      { key: 'jumlah_found', header: c(t, 'qtyFound'), kind: 'number', total: 'sum' },
      { key: 'jumlah_missing', header: c(t, 'qtyMissing'), kind: 'number', total: 'sum' },
      { key: 'berat_missing', header: c(t, 'beratMissing'), kind: 'weight', total: 'sum' },
      { key: 'jumlah_unexpected', header: c(t, 'qtyUnexpected'), kind: 'number', total: 'sum' },
      { key: 'jumlah_dipindah', header: c(t, 'dipindah'), kind: 'number', total: 'sum' },
      { key: 'input_by', header: c(t, 'inputBy') },
      { key: 'closed_by', header: c(t, 'closedBy') },
    ],
  };
}

export function timbangBakiReport(t: TFunction): ReportDefinition<TimbangBakiReportRow> {
  return {
    key: 'timbang-baki',
    ...titled(t, 'timbangBaki'),
    endpoint: STOCK_REPORT_PATHS.timbangBaki,
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.id}`,
    columns: [
      store(t),
      { key: 'tgl_system', header: c(t, 'tanggal'), kind: 'date' },
      { key: 'created_at', header: c(t, 'waktu'), kind: 'datetime' },
      { key: 'kode_baki', header: c(t, 'baki'), value: (r) => `${r.kode_gudang} / ${r.kode_baki}`, total: 'count' },
      { key: 'jumlah', header: c(t, 'jumlah'), kind: 'number', total: 'sum' },
      { key: 'berat_system', header: c(t, 'beratSistem'), kind: 'weight', total: 'sum' },
      { key: 'berat_timbang', header: c(t, 'beratTimbang'), kind: 'weight', total: 'sum' },
      { key: 'selisih', header: c(t, 'selisih'), kind: 'weight', total: 'sum' },
      { key: 'input_by', header: c(t, 'inputBy') },
    ],
  };
}

export function aktivitasTimbangReport(t: TFunction): ReportDefinition<AktivitasTimbangRow> {
  return {
    key: 'aktivitas-setelah-timbang-baki',
    ...titled(t, 'aktivitasTimbang'),
    endpoint: STOCK_REPORT_PATHS.aktivitasTimbang,
    storePicker: true,
    rowKey: (r, i) => `${r.kode_toko}-${r.kode_baki}-${r.no_ref}-${r.kode_barcode}-${i}`,
    columns: [
      store(t),
      { key: 'tgl_system', header: c(t, 'tanggal'), kind: 'date' },
      { key: 'kode_baki', header: c(t, 'baki'), value: (r) => `${r.kode_gudang} / ${r.kode_baki}` },
      { key: 'waktu_timbang', header: c(t, 'waktuTimbang'), kind: 'datetime' },
      { key: 'created_at', header: c(t, 'waktu'), kind: 'datetime' },
      { key: 'jenis', header: c(t, 'jenisMutasi') },
      { key: 'no_ref', header: c(t, 'noRef') },
      { key: 'kode_barcode', header: c(t, 'barcode'), total: 'count' },
      { key: 'qty_masuk', header: c(t, 'qtyMasuk'), kind: 'number', total: 'sum' },
      { key: 'berat_masuk', header: c(t, 'beratMasuk'), kind: 'weight', total: 'sum' },
      { key: 'qty_keluar', header: c(t, 'qtyKeluar'), kind: 'number', total: 'sum' },
      { key: 'berat_keluar', header: c(t, 'beratKeluar'), kind: 'weight', total: 'sum' },
      { key: 'input_by', header: c(t, 'inputBy') },
    ],
  };
}

/** spec 000: Laporan Analisis Harga Barang (Jenis, Harga Tertinggi / Terendah; PDF and Excel). */
export function analisisHargaReport(t: TFunction, o: StockReportOptions): ReportDefinition<AnalisisHargaRow> {
  return {
    key: 'analisis-harga-barang',
    ...titled(t, 'analisisHarga'),
    endpoint: STOCK_REPORT_PATHS.analisisHarga,
    storePicker: true,
    period: false,
    rowKey: (r) => `${r.kode_toko}-${r.kode_barcode}`,
    extraFields: [
      jenisField(t, o),
      { name: 'sort_by', label: t('reportsStock.filter.sortBy'), type: 'select', defaultValue: 'HARGA_MAX', options: ANALISIS_SORT_OPTIONS.map((v) => ({ value: v, label: t(`reportsStock.sorts.${v}`) })) },
    ],
    // spec 000 §8: success 'Laporan Analisis Harga Barang', failure 'Terjadi Kesalahan Saat Request Data'
    messages: { available: t('messages.reportsStock.analisisAvailable'), failed: t('messages.common.loginRequestError') },
    columns: [
      store(t),
      { key: 'kode_barcode', header: c(t, 'barcode'), total: 'count' },
      { key: 'nama_barang', header: c(t, 'namaBarang') },
      { key: 'kode_dept', header: c(t, 'jenis') },
      { key: 'kode_group', header: c(t, 'group') },
      { key: 'kadar', header: c(t, 'kadar'), kind: 'rate' },
      { key: 'kode_baki', header: c(t, 'baki') },
      { key: 'berat', header: c(t, 'berat'), kind: 'weight', total: 'sum' },
      // issue 34: a diamond piece's carats
      { key: 'karat', header: c(t, 'karat'), kind: 'weight', total: 'sum' },
      { key: 'harga_per_gram', header: c(t, 'hargaPerGram'), kind: 'money' },
      { key: 'harga_jual', header: c(t, 'hargaJual'), kind: 'money', total: 'sum' },
    ],
  };
}

/** A line of the kelompok report: a name, or a name's size (NAMA BARANG DAN SIZE). */
export type KelompokLine = { kode_toko: string; nama_barang: string; size: string; berat: string; jumlah: number; karat: string };

/** spec 000: Laporan Kelompok Barang (Jenis, NAMA BARANG or NAMA BARANG DAN SIZE; PDF; notice after 500 ms). */
export function kelompokBarangReport(t: TFunction, o: StockReportOptions): ReportDefinition<KelompokLine> {
  const groupBy = [
    { value: KELOMPOK_GROUP_BY[0], label: t('reportsStock.views.namaBarang') },
    { value: KELOMPOK_GROUP_BY[1], label: t('reportsStock.views.namaBarangSize') },
  ];
  return {
    key: 'kelompok-barang',
    ...titled(t, 'kelompokBarang'),
    endpoint: STOCK_REPORT_PATHS.kelompokBarang,
    storePicker: true,
    period: false,
    successDelayMs: 500,
    exports: { pdf: true, excel: false },
    rowKey: (r, i) => `${r.kode_toko}-${r.nama_barang}-${r.size}-${i}`,
    extraFields: [jenisField(t, o), { name: 'group_by', label: t('reportsStock.filter.groupBy'), type: 'select', defaultValue: KELOMPOK_GROUP_BY[0], options: groupBy }],
    messages: { available: t('messages.reportsStock.kelompokAvailable') },
    select: (data) =>
      (Array.isArray(data) ? (data as KelompokBarangRow[]) : []).flatMap((r) =>
        r.detail.length
          ? r.detail.map((d) => ({ kode_toko: r.kode_toko, nama_barang: r.nama_barang, size: d.size, berat: d.berat, jumlah: d.jumlah, karat: d.karat }))
          : [{ kode_toko: r.kode_toko, nama_barang: r.nama_barang, size: '', berat: r.berat, jumlah: r.jumlah, karat: r.karat }],
      ),
    columns: [
      store(t),
      { key: 'nama_barang', header: c(t, 'namaBarang'), total: 'count' },
      { key: 'size', header: c(t, 'size') },
      { key: 'jumlah', header: c(t, 'jumlah'), kind: 'number', total: 'sum' },
      { key: 'berat', header: c(t, 'berat'), kind: 'weight', total: 'sum' },
      // issue 34: the diamond pieces' carats under the name
      { key: 'karat', header: c(t, 'karat'), kind: 'weight', total: 'sum' },
    ],
  };
}
