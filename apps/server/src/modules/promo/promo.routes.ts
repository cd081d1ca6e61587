import { PHOTO_MESSAGES, PROMO_MESSAGES, promoRecipientsResponse, promoUploadResponse, promoWablasRequest, promoWablasResponse } from '@emas/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { AppError, badRequest } from '../../http/errors';
import { assertValid } from '../../http/validation';
import * as service from './promo.service';
import { startPromoWorker } from './promo.worker';

const gate = '/send-promo-to-customer';

/** Reads the multipart file `image` (and an optional `folder`, which must be 'promo'). */
async function readImage(request: FastifyRequest, maxMb: number): Promise<{ image: Buffer | null; contentType: string }> {
  if (!request.isMultipart()) throw badRequest(PHOTO_MESSAGES.imageRequired, { image: PHOTO_MESSAGES.imageRequired });
  let image: Buffer | null = null;
  let contentType = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'image' && !image) {
          image = bytes;
          contentType = part.mimetype ?? '';
        }
      } else if (part.fieldname === 'folder' && String(part.value ?? 'promo') !== 'promo') {
        throw badRequest(PROMO_MESSAGES.imageUrlInvalid, { folder: PROMO_MESSAGES.imageUrlInvalid });
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(PHOTO_MESSAGES.tooLarge(maxMb), { image: PHOTO_MESSAGES.tooLarge(maxMb) });
    if (code === 'FST_FILES_LIMIT') throw badRequest(PHOTO_MESSAGES.oneFile, { image: PHOTO_MESSAGES.oneFile });
    throw badRequest(PHOTO_MESSAGES.notImage, { image: PHOTO_MESSAGES.notImage });
  }
  return { image, contentType };
}

/** Jadwal Notifikasi Promo Ke Customer (spec 000 §2, §4, §7 promo-wablas) and its outbox worker. */
export async function promoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['promo'];

  r.get('/api/promo-wablas', {
    config: { gate },
    schema: { tags, summary: 'Promo toko yang tersimpan (data.template, data.image_url, data.date), gateway dan progres kirim', response: { 200: promoWablasResponse } },
    handler: async (request) => ok(await service.getPromo(app, authOf(request).kodeToko)),
  });

  r.post('/api/promo-wablas', {
    config: { gate },
    attachValidation: true,
    schema: { tags, summary: 'Simpan promo (template, tgl_kirim, image_url); dikirim ke customer pada tanggalnya', body: promoWablasRequest, response: { 200: promoWablasResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.savePromo(app, authOf(request), request.body), PROMO_MESSAGES.saved);
    },
  });

  r.post('/api/promo-wablas/upload', {
    config: { gate },
    schema: { tags, summary: "Unggah banner promo (multipart: image, folder 'promo'); JPEG 720x1366 kualitas 50", consumes: ['multipart/form-data'], response: { 200: promoUploadResponse } },
    handler: async (request) => {
      const auth = authOf(request);
      const { image, contentType } = await readImage(request, app.config.UPLOAD_MAX_MB);
      return ok(await service.uploadImage(app, auth, image, contentType, `${request.protocol}://${request.host}`), PROMO_MESSAGES.imageSaved);
    },
  });

  r.get('/api/promo-wablas/penerima', {
    config: { gate },
    schema: { tags, summary: 'Penerima promo terakhir dan status kirimnya', response: { 200: promoRecipientsResponse } },
    handler: async (request) => ok(await service.listRecipients(app, authOf(request).kodeToko)),
  });

  r.get('/api/promo-wablas/image/:kode_toko/:name', {
    // public: the WhatsApp gateway fetches the banner to send it to customers
    config: { public: true },
    schema: {
      tags,
      summary: 'Banner promo (image/jpeg), tanpa login: diambil gateway WhatsApp',
      params: z.object({ kode_toko: z.string().max(30), name: z.string().max(40) }),
      produces: ['image/jpeg'],
    },
    handler: async (request, reply) => {
      const bytes = await service.readImage(app, request.params.kode_toko, request.params.name);
      return reply.type('image/jpeg').header('x-content-type-options', 'nosniff').header('cache-control', 'public, max-age=86400').send(bytes);
    },
  });

  if (app.config.PROMO_WORKER === 'on') {
    let worker: ReturnType<typeof startPromoWorker> | null = null;
    app.addHook('onReady', async () => {
      worker = startPromoWorker(app);
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  }
}
