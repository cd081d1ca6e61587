import {
  CICILAN_AKTIF_FILTER,
  CICILAN_GAGAL_FILTER,
  CICILAN_REPORT_PATHS,
  type CicilanAktifRow,
  type CicilanGagalBayarRow,
  type CicilanJatuhTempoRow,
  type CicilanMarginRow,
  type CicilanPenerimaanRow,
  type CicilanTelatRow,
} from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportDefinition } from '../../kit/report-types';

/** The instalment reports of the report kit (issue 33; server: apps/server/src/modules/reports-cicilan/cicilan-reports.ts). */

const col = (t: TFunction, key: string) => t(`reportsCicilan.cols.${key}`);
const option = (t: TFunction, value: string) => t(`reportsCicilan.options.${value}`, { defaultValue: value });

export function cicilanAktifReport(t: TFunction): ReportDefinition<CicilanAktifRow> {
  return {
    key: 'cicilan-aktif',
    title: t('reportsCicilan.titles.aktif'),
    endpoint: CICILAN_REPORT_PATHS.aktif,
    storePicker: true,
    period: false,
    fileName: t('reportsCicilan.titles.aktif'),
    rowKey: (r) => `${r.kode_toko}-${r.no_faktur_cicil}`,
    filter: { label: t('reportsCicilan.filters.state'), defaultValue: 'ALL', options: CICILAN_AKTIF_FILTER.map((value) => ({ value, label: option(t, value) })) },
    columns: [
      { key: 'no_faktur_cicil', header: col(t, 'noFaktur'), total: 'count' },
      { key: 'tgl_system', header: col(t, 'tanggal'), kind: 'date' },
      { key: 'nama_customer', header: col(t, 'customer') },
      { key: 'no_hp', header: col(t, 'noHp') },
      { key: 'tenor_bulan', header: col(t, 'tenor'), kind: 'number' },
      { key: 'harga_jual_cicil', header: col(t, 'hargaJualCicil'), kind: 'money', total: 'sum' },
      { key: 'dp_rp', header: col(t, 'dp'), kind: 'money', total: 'sum' },
      { key: 'cicilan_terbayar', header: col(t, 'terbayar'), kind: 'money', total: 'sum' },
      { key: 'sisa_bayar', header: col(t, 'sisaBayar'), kind: 'money', total: 'sum' },
      { key: 'nilai_angsuran', header: col(t, 'nilaiAngsuran'), kind: 'money' },
      { key: 'angsuran_ke', header: col(t, 'angsuranKe'), kind: 'number', value: (r) => (r.angsuran_ke > 0 ? r.angsuran_ke : '') },
      { key: 'tgl_jatuh_tempo', header: col(t, 'jatuhTempo'), kind: 'date' },
      { key: 'tunggakan', header: col(t, 'tunggakan'), kind: 'money', total: 'sum' },
      { key: 'denda', header: col(t, 'denda'), kind: 'money', total: 'sum' },
      { key: 'state', header: col(t, 'keadaan'), value: (r) => option(t, r.state) },
    ],
  };
}

export function cicilanJatuhTempoReport(t: TFunction): ReportDefinition<CicilanJatuhTempoRow> {
  return {
    key: 'cicilan-jatuh-tempo',
    title: t('reportsCicilan.titles.jatuhTempo'),
    endpoint: CICILAN_REPORT_PATHS.jatuhTempo,
    storePicker: true,
    period: false,
    fileName: t('reportsCicilan.titles.jatuhTempo'),
    rowKey: (r) => `${r.kode_toko}-${r.no_faktur_cicil}-${r.ke}`,
    columns: [
      { key: 'tgl_jatuh_tempo', header: col(t, 'jatuhTempo'), kind: 'date' },
      { key: 'hari', header: col(t, 'hari'), kind: 'number' },
      { key: 'no_faktur_cicil', header: col(t, 'noFaktur'), total: 'count' },
      { key: 'nama_customer', header: col(t, 'customer') },
      { key: 'no_hp', header: col(t, 'noHp') },
      { key: 'ke', header: col(t, 'angsuranKe'), kind: 'number' },
      { key: 'nilai', header: col(t, 'nilai'), kind: 'money', total: 'sum' },
      { key: 'terbayar', header: col(t, 'terbayar'), kind: 'money', total: 'sum' },
      { key: 'sisa', header: col(t, 'sisa'), kind: 'money', total: 'sum' },
    ],
  };
}

export function cicilanTelatReport(t: TFunction): ReportDefinition<CicilanTelatRow> {
  return {
    key: 'cicilan-telat',
    title: t('reportsCicilan.titles.telat'),
    endpoint: CICILAN_REPORT_PATHS.telat,
    storePicker: true,
    period: false,
    fileName: t('reportsCicilan.titles.telat'),
    rowKey: (r) => `${r.kode_toko}-${r.no_faktur_cicil}`,
    columns: [
      { key: 'no_faktur_cicil', header: col(t, 'noFaktur'), total: 'count' },
      { key: 'nama_customer', header: col(t, 'customer') },
      { key: 'no_hp', header: col(t, 'noHp') },
      { key: 'tgl_jatuh_tempo', header: col(t, 'jatuhTempo'), kind: 'date' },
      { key: 'hari_telat', header: col(t, 'hariTelat'), kind: 'number' },
      { key: 'angsuran_telat', header: col(t, 'angsuranTelat'), kind: 'number', total: 'sum' },
      { key: 'tunggakan', header: col(t, 'tunggakan'), kind: 'money', total: 'sum' },
      { key: 'denda', header: col(t, 'denda'), kind: 'money', total: 'sum' },
      { key: 'total', header: col(t, 'total'), kind: 'money', total: 'sum' },
      { key: 'state', header: col(t, 'keadaan'), value: (r) => option(t, r.state) },
    ],
  };
}

export function penerimaanCicilanReport(t: TFunction): ReportDefinition<CicilanPenerimaanRow> {
  return {
    key: 'penerimaan-cicilan',
    title: t('reportsCicilan.titles.penerimaan'),
    endpoint: CICILAN_REPORT_PATHS.penerimaan,
    storePicker: true,
    fileName: t('reportsCicilan.titles.penerimaan'),
    rowKey: (r) => `${r.kode_toko}-${r.tgl_system}`,
    columns: [
      { key: 'tgl_system', header: col(t, 'tanggal'), kind: 'date' },
      { key: 'dp', header: col(t, 'dp'), kind: 'money', total: 'sum' },
      { key: 'bayar', header: col(t, 'bayar'), kind: 'money', total: 'sum' },
      { key: 'pelunasan_cepat', header: col(t, 'pelunasanCepat'), kind: 'money', total: 'sum' },
      { key: 'batal', header: col(t, 'batal'), kind: 'money', total: 'sum' },
      { key: 'denda', header: col(t, 'denda'), kind: 'money', total: 'sum' },
      { key: 'admin', header: col(t, 'admin'), kind: 'money', total: 'sum' },
      { key: 'total', header: col(t, 'total'), kind: 'money', total: 'sum' },
    ],
  };
}

export function cicilanGagalBayarReport(t: TFunction): ReportDefinition<CicilanGagalBayarRow> {
  return {
    key: 'cicilan-gagal-bayar',
    title: t('reportsCicilan.titles.gagalBayar'),
    endpoint: CICILAN_REPORT_PATHS.gagalBayar,
    storePicker: true,
    fileName: t('reportsCicilan.titles.gagalBayar'),
    rowKey: (r) => `${r.kode_toko}-${r.no_faktur_cicil}-${r.status}`,
    filter: { label: t('reportsCicilan.filters.status'), defaultValue: 'ALL', options: CICILAN_GAGAL_FILTER.map((value) => ({ value, label: option(t, value) })) },
    columns: [
      { key: 'no_faktur_cicil', header: col(t, 'noFaktur'), total: 'count' },
      { key: 'tgl_system', header: col(t, 'tanggal'), kind: 'date' },
      { key: 'nama_customer', header: col(t, 'customer') },
      { key: 'no_hp', header: col(t, 'noHp') },
      { key: 'harga_jual_cicil', header: col(t, 'hargaJualCicil'), kind: 'money', total: 'sum' },
      { key: 'terbayar', header: col(t, 'terbayar'), kind: 'money', total: 'sum' },
      { key: 'sisa_bayar', header: col(t, 'sisaBayar'), kind: 'money', total: 'sum' },
      { key: 'angsuran_telat', header: col(t, 'angsuranTelat'), kind: 'number' },
      { key: 'tgl_gagal', header: col(t, 'tglGagal'), kind: 'date' },
      { key: 'refund', header: col(t, 'refund'), kind: 'money', total: 'sum' },
      { key: 'status', header: col(t, 'status'), value: (r) => option(t, r.status) },
    ],
  };
}

export function marginCicilanReport(t: TFunction): ReportDefinition<CicilanMarginRow> {
  return {
    key: 'margin-cicilan',
    title: t('reportsCicilan.titles.margin'),
    endpoint: CICILAN_REPORT_PATHS.margin,
    storePicker: true,
    fileName: t('reportsCicilan.titles.margin'),
    rowKey: (r) => `${r.kode_toko}-${r.no_faktur_cicil}`,
    columns: [
      { key: 'no_faktur_cicil', header: col(t, 'noFaktur'), total: 'count' },
      { key: 'tgl_system', header: col(t, 'tanggal'), kind: 'date' },
      { key: 'nama_customer', header: col(t, 'customer') },
      { key: 'status', header: col(t, 'status'), value: (r) => option(t, r.status) },
      { key: 'margin', header: col(t, 'margin'), kind: 'money', total: 'sum' },
      { key: 'margin_diakui', header: col(t, 'marginDiakui'), kind: 'money', total: 'sum' },
      { key: 'margin_diakui_total', header: col(t, 'marginDiakuiTotal'), kind: 'money', total: 'sum' },
      { key: 'margin_ditangguhkan', header: col(t, 'marginDitangguhkan'), kind: 'money', total: 'sum' },
      { key: 'denda', header: col(t, 'denda'), kind: 'money', total: 'sum' },
      { key: 'admin', header: col(t, 'admin'), kind: 'money', total: 'sum' },
      { key: 'pendapatan', header: col(t, 'pendapatan'), kind: 'money', total: 'sum' },
    ],
  };
}
