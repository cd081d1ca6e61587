import {
  adjustPoinRequest,
  adjustPoinResponse,
  afiliasiParameter,
  afiliasiParameterResponse,
  POIN_MESSAGES,
  poinHistoryQuery,
  poinHistoryResponse,
  resetParameterRequest,
  resetParameterResponse,
  resetRunRequest,
  resetRunResponse,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import { registerReport } from '../reports/report-definition';
import { registerPointHooks } from './points-earn.service';
import { topMember } from './points-reports';
import * as service from './points.service';

// a sale, trade-in or buy-back with a member earns in its own transaction; a cancellation reverses it
registerPointHooks();

/** Members' points (issue 32): history, manual adjustment, affiliation and reset rules, the Top Member report. */
export async function pointsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['poin-member'];

  r.get('/api/poin-member/history', {
    config: { gate: '/lihat-transaksi-member' },
    attachValidation: true,
    schema: { tags, summary: 'Transaksi poin member (kode member atau no HP) dengan saldo berjalan', querystring: poinHistoryQuery, response: { 200: poinHistoryResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.poinHistory(app, request.query.cari), POIN_MESSAGES.found);
    },
  });

  r.post('/api/poin-member/adjust', {
    config: { gate: '/adjust-poin-member' },
    attachValidation: true,
    schema: { tags, summary: 'Penyesuaian poin member (ADJUST) dengan otorisasi supervisor', body: adjustPoinRequest, response: { 200: adjustPoinResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.adjustPoin(app, authOf(request), request.body), POIN_MESSAGES.adjusted);
    },
  });

  r.get('/api/parameter-member-afiliasi', {
    config: { gate: '/parameter-member-afiliasi' },
    schema: { tags, summary: 'Parameter afiliasi member: poin untuk member yang mengajak member baru', response: { 200: afiliasiParameterResponse } },
    handler: async () => ok(await service.getAfiliasi(app), POIN_MESSAGES.found),
  });

  r.put('/api/parameter-member-afiliasi', {
    config: { gate: '/parameter-member-afiliasi' },
    attachValidation: true,
    schema: { tags, summary: 'Simpan parameter afiliasi member', body: afiliasiParameter, response: { 200: afiliasiParameterResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.saveAfiliasi(app, authOf(request), request.body), POIN_MESSAGES.saved);
    },
  });

  r.get('/api/parameter-reset-poin-member', {
    config: { gate: '/parameter-reset-poin-member' },
    schema: { tags, summary: 'Aturan reset poin member dan tanggal reset terakhir', response: { 200: resetParameterResponse } },
    handler: async (request) => ok(await service.getResetRule(app, authOf(request)), POIN_MESSAGES.found),
  });

  r.put('/api/parameter-reset-poin-member', {
    config: { gate: '/parameter-reset-poin-member' },
    attachValidation: true,
    schema: { tags, summary: 'Simpan aturan reset poin member', body: resetParameterRequest, response: { 200: resetParameterResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.saveResetRule(app, authOf(request), request.body), POIN_MESSAGES.saved);
    },
  });

  r.post('/api/parameter-reset-poin-member/run', {
    config: { gate: '/parameter-reset-poin-member' },
    attachValidation: true,
    schema: { tags, summary: 'Jalankan reset poin pada tanggal aktif (OWN/SPV; sekali per tanggal; body menyebut tanggal aktif)', body: resetRunRequest, response: { 200: resetRunResponse } },
    handler: async (request) => {
      assertValid(request);
      const result = await service.runReset(app, authOf(request), request.body);
      return ok(result, result.sudah_dijalankan ? POIN_MESSAGES.resetAlreadyRun : POIN_MESSAGES.resetDone);
    },
  });

  registerReport(app, topMember);
}
