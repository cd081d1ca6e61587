import { isRetryable } from '../http/errors';

/**
 * Runs `work` again, from its first read, when PostgreSQL says the rows it read changed before it
 * wrote (40001) or it met another save in a deadlock (40P01): at most `attempts` runs in all, then
 * the last error goes to the caller (answered 409 'silahkan simpan ulang'). `work` must read what it
 * decides on afresh each run and write in one statement or transaction, so a failed run left nothing.
 */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let run = 1; ; run++) {
    try {
      return await work();
    } catch (error) {
      if (run >= attempts || !isRetryable(error)) throw error;
    }
  }
}
