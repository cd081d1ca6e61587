import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../kit/ReportPage';
import { anomaliHutangReport, gadaiGlobalReport, hutangLunasReport, lelangHutangReport, stockHutangReport, tebusGadaiGlobalReport, transaksiHutangReport } from './pawn-reports';

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
/** The live-feature module's chain-wide reports for head office (issue 36). */
export function LaporanGadaiGlobalPage() {
  const { t } = useTranslation();
  return <ReportPage report={useMemo(() => gadaiGlobalReport(t), [t])} />;
}
export function LaporanTebusGadaiGlobalPage() {
  const { t } = useTranslation();
  return <ReportPage report={useMemo(() => tebusGadaiGlobalReport(t), [t])} />;
}
