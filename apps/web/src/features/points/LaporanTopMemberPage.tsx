import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../kit/ReportPage';
import { topMemberReport } from './top-member-report';

/** /laporan-top-member: members ranked by transactions, rupiah or points over a period, every store. */
export function LaporanTopMemberPage() {
  const { t } = useTranslation();
  const report = useMemo(() => topMemberReport(t), [t]);
  return <ReportPage report={report} />;
}
