import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../kit/ReportPage';
import { anomaliReport, managerialReport, marginGroupReport } from './management-reports';
import {
  aktivitasTimbangReport,
  analisisHargaReport,
  barangAksesorisReport,
  barangDetailReport,
  barangSummaryReport,
  hancurReport,
  kelompokBarangReport,
  pindahBarangReport,
  stockOpnameReport,
  tambahBarangReport,
  timbangBakiReport,
} from './stock-reports';
import { useStockReportOptions } from './use-stock-report-options';

/** The stock and management report screens (issue 22 part 2): each is its definition on the report kit. */

export function BarangDetailReportPage() {
  const { t } = useTranslation();
  const options = useStockReportOptions();
  return <ReportPage report={useMemo(() => barangDetailReport(t, options), [t, options])} />;
}
export function BarangAksesorisReportPage() {
  const { t } = useTranslation();
  return <ReportPage report={useMemo(() => barangAksesorisReport(t), [t])} />;
}
export function TambahBarangReportPage() {
  const { t } = useTranslation();
  return <ReportPage report={useMemo(() => tambahBarangReport(t), [t])} />;
}
export function PindahBarangReportPage() {
  const { t } = useTranslation();
  return <ReportPage report={useMemo(() => pindahBarangReport(t), [t])} />;
}
export function BarangSummaryReportPage() {
  const { t } = useTranslation();
  const options = useStockReportOptions();
  return <ReportPage report={useMemo(() => barangSummaryReport(t, options), [t, options])} />;
}
export function HancurReportPage() {
  const { t } = useTranslation();
  return <ReportPage report={useMemo(() => hancurReport(t), [t])} />;
}
export function StockOpnameReportPage() {
  const { t } = useTranslation();
  return <ReportPage report={useMemo(() => stockOpnameReport(t), [t])} />;
}
export function TimbangBakiReportPage() {
  const { t } = useTranslation();
  return <ReportPage report={useMemo(() => timbangBakiReport(t), [t])} />;
}
export function AktivitasTimbangReportPage() {
  const { t } = useTranslation();
  return <ReportPage report={useMemo(() => aktivitasTimbangReport(t), [t])} />;
}
export function AnalisisHargaReportPage() {
  const { t } = useTranslation();
  const options = useStockReportOptions();
  return <ReportPage report={useMemo(() => analisisHargaReport(t, options), [t, options])} />;
}
export function KelompokBarangReportPage() {
  const { t } = useTranslation();
  const options = useStockReportOptions();
  return <ReportPage report={useMemo(() => kelompokBarangReport(t, options), [t, options])} />;
}
export function ManagerialReportPage() {
  const { t } = useTranslation();
  return <ReportPage report={useMemo(() => managerialReport(t), [t])} />;
}
export function MarginGroupReportPage() {
  const { t } = useTranslation();
  return <ReportPage report={useMemo(() => marginGroupReport(t), [t])} />;
}
export function AnomaliReportPage() {
  const { t } = useTranslation();
  return <ReportPage report={useMemo(() => anomaliReport(t), [t])} />;
}
