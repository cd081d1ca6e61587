import {
  CICILAN_REMINDER_DEFAULT_TEMPLATE,
  CICILAN_REMINDER_DEFAULT_TEMPLATE_TELAT,
  CICILAN_REMINDER_SETTING_KEYS,
  cicilanReminderDays,
  cicilanReminderDue,
  cicilanReminderTelatOn,
  CICILAN_REMINDER_TELAT_KEY,
  type CicilanReminderSetting,
  fillCicilanReminder,
  isModuleOn,
  toModuleFlags,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { openPlans } from '../reports-cicilan/open-plans.service';
import { deliver, gatewayFor } from '../whatsapp/whatsapp.service';
import * as repo from './cicilan-reminders.repository';

export type ReminderRun = { terkirim: number; gagal: number };

type Store = Awaited<ReturnType<typeof repo.storesWithSettings>>[number];

/** Whether a store sends instalment reminders: the WhatsApp module and the instalment module both on. */
export function remindersOn(store: Pick<Store, 'modules'>): boolean {
  const flags = toModuleFlags(store.modules.map((m) => ({ ...m, value: null })));
  return isModuleOn(flags, 'WHATSAPP_MODULE') && isModuleOn(flags, 'CICILAN_MODULE');
}

/**
 * Sends a store's due instalment reminders by WhatsApp through the store's gateway (the stand-in records them): for
 * each open plan's instalment not fully paid, SEBELUM when its due date is 1..N days away (PENGINGAT_CICILAN_HARI),
 * TELAT once it has passed unpaid (unless PENGINGAT_CICILAN_TELAT is TIDAK). Each is claimed in the sent-log first (one row per plan, instalment and kind) and
 * then sent; a send that fails gives its claim back. So each message goes once, however often this runs and from
 * however many instances. Nothing is sent with either module off or without a gateway.
 */
export async function sendStoreReminders(app: FastifyInstance, store: Store): Promise<ReminderRun> {
  const run: ReminderRun = { terkirim: 0, gagal: 0 };
  if (!remindersOn(store)) return run;
  const gateway = await gatewayFor(app, store.kode_toko);
  if (!gateway) return run;
  const params = new Map(store.params.map((p) => [p.key, p.value]));
  const hari = cicilanReminderDays(params.get(CICILAN_REMINDER_SETTING_KEYS.hari));
  const telat = cicilanReminderTelatOn(params.get(CICILAN_REMINDER_TELAT_KEY));
  const templates = {
    SEBELUM: (params.get(CICILAN_REMINDER_SETTING_KEYS.template) ?? '').trim() || CICILAN_REMINDER_DEFAULT_TEMPLATE,
    TELAT: (params.get(CICILAN_REMINDER_SETTING_KEYS.templateTelat) ?? '').trim() || CICILAN_REMINDER_DEFAULT_TEMPLATE_TELAT,
  };
  for (const { header: h, plan, standing } of await openPlans(app.db, store.kode_toko)) {
    if (plan.status !== 'AKTIF' || !h.no_hp.trim()) continue;
    for (const a of standing.angsuran) {
      const jenis = cicilanReminderDue(a.tgl_jatuh_tempo, store.tgl_system, hari, a.terbayar >= a.nilai);
      if (!jenis || (jenis === 'TELAT' && !telat)) continue;
      const key = { kode_toko: h.kode_toko, no_faktur_cicil: h.no_faktur_cicil, ke: a.ke, jenis };
      const pesan = fillCicilanReminder(templates[jenis], {
        nama_customer: h.nama_customer,
        no_faktur_cicil: h.no_faktur_cicil,
        nama_toko: store.nama_toko,
        ke: a.ke,
        tgl_jatuh_tempo: a.tgl_jatuh_tempo,
        nilai: a.nilai - a.terbayar,
        denda: standing.denda,
      });
      if (!(await repo.claimReminder(app.db, { ...key, tgl_jatuh_tempo: a.tgl_jatuh_tempo, no_hp: h.no_hp, pesan, tgl_system: store.tgl_system }))) continue;
      const sent = await deliver(app, store.kode_toko, gateway, { receiver: h.no_hp, message: pesan, idempotencyKey: `cicilan-${h.kode_toko}-${h.no_faktur_cicil}-${a.ke}-${jenis}` });
      if (sent.ok) {
        run.terkirim++;
      } else {
        await repo.releaseReminder(app.db, key);
        run.gagal++;
      }
    }
  }
  return run;
}

/** POST /api/cicilan/pengingat: the caller's store's reminders now (the screen names the business date it shows). */
export async function sendRemindersOf(app: FastifyInstance, kodeToko: string): Promise<ReminderRun> {
  const [store] = await repo.storesWithSettings(app.db, kodeToko);
  return store ? sendStoreReminders(app, store) : { terkirim: 0, gagal: 0 };
}

/** One round over every store (the worker's). */
export async function sendAllReminders(app: FastifyInstance): Promise<ReminderRun> {
  const total: ReminderRun = { terkirim: 0, gagal: 0 };
  for (const store of await repo.storesWithSettings(app.db)) {
    const run = await sendStoreReminders(app, store);
    total.terkirim += run.terkirim;
    total.gagal += run.gagal;
  }
  return total;
}

/** GET /api/cicilan/pengingat: the reminders sent for the store, newest first. */
export async function listSentReminders(app: FastifyInstance, kodeToko: string) {
  return (await repo.listSent(app.db, kodeToko, 500)).map((r) => ({ ...r, sent_at: new Date(r.sent_at).toISOString() }));
}

/** The store's business date (what the manual run must name). */
export async function storeDateOf(app: FastifyInstance, kodeToko: string): Promise<string | undefined> {
  const [store] = await repo.storesWithSettings(app.db, kodeToko);
  return store?.tgl_system;
}

/** GET /api/cicilan/pengingat/setting: the store's reminder settings (/pengingat-cicilan), defaults where unset. */
export async function reminderSettingOf(app: FastifyInstance, kodeToko: string): Promise<CicilanReminderSetting> {
  const params = await repo.reminderParams(app.db, kodeToko);
  return {
    hari: cicilanReminderDays(params.get(CICILAN_REMINDER_SETTING_KEYS.hari)),
    telat: cicilanReminderTelatOn(params.get(CICILAN_REMINDER_TELAT_KEY)),
    template: params.get(CICILAN_REMINDER_SETTING_KEYS.template) ?? '',
    template_telat: params.get(CICILAN_REMINDER_SETTING_KEYS.templateTelat) ?? '',
  };
}

/** PUT /api/cicilan/pengingat/setting: the settings written together (checked by the schema before). */
export async function saveReminderSetting(app: FastifyInstance, kodeToko: string, s: CicilanReminderSetting, by: string): Promise<CicilanReminderSetting> {
  await repo.saveReminderParams(
    app.db,
    kodeToko,
    [
      { key: CICILAN_REMINDER_SETTING_KEYS.hari, value: String(s.hari) },
      { key: CICILAN_REMINDER_TELAT_KEY, value: s.telat ? 'YA' : 'TIDAK' },
      { key: CICILAN_REMINDER_SETTING_KEYS.template, value: s.template },
      { key: CICILAN_REMINDER_SETTING_KEYS.templateTelat, value: s.template_telat },
    ],
    by,
  );
  return reminderSettingOf(app, kodeToko);
}
