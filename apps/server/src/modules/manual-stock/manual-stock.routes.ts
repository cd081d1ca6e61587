import {
  barangManualQuery,
  barangManualResponse,
  MANUAL_STOCK_MESSAGES as M,
  manualBuyRequest,
  manualDocumentResponse,
  manualListQuery,
  manualListResponse,
  manualSaleRequest,
  manualValidateRequest,
  manualValidateResponse,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import { registerReport } from '../reports/report-definition';
import { manualReport } from './manual-stock-report';
import * as service from './manual-stock.service';

/** Screens that read the manual stock and its documents. */
const READ_GATES = ['/barang-manual', '/transaksi-penjualan-manual', '/transaksi-pembelian-manual', '/validasi-jual-beli-manual'] as const;

export async function manualStockRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['barang-manual'];

  r.get('/api/barang-manual', {
    config: { gateAny: READ_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Saldo barang manual per group, jenis, gudang dan baki (spec 001 §7)', querystring: barangManualQuery, response: { 200: barangManualResponse } },
    handler: async (request) => {
      assertValid(request);
      const rows = await service.listBarangManual(app, authOf(request), request.query);
      return ok(rows, rows.length ? M.found : M.empty);
    },
  });

  r.post('/api/jual-manual', {
    config: { gate: '/transaksi-penjualan-manual' },
    attachValidation: true,
    schema: { tags, summary: 'Penjualan barang manual (berat, jumlah dan harga diketik)', body: manualSaleRequest, response: { 200: manualDocumentResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.createManualSale(app, authOf(request), request.body), M.saleSaved);
    },
  });

  r.post('/api/beli-manual', {
    config: { gate: '/transaksi-pembelian-manual' },
    attachValidation: true,
    schema: { tags, summary: 'Pembelian barang manual (dibayar tunai dari laci)', body: manualBuyRequest, response: { 200: manualDocumentResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.createManualBuy(app, authOf(request), request.body), M.buySaved);
    },
  });

  r.get('/api/jual-beli-manual', {
    config: { gateAny: READ_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Transaksi jual beli manual satu tanggal', querystring: manualListQuery, response: { 200: manualListResponse } },
    handler: async (request) => {
      assertValid(request);
      const rows = await service.listDocuments(app, authOf(request), request.query);
      return ok(rows, rows.length ? M.listFound : M.listEmpty);
    },
  });

  r.get('/api/jual-beli-manual/:no_faktur', {
    config: { gateAny: READ_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Satu transaksi jual beli manual', params: z.object({ no_faktur: z.string().trim().min(1).max(60).transform((v) => v.toUpperCase()) }), response: { 200: manualDocumentResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.getDocument(app.db, authOf(request).kodeToko, request.params.no_faktur));
    },
  });

  r.post('/api/jual-beli-manual/validasi', {
    config: { gate: '/validasi-jual-beli-manual' },
    attachValidation: true,
    schema: { tags, summary: 'Validasi transaksi jual beli manual', body: manualValidateRequest, response: { 200: manualValidateResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.validateDocuments(app, authOf(request), request.body.no_faktur), M.validated);
    },
  });

  registerReport(app, manualReport);
}
