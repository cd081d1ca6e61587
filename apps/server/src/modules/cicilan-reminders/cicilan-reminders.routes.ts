import {
  CICILAN_FINISH_MESSAGES as F,
  CICILAN_FINISH_PATHS as FP,
  CICILAN_REMINDER_MESSAGES as M,
  cicilanReminderRunRequest,
  cicilanReminderRunResponse,
  cicilanReminderSentResponse,
  cicilanReminderSetting,
  cicilanReminderSettingResponse,
  MESSAGES,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { assertValid } from '../../http/validation';
import { startCicilanReminderWorker } from './cicilan-reminders.worker';
import { listSentReminders, reminderSettingOf, saveReminderSetting, sendRemindersOf, storeDateOf } from './cicilan-reminders.service';

/**
 * The instalment reminders (issue 33): sent by the worker in every API instance (CICILAN_REMINDER_WORKER), or now for
 * the caller's store by a supervisor from /pengingat-cicilan, where the store's settings are kept; the sent-log read back.
 */
export async function cicilanRemindersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cicilan'];
  const gate = '/pengingat-cicilan';

  r.post('/api/cicilan/pengingat', {
    config: { gate },
    attachValidation: true,
    schema: { tags, summary: 'Kirim pengingat angsuran lewat WhatsApp sekarang (sekali per cicilan, angsuran dan jenis); tgl_system = tanggal aktif toko', body: cicilanReminderRunRequest, response: { 200: cicilanReminderRunResponse } },
    handler: async (request) => {
      assertValid(request);
      const auth = authOf(request);
      if (request.body.tgl_system !== (await storeDateOf(app, auth.kodeToko))) throw badRequest(M.tglMismatch, { tgl_system: M.tglMismatch });
      return ok(await sendRemindersOf(app, auth.kodeToko), M.remindersSent);
    },
  });

  r.get(FP.reminderSetting, {
    config: { gate },
    schema: { tags, summary: 'Setting pengingat angsuran toko (hari sebelum jatuh tempo, pengingat telat, teks)', response: { 200: cicilanReminderSettingResponse } },
    handler: async (request) => {
      const kodeToko = authOf(request).kodeToko;
      return ok({ ...(await reminderSettingOf(app, kodeToko)), tgl_system: (await storeDateOf(app, kodeToko)) ?? '' }, F.settingFound);
    },
  });

  r.put(FP.reminderSetting, {
    config: { gate },
    attachValidation: true,
    schema: { tags, summary: 'Simpan setting pengingat angsuran toko', body: cicilanReminderSetting, response: { 200: cicilanReminderSettingResponse } },
    handler: async (request) => {
      assertValid(request);
      const auth = authOf(request);
      const saved = await saveReminderSetting(app, auth.kodeToko, request.body, auth.userId);
      return ok({ ...saved, tgl_system: (await storeDateOf(app, auth.kodeToko)) ?? '' }, F.settingSaved);
    },
  });

  r.get('/api/cicilan/pengingat', {
    config: { gateAny: [gate, '/lihat-cicilan'] },
    schema: { tags, summary: 'Pengingat angsuran yang sudah dikirim untuk toko, terbaru dulu', response: { 200: cicilanReminderSentResponse } },
    handler: async (request) => ok(await listSentReminders(app, authOf(request).kodeToko), MESSAGES.dataAvailable),
  });

  if (app.config.CICILAN_REMINDER_WORKER === 'on') {
    let worker: ReturnType<typeof startCicilanReminderWorker> | null = null;
    app.addHook('onReady', async () => {
      worker = startCicilanReminderWorker(app);
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  }
}
