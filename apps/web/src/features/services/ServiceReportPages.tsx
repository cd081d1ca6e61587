import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../kit/ReportPage';
import { useReference } from '../../lib/reference';
import { serviceAmbilReport, serviceBatalReport, serviceMasukReport, serviceSelesaiReport, serviceTransaksiReport } from './service-reports';
import type { Tukang } from './services-api';

function useTukangChoices() {
  const tukang = useReference<Tukang[]>('tukang');
  return useMemo(() => (tukang.data ?? []).map((k) => ({ value: k.kode_tukang, label: `${k.kode_tukang} - ${k.nama_tukang}` })), [tukang.data]);
}

/** /laporan-service-masuk */
export function LaporanServiceMasukPage() {
  const { t } = useTranslation();
  const tukang = useTukangChoices();
  const report = useMemo(() => serviceMasukReport(t, tukang), [t, tukang]);
  return <ReportPage report={report} />;
}

/** /laporan-service-selesai */
export function LaporanServiceSelesaiPage() {
  const { t } = useTranslation();
  const tukang = useTukangChoices();
  const report = useMemo(() => serviceSelesaiReport(t, tukang), [t, tukang]);
  return <ReportPage report={report} />;
}

/** /laporan-service-ambil */
export function LaporanServiceAmbilPage() {
  const { t } = useTranslation();
  const tukang = useTukangChoices();
  const report = useMemo(() => serviceAmbilReport(t, tukang), [t, tukang]);
  return <ReportPage report={report} />;
}

/** /laporan-service-batal */
export function LaporanServiceBatalPage() {
  const { t } = useTranslation();
  const tukang = useTukangChoices();
  const report = useMemo(() => serviceBatalReport(t, tukang), [t, tukang]);
  return <ReportPage report={report} />;
}

/** /laporan-transaksi-service */
export function LaporanTransaksiServicePage() {
  const { t } = useTranslation();
  const report = useMemo(() => serviceTransaksiReport(t), [t]);
  return <ReportPage report={report} />;
}
