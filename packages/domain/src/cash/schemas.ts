import { z } from 'zod';
import { isIsoDate } from '../format/date';
import { requiredMessage } from '../messages/messages';
import { envelope } from '../schemas/common';
import { optionalIdempotencyKey } from '../sales/fields';
import { percentToHundredths } from '../sales/pricing';
import { CASH, KAS_JUMLAH_MAKSIMAL, KAS_PAGE_MAX, NON_CASH_JENIS, PENGALIHAN_STATUSES } from './constants';
import { CASH_MESSAGES as M } from './messages';

/**
 * Requests and answers of the cash book (spec 000 §7 "Money and parameters", spec 001 §7). Every field
 * of every call is read here: a missing, negative, zero, fractional, huge or non-numeric amount, a blank
 * text and the same account on both sides are refused with the field's Indonesian message.
 */

function blank(v: unknown): unknown {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'string' && v.trim() === '') return undefined;
  return v;
}

/** Whole rupiah > 0 from a number or a text of digits (the mask 'Rp. 1.000 ,-' is read by the screen). */
export function jumlahRpInput(required = M.jumlahRequired) {
  return z.unknown().transform((raw, ctx): number => {
    const v = blank(raw);
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (v === undefined) return fail(required);
    let n: number;
    if (typeof v === 'number') n = v;
    else if (typeof v === 'string' && /^[+-]?\d+(\.\d+)?$/.test(v.trim())) n = Number(v.trim());
    else return fail(M.jumlahNotNumber);
    if (!Number.isFinite(n)) return fail(M.jumlahNotNumber);
    if (n <= 0) return fail(M.jumlahNotPositive);
    if (!Number.isInteger(n)) return fail(M.jumlahNotWhole);
    if (n > KAS_JUMLAH_MAKSIMAL) return fail(M.jumlahTooLarge);
    return n;
  });
}

function requiredTextField(message: string, max = 200) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: message })
      .min(1, message)
      .max(max, `Maksimal ${max} karakter`)
      .transform((v) => v.toUpperCase()),
  );
}

function optionalCodeField(label: string) {
  return z.preprocess(
    blank,
    z
      .string({ error: `${label} tidak valid` })
      .trim()
      .max(40, `${label} maksimal 40 karakter`)
      .transform((v) => v.toUpperCase())
      .optional(),
  );
}

const sideCode = (fallback?: string) =>
  z.preprocess(
    (v) => blank(v) ?? fallback,
    z
      .string({ error: M.asalRequired })
      .trim()
      .min(1, M.asalRequired)
      .max(30, 'Asal maksimal 30 karakter')
      .transform((v) => v.toUpperCase()),
  );

/**
 * POST cash/mutasi-uang-bank and cash/mutasi-uang-cash (spec 000 §7): asal / tujuan are CASH or a
 * kode_bank, asal_rekening / tujuan_rekening the account of a bank side. Mutasi cash: a missing side
 * is CASH (spec 000 §5).
 */
function mutasiShape(missingSide?: string) {
  return z.object({
    asal: sideCode(missingSide),
    asal_rekening: optionalCodeField('Rekening asal'),
    tujuan: sideCode(missingSide),
    tujuan_rekening: optionalCodeField('Rekening tujuan'),
    jumlah: jumlahRpInput(),
    keterangan: requiredTextField(M.keteranganRequired),
    kategori: requiredTextField(M.kategoriRequired, 40),
    idempotency_key: optionalIdempotencyKey,
  });
}

type Sides = { asal: string; asal_rekening?: string | undefined; tujuan: string; tujuan_rekening?: string | undefined };

function bankSideIssues(s: Sides, ctx: z.RefinementCtx) {
  if (s.asal !== CASH && !s.asal_rekening) ctx.addIssue({ code: 'custom', path: ['asal_rekening'], message: M.rekeningRequired });
  if (s.tujuan !== CASH && !s.tujuan_rekening) ctx.addIssue({ code: 'custom', path: ['tujuan_rekening'], message: M.rekeningRequired });
}

export const mutasiUangBankRequest = mutasiShape().superRefine((s, ctx) => {
  if (s.asal === CASH) ctx.addIssue({ code: 'custom', path: ['asal'], message: M.bankOnly });
  if (s.tujuan === CASH) ctx.addIssue({ code: 'custom', path: ['tujuan'], message: M.bankOnly });
  bankSideIssues(s, ctx);
  if (s.asal_rekening && s.asal_rekening === s.tujuan_rekening) ctx.addIssue({ code: 'custom', path: ['tujuan_rekening'], message: M.rekeningSame });
});
export type MutasiUangBankRequest = z.input<typeof mutasiUangBankRequest>;

/** The origin/destination rules shared by mutasi cash and a balance move. */
function cashSideIssues(s: Sides, ctx: z.RefinementCtx, needsCash: boolean) {
  if (s.asal === CASH && s.tujuan === CASH) {
    ctx.addIssue({ code: 'custom', path: ['tujuan'], message: M.bothCash });
    return;
  }
  if (needsCash && s.asal !== CASH && s.tujuan !== CASH) ctx.addIssue({ code: 'custom', path: ['asal'], message: M.needsCash });
  bankSideIssues(s, ctx);
  if (s.asal !== CASH && s.asal_rekening && s.asal_rekening === s.tujuan_rekening && s.tujuan !== CASH) {
    ctx.addIssue({ code: 'custom', path: ['tujuan_rekening'], message: M.rekeningSame });
  }
}

export const mutasiUangCashRequest = mutasiShape(CASH).superRefine((s, ctx) => cashSideIssues(s, ctx, true));
export type MutasiUangCashRequest = z.input<typeof mutasiUangCashRequest>;

/** The rows a move wrote: one out of the origin, one into the destination. */
export const mutasiResult = z.object({
  no_ref: z.string(),
  tgl_system: z.string(),
  kategori: z.string(),
  jumlah: z.number(),
});
export const mutasiResponse = envelope(mutasiResult);

/** POST cash/kas: manual cash in or out with a transaction code (its jenis decides in or out). */
export const kasManualRequest = z.object({
  kode_transaksi: z.preprocess(
    blank,
    z
      .string({ error: M.kodeTransaksiRequired })
      .trim()
      .max(30, 'Kode Transaksi maksimal 30 karakter')
      .transform((v) => v.toUpperCase()),
  ),
  /** empty: the drawer (CASH); else one of the store's bank accounts (/uang-bank) */
  no_rekening: optionalCodeField('No Rekening'),
  jumlah: jumlahRpInput(),
  keterangan: requiredTextField(M.keteranganRequired),
  otorisasi: z.preprocess((v) => (v === null || v === undefined ? [] : v), z.array(z.string().trim().min(1).max(40)).max(5)),
  idempotency_key: optionalIdempotencyKey,
});
export type KasManualRequest = z.input<typeof kasManualRequest>;

const feePersen = z.preprocess(
  blank,
  z
    .union([z.number(), z.string()], { error: M.feeInvalid })
    .refine((v) => percentToHundredths(v) !== null, M.feeInvalid)
    .transform((v) => (percentToHundredths(v) ?? 0) / 100)
    .optional(),
);

/** POST non-cash/gesek-tunai: the card is charged `jumlah` into `no_rekening`; the fee is the account's. */
export const gesekTunaiRequest = z.object({
  no_rekening: z.preprocess(blank, z.string({ error: M.rekeningRequired }).trim().max(40).transform((v) => v.toUpperCase())),
  jumlah: jumlahRpInput(),
  nama_customer: z.preprocess((v) => blank(v) ?? '', z.string().trim().max(100).transform((v) => v.toUpperCase())),
  keterangan: z.preprocess((v) => blank(v) ?? '', z.string().trim().max(200).transform((v) => v.toUpperCase())),
  idempotency_key: optionalIdempotencyKey,
});
export type GesekTunaiRequest = z.input<typeof gesekTunaiRequest>;

export const gesekRow = z.object({
  kode_toko: z.string(),
  no_ref: z.string(),
  tgl_system: z.string(),
  kode_bank: z.string().nullable(),
  no_rekening: z.string().nullable(),
  jumlah: z.number(),
  fee_persen: z.number(),
  fee_rp: z.number(),
  dibayar: z.number(),
  keterangan: z.string(),
  input_by: z.string(),
  created_at: z.string(),
});
export type GesekRow = z.infer<typeof gesekRow>;
export const gesekResponse = envelope(gesekRow);
export const gesekListResponse = envelope(z.array(gesekRow));

/** POST cash/pengalihan-saldo: a cashier asks to move a balance; rows are written when validated. */
export const pengalihanRequest = z
  .object({
    asal: sideCode(CASH),
    asal_rekening: optionalCodeField('Rekening asal'),
    tujuan: sideCode(CASH),
    tujuan_rekening: optionalCodeField('Rekening tujuan'),
    jumlah: jumlahRpInput(),
    keterangan: requiredTextField(M.keteranganRequired),
    idempotency_key: optionalIdempotencyKey,
  })
  .superRefine((s, ctx) => cashSideIssues(s, ctx, false));
export type PengalihanRequest = z.input<typeof pengalihanRequest>;

export const pengalihanParams = z.object({ no_pengalihan: z.string().trim().min(1).max(40) });
export const pengalihanValidateRequest = z.object({
  otorisasi: z.preprocess((v) => (v === null || v === undefined ? [] : v), z.array(z.string().trim().min(1).max(40)).max(5)),
});
export const pengalihanListQuery = z.object({
  status: z.preprocess((v) => blank(v) ?? 'ALL', z.enum(['ALL', ...PENGALIHAN_STATUSES], { error: 'Status tidak valid' })),
});

export const pengalihanRow = z.object({
  no_pengalihan: z.string(),
  tgl_system: z.string(),
  asal: z.string(),
  asal_rekening: z.string().nullable(),
  tujuan: z.string(),
  tujuan_rekening: z.string().nullable(),
  jumlah: z.number(),
  keterangan: z.string(),
  status: z.enum(PENGALIHAN_STATUSES),
  input_by: z.string(),
  created_at: z.string(),
  valid_by: z.string().nullable(),
  valid_at: z.string().nullable(),
});
export type PengalihanRow = z.infer<typeof pengalihanRow>;
export const pengalihanResponse = envelope(pengalihanRow);
export const pengalihanListResponse = envelope(z.array(pengalihanRow));

const dateParam = z.preprocess(blank, z.string().refine((v) => isIsoDate(v), M.dateInvalid).optional());

/** GET cash/saldo: every account's balance on a business date (default the store's). */
export const kasSaldoQuery = z.object({ tanggal: dateParam });
export const kasBalanceSchema = z.object({ akun: z.string(), saldo_awal: z.number(), masuk: z.number(), keluar: z.number(), saldo_akhir: z.number() });
export const saldoListResponse = envelope(
  z.object({
    tanggal: z.string(),
    saldo: z.array(kasBalanceSchema.extend({ jenis: z.enum(['CASH', 'BANK']), kode_bank: z.string().nullable(), nama_rekening: z.string().nullable() })),
  }),
);

const page = (fallback: number) =>
  z.preprocess(
    (v) => {
      const b = blank(v);
      if (b === undefined) return fallback;
      return typeof b === 'string' && /^\d+$/.test(b.trim()) ? Number(b) : b;
    },
    z.number({ error: M.pageInvalid }).int(M.pageInvalid).min(0, M.pageInvalid),
  );

/** GET cash/paginated?skip&limit (spec 001 §7): the drawer's book of the business date. */
export const kasPageQuery = z.object({ skip: page(0), limit: page(100).pipe(z.number().max(KAS_PAGE_MAX, M.pageInvalid)), tanggal: dateParam });

/** GET cash/history-bank: a bank account's book of the business date (no_rekening empty: every account). */
export const bankHistoryQuery = z.object({ no_rekening: optionalCodeField('No Rekening'), tanggal: dateParam });

export const kasBookRow = z.object({
  id: z.number(),
  tgl_system: z.string(),
  kategori: z.string(),
  keterangan: z.string(),
  no_ref: z.string(),
  jenis: z.string(),
  kode_bank: z.string().nullable(),
  no_rekening: z.string().nullable(),
  kode_transaksi: z.string().nullable(),
  jumlah_in: z.number(),
  jumlah_out: z.number(),
  saldo: z.number(),
  input_by: z.string(),
  created_at: z.string(),
});
export type KasBookRow = z.infer<typeof kasBookRow>;
export const kasBookResponse = envelope(
  z.object({ tanggal: z.string(), akun: z.string(), saldo: kasBalanceSchema, count: z.number(), rows: z.array(kasBookRow) }),
);
export type KasBook = z.infer<typeof kasBookResponse>['data'];

/** GET non-cash/gesek-histories: the card cash-outs of the business date, or of a date range. */
export const gesekHistoryQuery = z.object({ tgl_awal: dateParam, tgl_akhir: dateParam });
