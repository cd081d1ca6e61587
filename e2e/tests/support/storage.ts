import type { Page } from '@playwright/test';

/**
 * The app's local storage keeps keys and JSON values shifted by +7 (packages/domain/src/storage/
 * obfuscate.ts, apps/web/src/lib/storage.ts): every UTF-16 code unit, wrapping at 0xFFFF.
 * Reimplemented here so the tests read storage the way an outsider would.
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

/** Every local-storage entry of the page's origin, decoded: key -> parsed JSON value. */
export async function readStorage(page: Page): Promise<Record<string, unknown>> {
  const raw = await page.evaluate(() => {
    const entries: [string, string][] = [];
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key !== null) entries.push([key, window.localStorage.getItem(key) ?? '']);
    }
    return entries;
  });
  const out: Record<string, unknown> = {};
  for (const [key, value] of raw) {
    const plain = deobfuscate(value);
    try {
      out[deobfuscate(key)] = JSON.parse(plain);
    } catch {
      out[deobfuscate(key)] = plain;
    }
  }
  return out;
}

/** The session token the app stored after signing in, or null. */
export async function storedToken(page: Page): Promise<string | null> {
  if (page.isClosed() || !/^https?:/.test(page.url())) return null;
  const token = (await readStorage(page)).token;
  return typeof token === 'string' && token.length > 0 ? token : null;
}
