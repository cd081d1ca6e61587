import {
  cancelServiceRequest,
  createServiceRequest,
  finishServiceRequest,
  pickUpServiceRequest,
  serviceBoardResponse,
  serviceChartQuery,
  serviceChartResponse,
  serviceFotoParams,
  serviceFotoResponse,
  serviceListQuery,
  serviceListResponse,
  SERVICE_MESSAGES,
  serviceParams,
  serviceReceiptResponse,
  serviceValidateResponse,
  validateServiceRequest,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import { readImageUpload } from '../../http/multipart';
import { registerReport } from '../reports/report-definition';
import { serviceBoard, serviceChart } from './service-board.service';
import { cancelService, finishService, pickUpService } from './service-flow.service';
import { createService, listServices, readServicePhoto, saveServicePhoto, validateServices } from './service-intake.service';
import { getServiceReceipt } from './service-receipt';
import { serviceAmbilReport, serviceBatalReport, serviceMasukReport, serviceSelesaiReport, serviceTransaksiReport } from './service-reports';

/** Screens that read a repair (its list, its receipt, its photos). */
export const SERVICE_READ_GATES = ['/transaksi-services', '/lihat-services', '/validasi-service', '/papan-service'] as const;

export async function servicesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['service'];

  r.post('/api/service/foto', {
    config: { gate: '/transaksi-services' },
    schema: { tags, summary: 'Unggah foto barang service (multipart: image); menjawab kunci foto untuk POST service', consumes: ['multipart/form-data'], response: { 200: serviceFotoResponse } },
    handler: async (request) => {
      const { image, contentType } = await readImageUpload(request, app.config.UPLOAD_MAX_MB);
      return ok(await saveServicePhoto(app, authOf(request), image, contentType), SERVICE_MESSAGES.photoSaved);
    },
  });

  r.post('/api/service', {
    config: { gate: '/transaksi-services' },
    attachValidation: true,
    schema: { tags, summary: 'Terima service: customer, barang, tukang, tanggal janji, DP (idempotency_key)', body: createServiceRequest, response: { 200: serviceReceiptResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await createService(app, authOf(request), request.body), SERVICE_MESSAGES.saved);
    },
  });

  r.get('/api/service', {
    config: { gateAny: SERVICE_READ_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Daftar service per tanggal terima, cari, status, valid, kasir', querystring: serviceListQuery, response: { 200: serviceListResponse } },
    handler: async (request) => {
      assertValid(request);
      const rows = await listServices(app, authOf(request), request.query);
      return ok(rows, rows.length ? SERVICE_MESSAGES.found : SERVICE_MESSAGES.empty);
    },
  });

  r.get('/api/service/board', {
    config: { gate: '/papan-service' },
    schema: { tags, summary: 'Papan service: semua service terbuka per tukang dan tanggal janji, yang terlambat dahulu', response: { 200: serviceBoardResponse } },
    handler: async (request) => ok(await serviceBoard(app, authOf(request)), SERVICE_MESSAGES.found),
  });

  r.get('/api/service/chart', {
    attachValidation: true,
    schema: { tags, summary: 'Service hari ini untuk dashboard (type=today); nol pada hari sepi', querystring: serviceChartQuery, response: { 200: serviceChartResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await serviceChart(app, authOf(request)));
    },
  });

  r.post('/api/service/validasi', {
    config: { gate: '/validasi-service' },
    attachValidation: true,
    schema: { tags, summary: 'Validasi service oleh supervisor', body: validateServiceRequest, response: { 200: serviceValidateResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await validateServices(app, authOf(request), request.body.no_service), SERVICE_MESSAGES.validated);
    },
  });

  r.get('/api/service/:no_service', {
    config: { gateAny: SERVICE_READ_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Satu service dengan barang dan uangnya (nota service / nota ambil)', params: serviceParams, response: { 200: serviceReceiptResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await getServiceReceipt(app.db, authOf(request).kodeToko, request.params.no_service), SERVICE_MESSAGES.found);
    },
  });

  r.get('/api/service/:no_service/foto/:urut', {
    config: { gateAny: SERVICE_READ_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Foto barang service (image/jpeg)', params: serviceFotoParams, produces: ['image/jpeg'] },
    handler: async (request, reply) => {
      assertValid(request);
      const bytes = await readServicePhoto(app, authOf(request), request.params.no_service, request.params.urut);
      return reply.type('image/jpeg').header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-cache').send(bytes);
    },
  });

  r.post('/api/service/:no_service/selesai', {
    config: { gate: '/lihat-services' },
    attachValidation: true,
    schema: { tags, summary: 'Service selesai: berat keluar tiap barang, ongkos akhir (OPEN -> DONE); WhatsApp ke customer', params: serviceParams, body: finishServiceRequest, response: { 200: serviceReceiptResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await finishService(app, authOf(request), request.params.no_service, request.body), SERVICE_MESSAGES.finished);
    },
  });

  r.post('/api/service/:no_service/ambil', {
    config: { gate: '/lihat-services' },
    attachValidation: true,
    schema: { tags, summary: 'Service diambil dan dilunasi (DONE -> CLOS), idempotency_key', params: serviceParams, body: pickUpServiceRequest, response: { 200: serviceReceiptResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await pickUpService(app, authOf(request), request.params.no_service, request.body), SERVICE_MESSAGES.pickedUp);
    },
  });

  r.post('/api/service/:no_service/batal', {
    config: { gate: '/lihat-services' },
    attachValidation: true,
    schema: { tags, summary: 'Batal service dengan otorisasi BATAL_SERVICE; DP dikembalikan', params: serviceParams, body: cancelServiceRequest, response: { 200: serviceReceiptResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await cancelService(app, authOf(request), request.params.no_service, request.body), SERVICE_MESSAGES.cancelled);
    },
  });

  registerReport(app, serviceMasukReport);
  registerReport(app, serviceSelesaiReport);
  registerReport(app, serviceAmbilReport);
  registerReport(app, serviceBatalReport);
  registerReport(app, serviceTransaksiReport);
}
