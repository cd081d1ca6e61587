import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../kit/ReportPage';
import { bukuBerlianReport } from './berlian-book-report';
import { useBerlianChoices } from './use-berlian-options';
import { masterScreen } from '../../kit/master';

/** The diamond module's lists (issue 34) on the CRUD kit: packages/domain/src/berlian/masters.ts. */
export const MasterBatuShapePage = masterScreen('batu-shape');
export const MasterBatuColorPage = masterScreen('batu-color');
export const MasterBatuClarityPage = masterScreen('batu-clarity');
export const MasterBatuCutgradePage = masterScreen('batu-cutgrade');
export const MasterBatuPolishPage = masterScreen('batu-polish');
export const MasterBatuSymmetryPage = masterScreen('batu-symmetry');
export const MasterBatuFluorescencePage = masterScreen('batu-fluorescence');
export const MasterSupplierBerlianPage = masterScreen('supplier-berlian');
export const ParameterBerlianPage = masterScreen('parameter-berlian');

export { TambahBatuPage } from './TambahBatuPage';
export { PenerimaanBerlianPage } from './PenerimaanBerlianPage';

/** Laporan Buku Berlian (issue 34) on the report kit, with the diamond types and suppliers as filters. */
export function LaporanBukuBerlianPage() {
  const { t } = useTranslation();
  const choices = useBerlianChoices();
  const report = useMemo(() => bukuBerlianReport(t, choices), [t, choices]);
  return <ReportPage report={report} />;
}
