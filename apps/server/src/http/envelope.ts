import { messageCodes, messageOf, messageParams, type NamedMessage } from '@emas/domain';

type Coded = { code?: string; params?: Record<string, string> };

/** The code of a message and, for a text built from a template ('Barcode X tidak ditemukan'), its values. */
function codedOf(message: string): Coded {
  const found = messageOf(message);
  if (!found) return {};
  return found.params ? { code: found.code, params: found.params } : { code: found.code };
}

/**
 * Success envelope of docs/api.md §4. A catalogue message carries its stable code (same section, Message codes), derived
 * here from the text (packages/domain messages/codes.ts), so no route passes a code by hand; a text built
 * from a template carries its values too (`params`), so the web renders it in the picked language.
 */
export function ok<T>(data: T, message?: string | NamedMessage): { status: 'success'; message?: string; code?: string; params?: Record<string, string>; data: T } {
  if (message === undefined) return { status: 'success', data };
  // a shared text whose code the route names (NAMED_MESSAGE_CODES)
  if (typeof message === 'object') return { status: 'success', message: message.text, code: message.code, data };
  return { status: 'success', message, ...codedOf(message), data };
}

export type ErrorBody = {
  status: 'error';
  message: string;
  code?: string;
  params?: Record<string, string>;
  errors?: Record<string, string>;
  error_codes?: Record<string, string>;
  error_params?: Record<string, Record<string, string>>;
};

/** Failure envelope: the message and its code (and values), field messages and the codes (and values) of those that have one. */
export function errorBody(message: string, errors?: Record<string, string>): ErrorBody {
  const errorCodes = messageCodes(errors);
  const errorParams = messageParams(errors);
  return {
    status: 'error',
    message,
    ...codedOf(message),
    ...(errors ? { errors } : {}),
    ...(errorCodes ? { error_codes: errorCodes } : {}),
    ...(errorParams ? { error_params: errorParams } : {}),
  };
}
