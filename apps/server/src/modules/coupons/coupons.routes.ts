import {
  categoryDiscountRequest,
  categoryDiscountResponse,
  COUPON_MESSAGES,
  COUPON_REPORT_PATHS,
  couponCheckRequest,
  couponCheckResponse,
  couponUseListQuery,
  couponUseListResponse,
  KUPON,
  PARA_POTONGAN_KATEGORI,
  pemakaianKuponQuery,
  pemakaianKuponRow,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { assertValid } from '../../http/validation';
import { registerMasterRoutes } from '../masters/masters.routes';
import { defineReport, registerReport } from '../reports/report-definition';
import { registerCouponCancelHook } from './coupon-cancel.hook';
import * as repo from './coupons.repository';
import { categoryDiscountOf, checkCoupon, listCouponUses } from './coupons.service';

/** Laporan Pemakaian Kupon (/laporan-pemakaian-kupon): every coupon use of the period, active or given back. */
export const laporanPemakaianKupon = defineReport({
  path: COUPON_REPORT_PATHS.pemakaianKupon,
  gate: '/laporan-pemakaian-kupon',
  summary: 'Laporan pemakaian kupon: tanggal, kupon, nota, member, total belanja, potongan, status',
  query: pemakaianKuponQuery,
  row: pemakaianKuponRow,
  rows: (db, { query, kodeToko }) =>
    repo.listUses(db, { kodeToko, from: query.tgl_awal, to: query.tgl_akhir, status: query.filter === 'ALL' ? null : (query.filter as 'AKTIF' | 'BATAL') }).execute(),
});

/** Coupons (KUPON_MODULE) and category discounts (POTONGAN_MODULE): parameters on the master kit, the check, the uses, the report. */
export async function couponsRoutes(app: FastifyInstance) {
  registerCouponCancelHook();
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['kupon'];
  registerMasterRoutes(app, KUPON, tags);
  registerMasterRoutes(app, PARA_POTONGAN_KATEGORI, tags);
  registerReport(app, laporanPemakaianKupon);

  r.post('/api/transaksi-kupon/cek', {
    config: { gateAny: ['/transaksi-kupon', '/transaksi-penjualan'] },
    attachValidation: true,
    schema: { tags, summary: 'Cek kupon: dapat dipakai, untuk member siapa, berapa potongannya untuk total belanja', body: couponCheckRequest, response: { 200: couponCheckResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await checkCoupon(app, authOf(request), request.body), COUPON_MESSAGES.usable);
    },
  });

  r.get('/api/transaksi-kupon', {
    config: { gateAny: ['/transaksi-kupon', '/laporan-pemakaian-kupon'] },
    attachValidation: true,
    schema: { tags, summary: 'Pemakaian kupon di toko (tanggal, kupon)', querystring: couponUseListQuery, response: { 200: couponUseListResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await listCouponUses(app, authOf(request), request.query));
    },
  });

  r.post('/api/para-potongan-kategori/hitung', {
    config: { gate: '/transaksi-penjualan' },
    attachValidation: true,
    schema: { tags, summary: 'Potongan kategori otomatis untuk baris penjualan kasir', body: categoryDiscountRequest, response: { 200: categoryDiscountResponse } },
    handler: async (request) => {
      assertValid(request);
      return ok(await categoryDiscountOf(app, authOf(request), request.body.detail));
    },
  });
}
