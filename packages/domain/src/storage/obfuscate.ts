/**
 * Local-storage keys and values are obfuscated by a fixed reversible character shift (spec 000 §9).
 * It only keeps casual readers out; the session token is still protected by the server.
 *
 * The shift works on UTF-16 code units, wrapping at 0xFFFF, so every JavaScript string (emoji,
 * the last code points, even lone surrogates) comes back exactly as it went in.
 */
const SHIFT = 7;

function shift(text: string, by: number): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += String.fromCharCode((text.charCodeAt(i) + by + 0x10000) & 0xffff);
  return out;
}

export function obfuscate(text: string): string {
  return shift(text, SHIFT);
}

export function deobfuscate(text: string): string {
  return shift(text, -SHIFT);
}
