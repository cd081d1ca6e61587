import {
  batalTerimaRequest,
  fakturBermasalahListResponse,
  fakturBermasalahQuery,
  fakturBermasalahResponse,
  kirimBarangRequest,
  kirimListResponse,
  kirimResponse,
  noFakturParams,
  noKirimParams,
  noKirimQuery,
  RECEIVING_MESSAGES,
  scanRequest,
  scanStateResponse,
  selesaiRequest,
  terimaListQuery,
  terimaListResponse,
  terimaRequest,
  terimaResponse,
  terimaSupplierRequest,
  terimaBerlianRequest,
  BERLIAN_STOCK_MESSAGES,
  perjalananRequest,
  isModuleOn,
  KIRIM_BARANG_MASTERS,
  KIRIM_BARANG_MODULE,
  selisihListResponse,
  selisihQuery,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import { forbidden } from '../../http/errors';
import { registerMasterRoutes } from '../masters/masters.routes';
import * as service from './receiving.service';

const PENERIMAAN = '/penerimaan-barang';
const OPNAME = '/stock-opname-penerimaan';
const BATAL = '/batal-penerimaan-barang';
const BERMASALAH = '/faktur-bermasalah';
/** the shipping module's screens (KIRIM_BARANG_MODULE: the gate table opens them only with the module on) */
const KIRIM = '/kirim-barang';
const SELISIH = '/selisih-kirim-barang';

export async function receivingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['penerimaan barang'];
  const opnameBody = scanRequest.extend({ no_kirim: noKirimQuery.shape.no_kirim });

  // ------------------------------------------------------------ the shipping module's lists

  // the shop master, couriers and services (CRUD kit): every call, reads included, needs KIRIM_BARANG_MODULE on in
  // the store it acts on (403 otherwise, as the diamond lists); the hook stays inside this child plugin
  await app.register(async (lists) => {
    lists.addHook('preValidation', async (request) => {
      if (request.auth && !isModuleOn(request.auth.access.modules, KIRIM_BARANG_MODULE)) throw forbidden();
    });
    for (const def of KIRIM_BARANG_MASTERS) registerMasterRoutes(lists, def, ['kirim barang']);
  });

  // ------------------------------------------------------------ shipments

  r.post('/api/kirim-barang', {
    attachValidation: true,
    schema: { tags, summary: 'Kirim barang ke toko lain (kantor pusat, SPV, OWN)', body: kirimBarangRequest, response: { 200: kirimResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.kirimBarang(app, authOf(request), request.body), RECEIVING_MESSAGES.sent);
    },
  });

  r.put('/api/kirim-barang/:no_kirim/perjalanan', {
    config: { gate: KIRIM },
    attachValidation: true,
    schema: { tags, summary: 'Kiriman sudah di kurir (dalam perjalanan), no resi', params: noKirimParams, body: perjalananRequest, response: { 200: kirimResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.setPerjalanan(app, authOf(request), request.params.no_kirim, request.body.no_resi), RECEIVING_MESSAGES.statusPengirimanUpdated);
    },
  });

  r.get('/api/kirim-barang/selisih', {
    config: { gateAny: [SELISIH, KIRIM] },
    attachValidation: true,
    schema: { tags, summary: 'Barang kiriman yang tidak sampai (selisih), dari dan ke toko ini', querystring: selisihQuery, response: { 200: selisihListResponse } },
    handler: async (request) => {
      assertValid(request);
      const rows = await service.listSelisih(app, authOf(request), request.query);
      return ok(rows, rows.length ? RECEIVING_MESSAGES.found : RECEIVING_MESSAGES.empty);
    },
  });

  r.get('/api/kirim-barang/unreceive/list-no-kirim', {
    config: { gateAny: [PENERIMAAN, OPNAME] },
    schema: { tags, summary: 'Kiriman ke toko ini yang belum diterima', response: { 200: kirimListResponse } },
    handler: async (request) => {
      const rows = await service.listUnreceived(app, authOf(request));
      return ok(rows, rows.length ? RECEIVING_MESSAGES.found : RECEIVING_MESSAGES.empty);
    },
  });

  r.get('/api/kirimbarang/get/nokirim', {
    config: { gateAny: [PENERIMAAN, OPNAME, BATAL, BERMASALAH, KIRIM] },
    schema: { tags, summary: 'Daftar no kiriman dari dan ke toko ini (spec 001 §7)', response: { 200: kirimListResponse } },
    handler: async (request) => {
      const rows = await service.listKirim(app, authOf(request));
      return ok(rows, rows.length ? RECEIVING_MESSAGES.found : RECEIVING_MESSAGES.empty);
    },
  });

  r.get('/api/kirimbarang/get/nokirim/:no_kirim', {
    config: { gateAny: [PENERIMAAN, OPNAME, BATAL, BERMASALAH] },
    attachValidation: true,
    schema: { tags, summary: 'Satu kiriman dengan barisnya', params: noKirimParams, response: { 200: kirimResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.getKirim(app, authOf(request), request.params.no_kirim));
    },
  });

  // ------------------------------------------------------------ the box count

  r.get('/api/stock-opname-penerimaan', {
    config: { gate: OPNAME },
    attachValidation: true,
    schema: { tags, summary: 'Hasil scan stock opname penerimaan satu kiriman', querystring: noKirimQuery, response: { 200: scanStateResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.getScanState(app, authOf(request), request.query.no_kirim));
    },
  });

  r.post('/api/stock-opname-penerimaan/scan', {
    config: { gate: OPNAME },
    attachValidation: true,
    schema: { tags, summary: 'Scan satu barcode dari kiriman', body: opnameBody, response: { 200: scanStateResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.scanBarcode(app, authOf(request), request.body.no_kirim, request.body.kode_barcode), RECEIVING_MESSAGES.scanned);
    },
  });

  r.post('/api/stock-opname-penerimaan/reset', {
    config: { gate: OPNAME },
    attachValidation: true,
    schema: { tags, summary: 'Hapus hasil scan satu kiriman', body: noKirimQuery, response: { 200: scanStateResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.resetScan(app, authOf(request), request.body.no_kirim), RECEIVING_MESSAGES.scanReset);
    },
  });

  // ------------------------------------------------------------ receiving

  r.post('/api/penerimaan-barang', {
    config: { gate: PENERIMAAN },
    attachValidation: true,
    schema: { tags, summary: 'Terima kiriman ke gudang dan baki', body: terimaRequest, response: { 200: terimaResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.terimaBarang(app, authOf(request), request.body), RECEIVING_MESSAGES.received);
    },
  });

  r.post('/api/penerimaan-barang/supplier', {
    config: { gate: PENERIMAAN },
    attachValidation: true,
    schema: { tags, summary: 'Terima barang dari supplier', body: terimaSupplierRequest, response: { 200: terimaResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.terimaSupplier(app, authOf(request), request.body), RECEIVING_MESSAGES.received);
    },
  });

  // issue 34: diamond pieces from a diamond supplier, with their cost, stones and certificate
  r.post('/api/penerimaan-barang/berlian', {
    config: { gate: PENERIMAAN },
    attachValidation: true,
    schema: { tags, summary: 'Terima barang berlian dari supplier berlian', body: terimaBerlianRequest, response: { 200: terimaResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.terimaBerlian(app, authOf(request), request.body), BERLIAN_STOCK_MESSAGES.received);
    },
  });

  r.get('/api/penerimaan-barang', {
    config: { gateAny: [PENERIMAAN, BATAL] },
    attachValidation: true,
    schema: { tags, summary: 'Daftar penerimaan barang per tanggal', querystring: terimaListQuery, response: { 200: terimaListResponse } },
    handler: async (request) => {
      assertValid(request);
      const rows = await service.listTerima(app, authOf(request), request.query.tgl_from, request.query.tgl_to);
      return ok(rows, rows.length ? RECEIVING_MESSAGES.found : RECEIVING_MESSAGES.empty);
    },
  });

  r.post('/api/penerimaan-barang/batal', {
    config: { gate: BATAL },
    attachValidation: true,
    schema: { tags, summary: 'Batal penerimaan barang (hari yang sama)', body: batalTerimaRequest, response: { 200: terimaResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.batalTerima(app, authOf(request), request.body), RECEIVING_MESSAGES.cancelled);
    },
  });

  // ------------------------------------------------------------ problem invoices

  r.get('/api/faktur-bermasalah', {
    config: { gate: BERMASALAH },
    attachValidation: true,
    schema: { tags, summary: 'Daftar faktur bermasalah', querystring: fakturBermasalahQuery, response: { 200: fakturBermasalahListResponse } },
    handler: async (request) => {
      assertValid(request);
      const rows = await service.listFaktur(app, authOf(request), request.query);
      return ok(rows, rows.length ? RECEIVING_MESSAGES.found : RECEIVING_MESSAGES.empty);
    },
  });

  r.post('/api/faktur-bermasalah/:no_faktur/selesai', {
    config: { gate: BERMASALAH },
    attachValidation: true,
    schema: { tags, summary: 'Selesaikan faktur bermasalah (SPV, OWN)', params: noFakturParams, body: selesaiRequest, response: { 200: fakturBermasalahResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.selesaiFaktur(app, authOf(request), request.params.no_faktur, request.body.catatan), RECEIVING_MESSAGES.resolved);
    },
  });
}
