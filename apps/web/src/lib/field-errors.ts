import { useCallback, useState } from 'react';

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
  return { errors, setErrors, clear };
}
