import {
  aksesorisRequest,
  barangBanyakResponse,
  barangListResponse,
  barangListQuery,
  barangPageResponse,
  barangResponse,
  barcodeParams,
  batchMoveRequest,
  cetakUlangByNoRequest,
  cetakUlangQuery,
  createBarangBanyakRequest,
  createBarangRequest,
  errorEnvelope,
  mutasiBatchResponse,
  mutasiListResponse,
  pindahBarangRequest,
  pindahDetailResponse,
  pindahListResponse,
  pindahResponse,
  pindahSatuBakiRequest,
  saldoQuery,
  saldoResponse,
  STOCK_MESSAGES,
  updateBarangRequest,
  updateProfitRequest,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth-context';
import { errorBody, ok } from '../../http/envelope';
import { assertListRange, assertValid } from '../../http/validation';
import * as service from './stock.service';

// the failure envelope (its message's code and values too), with the bad rows
const rowErrorResponse = errorEnvelope.extend({
  /** only when rows were read: every bad row (1-based), field and message */
  daftar_error: z.array(z.object({ row: z.number(), field: z.string(), message: z.string() })).optional(),
});

export async function stockRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['barang'];

  // ------------------------------------------------------------ items

  r.get('/api/barang', {
    config: { gate: '/data-barang' },
    attachValidation: true,
    schema: { tags, summary: 'Data barang: filter, urut, halaman', querystring: barangListQuery, response: { 200: barangPageResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.listBarang(app, authOf(request), request.query));
    },
  });

  r.get('/api/barang/saldo', {
    config: { gate: '/data-barang' },
    attachValidation: true,
    schema: { tags, summary: 'Saldo barang per gudang dan baki (dari mutasi stock)', querystring: saldoQuery, response: { 200: saldoResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.saldoBarang(app, authOf(request), request.query.tgl_system));
    },
  });

  r.get('/api/barang/:kode_barcode', {
    schema: { tags, summary: 'Cari barang dengan barcode', params: barcodeParams, response: { 200: barangResponse } },
    handler: async (request) => ok(await service.getBarang(app, authOf(request), request.params.kode_barcode)),
  });

  r.get('/api/barang/:kode_barcode/mutasi', {
    config: { gate: '/data-barang' },
    attachValidation: true,
    schema: { tags, summary: 'Riwayat mutasi stock satu barang', params: barcodeParams, response: { 200: mutasiListResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.mutasiOfBarang(app, authOf(request), request.params.kode_barcode));
    },
  });

  r.post('/api/barang', {
    config: { gate: '/tambah-data-barang' },
    attachValidation: true,
    schema: { tags, summary: 'Tambah data barang', body: createBarangRequest, response: { 200: barangResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.createBarang(app, authOf(request), request.body), STOCK_MESSAGES.itemAdded);
    },
  });

  r.post('/api/barang/banyak', {
    config: { gate: '/tambah-barang-banyak' },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Tambah barang banyak (semua atau tidak sama sekali)',
      body: createBarangBanyakRequest,
      response: { 200: barangBanyakResponse, 400: rowErrorResponse },
    },
    handler: async (request, reply) => {
      assertValid(request);
      try {
        return ok(await service.createBarangBanyak(app, authOf(request), request.body.barang, request.body.idempotency_key), STOCK_MESSAGES.itemAdded);
      } catch (error) {
        if (!(error instanceof service.RowErrors)) throw error;
        return reply.code(400).send({ ...errorBody(error.message, error.errors ?? {}), daftar_error: error.rows });
      }
    },
  });

  r.put('/api/barang/update-profit', {
    config: { gate: '/update-profit-barang' },
    attachValidation: true,
    schema: { tags, summary: 'Update harga jual dan ongkos barang', body: updateProfitRequest, response: { 200: barangListResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.updateProfit(app, authOf(request), request.body.detail), STOCK_MESSAGES.profitUpdated);
    },
  });

  r.put('/api/barang/:kode_barcode', {
    config: { gate: '/data-barang' },
    attachValidation: true,
    schema: { tags, summary: 'Ubah data barang (selama READY)', params: barcodeParams, body: updateBarangRequest, response: { 200: barangResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.updateBarang(app, authOf(request), request.params.kode_barcode, request.body), STOCK_MESSAGES.itemChanged);
    },
  });

  // ------------------------------------------------------------ transfers

  r.post('/api/pindah-barang', {
    config: { gate: '/pindah-barang' },
    attachValidation: true,
    schema: { tags, summary: 'Pindah barang ke gudang dan baki lain (satu dokumen no_pindah)', body: pindahBarangRequest, response: { 200: pindahResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.pindahBarang(app, authOf(request), request.body), STOCK_MESSAGES.moved);
    },
  });

  r.post('/api/pindah-barang/satu-baki', {
    config: { gate: '/pindah-barang-satu-baki' },
    attachValidation: true,
    schema: { tags, summary: 'Pindah semua barang satu baki', body: pindahSatuBakiRequest, response: { 200: pindahResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.pindahSatuBaki(app, authOf(request), request.body), STOCK_MESSAGES.moved);
    },
  });

  r.get('/api/pindahbarang/cetak-ulang', {
    config: { gate: '/lihat-pindah-barang' },
    attachValidation: true,
    schema: { tags, summary: 'Daftar pindah barang untuk cetak ulang', querystring: cetakUlangQuery, response: { 200: pindahListResponse } },
    handler: async (request) => {
      assertValid(request);
      const auth = authOf(request);
      const { start_date, end_date } = request.query;
      assertListRange(auth.modules, start_date, end_date);
      const rows = await service.listPindah(app, auth, start_date, end_date);
      return ok(rows, rows.length ? STOCK_MESSAGES.transferFound : STOCK_MESSAGES.searchEmpty);
    },
  });

  r.post('/api/pindahbarang/cetak-ulang/by-no-pindah', {
    config: { gate: '/lihat-pindah-barang' },
    attachValidation: true,
    schema: { tags, summary: 'Baris satu dokumen pindah barang', body: cetakUlangByNoRequest, response: { 200: pindahDetailResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.pindahDetail(app, authOf(request), request.body.no_pindah));
    },
  });

  // ------------------------------------------------------------ melting, samples, accessories

  r.post('/api/hancur-barang', {
    config: { gate: '/hancur-data-barang' },
    attachValidation: true,
    schema: { tags, summary: 'Hancur barang (ke gudang hancur)', body: batchMoveRequest, response: { 200: mutasiBatchResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.hancurBarang(app, authOf(request), request.body), STOCK_MESSAGES.melted);
    },
  });

  r.post('/api/barang-contoh/ambil', {
    config: { gate: '/ambil-barang-contoh' },
    attachValidation: true,
    schema: { tags, summary: 'Ambil barang contoh (ke gudang contoh)', body: batchMoveRequest, response: { 200: mutasiBatchResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.ambilContoh(app, authOf(request), request.body), STOCK_MESSAGES.sampleOut);
    },
  });

  r.post('/api/barang-contoh/kembali', {
    config: { gate: '/ambil-barang-contoh' },
    attachValidation: true,
    schema: { tags, summary: 'Kembalikan barang contoh ke stock', body: batchMoveRequest, response: { 200: mutasiBatchResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.kembalikanContoh(app, authOf(request), request.body), STOCK_MESSAGES.sampleIn);
    },
  });

  r.post('/api/stock-aksesoris/tambah', {
    config: { gate: '/tambah-dan-ambil-stock-aksesoris' },
    attachValidation: true,
    schema: { tags, summary: 'Tambah stock aksesoris', body: aksesorisRequest, response: { 200: mutasiBatchResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.ubahStockAksesoris(app, authOf(request), 'AKSESORIS_TAMBAH', request.body), STOCK_MESSAGES.accessoryAdded);
    },
  });

  r.post('/api/stock-aksesoris/ambil', {
    config: { gate: '/tambah-dan-ambil-stock-aksesoris' },
    attachValidation: true,
    schema: { tags, summary: 'Ambil stock aksesoris', body: aksesorisRequest, response: { 200: mutasiBatchResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.ubahStockAksesoris(app, authOf(request), 'AKSESORIS_AMBIL', request.body), STOCK_MESSAGES.accessoryTaken);
    },
  });
}
