import { LANGUAGES, type ModuleFlags, type SettingsChangedEntry } from '@emas/domain';

/** The page reloads this long after the user accepts new settings (spec 001 §9). */
export const SETTINGS_RELOAD_DELAY_MS = 1000;
export const LANGUAGE_MODULE_KEY = 'MULTI_LANGUAGE_MODULE';
export const DEFAULT_LANGUAGE = 'id';

/**
 * The stored module flags with a settings-changed push applied, by key. Entries without an on/off
 * state (system parameters) are not module flags and leave the flags alone.
 */
export function mergeModuleSettings(current: ModuleFlags | null | undefined, entries: readonly SettingsChangedEntry[]): ModuleFlags {
  const merged: ModuleFlags = { ...current };
  for (const entry of entries) if (typeof entry.aktif === 'boolean') merged[entry.key] = entry.aktif;
  return merged;
}

/**
 * The language a push asks for: 'id' when the multi-language module is switched off or names an
 * unknown language, its value otherwise; null when the push does not touch the language.
 */
export function languageFromEntries(entries: readonly SettingsChangedEntry[]): string | null {
  const languageEntries = entries.filter((e) => e.key === LANGUAGE_MODULE_KEY);
  if (languageEntries.length === 0) return null;
  if (languageEntries.some((e) => e.aktif === false)) return DEFAULT_LANGUAGE;
  const value = languageEntries.find((e) => typeof e.value === 'string')?.value;
  if (value === undefined) return null;
  return (LANGUAGES as readonly string[]).includes(value) ? value : DEFAULT_LANGUAGE;
}
