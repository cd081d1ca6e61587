/**
 * Local-storage keys and values are obfuscated by a fixed reversible character shift (spec 000 §9).
 * It only keeps casual readers out; the session token is still protected by the server.
 */
const SHIFT = 7;

export function obfuscate(text: string): string {
  let out = '';
  for (const ch of text) out += String.fromCodePoint(ch.codePointAt(0)! + SHIFT);
  return out;
}

export function deobfuscate(text: string): string {
  let out = '';
  for (const ch of text) out += String.fromCodePoint(ch.codePointAt(0)! - SHIFT);
  return out;
}
