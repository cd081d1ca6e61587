import { formatBusinessDate } from '../format/date';
import { formatRupiah } from '../format/number';
import { daysBetween } from './interest';

/**
 * WhatsApp reminders of pawn loans (issue 20): with the WhatsApp module on, a customer gets one message
 * when the due date is `hari` days away or less (SEBELUM) and one on or after it (JATUH_TEMPO), each once
 * per due date (a due date moved by a payment gets its own). The store sets `hari` and the text
 * (para_system PENGINGAT_HUTANG_HARI, PENGINGAT_HUTANG_TEMPLATE).
 */
export const REMINDER_KINDS = ['SEBELUM', 'JATUH_TEMPO'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const REMINDER_SETTING_KEYS = { hari: 'PENGINGAT_HUTANG_HARI', template: 'PENGINGAT_HUTANG_TEMPLATE' } as const;
export const REMINDER_DEFAULT_DAYS = 3;
export const REMINDER_DEFAULT_TEMPLATE =
  'Yth. {nama_customer}, hutang {no_faktur_hutang} di {nama_toko} jatuh tempo {tgl_jatuh_tempo}. Total tebus hari ini {total}. Terima kasih.';

/** The reminder a loan is due on `today`, or null. */
export function reminderDue(tglJatuhTempo: string, today: string, hari: number): ReminderKind | null {
  const left = daysBetween(today, tglJatuhTempo);
  if (left <= 0) return 'JATUH_TEMPO';
  return left <= hari ? 'SEBELUM' : null;
}

export function reminderDays(value: string | null | undefined): number {
  const text = (value ?? '').trim();
  const n = Number(text);
  return text !== '' && Number.isInteger(n) && n >= 0 && n <= 60 ? n : REMINDER_DEFAULT_DAYS;
}

export function fillReminder(template: string, v: { nama_customer: string; no_faktur_hutang: string; nama_toko: string; tgl_jatuh_tempo: string; total: number }): string {
  return template
    .replaceAll('{nama_customer}', v.nama_customer)
    .replaceAll('{no_faktur_hutang}', v.no_faktur_hutang)
    .replaceAll('{nama_toko}', v.nama_toko)
    .replaceAll('{tgl_jatuh_tempo}', formatBusinessDate(v.tgl_jatuh_tempo))
    .replaceAll('{total}', formatRupiah(v.total));
}
