import {
  cancelTitipRequest,
  createTitipRequest,
  payTitipRequest,
  SALES_MESSAGES,
  saleReceiptResponse,
  saleValidationQuery,
  salesValidateResponse,
  titipListQuery,
  titipListResponse,
  titipParams,
  titipReceiptResponse,
  validateTitipRequest,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import * as service from './titip.service';

/** Screens that take, pay off and cancel layaways. */
const TITIP_GATES = ['/lihat-titipan', '/transaksi-penjualan'] as const;

export async function titipRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['titip'];

  r.post('/api/titip', {
    config: { gateAny: TITIP_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Titip (uang muka, barang dipesan untuk customer)', body: createTitipRequest, response: { 200: titipReceiptResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.createTitip(app, authOf(request), request.body), SALES_MESSAGES.titipSaved);
    },
  });

  r.get('/api/titip', {
    config: { gateAny: [...TITIP_GATES, '/validasi-titipan'] },
    attachValidation: true,
    schema: { tags, summary: 'Daftar titipan per tanggal, cari, status, valid, kasir', querystring: titipListQuery, response: { 200: titipListResponse } },
    handler: async (request) => {
      assertValid(request);
      const rows = await service.listTitip(app, authOf(request), request.query);
      return ok(rows, rows.length ? SALES_MESSAGES.found : SALES_MESSAGES.empty);
    },
  });

  r.get('/api/titip/validasi', {
    config: { gate: '/validasi-titipan' },
    attachValidation: true,
    schema: { tags, summary: 'Titipan satu tanggal untuk validasi supervisor', querystring: saleValidationQuery, response: { 200: titipListResponse } },
    handler: async (request) => {
      assertValid(request);
      const rows = await service.listTitipForValidation(app, authOf(request), request.query);
      return ok(rows, rows.length ? SALES_MESSAGES.found : SALES_MESSAGES.empty);
    },
  });

  r.post('/api/titip/validasi', {
    config: { gate: '/validasi-titipan' },
    attachValidation: true,
    schema: { tags, summary: 'Validasi titipan', body: validateTitipRequest, response: { 200: salesValidateResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.validateTitip(app, authOf(request), request.body.no_titip), SALES_MESSAGES.titipValidated);
    },
  });

  r.get('/api/titip/:no_titip', {
    config: { gateAny: [...TITIP_GATES, '/validasi-titipan'] },
    attachValidation: true,
    schema: { tags, summary: 'Satu titipan', params: titipParams, response: { 200: titipReceiptResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.getTitipReceipt(app.db, authOf(request).kodeToko, request.params.no_titip), SALES_MESSAGES.found);
    },
  });

  r.post('/api/titip/:no_titip/lunas', {
    config: { gateAny: TITIP_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Pelunasan titip: menjadi penjualan', params: titipParams, body: payTitipRequest, response: { 200: saleReceiptResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.payTitip(app, authOf(request), request.params.no_titip, request.body), SALES_MESSAGES.titipPaid);
    },
  });

  r.post('/api/titip/:no_titip/batal', {
    config: { gateAny: TITIP_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Batal titip: barang kembali siap jual, uang muka dikembalikan dikurangi potongan', params: titipParams, body: cancelTitipRequest, response: { 200: titipReceiptResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.cancelTitip(app, authOf(request), request.params.no_titip, request.body), SALES_MESSAGES.titipCancelled);
    },
  });
}
