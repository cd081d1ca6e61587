import { PAWN_MESSAGES as M, PHOTO_MESSAGES, type CreatePawnInput, type PawnLoan } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { FILE_FOLDERS, isPhotoUploadType, newFileKey, toStoredJpeg } from '../../files';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import { filesOf } from '../photos/photos.service';
import * as repo from './pawn-photos.repository';
import { createLoan } from './pawn.service';

/**
 * Photos of pledged pieces (issue 20), as the repair intake takes them: POST /api/hutang/foto stores the
 * picture before the loan is saved (re-encoded as every photo, JPEG 720x1366 quality 50) under
 * `<kode_toko>/HUTANG/<16 hex>.jpg` and answers its key; the loan names the key on its piece. A key no
 * loan names stays as an unused file; a loan naming a key that is not a stored photo of this store's
 * HUTANG folder is refused before anything is written.
 */
export async function savePawnPhoto(app: FastifyInstance, auth: AuthContext, image: Buffer | null, contentType: string): Promise<{ foto: string; size: number }> {
  if (!image || image.length === 0) throw badRequest(PHOTO_MESSAGES.imageRequired, { image: PHOTO_MESSAGES.imageRequired });
  if (!isPhotoUploadType(contentType)) throw badRequest(PHOTO_MESSAGES.notImage, { image: PHOTO_MESSAGES.notImage });
  const jpeg = await toStoredJpeg(image);
  if (!jpeg) throw badRequest(PHOTO_MESSAGES.notImage, { image: PHOTO_MESSAGES.notImage });
  const key = newFileKey(auth.kodeToko, FILE_FOLDERS.hutang);
  await filesOf(app).saveFile(key, jpeg, 'image/jpeg');
  return { foto: key, size: jpeg.length };
}

/** The stored photo of a pledged piece of a loan of the caller's store. */
export async function readPawnPhoto(app: FastifyInstance, auth: AuthContext, no: string, urut: number): Promise<Buffer> {
  const piece = await repo.findPieceFoto(app.db, auth.kodeToko, no, urut);
  if (!piece) throw notFound(M.pieceUnknown);
  if (!piece.foto) throw notFound(PHOTO_MESSAGES.noPhoto);
  const bytes = await filesOf(app).readFile(piece.foto);
  if (!bytes) throw notFound(PHOTO_MESSAGES.noPhoto);
  return bytes;
}

/** Each photo a loan names must be a stored file of this store's HUTANG folder. */
async function assertPawnPhotos(app: FastifyInstance, auth: AuthContext, input: CreatePawnInput): Promise<void> {
  const folder = `${auth.kodeToko}/${FILE_FOLDERS.hutang}/`;
  for (const [i, piece] of input.detail_barang.entries()) {
    if (!piece.foto) continue;
    const own = piece.foto.startsWith(folder) && /^[A-Za-z0-9_/-]+\.jpg$/.test(piece.foto);
    if (!own || !(await filesOf(app).readFile(piece.foto))) throw badRequest(M.fotoInvalid, { [`detail_barang.${i}.foto`]: M.fotoInvalid });
  }
}

/** POST /api/hutang: the pieces' photos checked, then the loan written (one transaction, pawn.service). */
export async function createLoanWithPhotos(app: FastifyInstance, auth: AuthContext, input: CreatePawnInput): Promise<PawnLoan> {
  await assertPawnPhotos(app, auth, input);
  return createLoan(app, auth, input);
}
