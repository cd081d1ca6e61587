import { fillPromoTemplate, formatBusinessDate, progressOf, whatsappNumber, type PromoProgress } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import * as repo from './promo.repository';

/**
 * The promo outbox: a due promo queued as one message per customer, and its progress. Used both by the service (a
 * promo saved for today is queued by the worker it kicks) and by the worker's rounds, so it sits below both.
 */

/** How far a promo's broadcast has gone. */
export async function promoProgress(app: FastifyInstance, promoId: number): Promise<PromoProgress> {
  return progressOf(await repo.outboxCounts(app.db, promoId));
}

/**
 * Queues a due promo: one outbox row per customer phone (0 -> 62, the same phone once), the message filled
 * for that customer. Locked with SKIP LOCKED, so two instances never queue the same promo; the unique
 * (promo, phone) keeps a phone from being queued twice whatever happens.
 */
export async function queueDuePromo(app: FastifyInstance, promoId: number): Promise<void> {
  const queued = await app.db.transaction().execute(async (trx) => {
    const promo = await repo.lockDuePromo(trx, promoId);
    if (!promo) return null;
    const seen = new Set<string>();
    const birthDates = new Map<string, string>();
    for (const b of await repo.customerBirthDates(trx, promo.kode_toko)) {
      const phone = whatsappNumber(b.no_hp);
      if (!birthDates.has(phone)) birthDates.set(phone, formatBusinessDate(b.tgl_lahir));
    }
    const rows: repo.OutboxInsert[] = [];
    for (const c of await repo.customerPhones(trx, promo.kode_toko)) {
      const phone = whatsappNumber(c.no_hp);
      if (!/^\d{6,20}$/.test(phone) || seen.has(phone)) continue;
      seen.add(phone);
      const nama = c.nama_customer.trim();
      rows.push({
        promo_id: promo.id,
        kode_toko: promo.kode_toko,
        no_hp: phone,
        kode_customer: phone,
        nama_customer: nama,
        // {tgl_lahir}: the newest birth date recorded with this phone ('DD-MM-YYYY'), '-' when none was
        message: fillPromoTemplate(promo.template, { kode_customer: phone, nama_customer: nama, tgl_lahir: birthDates.get(phone) ?? '' }),
        image_url: promo.image_url,
      });
    }
    const total = await repo.queueRecipients(trx, promo.id, rows);
    await repo.markPromoQueued(trx, promo.id, total);
    return promo.id;
  });
  if (queued !== null) await publishProgress(app, queued);
}

/** Pushes a broadcast's progress to the screens of the user who saved the promo (the blocking dialog, spec 001 §2). */
export async function publishProgress(app: FastifyInstance, promoId: number): Promise<void> {
  const promo = await repo.promoById(app.db, promoId);
  if (!promo) return;
  const p = await promoProgress(app, promoId);
  app.realtime.toUser(promo.updated_by, 'progress', { task: 'promo', done: p.sent + p.failed, total: p.total, sent: p.sent, failed: p.failed });
}

/** The image URL the gateway can fetch: a path of this server is made absolute with BACKEND_URL / APP_URL. */
export function absoluteImageUrl(app: FastifyInstance, url: string): string {
  if (!url || url === '-' || /^https?:\/\//i.test(url)) return url || '-';
  const base = app.config.BACKEND_URL.trim() || app.config.APP_URL.trim() || `http://127.0.0.1:${app.config.PORT}`;
  try {
    return new URL(url, base).toString();
  } catch {
    return '-';
  }
}
