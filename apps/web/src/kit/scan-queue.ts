import { useCallback, useRef, useState } from 'react';

/**
 * Runs scans strictly one after another: a scanner sends the next code (and its Enter) while the
 * previous lookup is still out, and each scan must see the lines the scans before it added.
 * `pending` is true while a scan is queued or running.
 */
export function useScanQueue(handle: (code: string) => Promise<void>): { enqueue: (code: string) => void; pending: boolean } {
  const tail = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(handle);
  latest.current = handle;
  const [count, setCount] = useState(0);
  const enqueue = useCallback((code: string) => {
    setCount((n) => n + 1);
    tail.current = tail.current
      .then(() => latest.current(code))
      // one failed scan must not stop the scans queued behind it
      .catch(() => undefined)
      .finally(() => setCount((n) => n - 1));
  }, []);
  return { enqueue, pending: count > 0 };
}
