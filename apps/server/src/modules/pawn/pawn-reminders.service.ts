import { addDays, fillReminder, isModuleOn, REMINDER_DEFAULT_TEMPLATE, REMINDER_SETTING_KEYS, reminderDays, reminderDue } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/auth-context';
import { sendWhatsapp } from '../receipts/receipts.service';
import { storeContext } from '../counter/counter-context';
import { quoteRedemption } from './pawn-terms';
import * as repo from './pawn.repository';

/**
 * Sends the store's due reminders by WhatsApp (the client invoices use): for each open loan due within the
 * store's days (or past due), the reminder of its kind is claimed first (one row per loan, due date and kind)
 * and then sent; a send that fails gives its claim back. So each message goes once, however often this runs
 * and from however many instances. Nothing is sent with the WhatsApp module off.
 */
export async function sendReminders(app: FastifyInstance, auth: AuthContext): Promise<{ terkirim: number; gagal: number }> {
  if (!isModuleOn(auth.modules, 'WHATSAPP_MODULE')) return { terkirim: 0, gagal: 0 };
  const ctx = await storeContext(app.db, auth);
  const hari = reminderDays(ctx.params.get(REMINDER_SETTING_KEYS.hari));
  const template = (ctx.params.get(REMINDER_SETTING_KEYS.template) ?? '').trim() || REMINDER_DEFAULT_TEMPLATE;
  const loans = await repo.searchLoans(app.db, auth.kodeToko, { statuses: ['AKTIF'], dueBy: addDays(ctx.tglSystem, hari), limit: 5000 });
  let terkirim = 0;
  let gagal = 0;
  for (const l of loans) {
    const jenis = reminderDue(l.tgl_jatuh_tempo, ctx.tglSystem, hari);
    if (!jenis) continue;
    const key = { kode_toko: l.kode_toko, no_faktur_hutang: l.no_faktur_hutang, tgl_jatuh_tempo: l.tgl_jatuh_tempo, jenis };
    const pesan = fillReminder(template, { ...l, nama_toko: ctx.namaToko, total: quoteRedemption(l, ctx.tglSystem).total });
    if (!(await repo.claimReminder(app.db, { ...key, no_hp: l.no_hp, pesan }))) continue;
    try {
      await sendWhatsapp(app, auth.kodeToko, { receiver: l.no_hp, message: pesan, type: 'text' });
      terkirim++;
    } catch {
      await repo.releaseReminder(app.db, key);
      gagal++;
    }
  }
  return { terkirim, gagal };
}
