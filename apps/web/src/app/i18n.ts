import { id, LANGUAGES, type Dictionary, type PartialDictionary } from '@emas/domain/i18n';
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
 * Only id (the reference, and what the login page shows by default) is in the first load; every other
 * language is its own chunk, fetched when it is picked (a shop on mobile data does not download six
 * dictionaries to sign in).
 */
const loaders: Record<Exclude<Language, 'id'>, () => Promise<PartialDictionary>> = {
  en: () => import('@emas/domain/i18n/en').then((m) => m.en),
  it: () => import('@emas/domain/i18n/it').then((m) => m.it),
  hk: () => import('@emas/domain/i18n/hk').then((m) => m.hk),
  my: () => import('@emas/domain/i18n/my').then((m) => m.my),
  jp: () => import('@emas/domain/i18n/jp').then((m) => m.jp),
};

const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

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
 * id; a stored other language switches in as soon as its chunk arrives (tests pass `resources` to have
 * every language at once).
 */
export function initI18n(strict?: StrictI18n, resources?: Record<string, Dictionary | PartialDictionary>): typeof i18n {
  const stored = storage.get<string>(STORAGE_KEYS.language);
  const wanted = isLanguage(stored) ? stored : 'id';
  const all = resources ?? { id };
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
