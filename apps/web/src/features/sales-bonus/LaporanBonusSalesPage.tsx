import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../kit/ReportPage';
import { bonusSalesReport } from './bonus-sales-report';

/** /laporan-bonus-sales: each sales person's bonus per month, from validated sales minus cancellations. */
export function LaporanBonusSalesPage() {
  const { t } = useTranslation();
  const report = useMemo(() => bonusSalesReport(t), [t]);
  return <ReportPage report={report} />;
}
