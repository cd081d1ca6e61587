import { formatNumber, maskRupiah } from '@emas/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextMoneyValue, pastedMoneyValue } from './input-filters';

/** Amounts a money field holds exactly: at most 15 digits. */
const amount = fc.integer({ min: 0, max: 999_999_999_999_999 });
/** What the field held before: nothing or an amount. */
const held = fc.option(amount, { nil: null });
const separator = fc.constantFrom(',', '.');
const cents = fc.stringMatching(/^[0-9]{1,2}$/);
/** What may come around a copied amount. */
const prefix = fc.constantFrom('', 'Rp ', 'Rp. ');
const suffix = fc.constantFrom('', ' ', ',-', ' ,-');

/** What the field shows for a held value. */
function shown(value: number | null): string {
  return value === null ? '' : maskRupiah(value);
}

/** The field's text after typing `key` at `caret`. */
function typeAt(text: string, caret: number, key: string): string {
  return text.slice(0, caret) + key + text.slice(caret);
}

/** Types keys one by one where the caret rests after each change: just before the mask's ' ,-'. */
function typeKeys(keys: string): number | null {
  let value: number | null = null;
  for (const key of keys) {
    const text = shown(value);
    const caret = text === '' ? 0 : text.length - 3;
    value = nextMoneyValue(text, typeAt(text, caret, key), false);
  }
  return value;
}

/** `n` grouped with `group` (',' as 2,780,000 or '.' as 2.780.000). */
function groupIn(n: number, group: string): string {
  return formatNumber(n).replace(/,/g, group);
}

/** Pastes over the whole field, as after select-all. */
function pasteOver(before: number | null, pasted: string, allowNegative = false): number | null {
  const text = shown(before);
  return pastedMoneyValue(text, 0, text.length, pasted, allowNegative);
}

describe('nextMoneyValue (typing)', () => {
  it('reads digits typed one by one as the number they spell', () => {
    expect(typeKeys('2780000')).toBe(2780000);
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,15}$/), (keys) => {
        expect(typeKeys(keys)).toBe(Number(keys));
      }),
    );
  });

  it("keeps the amount when a ',' or '.' is typed anywhere in the field", () => {
    expect(nextMoneyValue('Rp. 12 ,-', 'Rp. 1.2 ,-', false)).toBe(12);
    expect(nextMoneyValue('Rp. 2,780,000 ,-', 'Rp. 2,780,000, ,-', false)).toBe(2780000);
    fc.assert(
      fc.property(amount, separator, fc.nat(), (n, key, at) => {
        const text = maskRupiah(n);
        expect(nextMoneyValue(text, typeAt(text, at % (text.length + 1), key), false)).toBe(n);
      }),
    );
  });

  it('removes exactly the digit deleted, also when two digits are left after a separator', () => {
    expect(nextMoneyValue('Rp. 12,345 ,-', 'Rp. 12,34 ,-', false)).toBe(1234);
    fc.assert(
      fc.property(amount, fc.nat(), (n, pick) => {
        const text = maskRupiah(n);
        const digitAt = [...text].flatMap((c, i) => (/[0-9]/.test(c) ? [i] : []));
        const at = digitAt[pick % digitAt.length]!;
        const left = text.slice(0, at) + text.slice(at + 1);
        const digits = left.replace(/[^0-9]/g, '');
        expect(nextMoneyValue(text, left, false)).toBe(digits === '' ? null : Number(digits));
      }),
    );
  });
});

describe('pastedMoneyValue', () => {
  it('holds the whole rupiah of an amount pasted with one or two decimals, written either way', () => {
    expect(pasteOver(null, '2.780.000,00')).toBe(2780000);
    expect(pasteOver(null, '2,780,000.50')).toBe(2780000);
    expect(pasteOver(2780000, 'Rp. 2,780,000.00')).toBe(2780000);
    expect(pasteOver(5, '-1.234,56', true)).toBe(-1234);
    fc.assert(
      fc.property(held, amount, separator, cents, prefix, suffix, (before, n, group, dd, pre, post) => {
        const decimal = group === ',' ? '.' : ',';
        expect(pasteOver(before, `${pre}${groupIn(n, group)}${decimal}${dd}${post}`)).toBe(n);
      }),
    );
  });

  it('holds a pasted whole amount with thousand separators either way as it is', () => {
    expect(pasteOver(null, '2.780.000')).toBe(2780000);
    expect(pasteOver(null, '2,780,000')).toBe(2780000);
    expect(pasteOver(null, 'Rp 2.780.000,-')).toBe(2780000);
    expect(pasteOver(null, '2.780')).toBe(2780);
    // the paste is the old text less its '.': still a paste, not a Backspace on the mask
    expect(pasteOver(9, 'Rp 9 ,-')).toBe(9);
    fc.assert(
      fc.property(held, amount, separator, prefix, suffix, (before, n, group, pre, post) => {
        expect(pasteOver(before, `${pre}${groupIn(n, group)}${post}`)).toBe(n);
      }),
    );
  });

  it('puts a paste at the caret among the digits shown, its decimals left out', () => {
    // 'Rp. 12| ,-' + '345,67'
    expect(pastedMoneyValue('Rp. 12 ,-', 6, 6, '345,67', false)).toBe(12345);
    // 'Rp. 1,|234| ,-' with '56' over the selected '234'
    expect(pastedMoneyValue('Rp. 1,234 ,-', 6, 9, '56', false)).toBe(156);
  });
});
