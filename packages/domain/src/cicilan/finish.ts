import { z } from 'zod';
import { blank, isoDate } from '../sales/fields';
import { envelope } from '../schemas/common';
import { CICILAN_FINISH_MESSAGES as M } from './messages';
import { CICILAN_REMINDER_DEFAULT_DAYS } from './reminders';

/**
 * The last parts of issue 33: the supervisor's validation of the plans' money events (/validasi-cicilan), the refund a
 * cancel or a take-back would pay (quoted by the server), the reminder settings (/pengingat-cicilan) and the member's
 * open plans with their schedule (the member's own page).
 */
export const CICILAN_FINISH_PATHS = {
  /** GET: the money events of a date for validation; POST: validate some of them */
  validasi: '/api/cicilan/validasi',
  /** GET: what a cancel or a take-back of the plan would refund now (nothing written) */
  refund: '/api/cicilan/:no_faktur_cicil/pengembalian',
  /** GET / PUT: the store's reminder settings */
  reminderSetting: '/api/cicilan/pengingat/setting',
} as const;

/** The plan events that move money and wait for a supervisor's validation (the close of day names their plans). */
export const CICILAN_VALIDATED_JENIS = ['DP', 'BAYAR', 'PELUNASAN CEPAT', 'BATAL', 'GAGAL BAYAR'] as const;

// ---------------------------------------------------------------- /validasi-cicilan

export const cicilanValidationQuery = z.object({ tanggal: z.preprocess(blank, isoDate('Tanggal').optional()) });
export type CicilanValidationQuery = z.output<typeof cicilanValidationQuery>;

export const cicilanValidationRow = z.object({
  no_transaksi: z.string(),
  no_faktur_cicil: z.string(),
  tgl_system: z.string(),
  jenis: z.enum(CICILAN_VALIDATED_JENIS),
  nama_customer: z.string(),
  /** money in (DP with the admin fee, a payment with its late fees, a settlement) or the refund paid out */
  jumlah: z.number(),
  valid: z.boolean(),
  valid_by: z.string().nullable(),
  input_by: z.string(),
});
export type CicilanValidationRow = z.infer<typeof cicilanValidationRow>;
export const cicilanValidationResponse = envelope(z.object({ tanggal: z.string(), rows: z.array(cicilanValidationRow) }));

export const validateCicilanRequest = z.object({
  no_transaksi: z.array(z.string().trim().min(1).max(60), { error: M.nothingPicked }).min(1, M.nothingPicked).max(500),
});
export type ValidateCicilanRequest = z.input<typeof validateCicilanRequest>;
export const validateCicilanResponse = envelope(z.object({ jumlah: z.number() }));

// ---------------------------------------------------------------- GET /api/cicilan/:no/pengembalian

export const cicilanRefundQuote = z.object({
  no_faktur_cicil: z.string(),
  /** everything paid on the price (DP + BAYAR + PELUNASAN CEPAT): BATAL CICILAN */
  dibayar: z.number(),
  /** the store's deduction, percent with 2 decimals (BATAL_CICILAN_POTONGAN_PERSEN) */
  persen: z.string(),
  potongan: z.number(),
  refund: z.number(),
});
export type CicilanRefundQuote = z.infer<typeof cicilanRefundQuote>;
export const cicilanRefundQuoteResponse = envelope(cicilanRefundQuote);

// ---------------------------------------------------------------- /pengingat-cicilan

export const CICILAN_REMINDER_TELAT_KEY = 'PENGINGAT_CICILAN_TELAT';
export const CICILAN_REMINDER_DAYS_MAX = 60;

/** Whether the missed-instalment reminder is on (para_system PENGINGAT_CICILAN_TELAT: 'TIDAK' turns it off; on by default). */
export function cicilanReminderTelatOn(value: string | null | undefined): boolean {
  return (value ?? '').trim().toUpperCase() !== 'TIDAK';
}

const template = z.preprocess((v) => (typeof v === 'string' ? v.trim() : (v ?? '')), z.string().max(500, M.templateTooLong));

export const cicilanReminderSetting = z.object({
  /** days before a due date the SEBELUM message goes (0 = none before) */
  hari: z.coerce.number({ error: M.hariInvalid }).int(M.hariInvalid).min(0, M.hariInvalid).max(CICILAN_REMINDER_DAYS_MAX, M.hariInvalid),
  /** the TELAT message on a missed instalment */
  telat: z.boolean({ error: M.telatInvalid }),
  /** empty: the default text */
  template,
  template_telat: template,
});
export type CicilanReminderSetting = z.output<typeof cicilanReminderSetting>;
export type CicilanReminderSettingRequest = z.input<typeof cicilanReminderSetting>;
/** The settings with the store's business date (what "send now" names). */
export const cicilanReminderSettingAnswer = cicilanReminderSetting.extend({ hari: z.number(), template: z.string(), template_telat: z.string(), tgl_system: z.string() });
export type CicilanReminderSettingAnswer = z.infer<typeof cicilanReminderSettingAnswer>;
export const cicilanReminderSettingResponse = envelope(cicilanReminderSettingAnswer);
export const CICILAN_REMINDER_SETTING_DEFAULT: CicilanReminderSetting = { hari: CICILAN_REMINDER_DEFAULT_DAYS, telat: true, template: '', template_telat: '' };
