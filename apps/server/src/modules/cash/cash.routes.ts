import {
  bankHistoryQuery,
  CASH_MESSAGES as M,
  gesekHistoryQuery,
  gesekListResponse,
  gesekResponse,
  gesekTunaiRequest,
  kasBookResponse,
  kasManualRequest,
  kasPageQuery,
  kasSaldoQuery,
  mutasiResponse,
  mutasiUangBankRequest,
  mutasiUangCashRequest,
  pengalihanListQuery,
  pengalihanListResponse,
  pengalihanParams,
  pengalihanRequest,
  pengalihanResponse,
  pengalihanValidateRequest,
  saldoListResponse,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import { registerReport } from '../reports/report-definition';
import { cashReport, gesekReport, nonCashReport } from './cash-reports';
import * as book from './cash-book.service';
import * as move from './cash-move.service';
import * as gesek from './gesek.service';

/** Screens that read the store's balances. */
export const CASH_READ_GATES = ['/uang-kas', '/uang-bank', '/gesek-tunai', '/mutasi-uang-bank', '/mutasi-uang-cash', '/pengalihan-saldo-uang'] as const;

export async function cashRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cash'];
  registerReport(app, nonCashReport);
  registerReport(app, cashReport);
  registerReport(app, gesekReport);

  r.get('/api/cash/saldo', {
    config: { gateAny: CASH_READ_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Saldo tiap akun (CASH, rekening) pada tanggal sistem atau ?tanggal=', querystring: kasSaldoQuery, response: { 200: saldoListResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await book.listBalances(app, authOf(request), request.query), M.found);
    },
  });

  r.get('/api/cash/paginated', {
    config: { gate: '/uang-kas' },
    attachValidation: true,
    schema: { tags, summary: 'Buku kas laci hari ini: saldo awal, mutasi dengan saldo berjalan, saldo akhir (?skip&limit)', querystring: kasPageQuery, response: { 200: kasBookResponse } },
    handler: async (request) => {
      assertValid(request);
      const data = await book.book(app, authOf(request), 'CASH', request.query);
      return ok(data, data.count ? M.found : M.empty);
    },
  });

  r.get('/api/cash/history-bank', {
    config: { gate: '/uang-bank' },
    attachValidation: true,
    schema: { tags, summary: 'Buku rekening bank hari ini (?no_rekening=, kosong: semua rekening)', querystring: bankHistoryQuery, response: { 200: kasBookResponse } },
    handler: async (request) => {
      assertValid(request);
      const data = await book.book(app, authOf(request), request.query.no_rekening ?? null, request.query);
      return ok(data, data.count ? M.found : M.empty);
    },
  });

  r.post('/api/cash/kas', {
    config: { gateAny: ['/uang-kas', '/uang-bank'] },
    attachValidation: true,
    schema: { tags, summary: 'Kas masuk / keluar manual dengan kode transaksi (di atas batas: otorisasi KAS_MANUAL)', body: kasManualRequest, response: { 200: mutasiResponse } },
    handler: async (request) => {
      assertValid(request);
      const { result, masuk } = await book.saveKasManual(app, authOf(request), request.body);
      return ok(result, masuk ? M.kasMasukSaved : M.kasKeluarSaved);
    },
  });

  r.post('/api/cash/mutasi-uang-bank', {
    config: { gate: '/mutasi-uang-bank' },
    attachValidation: true,
    schema: { tags, summary: 'Mutasi uang antar rekening bank toko', body: mutasiUangBankRequest, response: { 200: mutasiResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await move.saveMutasi(app, authOf(request), 'BANK', request.body), M.mutasiBankSaved);
    },
  });

  r.post('/api/cash/mutasi-uang-cash', {
    config: { gate: '/mutasi-uang-cash' },
    attachValidation: true,
    schema: { tags, summary: 'Mutasi uang antara CASH dan rekening bank toko', body: mutasiUangCashRequest, response: { 200: mutasiResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await move.saveMutasi(app, authOf(request), 'CASH', request.body), M.mutasiCashSaved);
    },
  });

  r.post('/api/non-cash/gesek-tunai', {
    config: { gate: '/gesek-tunai' },
    attachValidation: true,
    schema: { tags, summary: 'Gesek tunai: kartu digesek ke rekening, laci membayar jumlah dikurangi fee', body: gesekTunaiRequest, response: { 200: gesekResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await gesek.saveGesek(app, authOf(request), request.body), M.gesekSaved);
    },
  });

  r.get('/api/non-cash/gesek-histories', {
    config: { gate: '/gesek-tunai' },
    attachValidation: true,
    schema: { tags, summary: 'Riwayat gesek tunai hari ini (atau ?tgl_awal&tgl_akhir)', querystring: gesekHistoryQuery, response: { 200: gesekListResponse } },
    handler: async (request) => {
      assertValid(request);
      const rows = await gesek.listGesek(app, authOf(request), request.query);
      return ok(rows, rows.length ? M.found : M.empty);
    },
  });

  r.get('/api/cash/pengalihan-saldo', {
    config: { gate: '/pengalihan-saldo-uang' },
    attachValidation: true,
    schema: { tags, summary: 'Permintaan pengalihan saldo (?status=ALL|OPEN|VALID|TOLAK)', querystring: pengalihanListQuery, response: { 200: pengalihanListResponse } },
    handler: async (request) => {
      assertValid(request);
      const rows = await move.listPengalihan(app, authOf(request), request.query.status);
      return ok(rows, rows.length ? M.found : M.empty);
    },
  });

  r.post('/api/cash/pengalihan-saldo', {
    config: { gate: '/pengalihan-saldo-uang' },
    attachValidation: true,
    schema: { tags, summary: 'Minta pengalihan saldo (ditulis ke buku kas saat divalidasi supervisor)', body: pengalihanRequest, response: { 200: pengalihanResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await move.requestPengalihan(app, authOf(request), request.body), M.pengalihanRequested);
    },
  });

  r.post('/api/cash/pengalihan-saldo/:no_pengalihan/validasi', {
    config: { gate: '/pengalihan-saldo-uang' },
    attachValidation: true,
    schema: { tags, summary: 'Validasi pengalihan saldo (SPV/OWN, atau otorisasi PENGALIHAN_SALDO)', params: pengalihanParams, body: pengalihanValidateRequest, response: { 200: pengalihanResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await move.decidePengalihan(app, authOf(request), request.params.no_pengalihan, 'VALID', request.body.otorisasi), M.pengalihanValidated);
    },
  });

  r.post('/api/cash/pengalihan-saldo/:no_pengalihan/tolak', {
    config: { gate: '/pengalihan-saldo-uang' },
    attachValidation: true,
    schema: { tags, summary: 'Tolak pengalihan saldo (SPV/OWN)', params: pengalihanParams, body: pengalihanValidateRequest, response: { 200: pengalihanResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await move.decidePengalihan(app, authOf(request), request.params.no_pengalihan, 'TOLAK', request.body.otorisasi), M.pengalihanRejected);
    },
  });
}
