import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../kit/ReportPage';
import type { ReportDefinition } from '../../kit/report-types';
import { cicilanAktifReport, cicilanGagalBayarReport, cicilanJatuhTempoReport, cicilanTelatReport, marginCicilanReport, penerimaanCicilanReport } from './cicilan-reports';

/** A report page from a definition built with the current language. */
function page<Row>(build: (t: ReturnType<typeof useTranslation>['t']) => ReportDefinition<Row>) {
  return function ReportScreen() {
    const { t } = useTranslation();
    const report = useMemo(() => build(t), [t]);
    return <ReportPage report={report} />;
  };
}

/** The instalment report screens (issue 33, CICILAN_MODULE): each a report definition drawn by the report kit. */
export const LaporanCicilanAktifPage = page(cicilanAktifReport);
export const LaporanCicilanJatuhTempoPage = page(cicilanJatuhTempoReport);
export const LaporanCicilanTelatPage = page(cicilanTelatReport);
export const LaporanPenerimaanCicilanPage = page(penerimaanCicilanReport);
export const LaporanCicilanGagalBayarPage = page(cicilanGagalBayarReport);
export const LaporanMarginCicilanPage = page(marginCicilanReport);
