import { PHOTO_MESSAGES } from '@emas/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';

export type ImageUpload = { image: Buffer | null; contentType: string; fields: Record<string, string> };

/**
 * Reads a multipart upload: the first file of the field `image` (bytes and declared type) and the text fields,
 * in any order. Not multipart: 400 'Gambar Wajib Dimasukan'; too large, more than one file or an unreadable
 * body: the photo catalogue's messages.
 */
export async function readImageUpload(request: FastifyRequest, maxMb: number): Promise<ImageUpload> {
  if (!request.isMultipart()) throw badRequest(PHOTO_MESSAGES.imageRequired, { image: PHOTO_MESSAGES.imageRequired });
  let image: Buffer | null = null;
  let contentType = '';
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'image' && !image) {
          image = bytes;
          contentType = part.mimetype ?? '';
        }
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(PHOTO_MESSAGES.tooLarge(maxMb), { image: PHOTO_MESSAGES.tooLarge(maxMb) });
    if (code === 'FST_FILES_LIMIT') throw badRequest(PHOTO_MESSAGES.oneFile, { image: PHOTO_MESSAGES.oneFile });
    throw badRequest(PHOTO_MESSAGES.notImage, { image: PHOTO_MESSAGES.notImage });
  }
  return { image, contentType, fields };
}
