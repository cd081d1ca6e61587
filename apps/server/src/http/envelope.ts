import { messageCode, messageCodes } from '@emas/domain';

/**
 * Success envelope of DESIGN.md §3. A catalogue message carries its stable code (DESIGN.md §8), derived
 * here from the text (packages/domain messages/codes.ts), so no route passes a code by hand.
 */
export function ok<T>(data: T, message?: string): { status: 'success'; message?: string; code?: string; data: T } {
  if (message === undefined) return { status: 'success', data };
  const code = messageCode(message);
  return code ? { status: 'success', message, code, data } : { status: 'success', message, data };
}

export type ErrorBody = { status: 'error'; message: string; code?: string; errors?: Record<string, string>; error_codes?: Record<string, string> };

/** Failure envelope: the message and its code, field messages and the codes of those that have one. */
export function errorBody(message: string, errors?: Record<string, string>): ErrorBody {
  const code = messageCode(message);
  const errorCodes = messageCodes(errors);
  return { status: 'error', message, ...(code ? { code } : {}), ...(errors ? { errors } : {}), ...(errorCodes ? { error_codes: errorCodes } : {}) };
}
