import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manualBalanceAfter, type ManualBalance } from './rules';

const balance = fc.record({ qty: fc.integer({ min: 0, max: 1000 }), beratMg: fc.integer({ min: 0, max: 10_000_000 }) });
const move = fc.record({ qty: fc.integer({ min: -1000, max: 1000 }), beratMg: fc.integer({ min: -10_000_000, max: 10_000_000 }) });

describe('manual stock balance', () => {
  it('never goes below zero, and adds exactly what it accepts', () => {
    fc.assert(
      fc.property(balance, move, (b, d) => {
        const after = manualBalanceAfter(b, d);
        if (after === 'short') return;
        expect(after.qty).toBeGreaterThanOrEqual(0);
        expect(after.beratMg).toBeGreaterThanOrEqual(0);
        expect(after.qty - b.qty).toBe(d.qty);
        expect(after.beratMg - b.beratMg).toBe(d.beratMg);
      }),
    );
  });

  it('any sequence of accepted movements leaves the sum of the accepted ones, never negative', () => {
    fc.assert(
      fc.property(fc.array(move, { maxLength: 40 }), (moves) => {
        let b: ManualBalance = { qty: 0, beratMg: 0 };
        const accepted: ManualBalance[] = [];
        for (const d of moves) {
          const next = manualBalanceAfter(b, d);
          if (next === 'short') continue;
          accepted.push(d);
          b = next;
        }
        expect(b.qty).toBe(accepted.reduce((t, d) => t + d.qty, 0));
        expect(b.beratMg).toBe(accepted.reduce((t, d) => t + d.beratMg, 0));
        expect(b.qty >= 0 && b.beratMg >= 0).toBe(true);
      }),
    );
  });

  it('refuses taking more pieces or grams than there are, and leaving grams without pieces', () => {
    expect(manualBalanceAfter({ qty: 2, beratMg: 5000 }, { qty: -3, beratMg: -1000 })).toBe('short');
    expect(manualBalanceAfter({ qty: 2, beratMg: 5000 }, { qty: -1, beratMg: -5001 })).toBe('short');
    expect(manualBalanceAfter({ qty: 2, beratMg: 5000 }, { qty: -2, beratMg: -4000 })).toBe('short');
    expect(manualBalanceAfter({ qty: 2, beratMg: 5000 }, { qty: -2, beratMg: -5000 })).toEqual({ qty: 0, beratMg: 0 });
  });
});
