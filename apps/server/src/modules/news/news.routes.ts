import { NEWS_MESSAGES, newsIdParams, newsItemResponse, newsListResponse, newsRequest, MESSAGES } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@emas/domain';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import * as service from './news.service';

const gate = '/hak-akses-news';

/** Staff news: written on /hak-akses-news (owner), read on every staff home page. */
export async function newsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['news'];

  r.get('/api/news', {
    config: { gate },
    schema: { tags, summary: 'Semua berita staf', response: { 200: newsListResponse } },
    handler: async () => ok(await service.listNews(app)),
  });

  r.get('/api/news/home', {
    // every signed-in user: the home page; the service shows only what the caller's level and store may see
    schema: { tags, summary: 'Berita untuk level dan toko pemanggil (halaman home)', response: { 200: newsListResponse } },
    handler: async (request) => ok(await service.homeNews(app, authOf(request)), MESSAGES.dataAvailable),
  });

  r.post('/api/news', {
    config: { gate },
    attachValidation: true,
    schema: { tags, summary: 'Tulis berita (judul, isi, levels, toko; toko kosong: semua toko)', body: newsRequest, response: { 200: newsItemResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.createNews(app, authOf(request), request.body), NEWS_MESSAGES.saved);
    },
  });

  r.put('/api/news/:id', {
    config: { gate },
    attachValidation: true,
    schema: { tags, summary: 'Ubah berita', params: newsIdParams, body: newsRequest, response: { 200: newsItemResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.updateNews(app, authOf(request), request.params.id, request.body), NEWS_MESSAGES.saved);
    },
  });

  r.delete('/api/news/:id', {
    config: { gate },
    attachValidation: true,
    schema: { tags, summary: 'Hapus berita', params: newsIdParams, response: { 200: envelope(z.object({ id: z.number() })) } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.deleteNews(app, request.params.id), NEWS_MESSAGES.deleted);
    },
  });
}
