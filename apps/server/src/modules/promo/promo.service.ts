import {
  DEFAULT_PROMO_TEXT,
  PHOTO_MESSAGES,
  PROMO_MESSAGES,
  toBusinessDate,
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
import { promoProgress } from './promo-outbox.service';
import { promoWorkerOf } from './promo.worker';

/** Where a promo banner is served (public: the WhatsApp gateway fetches it to send it). */
export const PROMO_IMAGE_PATH = '/api/promo-wablas/image';

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
    progress: promo.status === 'TERJADWAL' ? null : await promoProgress(app, promo.id),
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

/** The recipients of the store's latest promo with their state. */
export async function listRecipients(app: FastifyInstance, kodeToko: string) {
  const promo = await repo.latestPromo(app.db, kodeToko);
  return promo ? repo.recipients(app.db, promo.id) : [];
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
