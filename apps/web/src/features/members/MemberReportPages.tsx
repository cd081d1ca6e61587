import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../kit/ReportPage';
import { useSession } from '../../lib/session';
import { memberBirthdayReport, memberReport } from './member-reports';

/** /laporan-member: the member list as a report (PDF, Excel). */
export function LaporanMemberPage() {
  const { t } = useTranslation();
  const report = useMemo(() => memberReport(t), [t]);
  return <ReportPage report={report} />;
}

/** /laporan-ulang-tahun-member: members born in a month (this business month unless picked). */
export function LaporanUlangTahunMemberPage() {
  const { t } = useTranslation();
  const { tglSystem } = useSession();
  const month = Number(tglSystem.slice(5, 7)) || 1;
  const report = useMemo(() => memberBirthdayReport(t, month), [t, month]);
  return <ReportPage report={report} />;
}
