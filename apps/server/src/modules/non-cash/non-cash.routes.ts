import { MESSAGES, NON_CASH_MESSAGES as M, nonCashPendingResponse, nonCashValidateRequest, nonCashValidateResponse } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import * as service from './non-cash.service';

/**
 * Non-cash validation (VALIDASI_NON_CASH_MODULE, issue 36): the supervisor's list of card and transfer payments
 * waiting to be matched with the bank statement, and the validation that makes them count in the bank balance.
 */
export async function nonCashRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['non cash'];

  r.get('/api/non-cash/pending', {
    config: { gate: '/validasi-non-cash' },
    schema: { tags, summary: 'Pembayaran kartu dan transfer yang menunggu validasi supervisor', response: { 200: nonCashPendingResponse } },
    handler: async (request) => {
      const rows = await service.listPending(app, authOf(request));
      return ok(rows, rows.length ? MESSAGES.dataAvailable : MESSAGES.dataUnavailable);
    },
  });

  r.post('/api/non-cash/validasi', {
    config: { gate: '/validasi-non-cash' },
    attachValidation: true,
    schema: { tags, summary: 'Validasi pembayaran non tunai dengan rekening koran (jumlah harus sama, no referensi bank)', body: nonCashValidateRequest, response: { 200: nonCashValidateResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.validate(app, authOf(request), request.body), M.validated);
    },
  });
}
