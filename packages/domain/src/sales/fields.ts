import { z } from 'zod';
import { isIsoDate } from '../format/date';
import { MESSAGES, requiredMessage } from '../messages/messages';
import { SALES_MESSAGES as M } from './messages';

/**
 * Field readers shared by the counter documents (sales, layaways, buy-backs): blank text is missing,
 * codes and free text are trimmed and upper-cased, rupiah are whole numbers. Not exported from the
 * package: each document's schema file builds its requests from these.
 */

export function blank(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/** Optional free text: missing/null -> '', trimmed, upper-cased (fields are upper-cased, spec 000 §5). */
export function text(label: string, max: number, upper = true) {
  return z.preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
    z
      .string({ error: `${label} tidak valid` })
      .trim()
      .max(max, `${label} maksimal ${max} karakter`)
      .transform((v) => (upper ? v.toUpperCase() : v)),
  );
}

export function requiredCode(label: string, message: string = requiredMessage(label)) {
  return z.preprocess(
    blank,
    z
      .string({ error: message })
      .trim()
      .max(30, `${label} maksimal 30 karakter`)
      .transform((v) => v.toUpperCase()),
  );
}

export function optionalCode(label: string) {
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

/** Whole rupiah from a number or a text of digits. */
export function rupiah(label: string, opts: { min?: number; message?: string } = {}) {
  const min = opts.min ?? 0;
  return z.preprocess(
    (v) => {
      if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return undefined;
      return typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v;
    },
    z
      .number({ error: requiredMessage(label) })
      .int(`${label} harus bilangan bulat`)
      .min(min, opts.message ?? `${label} tidak boleh kurang dari ${min}`)
      .max(Number.MAX_SAFE_INTEGER, `${label} terlalu besar`),
  );
}

export const isoDate = (label: string) =>
  z.preprocess(blank, z.string({ error: requiredMessage(label) }).refine((v) => isIsoDate(v), MESSAGES.dateInvalid));

/** The key a screen makes once per sale; a retried save with the same key answers the first receipt. */
export const idempotencyKeyInput = z.preprocess(
  blank,
  z
    .string({ error: M.idempotencyInvalid })
    .trim()
    .min(8, M.idempotencyInvalid)
    .max(64, M.idempotencyInvalid)
    .regex(/^[A-Za-z0-9._:-]+$/, M.idempotencyInvalid),
);

/**
 * The same key on a form whose document keeps no key column (cash book, money moves, tray weighing, stock moves):
 * optional for callers outside the app; the app's forms always send it, one per submission.
 */
export const optionalIdempotencyKey = idempotencyKeyInput.optional();

/** Approval ids given by the authorization dialog. */
export const approvalIds = z.preprocess((v) => (v === null || v === undefined ? [] : v), z.array(z.string().trim().min(1).max(40)).max(20));


/** 'valid by' / 'input by' of a list: ALL or a user id. */
export const listUser = z.preprocess((v) => blank(v) ?? 'ALL', z.string().trim().max(50).transform((v) => v.toUpperCase()));

/**
 * The query of a document list (receipts, layaways, buy-backs): a date range, a text, the status
 * (ALL or one of the document's), valid (ALL, Y, N) and the cashier who made it (ALL or a user).
 */
export function documentListQuery<const S extends readonly [string, ...string[]]>(statuses: S) {
  return z.object({
    tgl_awal: isoDate('Tanggal Awal'),
    tgl_akhir: isoDate('Tanggal Akhir'),
    q: z.preprocess((v) => blank(v), z.string().trim().max(100).optional()),
    status: z.preprocess((v) => blank(v) ?? 'ALL', z.enum(['ALL', ...statuses], { error: 'Status tidak valid' })),
    valid: z.preprocess((v) => blank(v) ?? 'ALL', z.enum(['ALL', 'Y', 'N'], { error: 'Valid tidak valid' })),
    input_by: listUser,
  });
}

