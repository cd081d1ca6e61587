import { AUDIT_REPORT_PATHS, auditLoginQuery, auditLoginRow } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { defineReport, registerReport, reportCursor } from './report-definition';
import * as repo from './reports.repository';

/** The sign-in audit (/laporan-audit-login): sign-ins, sign-outs, refusals and password changes. */
export const auditLoginReport = defineReport({
  path: AUDIT_REPORT_PATHS.auditLogin,
  gate: '/laporan-audit-login',
  summary: 'Laporan audit login',
  query: auditLoginQuery,
  row: auditLoginRow,
  rows: (db, { query, kodeToko }) =>
    reportCursor(
      repo.authAuditQuery(db, {
        tglAwal: query.tgl_awal,
        tglAkhir: query.tgl_akhir,
        event: query.filter === 'ALL' ? null : query.filter,
        kodeToko,
        sortBy: query.sort_by as repo.AuditQuery['sortBy'],
      }),
    ),
});

export async function reportsRoutes(app: FastifyInstance) {
  registerReport(app, auditLoginReport);
}
