import { z } from 'zod';
import { requiredMessage } from '../messages/messages';
import { envelope } from '../schemas/common';
import { PRICE_MESSAGES } from './messages';
import { PRICE_SOURCES } from './rules';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Whole rupiah, from a number or a text of digits; required with the '{Label} Tidak Boleh Kosong' message. */
export function rupiahInput(label: string, opts: { notZero?: boolean; max?: { value: number; message: string } } = {}) {
  let schema = z
    .number({ error: requiredMessage(label) })
    .int(`${label} harus bilangan bulat`)
    .min(0, `${label} tidak boleh kurang dari 0`)
    .max(opts.max?.value ?? Number.MAX_SAFE_INTEGER, opts.max?.message ?? `${label} terlalu besar`);
  if (opts.notZero) schema = schema.refine((v) => v !== 0, `${label} tidak boleh 0`);
  return z.preprocess((v) => {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return undefined;
    return typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v;
  }, schema);
}

const optionalDate = (label: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().regex(DATE_RE, `${label} tidak valid`).optional());

/** A group's price as the screens show it (the one in force, or a history row). */
export const hargaEmasRow = z.object({
  id: z.number(),
  kode_group: z.string(),
  nama_group: z.string(),
  kadar: z.number(),
  harga_jual: z.number(),
  harga_beli: z.number(),
  tgl_berlaku: z.string(),
  sumber: z.enum(PRICE_SOURCES),
  nominal_global: z.number().nullable(),
  input_by: z.string(),
  input_date: z.string(),
});
export type HargaEmasRow = z.infer<typeof hargaEmasRow>;

/** Each group of the store with the price in force on the date asked (null fields when none). */
export const hargaEmasGroupRow = z.object({
  kode_group: z.string(),
  nama_group: z.string(),
  kadar: z.number(),
  ikut_harga_global: z.boolean(),
  persen_harga_beli: z.number(),
  harga: hargaEmasRow.nullable(),
});
export type HargaEmasGroupRow = z.infer<typeof hargaEmasGroupRow>;

export const hargaEmasListQuery = z.object({ tanggal: optionalDate('Tanggal') });
export const hargaEmasListResponse = envelope(z.object({ tanggal: z.string(), groups: z.array(hargaEmasGroupRow) }));

export const hargaEmasHistoryQuery = z.object({
  kode_group: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v), z.string().optional()),
  tgl_awal: optionalDate('Tanggal Awal'),
  tgl_akhir: optionalDate('Tanggal Akhir'),
});
export const hargaEmasHistoryResponse = envelope(z.array(hargaEmasRow));

/** New prices of several groups, holding from `tgl_berlaku` (the store's active date when left out). */
export const saveHargaEmasRequest = z.object({
  tgl_berlaku: optionalDate('Tanggal Berlaku'),
  detail: z
    .array(
      z
        .object({
          kode_group: z.preprocess(
            (v) => (v === null || v === undefined ? '' : v),
            z.string({ error: requiredMessage('Kode Group') }).trim().min(1, requiredMessage('Kode Group')).transform((v) => v.toUpperCase()),
          ),
          harga_jual: rupiahInput('Harga Jual', { notZero: true }),
          harga_beli: rupiahInput('Harga Beli', { notZero: true }),
        })
        .superRefine((v, ctx) => {
          if (v.harga_beli > v.harga_jual) ctx.addIssue({ code: 'custom', path: ['harga_beli'], message: PRICE_MESSAGES.buyOverSell });
        }),
      { error: requiredMessage('Detail Harga') },
    )
    .min(1, requiredMessage('Detail Harga'))
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((r, i) => {
        if (seen.has(r.kode_group)) ctx.addIssue({ code: 'custom', path: [i, 'kode_group'], message: PRICE_MESSAGES.groupTwice });
        seen.add(r.kode_group);
      });
    }),
});
export type SaveHargaEmasRequest = z.input<typeof saveHargaEmasRequest>;

/**
 * Highest 24-carat price per gram accepted: far above any real price, so only a slipped key (an
 * extra zero reprices every group at once) is refused.
 */
export const GLOBAL_PRICE_MAX = 100_000_000;

/** PUT parameter-harga-emas/global: the 24-carat price per gram (spec 001 §3: harga_global sent as nominal). */
export const globalPriceRequest = z.object({
  nominal: rupiahInput('Harga Emas Global', { notZero: true, max: { value: GLOBAL_PRICE_MAX, message: PRICE_MESSAGES.globalTooHigh } }),
});
export type GlobalPriceRequest = z.input<typeof globalPriceRequest>;

export const globalPriceRow = z.object({
  id: z.number(),
  nominal: z.number(),
  tgl_berlaku: z.string(),
  input_by: z.string(),
  input_date: z.string(),
});
export type GlobalPriceRow = z.infer<typeof globalPriceRow>;

/** The current global price (null when never set) and, after a save, the group prices it made. */
export const globalPriceResponse = envelope(
  z.object({ nominal: z.number(), current: globalPriceRow.nullable(), harga: z.array(hargaEmasRow) }),
);
export const globalPriceHistoryResponse = envelope(z.array(globalPriceRow));

export const hargaBerlakuQuery = z.object({
  kode_group: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string().trim().min(1, requiredMessage('Kode Group')).transform((v) => v.toUpperCase()),
  ),
  tanggal: optionalDate('Tanggal'),
});
export const hargaBerlakuResponse = envelope(hargaEmasRow.extend({ tanggal: z.string() }));
