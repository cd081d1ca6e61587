import { BERLIAN_REPORT_PATHS, BUKU_BERLIAN_FILTER, type BukuBerlianRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportChoice, ReportDefinition } from '../../kit/report-types';

export type BukuBerlianOptions = { jenis: readonly ReportChoice[]; supplier: readonly ReportChoice[] };

/**
 * Laporan Buku Berlian (issue 34): every diamond piece received in the period with its stones, certificate, cost and
 * its life from the stock ledger, by status (filter), type and supplier; PDF and Excel by the report kit. The carats
 * are 3 decimals like grams and summed exactly in thousandths (the kit's weight kind).
 */
export function bukuBerlianReport(t: TFunction, o: BukuBerlianOptions): ReportDefinition<BukuBerlianRow> {
  const c = (key: string) => t(`berlianStock.cols.${key}`);
  const all = { value: 'ALL', label: t('berlianStock.book.statuses.ALL') };
  return {
    key: 'buku-berlian',
    title: t('berlianStock.book.title'),
    fileName: t('berlianStock.book.title'),
    endpoint: BERLIAN_REPORT_PATHS.bukuBerlian,
    storePicker: true,
    rowKey: (r) => `${r.kode_toko}-${r.kode_barcode}`,
    filter: { label: t('berlianStock.book.status'), defaultValue: 'ALL', options: BUKU_BERLIAN_FILTER.map((v) => ({ value: v, label: t(`berlianStock.book.statuses.${v}`) })) },
    extraFields: [
      { name: 'kode_dept', label: t('berlianStock.book.jenis'), type: 'select', defaultValue: 'ALL', options: [all, ...o.jenis] },
      { name: 'kode_supplier', label: t('berlianStock.book.supplier'), type: 'select', defaultValue: 'ALL', options: [all, ...o.supplier] },
    ],
    messages: { failed: t('berlianStock.book.failed') },
    columns: [
      { key: 'kode_toko', header: c('toko') },
      { key: 'tgl_terima', header: c('tglTerima'), kind: 'date' },
      { key: 'kode_barcode', header: c('barcode'), total: 'count' },
      { key: 'nama_barang', header: c('namaBarang') },
      { key: 'kode_dept', header: c('jenis') },
      { key: 'nama_supplier', header: c('supplier'), value: (r) => (r.kode_supplier ? `${r.kode_supplier} ${r.nama_supplier}` : '') },
      { key: 'berat', header: c('berat'), kind: 'weight', total: 'sum' },
      { key: 'total_karat', header: c('karat'), kind: 'weight', total: 'sum', value: (r) => r.total_karat.toFixed(3) },
      { key: 'ringkasan_batu', header: c('batu') },
      { key: 'no_sertifikat', header: c('sertifikat'), value: (r) => (r.no_sertifikat ? `${r.lab_sertifikat} ${r.no_sertifikat}` : '') },
      { key: 'harga_modal', header: c('modal'), kind: 'money', total: 'sum' },
      { key: 'harga_jual', header: c('hargaJual'), kind: 'money', total: 'sum' },
      { key: 'status', header: c('status') },
      { key: 'riwayat', header: c('riwayat') },
    ],
  };
}
