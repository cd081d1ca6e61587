import { LANGUAGES } from '@emas/domain/first-load';
import type { Dictionary, PartialDictionary } from '@emas/domain/i18n';
import { idFirstLoad } from '@emas/domain/i18n/id-first-load';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage, STORAGE_KEYS } from '../lib/storage';

/**
 * Strict mode, for the test that every screen is wholly in the picked language: no fallback, and each
 * key the picked language lacks is reported (i18next's missing key handler).
 */
export type StrictI18n = { onMissingKey: (key: string, lng: string) => void };

type Language = (typeof LANGUAGES)[number];

/**
 * Only the login page's part of id (the reference, and what the login page shows by default) is in the
 * first load; the whole id comes with the signed-in shell (`loadWholeId`), every other language is
 * its own chunk, fetched when it is picked (a shop on mobile data does not download six dictionaries to
 * sign in).
 */
const loaders: Record<Exclude<Language, 'id'>, () => Promise<PartialDictionary>> = {
  en: () => import('@emas/domain/i18n/en').then((m) => m.en),
  it: () => import('@emas/domain/i18n/it').then((m) => m.it),
  hk: () => import('@emas/domain/i18n/hk').then((m) => m.hk),
  my: () => import('@emas/domain/i18n/my').then((m) => m.my),
  jp: () => import('@emas/domain/i18n/jp').then((m) => m.jp),
};

const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Set once the whole id dictionary is in i18next (the first load has the login page's part of it). */
let wholeId = false;

/**
 * Adds the whole id dictionary over the login page's part of it, once: the signed-in shell and the
 * public pages load it with their code (id is every language's last fallback).
 */
export async function loadWholeId(): Promise<void> {
  if (wholeId) return;
  const { id } = await import('@emas/domain/i18n/id');
  i18n.addResourceBundle('id', 'translation', id, true, true);
  wholeId = true;
}

/** Adds a language's dictionary (and en, the fallback of the others) to i18next when it is missing. */
export async function loadLanguage(lang: string): Promise<void> {
  const wanted = lang === 'id' || !isLanguage(lang) ? [] : lang === 'en' ? ['en' as const] : [lang, 'en' as const];
  await Promise.all(
    wanted
      .filter((l) => !i18n.hasResourceBundle(l, 'translation'))
      .map(async (l) => i18n.addResourceBundle(l, 'translation', await loaders[l as Exclude<Language, 'id'>]())),
  );
}

/**
 * i18next: id by default, en as fallback, then id for keys a dictionary leaves out. Ready at once with
 * the login page's part of id; a stored other language switches in as soon as its chunk arrives, the
 * whole id with the signed-in shell, `loadWholeId` (tests pass `resources` to have every language at once).
 */
export function initI18n(strict?: StrictI18n, resources?: Record<string, Dictionary | PartialDictionary>): typeof i18n {
  const stored = storage.get<string>(STORAGE_KEYS.language);
  const wanted = isLanguage(stored) ? stored : 'id';
  const all: Record<string, Dictionary | PartialDictionary> = resources ?? { id: idFirstLoad };
  wholeId = resources !== undefined && 'id' in resources;
  void i18n.use(initReactI18next).init({
    resources: Object.fromEntries(Object.entries(all).map(([lang, dict]) => [lang, { translation: dict }])),
    lng: all[wanted] ? wanted : 'id',
    fallbackLng: strict ? false : ['en', 'id'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    ...(strict
      ? {
          saveMissing: true,
          missingKeyHandler: (lngs: readonly string[], _ns: string, key: string) => strict.onMissingKey(key, lngs.join(',')),
        }
      : {}),
  });
  if (!all[wanted]) void loadLanguage(wanted).then(() => i18n.changeLanguage(wanted));
  return i18n;
}

export function changeLanguage(lang: string): void {
  storage.set(STORAGE_KEYS.language, lang);
  void loadLanguage(lang).then(() => i18n.changeLanguage(lang));
}
