import { dictionaries, LANGUAGES } from '@emas/domain/i18n';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage, STORAGE_KEYS } from '../lib/storage';

/** i18next: id by default, en as fallback, then id for keys a dictionary leaves out. */
export function initI18n(): typeof i18n {
  const stored = storage.get<string>(STORAGE_KEYS.language);
  const lng = stored && (LANGUAGES as readonly string[]).includes(stored) ? stored : 'id';
  void i18n.use(initReactI18next).init({
    resources: Object.fromEntries(Object.entries(dictionaries).map(([lang, dict]) => [lang, { translation: dict }])),
    lng,
    fallbackLng: ['en', 'id'],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
}

export function changeLanguage(lang: string): void {
  storage.set(STORAGE_KEYS.language, lang);
  void i18n.changeLanguage(lang);
}
