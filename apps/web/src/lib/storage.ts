import { deobfuscate, obfuscate } from '@emas/domain/first-load';

/**
 * Local storage with keys and values obfuscated by the product's fixed character shift
 * (spec 000 §9). Values are JSON.
 */
export const storage = {
  get<T>(key: string): T | null {
    const raw = window.localStorage.getItem(obfuscate(key));
    if (raw === null) return null;
    try {
      return JSON.parse(deobfuscate(raw)) as T;
    } catch {
      return null;
    }
  },
  set(key: string, value: unknown): void {
    window.localStorage.setItem(obfuscate(key), obfuscate(JSON.stringify(value)));
  },
  remove(key: string): void {
    window.localStorage.removeItem(obfuscate(key));
  },
  clear(): void {
    window.localStorage.clear();
  },
};

/** Keys the app keeps. `islogin` is the stored login flag the shell compares (spec 001 §2). */
export const STORAGE_KEYS = {
  isLogin: 'islogin',
  token: 'token',
  user: 'user',
  modules: 'modules',
  language: 'language',
  kodeToko: 'kode_toko_pilih',
  sidebar: 'sidebar',
} as const;

export const LOGGED_IN = 'true';
