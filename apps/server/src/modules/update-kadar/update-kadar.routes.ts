import { readyUpdateKadarQuery, readyUpdateKadarResponse, SUPPLIER_MESSAGES, updateKadarRequest, updateKadarResponse } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import * as service from './update-kadar.service';

/**
 * Purity updates (issue 35): both calls are behind the /update-kadar gate, which lets through only the stores the
 * deployment lists in UPDATE_KADAR_SHOPS (spec 000 §6); any other store gets 403 and its screen the no-access page.
 */
export async function updateKadarRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['update-kadar'];
  r.get('/api/barang/get/ready-update-kadar', {
    config: { gate: '/update-kadar' },
    schema: { tags, summary: 'Barang siap update kadar', querystring: readyUpdateKadarQuery, response: { 200: readyUpdateKadarResponse } },
    handler: async (request) => {
      const rows = await service.readyUpdateKadar(app, authOf(request), { kodeBaki: request.query.kode_baki, kodeGroup: request.query.kode_group });
      return ok(rows);
    },
  });
  r.post('/api/barang/update-kadar', {
    config: { gate: '/update-kadar' },
    schema: { tags, summary: 'Update kadar barang (alasan dan otorisasi supervisor)', body: updateKadarRequest, response: { 200: updateKadarResponse } },
    handler: async (request) => ok(await service.updateKadar(app, authOf(request), request.body), SUPPLIER_MESSAGES.updateKadarSaved),
  });
}
