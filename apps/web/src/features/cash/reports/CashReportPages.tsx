import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../../kit/ReportPage';
import { useReference } from '../../../lib/reference';
import type { KodeTransaksiRow, RekeningRow } from '../cash-api';
import { cashReport, gesekReport, nonCashReport } from './cash-reports';

/** /laporan-transaksi-non-cash: card and transfer money of a period, by bank (spec 001). */
export function NonCashReportPage() {
  const { t } = useTranslation();
  const rekening = useReference<RekeningRow[]>('rekening');
  const report = useMemo(() => nonCashReport(t, (rekening.data ?? []).map((r) => ({ value: r.no_rekening, label: `${r.kode_bank} - ${r.no_rekening}` }))), [t, rekening.data]);
  return <ReportPage report={report} />;
}

/** /laporan-transaksi-keuangan-cash: the drawer's movements, Rekap or Detail. */
export function CashReportPage() {
  const { t } = useTranslation();
  const codes = useReference<KodeTransaksiRow[]>('kode-transaksi');
  const report = useMemo(() => cashReport(t, (codes.data ?? []).map((c) => ({ value: c.kode_transaksi, label: `${c.kode_transaksi} - ${c.nama_transaksi}` }))), [t, codes.data]);
  return <ReportPage report={report} />;
}

/** /laporan-gesek-tunai: the card cash-outs of a period. */
export function GesekReportPage() {
  const { t } = useTranslation();
  const report = useMemo(() => gesekReport(t), [t]);
  return <ReportPage report={report} />;
}
