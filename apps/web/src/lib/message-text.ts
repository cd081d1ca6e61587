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
  // a value that is itself a message ('Baris 3: Berat tidak boleh 0') is shown in the picked language too
  const values = found.params?.message === undefined ? found.params : { ...found.params, message: messageText(found.params.message) };
  return i18n.t(`messages.${found.code}`, { ...values, defaultValue: text });
}

/** A field -> message map in the picked language, with the codes (and values) the server sent for its fields. */
export function messageTexts(errors: Record<string, string>, codes: Record<string, string> = {}, params: Record<string, Params> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, messageText(text, codes[field], params[field])]));
}
