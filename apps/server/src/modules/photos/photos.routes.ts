import { barcodeParams, envelope } from '@emas/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { AppError, badRequest } from '../../http/errors';
import * as service from './photos.service';
import { PHOTO_MESSAGES } from './photos.service';

/** Screens that edit an item's photo: the edit modal of /data-barang and /tambah-data-barang. */
const PHOTO_GATES = ['/data-barang', '/tambah-data-barang'] as const;

const photoSavedResponse = envelope(z.object({ kode_barcode: z.string(), foto: z.string(), size: z.number() }));
const photoDeletedResponse = envelope(z.object({ kode_barcode: z.string(), foto: z.null() }));

/** Reads the multipart fields `image` (one file) and `kode_barcode`, in any order. */
export async function readUpload(request: FastifyRequest, maxMb: number): Promise<{ kodeBarcode: string; image: Buffer | null; contentType: string }> {
  if (!request.isMultipart()) throw badRequest(PHOTO_MESSAGES.imageRequired, { image: PHOTO_MESSAGES.imageRequired });
  let kodeBarcode = '';
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
      } else if (part.fieldname === 'kode_barcode') {
        kodeBarcode = String(part.value ?? '');
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(PHOTO_MESSAGES.tooLarge(maxMb), { image: PHOTO_MESSAGES.tooLarge(maxMb) });
    if (code === 'FST_FILES_LIMIT') throw badRequest(PHOTO_MESSAGES.oneFile, { image: PHOTO_MESSAGES.oneFile });
    throw badRequest(PHOTO_MESSAGES.notImage, { image: PHOTO_MESSAGES.notImage });
  }
  return { kodeBarcode, image, contentType };
}

export async function photosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['barang'];

  r.post('/api/barang/foto', {
    config: { gateAny: PHOTO_GATES },
    schema: {
      tags,
      summary: 'Unggah foto barang (multipart: image, kode_barcode); disimpan sebagai JPEG 720x1366 kualitas 50',
      consumes: ['multipart/form-data'],
      response: { 200: photoSavedResponse },
    },
    handler: async (request) => {
      const auth = authOf(request);
      const { kodeBarcode, image, contentType } = await readUpload(request, app.config.UPLOAD_MAX_MB);
      return ok(await service.savePhoto(app, auth, kodeBarcode, image, contentType), PHOTO_MESSAGES.saved);
    },
  });

  r.delete('/api/barang/foto/:kode_barcode', {
    config: { gateAny: PHOTO_GATES },
    schema: { tags, summary: 'Hapus foto barang', params: barcodeParams, response: { 200: photoDeletedResponse } },
    handler: async (request) => ok(await service.deletePhoto(app, authOf(request), request.params.kode_barcode), PHOTO_MESSAGES.deleted),
  });

  r.get('/api/foto_produk/:kode_barcode', {
    schema: {
      tags,
      summary: 'Foto barang (image/jpeg) dari toko pemanggil; 404 bila tidak ada',
      params: barcodeParams,
      produces: ['image/jpeg'],
    },
    handler: async (request, reply) => {
      const bytes = await service.readPhoto(app, authOf(request), request.params.kode_barcode);
      // stored photos are always JPEG (re-encoded on upload); never sniffed, shown inline as a picture
      return reply
        .type('image/jpeg')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${request.params.kode_barcode.replace(/[^A-Za-z0-9_-]/g, '')}.jpg"`)
        .header('cache-control', 'private, no-cache')
        .send(bytes);
    },
  });
}
