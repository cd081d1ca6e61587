import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../kit/ReportPage';
import { sepuhanSaldoReport } from './sepuhan-report';

/** The sorting and refurbishing screens (issue 35, SEPUHAN_MODULE), loaded on demand by app/screens.ts. */
export { PindahSortirSepuhanPage } from './PindahSortirSepuhanPage';
export { SortirSepuhanPage } from './SortirSepuhanPage';
export { SusutSepuhanPage } from './SusutSepuhanPage';
export { TerimaSepuhanPage } from './TerimaSepuhanPage';

export function LaporanSepuhanPage() {
  const { t } = useTranslation();
  const report = useMemo(() => sepuhanSaldoReport(t), [t]);
  return <ReportPage report={report} />;
}
