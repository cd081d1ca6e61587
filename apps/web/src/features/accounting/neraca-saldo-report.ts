import { ACCOUNTING_REPORT_PATHS, NERACA_SALDO_SORT_OPTIONS, type NeracaSaldoRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportDefinition } from '../../kit/report-types';
import { journalDownload } from './journal-download';

/** Neraca Saldo (/laporan-neraca-saldo) as a report definition: per account, opening, debit, credit and closing balance. */
export function neracaSaldoReport(t: TFunction): ReportDefinition<NeracaSaldoRow> {
  return {
    key: 'neraca-saldo',
    title: t('accounting.neracaSaldo.title'),
    endpoint: ACCOUNTING_REPORT_PATHS.neracaSaldo,
    fileName: t('accounting.neracaSaldo.fileName'),
    downloads: [journalDownload(t)],
    rowKey: (row) => `${row.kode_toko}-${row.nomor_akun}`,
    storePicker: true,
    sortBy: {
      label: t('accounting.neracaSaldo.sortBy'),
      defaultValue: 'nomor_akun',
      options: NERACA_SALDO_SORT_OPTIONS.map((value) => ({ value, label: t(`accounting.neracaSaldo.sorts.${value}`) })),
    },
    columns: [
      { key: 'nomor_akun', header: t('accounting.neracaSaldo.nomorAkun'), total: 'count' },
      { key: 'nama_akun', header: t('accounting.neracaSaldo.namaAkun') },
      { key: 'saldo_awal', header: t('accounting.neracaSaldo.saldoAwal'), kind: 'money', total: 'sum' },
      { key: 'debet', header: t('accounting.neracaSaldo.debet'), kind: 'money', total: 'sum' },
      { key: 'kredit', header: t('accounting.neracaSaldo.kredit'), kind: 'money', total: 'sum' },
      { key: 'saldo_akhir', header: t('accounting.neracaSaldo.saldo'), kind: 'money', total: 'sum' },
    ],
  };
}
