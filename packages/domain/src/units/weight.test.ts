import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mgToGrams, mgToWeightString, parseWeightToMg, sumWeightsMg } from './weight';

const mg = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 });

describe('parseWeightToMg', () => {
  it('reads grams with a dot or a comma as the decimal mark', () => {
    expect(parseWeightToMg('12.345')).toBe(12345);
    expect(parseWeightToMg('12,345')).toBe(12345);
    expect(parseWeightToMg('0,5')).toBe(500);
    expect(parseWeightToMg('0.05')).toBe(50);
    expect(parseWeightToMg(' 3.2 ')).toBe(3200);
    expect(parseWeightToMg('7')).toBe(7000);
    expect(parseWeightToMg('7.')).toBe(7000);
    expect(parseWeightToMg('-1.5')).toBe(-1500);
  });

  it('reads numbers as stored by numeric(12,3)', () => {
    expect(parseWeightToMg(1.5)).toBe(1500);
    expect(parseWeightToMg(0.1 + 0.2)).toBe(300);
    expect(parseWeightToMg(2.675)).toBe(2675);
    expect(parseWeightToMg(0)).toBe(0);
  });

  it('gives zero, never minus zero, for a negative zero', () => {
    expect(parseWeightToMg('-0')).toBe(0);
    expect(parseWeightToMg('-0,000')).toBe(0);
  });

  it('answers null for text that is not a weight', () => {
    for (const bad of ['', ' ', 'abc', '1.2.3', '1,234.5', '.5', '1e3', '12 g', '--1']) expect(parseWeightToMg(bad)).toBeNull();
    for (const bad of [Number.NaN, Infinity, -Infinity]) expect(parseWeightToMg(bad)).toBeNull();
  });

  it('answers null rather than an inexact amount for an absurdly large weight', () => {
    expect(parseWeightToMg('99999999999999999')).toBeNull();
  });
});

describe('mgToWeightString', () => {
  it('writes grams with exactly three decimals', () => {
    expect(mgToWeightString(12345)).toBe('12.345');
    expect(mgToWeightString(50)).toBe('0.050');
    expect(mgToWeightString(7000)).toBe('7.000');
    expect(mgToWeightString(-1500)).toBe('-1.500');
    expect(mgToWeightString(0)).toBe('0.000');
  });

  it('round trips with parseWeightToMg, with a dot and with a comma', () => {
    fc.assert(
      fc.property(mg, (value) => {
        const text = mgToWeightString(value);
        expect(text).toMatch(/^-?\d+\.\d{3}$/);
        expect(parseWeightToMg(text)).toBe(value);
        expect(parseWeightToMg(text.replace('.', ','))).toBe(value);
        expect(parseWeightToMg(mgToGrams(value))).toBe(value);
      }),
    );
  });
});

describe('sumWeightsMg', () => {
  it('sums exactly where floats drift (0.1 + 0.2 g)', () => {
    const total = sumWeightsMg([parseWeightToMg('0.1')!, parseWeightToMg('0,2')!]);
    expect(mgToWeightString(total)).toBe('0.300');
    expect(0.1 + 0.2).not.toBe(0.3);
  });

  it('equals the exact decimal sum of the written weights', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 200 }), (values) => {
        const texts = values.map(mgToWeightString);
        const total = sumWeightsMg(texts.map((t) => parseWeightToMg(t)!));
        const exact = values.reduce((a, b) => a + BigInt(b), 0n);
        expect(BigInt(total)).toBe(exact);
        expect(mgToWeightString(total)).toBe(`${exact / 1000n}.${String(exact % 1000n).padStart(3, '0')}`);
      }),
    );
  });

  it('refuses a fractional milligram', () => {
    expect(() => sumWeightsMg([1000, 0.5])).toThrow(RangeError);
    expect(sumWeightsMg([])).toBe(0);
  });
});
