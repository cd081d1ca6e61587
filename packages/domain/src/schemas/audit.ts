import { z } from 'zod';
import { reportQuery } from '../validators/report-query';
import { envelope } from './common';

export const AUTH_EVENTS = ['LOGIN', 'LOGOUT', 'LOGIN_GAGAL', 'LOGIN_DITOLAK', 'SESI_DIAKHIRI', 'GANTI_PASSWORD', 'RESET_PASSWORD'] as const;
export type AuthEvent = (typeof AUTH_EVENTS)[number];

export const auditLoginRow = z.object({
  id: z.number(),
  created_at: z.string(),
  user_id: z.string(),
  kode_toko: z.string(),
  event: z.string(),
  ip: z.string(),
  user_agent: z.string(),
  keterangan: z.string(),
});
export type AuditLoginRow = z.infer<typeof auditLoginRow>;
export const auditLoginResponse = envelope(z.array(auditLoginRow));

export const AUDIT_SORT_OPTIONS = ['created_at', 'user_id', 'event'] as const;

/** The sign-in audit report: each report's GET path under /api, the one place the server registers it and the web fetches it. */
export const AUDIT_REPORT_PATHS = {
  auditLogin: 'laporan/audit-login',
} as const;

/** The sign-in audit report's query: the period, the event (or ALL) and the order. */
export const auditLoginQuery = reportQuery({ filter: ['ALL', ...AUTH_EVENTS], sortBy: AUDIT_SORT_OPTIONS });
