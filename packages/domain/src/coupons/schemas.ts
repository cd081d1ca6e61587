import { z } from 'zod';
import { envelope } from '../schemas/common';
import { optionalCode, requiredCode, rupiah } from '../sales/fields';
import { parseWeightToMg } from '../units/weight';
import { reportQuery } from '../validators/report-query';

/** A sale line as the counter holds it, for the automatic category discount: its jenis, weight (grams) and price. */
export const discountLineInput = z.object({
  kode_dept: z.string().trim().max(30),
  berat: z.union([z.string(), z.number()]).transform((v, ctx) => {
    const mg = parseWeightToMg(v);
    if (mg === null) {
      ctx.addIssue({ code: 'custom', message: 'Berat tidak valid' });
      return z.NEVER;
    }
    return mg;
  }),
  harga: rupiah('Harga'),
});

/** POST /api/para-potongan-kategori/hitung: the category discount of the counter's lines (the save computes it again). */
export const categoryDiscountRequest = z.object({ detail: z.array(discountLineInput).max(200) });
export const categoryDiscountAnswer = z.object({ potongan: z.array(z.number()), total: z.number() });
export const categoryDiscountResponse = envelope(categoryDiscountAnswer);

/** POST /api/transaksi-kupon/cek: is this code usable, for whom (member optional), for what purchase total. */
export const couponCheckRequest = z.object({
  kode_kupon: requiredCode('Kode Kupon'),
  kode_member: optionalCode('Kode Member'),
  total_belanja: z.preprocess((v) => (v === null || v === undefined || v === '' ? 0 : v), rupiah('Total Belanja')),
});
export type CouponCheckRequest = z.input<typeof couponCheckRequest>;
export type CouponCheckInput = z.output<typeof couponCheckRequest>;

export const couponCheck = z.object({
  kode_kupon: z.string(),
  nama_kupon: z.string(),
  kode_member: z.string().nullable(),
  total_belanja: z.number(),
  potongan: z.number(),
  total_setelah_potongan: z.number(),
  /** active uses so far of the quota */
  terpakai: z.number(),
  kuota: z.number(),
});
export type CouponCheck = z.infer<typeof couponCheck>;
export const couponCheckResponse = envelope(couponCheck);

export const COUPON_USE_STATUS = ['AKTIF', 'BATAL'] as const;

/** One use of a coupon (GET /api/transaksi-kupon, Laporan Pemakaian Kupon). */
export const couponUseRow = z.object({
  kode_toko: z.string(),
  tanggal: z.string(),
  kode_kupon: z.string(),
  no_faktur_group: z.string(),
  kode_member: z.string().nullable(),
  total_belanja: z.number(),
  potongan: z.number(),
  status: z.enum(COUPON_USE_STATUS),
  input_by: z.string(),
});
export type CouponUseRow = z.infer<typeof couponUseRow>;

/** GET /api/transaksi-kupon?tgl_awal&tgl_akhir&kode_kupon: the coupon uses of the caller's store. */
export const couponUseListQuery = z.object({
  tgl_awal: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal Awal tidak valid').optional(),
  tgl_akhir: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal Akhir tidak valid').optional(),
  kode_kupon: optionalCode('Kode Kupon'),
});
export const couponUseListResponse = envelope(z.array(couponUseRow));

/** The reports of coupons and the sales bonus: each report's GET path under /api. */
export const COUPON_REPORT_PATHS = {
  pemakaianKupon: 'laporan/pemakaian-kupon',
  bonusSales: 'laporan/bonus-sales',
} as const;

/** Laporan Pemakaian Kupon: the uses in the period (status ALL / AKTIF / BATAL). */
export const pemakaianKuponQuery = reportQuery({ filter: ['ALL', ...COUPON_USE_STATUS] });
export const pemakaianKuponRow = couponUseRow;

/** Laporan Bonus Sales: per sales person, month and group, what was sold (validated, not cancelled) and the bonus. */
export const bonusSalesQuery = reportQuery({});
export const bonusSalesRow = z.object({
  kode_toko: z.string(),
  bulan: z.string(),
  kode_sales: z.string(),
  nama_sales: z.string(),
  kode_group: z.string(),
  jumlah_barang: z.number(),
  berat: z.string(),
  rupiah: z.number(),
  bonus: z.number(),
});
export type BonusSalesRow = z.infer<typeof bonusSalesRow>;
