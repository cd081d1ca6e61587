import { z } from 'zod';
import { formatBusinessDate } from '../format/date';
import { formatRupiah } from '../format/number';
import { daysBetween } from '../pawn/interest';
import { envelope } from '../schemas/common';
import { CICILAN_REMINDER_MESSAGES } from './messages';

/**
 * WhatsApp reminders of instalment plans (issue 33): with the WhatsApp module on, a customer gets one message when an
 * instalment not fully paid is `hari` days away or less (SEBELUM) and one once its due date has passed unpaid
 * (TELAT), each once per plan, instalment and kind (the sent-log cicilan_pengingat keeps them). The store sets `hari`
 * and the two texts (para_system PENGINGAT_CICILAN_HARI, PENGINGAT_CICILAN_TEMPLATE, PENGINGAT_CICILAN_TEMPLATE_TELAT).
 */
export const CICILAN_REMINDER_KINDS = ['SEBELUM', 'TELAT'] as const;
export type CicilanReminderKind = (typeof CICILAN_REMINDER_KINDS)[number];

export const CICILAN_REMINDER_SETTING_KEYS = {
  hari: 'PENGINGAT_CICILAN_HARI',
  template: 'PENGINGAT_CICILAN_TEMPLATE',
  templateTelat: 'PENGINGAT_CICILAN_TEMPLATE_TELAT',
} as const;
export const CICILAN_REMINDER_DEFAULT_DAYS = 3;
export const CICILAN_REMINDER_DEFAULT_TEMPLATE =
  'Yth. {nama_customer}, angsuran ke-{ke} cicilan {no_faktur_cicil} di {nama_toko} sebesar {nilai} jatuh tempo {tgl_jatuh_tempo}. Terima kasih.';
export const CICILAN_REMINDER_DEFAULT_TEMPLATE_TELAT =
  'Yth. {nama_customer}, angsuran ke-{ke} cicilan {no_faktur_cicil} di {nama_toko} jatuh tempo {tgl_jatuh_tempo} belum dibayar. Sisa angsuran {nilai}, denda {denda}. Terima kasih.';

/**
 * The reminder an instalment is due on `today`: SEBELUM when its due date is 1..`hari` days away, TELAT once the
 * due date has passed (the day after it and later); none on the due date itself or further ahead, or when paid.
 */
export function cicilanReminderDue(tglJatuhTempo: string, today: string, hari: number, paid: boolean): CicilanReminderKind | null {
  if (paid) return null;
  const left = daysBetween(today, tglJatuhTempo);
  if (left < 0) return 'TELAT';
  return left > 0 && left <= hari ? 'SEBELUM' : null;
}

/** The store's days before a due date (0..60; the default when unset or out of range). */
export function cicilanReminderDays(value: string | null | undefined): number {
  const text = (value ?? '').trim();
  const n = Number(text);
  return text !== '' && Number.isInteger(n) && n >= 0 && n <= 60 ? n : CICILAN_REMINDER_DEFAULT_DAYS;
}

export type CicilanReminderValues = {
  nama_customer: string;
  no_faktur_cicil: string;
  nama_toko: string;
  ke: number;
  tgl_jatuh_tempo: string;
  /** what is left of the instalment */
  nilai: number;
  /** late fees owed */
  denda: number;
};

export function fillCicilanReminder(template: string, v: CicilanReminderValues): string {
  return template
    .replaceAll('{nama_customer}', v.nama_customer)
    .replaceAll('{no_faktur_cicil}', v.no_faktur_cicil)
    .replaceAll('{nama_toko}', v.nama_toko)
    .replaceAll('{ke}', String(v.ke))
    .replaceAll('{tgl_jatuh_tempo}', formatBusinessDate(v.tgl_jatuh_tempo))
    .replaceAll('{nilai}', formatRupiah(v.nilai))
    .replaceAll('{denda}', formatRupiah(v.denda));
}


/**
 * POST /api/cicilan/pengingat: the store's reminders now. It names the business date the screen shows, which must be the
 * store's (an empty, replayed or stale request sends nothing).
 */
export const cicilanReminderRunRequest = z.object({
  tgl_system: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: CICILAN_REMINDER_MESSAGES.tglMismatch }).regex(/^\d{4}-\d{2}-\d{2}$/, CICILAN_REMINDER_MESSAGES.tglMismatch)),
});
export type CicilanReminderRunRequest = z.infer<typeof cicilanReminderRunRequest>;
export const cicilanReminderRunResponse = envelope(z.object({ terkirim: z.number(), gagal: z.number() }));

/** GET /api/cicilan/pengingat: the reminders sent for the store, newest first. */
export const cicilanReminderSent = z.object({
  no_faktur_cicil: z.string(),
  ke: z.number(),
  jenis: z.enum(CICILAN_REMINDER_KINDS),
  tgl_jatuh_tempo: z.string(),
  no_hp: z.string(),
  pesan: z.string(),
  tgl_system: z.string(),
  sent_at: z.string(),
});
export const cicilanReminderSentResponse = envelope(z.array(cicilanReminderSent));
