import { CATALOGUE_MASTERS, publicCatalogueQuery, publicCatalogueResponse } from '@emas/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import { registerMasterRoutes } from '../masters/masters.routes';
import * as service from './catalogue.service';

const fileParams = z.object({
  kode_toko: z.string().max(20, 'Nama file tidak valid'),
  folder: z.string().max(20, 'Nama file tidak valid'),
  name: z.string().max(100, 'Nama file tidak valid'),
});

/**
 * The catalogue administration (spec 001 §7: nine resources on the master machinery, gated by their
 * screens) and the public catalogue the customer app reads without signing in.
 */
export async function catalogueRoutes(app: FastifyInstance) {
  for (const def of CATALOGUE_MASTERS) registerMasterRoutes(app, def, ['katalog']);

  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['katalog publik'];

  r.get('/api/public/catalogue', {
    // open on purpose: what a customer may see (access-matrix.test.ts lists it)
    config: { public: true },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Katalog untuk aplikasi customer (tanpa login); ETag: kirim If-None-Match, 304 bila tidak berubah',
      querystring: publicCatalogueQuery,
      response: { 200: publicCatalogueResponse },
    },
    handler: async (request, reply) => {
      assertValid(request);
      const body = JSON.stringify(ok(await service.publicCatalogue(app, request.query.kode_toko)));
      const etag = service.etagOf(body);
      // the body is serialized here, for its tag; the schema above documents it
      const raw = reply as unknown as FastifyReply;
      raw.header('etag', etag).header('cache-control', 'public, max-age=0, must-revalidate');
      if (service.matchesEtag(request.headers['if-none-match'], etag)) return raw.code(304).send();
      return raw.type('application/json; charset=utf-8').send(body);
    },
  });

  r.get('/api/public/catalogue/files/:kode_toko/:folder/:name', {
    config: { public: true },
    attachValidation: true,
    schema: { tags, summary: 'Gambar katalog (image/jpeg); nama acak, tidak pernah berubah', params: fileParams, produces: ['image/jpeg'] },
    handler: async (request, reply) => {
      assertValid(request);
      const { kode_toko, folder, name } = request.params;
      const bytes = await service.readPublicFile(app, kode_toko, folder, name);
      // a stored picture never changes (a new picture gets a new random name)
      return reply.type('image/jpeg').header('x-content-type-options', 'nosniff').header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
    },
  });
}
