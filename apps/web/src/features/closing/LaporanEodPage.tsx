import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../kit/ReportPage';
import { eodReport } from './eod-report';

/** /laporan-eod: the end-of-day summary of every closed day of a period (PDF and Excel by the report kit). */
export function LaporanEodPage() {
  const { t } = useTranslation();
  const report = useMemo(() => eodReport(t), [t]);
  return <ReportPage report={report} />;
}
