import {
  byNotaRequest,
  cancelPurchaseRequest,
  createPurchaseRequest,
  envelope,
  meltCandidatesResponse,
  meltPurchasesRequest,
  mutasiBatchResponse,
  notaLookupParams,
  notaLookupResponse,
  PURCHASE_MESSAGES,
  purchaseListQuery,
  purchaseListResponse,
  purchaseParams,
  purchaseQuoteRequest,
  purchaseQuoteResponse,
  purchaseReceipt,
  purchaseReceiptResponse,
  SALES_MESSAGES,
  saleGroupedRow,
  saleValidationQuery,
  salesValidateResponse,
  STOCK_MESSAGES,
  validateSalesRequest,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import * as receipts from '../receipts/receipts.service';
import { cancelPurchase } from './purchase-cancel.service';
import { listForValidation, listPurchases, validatePurchases } from './purchase-list.service';
import { listMeltCandidates, meltPurchases } from './purchase-melt.service';
import { findNota, quotePurchase } from './purchase-quote.service';
import { getPurchaseReceipt, groupedPurchaseLines } from './purchase-receipt.service';
import { savePurchase } from './purchase-save.service';

/** Screens that read a buy-back receipt. */
export const PURCHASE_READ_GATES = ['/transaksi-pembelian', '/lihat-pembelian', '/batal-pembelian', '/validasi-jual-beli', '/hancur-pembelian'] as const;
/** Screens that price buy-back lines: the buy-back counter and the sales counter's trade-in. */
const PRICING_GATES = ['/transaksi-pembelian', '/transaksi-penjualan'] as const;

const purchaseByNotaResponse = envelope(purchaseReceipt).extend({ dataPembelianGrouped: z.array(saleGroupedRow), template_wa: z.string() });

export async function purchasesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pembelian'];

  r.get('/api/pembelian/nota/:kode', {
    config: { gateAny: PRICING_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Baris nota penjualan toko (no nota, no baris, atau barcode) untuk dibeli kembali', params: notaLookupParams, response: { 200: notaLookupResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await findNota(app, authOf(request), request.params.kode), PURCHASE_MESSAGES.found);
    },
  });

  r.post('/api/pembelian/hitung', {
    config: { gateAny: PRICING_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Hitung harga beli tiap baris (tidak menyimpan)', body: purchaseQuoteRequest, response: { 200: purchaseQuoteResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await quotePurchase(app, authOf(request), request.body.detail), PURCHASE_MESSAGES.found);
    },
  });

  r.post('/api/pembelian', {
    config: { gate: '/transaksi-pembelian' },
    attachValidation: true,
    schema: { tags, summary: 'Simpan pembelian (idempotency_key: simpan ulang menjawab nota pertama)', body: createPurchaseRequest, response: { 200: purchaseReceiptResponse } },
    handler: async (request) => {
      assertValid(request);
      const { receipt } = await savePurchase(app, authOf(request), request.body);
      return ok(receipt, PURCHASE_MESSAGES.purchaseSaved);
    },
  });

  r.get('/api/pembelian', {
    config: { gateAny: PURCHASE_READ_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Daftar pembelian per tanggal, cari, status, valid, kasir', querystring: purchaseListQuery, response: { 200: purchaseListResponse } },
    handler: async (request) => {
      assertValid(request);
      const rows = await listPurchases(app, authOf(request), request.query);
      return ok(rows, rows.length ? PURCHASE_MESSAGES.found : PURCHASE_MESSAGES.empty);
    },
  });

  r.get('/api/pembelian/validasi', {
    config: { gate: '/validasi-jual-beli' },
    attachValidation: true,
    schema: { tags, summary: 'Nota pembelian satu tanggal untuk validasi supervisor', querystring: saleValidationQuery, response: { 200: purchaseListResponse } },
    handler: async (request) => {
      assertValid(request);
      const rows = await listForValidation(app, authOf(request), request.query);
      return ok(rows, rows.length ? PURCHASE_MESSAGES.found : PURCHASE_MESSAGES.empty);
    },
  });

  r.post('/api/pembelian/validasi', {
    config: { gate: '/validasi-jual-beli' },
    attachValidation: true,
    schema: { tags, summary: 'Validasi nota pembelian', body: validateSalesRequest, response: { 200: salesValidateResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await validatePurchases(app, authOf(request), request.body.no_faktur_group), PURCHASE_MESSAGES.purchaseValidated);
    },
  });

  r.post('/api/pembelian/batal', {
    config: { gate: '/batal-pembelian' },
    attachValidation: true,
    schema: { tags, summary: 'Batal pembelian (otorisasi, hari yang sama, barang keluar lagi, uang kembali)', body: cancelPurchaseRequest, response: { 200: purchaseReceiptResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await cancelPurchase(app, authOf(request), request.body), PURCHASE_MESSAGES.purchaseCancelled);
    },
  });

  r.get('/api/pembelian/hancur', {
    config: { gate: '/hancur-pembelian' },
    schema: { tags, summary: 'Barang pembelian yang masih di gudang BELI', response: { 200: meltCandidatesResponse } },
    handler: async (request) => {
      const rows = await listMeltCandidates(app, authOf(request));
      return ok(rows, rows.length ? PURCHASE_MESSAGES.found : PURCHASE_MESSAGES.empty);
    },
  });

  r.post('/api/pembelian/hancur', {
    config: { gate: '/hancur-pembelian' },
    attachValidation: true,
    schema: { tags, summary: 'Hancurkan barang pembelian (ke gudang hancur)', body: meltPurchasesRequest, response: { 200: mutasiBatchResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await meltPurchases(app, authOf(request), request.body), STOCK_MESSAGES.melted);
    },
  });

  r.post('/api/pembelian/get/bynota', {
    config: { gateAny: PURCHASE_READ_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Data nota pembelian untuk cetak, dengan baris per group', body: byNotaRequest, response: { 200: purchaseByNotaResponse } },
    handler: async (request) => {
      assertValid(request);
      const auth = authOf(request);
      const data = await getPurchaseReceipt(app.db, auth.kodeToko, request.body.no_faktur_group);
      const setting = await receipts.getSettingNota(app, auth.kodeToko, 'NOTA');
      const template = receipts.fillTemplate(setting.template_wa, { ...data, grand_total: data.total_harga });
      return { ...ok(data, SALES_MESSAGES.found), dataPembelianGrouped: groupedPurchaseLines(data), template_wa: template };
    },
  });

  r.get('/api/pembelian/:no_faktur_group', {
    config: { gateAny: PURCHASE_READ_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Satu nota pembelian', params: purchaseParams, response: { 200: purchaseReceiptResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await getPurchaseReceipt(app.db, authOf(request).kodeToko, request.params.no_faktur_group), PURCHASE_MESSAGES.found);
    },
  });
}
