import {
  cancelOrderRequest,
  createOrderRequest,
  createPreOrderRequest,
  finishOrderRequest,
  finishPreOrderRequest,
  ORDER_MESSAGES,
  orderChartQuery,
  orderChartResponse,
  orderFotoParams,
  orderFotoResponse,
  orderListQuery,
  orderListResponse,
  orderParams,
  orderReceiptResponse,
  orderSamplesResponse,
  ordersValidateResponse,
  pickUpOrderRequest,
  preOrderListQuery,
  preOrderPageResponse,
  preOrderParams,
  preOrderResponse,
  preOrderSearchRequest,
  SALES_MESSAGES,
  SERVICE_MESSAGES,
  saleReceiptResponse,
  saleValidationQuery,
  validateOrdersRequest,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { readImageUpload } from '../../http/multipart';
import { assertValid } from '../../http/validation';
import { registerReport } from '../reports/report-definition';
import { batalPesananReport, pesananBarangReport } from './orders-reports';
import * as service from './orders.service';
import * as chart from './orders-chart.service';
import { pickUpOrder } from './order-pickup.service';
import * as preOrders from './pre-order.service';

/** Screens that read and work an order after it is taken. */
export const ORDER_GATES = ['/transaksi-pesanan', '/lihat-pesanan'] as const;

export async function ordersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pesanan'];

  r.post('/api/pesanan/foto', {
    config: { gate: '/transaksi-pesanan' },
    schema: { tags, summary: 'Unggah foto barang pesanan (multipart: image); menjawab kunci foto untuk POST pesanan', consumes: ['multipart/form-data'], response: { 200: orderFotoResponse } },
    handler: async (request) => {
      const { image, contentType } = await readImageUpload(request, app.config.UPLOAD_MAX_MB);
      return ok(await service.saveOrderPhoto(app, authOf(request), image, contentType), SERVICE_MESSAGES.photoSaved);
    },
  });

  r.get('/api/pesanan/:no_pesanan/foto/:urut', {
    config: { gateAny: ORDER_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Foto barang pesanan (image/jpeg)', params: orderFotoParams, produces: ['image/jpeg'] },
    handler: async (request, reply) => {
      assertValid(request);
      const bytes = await service.readOrderPhoto(app, authOf(request), request.params.no_pesanan, request.params.urut);
      return reply.type('image/jpeg').header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-cache').send(bytes);
    },
  });

  r.post('/api/pesanan', {
    config: { gate: '/transaksi-pesanan' },
    attachValidation: true,
    schema: { tags, summary: 'Simpan pesanan dengan uang muka (idempotency_key)', body: createOrderRequest, response: { 200: orderReceiptResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.createOrder(app, authOf(request), request.body), ORDER_MESSAGES.saved);
    },
  });

  r.get('/api/pesanan', {
    config: { gateAny: ORDER_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Daftar pesanan per tanggal, cari, status, valid, kasir', querystring: orderListQuery, response: { 200: orderListResponse } },
    handler: async (request) => {
      assertValid(request);
      const rows = await service.listOrders(app, authOf(request), request.query);
      return ok(rows, rows.length ? ORDER_MESSAGES.found : ORDER_MESSAGES.empty);
    },
  });

  r.get('/api/pesanan/validasi', {
    config: { gate: '/validasi-pesanan' },
    attachValidation: true,
    schema: { tags, summary: 'Pesanan satu tanggal untuk validasi supervisor', querystring: saleValidationQuery, response: { 200: orderListResponse } },
    handler: async (request) => {
      assertValid(request);
      const rows = await service.listForValidation(app, authOf(request), request.query);
      return ok(rows, rows.length ? ORDER_MESSAGES.found : ORDER_MESSAGES.empty);
    },
  });

  r.post('/api/pesanan/validasi', {
    config: { gate: '/validasi-pesanan' },
    attachValidation: true,
    schema: { tags, summary: 'Validasi pesanan', body: validateOrdersRequest, response: { 200: ordersValidateResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.validateOrders(app, authOf(request), request.body.no_pesanan), ORDER_MESSAGES.validated);
    },
  });

  r.get('/api/pesanan/chart', {
    config: { gateAny: [...ORDER_GATES, '/laporan-pesanan-barang'] },
    attachValidation: true,
    schema: { tags, summary: 'Pesanan hari ini (type=today): nol pada hari sepi', querystring: orderChartQuery, response: { 200: orderChartResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await chart.todayChart(app, authOf(request)));
    },
  });

  registerReport(app, batalPesananReport);
  registerReport(app, pesananBarangReport);

  r.get('/api/pesanan/:no_pesanan', {
    config: { gateAny: ORDER_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Satu pesanan', params: orderParams, response: { 200: orderReceiptResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.getOrder(app.db, authOf(request).kodeToko, request.params.no_pesanan), ORDER_MESSAGES.found);
    },
  });

  r.get('/api/pesanan/:no_pesanan/contoh', {
    config: { gateAny: ORDER_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Barang contoh yang diambil untuk pesanan (keterangan menyebut no pesanan)', params: orderParams, response: { 200: orderSamplesResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.orderSamples(app, authOf(request), request.params.no_pesanan));
    },
  });

  r.post('/api/pesanan/:no_pesanan/selesai', {
    config: { gateAny: ORDER_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Pesanan selesai: berat aktual, harga, barang dipesan (OPEN -> DONE)', params: orderParams, body: finishOrderRequest, response: { 200: orderReceiptResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.finishOrder(app, authOf(request), request.params.no_pesanan, request.body), ORDER_MESSAGES.done);
    },
  });

  r.post('/api/pesanan/:no_pesanan/ambil', {
    config: { gateAny: ORDER_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Ambil pesanan: sisa dibayar, nota penjualan (DONE -> FINISH)', params: orderParams, body: pickUpOrderRequest, response: { 200: saleReceiptResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await pickUpOrder(app, authOf(request), request.params.no_pesanan, request.body), SALES_MESSAGES.saleSaved);
    },
  });

  r.post('/api/pesanan/:no_pesanan/batal', {
    config: { gateAny: ORDER_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Batal pesanan (otorisasi BATAL_PESANAN, uang muka kembali sesuai aturan toko)', params: orderParams, body: cancelOrderRequest, response: { 200: orderReceiptResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.cancelOrder(app, authOf(request), request.params.no_pesanan, request.body), ORDER_MESSAGES.cancelled);
    },
  });

  // ---------------------------------------------------------------- pre-orders (spec 000 §7)

  r.post('/api/pre-order', {
    config: { gate: '/pre-order' },
    attachValidation: true,
    schema: { tags: ['pre-order'], summary: 'Cari pre order: { count, preorders } (skip, limit, page)', body: preOrderSearchRequest, response: { 200: preOrderPageResponse } },
    handler: async (request) => {
      assertValid(request);
      const page = await preOrders.searchPreOrders(app, authOf(request), request.body ?? {});
      return ok(page, page.count ? ORDER_MESSAGES.preOrderFound : ORDER_MESSAGES.preOrderEmpty);
    },
  });

  r.get('/api/pre-order', {
    config: { gate: '/pre-order' },
    attachValidation: true,
    schema: { tags: ['pre-order'], summary: 'Daftar pre order (status=finish&limit=9999)', querystring: preOrderListQuery, response: { 200: preOrderPageResponse } },
    handler: async (request) => {
      assertValid(request);
      const page = await preOrders.searchPreOrders(app, authOf(request), { ...request.query, page: 1 });
      return ok(page, page.count ? ORDER_MESSAGES.preOrderFound : ORDER_MESSAGES.preOrderEmpty);
    },
  });

  r.post('/api/pre-order/create', {
    config: { gate: '/pre-order' },
    attachValidation: true,
    schema: { tags: ['pre-order'], summary: 'Simpan pre order', body: createPreOrderRequest, response: { 200: preOrderResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await preOrders.createPreOrder(app, authOf(request), request.body), ORDER_MESSAGES.preOrderSaved);
    },
  });

  r.post('/api/pre-order/:no_pre_order/finish', {
    config: { gate: '/pre-order' },
    attachValidation: true,
    schema: {
      tags: ['pre-order'],
      summary: 'Pre order selesai: barang dikirim dari toko asal dan diterima di baki toko ini (status finish)',
      params: preOrderParams,
      body: finishPreOrderRequest,
      response: { 200: preOrderResponse },
    },
    handler: async (request) => {
      assertValid(request);
      return ok(await preOrders.finishPreOrder(app, authOf(request), request.params.no_pre_order, request.body), ORDER_MESSAGES.preOrderFinished);
    },
  });
}
