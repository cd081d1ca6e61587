import sharp from 'sharp';

/** Resize target and quality of spec 001 §5/§9: fit inside 720x1366, JPEG quality 50. */
export const PHOTO_MAX = { width: 720, height: 1366 } as const;
export const PHOTO_QUALITY = 50;

/**
 * Upload types accepted for a photo (declared content type -> the format sharp must find in the bytes).
 * Anything else (SVG, which may carry script; HTML; GIF/TIFF/...) is refused.
 */
export const PHOTO_UPLOAD_TYPES: Readonly<Record<string, string>> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };
const PHOTO_FORMATS = new Set(Object.values(PHOTO_UPLOAD_TYPES));

/** Whether a declared upload content type is one of PHOTO_UPLOAD_TYPES (parameters such as '; charset' ignored). */
export function isPhotoUploadType(contentType: string): boolean {
  return Object.hasOwn(PHOTO_UPLOAD_TYPES, contentType.split(';')[0]!.trim().toLowerCase());
}

/**
 * Reads a JPEG, PNG or WebP image (checked from its bytes, whatever the name or declared type says)
 * and answers a JPEG that fits inside `box` (720x1366 unless told; never enlarged), turned upright by its EXIF
 * orientation. Null when the bytes are not one of those images.
 */
export async function toStoredJpeg(input: Buffer, box: { width: number; height: number } = PHOTO_MAX): Promise<Buffer | null> {
  try {
    const meta = await sharp(input).metadata();
    if (!meta.width || !meta.height || !meta.format || !PHOTO_FORMATS.has(meta.format)) return null;
    return await sharp(input)
      .rotate()
      .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: PHOTO_QUALITY })
      .toBuffer();
  } catch {
    return null;
  }
}
