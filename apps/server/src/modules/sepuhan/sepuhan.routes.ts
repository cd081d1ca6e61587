import {
  SEPUHAN_MESSAGES as M,
  MESSAGES,
  sepuhanDocumentResponse,
  sepuhanListResponse,
  sepuhanLotListResponse,
  sepuhanPindahRequest,
  sepuhanSortirRequest,
  sepuhanSusutRequest,
  sepuhanSusutResponse,
  sepuhanTerimaRequest,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import { registerReport } from '../reports/report-definition';
import { listMovable, movePieces } from './sepuhan-move.service';
import { listReceivable, receivePieces } from './sepuhan-receive.service';
import { sepuhanSaldoReport } from './sepuhan-report';
import { listSortable, sortPieces } from './sepuhan-sort.service';
import { listLossLots, recordLoss } from './sepuhan-susut.service';

/** Sorting and refurbishing of bought-back pieces (issue 35, SEPUHAN_MODULE): receive, sort, move-sort, waste, report. */
export async function sepuhanRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sepuhan'];
  const listed = <T>(rows: T[]) => ok(rows, rows.length ? MESSAGES.dataAvailable : MESSAGES.dataUnavailable);

  r.get('/api/sepuhan/terima', {
    config: { gate: '/terima-sepuhan' },
    schema: { tags, summary: 'Barang pembelian toko yang belum diterima di sortir', response: { 200: sepuhanListResponse } },
    handler: async (request) => listed(await listReceivable(app, authOf(request))),
  });
  r.post('/api/sepuhan/terima', {
    config: { gate: '/terima-sepuhan' },
    attachValidation: true,
    schema: { tags, summary: 'Terima barang pembelian ke sortir (berat dan kadar saat diterima)', body: sepuhanTerimaRequest, response: { 200: sepuhanDocumentResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await receivePieces(app, authOf(request), request.body), M.received);
    },
  });

  r.get('/api/sepuhan/sortir', {
    config: { gate: '/sortir-sepuhan' },
    schema: { tags, summary: 'Barang di sortir yang belum disortir', response: { 200: sepuhanListResponse } },
    handler: async (request) => listed(await listSortable(app, authOf(request))),
  });
  r.post('/api/sepuhan/sortir', {
    config: { gate: '/sortir-sepuhan' },
    attachValidation: true,
    schema: { tags, summary: 'Sortir: kelas tiap barang (SEPUH, LEBUR, PUSAT, SIMPAN) dan penyortir', body: sepuhanSortirRequest, response: { 200: sepuhanDocumentResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await sortPieces(app, authOf(request), request.body), M.sorted);
    },
  });

  r.get('/api/sepuhan/pindah', {
    config: { gate: '/pindah-sortir-sepuhan' },
    schema: { tags, summary: 'Barang sudah disortir yang belum dipindah', response: { 200: sepuhanListResponse } },
    handler: async (request) => listed(await listMovable(app, authOf(request))),
  });
  r.post('/api/sepuhan/pindah', {
    config: { gate: '/pindah-sortir-sepuhan' },
    attachValidation: true,
    schema: { tags, summary: 'Pindah sortir: sepuh kembali dijual (berat baru, kadar, baki), lebur ke gudang hancur, pusat dikirim', body: sepuhanPindahRequest, response: { 200: sepuhanDocumentResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await movePieces(app, authOf(request), request.body), M.moved);
    },
  });

  r.get('/api/sepuhan/susut', {
    config: { gate: '/susut-sepuhan' },
    schema: { tags, summary: 'Lot pindah sortir dengan susut yang belum dicatat', response: { 200: sepuhanLotListResponse } },
    handler: async (request) => listed(await listLossLots(app, authOf(request))),
  });
  r.post('/api/sepuhan/susut', {
    config: { gate: '/susut-sepuhan' },
    attachValidation: true,
    schema: { tags, summary: 'Catat susut satu lot dengan alasannya (nilai pokok ke jurnal)', body: sepuhanSusutRequest, response: { 200: sepuhanSusutResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await recordLoss(app, authOf(request), request.body), M.susutSaved);
    },
  });

  registerReport(app, sepuhanSaldoReport);
}
