import { useMemo, useRef } from 'react';

/** A fresh idempotency key (8-64 characters of [A-Za-z0-9._:-], as the server reads it). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export type SubmissionKey = {
  /** the key of the submission being sent: the same for a double click and for a retry after a lost answer */
  current: () => string;
  /** the next document of the form gets a new key: call once the document was written or the form cleared */
  renew: () => void;
};

/**
 * The idempotency key of a form that writes money or stock: sent as `idempotency_key` with every send of one
 * submission, so the server writes one document however often it arrives, and renewed for the next document.
 */
export function useSubmissionKey(): SubmissionKey {
  const key = useRef<string | null>(null);
  if (key.current === null) key.current = newIdempotencyKey();
  return useMemo(
    () => ({
      current: () => key.current!,
      renew: () => {
        key.current = newIdempotencyKey();
      },
    }),
    [],
  );
}
