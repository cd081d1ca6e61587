import { SERVICE_REPORT_PATHS, SERVICE_REPORT_STATUS, type ServiceAmbilRow, type ServiceBatalRow, type ServiceMasukRow, type ServiceSelesaiRow, type ServiceTransaksiRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportChoice, ReportDefinition, ReportExtraField } from '../../kit/report-types';

const tukangField = (t: TFunction, tukang: readonly ReportChoice[]): ReportExtraField => ({
  name: 'kode_tukang',
  label: t('services.common.tukang'),
  type: 'select',
  defaultValue: 'ALL',
  options: [{ value: 'ALL', label: t('services.common.semua') }, ...tukang],
});

/** Laporan Service Masuk: repairs taken in over the period (GET laporan/service-masuk). */
export function serviceMasukReport(t: TFunction, tukang: readonly ReportChoice[]): ReportDefinition<ServiceMasukRow> {
  return {
    key: 'service-masuk',
    title: t('services.reports.masukTitle'),
    endpoint: SERVICE_REPORT_PATHS.masuk,
    storePicker: true,
    fileName: t('services.reports.masukTitle'),
    rowKey: (r) => r.no_service,
    extraFields: [tukangField(t, tukang)],
    messages: { failed: t('services.reports.failed') },
    columns: [
      { key: 'tgl_system', header: t('services.reports.tglTerima'), kind: 'date', total: 'count' },
      { key: 'no_service', header: t('services.common.noService') },
      { key: 'nama_customer', header: t('services.common.customer') },
      { key: 'nama_tukang', header: t('services.common.tukang') },
      { key: 'tgl_janji', header: t('services.common.tglJanji'), kind: 'date' },
      { key: 'deskripsi', header: t('services.common.deskripsi') },
      { key: 'jumlah_barang', header: t('services.common.jumlahBarang'), kind: 'number', total: 'sum' },
      { key: 'berat_masuk', header: t('services.common.beratMasuk'), kind: 'weight', total: 'sum' },
      { key: 'ongkos_estimasi', header: t('services.common.estimasi'), kind: 'money', total: 'sum' },
      { key: 'dp', header: t('services.common.dp'), kind: 'money', total: 'sum' },
      { key: 'status', header: t('services.common.status') },
    ],
  };
}

/** Laporan Service Selesai: repairs back from the craftsman over the period, with the bill. */
export function serviceSelesaiReport(t: TFunction, tukang: readonly ReportChoice[]): ReportDefinition<ServiceSelesaiRow> {
  return {
    key: 'service-selesai',
    title: t('services.reports.selesaiTitle'),
    endpoint: SERVICE_REPORT_PATHS.selesai,
    storePicker: true,
    fileName: t('services.reports.selesaiTitle'),
    rowKey: (r) => r.no_service,
    extraFields: [tukangField(t, tukang)],
    messages: { failed: t('services.reports.failed') },
    columns: [
      { key: 'tgl_selesai', header: t('services.reports.tglSelesai'), kind: 'date', total: 'count' },
      { key: 'no_service', header: t('services.common.noService') },
      { key: 'nama_customer', header: t('services.common.customer') },
      { key: 'nama_tukang', header: t('services.common.tukang') },
      { key: 'berat_masuk', header: t('services.common.beratMasuk'), kind: 'weight', total: 'sum' },
      { key: 'berat_keluar', header: t('services.common.beratKeluar'), kind: 'weight', total: 'sum' },
      { key: 'ongkos', header: t('services.common.ongkos'), kind: 'money', total: 'sum' },
      { key: 'total_tambah', header: t('services.common.tambah'), kind: 'money', total: 'sum' },
      { key: 'total_susut', header: t('services.common.susut'), kind: 'money', total: 'sum' },
      { key: 'total_biaya', header: t('services.common.totalBiaya'), kind: 'money', total: 'sum' },
      { key: 'dp', header: t('services.common.dp'), kind: 'money', total: 'sum' },
      { key: 'sisa', header: t('services.common.sisa'), kind: 'money', total: 'sum' },
    ],
  };
}

/** Laporan Service Ambil: repairs handed back over the period, with the balance due and how it was settled. */
export function serviceAmbilReport(t: TFunction, tukang: readonly ReportChoice[]): ReportDefinition<ServiceAmbilRow> {
  return {
    key: 'service-ambil',
    title: t('services.reports.ambilTitle'),
    endpoint: SERVICE_REPORT_PATHS.ambil,
    storePicker: true,
    fileName: t('services.reports.ambilTitle'),
    rowKey: (r) => r.no_service,
    extraFields: [tukangField(t, tukang)],
    messages: { failed: t('services.reports.failed') },
    columns: [
      { key: 'tgl_ambil', header: t('services.reports.tglAmbil'), kind: 'date', total: 'count' },
      { key: 'no_service', header: t('services.common.noService') },
      { key: 'nama_customer', header: t('services.common.customer') },
      { key: 'nama_tukang', header: t('services.common.tukang') },
      { key: 'berat_keluar', header: t('services.common.beratKeluar'), kind: 'weight', total: 'sum' },
      { key: 'total_biaya', header: t('services.common.totalBiaya'), kind: 'money', total: 'sum' },
      { key: 'dp', header: t('services.common.dp'), kind: 'money', total: 'sum' },
      { key: 'sisa', header: t('services.common.sisa'), kind: 'money', total: 'sum' },
      { key: 'bayar', header: t('services.common.bayar'), kind: 'money', total: 'sum' },
      { key: 'kembalian', header: t('services.common.kembalian'), kind: 'money', total: 'sum' },
      { key: 'dikembalikan', header: t('services.common.dikembalikan'), kind: 'money', total: 'sum' },
      { key: 'ambil_by', header: t('services.reports.ambilBy') },
    ],
  };
}

/** Laporan Service Batal: cancelled repairs, the deposit given back and who approved. */
export function serviceBatalReport(t: TFunction, tukang: readonly ReportChoice[]): ReportDefinition<ServiceBatalRow> {
  return {
    key: 'service-batal',
    title: t('services.reports.batalTitle'),
    endpoint: SERVICE_REPORT_PATHS.batal,
    storePicker: true,
    fileName: t('services.reports.batalTitle'),
    rowKey: (r) => r.no_service,
    extraFields: [tukangField(t, tukang)],
    messages: { failed: t('services.reports.failed') },
    columns: [
      { key: 'tgl_batal', header: t('services.reports.tglBatal'), kind: 'date', total: 'count' },
      { key: 'no_service', header: t('services.common.noService') },
      { key: 'tgl_system', header: t('services.reports.tglTerima'), kind: 'date' },
      { key: 'nama_customer', header: t('services.common.customer') },
      { key: 'nama_tukang', header: t('services.common.tukang') },
      { key: 'berat_masuk', header: t('services.common.beratMasuk'), kind: 'weight', total: 'sum' },
      { key: 'dp', header: t('services.common.dp'), kind: 'money', total: 'sum' },
      { key: 'refund', header: t('services.common.refund'), kind: 'money', total: 'sum' },
      { key: 'alasan_batal', header: t('services.common.alasan') },
      { key: 'batal_by', header: t('services.reports.batalBy') },
      { key: 'otorisasi_by', header: t('services.reports.otorisasiBy') },
    ],
  };
}

/** Laporan Transaksi Service: the repairs' money in the cash book (deposits, pick-ups, refunds). */
export function serviceTransaksiReport(t: TFunction): ReportDefinition<ServiceTransaksiRow> {
  return {
    key: 'transaksi-service',
    title: t('services.reports.transaksiTitle'),
    endpoint: SERVICE_REPORT_PATHS.transaksi,
    storePicker: true,
    fileName: t('services.reports.transaksiTitle'),
    rowKey: (r, i) => `${r.no_service}-${i}`,
    filter: {
      label: t('services.common.status'),
      defaultValue: 'ALL',
      options: SERVICE_REPORT_STATUS.map((v) => ({ value: v, label: v === 'ALL' ? t('services.common.semua') : t(`services.common.statuses.${v}`) })),
    },
    messages: { failed: t('services.reports.failed') },
    columns: [
      { key: 'tgl_system', header: t('services.common.tanggal'), kind: 'date', total: 'count' },
      { key: 'no_service', header: t('services.common.noService') },
      { key: 'kategori', header: t('services.reports.kategori') },
      { key: 'jenis', header: t('services.reports.jenis') },
      { key: 'no_rekening', header: t('services.reports.rekening') },
      { key: 'nama_customer', header: t('services.common.customer') },
      { key: 'keterangan', header: t('services.common.keterangan') },
      { key: 'input_by', header: t('services.common.kasir') },
      { key: 'jumlah_in', header: t('services.reports.masuk'), kind: 'money', total: 'sum' },
      { key: 'jumlah_out', header: t('services.reports.keluar'), kind: 'money', total: 'sum' },
    ],
  };
}
