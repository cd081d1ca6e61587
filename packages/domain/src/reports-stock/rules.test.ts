import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, csvLine, marginPercent, movingClass, turnoverPercent } from './rules';

describe('management report rules', () => {
  it('turnover is a percent between 0 and 100 with 2 decimals, 100 when nothing is left, 0 when nothing sold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 10_000_000_000 }), (sold, stock) => {
        const p = turnoverPercent(sold, stock);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
        expect(Number(p.toFixed(2))).toBe(p);
        if (sold > 0 && stock === 0) expect(p).toBe(100);
        if (sold === 0) expect(p).toBe(0);
        expect(movingClass(p)).toBe(p >= 50 ? 'FAST MOVING' : 'SLOW MOVING');
      }),
    );
  });

  it('more sold against the same stock never turns slower', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (sold, extra, stock) => {
        expect(turnoverPercent(sold + extra, stock)).toBeGreaterThanOrEqual(turnoverPercent(sold, stock));
      }),
    );
  });

  it('margin percent has the sign of the margin and is 100 when there is no cost', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000_000 }), fc.integer({ min: 0, max: 5_000_000_000 }), (sales, cost) => {
        const p = marginPercent(sales - cost, sales);
        expect(Math.sign(p) === Math.sign(sales - cost) || p === 0).toBe(true);
        if (cost === 0) expect(p).toBe(100);
      }),
    );
    expect(marginPercent(10, 0)).toBe(0);
  });

  it('a CSV field reads back as its text (RFC 4180 quoting)', () => {
    const parse = (field: string) => (field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field);
    fc.assert(
      fc.property(fc.string(), (text) => {
        const field = csvField(text);
        expect(parse(field)).toBe(text);
        if (/[",\r\n]/.test(text)) expect(field.startsWith('"')).toBe(true);
      }),
    );
    expect(csvLine(['A,B', null, 12, { x: 1 }])).toBe('"A,B",,12,"{""x"":1}"\r\n');
  });
});
