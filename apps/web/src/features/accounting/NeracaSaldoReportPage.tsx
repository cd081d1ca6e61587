import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../kit/ReportPage';
import { neracaSaldoReport } from './neraca-saldo-report';

/** /laporan-neraca-saldo: the trial balance of the journal over a period. */
export function NeracaSaldoReportPage() {
  const { t } = useTranslation();
  const report = useMemo(() => neracaSaldoReport(t), [t]);
  return <ReportPage report={report} />;
}
