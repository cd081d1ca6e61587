import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { isSafeKey, type FileStore } from './file-store';

/** The default store: files on the local disk under `root` (config FILES_DIR, `./data/files`). */
export function diskFileStore(root: string): FileStore {
  const base = path.resolve(root);
  const fullPath = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`nama file tidak valid: ${key}`);
    return path.join(base, ...key.split('/'));
  };
  return {
    async saveFile(key, bytes) {
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      // written beside and renamed, so a reader never sees half a file
      const temp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, target);
    },
    async readFile(key) {
      if (!isSafeKey(key)) return null;
      try {
        return await readFile(fullPath(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async deleteFile(key) {
      if (!isSafeKey(key)) return;
      await rm(fullPath(key), { force: true });
    },
  };
}
