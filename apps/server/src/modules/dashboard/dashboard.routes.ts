import {
  birthdayResponse,
  dailyBiayaResponse,
  dailyCashResponse,
  dailySpecificChartQuery,
  dailySpecificResponse,
  dailyTransactionChartResponse,
  DASHBOARD_MESSAGES,
  dashboardDayQuery,
  dashboardScopeQuery,
  documentChartQuery,
  documentChartResponse,
  MESSAGES,
  outstandNonCashResponse,
  periodTransactionChartQuery,
  transactionSeriesResponse,
  transactionYearQuery,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import * as service from './dashboard.service';

/**
 * The dashboard calls (spec 000 §7 "Reports and dashboard", spec 001 §7). /dashboard is open to every
 * signed-in user (spec 000 §2 "Always available"), so the sales and buy-back figures have no screen gate
 * and are limited to the caller's store by the service. The money figures (drawer, banks, expenses,
 * non-cash) need head office's dashboard or the bank book's akses.
 */
const MONEY_GATES = ['/dashboardPusat', '/uang-bank'] as const;

export async function dashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboard'];
  const data = MESSAGES.dataAvailable;

  r.get('/api/cash-pusat/daily-transaction-chart', {
    attachValidation: true,
    schema: { tags, summary: 'Penjualan, pembelian, service, hutang hari ini: values[0..3], resultGram[0..1]; elemen pertama total', querystring: dashboardDayQuery, response: { 200: dailyTransactionChartResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.dailyTransactionChart(app, authOf(request), request.query), data);
    },
  });

  r.get('/api/cash-pusat/period-transaction-chart', {
    attachValidation: true,
    schema: { tags, summary: 'Penjualan dan pembelian per hari dalam periode (hari sepi: nol)', querystring: periodTransactionChartQuery, response: { 200: transactionSeriesResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.periodTransactionChart(app, authOf(request), request.query), data);
    },
  });

  r.get('/api/transaction/daily-transaction-get-year', {
    attachValidation: true,
    schema: { tags, summary: 'Analisis transaksi bulanan satu tahun (12 bulan)', querystring: transactionYearQuery, response: { 200: transactionSeriesResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.transactionYear(app, authOf(request), request.query), data);
    },
  });

  r.get('/api/penjualan/chart', {
    attachValidation: true,
    schema: { tags, summary: 'Penjualan hari ini (type=today) atau per bulan (type=monthly&year)', querystring: documentChartQuery, response: { 200: documentChartResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.documentChart(app, authOf(request), 'penjualan', request.query), data);
    },
  });

  r.get('/api/pembelian/chart', {
    attachValidation: true,
    schema: { tags, summary: 'Pembelian hari ini (type=today) atau per bulan (type=monthly&year)', querystring: documentChartQuery, response: { 200: documentChartResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.documentChart(app, authOf(request), 'pembelian', request.query), data);
    },
  });

  r.get('/api/member/find-current-birthday', {
    attachValidation: true,
    schema: { tags, summary: 'Customer / member yang berulang tahun hari ini', querystring: dashboardScopeQuery, response: { 200: birthdayResponse } },
    handler: async (request) => {
      assertValid(request);
      const rows = await service.currentBirthdays(app, authOf(request), request.query.kode_toko);
      return ok(rows, rows.length ? data : DASHBOARD_MESSAGES.birthdayEmpty);
    },
  });

  r.get('/api/cash-pusat/daily-cash-chart', {
    config: { gateAny: MONEY_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Kas per toko pada tanggal aktifnya: saldo awal, masuk, keluar, saldo akhir, saldo bank', querystring: dashboardDayQuery, response: { 200: dailyCashResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.dailyCashChart(app, authOf(request), request.query), data);
    },
  });

  r.get('/api/cash-pusat/daily-biaya', {
    config: { gateAny: MONEY_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Biaya hari ini: kas keluar manual buku kas', querystring: dashboardDayQuery, response: { 200: dailyBiayaResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.dailyBiaya(app, authOf(request), request.query), data);
    },
  });

  r.get('/api/cash-pusat/outstand-noncash', {
    config: { gateAny: MONEY_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Penerimaan non tunai hari ini per toko (debet, transfer, marketplace)', querystring: dashboardDayQuery, response: { 200: outstandNonCashResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.outstandNonCash(app, authOf(request), request.query), data);
    },
  });

  r.get('/api/cash-pusat/daily-specific-chart', {
    config: { gateAny: MONEY_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Satu kategori buku kas per hari sejak awal bulan (type CASH/BANK/MARKETPLACE/ALL)', querystring: dailySpecificChartQuery, response: { 200: dailySpecificResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.dailySpecificChart(app, authOf(request), request.query), data);
    },
  });
}
