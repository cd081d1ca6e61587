import { useCallback, useEffect, useRef, useState } from 'react';

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

/** Asks the browser to confirm leaving (reload, close) while `active`, so an unsaved sale is not lost silently. */
export function usePromptBeforeUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers prompt only when returnValue is set
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
