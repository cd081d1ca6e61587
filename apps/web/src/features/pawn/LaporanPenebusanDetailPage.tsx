import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../kit/ReportPage';
import { penebusanDetailReport } from './penebusan-detail-report';

/** /laporan-penebusan-detail: redeemed loans with the effective rate (spec 000 §9). */
export function LaporanPenebusanDetailPage() {
  const { t } = useTranslation();
  const report = useMemo(() => penebusanDetailReport(t), [t]);
  return <ReportPage report={report} />;
}
