import { backoffMs, PROMO_MESSAGES, sendIntervalMs, shouldRetry, toBusinessDate } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { deliver, gatewayFor } from '../whatsapp/whatsapp.service';
import * as repo from './promo.repository';
import { absoluteImageUrl, publishProgress, queueDuePromo } from './promo-outbox.service';

/**
 * The promo outbox worker, one per API instance. Each round: queue the promos whose date has come, report
 * messages cut by a stopped server, then send PENDING messages one by one (claimed with FOR UPDATE SKIP
 * LOCKED, so instances never share a row) at most PROMO_RATE_PER_MINUTE a minute. A message cut by a killed
 * server is sent once more with the same Idempotency-Key (the gateway drops it if it had it), then reported failed. A refused or unanswered
 * message waits (backoff) and is tried again, up to PROMO_MAX_ATTEMPTS, then reported failed. Stopping
 * (app.close, SIGTERM) waits for the message being sent and leaves the rest PENDING for the next start.
 */
export type PromoWorker = { kick(): void; stop(): Promise<void>; idle(): Promise<void> };

const workers = new WeakMap<FastifyInstance, PromoWorker>();

export function promoWorkerOf(app: FastifyInstance): PromoWorker | undefined {
  return workers.get(app);
}

export function startPromoWorker(app: FastifyInstance): PromoWorker {
  const cfg = app.config;
  const id = `${process.pid}-${randomBytes(4).toString('hex')}`;
  let stopped = false;
  let again = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let wake: (() => void) | null = null;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (stopped || ms <= 0) return resolve();
      const t = setTimeout(() => {
        wake = null;
        resolve();
      }, ms);
      wake = () => {
        clearTimeout(t);
        wake = null;
        resolve();
      };
    });

  const round = async () => {
    const today = toBusinessDate(new Date());
    for (const promoId of await repo.duePromoIds(app.db, today)) {
      if (stopped) return;
      await queueDuePromo(app, promoId);
    }
    for (const promoId of await repo.resumeStaleSending(app.db, cfg.PROMO_LEASE_MS, PROMO_MESSAGES.unknownOutcome)) {
      await repo.finishPromoIfDone(app.db, promoId);
      await publishProgress(app, promoId);
    }
    const interval = sendIntervalMs(cfg.PROMO_RATE_PER_MINUTE);
    while (!stopped) {
      const row = await repo.claimNext(app.db, id);
      if (!row) return;
      const started = Date.now();
      const gateway = await gatewayFor(app, row.kode_toko);
      const result = gateway
        ? await deliver(app, row.kode_toko, gateway, { receiver: row.no_hp, message: row.message, imageUrl: absoluteImageUrl(app, row.image_url), idempotencyKey: `promo-${row.promo_id}-${row.no_hp}` })
        : ({ ok: false, reason: 'bad-gateway', message: PROMO_MESSAGES.gatewayMissing, receiver: row.no_hp } as const);
      if (result.ok) {
        await repo.markSent(app.db, row.id);
      } else {
        const error = result.message ?? (result.reason === 'unreachable' ? 'Gateway WhatsApp tidak menjawab' : result.reason === 'bad-number' ? 'No Wa Tidak Terdaftar' : 'Ditolak gateway WhatsApp');
        // a number that is not a phone number never becomes one: no retry
        if (result.reason !== 'bad-number' && shouldRetry(row.attempts, cfg.PROMO_MAX_ATTEMPTS)) {
          await repo.markRetry(app.db, row.id, backoffMs(row.attempts, cfg.PROMO_RETRY_BASE_MS, cfg.PROMO_RETRY_MAX_MS), error);
        } else {
          await repo.markFailed(app.db, row.id, error);
        }
      }
      await repo.finishPromoIfDone(app.db, row.promo_id);
      await publishProgress(app, row.promo_id);
      await pause(interval - (Date.now() - started));
    }
  };

  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    running = (async () => {
      do {
        again = false;
        try {
          await round();
        } catch (error) {
          if (!stopped) app.log.error({ err: error }, 'promo worker round failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
      if (!stopped) {
        timer = setTimeout(() => void run(), cfg.PROMO_POLL_MS);
        timer.unref();
      }
    });
    return running;
  };

  const worker: PromoWorker = {
    kick: () => {
      if (!stopped) void run();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      wake?.();
      await running;
    },
    idle: async () => {
      while (running) await running;
    },
  };
  workers.set(app, worker);
  timer = setTimeout(() => void run(), 0);
  timer.unref();
  return worker;
}
