import {
  PAWN_REPORT_PATHS,
  auctionRequest,
  cancelAuctionRequest,
  cancelRedemptionRequest,
  createPawnRequest,
  envelope,
  namedMessage,
  PAWN_MASTERS,
  PAWN_MESSAGES as M,
  pawnActionRequest,
  pawnDashboardResponse,
  pawnListQuery,
  pawnListResponse,
  pawnLoanResponse,
  pawnParams,
  pawnQuoteRequest,
  pawnQuoteResponse,
  pawnValidateResponse,
  pawnValidationQuery,
  payInterestRequest,
  payPrincipalRequest,
  penebusanDetailQuery,
  penebusanDetailResponse,
  renewPawnRequest,
  validatePawnRequest,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import { registerMasterRoutes } from '../masters/masters.routes';
import { registerReport, reportStoreOf } from '../reports/report-definition';
import * as auctionCancel from './pawn-auction-cancel.service';
import * as auction from './pawn-auction.service';
import { createLoanWithPhotos } from './pawn-photos.service';
import { pawnPhotosWhatsappRoutes } from './pawn-photos-whatsapp.routes';
import { PAWN_REPORTS } from './pawn-reports';
import * as reads from './pawn-reads.service';
import { sendReminders } from './pawn-reminders.service';
import * as service from './pawn.service';

/** Screens that read a loan. */
export const PAWN_READ_GATES = ['/transaksi-hutang', '/lihat-hutang', '/batal-hutang-lunas', '/lelang-hutang', '/validasi-hutang'] as const;
/** Screens that take a payment on a loan (the loan list has the actions). */
const PAYMENT_GATES = ['/lihat-hutang', '/transaksi-hutang'] as const;
/** 'Data Hutang Tersedia' with the pawn's own code (the stock transfer's answer shares the text) */
const FOUND = namedMessage('pawn.found');

export async function pawnRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['hutang'];
  for (const def of PAWN_MASTERS) registerMasterRoutes(app, def, tags);
  for (const report of PAWN_REPORTS) registerReport(app, report as Parameters<typeof registerReport>[1]);
  await pawnPhotosWhatsappRoutes(app);

  r.post('/api/hutang/hitung', {
    config: { gate: '/transaksi-hutang' },
    attachValidation: true,
    schema: { tags, summary: 'Taksiran, plafond, bunga dan jatuh tempo hutang (tidak menyimpan)', body: pawnQuoteRequest, response: { 200: pawnQuoteResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.quoteLoan(app, authOf(request), request.body), FOUND);
    },
  });

  r.post('/api/hutang', {
    config: { gate: '/transaksi-hutang' },
    attachValidation: true,
    schema: { tags, summary: 'Simpan transaksi hutang (gadai): hutang, barang jaminan, kas keluar HUTANG', body: createPawnRequest, response: { 200: pawnLoanResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await createLoanWithPhotos(app, authOf(request), request.body), M.loanSaved);
    },
  });

  r.get('/api/hutang', {
    config: { gateAny: PAWN_READ_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Cari hutang: nomor, customer, status; bunga hari ini', querystring: pawnListQuery, response: { 200: pawnListResponse } },
    handler: async (request) => {
      assertValid(request);
      const rows = await reads.searchLoans(app, authOf(request), request.query);
      return ok(rows, rows.length ? FOUND : M.notFound);
    },
  });

  r.get('/api/hutang/dashboard', {
    config: { gateAny: PAWN_READ_GATES },
    schema: { tags, summary: 'Ringkasan hutang: aktif, jatuh tempo minggu ini, telat, total pinjaman', response: { 200: pawnDashboardResponse } },
    handler: async (request) => ok(await reads.dashboard(app, authOf(request)), FOUND),
  });

  r.get(`/api/${PAWN_REPORT_PATHS.penebusanDetail}`, {
    config: { gate: '/laporan-penebusan-detail' },
    attachValidation: true,
    schema: { tags, summary: 'Laporan Penebusan Detail (spec 000 §7)', querystring: penebusanDetailQuery, response: { 200: penebusanDetailResponse } },
    handler: async (request) => {
      assertValid(request);
      // the head-office store picker as on every report (kode_toko: a store or ALL; a branch only its own)
      const kodeToko = await reportStoreOf(app, authOf(request), request.query.kode_toko);
      const rows = await reads.penebusanDetail(app, kodeToko, request.query);
      return ok(rows, rows.length ? M.reportFound : M.reportEmpty);
    },
  });

  r.get('/api/hutang/validasi', {
    config: { gate: '/validasi-hutang' },
    attachValidation: true,
    schema: { tags, summary: 'Hutang satu tanggal untuk validasi supervisor', querystring: pawnValidationQuery, response: { 200: pawnListResponse } },
    handler: async (request) => {
      assertValid(request);
      const rows = await reads.listForValidation(app, authOf(request), request.query.tanggal);
      return ok(rows, rows.length ? FOUND : M.notFound);
    },
  });

  r.post('/api/hutang/validasi', {
    config: { gate: '/validasi-hutang' },
    attachValidation: true,
    schema: { tags, summary: 'Validasi hutang', body: validatePawnRequest, response: { 200: pawnValidateResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await reads.validateLoans(app, authOf(request), request.body.no_faktur_hutang), M.validated);
    },
  });

  r.get('/api/hutang/lelang', {
    config: { gate: '/lelang-hutang' },
    schema: { tags, summary: 'Hutang lewat jatuh tempo dan masa tenggang', response: { 200: pawnListResponse } },
    handler: async (request) => {
      const rows = await reads.listAuctionable(app, authOf(request));
      return ok(rows, rows.length ? FOUND : M.notFound);
    },
  });

  r.post('/api/hutang/lelang', {
    config: { gate: '/lelang-hutang' },
    attachValidation: true,
    schema: { tags, summary: 'Lelang hutang: tutup LELANG, barang keluar dari gudang gadai; JUAL: uang lelang masuk, STOK: barang baru di stok toko (barcode baru, harga taksiran)', body: auctionRequest, response: { 200: pawnLoanResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await auction.auctionLoan(app, authOf(request), request.body), M.auctioned);
    },
  });

  r.get('/api/hutang/lelang/hari-ini', {
    config: { gate: '/lelang-hutang' },
    schema: { tags, summary: 'Hutang yang dilelang hari ini (tanggal sistem toko): masih dapat dibatalkan', response: { 200: pawnListResponse } },
    handler: async (request) => {
      const rows = await auctionCancel.listAuctionedToday(app, authOf(request));
      return ok(rows, rows.length ? FOUND : M.notFound);
    },
  });

  r.post('/api/hutang/batal-lelang', {
    config: { gate: '/lelang-hutang' },
    attachValidation: true,
    schema: { tags, summary: 'Batal lelang hutang (hari yang sama, otorisasi BATAL_LELANG_HUTANG): hutang aktif lagi, barang, stok, uang dan jurnal kembali', body: cancelAuctionRequest, response: { 200: pawnLoanResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await auctionCancel.cancelAuction(app, authOf(request), request.body), M.auctionCancelled);
    },
  });

  r.post('/api/hutang/bayar-bunga', {
    config: { gateAny: PAYMENT_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Bayar bunga saja (jatuh tempo bergeser); tanpa bunga terutang: periode berikutnya di muka, hanya dengan di_muka', body: payInterestRequest, response: { 200: pawnLoanResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.payInterest(app, authOf(request), request.body.no_faktur_hutang, request.body.di_muka, request.body.idempotency_key), M.interestPaid);
    },
  });

  r.post('/api/hutang/peremajaan', {
    config: { gateAny: PAYMENT_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Peremajaan: bunga dibayar, bunga baru (wajib), jumlah baru dalam plafond', body: renewPawnRequest, response: { 200: pawnLoanResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.renewLoan(app, authOf(request), request.body), M.renewed);
    },
  });

  r.post('/api/hutang/bayar-pokok', {
    config: { gateAny: PAYMENT_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Bayar sebagian pokok (dengan bunga hari ini)', body: payPrincipalRequest, response: { 200: pawnLoanResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.payPrincipal(app, authOf(request), request.body), M.principalPaid);
    },
  });

  r.post('/api/hutang/tebus', {
    config: { gateAny: PAYMENT_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Penebusan: pokok + bunga hari ini + biaya, barang kembali ke customer', body: pawnActionRequest, response: { 200: pawnLoanResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.redeemLoan(app, authOf(request), request.body.no_faktur_hutang, request.body.idempotency_key), M.redeemed);
    },
  });

  r.post('/api/hutang/batal-lunas', {
    config: { gate: '/batal-hutang-lunas' },
    attachValidation: true,
    schema: { tags, summary: 'Batal hutang lunas (hari yang sama, otorisasi): hutang, barang, uang dan jurnal kembali', body: cancelRedemptionRequest, response: { 200: pawnLoanResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.cancelRedemption(app, authOf(request), request.body), M.redemptionCancelled);
    },
  });

  r.post('/api/hutang/pengingat', {
    config: { gate: '/lihat-hutang' },
    schema: { tags, summary: 'Kirim pengingat jatuh tempo lewat WhatsApp (sekali per hutang, jatuh tempo dan jenis)', response: { 200: envelope(z.object({ terkirim: z.number(), gagal: z.number() })) } },
    handler: async (request) => ok(await sendReminders(app, authOf(request)), M.remindersSent),
  });

  r.get('/api/hutang/:no_faktur_hutang', {
    config: { gateAny: PAWN_READ_GATES },
    attachValidation: true,
    schema: { tags, summary: 'Satu hutang dengan barang, pembayaran, bunga dan total tebus hari ini', params: pawnParams, response: { 200: pawnLoanResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await service.getLoan(app.db, authOf(request), request.params.no_faktur_hutang), FOUND);
    },
  });
}
