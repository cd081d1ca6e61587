import { z } from 'zod';
import { SALE_MAX_PAYMENTS } from '../sales/constants';
import { blank, idempotencyKeyInput, isoDate, requiredCode, rupiah, text } from '../sales/fields';
import { salePaymentInput } from '../sales/schemas';
import { envelope } from '../schemas/common';
import { beratInput } from '../stock/schemas';
import { reportQuery } from '../validators/report-query';
import { MANUAL_JENIS, MANUAL_MAX_LINES } from './constants';
import { MANUAL_STOCK_MESSAGES as M } from './messages';

const upperOrAll = (label: string) =>
  z.preprocess((v) => (v === undefined || v === null || String(v).trim() === '' ? 'ALL' : String(v).trim().toUpperCase()), z.string().max(30, `${label} tidak valid`).regex(/^[A-Z0-9._-]+$/, `${label} tidak valid`));

/** GET /api/barang-manual (spec 001 §7): kode_group, kode_dept, kode_toko, kode_gudang, upper case; ALL or empty for every one. */
export const barangManualQuery = z.object({
  kode_group: upperOrAll('Kode Group'),
  kode_dept: upperOrAll('Kode Jenis'),
  /** absent: the store the call acts on; ALL: every store (head office) */
  kode_toko: z.preprocess((v) => (blank(v) === undefined ? undefined : String(v).trim().toUpperCase()), z.string().max(30, 'Kode Toko tidak valid').optional()),
  kode_gudang: upperOrAll('Kode Gudang'),
});
export type BarangManualQuery = z.output<typeof barangManualQuery>;

export const barangManualRow = z.object({
  kode_toko: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  qty: z.number(),
  /** grams, 3 decimals */
  berat: z.string(),
});
export type BarangManualRow = z.infer<typeof barangManualRow>;
export const barangManualResponse = envelope(z.array(barangManualRow));

const qtyInput = z.preprocess(
  (v) => (blank(v) === undefined ? undefined : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
  z.number({ error: M.qtyInvalid }).int(M.qtyInvalid).min(1, M.qtyInvalid).max(100_000, M.qtyInvalid),
);

/** One line typed at the counter: the place of the goods, pieces, weight (answers milligrams) and the line's amount. */
export const manualLineInput = z.object({
  kode_group: requiredCode('Group', M.groupRequired),
  kode_dept: requiredCode('Jenis', M.jenisRequired),
  kode_gudang: requiredCode('Gudang', M.gudangRequired),
  kode_baki: requiredCode('Baki', M.bakiRequired),
  qty: qtyInput,
  berat: beratInput,
  harga: rupiah('Harga', { min: 1, message: M.hargaRequired }),
});
export type ManualLineInput = z.output<typeof manualLineInput>;

const lines = z.preprocess(
  (v) => (v === null || v === undefined ? [] : v),
  z.array(manualLineInput, { error: M.noLines }).min(1, M.noLines).max(MANUAL_MAX_LINES, `Barang maksimal ${MANUAL_MAX_LINES} baris`),
);

const noLineTwice = (s: { detail: readonly ManualLineInput[] }, ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  s.detail.forEach((d, i) => {
    const key = [d.kode_group, d.kode_dept, d.kode_gudang, d.kode_baki].join('|');
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['detail', i, 'kode_baki'], message: M.lineTwice });
    seen.add(key);
  });
};

/** POST /api/jual-manual: goods sold by weight and count; the payments must equal the total. */
export const manualSaleRequest = z
  .object({
    idempotency_key: idempotencyKeyInput,
    nama_customer: text('Nama Customer', 100),
    keterangan: text('Keterangan', 200),
    detail: lines,
    pembayaran: z.preprocess((v) => (v === null || v === undefined ? [] : v), z.array(salePaymentInput).min(1, M.paymentMismatch).max(SALE_MAX_PAYMENTS, `Pembayaran maksimal ${SALE_MAX_PAYMENTS} baris`)),
  })
  .superRefine((s, ctx) => {
    noLineTwice(s, ctx);
    const total = s.detail.reduce((t, d) => t + d.harga, 0);
    const paid = s.pembayaran.reduce((t, p) => t + p.jumlah_rp, 0);
    if (paid !== total) ctx.addIssue({ code: 'custom', path: ['pembayaran'], message: M.paymentMismatch });
  });
export type ManualSaleRequest = z.input<typeof manualSaleRequest>;
export type ManualSaleInput = z.output<typeof manualSaleRequest>;

/** POST /api/beli-manual: goods bought by weight and count, paid in cash out of the drawer. */
export const manualBuyRequest = z
  .object({
    idempotency_key: idempotencyKeyInput,
    nama_customer: text('Nama Customer', 100),
    keterangan: text('Keterangan', 200),
    detail: lines,
  })
  .superRefine(noLineTwice);
export type ManualBuyRequest = z.input<typeof manualBuyRequest>;
export type ManualBuyInput = z.output<typeof manualBuyRequest>;

export const manualDocumentLine = z.object({
  urut: z.number(),
  kode_group: z.string(),
  kode_dept: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  qty: z.number(),
  berat: z.string(),
  harga: z.number(),
});

export const manualDocument = z.object({
  kode_toko: z.string(),
  no_faktur: z.string(),
  jenis: z.enum(MANUAL_JENIS),
  tgl_system: z.string(),
  nama_customer: z.string(),
  keterangan: z.string(),
  total_qty: z.number(),
  total_berat: z.string(),
  total: z.number(),
  status: z.string(),
  valid: z.boolean(),
  valid_by: z.string().nullable(),
  input_by: z.string(),
  created_at: z.string(),
  detail: z.array(manualDocumentLine),
});
export type ManualDocument = z.infer<typeof manualDocument>;
export const manualDocumentResponse = envelope(manualDocument);

/** GET /api/jual-beli-manual: the documents of a day (validation screen), by kind and validation. */
export const manualListQuery = z.object({
  tgl_system: isoDate('Tanggal'),
  jenis: z.preprocess((v) => blank(v) ?? 'ALL', z.enum(['ALL', ...MANUAL_JENIS], { error: 'Jenis tidak valid' })),
  valid: z.preprocess((v) => blank(v) ?? 'ALL', z.enum(['ALL', 'Y', 'N'], { error: 'Valid tidak valid' })),
});
export type ManualListQuery = z.output<typeof manualListQuery>;
export const manualListResponse = envelope(z.array(manualDocument));

/** POST /api/jual-beli-manual/validasi: the supervisor validates documents of the store. */
export const manualValidateRequest = z.object({
  no_faktur: z.preprocess(
    (v) => (v === null || v === undefined ? [] : v),
    z.array(z.string().trim().min(1).max(60).transform((s) => s.toUpperCase()), { error: M.noneSelected }).min(1, M.noneSelected).max(500),
  ),
});
export const manualValidateResponse = envelope(z.object({ validated: z.number() }));

// ---------------------------------------------------------------- report

export const MANUAL_REPORT_PATHS = {
  jualBeli: 'laporan/jual-beli-manual',
} as const;

/** Laporan Jual Beli Manual: one row per line of the manual documents of the period (jenis JUAL / BELI / ALL). */
export const manualReportQuery = reportQuery({ filter: ['ALL', ...MANUAL_JENIS] as const });
export const manualReportRow = z.object({
  kode_toko: z.string(),
  tgl_system: z.string(),
  no_faktur: z.string(),
  jenis: z.string(),
  nama_customer: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  qty: z.number(),
  berat: z.string(),
  harga: z.number(),
  valid: z.string(),
  input_by: z.string(),
});
export type ManualReportRow = z.infer<typeof manualReportRow>;
