/**
 * Pictures of the catalogue (spec 001 §5, §7, §9): sent by a form as a data URL, stored by the server
 * as a resized JPEG under `<kode_toko>/<FOLDER>/<random>.jpg`, answered as a public URL.
 */

/** Largest picture accepted (the decoded bytes of the data URL). */
export const CATALOGUE_IMAGE_MAX_MB = 3;

/** Where the public catalogue serves stored pictures: this prefix + the file key. */
export const CATALOGUE_FILES_PATH = '/api/public/catalogue/files/';

/** Resize boxes of spec 001 §5/§9: a card picture, and a full-screen splash picture. */
export const IMAGE_BOX = { card: { width: 720, height: 1366 }, screen: { width: 1241, height: 2348 } } as const;
export const IMAGE_QUALITY = 50;

export const IMAGE_MESSAGES = {
  notImage: 'File harus berupa gambar (JPG, PNG atau WEBP)',
  tooLarge: `Ukuran gambar maksimal ${CATALOGUE_IMAGE_MAX_MB} MB`,
  unreadable: 'Gambar rusak atau tidak dapat dibaca, Mohon pilih gambar lain',
} as const;

const DATA_IMAGE = /^data:image\/(jpeg|jpg|png|webp);base64,/i;

/** A picture sent as a data URL of a JPEG, PNG or WebP (what the bytes hold is checked by the server). */
export function isDataImage(value: string): boolean {
  return DATA_IMAGE.test(value);
}

/** The size in bytes of a data URL's payload, or null when it is not one. */
export function dataImageBytes(value: string): number | null {
  const match = DATA_IMAGE.exec(value);
  if (!match) return null;
  const payload = value.slice(match[0].length).replace(/\s/g, '');
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

/** The URL of a stored picture's key ('PST/ITEM/ab12.jpg'). */
export function imageUrlOf(key: string | null | undefined): string | null {
  return key ? `${CATALOGUE_FILES_PATH}${key}` : null;
}

/** The key of a picture URL this server answered, or null. */
export function imageKeyOf(url: string): string | null {
  const at = url.indexOf(CATALOGUE_FILES_PATH);
  if (at < 0) return null;
  const key = url.slice(at + CATALOGUE_FILES_PATH.length).split(/[?#]/)[0]!;
  return /^[A-Za-z0-9_-]+\/[A-Z_]+\/[A-Za-z0-9_.-]+$/.test(key) ? key : null;
}

/** A URL of a picture already stored (an edit that keeps its picture sends it back unchanged). */
export function isStoredImageUrl(value: string): boolean {
  return imageKeyOf(value) !== null;
}
