import { dictionaries, LANGUAGES } from '@emas/domain/i18n';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage, STORAGE_KEYS } from '../lib/storage';

/**
 * Strict mode, for the test that every screen is wholly in the picked language: no fallback, and each
 * key the picked language lacks is reported (i18next's missing key handler).
 */
export type StrictI18n = { onMissingKey: (key: string, lng: string) => void };

/** i18next: id by default, en as fallback, then id for keys a dictionary leaves out. */
export function initI18n(strict?: StrictI18n): typeof i18n {
  const stored = storage.get<string>(STORAGE_KEYS.language);
  const lng = stored && (LANGUAGES as readonly string[]).includes(stored) ? stored : 'id';
  void i18n.use(initReactI18next).init({
    resources: Object.fromEntries(Object.entries(dictionaries).map(([lang, dict]) => [lang, { translation: dict }])),
    lng,
    fallbackLng: strict ? false : ['en', 'id'],
    interpolation: { escapeValue: false },
    returnNull: false,
    // the dictionaries are in the bundle: ready at once
    initAsync: false,
    ...(strict
      ? {
          saveMissing: true,
          missingKeyHandler: (lngs: readonly string[], _ns: string, key: string) => strict.onMissingKey(key, lngs.join(',')),
        }
      : {}),
  });
  return i18n;
}

export function changeLanguage(lang: string): void {
  storage.set(STORAGE_KEYS.language, lang);
  void i18n.changeLanguage(lang);
}
