import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertRupiah, roundRupiah, sumRupiah } from './money';

const amount = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 });
const unit = fc.integer({ min: 1, max: 1_000_000 });

describe('roundRupiah', () => {
  it('rounds up to the next multiple of the unit (sales default 500)', () => {
    expect(roundRupiah(1201, 500)).toBe(1500);
    expect(roundRupiah(1500, 500)).toBe(1500);
    expect(roundRupiah(1, 500)).toBe(500);
    expect(roundRupiah(0, 500)).toBe(0);
    expect(roundRupiah(-1201, 500)).toBe(-1000);
  });

  it('rounds down when asked (PEMBULATAN_*_KEBAWAH_MODULE)', () => {
    expect(roundRupiah(1999, 500, true)).toBe(1500);
    expect(roundRupiah(1500, 500, true)).toBe(1500);
    expect(roundRupiah(499, 500, true)).toBe(0);
    expect(roundRupiah(-1201, 500, true)).toBe(-1500);
  });

  it('up: a multiple of the unit, never below the amount, less than one unit above', () => {
    fc.assert(
      fc.property(amount, unit, (value, u) => {
        const r = roundRupiah(value, u);
        expect(Number.isSafeInteger(r)).toBe(true);
        expect(r % u === 0).toBe(true);
        expect(r).toBeGreaterThanOrEqual(value);
        expect(r - value).toBeLessThan(u);
      }),
    );
  });

  it('down: a multiple of the unit, never above the amount, less than one unit below', () => {
    fc.assert(
      fc.property(amount, unit, (value, u) => {
        const r = roundRupiah(value, u, true);
        expect(Number.isSafeInteger(r)).toBe(true);
        expect(r % u === 0).toBe(true);
        expect(r).toBeLessThanOrEqual(value);
        expect(value - r).toBeLessThan(u);
      }),
    );
  });

  it('leaves a multiple unchanged and is idempotent', () => {
    fc.assert(
      fc.property(amount, unit, fc.boolean(), (value, u, down) => {
        const once = roundRupiah(value, u, down);
        expect(roundRupiah(once, u, down)).toBe(once);
        const multiple = (value % 1_000_000) * u;
        expect(roundRupiah(multiple, u, down)).toBe(multiple);
      }),
    );
  });

  it('up and down are one unit apart unless the amount is already a multiple', () => {
    fc.assert(
      fc.property(amount, unit, (value, u) => {
        const up = roundRupiah(value, u);
        const down = roundRupiah(value, u, true);
        expect(up - down).toBe(value % u === 0 ? 0 : u);
      }),
    );
  });

  it('treats a missing or invalid unit as no rounding', () => {
    expect(roundRupiah(1234, 0)).toBe(1234);
    expect(roundRupiah(1234, -500)).toBe(1234);
    expect(roundRupiah(1234, 2.5)).toBe(1234);
  });

  it('refuses fractions and results outside the safe integer range', () => {
    expect(() => roundRupiah(1000.5, 500)).toThrow(RangeError);
    expect(() => roundRupiah(Number.NaN, 500)).toThrow(RangeError);
    expect(() => roundRupiah(Number.MAX_SAFE_INTEGER, 500)).toThrow(RangeError);
  });
});

describe('sumRupiah', () => {
  it('adds whole rupiah exactly', () => {
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 50 }), (values) => {
        const expected = values.reduce((a, b) => a + BigInt(b), 0n);
        expect(BigInt(sumRupiah(values))).toBe(expected);
      }),
    );
    expect(sumRupiah([])).toBe(0);
  });

  it('refuses a fraction, NaN or infinity anywhere in the list', () => {
    fc.assert(
      fc.property(
        fc.array(amount, { maxLength: 10 }),
        fc.oneof(fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(Number.NaN, Infinity, -Infinity)),
        fc.nat(),
        (values, bad, at) => {
          const list = [...values];
          list.splice(at % (list.length + 1), 0, bad);
          expect(() => sumRupiah(list)).toThrow(RangeError);
        },
      ),
    );
  });

  it('refuses a total that leaves the safe integer range', () => {
    expect(() => sumRupiah([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });

  it('assertRupiah names the bad value', () => {
    expect(() => assertRupiah(0.1)).toThrow('Bukan nilai rupiah yang sah: 0.1');
    expect(assertRupiah(-5)).toBe(-5);
  });
});
