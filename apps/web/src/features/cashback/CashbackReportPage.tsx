import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../kit/ReportPage';
import { cashbackReport } from './cashback-reports';

/** /laporan-cashback-poin */
export function CashbackReportPage() {
  const { t } = useTranslation();
  const report = useMemo(() => cashbackReport(t), [t]);
  return <ReportPage report={report} />;
}
