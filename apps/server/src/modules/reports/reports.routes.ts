import { AUDIT_SORT_OPTIONS, AUTH_EVENTS, auditLoginResponse, isModuleOn, MESSAGES, validateReportFilter } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, storeScopeOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import * as repo from './reports.repository';

const auditQuery = z.object({
  tgl_awal: z.string().optional(),
  tgl_akhir: z.string().optional(),
  filter: z.string().optional(),
  sort_by: z.string().optional(),
});

export async function reportsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/laporan/audit-login', {
    config: { gate: '/laporan-audit-login' },
    schema: { tags: ['laporan'], summary: 'Laporan audit login', querystring: auditQuery, response: { 200: auditLoginResponse } },
    handler: async (request) => {
      const auth = authOf(request);
      const q = request.query;
      const errors = validateReportFilter(q, { oneMonth: isModuleOn(auth.modules, 'REPORT_SATU_BULAN_PROTECTION_MODULE') });
      const filter = q.filter ?? '';
      if (filter && filter !== 'ALL' && !(AUTH_EVENTS as readonly string[]).includes(filter)) errors.filter = MESSAGES.filterRequired;
      const sortBy = q.sort_by ?? '';
      if (sortBy && !(AUDIT_SORT_OPTIONS as readonly string[]).includes(sortBy)) errors.sort_by = MESSAGES.sortByRequired;
      const first = Object.values(errors)[0];
      if (first) throw badRequest(first, errors as Record<string, string>);
      const rows = await repo.listAuthAudit(app.db, {
        tglAwal: q.tgl_awal!,
        tglAkhir: q.tgl_akhir!,
        event: filter === 'ALL' ? null : filter,
        kodeToko: storeScopeOf(auth),
        sortBy: sortBy as repo.AuditQuery['sortBy'],
      });
      return ok(rows, rows.length ? MESSAGES.reportAvailable : MESSAGES.reportEmpty);
    },
  });
}
