import {
  createMemberRequest,
  MEMBER_MESSAGES,
  memberByPhoneQuery,
  memberListQuery,
  memberListResponse,
  memberParams,
  memberResponse,
  memberWithPoinResponse,
  updateMemberRequest,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import { registerReport } from '../reports/report-definition';
import { laporanMember, laporanUlangTahunMember } from './member-reports';
import * as service from './members.service';

/** The member master's screen; the counter screens look members up and register them too. */
const MASTER = '/master-member';
export const MEMBER_COUNTER_GATES = [
  MASTER,
  '/transaksi-penjualan',
  '/transaksi-pembelian',
  '/lihat-titipan',
  '/transaksi-pesanan',
  '/transaksi-services',
  '/transaksi-hutang',
  '/cashback-poin',
] as const;

export async function membersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['member'];

  r.get('/api/member/get/all', {
    config: { gate: MASTER },
    attachValidation: true,
    schema: { tags, summary: 'Daftar member (?search nama / no hp / kode, status, kode_toko daftar, skip, limit)', querystring: memberListQuery, response: { 200: memberListResponse } },
    handler: async (request) => {
      assertValid(request);
      const page = await service.listMembers(app, authOf(request), request.query);
      return ok(page, page.count ? MEMBER_MESSAGES.found : MEMBER_MESSAGES.empty);
    },
  });

  r.get('/api/member/find-by-hp', {
    config: { gateAny: MEMBER_COUNTER_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Cari member dari No HP di kasir: data member dan saldo poin', querystring: memberByPhoneQuery, response: { 200: memberWithPoinResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.findByPhone(app, authOf(request), request.query.no_hp), MEMBER_MESSAGES.found);
    },
  });

  r.get('/api/member/get/:kode_member', {
    config: { gateAny: MEMBER_COUNTER_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Satu member', params: memberParams, response: { 200: memberResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.getMember(app, authOf(request), request.params.kode_member), MEMBER_MESSAGES.found);
    },
  });

  r.post('/api/member/create', {
    config: { gateAny: MEMBER_COUNTER_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Daftar member baru (kode dibuat server; toko daftar = toko pemanggil); juga pendaftaran cepat di kasir', body: createMemberRequest, response: { 200: memberResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.createMember(app, authOf(request), request.body), MEMBER_MESSAGES.created);
    },
  });

  r.put('/api/member/update/:kode_member', {
    config: { gate: MASTER },
    attachValidation: true,
    schema: { tags, summary: 'Ubah data / status member', params: memberParams, body: updateMemberRequest, response: { 200: memberResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.updateMember(app, authOf(request), request.params.kode_member, request.body), MEMBER_MESSAGES.updated);
    },
  });

  r.delete('/api/member/delete/:kode_member', {
    config: { gate: MASTER },
    attachValidation: true,
    schema: { tags, summary: 'Nonaktifkan member (tidak pernah dihapus)', params: memberParams, response: { 200: memberResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.deactivateMember(app, authOf(request), request.params.kode_member), MEMBER_MESSAGES.deactivated);
    },
  });

  registerReport(app, laporanMember);
  registerReport(app, laporanUlangTahunMember);
}
