import { CASHBACK_REPORT_PATHS, type CashbackReportRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportDefinition } from '../../kit/report-types';

/** Laporan Cash Back: the period's points cash-outs (GET laporan/cashback-poin). */
export function cashbackReport(t: TFunction): ReportDefinition<CashbackReportRow> {
  return {
    key: 'cashback-poin',
    title: t('cashback.reports.title'),
    endpoint: CASHBACK_REPORT_PATHS.cashback,
    storePicker: true,
    fileName: t('cashback.reports.title'),
    rowKey: (r) => r.no_cashback,
    messages: { failed: t('cashback.reports.failed') },
    columns: [
      { key: 'tanggal', header: t('cashback.common.tanggal'), kind: 'date', total: 'count' },
      { key: 'no_cashback', header: t('cashback.common.noCashback') },
      { key: 'kode_member', header: t('cashback.common.kodeMember') },
      { key: 'nama_member', header: t('cashback.common.namaMember') },
      { key: 'deskripsi', header: t('cashback.common.deskripsi') },
      { key: 'poin', header: t('cashback.common.poin'), kind: 'number', total: 'sum' },
      { key: 'jumlah_rp', header: t('cashback.common.jumlahRp'), kind: 'money', total: 'sum' },
      { key: 'input_by', header: t('cashback.common.kasir') },
    ],
  };
}
