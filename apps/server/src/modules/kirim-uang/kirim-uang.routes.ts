import {
  KIRIM_UANG_REPORT_PATHS,
  KIRIM_UANG_MESSAGES as M,
  kirimUangFormResponse,
  kirimUangListQuery,
  kirimUangListResponse,
  kirimUangRequest,
  kirimUangRow,
  laporanKirimUangQuery,
  kirimUangResponse,
  nomorReferensiParams,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import { defineReport, registerReport } from '../reports/report-definition';
import * as service from './kirim-uang.service';

const SEND_GATE = '/kirim-uang-pusat';
const RECEIVE_GATE = '/terima-uang-kas';
/** Laporan Kirim Uang keluar (spec 000 §2) and the sender's own screen read the list of transfers. */
export const KIRIM_UANG_REPORT_GATE = '/laporan-kirim-uang-keluar';

/** Laporan Kirim Uang keluar on the report definition: period, status (filter), shop (ip_cabang). */
export const laporanKirimUangKeluar = defineReport({
  path: KIRIM_UANG_REPORT_PATHS.kirimUangKeluar,
  gate: KIRIM_UANG_REPORT_GATE,
  summary: 'Laporan kirim uang keluar per toko (ip_cabang), status dan tanggal',
  query: laporanKirimUangQuery,
  row: kirimUangRow,
  rows: (db, { query, kodeToko }) => service.reportRows(db, kodeToko, query),
});

export async function kirimUangRoutes(app: FastifyInstance) {
  registerReport(app, laporanKirimUangKeluar);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['kirim-uang'];

  r.get('/api/kirim-uang-form', {
    config: { gate: SEND_GATE },
    schema: { tags, summary: 'Akun asal (kas dan rekening, dengan saldo) dan kantor pusat tujuan', response: { 200: kirimUangFormResponse } },
    handler: async (request) => ok(await service.formOptions(app, authOf(request))),
  });

  r.get('/api/kirim-uang-history', {
    config: { gate: SEND_GATE },
    schema: { tags, summary: 'Riwayat kirim uang toko ini (terbaru dulu)', response: { 200: kirimUangListResponse } },
    handler: async (request) => {
      const rows = await service.history(app, authOf(request));
      return ok(rows, rows.length ? M.found : M.empty);
    },
  });

  r.post('/api/kirim-uang', {
    config: { gate: SEND_GATE },
    attachValidation: true,
    schema: { tags, summary: 'Kirim uang ke kantor pusat (keluar dari kas/rekening toko, status OPEN)', body: kirimUangRequest, response: { 200: kirimUangResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.sendMoney(app, authOf(request), request.body), M.sent);
    },
  });

  r.get('/api/kirim-uang', {
    config: { gateAny: [KIRIM_UANG_REPORT_GATE, SEND_GATE] },
    attachValidation: true,
    schema: { tags, summary: 'Kirim uang keluar toko ini per status (ALL, OPEN, DONE) dan tanggal', querystring: kirimUangListQuery, response: { 200: kirimUangListResponse } },
    handler: async (request) => {
      assertValid(request);
      const rows = await service.listSent(app, authOf(request), request.query);
      return ok(rows, rows.length ? M.found : M.empty);
    },
  });

  r.get('/api/kirim-uang/:nomor_referensi', {
    config: { gate: RECEIVE_GATE },
    attachValidation: true,
    schema: { tags, summary: 'Cari kiriman uang untuk toko ini menurut nomor referensi (nota_kirim); daftar', params: nomorReferensiParams, response: { 200: kirimUangListResponse } },
    handler: async (request) => {
      assertValid(request);
      const rows = await service.lookup(app, authOf(request), request.params.nomor_referensi);
      return ok(rows, rows.length ? M.found : M.notFound);
    },
  });

  for (const method of ['PATCH', 'PUT'] as const) {
    r.route({
      method,
      url: '/api/kirim-uang/:nomor_referensi/reception',
      config: { gate: RECEIVE_GATE },
      attachValidation: true,
      schema: { tags, summary: 'Terima uang (sekali saja; masuk kas toko tujuan)', params: nomorReferensiParams, response: { 200: kirimUangResponse } },
      handler: async (request) => {
        assertValid(request);
        return ok(await service.receive(app, authOf(request), request.params.nomor_referensi), M.received);
      },
    });
  }
}
