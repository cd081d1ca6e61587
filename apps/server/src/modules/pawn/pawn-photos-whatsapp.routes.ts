import { PAWN_MESSAGES as M, pawnFotoParams, pawnFotoResponse, pawnWhatsappRequest, pawnWhatsappResponse } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { readImageUpload } from '../../http/multipart';
import { assertValid } from '../../http/validation';
import { readPawnPhoto, savePawnPhoto } from './pawn-photos.service';
import { sendLoanReceipt } from './pawn-whatsapp.service';

/** Screens that read a loan (its pieces' photos with it). */
const READ_GATES = ['/transaksi-hutang', '/lihat-hutang', '/batal-hutang-lunas', '/lelang-hutang', '/validasi-hutang'] as const;
/** Screens that hand a receipt to the customer: the loan written, the loan list (payments, redemption). */
const RECEIPT_GATES = ['/transaksi-hutang', '/lihat-hutang'] as const;

/** The pledged pieces' photos and the loan receipt by WhatsApp (issue 20); POST /api/hutang checks the photos it names. */
export async function pawnPhotosWhatsappRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['hutang'];

  r.post('/api/hutang/foto', {
    config: { gate: '/transaksi-hutang' },
    schema: { tags, summary: 'Unggah foto barang jaminan (multipart: image); menjawab kunci foto untuk POST hutang', consumes: ['multipart/form-data'], response: { 200: pawnFotoResponse } },
    handler: async (request) => {
      const { image, contentType } = await readImageUpload(request, app.config.UPLOAD_MAX_MB);
      return ok(await savePawnPhoto(app, authOf(request), image, contentType), M.photoSaved);
    },
  });

  r.get('/api/hutang/:no_faktur_hutang/foto/:urut', {
    config: { gateAny: READ_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Foto barang jaminan (image/jpeg)', params: pawnFotoParams, produces: ['image/jpeg'] },
    handler: async (request, reply) => {
      assertValid(request);
      const bytes = await readPawnPhoto(app, authOf(request), request.params.no_faktur_hutang, request.params.urut);
      return reply.type('image/jpeg').header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-cache').send(bytes);
    },
  });

  r.post('/api/hutang/whatsapp', {
    config: { gateAny: RECEIPT_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Kirim nota hutang (HUTANG) atau nota tebus (TEBUS) ke WhatsApp customer', body: pawnWhatsappRequest, response: { 200: pawnWhatsappResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await sendLoanReceipt(app, authOf(request), request.body.no_faktur_hutang, request.body.jenis), M.receiptSent);
    },
  });
}
