import {
  barangExternalCandidateResponse,
  barangExternalListResponse,
  barangExternalParams,
  barangExternalResponse,
  kirimBarangExternalRequest,
  MESSAGES,
  pesanBarangExternalRequest,
  publicPesanRequest,
  publicPesanResponse,
  updateBarangExternalRequest,
  WEB_EXTERNAL_MESSAGES as M,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { tooManyRequests } from '../../http/errors';
import { minuteLimiter } from '../../http/minute-limiter';
import { assertValid } from '../../http/validation';
import * as service from './web-external.service';

const SCREENS = ['/kirim-barang-external', '/update-barang-external'] as const;
const photoParams = z.object({ kode_toko: z.string().max(20, 'Kode Toko tidak valid'), kode_barcode: z.string().max(40, 'Kode Barcode tidak valid') });

/**
 * The store's own web store (WEB_EXTERNAL_MODULE): publish pieces (/kirim-barang-external), change their price and
 * availability and hold them for online customers (/update-barang-external); the public catalogue lists them.
 */
export async function webExternalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reservationsAllowed = minuteLimiter(app.config.WEB_RESERVATION_RATE_PER_MINUTE);
  const tags = ['web external'];

  r.get('/api/barang-external', {
    config: { gateAny: SCREENS },
    schema: { tags, summary: 'Barang toko yang dikirim ke web external (harga online, tersedia, dipesan)', response: { 200: barangExternalListResponse } },
    handler: async (request) => {
      const rows = await service.list(app, authOf(request));
      return ok(rows, rows.length ? MESSAGES.dataAvailable : MESSAGES.dataUnavailable);
    },
  });

  r.get('/api/barang-external/cek/:kode_barcode', {
    config: { gate: '/kirim-barang-external' },
    attachValidation: true,
    schema: { tags, summary: 'Cek barang sebelum dikirim: ada di stock, belum dikirim, punya foto', params: barangExternalParams, response: { 200: barangExternalCandidateResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.candidate(app, authOf(request), request.params.kode_barcode));
    },
  });

  r.post('/api/barang-external', {
    config: { gate: '/kirim-barang-external' },
    attachValidation: true,
    schema: { tags, summary: 'Kirim barang ke web external dengan harga online (semua atau tidak sama sekali)', body: kirimBarangExternalRequest, response: { 200: barangExternalListResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.publish(app, authOf(request), request.body), M.published);
    },
  });

  r.put('/api/barang-external/:kode_barcode', {
    config: { gate: '/update-barang-external' },
    attachValidation: true,
    schema: { tags, summary: 'Ubah harga online dan status tersedia barang web external', params: barangExternalParams, body: updateBarangExternalRequest, response: { 200: barangExternalResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.update(app, authOf(request), request.params.kode_barcode, request.body), M.updated);
    },
  });

  r.post('/api/barang-external/:kode_barcode/pesan', {
    config: { gate: '/update-barang-external' },
    attachValidation: true,
    schema: { tags, summary: 'Tandai barang dipesan online (nama, no HP, lama jam); kasir tidak dapat menjualnya', params: barangExternalParams, body: pesanBarangExternalRequest, response: { 200: barangExternalResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.reserve(app, authOf(request), request.params.kode_barcode, request.body), M.reserved);
    },
  });

  r.delete('/api/barang-external/:kode_barcode/pesan', {
    config: { gate: '/update-barang-external' },
    attachValidation: true,
    schema: { tags, summary: 'Batalkan pesanan online barang', params: barangExternalParams, response: { 200: barangExternalResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.cancelReservation(app, authOf(request), request.params.kode_barcode), M.reservationCancelled);
    },
  });

  r.post('/api/public/catalogue/pesan', {
    // open on purpose: a customer of the web store reserves a piece it lists (access-matrix.test.ts lists it)
    config: { public: true },
    attachValidation: true,
    schema: { tags: ['katalog publik'], summary: 'Pesan barang web external (tanpa login), ditahan 24 jam', body: publicPesanRequest, response: { 200: publicPesanResponse } },
    handler: async (request) => {
      // counted before the body is checked: a flood of holds (or of junk) from one address is stopped either way
      if (!reservationsAllowed(request.ip)) throw tooManyRequests(M.tooManyReservations);
      assertValid(request);
      return ok(await service.reservePublic(app, request.body), M.reserved);
    },
  });

  r.get('/api/public/catalogue/web/:kode_toko/:kode_barcode/foto', {
    config: { public: true },
    attachValidation: true,
    schema: { tags: ['katalog publik'], summary: 'Foto barang web external (image/jpeg); hanya barang yang tampil di katalog', params: photoParams, produces: ['image/jpeg'] },
    handler: async (request, reply) => {
      assertValid(request);
      const bytes = await service.cataloguePhoto(app, request.params.kode_toko.toUpperCase(), request.params.kode_barcode.toUpperCase());
      return reply.type('image/jpeg').header('x-content-type-options', 'nosniff').header('cache-control', 'public, max-age=0, must-revalidate').send(bytes);
    },
  });
}
