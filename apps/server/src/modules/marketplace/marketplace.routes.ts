import {
  isModuleOn,
  MARKETPLACE_MASTERS,
  MARKETPLACE_MESSAGES as M,
  MARKETPLACE_MODULE,
  MESSAGES,
  marketplaceAkunParams,
  marketplaceImportRequest,
  marketplaceImportResponse,
  marketplaceOrderListResponse,
  marketplaceOrderParams,
  marketplaceOrderQuery,
  marketplaceOrderResponse,
  marketplacePayoutListResponse,
  marketplacePayoutRequest,
  marketplacePayoutResponse,
  marketplaceSaleRequest,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { badRequest, forbidden } from '../../http/errors';
import { assertValid } from '../../http/validation';
import { registerMasterRoutes } from '../masters/masters.routes';
import { addMasterWriteHook } from '../masters/masters.service';
import { registerReport } from '../reports/report-definition';
import { recordPayout, payoutOf } from './marketplace-payout.service';
import { marketplaceFeeReport, marketplaceOutstandingReport, marketplaceSalesReport } from './marketplace-reports';
import { importOrders, orderRow, orderWithReceipt, previewImport, sellByHand } from './marketplace-sale.service';
import * as repo from './marketplace.repository';

const ORDER_GATES = ['/penjualan-marketplace', '/pencairan-marketplace'] as const;
const payoutListQuery = marketplaceOrderQuery.pick({ tgl_awal: true, tgl_akhir: true });

/**
 * The marketplace module (MARKETPLACE_MODULE, spec 000 §6): the seller accounts (/marketplace-setting, a CRUD kit
 * master), orders sold through them (by hand or by the seller centre's order file), the payouts that close their
 * receivable, and the reports. Every call here, reads included, needs the module on in the store it acts on.
 */
export async function marketplaceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['marketplace'];
  app.addHook('preValidation', async (request) => {
    if (request.auth && !isModuleOn(request.auth.access.modules, MARKETPLACE_MODULE)) throw forbidden();
  });
  const listed = <T>(rows: T[]) => ok(rows, rows.length ? MESSAGES.dataAvailable : MESSAGES.dataUnavailable);

  for (const def of MARKETPLACE_MASTERS) registerMasterRoutes(app, def, tags);
  // the setting's tray must lie in its warehouse: the pieces listed online are those of that tray
  addMasterWriteHook('marketplace-setting', {
    before: async () => {},
    after: async (trx, auth, _previous, row) => {
      if (!(await repo.bakiInGudang(trx, auth.kodeToko, String(row.kode_baki), String(row.kode_gudang)))) throw badRequest(M.bakiNotInGudang, { kode_baki: M.bakiNotInGudang });
    },
  });

  r.get('/api/marketplace/order', {
    config: { gateAny: ORDER_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Order marketplace per periode, akun (ALL) dan status (ALL, PIUTANG, CAIR)', querystring: marketplaceOrderQuery, response: { 200: marketplaceOrderListResponse } },
    handler: async (request) => {
      assertValid(request);
      const q = request.query;
      const rows = await repo.listOrders(app.db, authOf(request).kodeToko, { from: q.tgl_awal, to: q.tgl_akhir, kodeAkun: q.kode_akun === 'ALL' ? null : q.kode_akun, status: q.status });
      return listed(rows.map(orderRow));
    },
  });

  r.get('/api/marketplace/order/:kode_akun/:no_order', {
    config: { gateAny: ORDER_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Satu order marketplace dengan nota penjualannya (slip internal dan slip customer)', params: marketplaceOrderParams, response: { 200: marketplaceOrderResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await orderWithReceipt(app, authOf(request), request.params.kode_akun, request.params.no_order), MESSAGES.dataAvailable);
    },
  });

  r.get('/api/marketplace/piutang/:kode_akun', {
    config: { gate: '/pencairan-marketplace' },
    attachValidation: true,
    schema: { tags, summary: 'Order satu akun marketplace yang belum dicairkan (piutang)', params: marketplaceAkunParams, response: { 200: marketplaceOrderListResponse } },
    handler: async (request) => {
      assertValid(request);
      return listed((await repo.outstandingOrders(app.db, authOf(request).kodeToko, request.params.kode_akun)).map(orderRow));
    },
  });

  r.post('/api/marketplace/penjualan', {
    config: { gate: '/penjualan-marketplace' },
    attachValidation: true,
    schema: { tags, summary: 'Penjualan marketplace manual: satu order (no order, pembeli, kirim, biaya), dibayar MARKETPLACE', body: marketplaceSaleRequest, response: { 200: marketplaceOrderResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await sellByHand(app, authOf(request), request.body), M.saleSaved);
    },
  });

  r.post('/api/marketplace/import/preview', {
    config: { gate: '/penjualan-marketplace' },
    bodyLimit: 2_000_000,
    attachValidation: true,
    schema: { tags, summary: 'Periksa file order (CSV) tanpa menyimpan: order dan masalah per baris', body: marketplaceImportRequest, response: { 200: marketplaceImportResponse } },
    handler: async (request) => {
      assertValid(request);
      const result = await previewImport(app, authOf(request), request.body);
      return ok(result, result.errors.length ? M.importRefused : M.previewOk);
    },
  });

  r.post('/api/marketplace/import', {
    config: { gate: '/penjualan-marketplace' },
    bodyLimit: 2_000_000,
    attachValidation: true,
    schema: { tags, summary: 'Import file order (CSV) dari seller centre: semua order atau tidak sama sekali', body: marketplaceImportRequest, response: { 200: marketplaceImportResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await importOrders(app, authOf(request), request.body), M.imported);
    },
  });

  r.get('/api/marketplace/pencairan', {
    config: { gate: '/pencairan-marketplace' },
    attachValidation: true,
    schema: { tags, summary: 'Pencairan marketplace per periode', querystring: payoutListQuery, response: { 200: marketplacePayoutListResponse } },
    handler: async (request) => {
      assertValid(request);
      return listed((await repo.listPayouts(app.db, authOf(request).kodeToko, request.query.tgl_awal, request.query.tgl_akhir)).map(payoutOf));
    },
  });

  r.post('/api/marketplace/pencairan', {
    config: { gate: '/pencairan-marketplace' },
    attachValidation: true,
    schema: { tags, summary: 'Catat pencairan marketplace ke rekening: piutang order ditutup, selisih dibukukan sebagai biaya marketplace', body: marketplacePayoutRequest, response: { 200: marketplacePayoutResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await recordPayout(app, authOf(request), request.body), M.payoutSaved);
    },
  });

  registerReport(app, marketplaceSalesReport);
  registerReport(app, marketplaceFeeReport);
  registerReport(app, marketplaceOutstandingReport);
}
