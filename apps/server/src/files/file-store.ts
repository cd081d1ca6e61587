import { randomBytes } from 'node:crypto';

/**
 * Where uploaded files live (docs/decisions.md 'Item photos, barcode labels, save warnings'). Keys are relative paths such as
 * `BDG/BARANG/3f9c0a1b2c3d4e5f.jpg`; the disk store keeps them under a root directory, and an
 * S3-compatible bucket can implement the same three calls with the key as the object name.
 */
export type FileStore = {
  saveFile(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** the bytes, or null when there is no such file */
  readFile(key: string): Promise<Buffer | null>;
  /** removes the file; a missing file is not an error */
  deleteFile(key: string): Promise<void>;
};

/** Folders of spec 001 §7 (per store): item photos go to BARANG; the catalogue's pictures to its own folders; promo
 * banners to 'promo' (spec 000 §5). */
export const FILE_FOLDERS = {
  /** issue 34: diamond certificates (a photo re-encoded as JPEG, or the lab's PDF) */
  sertifikat: 'SERTIFIKAT',
  barang: 'BARANG',
  promo: 'promo',
  service: 'SERVICE',
  hutang: 'HUTANG',
  pesanan: 'PESANAN',
  bannerIcon: 'BANNER_ICON',
  infoIcon: 'INFO_ICON',
  item: 'ITEM',
  hadiah: 'HADIAH',
  kategoriIcon: 'KATEGORI_ICON',
  splashscreen: 'SPLASHSCREEN',
} as const;
export type FileFolder = (typeof FILE_FOLDERS)[keyof typeof FILE_FOLDERS];

const RANDOM_NAME_BYTES = 8; // 16 hex characters (spec 001 §9: random id 16 characters)

/** `<kode_toko>/<FOLDER>/<random>.<ext>`; the store code is checked so a key never leaves its folder. */
export function newFileKey(kodeToko: string, folder: FileFolder, ext: 'jpg' | 'png' | 'pdf' = 'jpg'): string {
  if (!/^[A-Z0-9_-]+$/i.test(kodeToko)) throw new Error(`kode_toko tidak valid untuk nama file: ${kodeToko}`);
  return `${kodeToko}/${folder}/${randomBytes(RANDOM_NAME_BYTES).toString('hex')}.${ext}`;
}

/** A key is relative, made of safe segments, with no `..`: anything else is refused before touching a store. */
export function isSafeKey(key: string): boolean {
  const parts = key.split('/');
  return parts.length >= 2 && parts.every((p) => /^[A-Za-z0-9_.-]+$/.test(p) && p !== '.' && p !== '..');
}
