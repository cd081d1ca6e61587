import { IMPORT_MESSAGES, importDataRequest, importDataResponse } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import * as service from './import-data.service';

const GATE = '/import-data-pusat';

export async function importDataRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['import-data-pusat'];

  r.post('/api/import-data-pusat/preview', {
    config: { gate: GATE },
    attachValidation: true,
    schema: { tags, summary: 'Perubahan bila daftar pusat diimport (baru / berubah / sama per daftar); tidak menulis', body: importDataRequest, response: { 200: importDataResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.previewImport(app, authOf(request), request.body), IMPORT_MESSAGES.previewed);
    },
  });

  r.post('/api/import-data-pusat', {
    config: { gate: GATE },
    attachValidation: true,
    schema: { tags, summary: 'Import daftar master dan harga emas pusat ke toko ini (satu transaksi)', body: importDataRequest, response: { 200: importDataResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.applyImport(app, authOf(request), request.body), IMPORT_MESSAGES.applied);
    },
  });
}
