import type { Config } from '../config';
import { diskFileStore } from './disk-file-store';
import type { FileStore } from './file-store';

export * from './file-store';
export { diskFileStore } from './disk-file-store';
export { isPhotoUploadType, toStoredJpeg, PHOTO_MAX, PHOTO_QUALITY, PHOTO_UPLOAD_TYPES } from './images';

/** The store the server uses: the disk under FILES_DIR (a bucket would be chosen here). */
export function fileStoreOf(config: Pick<Config, 'FILES_DIR'>): FileStore {
  return diskFileStore(config.FILES_DIR);
}
