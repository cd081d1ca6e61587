import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../kit/ReportPage';
import { manualReport } from './manual-report';

/** /laporan-jual-beli-manual */
export function LaporanJualBeliManualPage() {
  const { t } = useTranslation();
  const report = useMemo(() => manualReport(t), [t]);
  return <ReportPage report={report} />;
}
