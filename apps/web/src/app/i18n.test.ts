import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from './i18n';

describe('languages load when picked', () => {
  it('starts with id only and fetches a picked language (and en, its fallback) on demand', async () => {
    localStorage.clear();
    initI18n();
    expect(i18n.language).toBe('id');
    expect(i18n.hasResourceBundle('id', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('jp', 'translation')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);

    changeLanguage('jp');
    await expect.poll(() => i18n.language).toBe('jp');
    expect(i18n.hasResourceBundle('jp', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.t('shell.languages.id')).not.toBe('shell.languages.id');
  });
});
