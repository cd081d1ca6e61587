import { messageCode } from '@emas/domain/first-load';
import i18n from 'i18next';

/**
 * A message of the server (or of a domain catalogue) in the picked language: `messages.<code>` of the
 * dictionary, the Indonesian text itself as fallback (DESIGN.md §8). The code is the server's when it
 * sent one, else the catalogue's code of the text; a text outside the catalogues stays as it is.
 */
export function messageText(text: string, code?: string): string {
  const key = code ?? messageCode(text);
  if (!key || !i18n.isInitialized) return text;
  return i18n.t(`messages.${key}`, { defaultValue: text });
}

/** A field -> message map in the picked language, with the codes the server sent for its fields. */
export function messageTexts(errors: Record<string, string>, codes: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, messageText(text, codes[field])]));
}
