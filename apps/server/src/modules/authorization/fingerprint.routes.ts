import {
  approvalResultResponse,
  AUTHORIZATION_MESSAGES as M,
  FINGERPRINT_MESSAGES as F,
  fingerprintApprovalRequest,
  fingerprintIdParams,
  fingerprintRegisterRequest,
  myFingerprintsResponse,
  registrationOptionsResponse,
  userFingerprintQuery,
  userFingerprintResponse,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import * as service from './fingerprint.service';

/** Fingerprint approval by WebAuthn (spec 000 §3, §4, §7, §8): enrolment, lookup with a challenge, the approval. */
export async function fingerprintRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['otorisasi'];

  r.get('/api/user-fingerprint', {
    attachValidation: true,
    schema: { tags, summary: 'Fingerprint (kredensial WebAuthn) supervisor/owner dan challenge untuk discan', querystring: userFingerprintQuery, response: { 200: userFingerprintResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.lookup(app, authOf(request), request.query.user_id, service.relyingPartyOf(app, request)), F.found);
    },
  });

  r.get('/api/user-fingerprint/me', {
    schema: { tags, summary: 'Fingerprint yang didaftarkan user ini', response: { 200: myFingerprintsResponse } },
    handler: async (request) => ok(await service.myCredentials(app, authOf(request))),
  });

  r.post('/api/user-fingerprint/register/options', {
    schema: { tags, summary: 'Challenge pendaftaran fingerprint (SPV/OWN, untuk user sendiri)', response: { 200: registrationOptionsResponse } },
    handler: async (request) => ok(await service.registrationOptions(app, authOf(request), service.relyingPartyOf(app, request))),
  });

  r.post('/api/user-fingerprint/register', {
    attachValidation: true,
    schema: { tags, summary: 'Daftarkan fingerprint (jawaban sensor atas challenge)', body: fingerprintRegisterRequest, response: { 200: myFingerprintsResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.register(app, authOf(request), request.body.response, service.relyingPartyOf(app, request)), F.enrolled);
    },
  });

  r.delete('/api/user-fingerprint/:id', {
    attachValidation: true,
    schema: { tags, summary: 'Hapus fingerprint milik user ini', params: fingerprintIdParams, response: { 200: myFingerprintsResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.removeCredential(app, authOf(request), request.params.id), F.removed);
    },
  });

  r.post('/api/authorization/fingerprint', {
    attachValidation: true,
    schema: { tags, summary: 'Otorisasi dengan fingerprint: user_id, fp (assertion bertanda tangan), kategori', body: fingerprintApprovalRequest, response: { 200: approvalResultResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.approve(app, authOf(request), request.body, service.relyingPartyOf(app, request)), M.approved);
    },
  });
}
