import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../kit/ReportPage';
import { pemakaianKuponReport } from './coupon-reports';

/** /laporan-pemakaian-kupon: every coupon use of a period, active or given back by a cancelled sale. */
export function LaporanPemakaianKuponPage() {
  const { t } = useTranslation();
  const report = useMemo(() => pemakaianKuponReport(t), [t]);
  return <ReportPage report={report} />;
}
