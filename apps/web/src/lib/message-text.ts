import { messageOf } from '@emas/domain/first-load';
import i18n from 'i18next';

type Params = Readonly<Record<string, string>>;

/**
 * A message of the server (or of a domain catalogue, or a form check) in the picked language: `messages.<code>`
 * of the dictionary, the Indonesian text itself as fallback (docs/api.md §4, Message codes). The code (and, for a text built from
 * a template such as 'Barcode X tidak ditemukan', its values) is the server's when it sent them, else found from
 * the text (messages/codes.ts, messages/templates.ts); any other text stays as it is.
 */
export function messageText(text: string, code?: string, params?: Params): string {
  const found = code ? { code, params } : messageOf(text);
  if (!found || !i18n.isInitialized) return text;
  return i18n.t(`messages.${found.code}`, { ...found.params, defaultValue: text });
}

/** A field -> message map in the picked language, with the codes (and values) the server sent for its fields. */
export function messageTexts(errors: Record<string, string>, codes: Record<string, string> = {}, params: Record<string, Params> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, messageText(text, codes[field], params[field])]));
}
