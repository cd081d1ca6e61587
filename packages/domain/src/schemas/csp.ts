import { z } from 'zod';

/**
 * Zod 4 compiles object schemas with `new Function` when it may, after probing for it once. The web
 * app runs under a Content Security Policy without 'unsafe-eval' (apps/server/src/http/security-headers.ts),
 * where that probe is a reported violation: the browser calls this first so schemas never try it.
 */
export function disableSchemaCompilation(): void {
  z.config({ jitless: true });
}
