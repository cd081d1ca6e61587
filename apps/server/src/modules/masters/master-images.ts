import { IMAGE_BOX, IMAGE_MESSAGES, imageKeyOf, isDataImage, type MasterDef, type MasterField } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { FILE_FOLDERS, newFileKey, toStoredJpeg, type FileFolder } from '../../files';
import { badRequest } from '../../http/errors';
import { filesOf } from '../photos/photos.service';

/**
 * Pictures of a master's `image` fields (the catalogue): a new picture arrives as a data URL, is
 * checked from its bytes and resized by sharp (files/images.ts), and is written to the file store
 * before the record's transaction; the record keeps the key. A failed transaction removes the new
 * files; a replaced or deleted record's old files are removed once the change is committed.
 */

export type StagedImages = {
  /** column -> new key, for the row */
  columns: Record<string, string>;
  /** files written for this change (removed when it fails) */
  written: string[];
};

const FOLDERS = new Set<string>(Object.values(FILE_FOLDERS));

export function imageFieldsOf(def: MasterDef): MasterField[] {
  return def.fields.filter((f) => f.type === 'image');
}

function folderOf(field: MasterField): FileFolder {
  if (!field.folder || !FOLDERS.has(field.folder)) throw new Error(`image field ${field.name} has no known folder`);
  return field.folder as FileFolder;
}

function refused(field: MasterField, message: string) {
  return badRequest(message, { [field.name]: message });
}

/**
 * Writes the new pictures among `values` (data URLs) and answers their keys. A picture sent back as
 * the URL the list answered keeps the stored file (edit without a new picture), and is left out.
 * On create, a field without a new picture is refused with its required message.
 */
export async function stageImages(app: FastifyInstance, def: MasterDef, kodeToko: string, values: Readonly<Record<string, unknown>>, mode: 'create' | 'update'): Promise<StagedImages> {
  const staged: StagedImages = { columns: {}, written: [] };
  const files = filesOf(app);
  try {
    for (const field of imageFieldsOf(def)) {
      const value = values[field.name];
      if (typeof value !== 'string' || value === '') continue;
      if (!isDataImage(value)) {
        // an URL of a stored picture: unchanged on edit; never a new record's picture (two records would share one file)
        if (mode === 'create' || !imageKeyOf(value)) throw refused(field, field.requiredMessage ?? IMAGE_MESSAGES.notImage);
        continue;
      }
      const bytes = Buffer.from(value.slice(value.indexOf(',') + 1), 'base64');
      const jpeg = bytes.length ? await toStoredJpeg(bytes, field.box ?? IMAGE_BOX.card) : null;
      if (!jpeg) throw refused(field, IMAGE_MESSAGES.unreadable);
      const key = newFileKey(kodeToko, folderOf(field));
      await files.saveFile(key, jpeg, 'image/jpeg');
      staged.written.push(key);
      staged.columns[field.name] = key;
    }
  } catch (error) {
    await discardFiles(app, staged.written);
    throw error;
  }
  return staged;
}

/** Removes files (new ones of a failed change, old ones of a committed change); a failure is only logged. */
export async function discardFiles(app: FastifyInstance, keys: readonly (string | null | undefined)[]): Promise<void> {
  const files = filesOf(app);
  for (const key of keys) {
    if (!key) continue;
    await files.deleteFile(key).catch((error) => app.log.warn({ err: error, key }, 'catalogue picture not deleted'));
  }
}

/** The keys a stored row holds in its image fields. */
export function storedImageKeys(def: MasterDef, row: Readonly<Record<string, unknown>> | undefined): string[] {
  if (!row) return [];
  return imageFieldsOf(def)
    .map((f) => row[f.name])
    .filter((v): v is string => typeof v === 'string' && v !== '');
}
