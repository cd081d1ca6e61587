import { ACCOUNTING_REPORT_PATHS, ACCOUNTING_MESSAGES, type AkunRow, type BukuBesarRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportDefinition } from '../../kit/report-types';
import { journalDownload } from './journal-download';

/** Buku Besar (/laporan-buku-besar) as a report definition: one account's lines with the running balance. */
export function bukuBesarReport(t: TFunction, akuns: readonly AkunRow[]): ReportDefinition<BukuBesarRow> {
  return {
    key: 'buku-besar',
    title: t('accounting.bukuBesar.title'),
    endpoint: ACCOUNTING_REPORT_PATHS.bukuBesar,
    fileName: t('accounting.bukuBesar.fileName'),
    downloads: [journalDownload(t)],
    rowKey: (row, i) => `${row.no_jurnal}-${i}`,
    extraFields: [
      {
        name: 'nomor_akun',
        label: t('accounting.bukuBesar.akun'),
        type: 'select',
        options: akuns.map((a) => ({ value: a.nomor_akun, label: `${a.nomor_akun} - ${a.nama_akun}` })),
        defaultValue: akuns[0]?.nomor_akun,
        requiredMessage: ACCOUNTING_MESSAGES.accountRequired,
      },
    ],
    columns: [
      { key: 'tgl_system', header: t('accounting.bukuBesar.tanggal'), kind: 'date' },
      { key: 'no_jurnal', header: t('accounting.bukuBesar.noJurnal'), value: (row) => (row.no_jurnal ? String(row.no_jurnal) : '') },
      { key: 'trx', header: t('accounting.bukuBesar.trx') },
      { key: 'type', header: t('accounting.bukuBesar.type') },
      { key: 'no_ref', header: t('accounting.bukuBesar.noRef') },
      { key: 'keterangan', header: t('accounting.bukuBesar.keterangan') },
      { key: 'debet', header: t('accounting.bukuBesar.debet'), kind: 'money', total: 'sum' },
      { key: 'kredit', header: t('accounting.bukuBesar.kredit'), kind: 'money', total: 'sum' },
      { key: 'saldo', header: t('accounting.bukuBesar.saldo'), kind: 'money' },
    ],
  };
}
