import {
  byNotaRequest,
  byNotaResponse,
  byNotaSingleResponse,
  cancelSaleRequest,
  createTukarRequest,
  PURCHASE_MESSAGES,
  refundPreviewRequest,
  refundPreviewResponse,
  createSaleRequest,
  SALES_MESSAGES,
  saleItemParams,
  saleItemQuoteResponse,
  saleListQuery,
  saleListResponse,
  saleParams,
  saleReceiptResponse,
  saleValidationQuery,
  salesValidateResponse,
  validateSalesRequest,
  validByOptionsResponse,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import * as receipts from '../receipts/receipts.service';
import { cancelSale } from './sale-cancel.service';
import { listForValidation, listSales, validateSales, validByOptions } from './sale-list.service';
import { quoteItem } from './sale-quote.service';
import { getReceipt, groupedLines } from './sale-receipt.service';
import { previewRefund } from './sale-refund.service';
import { saveSale } from './sale-save.service';
import { saveTukar } from './trade-in.service';

/** Screens that show a sale receipt (read calls). */
export const SALE_READ_GATES = ['/transaksi-penjualan', '/lihat-penjualan', '/batal-penjualan', '/validasi-penjualan'] as const;

export async function salesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['penjualan'];

  r.get('/api/penjualan/barang/:kode_barcode', {
    config: { gate: '/transaksi-penjualan' },
    attachValidation: true,
    schema: { tags, summary: 'Harga satu barang untuk kasir', params: saleItemParams, response: { 200: saleItemQuoteResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await quoteItem(app, authOf(request), request.params.kode_barcode), SALES_MESSAGES.found);
    },
  });

  r.post('/api/penjualan', {
    config: { gate: '/transaksi-penjualan' },
    attachValidation: true,
    schema: { tags, summary: 'Simpan penjualan (idempotency_key: simpan ulang menjawab nota pertama)', body: createSaleRequest, response: { 200: saleReceiptResponse } },
    handler: async (request) => {
      assertValid(request);
      const { receipt } = await saveSale(app, authOf(request), request.body);
      return ok(receipt, SALES_MESSAGES.saleSaved);
    },
  });

  // the trade-in is a sale paid partly in gold (trade-in.service.ts); its route keeps the buy-back's tag
  r.post('/api/tukar', {
    config: { gate: '/transaksi-penjualan' },
    attachValidation: true,
    schema: { tags: ['pembelian'], summary: 'Tukar tambah: beli barang lama dan jual barang baru dalam satu nota', body: createTukarRequest, response: { 200: saleReceiptResponse } },
    handler: async (request) => {
      assertValid(request);
      const { receipt } = await saveTukar(app, authOf(request), request.body);
      return ok(receipt, PURCHASE_MESSAGES.tukarSaved);
    },
  });

  r.get('/api/penjualan', {
    config: { gateAny: SALE_READ_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Daftar penjualan per tanggal, cari, status, valid, kasir', querystring: saleListQuery, response: { 200: saleListResponse } },
    handler: async (request) => {
      assertValid(request);
      const rows = await listSales(app, authOf(request), request.query);
      return ok(rows, rows.length ? SALES_MESSAGES.found : SALES_MESSAGES.empty);
    },
  });

  r.get('/api/penjualan/validasi', {
    config: { gate: '/validasi-penjualan' },
    attachValidation: true,
    schema: { tags, summary: 'Nota penjualan satu tanggal untuk validasi supervisor', querystring: saleValidationQuery, response: { 200: saleListResponse } },
    handler: async (request) => {
      assertValid(request);
      const rows = await listForValidation(app, authOf(request), request.query);
      return ok(rows, rows.length ? SALES_MESSAGES.found : SALES_MESSAGES.empty);
    },
  });

  r.post('/api/penjualan/validasi', {
    config: { gate: '/validasi-penjualan' },
    attachValidation: true,
    schema: { tags, summary: 'Validasi nota penjualan', body: validateSalesRequest, response: { 200: salesValidateResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await validateSales(app, authOf(request), request.body.no_faktur_group), SALES_MESSAGES.saleValidated);
    },
  });

  r.get('/api/penjualan/valid-by-options', {
    config: { gateAny: ['/validasi-penjualan', '/validasi-titipan', '/lihat-penjualan', '/validasi-jual-beli', '/lihat-pembelian', '/validasi-pesanan'] },
    schema: { tags, summary: "Pilihan 'valid by': ALL dan user KASIR toko", response: { 200: validByOptionsResponse } },
    handler: async (request) => ok(await validByOptions(app, authOf(request))),
  });

  r.post('/api/penjualan/batal', {
    config: { gate: '/batal-penjualan' },
    attachValidation: true,
    schema: { tags, summary: 'Batal penjualan (otorisasi, hari yang sama, barang kembali ke baki)', body: cancelSaleRequest, response: { 200: saleReceiptResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await cancelSale(app, authOf(request), request.body), SALES_MESSAGES.saleCancelled);
    },
  });

  r.post('/api/penjualan/batal/rincian', {
    config: { gate: '/batal-penjualan' },
    attachValidation: true,
    schema: { tags, summary: 'Rincian uang yang dikembalikan bila baris ini dibatalkan (per akun, dengan saldonya)', body: refundPreviewRequest, response: { 200: refundPreviewResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await previewRefund(app, authOf(request), request.body), SALES_MESSAGES.found);
    },
  });

  r.post('/api/penjualan/get/bynota/single', {
    config: { gateAny: SALE_READ_GATES },
    attachValidation: true,
    schema: { tags: ['nota'], summary: 'Data nota penjualan untuk cetak (satu nota)', body: byNotaRequest, response: { 200: byNotaSingleResponse } },
    handler: async (request) => {
      assertValid(request);
      const auth = authOf(request);
      const data = await getReceipt(app.db, auth.kodeToko, request.body.no_faktur_group);
      const setting = await receipts.getSettingNota(app, auth.kodeToko, 'NOTA');
      return { ...ok(data, SALES_MESSAGES.found), template_wa: receipts.fillTemplate(setting.template_wa, data) };
    },
  });

  r.post('/api/penjualan/get/bynota', {
    config: { gateAny: SALE_READ_GATES },
    attachValidation: true,
    schema: { tags: ['nota'], summary: 'Data nota penjualan untuk cetak, dengan baris per group', body: byNotaRequest, response: { 200: byNotaResponse } },
    handler: async (request) => {
      assertValid(request);
      const auth = authOf(request);
      const data = await getReceipt(app.db, auth.kodeToko, request.body.no_faktur_group);
      const setting = await receipts.getSettingNota(app, auth.kodeToko, 'NOTA');
      return { ...ok(data, SALES_MESSAGES.found), dataJualGrouped: groupedLines(data), template_wa: receipts.fillTemplate(setting.template_wa, data) };
    },
  });

  r.get('/api/penjualan/:no_faktur_group', {
    config: { gateAny: SALE_READ_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Satu nota penjualan', params: saleParams, response: { 200: saleReceiptResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await getReceipt(app.db, authOf(request).kodeToko, request.params.no_faktur_group), SALES_MESSAGES.found);
    },
  });
}
