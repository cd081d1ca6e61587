import { GIFT_REPORT_PATHS, type TukarHadiahRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportDefinition } from '../../kit/report-types';

/** Laporan Tukar Hadiah: the period's gift redemptions (GET laporan/tukar-hadiah). */
export function tukarHadiahReport(t: TFunction): ReportDefinition<TukarHadiahRow> {
  return {
    key: 'tukar-hadiah',
    title: t('gifts.reports.title'),
    endpoint: GIFT_REPORT_PATHS.tukarHadiah,
    storePicker: true,
    fileName: t('gifts.reports.title'),
    rowKey: (r) => r.no_tukar,
    messages: { failed: t('gifts.reports.failed') },
    columns: [
      { key: 'tanggal', header: t('gifts.common.tanggal'), kind: 'date', total: 'count' },
      { key: 'no_tukar', header: t('gifts.common.noTukar') },
      { key: 'kode_member', header: t('gifts.common.kodeMember') },
      { key: 'nama_member', header: t('gifts.common.namaMember') },
      { key: 'nama_hadiah', header: t('gifts.common.hadiah') },
      { key: 'qty', header: t('gifts.common.qty'), kind: 'number', total: 'sum' },
      { key: 'total_poin', header: t('gifts.common.totalPoin'), kind: 'number', total: 'sum' },
      { key: 'status', header: t('gifts.common.status') },
      { key: 'alasan_batal', header: t('gifts.common.alasan') },
      { key: 'input_by', header: t('gifts.common.kasir') },
    ],
  };
}
