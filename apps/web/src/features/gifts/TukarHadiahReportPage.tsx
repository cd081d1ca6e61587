import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../kit/ReportPage';
import { tukarHadiahReport } from './gift-reports';

/** /laporan-tukar-hadiah */
export function TukarHadiahReportPage() {
  const { t } = useTranslation();
  const report = useMemo(() => tukarHadiahReport(t), [t]);
  return <ReportPage report={report} />;
}
