import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deobfuscate, obfuscate } from './obfuscate';

/** Any UTF-16 string a browser can hold, lone surrogates included. */
const utf16 = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 60 });

describe('obfuscate', () => {
  it('shifts characters by a fixed amount, so text is not readable as it was', () => {
    expect(obfuscate('islogin')).toBe('pzsvnpu');
    expect(obfuscate('{"a":1}')).not.toContain('"a"');
    expect(obfuscate('')).toBe('');
  });

  it('round trips printable text, JSON and any Unicode code point', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.json()), (text) => {
        expect(deobfuscate(obfuscate(text))).toBe(text);
      }),
    );
    // fc.json() builds large values: on a loaded 2-core machine a hundred runs can pass 5 s
  }, 30_000);

  it('round trips any UTF-16 string, including lone surrogates and the last code units', () => {
    fc.assert(
      fc.property(utf16, (text) => {
        expect(deobfuscate(obfuscate(text))).toBe(text);
      }),
    );
    for (const text of ['\uD7FA\uDC00', '\uFFFF\uFFF9', '\u{10FFFF}', '\uDBFF']) expect(deobfuscate(obfuscate(text))).toBe(text);
  });

  it('keeps the length of the text', () => {
    fc.assert(
      fc.property(utf16, (text) => {
        expect(obfuscate(text)).toHaveLength(text.length);
      }),
    );
  });

  it('is a bijection: different texts never obfuscate to the same text', () => {
    fc.assert(
      fc.property(utf16, utf16, (a, b) => {
        fc.pre(a !== b);
        expect(obfuscate(a)).not.toBe(obfuscate(b));
      }),
    );
  });
});
