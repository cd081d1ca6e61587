import {
  opnameDetailResponse,
  opnameListQuery,
  opnameListResponse,
  itemRfidRequest,
  itemRfidResponse,
  opnameParams,
  opnameRfidRequest,
  opnameRfidResponse,
  opnameScanRequest,
  opnameTimbangRequest,
  opnameStartRequest,
  STOCK_COUNT_MESSAGES,
  timbangResponse,
  timbangParams,
  timbangStartRequest,
  timbangWeighRequest,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertListRange, assertValid } from '../../http/validation';
import * as service from './stock-count.service';

const emptyBody = z.object({}).optional();

/** A count is started, read, closed and cancelled from the barcode screen or the RFID screen (issue 35). */
const OPNAME_GATES = ['/stock-opname', '/stock-opname-rfid'] as const;

export async function stockCountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // ------------------------------------------------------------ tray weighing (spec 001 §7)
  const timbang = { tags: ['timbang-baki'] };

  r.get('/api/timbang-baki', {
    config: { gate: '/timbang-baki' },
    schema: { ...timbang, summary: 'Daftar timbang baki toko (terbaru dulu)', response: { 200: timbangResponse } },
    handler: async (request) => {
      const rows = await service.listTimbang(app, authOf(request));
      return ok({ data_timbang: rows }, rows.length ? STOCK_COUNT_MESSAGES.available : STOCK_COUNT_MESSAGES.empty);
    },
  });

  r.post('/api/timbang-baki/start', {
    config: { gate: '/timbang-baki' },
    attachValidation: true,
    schema: { ...timbang, summary: 'Timbang satu baki (kode_toko = kode baki)', body: timbangStartRequest, response: { 200: timbangResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok({ data_timbang: await service.startTimbang(app, authOf(request), request.body) }, STOCK_COUNT_MESSAGES.timbangAdded);
    },
  });

  r.put('/api/timbang-baki/:id', {
    config: { gate: '/timbang-baki' },
    attachValidation: true,
    schema: { ...timbang, summary: 'Simpan berat timbangan pada baris timbang baki (sekali)', params: timbangParams, body: timbangWeighRequest, response: { 200: timbangResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok({ data_timbang: await service.weighTimbang(app, authOf(request), request.params.id, request.body) }, STOCK_COUNT_MESSAGES.timbangSaved);
    },
  });

  r.post('/api/timbang-baki/reset', {
    config: { gate: '/timbang-baki' },
    attachValidation: true,
    schema: { ...timbang, summary: 'Kosongkan daftar timbang baki toko', body: emptyBody, response: { 200: timbangResponse } },
    handler: async (request) => ok({ data_timbang: await service.resetTimbang(app, authOf(request)) }, STOCK_COUNT_MESSAGES.timbangReset),
  });

  // ------------------------------------------------------------ stock opname
  const opname = { tags: ['stock-opname'] };

  r.get('/api/stock-opname', {
    config: { gateAny: OPNAME_GATES },
    attachValidation: true,
    schema: { ...opname, summary: 'Daftar stock opname per tanggal', querystring: opnameListQuery, response: { 200: opnameListResponse } },
    handler: async (request) => {
      assertValid(request);
      const auth = authOf(request);
      const { start_date, end_date } = request.query;
      assertListRange(auth.modules, start_date, end_date);
      const rows = await service.listOpnames(app, auth, start_date, end_date);
      return ok(rows, rows.length ? undefined : STOCK_COUNT_MESSAGES.empty);
    },
  });

  r.post('/api/stock-opname', {
    config: { gateAny: OPNAME_GATES },
    attachValidation: true,
    schema: { ...opname, summary: 'Mulai stock opname satu baki atau satu gudang', body: opnameStartRequest, response: { 200: opnameDetailResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.startOpname(app, authOf(request), request.body), STOCK_COUNT_MESSAGES.opnameStarted);
    },
  });

  r.get('/api/stock-opname/:no_opname', {
    config: { gateAny: OPNAME_GATES },
    attachValidation: true,
    schema: { ...opname, summary: 'Satu stock opname dengan barisnya (FOUND / MISSING / UNEXPECTED)', params: opnameParams, response: { 200: opnameDetailResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.getOpname(app, authOf(request), request.params.no_opname));
    },
  });

  r.post('/api/stock-opname/:no_opname/scan', {
    config: { gateAny: OPNAME_GATES },
    attachValidation: true,
    schema: { ...opname, summary: 'Scan satu barcode', params: opnameParams, body: opnameScanRequest, response: { 200: opnameDetailResponse } },
    handler: async (request) => {
      assertValid(request);
      const { detail, message } = await service.scanOpname(app, authOf(request), request.params.no_opname, request.body.kode_barcode);
      return ok(detail, message);
    },
  });

  r.post('/api/stock-opname/:no_opname/close', {
    config: { gateAny: OPNAME_GATES },
    attachValidation: true,
    schema: { ...opname, summary: 'Tutup stock opname dan catat hasilnya', params: opnameParams, body: emptyBody, response: { 200: opnameDetailResponse } },
    handler: async (request) => {
      assertValid(request);
      const { detail, message } = await service.closeOpname(app, authOf(request), request.params.no_opname);
      return ok(detail, message);
    },
  });

  r.post('/api/stock-opname/:no_opname/batal', {
    config: { gateAny: OPNAME_GATES },
    attachValidation: true,
    schema: { ...opname, summary: 'Batalkan stock opname yang masih terbuka', params: opnameParams, body: emptyBody, response: { 200: opnameDetailResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.batalOpname(app, authOf(request), request.params.no_opname), STOCK_COUNT_MESSAGES.opnameCancelled);
    },
  });

  // ------------------------------------------------------------ RFID counts (RFID_MODULE, issue 35)
  r.post('/api/stock-opname/:no_opname/rfid', {
    config: { gate: '/stock-opname-rfid' },
    attachValidation: true,
    schema: { ...opname, summary: 'Satu batch pembacaan tag RFID (diketik reader atau dari file)', params: opnameParams, body: opnameRfidRequest, response: { 200: opnameRfidResponse } },
    handler: async (request) => {
      assertValid(request);
      const { detail, message } = await service.readRfid(app, authOf(request), request.params.no_opname, request.body.tags);
      return ok(detail, message);
    },
  });

  r.post('/api/stock-opname/:no_opname/timbang', {
    config: { gateAny: OPNAME_GATES },
    attachValidation: true,
    schema: { ...opname, summary: 'Timbang ulang baki yang dihitung (berat timbangan dibanding berat sistem)', params: opnameParams, body: opnameTimbangRequest, response: { 200: opnameDetailResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.recheckWeight(app, authOf(request), request.params.no_opname, request.body.berat_timbang), STOCK_COUNT_MESSAGES.timbangRecheckSaved);
    },
  });

  r.put('/api/barang-rfid', {
    config: { gate: '/stock-opname-rfid' },
    attachValidation: true,
    schema: { tags: ['stock-opname'], summary: 'Pasang (atau hapus) tag RFID sebuah barang', body: itemRfidRequest, response: { 200: itemRfidResponse } },
    handler: async (request) => {
      assertValid(request);
      const saved = await service.setItemRfid(app, authOf(request), request.body);
      return ok(saved, saved.rfid ? STOCK_COUNT_MESSAGES.rfidSaved : STOCK_COUNT_MESSAGES.rfidRemoved);
    },
  });
}
