import { describe, expect, it } from 'vitest';
import { languageFromEntries, mergeModuleSettings } from './settingsSync';

describe('mergeModuleSettings', () => {
  it('overwrites the pushed modules by key and keeps the others', () => {
    const current = { CICILAN_MODULE: false, MEMBER_MODULE: true, KUPON_MODULE: true };
    const merged = mergeModuleSettings(current, [
      { key: 'CICILAN_MODULE', aktif: true },
      { key: 'KUPON_MODULE', aktif: false },
    ]);
    expect(merged).toEqual({ CICILAN_MODULE: true, MEMBER_MODULE: true, KUPON_MODULE: false });
  });

  it('adds modules that were not stored yet', () => {
    expect(mergeModuleSettings({}, [{ key: 'RFID_MODULE', aktif: true }])).toEqual({ RFID_MODULE: true });
    expect(mergeModuleSettings(null, [{ key: 'RFID_MODULE', aktif: false }])).toEqual({ RFID_MODULE: false });
  });

  it('ignores parameter entries, which carry a value and no on/off state', () => {
    const merged = mergeModuleSettings({ MULTI_LANGUAGE_MODULE: true }, [
      { key: 'PEMBULATAN', value: '1000' },
      { key: 'MULTI_LANGUAGE_MODULE', value: 'en' },
    ]);
    expect(merged).toEqual({ MULTI_LANGUAGE_MODULE: true });
  });

  it('leaves the stored flags untouched', () => {
    const current = { CICILAN_MODULE: false };
    mergeModuleSettings(current, [{ key: 'CICILAN_MODULE', aktif: true }]);
    expect(current).toEqual({ CICILAN_MODULE: false });
  });

  it('lets the last entry for a key win', () => {
    expect(
      mergeModuleSettings({}, [
        { key: 'KUPON_MODULE', aktif: true },
        { key: 'KUPON_MODULE', aktif: false },
      ]),
    ).toEqual({ KUPON_MODULE: false });
  });
});

describe('languageFromEntries', () => {
  it('takes the multi-language module value', () => {
    expect(languageFromEntries([{ key: 'MULTI_LANGUAGE_MODULE', aktif: true }, { key: 'MULTI_LANGUAGE_MODULE', value: 'jp' }])).toBe('jp');
  });

  it("falls back to 'id' for an unknown language or a module switched off", () => {
    expect(languageFromEntries([{ key: 'MULTI_LANGUAGE_MODULE', value: 'xx' }])).toBe('id');
    expect(languageFromEntries([{ key: 'MULTI_LANGUAGE_MODULE', aktif: false }, { key: 'MULTI_LANGUAGE_MODULE', value: 'en' }])).toBe('id');
  });

  it('leaves the language alone when the push does not mention it', () => {
    expect(languageFromEntries([{ key: 'CICILAN_MODULE', aktif: true }])).toBeNull();
  });
});
