import {
  approvalLogQuery,
  approvalLogResponse,
  approvalResultResponse,
  envelope,
  AUTHORIZATION_MESSAGES as M,
  manualApprovalRequest,
  MESSAGES,
  qrDecisionRequest,
  qrDecisionResponse,
  qrGenerateRequest,
  qrGenerateResponse,
  qrKeystoreParams,
  qrRemoveParams,
  qrRequestListResponse,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import { badRequest } from '../../http/errors';
import { clientOf } from '../auth/auth.routes';
import * as service from './authorization.service';

const removeResponse = envelope(z.object({ keystore: z.string(), status: z.string() }));

/** Supervisor approval (spec 000 §2-§4, §7): manual approvals, QR requests, the authenticator and the log. */
export async function authorizationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['otorisasi'];

  r.post('/api/otorisasi', {
    attachValidation: true,
    schema: { tags, summary: 'Otorisasi manual: user id dan password supervisor/owner', body: manualApprovalRequest, response: { 200: approvalResultResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.approveManual(app, authOf(request), request.body, clientOf(request)), M.approved);
    },
  });

  r.get('/api/otorisasi/log', {
    attachValidation: true,
    schema: { tags, summary: 'Log otorisasi: persetujuan dan penolakan per tanggal', querystring: approvalLogQuery, response: { 200: approvalLogResponse } },
    handler: async (request) => {
      assertValid(request);
      const { tgl_awal, tgl_akhir } = request.query;
      if (tgl_awal > tgl_akhir) throw badRequest(MESSAGES.tglAwalAfterAkhir, { tgl_awal: MESSAGES.tglAwalAfterAkhir });
      const rows = await service.listLog(app, authOf(request), request.query);
      return ok(rows, rows.length ? M.found : M.empty);
    },
  });

  r.post('/api/otorisasi-qr/generate', {
    attachValidation: true,
    schema: { tags, summary: 'Buat permintaan otorisasi QR (status OPEN)', body: qrGenerateRequest, response: { 200: qrGenerateResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.generateQr(app, authOf(request), request.body));
    },
  });

  r.delete('/api/otorisasi-qr/remove/:client/:keystore', {
    attachValidation: true,
    schema: { tags, summary: 'Tutup permintaan otorisasi QR (OPEN menjadi CANCELLED)', params: qrRemoveParams, response: { 200: removeResponse } },
    handler: async (request) => {
      assertValid(request);
      const { client, keystore } = request.params;
      return ok(await service.removeQr(app, authOf(request), client, keystore), M.removed);
    },
  });

  r.get('/api/otorisasi-qr', {
    schema: { tags, summary: 'Permintaan otorisasi QR yang masih OPEN di toko ini (authenticator)', response: { 200: qrRequestListResponse } },
    handler: async (request) => {
      const rows = await service.listOpenRequests(app, authOf(request));
      return ok(rows, rows.length ? M.found : M.empty);
    },
  });

  r.post('/api/otorisasi-qr/:keystore/approve', {
    attachValidation: true,
    schema: { tags, summary: 'Setujui permintaan otorisasi QR', params: qrKeystoreParams, body: qrDecisionRequest.optional(), response: { 200: qrDecisionResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.decideQr(app, authOf(request), request.params.keystore, true, request.body?.keterangan), M.approved);
    },
  });

  r.post('/api/otorisasi-qr/:keystore/reject', {
    attachValidation: true,
    schema: { tags, summary: 'Tolak permintaan otorisasi QR (alasan di keterangan)', params: qrKeystoreParams, body: qrDecisionRequest.optional(), response: { 200: qrDecisionResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.decideQr(app, authOf(request), request.params.keystore, false, request.body?.keterangan), M.rejected);
    },
  });
}
