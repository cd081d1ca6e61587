import { CASH_REPORT_PATHS, CASH_REPORT_MODES, NON_CASH_JENIS, type CashReportRow, type GesekRow, type NonCashDetailRow, type NonCashGroupRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportChoice, ReportDefinition } from '../../../kit/report-types';

export type NonCashLine = NonCashDetailRow & { kode_toko: string; nama_bank: string };

/**
 * Laporan Transaksi Non Cash (spec 001 §2, §3, §7): GET cash/transaction/report with start_date,
 * end_date, jenis and no_rekening; the answer's bank groups are shown as lines with the bank's name.
 */
export function nonCashReport(t: TFunction, rekening: readonly ReportChoice[]): ReportDefinition<NonCashLine> {
  return {
    key: 'transaksi-non-cash',
    title: t('cash.reports.nonCashTitle'),
    endpoint: CASH_REPORT_PATHS.nonCash,
    fileName: t('cash.reports.nonCashTitle'),
    rowKey: (r, i) => `${r.kode_toko}-${r.no_ref}-${i}`,
    storePicker: true,
    extraFields: [
      { name: 'jenis', label: t('cash.reports.jenis'), type: 'select', defaultValue: 'ALL', options: NON_CASH_JENIS.map((v) => ({ value: v, label: t(`cash.reports.jenisOptions.${v}`) })) },
      { name: 'no_rekening', label: t('cash.reports.noRekening'), type: 'select', defaultValue: 'ALL', options: [{ value: 'ALL', label: t('cash.reports.semua') }, ...rekening] },
    ],
    toQuery: (v) => ({ start_date: v.tgl_awal ?? '', end_date: v.tgl_akhir ?? '', jenis: v.jenis ?? 'ALL', no_rekening: v.no_rekening ?? 'ALL' }),
    select: (data) => (Array.isArray(data) ? (data as NonCashGroupRow[]).flatMap((g) => g.detail.map((d) => ({ ...d, kode_toko: g.kode_toko, nama_bank: g.nama_bank }))) : []),
    messages: { failed: t('cash.reports.nonCashFailed') },
    columns: [
      { key: 'nama_bank', header: t('cash.reports.namaBank') },
      { key: 'tanggal', header: t('cash.common.tanggal'), kind: 'date', total: 'count' },
      { key: 'no_ref', header: t('cash.common.noRef') },
      { key: 'jenis', header: t('cash.reports.jenis') },
      { key: 'no_rekening', header: t('cash.reports.noRekening') },
      { key: 'keterangan', header: t('cash.common.keterangan') },
      { key: 'jumlah_rp', header: t('cash.common.jumlahRp'), kind: 'money', total: 'sum' },
      { key: 'fee', header: t('cash.reports.fee'), kind: 'money', total: 'sum' },
      { key: 'jumlah_gesek_rp', header: t('cash.reports.jumlahGesek'), kind: 'money', total: 'sum' },
    ],
  };
}

/** Laporan Transaksi Keuangan Cash: the drawer's movements, Rekap or Detail, by cashier and transaction code. */
export function cashReport(t: TFunction, codes: readonly ReportChoice[]): ReportDefinition<CashReportRow> {
  return {
    key: 'transaksi-keuangan-cash',
    title: t('cash.reports.cashTitle'),
    endpoint: CASH_REPORT_PATHS.cash,
    fileName: t('cash.reports.cashTitle'),
    rowKey: (r, i) => `${r.kode_toko}-${r.tanggal}-${r.no_ref}-${i}`,
    storePicker: true,
    filter: { label: t('cash.reports.mode'), defaultValue: 'REKAP', options: CASH_REPORT_MODES.map((v) => ({ value: v, label: t(`cash.reports.modes.${v}`) })) },
    extraFields: [
      { name: 'input_by', label: t('cash.reports.kasir'), type: 'text', defaultValue: 'ALL' },
      { name: 'kode_transaksi', label: t('cash.kas.kodeTransaksi'), type: 'select', defaultValue: 'ALL', options: [{ value: 'ALL', label: t('cash.reports.semua') }, ...codes] },
    ],
    columns: [
      { key: 'tanggal', header: t('cash.common.tanggal'), kind: 'date' },
      { key: 'kategori', header: t('cash.common.kategori') },
      { key: 'kode_transaksi', header: t('cash.kas.kodeTransaksi') },
      { key: 'no_ref', header: t('cash.common.noRef') },
      { key: 'keterangan', header: t('cash.common.keterangan') },
      { key: 'input_by', header: t('cash.common.inputBy') },
      { key: 'jumlah_transaksi', header: t('cash.reports.jumlahTransaksi'), kind: 'number', total: 'sum' },
      { key: 'jumlah_in', header: t('cash.common.masuk'), kind: 'money', total: 'sum' },
      { key: 'jumlah_out', header: t('cash.common.keluar'), kind: 'money', total: 'sum' },
    ],
  };
}

/** Laporan Gesek Tunai: the card cash-outs of a period. */
export function gesekReport(t: TFunction): ReportDefinition<GesekRow> {
  return {
    key: 'gesek-tunai',
    title: t('cash.reports.gesekTitle'),
    endpoint: CASH_REPORT_PATHS.gesek,
    fileName: t('cash.reports.gesekTitle'),
    rowKey: (r) => `${r.kode_toko}-${r.no_ref}`,
    storePicker: true,
    columns: [
      { key: 'tgl_system', header: t('cash.common.tanggal'), kind: 'date', total: 'count' },
      { key: 'no_ref', header: t('cash.common.noRef') },
      { key: 'no_rekening', header: t('cash.common.rekening'), value: (r) => `${r.kode_bank ?? ''} ${r.no_rekening ?? ''}` },
      { key: 'keterangan', header: t('cash.common.keterangan') },
      { key: 'input_by', header: t('cash.common.inputBy') },
      { key: 'jumlah', header: t('cash.gesek.jumlahGesek'), kind: 'money', total: 'sum' },
      { key: 'fee_rp', header: t('cash.gesek.fee'), kind: 'money', total: 'sum' },
      { key: 'dibayar', header: t('cash.gesek.dibayar'), kind: 'money', total: 'sum' },
    ],
  };
}
