import { BERLIAN_STOCK_MESSAGES, stoneSummaryQuery, stoneSummaryResponse, addStonesRequest, barcodeParams, BERLIAN_MASTERS, BERLIAN_MESSAGES, BERLIAN_MODULE, findMaster, isDiamondItem, isModuleOn, itemStonesResponse, listResponseOf } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { registerMasterRoutes } from '../masters/masters.routes';
import { listMaster } from '../masters/masters.service';
import { assertValid } from '../../http/validation';
import * as stones from './berlian-stones.service';
import * as certificates from './berlian-certificate.service';
import { readImageUpload } from '../../http/multipart';
import { registerReport } from '../reports/report-definition';
import { bukuBerlian } from './berlian-book.report';

const JENIS = findMaster('jenis')!;

/**
 * The diamond module (issue 34): the stone attribute masters, the diamond suppliers and the price grid on the
 * master machinery (reads at the spec's paths, writes gated by their screens), and the diamond item types. Every
 * call here, reads included, needs BERLIAN_MODULE on in the store it acts on: with the module off the diamond area
 * does not exist (403).
 */
export async function berlianRoutes(app: FastifyInstance) {
  const tags = ['berlian'];
  app.addHook('preValidation', async (request) => {
    if (request.auth && !isModuleOn(request.auth.access.modules, BERLIAN_MODULE)) throw forbidden();
  });

  for (const def of BERLIAN_MASTERS) registerMasterRoutes(app, def, tags);
  registerReport(app, bukuBerlian);

  // spec 001 §7: the item types of the diamond group (a jenis is a diamond type as sales/rules.ts isDiamondItem says)
  app.withTypeProvider<ZodTypeProvider>().get('/api/jenis/get/berlian', {
    schema: { tags, summary: 'Jenis barang berlian', response: { 200: listResponseOf(JENIS) } },
    handler: async (request) => {
      const rows = await listMaster(app, authOf(request), JENIS, JENIS.reads[0]!);
      return ok(rows.filter((r) => isDiamondItem({ kode_dept: String(r.kode_dept ?? ''), nama_dept: String(r.nama_dept ?? ''), kode_kategori: String(r.kode_kategori ?? '') })));
    },
  });

  // the stones and certificate of a diamond piece in stock (the original's Data Barang 'Edit Berlian' / 'Tambah Batu')
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/barang/:kode_barcode/batu', {
    config: { gate: '/data-barang' },
    attachValidation: true,
    schema: { tags, summary: 'Batu dan sertifikat barang berlian', params: barcodeParams, response: { 200: itemStonesResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await stones.readStones(app, authOf(request), request.params.kode_barcode));
    },
  });
  r.post('/api/barang/:kode_barcode/batu', {
    config: { gate: '/data-barang' },
    attachValidation: true,
    schema: { tags, summary: 'Simpan batu dan sertifikat barang berlian', params: barcodeParams, body: addStonesRequest, response: { 200: itemStonesResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await stones.saveStones(app, authOf(request), request.params.kode_barcode, request.body), BERLIAN_MESSAGES.stonesAdded);
    },
  });

  // the diamond summary printed on labels (carats, colour, clarity)
  r.get('/api/barang-batu/ringkasan', {
    config: { gateAny: ['/cetak-barcode', '/data-barang'] },
    attachValidation: true,
    schema: { tags, summary: 'Ringkasan batu barang berlian untuk label', querystring: stoneSummaryQuery, response: { 200: stoneSummaryResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await stones.stoneSummaries(app, authOf(request), request.query.kode_barcode));
    },
  });

  // the certificate's photo or PDF (multipart: image)
  r.post('/api/barang/:kode_barcode/sertifikat', {
    config: { gate: '/data-barang' },
    schema: { tags, summary: 'Unggah foto atau PDF sertifikat barang berlian (multipart: image)', params: barcodeParams, consumes: ['multipart/form-data'] },
    handler: async (request) => {
      const { image, contentType } = await readImageUpload(request, app.config.UPLOAD_MAX_MB);
      return ok(await certificates.saveCertificateFile(app, authOf(request), request.params.kode_barcode, image, contentType), BERLIAN_STOCK_MESSAGES.certificateSaved);
    },
  });
  r.get('/api/barang/:kode_barcode/sertifikat', {
    config: { gate: '/data-barang' },
    schema: { tags, summary: 'Foto atau PDF sertifikat barang berlian', params: barcodeParams, produces: ['image/jpeg', 'application/pdf'] },
    handler: async (request, reply) => {
      const file = await certificates.readCertificateFile(app, authOf(request), request.params.kode_barcode);
      return reply.type(file.type).header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-cache').send(file.bytes);
    },
  });
}
