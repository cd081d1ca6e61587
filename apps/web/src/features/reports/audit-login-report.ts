import { AUDIT_REPORT_PATHS, AUDIT_SORT_OPTIONS, AUTH_EVENTS, type AuditLoginRow } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportDefinition } from '../../kit/report-types';

/** The sign-in audit report (/laporan-audit-login) as a report definition. */
export function auditLoginReport(t: TFunction): ReportDefinition<AuditLoginRow> {
  return {
    key: 'audit-login',
    title: t('reports.auditLogin.title'),
    endpoint: AUDIT_REPORT_PATHS.auditLogin,
    storePicker: true,
    fileName: t('reports.auditLogin.fileName'),
    rowKey: (row) => String(row.id),
    filter: {
      label: t('reports.auditLogin.event'),
      defaultValue: 'ALL',
      options: (['ALL', ...AUTH_EVENTS] as const).map((value) => ({ value, label: t(`reports.auditLogin.events.${value}`) })),
    },
    sortBy: {
      label: t('reports.auditLogin.sortBy'),
      defaultValue: 'created_at',
      options: AUDIT_SORT_OPTIONS.map((value) => ({ value, label: t(`reports.auditLogin.sorts.${value}`) })),
    },
    columns: [
      { key: 'created_at', header: t('reports.auditLogin.time'), kind: 'datetime' },
      { key: 'user_id', header: t('reports.auditLogin.user'), total: 'count' },
      { key: 'kode_toko', header: t('reports.auditLogin.store') },
      { key: 'event', header: t('reports.auditLogin.event'), value: (row) => t(`reports.auditLogin.events.${row.event}`, { defaultValue: row.event }) },
      { key: 'ip', header: t('reports.auditLogin.address') },
      { key: 'keterangan', header: t('reports.auditLogin.keterangan') },
    ],
  };
}
