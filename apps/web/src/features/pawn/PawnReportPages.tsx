import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../kit/ReportPage';
import { anomaliHutangReport, hutangLunasReport, lelangHutangReport, stockHutangReport, transaksiHutangReport } from './pawn-reports';

/** The pawn report screens: each a report definition drawn by the report kit. */
export function LaporanTransaksiHutangPage() {
  const { t } = useTranslation();
  return <ReportPage report={useMemo(() => transaksiHutangReport(t), [t])} />;
}
export function LaporanStockHutangPage() {
  const { t } = useTranslation();
  return <ReportPage report={useMemo(() => stockHutangReport(t), [t])} />;
}
export function LaporanHutangLunasPage() {
  const { t } = useTranslation();
  return <ReportPage report={useMemo(() => hutangLunasReport(t), [t])} />;
}
export function LaporanLelangHutangPage() {
  const { t } = useTranslation();
  return <ReportPage report={useMemo(() => lelangHutangReport(t), [t])} />;
}
export function LaporanAnomaliHutangPage() {
  const { t } = useTranslation();
  return <ReportPage report={useMemo(() => anomaliHutangReport(t), [t])} />;
}
