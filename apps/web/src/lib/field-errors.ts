import { useCallback, useState } from 'react';

/** The field messages a refused call carries (`errors` of the error envelope), or null. */
export function fieldErrorsOf(e: unknown): Record<string, string> | null {
  return e && typeof e === 'object' && 'errors' in e && e.errors ? (e.errors as Record<string, string>) : null;
}

/**
 * The field messages of a form's last refused save (`errors` of the error envelope), each dropped as soon
 * as the person edits that field: a corrected value no longer shows the old message until the next save.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clear = useCallback((...fields: string[]) => {
    setErrors((current) => {
      if (!fields.some((f) => f in current)) return current;
      const next = { ...current };
      for (const f of fields) delete next[f];
      return next;
    });
  }, []);
  /** a refused save: its field messages, when it carries any, replace the form's */
  const takeRefusal = useCallback((e: unknown) => {
    const found = fieldErrorsOf(e);
    if (found) setErrors(found);
  }, []);
  return { errors, setErrors, clear, takeRefusal };
}
