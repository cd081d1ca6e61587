import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskRupiah } from '../format/number';
import { addsMinusSign, filterPercentage, inputFilters } from './inputs';

const typed = fc.string({ unit: fc.constantFrom(...'0123456789..--,ab x'.split('')), maxLength: 30 });

describe('input filters (spec 000 §5)', () => {
  it('decimal keeps digits and one dot', () => {
    expect(inputFilters.decimal('12.5')).toBe('12.5');
    expect(inputFilters.decimal('1a2,3.4')).toBe('12.34');
    expect(inputFilters.decimal('1.2.3')).toBe('1.23');
    expect(inputFilters.decimal('1.2.3.4')).toBe('1.234');
    expect(inputFilters.decimal('..5')).toBe('.5');
  });

  it('decimal: only digits and at most one dot, and digits keep their order', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const out = inputFilters.decimal(text);
        expect(out).toMatch(/^\d*\.?\d*$/);
        expect(out.replace('.', '')).toBe(text.replace(/[^0-9]/g, ''));
      }),
    );
  });

  it('digits keeps digits only', () => {
    expect(inputFilters.digits('Rp. 1,234 ,-')).toBe('1234');
    fc.assert(
      fc.property(typed, (text) => {
        expect(inputFilters.digits(text)).toMatch(/^\d*$/);
      }),
    );
  });

  it('signedDigits keeps digits and a leading minus', () => {
    expect(inputFilters.signedDigits('-12-3')).toBe('-123');
    expect(inputFilters.signedDigits('12-')).toBe('12');
    expect(inputFilters.signedDigits('a-5')).toBe('-5');
    fc.assert(
      fc.property(typed, (text) => {
        expect(inputFilters.signedDigits(text)).toMatch(/^-?\d*$/);
      }),
    );
  });

  it('twoDecimals caps decimals at 2 places', () => {
    expect(inputFilters.twoDecimals('12.345')).toBe('12.34');
    expect(inputFilters.twoDecimals('12')).toBe('12');
    expect(inputFilters.twoDecimals('12.')).toBe('12.');
    expect(inputFilters.twoDecimals('1.2.345')).toBe('1.23');
    // the Indonesian decimal comma is the point: 1,5 % is 1.5 %, never 15 %
    expect(inputFilters.twoDecimals('1,5')).toBe('1.5');
    expect(inputFilters.decimal('91,6')).toBe('91.6');
    fc.assert(
      fc.property(typed, (text) => {
        expect(inputFilters.twoDecimals(text)).toMatch(/^\d*(\.\d{0,2})?$/);
      }),
    );
  });

  it('upper upper-cases', () => {
    expect(inputFilters.upper('cincin emas')).toBe('CINCIN EMAS');
  });
});

describe('filterPercentage', () => {
  it('refuses more than 100 with the spec message and keeps 100', () => {
    expect(filterPercentage('150')).toEqual({ value: '100', error: 'Tidak Boleh Melebihi 100 !' });
    expect(filterPercentage('100.01')).toEqual({ value: '100', error: 'Tidak Boleh Melebihi 100 !' });
  });

  it('keeps values up to 100 with 2 decimals', () => {
    expect(filterPercentage('100')).toEqual({ value: '100', error: null });
    expect(filterPercentage('99.999')).toEqual({ value: '99.99', error: null });
    expect(filterPercentage('2,5')).toEqual({ value: '2.5', error: null });
    expect(filterPercentage('')).toEqual({ value: '', error: null });
  });

  it('property: the kept value is never above 100 and the message comes exactly when the input was', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const { value, error } = filterPercentage(text);
        expect(Number(value) > 100).toBe(false);
        expect(error !== null).toBe(Number(inputFilters.twoDecimals(text)) > 100);
      }),
    );
  });
});

describe('a minus typed into an unsigned number field (issue 17 item 3)', () => {
  it('is seen wherever it is typed into a text without one', () => {
    const plain = fc.string({ unit: fc.constantFrom(...'0123456789.,'.split('')), maxLength: 12 });
    fc.assert(
      fc.property(plain, fc.nat(12), (text, at) => {
        const i = Math.min(at, text.length);
        return addsMinusSign(text, text.slice(0, i) + '-' + text.slice(i)) && !addsMinusSign('', text);
      }),
    );
  });

  it("the money mask's own ' ,-' is no sign, an edit that keeps or removes it neither", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.nat(9), (n, d) => {
        const masked = maskRupiah(n);
        const more = maskRupiah(n * 10 + d);
        return !addsMinusSign(masked, more) && !addsMinusSign(masked, masked.slice(0, -1)) && addsMinusSign(masked, '-' + masked);
      }),
    );
  });
});
