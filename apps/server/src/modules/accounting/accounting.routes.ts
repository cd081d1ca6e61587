import {
  ACCOUNTING_MESSAGES,
  akunListResponse,
  BUKU_BESAR_PATH,
  PARAMETER_AKUN_PATH,
  paraAkunListResponse,
  paraAkunParams,
  paraAkunResponse,
  saveParaAkunRequest,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import { registerAccountingReports } from './accounting-reports';
import * as service from './accounting.service';
import { registerJournalExport } from './journal-export';

/** Parameter Akun (spec 000 §2, §3, §7): the chart of accounts and the journal parameters of the store. */
export async function accountingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['akuntansi'];

  r.get('/api/akuns', {
    config: { gateAny: [PARAMETER_AKUN_PATH, BUKU_BESAR_PATH] },
    schema: { tags, summary: 'Daftar akun (nomor_akun, nama_akun) toko', response: { 200: akunListResponse } },
    handler: async (request) => ok(await service.listAkun(app, authOf(request))),
  });

  r.get('/api/para-akun-transaksi', {
    config: { gate: PARAMETER_AKUN_PATH },
    schema: { tags, summary: 'Parameter jurnal per trx (kategori) dan type (CASH, BANK, MARKETPLACE)', response: { 200: paraAkunListResponse } },
    handler: async (request) => ok(await service.listParameters(app, authOf(request))),
  });

  r.put('/api/para-akun-transaksi/:trx/:type', {
    config: { gate: PARAMETER_AKUN_PATH },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Ubah nomor akun tiap baris parameter jurnal (berlaku untuk mutasi sesudahnya)',
      params: paraAkunParams,
      body: saveParaAkunRequest,
      response: { 200: paraAkunResponse },
    },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.saveParameter(app, authOf(request), request.params, request.body), ACCOUNTING_MESSAGES.edited);
    },
  });

  registerAccountingReports(app);
  registerJournalExport(app);
}
