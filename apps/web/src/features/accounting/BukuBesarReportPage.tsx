import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../kit/ReportPage';
import { useAkuns } from './accounting-api';
import { bukuBesarReport } from './buku-besar-report';

/** /laporan-buku-besar: one account's journal lines with the running balance; the account is picked from the chart. */
export function BukuBesarReportPage() {
  const { t } = useTranslation();
  const akuns = useAkuns();
  const report = useMemo(() => bukuBesarReport(t, akuns.data ?? []), [t, akuns.data]);
  // the form takes its default account once: it is drawn when the chart has come
  return akuns.data ? <ReportPage key={akuns.data.length} report={report} /> : null;
}
