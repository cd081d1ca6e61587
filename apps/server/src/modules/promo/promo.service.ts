import {
  DEFAULT_PROMO_TEXT,
  fillPromoTemplate,
  formatBusinessDate,
  PHOTO_MESSAGES,
  progressOf,
  PROMO_MESSAGES,
  toBusinessDate,
  whatsappNumber,
  type PromoProgress,
  type PromoWablasData,
  type PromoWablasInput,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { FILE_FOLDERS, isPhotoUploadType, newFileKey, toStoredJpeg } from '../../files';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { filesOf } from '../photos/photos.service';
import { gatewayFor } from '../whatsapp/whatsapp.service';
import * as repo from './promo.repository';
import { promoWorkerOf } from './promo.worker';

/** Where a promo banner is served (public: the WhatsApp gateway fetches it to send it). */
export const PROMO_IMAGE_PATH = '/api/promo-wablas/image';

async function progress(app: FastifyInstance, promoId: number): Promise<PromoProgress> {
  return progressOf(await repo.outboxCounts(app.db, promoId));
}

/** GET promo-wablas: the latest promo of the store, or the default text for today (spec 000 §4, §9). */
export async function getPromo(app: FastifyInstance, kodeToko: string): Promise<PromoWablasData> {
  const gateway = (await gatewayFor(app, kodeToko)) !== null;
  const promo = await repo.latestPromo(app.db, kodeToko);
  if (!promo) return { id: null, template: DEFAULT_PROMO_TEXT, image_url: '-', date: toBusinessDate(new Date()), status: null, gateway, progress: null };
  return {
    id: promo.id,
    template: promo.template,
    image_url: promo.image_url,
    date: promo.tgl_kirim,
    status: promo.status,
    gateway,
    progress: promo.status === 'TERJADWAL' ? null : await progress(app, promo.id),
  };
}

/**
 * POST promo-wablas: saves the store's promo of a send date. Without a WhatsApp gateway nothing is saved (it
 * could never go out). A promo whose date has come is queued at once; a promo of that date already sent is
 * not changed (its customers would get a second message).
 */
export async function savePromo(app: FastifyInstance, auth: AuthContext, input: PromoWablasInput): Promise<PromoWablasData> {
  if (!(await gatewayFor(app, auth.kodeToko))) throw badRequest(PROMO_MESSAGES.gatewayMissing);
  const today = toBusinessDate(new Date());
  if (input.tgl_kirim < today) throw badRequest(PROMO_MESSAGES.datePast, { tgl_kirim: PROMO_MESSAGES.datePast });
  await app.db.transaction().execute(async (trx) => {
    const current = await repo.lockPromoOfDate(trx, auth.kodeToko, input.tgl_kirim);
    if (current && current.status !== 'TERJADWAL') throw conflict(PROMO_MESSAGES.alreadySent, { tgl_kirim: PROMO_MESSAGES.alreadySent });
    const values = { template: input.template, image_url: input.image_url, user: auth.userId };
    if (current) await repo.updateScheduledPromo(trx, current.id, values);
    else await repo.insertPromo(trx, { ...values, kode_toko: auth.kodeToko, tgl_kirim: input.tgl_kirim });
  });
  if (input.tgl_kirim <= today) promoWorkerOf(app)?.kick();
  return getPromo(app, auth.kodeToko);
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
  const p = await progress(app, promoId);
  app.realtime.toUser(promo.updated_by, 'progress', { task: 'promo', done: p.sent + p.failed, total: p.total, sent: p.sent, failed: p.failed });
}

/** The recipients of the store's latest promo with their state. */
export async function listRecipients(app: FastifyInstance, kodeToko: string) {
  const promo = await repo.latestPromo(app.db, kodeToko);
  return promo ? repo.recipients(app.db, promo.id) : [];
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

/** The banner of a promo (spec 000 §5: folder 'promo'): re-encoded JPEG, answered with the URL to put in image_url. */
export async function uploadImage(app: FastifyInstance, auth: AuthContext, image: Buffer | null, contentType: string, origin: string) {
  if (!image || image.length === 0) throw badRequest(PHOTO_MESSAGES.imageRequired, { image: PHOTO_MESSAGES.imageRequired });
  if (!isPhotoUploadType(contentType)) throw badRequest(PHOTO_MESSAGES.notImage, { image: PHOTO_MESSAGES.notImage });
  const jpeg = await toStoredJpeg(image);
  if (!jpeg) throw badRequest(PHOTO_MESSAGES.notImage, { image: PHOTO_MESSAGES.notImage });
  const key = newFileKey(auth.kodeToko, FILE_FOLDERS.promo);
  await filesOf(app).saveFile(key, jpeg, 'image/jpeg');
  const base = app.config.BACKEND_URL.trim() || origin;
  const path = `${PROMO_IMAGE_PATH}/${key.split('/')[0]}/${key.split('/')[2]}`;
  return { url: new URL(path, base).toString(), key, size: jpeg.length };
}

/** A stored promo banner, for anyone (it is what customers receive). */
export async function readImage(app: FastifyInstance, kodeToko: string, name: string): Promise<Buffer> {
  if (!/^[A-Z0-9_-]{1,30}$/i.test(kodeToko) || !/^[0-9a-f]{16}\.jpg$/.test(name)) throw notFound();
  const bytes = await filesOf(app).readFile(`${kodeToko.toUpperCase()}/${FILE_FOLDERS.promo}/${name}`);
  if (!bytes) throw notFound();
  return bytes;
}
