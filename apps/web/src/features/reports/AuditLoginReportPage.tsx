import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../kit/ReportPage';
import { auditLoginReport } from './audit-login-report';

/** /laporan-audit-login: sign-ins, sign-outs, refusals and password changes over a period. */
export function AuditLoginReportPage() {
  const { t } = useTranslation();
  const report = useMemo(() => auditLoginReport(t), [t]);
  return <ReportPage report={report} />;
}
