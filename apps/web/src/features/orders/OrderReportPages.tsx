import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../kit/ReportPage';
import { batalPesananReport, pesananBarangReport } from './order-reports';

/** /laporan-batal-pesanan: the orders cancelled in a period. */
export function BatalPesananReportPage() {
  const { t } = useTranslation();
  const report = useMemo(() => batalPesananReport(t), [t]);
  return <ReportPage report={report} />;
}

/** /laporan-pesanan-barang: the pieces ordered in a period. */
export function PesananBarangReportPage() {
  const { t } = useTranslation();
  const report = useMemo(() => pesananBarangReport(t), [t]);
  return <ReportPage report={report} />;
}
