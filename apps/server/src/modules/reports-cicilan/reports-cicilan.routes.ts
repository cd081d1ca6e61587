import { CICILAN_DASHBOARD_PATH, cicilanDashboardResponse, MESSAGES } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { registerReport } from '../reports/report-definition';
import { cicilanDashboard } from './cicilan-dashboard.service';
import { cicilanAktif, cicilanGagalBayar, cicilanJatuhTempo, cicilanTelat, marginCicilan, penerimaanCicilan } from './cicilan-reports';

/** The screens that show the instalment card's figures: the plans' list and the open-plans report (CICILAN_MODULE). */
const CARD_GATES = ['/lihat-cicilan', '/laporan-cicilan-aktif'] as const;

/** The instalment reports (issue 33), each a report definition, and the dashboard's instalment card. */
export async function reportsCicilanRoutes(app: FastifyInstance) {
  registerReport(app, cicilanAktif);
  registerReport(app, cicilanJatuhTempo);
  registerReport(app, cicilanTelat);
  registerReport(app, penerimaanCicilan);
  registerReport(app, cicilanGagalBayar);
  registerReport(app, marginCicilan);

  app.withTypeProvider<ZodTypeProvider>().get(`/api/${CICILAN_DASHBOARD_PATH}`, {
    config: { gateAny: CARD_GATES },
    schema: { tags: ['cicilan'], summary: 'Kartu dashboard cicilan: jatuh tempo hari ini, telat, gagal bayar (menurut aturan, tanggal aktif toko)', response: { 200: cicilanDashboardResponse } },
    handler: async (request) => ok(await cicilanDashboard(app, authOf(request)), MESSAGES.dataAvailable),
  });
}
