import {
  globalPriceHistoryResponse,
  globalPriceRequest,
  globalPriceResponse,
  hargaBerlakuQuery,
  hargaBerlakuResponse,
  hargaEmasHistoryQuery,
  hargaEmasHistoryResponse,
  hargaEmasListQuery,
  hargaEmasListResponse,
  PRICE_MASTERS,
  PRICE_MESSAGES,
  saveHargaEmasRequest,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { fieldErrorsOf, registerMasterRoutes } from '../masters/masters.routes';
import { addMasterWriteHook } from '../masters/masters.service';
import * as service from './prices.service';

/** A failed validation answers the screen's failure text, with the field messages in `errors`. */
function rejectInvalid(error: { validation?: unknown } | undefined | null, message: string): void {
  const errors = fieldErrorsOf(error);
  if (errors) throw badRequest(message, errors);
}

const PRICE_GATE = '/master-parameter-harga-emas';

export async function pricesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['harga'];

  // Parameter Harga Beli (spec 000 §7) and Parameter Ongkos: lists on the master machinery.
  for (const def of PRICE_MASTERS) registerMasterRoutes(app, def, tags);
  addMasterWriteHook('group', service.groupFollowsGlobalPrice);

  r.get('/api/parameter-harga-emas', {
    schema: {
      tags,
      summary: 'Harga emas per group yang berlaku pada tanggal (default tanggal aktif toko)',
      querystring: hargaEmasListQuery,
      response: { 200: hargaEmasListResponse },
    },
    handler: async (request) => ok(await service.listPrices(app, authOf(request), request.query.tanggal)),
  });

  r.get('/api/parameter-harga-emas/history', {
    schema: { tags, summary: 'Riwayat harga emas per group', querystring: hargaEmasHistoryQuery, response: { 200: hargaEmasHistoryResponse } },
    handler: async (request) =>
      ok(
        await service.priceHistory(app, authOf(request), {
          kodeGroup: request.query.kode_group,
          tglAwal: request.query.tgl_awal,
          tglAkhir: request.query.tgl_akhir,
        }),
      ),
  });

  r.post('/api/parameter-harga-emas', {
    config: { gate: PRICE_GATE },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Simpan harga jual dan beli per group mulai tanggal berlaku (riwayat, tidak menimpa)',
      body: saveHargaEmasRequest,
      response: { 200: hargaEmasHistoryResponse },
    },
    handler: async (request) => {
      rejectInvalid(request.validationError, PRICE_MESSAGES.pricesSaveFailed);
      return ok(await service.savePrices(app, authOf(request), request.body), PRICE_MESSAGES.pricesSaved);
    },
  });

  r.get('/api/parameter-harga-emas/global', {
    schema: { tags, summary: 'Harga emas global (24 karat per gram) yang berlaku', response: { 200: globalPriceResponse } },
    handler: async (request) => ok(await service.currentGlobal(app, authOf(request))),
  });

  r.get('/api/parameter-harga-emas/global/history', {
    schema: { tags, summary: 'Riwayat harga emas global', response: { 200: globalPriceHistoryResponse } },
    handler: async (request) => ok(await service.globalHistory(app, authOf(request))),
  });

  r.put('/api/parameter-harga-emas/global', {
    config: { gateAny: ['/parameter-harga-global', PRICE_GATE] },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Simpan harga emas global; group yang ikut harga global dihitung ulang',
      body: globalPriceRequest,
      response: { 200: globalPriceResponse },
    },
    handler: async (request) => {
      rejectInvalid(request.validationError, PRICE_MESSAGES.globalSaveFailed);
      return ok(await service.saveGlobal(app, authOf(request), request.body.nominal), PRICE_MESSAGES.globalSaved);
    },
  });

  r.get('/api/parameter-harga-emas/berlaku', {
    schema: {
      tags,
      summary: 'Harga emas group yang berlaku pada tanggal; 409 bila harga lebih lama dari tanggal aktif (setting)',
      querystring: hargaBerlakuQuery,
      response: { 200: hargaBerlakuResponse },
    },
    handler: async (request) => ok(await service.priceInForceFor(app, authOf(request), request.query.kode_group, request.query.tanggal)),
  });
}
