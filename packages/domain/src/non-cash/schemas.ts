import { z } from 'zod';
import { envelope } from '../schemas/common';
import { blank, optionalIdempotencyKey, rupiah } from '../sales/fields';
import { NON_CASH_MESSAGES as M } from './messages';

/** The module that makes card and transfer payments wait for a supervisor's validation (spec 000 §6). */
export const VALIDASI_NON_CASH_MODULE = 'VALIDASI_NON_CASH_MODULE';

/**
 * A pending non-cash payment: the money a counter document put in NON_TUNAI for one bank account (its card and
 * transfer payments to that account and their card surcharge), less what was given back. `jumlah_rp` is what the
 * bank statement must show: the payments (`jumlah_bayar`) plus the surcharge (`fee_rp`).
 */
export const nonCashPendingRow = z.object({
  tgl_system: z.string(),
  no_ref: z.string(),
  nama_customer: z.string().nullable(),
  kode_bank: z.string().nullable(),
  nama_bank: z.string().nullable(),
  no_rekening: z.string().nullable(),
  jumlah_bayar: z.number().int(),
  fee_rp: z.number().int(),
  jumlah_rp: z.number().int(),
  input_by: z.string(),
});
export type NonCashPendingRow = z.infer<typeof nonCashPendingRow>;
export const nonCashPendingResponse = envelope(z.array(nonCashPendingRow));

const text = (message: string, max: number) => z.preprocess(blank, z.string({ error: message }).trim().min(1, message).max(max, message));
const optionalText = z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string().trim().max(40).nullable());

/** POST /api/non-cash/validasi: one pending payment matched with the bank statement (reference and amount seen). */
export const nonCashValidateRequest = z.object({
  no_ref: text(M.noRefRequired, 40),
  kode_bank: optionalText,
  no_rekening: optionalText,
  no_referensi: text(M.referensiRequired, 60).transform((v) => v.toUpperCase()),
  jumlah_rp: rupiah('Jumlah', { min: 1, message: M.jumlahRequired }),
  /** the form's submission: sent twice (a retry after a lost answer), it answers the first validation again */
  idempotency_key: optionalIdempotencyKey,
});
export type NonCashValidateRequest = z.input<typeof nonCashValidateRequest>;

export const nonCashValidation = z.object({
  no_ref: z.string(),
  kode_bank: z.string().nullable(),
  no_rekening: z.string().nullable(),
  jumlah_rp: z.number().int(),
  no_referensi: z.string(),
  validated_by: z.string(),
  validated_at: z.string(),
});
export type NonCashValidation = z.infer<typeof nonCashValidation>;
export const nonCashValidateResponse = envelope(nonCashValidation);
