import { MEMBER_PAGE_MESSAGES as M, memberCodeParams, memberLinkResponse, memberLinksRevokedResponse, memberPageParams, memberPageResponse } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { tooManyRequests } from '../../http/errors';
import { assertValid } from '../../http/validation';
import { minuteLimiter } from './member-token';
import * as service from './member-page.service';

/** The member's own page: the public read by a signed link, and the staff calls that hand out and revoke links. */
export async function memberPageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['member-page'];
  const allowed = minuteLimiter(app.config.MEMBER_PAGE_RATE_PER_MINUTE);

  r.get('/api/member-page/:token', {
    config: { public: true },
    attachValidation: true,
    schema: { tags, summary: 'Halaman member (link bertanda tangan, tanpa password)', params: memberPageParams, response: { 200: memberPageResponse } },
    handler: async (request, reply) => {
      if (!allowed(request.ip)) throw tooManyRequests(M.tooMany);
      reply.header('cache-control', 'no-store');
      assertValid(request);
      return ok(await service.pageOf(app, request.params.token), M.found);
    },
  });

  r.post('/api/member-page/link/:kode_member', {
    config: { gate: '/tukar-hadiah' },
    attachValidation: true,
    schema: { tags, summary: 'Buat link halaman member', params: memberCodeParams, response: { 200: memberLinkResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.createLink(app, authOf(request), request.params.kode_member), M.linkCreated);
    },
  });

  r.post('/api/member-page/revoke/:kode_member', {
    config: { gate: '/tukar-hadiah' },
    attachValidation: true,
    schema: { tags, summary: 'Cabut semua link halaman member (SPV/OWN)', params: memberCodeParams, response: { 200: memberLinksRevokedResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.revokeLinks(app, authOf(request), request.params.kode_member), M.linksRevoked);
    },
  });
}
