/**
 * The picture of a diamond piece's certificate (issue 34): a photo (re-encoded as JPEG like item photos) or the lab's
 * PDF, kept in the file store and named in item_sertifikat.foto_sertifikat. The piece must have a certificate first.
 */
import { BERLIAN_STOCK_MESSAGES, PHOTO_MESSAGES } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { FILE_FOLDERS, isPhotoUploadType, newFileKey, toStoredJpeg } from '../../files';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import { filesOf } from '../photos/photos.service';
import * as repo from './berlian.repository';

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

export async function saveCertificateFile(app: FastifyInstance, auth: AuthContext, kodeBarcode: string, file: Buffer | null, contentType: string): Promise<{ kode_barcode: string; foto_sertifikat: string }> {
  const code = kodeBarcode.trim().toUpperCase();
  if (!file || file.length === 0) throw badRequest(PHOTO_MESSAGES.imageRequired, { image: PHOTO_MESSAGES.imageRequired });
  let stored: { bytes: Buffer; type: string; ext: 'jpg' | 'pdf' } | null = null;
  if (contentType === 'application/pdf') stored = isPdf(file) ? { bytes: file, type: 'application/pdf', ext: 'pdf' } : null;
  else if (isPhotoUploadType(contentType)) {
    const jpeg = await toStoredJpeg(file);
    stored = jpeg ? { bytes: jpeg, type: 'image/jpeg', ext: 'jpg' } : null;
  }
  if (!stored) throw badRequest(BERLIAN_STOCK_MESSAGES.certificateFileInvalid, { image: BERLIAN_STOCK_MESSAGES.certificateFileInvalid });
  const cert = await repo.findCertificateFile(app.db, auth.kodeToko, code);
  if (!cert) throw notFound(BERLIAN_STOCK_MESSAGES.noCertificate);
  const files = filesOf(app);
  const key = newFileKey(auth.kodeToko, FILE_FOLDERS.sertifikat, stored.ext);
  await files.saveFile(key, stored.bytes, stored.type);
  try {
    await repo.setCertificateFile(app.db, auth.kodeToko, code, key);
  } catch (error) {
    await files.deleteFile(key).catch(() => undefined);
    throw error;
  }
  if (cert.foto_sertifikat) await files.deleteFile(cert.foto_sertifikat).catch(() => undefined);
  return { kode_barcode: code, foto_sertifikat: key };
}

export async function readCertificateFile(app: FastifyInstance, auth: AuthContext, kodeBarcode: string): Promise<{ bytes: Buffer; type: string }> {
  const cert = await repo.findCertificateFile(app.db, auth.kodeToko, kodeBarcode.trim().toUpperCase());
  if (!cert?.foto_sertifikat) throw notFound(BERLIAN_STOCK_MESSAGES.noCertificate);
  const bytes = await filesOf(app).readFile(cert.foto_sertifikat);
  if (!bytes) throw notFound(BERLIAN_STOCK_MESSAGES.noCertificate);
  return { bytes, type: cert.foto_sertifikat.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg' };
}
