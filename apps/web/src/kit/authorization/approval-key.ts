import { APPROVAL_KEY_ALPHABET, AUTH_KEY_LENGTH } from '@emas/domain';

/** A random 12-character request key (spec 000 §3/§9), from the browser's crypto. */
export function newKeystore(length: number = AUTH_KEY_LENGTH): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  let out = '';
  for (const b of bytes) out += APPROVAL_KEY_ALPHABET[b % APPROVAL_KEY_ALPHABET.length];
  return out;
}
