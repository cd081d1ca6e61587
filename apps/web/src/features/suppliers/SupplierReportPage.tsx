import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../kit/ReportPage';
import { supplierReport } from './supplier-report';

/** /laporan-supplier-barang: received per supplier per period. */
export function SupplierReportPage() {
  const { t } = useTranslation();
  const report = useMemo(() => supplierReport(t), [t]);
  return <ReportPage report={report} />;
}
