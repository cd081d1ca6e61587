import { barcodeParams, envelope } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { readImageUpload } from '../../http/multipart';
import * as service from './photos.service';
import { PHOTO_MESSAGES } from './photos.service';

/** Screens that edit an item's photo: the edit modal of /data-barang and /tambah-data-barang. */
const PHOTO_GATES = ['/data-barang', '/tambah-data-barang'] as const;

const photoSavedResponse = envelope(z.object({ kode_barcode: z.string(), foto: z.string(), size: z.number() }));
const photoDeletedResponse = envelope(z.object({ kode_barcode: z.string(), foto: z.null() }));

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
      const { image, contentType, fields } = await readImageUpload(request, app.config.UPLOAD_MAX_MB);
      return ok(await service.savePhoto(app, auth, fields.kode_barcode ?? '', image, contentType), PHOTO_MESSAGES.saved);
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
