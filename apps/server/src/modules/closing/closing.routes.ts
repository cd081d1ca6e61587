import { CLOSING_MESSAGES, closeDayRequest, closedDaysResponse, closingChecksResponse, eodQuery, eodResponse } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import { registerReport } from '../reports/report-definition';
import { eodReport } from './closing.report';
import * as service from './closing.service';

/** Screens that read a closed day's EOD. */
const EOD_GATES = ['/tutup-toko', '/laporan-eod'] as const;

export async function closingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tutup-toko'];

  r.get('/api/tutup-toko/cek', {
    config: { gate: '/tutup-toko' },
    schema: { tags, summary: 'Pemeriksaan sebelum tutup toko (menghalangi / peringatan)', response: { 200: closingChecksResponse } },
    handler: async (request) => ok(await service.readChecks(app, authOf(request)), CLOSING_MESSAGES.checksRead),
  });

  r.post('/api/tutup-toko', {
    config: { gate: '/tutup-toko' },
    attachValidation: true,
    schema: { tags, summary: 'Tutup toko: saldo penutup barang dan uang, EOD, tanggal aktif maju', body: closeDayRequest, response: { 200: eodResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.closeDay(app, authOf(request), request.body), CLOSING_MESSAGES.closed);
    },
  });

  r.get('/api/tutup-toko/eod', {
    config: { gateAny: EOD_GATES },
    attachValidation: true,
    schema: { tags, summary: 'EOD satu tanggal yang sudah ditutup', querystring: eodQuery, response: { 200: eodResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.getEod(app, authOf(request), request.query.tgl_system), CLOSING_MESSAGES.eodFound);
    },
  });

  r.get('/api/tutup-toko/riwayat', {
    config: { gateAny: EOD_GATES },
    schema: { tags, summary: 'Tanggal yang sudah ditutup, terbaru dulu', response: { 200: closedDaysResponse } },
    handler: async (request) => ok(await service.listClosedDays(app, authOf(request))),
  });

  registerReport(app, eodReport);
}
