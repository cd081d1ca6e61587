import {
  cancelCashbackRequest,
  CASHBACK_MESSAGES as M,
  cashbackListQuery,
  cashbackListResponse,
  cashbackParams,
  cashbackRequest,
  cashbackResponse,
  cashbackSettingResponse,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import { registerReport } from '../reports/report-definition';
import { cashbackReport } from './cashback-reports';
import * as service from './cashback.service';

/** Cashback poin: a member's points cashed out of the drawer (/cashback-poin) and Laporan Cash Back. */
export async function cashbackRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cashback'];
  registerReport(app, cashbackReport);

  r.get('/api/cashback-poin/setting', {
    config: { gate: '/cashback-poin' },
    schema: { tags, summary: 'Rupiah per poin (Setting System CASHBACK_POIN, 0 = tidak aktif)', response: { 200: cashbackSettingResponse } },
    handler: async (request) => ok(await service.setting(app.db, authOf(request).kodeToko), M.settingFound),
  });

  r.post('/api/cashback-poin', {
    config: { gate: '/cashback-poin' },
    attachValidation: true,
    schema: { tags, summary: 'Cairkan poin member menjadi uang (kas keluar CASHBACK)', body: cashbackRequest, response: { 200: cashbackResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.cashOut(app, authOf(request), request.body), M.saved);
    },
  });

  r.get('/api/cashback-poin', {
    config: { gate: '/cashback-poin' },
    attachValidation: true,
    schema: { tags, summary: 'Cashback poin satu tanggal (default tanggal sistem toko)', querystring: cashbackListQuery, response: { 200: cashbackListResponse } },
    handler: async (request) => {
      assertValid(request);
      const rows = await service.listCashbacks(app, authOf(request), request.query);
      return ok(rows, rows.length ? M.found : M.empty);
    },
  });

  r.get('/api/cashback-poin/:no_cashback', {
    config: { gate: '/cashback-poin' },
    attachValidation: true,
    schema: { tags, summary: 'Satu cashback poin (struk)', params: cashbackParams, response: { 200: cashbackResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.getCashback(app.db, authOf(request).kodeToko, request.params.no_cashback), M.found);
    },
  });

  r.post('/api/cashback-poin/:no_cashback/batal', {
    config: { gate: '/cashback-poin' },
    attachValidation: true,
    schema: { tags, summary: 'Batal cashback poin (tanggal sama, otorisasi BATAL_CASHBACK_POIN): poin dan uang kembali', params: cashbackParams, body: cancelCashbackRequest, response: { 200: cashbackResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.cancel(app, authOf(request), request.params.no_cashback, request.body), M.cancelled);
    },
  });
}
