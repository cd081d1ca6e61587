import { JURNAL_EXPORT_PATH } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportDownload } from '../../kit/report-types';

/** The period's journal as an hledger file (GET laporan/jurnal/hledger), from the journal reports' own query and store. */
export function journalDownload(t: TFunction): ReportDownload {
  return {
    key: 'jurnal-hledger',
    label: t('accounting.journalExport.download'),
    endpoint: JURNAL_EXPORT_PATH.replace(/^\/api\//, ''),
    fallbackName: `${t('accounting.journalExport.fileName')}.journal`,
  };
}
