import { isHeadOffice, type TokoRow } from '@emas/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../kit/ReportPage';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';
import { laporanKirimUangReport } from './laporan-kirim-uang-report';

/** /laporan-kirim-uang-keluar: money sent to head office, by shop, status and period. */
export function LaporanKirimUangKeluarPage() {
  const { t } = useTranslation();
  const session = useSession();
  const headOffice = session.access ? isHeadOffice(session.access) : false;
  const tokos = useQuery({ queryKey: ['kit', 'current-store', 'tokos'], queryFn: async () => (await api.get<TokoRow[]>('tokos')).data, staleTime: 5 * 60_000 });
  const report = useMemo(() => {
    const stores = (tokos.data ?? []).filter((s) => headOffice || s.kode_toko === session.kodeToko);
    const shops = [...(headOffice ? [{ value: 'ALL', label: t('kirimUang.status.ALL') }] : []), ...stores.map((s) => ({ value: s.kode_toko, label: `${s.kode_toko} - ${s.nama_toko}` }))];
    return laporanKirimUangReport(t, shops, headOffice ? undefined : session.kodeToko);
  }, [t, tokos.data, headOffice, session.kodeToko]);
  return <ReportPage key={report.extraFields?.[0]?.options?.length ?? 0} report={report} />;
}
