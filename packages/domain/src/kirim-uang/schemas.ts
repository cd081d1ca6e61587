import { z } from 'zod';
import { isIsoDate } from '../format/date';
import { MESSAGES } from '../messages/messages';
import { envelope } from '../schemas/common';
import { optionalIdempotencyKey } from '../sales/fields';
import { reportQuery } from '../validators/report-query';
import { KIRIM_UANG_ASAL, KIRIM_UANG_MAX, KIRIM_UANG_STATUS_FILTERS, KIRIM_UANG_STATUSES } from './constants';
import { KIRIM_UANG_MESSAGES as M } from './messages';

/** Missing, null and blank text read as undefined, so required fields get their message. */
function blank(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/** Whole rupiah above 0 from a number or a text of digits; a text, a fraction or a negative gets its message. */
export const jumlahKirimInput = z.preprocess(
  (v) => {
    const b = blank(v);
    if (typeof b === 'string') return /^-?\d+$/.test(b.trim()) ? Number(b.trim()) : Number.NaN;
    return b;
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? M.jumlahRequired : M.jumlahInvalid) })
    .refine((v) => Number.isFinite(v) && Number.isInteger(v), M.jumlahInvalid)
    .refine((v) => v > 0, M.jumlahZero)
    .refine((v) => v <= KIRIM_UANG_MAX, M.jumlahTooLarge),
);

const upperText = (max: number, tooLong: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
    z.string({ error: tooLong }).trim().max(max, tooLong).transform((v) => v.toUpperCase()),
  );

/** POST kirim-uang: the send-money form (spec 000 §3). */
export const kirimUangRequest = z
  .object({
    jumlah_rp: jumlahKirimInput,
    tujuan: z.preprocess(blank, z.string({ error: M.tujuanRequired }).trim().max(30, M.tujuanNotHeadOffice).transform((v) => v.toUpperCase())),
    keterangan: z.preprocess(blank, z.string({ error: M.keteranganRequired }).trim().max(200, M.keteranganTooLong).transform((v) => v.toUpperCase())),
    no_reff: upperText(60, M.noReffTooLong),
    asal: z.preprocess((v) => blank(v) ?? 'CASH', z.enum(KIRIM_UANG_ASAL, { error: M.asalInvalid })),
    no_rekening: z.preprocess(blank, z.string({ error: M.rekeningUnknown }).trim().max(40, M.rekeningUnknown).optional()),
    idempotency_key: optionalIdempotencyKey,
  })
  .superRefine((v, ctx) => {
    if (v.asal === 'BANK' && !v.no_rekening) ctx.addIssue({ code: 'custom', path: ['no_rekening'], message: M.rekeningRequired });
  });
export type KirimUangRequest = z.input<typeof kirimUangRequest>;
export type KirimUangInput = z.output<typeof kirimUangRequest>;

/** A transfer (send-money record, spec 000 §3) with where it came from and whether it was received. */
export const kirimUangRow = z.object({
  nota_kirim: z.string(),
  kode_toko: z.string(),
  nama_toko: z.string(),
  tgl_system: z.string(),
  input_by: z.string(),
  jumlah_rp: z.number(),
  tujuan: z.string(),
  nama_tujuan: z.string(),
  keterangan: z.string(),
  no_reff: z.string(),
  asal: z.enum(KIRIM_UANG_ASAL),
  no_rekening: z.string().nullable(),
  status: z.enum(KIRIM_UANG_STATUSES),
  tgl_terima: z.string().nullable(),
  terima_by: z.string().nullable(),
  terima_at: z.string().nullable(),
  created_at: z.string(),
});
export type KirimUangRow = z.infer<typeof kirimUangRow>;

export const kirimUangResponse = envelope(kirimUangRow);
export const kirimUangListResponse = envelope(z.array(kirimUangRow));

/** The account a transfer may be paid from, with its balance in the money ledger. */
export const kirimUangSaldoRow = z.object({
  asal: z.enum(KIRIM_UANG_ASAL),
  no_rekening: z.string().nullable(),
  nama: z.string(),
  saldo: z.number(),
});
export type KirimUangSaldoRow = z.infer<typeof kirimUangSaldoRow>;
export const kirimUangFormResponse = envelope(
  z.object({
    akun: z.array(kirimUangSaldoRow),
    tujuan: z.array(z.object({ kode_toko: z.string(), nama_toko: z.string() })),
  }),
);

/** GET kirim-uang/{nomor_referensi} and its reception: the reference is the nota_kirim. */
export const nomorReferensiParams = z.object({
  nomor_referensi: z.preprocess(blank, z.string({ error: M.referenceRequired }).trim().max(60, M.notFound).transform((v) => v.toUpperCase())),
});

const isoDate = (required: string) => z.preprocess(blank, z.string({ error: required }).refine((v) => isIsoDate(v), MESSAGES.dateInvalid));

/** GET kirim-uang: transfers sent by the store (spec 000 §7), by status and business date range. */
export const kirimUangListQuery = z
  .object({
    status: z.preprocess((v) => (typeof v === 'string' ? blank(v.toUpperCase()) : blank(v)) ?? 'ALL', z.enum(KIRIM_UANG_STATUS_FILTERS, { error: M.statusInvalid })),
    tgl_from: isoDate(MESSAGES.tglAwalRequired),
    tgl_to: isoDate(MESSAGES.tglAkhirRequired),
  })
  .superRefine((v, ctx) => {
    if (v.tgl_from > v.tgl_to) {
      ctx.addIssue({ code: 'custom', path: ['tgl_from'], message: MESSAGES.tglAwalAfterAkhir });
    }
  });
export type KirimUangListQuery = z.output<typeof kirimUangListQuery>;

/** Money sent by a store and not yet received (count and amount), for the close's warnings. */
export const inTransitSummary = z.object({ count: z.number(), jumlah_rp: z.number() });
export type InTransitSummary = z.infer<typeof inTransitSummary>;

/** The money-transfer report: each report's GET path under /api, the one place the server registers it and the web fetches it. */
export const KIRIM_UANG_REPORT_PATHS = {
  kirimUangKeluar: 'laporan/kirim-uang-keluar',
} as const;

/**
 * Laporan Kirim Uang keluar (spec 000 §2, §5): the period, the status as the report's filter
 * (ALL, OPEN, DONE) and the shop (ip_cabang, 'Mohon Pilih Toko' when none; ALL: every store, for
 * head office). A branch always sees its own transfers.
 */
export const laporanKirimUangQuery = reportQuery({
  filter: KIRIM_UANG_STATUS_FILTERS,
  extra: {
    ip_cabang: z.preprocess(blank, z.string({ error: M.pickStore }).trim().min(1, M.pickStore).max(30, M.pickStore).transform((v) => v.toUpperCase())),
  },
});
