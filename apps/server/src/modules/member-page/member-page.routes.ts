import { MEMBER_PAGE_MESSAGES as M, memberCodeParams, memberLinkResponse, memberLinksRevokedResponse, memberPageParams, memberPageResponse } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { tooManyRequests } from '../../http/errors';
import { minuteLimiter } from '../../http/minute-limiter';
import { assertValid } from '../../http/validation';
import * as service from './member-page.service';

/**
 * Who hands out a link: the gift counter, the member master, and the sale counter (a cashier selling to a member prints
 * the link's QR on the receipt and sends it in the WhatsApp invoice).
 */
const MEMBER_LINK_GATES = ['/tukar-hadiah', '/master-member', '/transaksi-penjualan'] as const;
/** Who may revoke (the service also requires MEMBER_REVOKE_LEVELS). */
const MEMBER_REVOKE_GATES = ['/tukar-hadiah', '/master-member'] as const;

/** The member's own page: the public read by a signed link, and the staff calls that hand out and revoke links. */
export async function memberPageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['member-page'];
  const allowed = minuteLimiter(app.config.MEMBER_PAGE_RATE_PER_MINUTE);
  if (!app.config.MEMBER_PAGE_SECRET && app.config.NODE_ENV === 'production') {
    app.log.warn('MEMBER_PAGE_SECRET kosong: link halaman member memakai kunci acak dan mati saat server dimulai ulang; isi di produksi (lihat README)');
  }

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
    config: { gateAny: MEMBER_LINK_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Buat link halaman member', params: memberCodeParams, response: { 200: memberLinkResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.createLink(app, authOf(request), request.params.kode_member), M.linkCreated);
    },
  });

  r.post('/api/member-page/revoke/:kode_member', {
    config: { gateAny: MEMBER_REVOKE_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Cabut semua link halaman member (SPV/OWN/SU)', params: memberCodeParams, response: { 200: memberLinksRevokedResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.revokeLinks(app, authOf(request), request.params.kode_member), M.linksRevoked);
    },
  });
}
