import sharp from 'sharp';

/** Resize target and quality of spec 001 §5/§9: fit inside 720x1366, JPEG quality 50. */
export const PHOTO_MAX = { width: 720, height: 1366 } as const;
export const PHOTO_QUALITY = 50;

/**
 * Reads any image sharp knows (JPEG, PNG, WebP, GIF, TIFF, AVIF...) and answers a JPEG that fits
 * inside 720x1366 (never enlarged), turned upright by its EXIF orientation. Null when the bytes are
 * not an image.
 */
export async function toStoredJpeg(input: Buffer): Promise<Buffer | null> {
  try {
    const meta = await sharp(input).metadata();
    if (!meta.width || !meta.height || !meta.format) return null;
    return await sharp(input)
      .rotate()
      .resize({ width: PHOTO_MAX.width, height: PHOTO_MAX.height, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: PHOTO_QUALITY })
      .toBuffer();
  } catch {
    return null;
  }
}
