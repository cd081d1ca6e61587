import type { FastifyInstance } from 'fastify';
import { sendAllReminders } from './cicilan-reminders.service';

/**
 * The instalment reminder worker, one per API instance: every CICILAN_REMINDER_POLL_MS (the first round that long after
 * the start) it sends the due reminders of every store with the WhatsApp and instalment modules on. Instances may
 * run rounds at the same time: the sent-log's claim lets one of them send each message. Stopping waits for the round.
 */
export type CicilanReminderWorker = { stop(): Promise<void>; runNow(): Promise<void> };

export function startCicilanReminderWorker(app: FastifyInstance): CicilanReminderWorker {
  let stopped = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void run(), app.config.CICILAN_REMINDER_POLL_MS);
    timer.unref();
  };
  const run = (): Promise<void> => {
    if (running) return running;
    running = (async () => {
      try {
        const sent = await sendAllReminders(app);
        if (sent.terkirim || sent.gagal) app.log.info(sent, 'instalment reminders sent');
      } catch (error) {
        if (!stopped) app.log.error({ err: error }, 'instalment reminder round failed');
      }
    })().finally(() => {
      running = null;
      schedule();
    });
    return running;
  };
  schedule();
  return {
    runNow: run,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
