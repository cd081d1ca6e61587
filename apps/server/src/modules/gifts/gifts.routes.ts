import {
  cancelGiftRedemptionRequest,
  GIFT_MESSAGES as M,
  giftListResponse,
  giftMemberQuery,
  giftMemberResponse,
  giftMovementResponse,
  receiveGiftRequest,
  redeemGiftRequest,
  redemptionListQuery,
  redemptionListResponse,
  redemptionParams,
  redemptionResponse,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import { registerReport } from '../reports/report-definition';
import { tukarHadiahReport } from './gift-reports';
import * as service from './gifts.service';

/** Gifts for points: the redemption counter (/tukar-hadiah) and receiving gifts from a supplier (/terima-hadiah). */
export async function giftsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['hadiah'];
  registerReport(app, tukarHadiahReport);

  r.get('/api/tukar-hadiah/member', {
    config: { gate: '/tukar-hadiah' },
    attachValidation: true,
    schema: { tags, summary: 'Cari member (no HP atau kode): saldo poin dan hadiah toko', querystring: giftMemberQuery, response: { 200: giftMemberResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.findMember(app, authOf(request), request.query), M.memberFound);
    },
  });

  r.get('/api/tukar-hadiah/hadiah', {
    config: { gateAny: ['/tukar-hadiah', '/terima-hadiah'] },
    schema: { tags, summary: 'Hadiah toko dengan stok (jumlah mutasi)', response: { 200: giftListResponse } },
    handler: async (request) => ok(await service.listGifts(app.db, authOf(request).kodeToko), M.giftsFound),
  });

  r.post('/api/tukar-hadiah', {
    config: { gate: '/tukar-hadiah' },
    attachValidation: true,
    schema: { tags, summary: 'Tukar poin member dengan hadiah', body: redeemGiftRequest, response: { 200: redemptionResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.redeem(app, authOf(request), request.body), M.redeemed);
    },
  });

  r.get('/api/tukar-hadiah', {
    config: { gate: '/tukar-hadiah' },
    attachValidation: true,
    schema: { tags, summary: 'Tukar hadiah satu tanggal (default tanggal sistem toko)', querystring: redemptionListQuery, response: { 200: redemptionListResponse } },
    handler: async (request) => {
      assertValid(request);
      const rows = await service.listRedemptions(app, authOf(request), request.query);
      return ok(rows, rows.length ? M.found : M.empty);
    },
  });

  r.get('/api/tukar-hadiah/:no_tukar', {
    config: { gate: '/tukar-hadiah' },
    attachValidation: true,
    schema: { tags, summary: 'Satu tukar hadiah (struk)', params: redemptionParams, response: { 200: redemptionResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.getRedemption(app.db, authOf(request).kodeToko, request.params.no_tukar), M.found);
    },
  });

  r.post('/api/tukar-hadiah/:no_tukar/batal', {
    config: { gate: '/tukar-hadiah' },
    attachValidation: true,
    schema: { tags, summary: 'Batal tukar hadiah (otorisasi BATAL_TUKAR_HADIAH): poin dan stok kembali', params: redemptionParams, body: cancelGiftRedemptionRequest, response: { 200: redemptionResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.cancel(app, authOf(request), request.params.no_tukar, request.body), M.cancelled);
    },
  });

  r.post('/api/terima-hadiah', {
    config: { gate: '/terima-hadiah' },
    attachValidation: true,
    schema: { tags, summary: 'Terima hadiah dari supplier (mutasi IN)', body: receiveGiftRequest, response: { 200: giftMovementResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.receive(app, authOf(request), request.body), M.received);
    },
  });
}
