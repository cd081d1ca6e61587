import { describe, expect, it } from 'vitest';
import { ROUTES } from '../access/routes';
import { dictionaries, id, LANGUAGES } from './index';

type Tree = { readonly [key: string]: unknown };

/** Leaf texts of a dictionary by dotted key path (the way i18next looks them up). */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [p, v] of leaves(value as Tree, path)) out.set(p, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1]).sort();

/**
 * Paths of ROUTES when the languages were translated. Routes added since keep their id title
 * (i18next falls back to en, then id) until a translation adds them here and to every language.
 */
const TRANSLATED_PATHS = [
  '/', '/terms-and-conditions', '/privacy-policy', '/home', '/blank', '/landingpages', '/404', '/ganti-password',
  '/subMenuBarang', '/SubMenuPenjualan', '/SubMenuPesanan', '/SubMenuPembelian', '/SubMenuService', '/SubMenuHutang',
  '/SubMenuValidasi', '/SubMenuLaporan', '/SubMenuUtility', '/SubMenuMember',
  '/data-users', '/hak-akses-users', '/settingtoko', '/settingsystem', '/laporan-audit-login', '/tutup-toko', '/laporan-eod',
];

const reference = leaves(id);
const others = Object.entries(dictionaries).filter(([lang]) => lang !== 'id');

describe('i18n dictionaries', () => {
  it('has a dictionary for every language', () => {
    expect(Object.keys(dictionaries).sort()).toEqual([...LANGUAGES].sort());
    expect(dictionaries.id).toBe(id);
  });

  it('uses only keys of the id dictionary, each a non-empty text where id has a text', () => {
    for (const [lang, dict] of others) {
      const stray = [...leaves(dict as Tree).keys()].filter((k) => !reference.has(k));
      expect(stray, `${lang}: keys that id does not have`).toEqual([]);
      for (const [key, value] of leaves(dict as Tree)) {
        expect(typeof value, `${lang}: ${key}`).toBe('string');
        expect((value as string).trim(), `${lang}: ${key} is empty`).not.toBe('');
      }
    }
  });

  it('keeps the placeholders of the id texts', () => {
    for (const [lang, dict] of others) {
      for (const [key, value] of leaves(dict as Tree)) {
        const source = reference.get(key);
        if (typeof source !== 'string' || typeof value !== 'string') continue;
        expect(placeholders(value), `${lang}: ${key}`).toEqual(placeholders(source));
      }
    }
  });

  it('has en texts for every key of common, shell, auth and settings, and the translated routes', () => {
    const en = leaves(dictionaries.en as Tree);
    const stable = ['common', 'routes', 'shell', 'auth', 'settings'];
    const routeKeys = new Set(TRANSLATED_PATHS.map((p) => `routes.${p}`));
    const missing = [...reference.keys()].filter(
      (k) => stable.includes(k.split('.')[0]) && (!k.startsWith('routes.') || routeKeys.has(k)) && !en.has(k),
    );
    expect(missing).toEqual([]);
  });

  it('has an en title for every translated path of the route table', () => {
    const en = dictionaries.en as { routes?: Record<string, string> };
    const paths = ROUTES.map((r) => r.path);
    const missing = TRANSLATED_PATHS.filter((p) => paths.includes(p) && !en.routes?.[p]);
    expect(missing).toEqual([]);
  });
});
