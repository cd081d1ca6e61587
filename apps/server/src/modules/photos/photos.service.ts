import { MESSAGES, PHOTO_MESSAGES } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { fileStoreOf, FILE_FOLDERS, newFileKey, isPhotoUploadType, toStoredJpeg, type FileFolder, type FileStore } from '../../files';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import * as repo from './photos.repository';

/** Texts of the item photo calls (spec 001 §5 'Gambar Wajib Dimasukan'; the others chosen here). */
export { PHOTO_MESSAGES };

export type PhotoSaved = { kode_barcode: string; foto: string; size: number };

const stores = new WeakMap<FastifyInstance, FileStore>();
/** One file store per app, from its configuration. */
export function filesOf(app: FastifyInstance): FileStore {
  let store = stores.get(app);
  if (!store) {
    store = fileStoreOf(app.config);
    stores.set(app, store);
  }
  return store;
}

/**
 * Stores a new photo of an item (resized JPEG, docs/decisions.md 'Item photos, barcode labels, save warnings'), points `barang.foto` at it and deletes the
 * previous file. Refused (400/404) before anything is written; a failed update removes the new file.
 */
export async function savePhoto(app: FastifyInstance, auth: AuthContext, kodeBarcode: string, image: Buffer | null, contentType: string): Promise<PhotoSaved> {
  const code = kodeBarcode.trim().toUpperCase();
  if (!code) throw badRequest(PHOTO_MESSAGES.barcodeRequired, { kode_barcode: PHOTO_MESSAGES.barcodeRequired });
  if (!image || image.length === 0) throw badRequest(PHOTO_MESSAGES.imageRequired, { image: PHOTO_MESSAGES.imageRequired });
  // the declared type first (JPEG, PNG, WebP), then the bytes themselves (toStoredJpeg)
  if (!isPhotoUploadType(contentType)) throw badRequest(PHOTO_MESSAGES.notImage, { image: PHOTO_MESSAGES.notImage });
  if (!(await repo.findItemPhoto(app.db, auth.kodeToko, code))) throw notFound(MESSAGES.notFound);
  const jpeg = await toStoredJpeg(image);
  if (!jpeg) throw badRequest(PHOTO_MESSAGES.notImage, { image: PHOTO_MESSAGES.notImage });

  const files = filesOf(app);
  const key = newFileKey(auth.kodeToko, FILE_FOLDERS.barang);
  await files.saveFile(key, jpeg, 'image/jpeg');
  let previous: string | null = null;
  try {
    previous = await app.db.transaction().execute(async (trx) => {
      const item = await repo.lockItemPhoto(trx, auth.kodeToko, code);
      if (!item) throw notFound(MESSAGES.notFound);
      await repo.setItemPhoto(trx, auth.kodeToko, code, key, auth.userId);
      return item.foto;
    });
  } catch (error) {
    await files.deleteFile(key).catch(() => undefined);
    throw error;
  }
  if (previous && previous !== key) {
    await files.deleteFile(previous).catch((error) => app.log.warn({ err: error, key: previous }, 'previous photo not deleted'));
  }
  return { kode_barcode: code, foto: key, size: jpeg.length };
}

/** Removes an item's photo: the column first (in a transaction), then the file. */
export async function deletePhoto(app: FastifyInstance, auth: AuthContext, kodeBarcode: string): Promise<{ kode_barcode: string; foto: null }> {
  const code = kodeBarcode.trim().toUpperCase();
  const previous = await app.db.transaction().execute(async (trx) => {
    const item = await repo.lockItemPhoto(trx, auth.kodeToko, code);
    if (!item) throw notFound(MESSAGES.notFound);
    if (!item.foto) throw notFound(PHOTO_MESSAGES.noPhoto);
    await repo.setItemPhoto(trx, auth.kodeToko, code, null, auth.userId);
    return item.foto;
  });
  await filesOf(app).deleteFile(previous).catch((error) => app.log.warn({ err: error, key: previous }, 'photo file not deleted'));
  return { kode_barcode: code, foto: null };
}

/** The stored JPEG of an item of the caller's store; 404 when the item, its photo or the file is missing. */
export async function readPhoto(app: FastifyInstance, auth: AuthContext, kodeBarcode: string): Promise<Buffer> {
  const item = await repo.findItemPhoto(app.db, auth.kodeToko, kodeBarcode.trim().toUpperCase());
  if (!item) throw notFound(MESSAGES.notFound);
  if (!item.foto) throw notFound(PHOTO_MESSAGES.noPhoto);
  const bytes = await filesOf(app).readFile(item.foto);
  if (!bytes) throw notFound(PHOTO_MESSAGES.noPhoto);
  return bytes;
}

/**
 * A photo uploaded before the document that names it (a repair's piece, an order's piece): refused when
 * empty or not an image (declared type, then the bytes), re-encoded as every photo (JPEG 720x1366,
 * quality 50) and stored under `<kode_toko>/<folder>/<16 hex>.jpg`. Answers the key the document names;
 * a key no document names stays as an unused file.
 */
export async function saveDocumentPhoto(app: FastifyInstance, auth: AuthContext, folder: FileFolder, image: Buffer | null, contentType: string): Promise<{ foto: string; size: number }> {
  if (!image || image.length === 0) throw badRequest(PHOTO_MESSAGES.imageRequired, { image: PHOTO_MESSAGES.imageRequired });
  if (!isPhotoUploadType(contentType)) throw badRequest(PHOTO_MESSAGES.notImage, { image: PHOTO_MESSAGES.notImage });
  const jpeg = await toStoredJpeg(image);
  if (!jpeg) throw badRequest(PHOTO_MESSAGES.notImage, { image: PHOTO_MESSAGES.notImage });
  const key = newFileKey(auth.kodeToko, folder);
  await filesOf(app).saveFile(key, jpeg, 'image/jpeg');
  return { foto: key, size: jpeg.length };
}

/** Each photo a document names must be a file of this store's folder that exists; else a 400 on its line. */
export async function assertDocumentPhotos(app: FastifyInstance, auth: AuthContext, folder: string, lines: readonly { foto?: string | null }[], message: string): Promise<void> {
  for (const [i, line] of lines.entries()) {
    if (!line.foto) continue;
    const own = line.foto.startsWith(`${auth.kodeToko}/${folder}/`);
    if (!own || !(await filesOf(app).readFile(line.foto))) throw badRequest(message, { [`detail.${i}.foto`]: message });
  }
}

/** The stored photo a document's line names; 404 when the line has none or its file is gone. */
export async function readDocumentPhoto(app: FastifyInstance, foto: string | null | undefined): Promise<Buffer> {
  if (!foto) throw notFound(PHOTO_MESSAGES.noPhoto);
  const bytes = await filesOf(app).readFile(foto);
  if (!bytes) throw notFound(PHOTO_MESSAGES.noPhoto);
  return bytes;
}
