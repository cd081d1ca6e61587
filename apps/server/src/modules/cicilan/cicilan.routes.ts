import {
  CICILAN_FINISH_MESSAGES as F,
  CICILAN_FINISH_PATHS as FP,
  CICILAN_MESSAGES as M,
  CICILAN_PATHS as P,
  cancelCicilanRequest,
  cancelCicilanResponse,
  cicilanDefaultsResponse,
  cicilanListQuery,
  cicilanListResponse,
  cicilanParams,
  cicilanQuoteRequest,
  cicilanQuoteResponse,
  cicilanRefundQuoteResponse,
  cicilanValidationQuery,
  cicilanValidationResponse,
  validateCicilanRequest,
  validateCicilanResponse,
  cicilanSettlementQuoteResponse,
  cicilanTenorResponse,
  createCicilanRequest,
  createCicilanResponse,
  getCicilanResponse,
  handOverCicilanRequest,
  handOverCicilanResponse,
  payCicilanRequest,
  payCicilanResponse,
  settleCicilanRequest,
  settleCicilanResponse,
  takeBackCicilanRequest,
  takeBackCicilanResponse,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import { addMasterWriteHook } from '../masters/masters.service';
import { cancelPlan, handOverPlan, takeBackPlan } from './cicilan-close.service';
import { createPlan, quotePlan } from './cicilan-create.service';
import { payPlan, settlePlan, settlementQuote } from './cicilan-pay.service';
import { getPlan, listDefaults, listPlans, tenorsInForce } from './cicilan-read.service';
import { eventsForValidation, refundQuote, validateEvents } from './cicilan-validate.service';
import { paraCicilanOncePerDate } from './para-cicilan-hook';

/** The screens of the instalment module (CICILAN_MODULE): the counter, the list, the cancel and the defaults. */
const COUNTER = '/transaksi-cicilan';
const READERS = ['/transaksi-cicilan', '/lihat-cicilan', '/batal-cicilan', '/lelang-cicilan'] as const;
const PAYERS = ['/transaksi-cicilan', '/lihat-cicilan'] as const;

/** Issue 33: instalment plans (the parameters are the CRUD kit's master `parameter-cicilan`, /api/para-cicilan). */
export async function cicilanRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cicilan'];
  addMasterWriteHook('parameter-cicilan', paraCicilanOncePerDate);

  r.get(P.tenor, {
    config: { gateAny: READERS },
    schema: { tags, summary: 'Tenor cicilan yang berlaku pada tanggal sistem', response: { 200: cicilanTenorResponse } },
    handler: async (request) => ok(await tenorsInForce(app, authOf(request)), M.found),
  });

  r.post(P.quote, {
    config: { gate: COUNTER },
    attachValidation: true,
    schema: { tags, summary: 'Simulasi cicilan: harga, minimal DP, jadwal (tidak menyimpan)', body: cicilanQuoteRequest, response: { 200: cicilanQuoteResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await quotePlan(app, authOf(request), request.body), M.quoted);
    },
  });

  r.post(P.plans, {
    config: { gate: COUNTER },
    attachValidation: true,
    schema: { tags, summary: 'Transaksi cicilan baru (DP CICILAN, barang dicadangkan)', body: createCicilanRequest, response: { 200: createCicilanResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await createPlan(app, authOf(request), request.body), M.saved);
    },
  });

  r.get(P.plans, {
    config: { gateAny: READERS },
    attachValidation: true,
    schema: { tags, summary: 'Daftar cicilan: nomor, customer, no HP, status, periode', querystring: cicilanListQuery, response: { 200: cicilanListResponse } },
    handler: async (request) => {
      assertValid(request);
      const list = await listPlans(app, authOf(request), request.query);
      return ok(list, list.rows.length ? M.found : M.empty);
    },
  });

  r.get(FP.validasi, {
    config: { gate: '/validasi-cicilan' },
    attachValidation: true,
    schema: { tags, summary: 'Transaksi uang cicilan satu tanggal untuk validasi supervisor', querystring: cicilanValidationQuery, response: { 200: cicilanValidationResponse } },
    handler: async (request) => {
      assertValid(request);
      const list = await eventsForValidation(app, authOf(request), request.query.tanggal);
      return ok(list, list.rows.length ? M.found : M.empty);
    },
  });

  r.post(FP.validasi, {
    config: { gate: '/validasi-cicilan' },
    attachValidation: true,
    schema: { tags, summary: 'Validasi transaksi uang cicilan', body: validateCicilanRequest, response: { 200: validateCicilanResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await validateEvents(app, authOf(request), request.body.no_transaksi), F.validated);
    },
  });

  r.get(FP.refund, {
    config: { gateAny: ['/batal-cicilan', '/lelang-cicilan'] },
    attachValidation: true,
    schema: { tags, summary: 'Perhitungan pengembalian batal / tarik cicilan (tidak menyimpan)', params: cicilanParams, response: { 200: cicilanRefundQuoteResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await refundQuote(app, authOf(request), request.params.no_faktur_cicil), F.refundQuoted);
    },
  });

  r.get(P.defaults, {
    config: { gateAny: ['/lelang-cicilan'] },
    schema: { tags, summary: 'Cicilan gagal bayar pada tanggal sistem', response: { 200: cicilanDefaultsResponse } },
    handler: async (request) => {
      const list = await listDefaults(app, authOf(request));
      return ok(list, list.rows.length ? M.found : M.empty);
    },
  });

  r.get(P.plan, {
    config: { gateAny: READERS },
    attachValidation: true,
    schema: { tags, summary: 'Satu cicilan dengan jadwal, pembayaran, status dan tagihan hari ini', params: cicilanParams, response: { 200: getCicilanResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await getPlan(app, authOf(request), request.params.no_faktur_cicil), M.found);
    },
  });

  r.post(P.pay, {
    config: { gateAny: PAYERS },
    attachValidation: true,
    schema: { tags, summary: 'Bayar cicilan (BAYAR CICILAN, DENDA CICILAN)', params: cicilanParams, body: payCicilanRequest, response: { 200: payCicilanResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await payPlan(app, authOf(request), request.params.no_faktur_cicil, request.body), M.paid);
    },
  });

  r.get(P.settle, {
    config: { gateAny: PAYERS },
    attachValidation: true,
    schema: { tags, summary: 'Simulasi pelunasan cepat', params: cicilanParams, response: { 200: cicilanSettlementQuoteResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await settlementQuote(app, authOf(request), request.params.no_faktur_cicil), M.found);
    },
  });

  r.post(P.settle, {
    config: { gateAny: PAYERS },
    attachValidation: true,
    schema: { tags, summary: 'Pelunasan cepat (PELUNASAN CEPAT CICILAN)', params: cicilanParams, body: settleCicilanRequest, response: { 200: settleCicilanResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await settlePlan(app, authOf(request), request.params.no_faktur_cicil, request.body), M.settled);
    },
  });

  r.post(P.handOver, {
    config: { gateAny: PAYERS },
    attachValidation: true,
    schema: { tags, summary: 'Serah terima barang cicilan lunas (penjualan di mutasi stock)', params: cicilanParams, body: handOverCicilanRequest, response: { 200: handOverCicilanResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await handOverPlan(app, authOf(request), request.params.no_faktur_cicil, request.body), M.handedOver);
    },
  });

  r.post(P.cancel, {
    config: { gate: '/batal-cicilan' },
    attachValidation: true,
    schema: { tags, summary: 'Batal cicilan dengan otorisasi (BATAL CICILAN)', params: cicilanParams, body: cancelCicilanRequest, response: { 200: cancelCicilanResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await cancelPlan(app, authOf(request), request.params.no_faktur_cicil, request.body), M.cancelled);
    },
  });

  r.post(P.takeBack, {
    config: { gate: '/lelang-cicilan' },
    attachValidation: true,
    schema: { tags, summary: 'Tarik barang cicilan gagal bayar', params: cicilanParams, body: takeBackCicilanRequest, response: { 200: takeBackCicilanResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await takeBackPlan(app, authOf(request), request.params.no_faktur_cicil, request.body), M.takenBack);
    },
  });
}
