import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashbackCheck, rupiahPerPoin } from './rules';

describe('cashback poin rules', () => {
  it('reads the setting as whole rupiah per point; anything else is 0 (off)', () => {
    expect(rupiahPerPoin('100')).toBe(100);
    expect(rupiahPerPoin(' 1.000 ')).toBe(1000);
    expect(rupiahPerPoin('')).toBe(0);
    expect(rupiahPerPoin(undefined)).toBe(0);
    expect(rupiahPerPoin('-5')).toBe(0);
    expect(rupiahPerPoin('abc')).toBe(0);
  });

  it('balance 250, Rp 100 per point: 200 points pay Rp 20.000; 251 points are refused', () => {
    expect(cashbackCheck({ saldo: 250, poin: 200, rupiahPerPoin: 100 })).toEqual({ rupiah: 20_000, on: true, poinOk: true });
    expect(cashbackCheck({ saldo: 250, poin: 251, rupiahPerPoin: 100 }).poinOk).toBe(false);
    expect(cashbackCheck({ saldo: 250, poin: 1, rupiahPerPoin: 0 }).on).toBe(false);
  });

  it('never lets the balance go below zero and pays exactly poin x rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 10_000 }), (saldo, poin, rate) => {
        const c = cashbackCheck({ saldo, poin, rupiahPerPoin: rate });
        expect(c.poinOk).toBe(saldo - poin >= 0);
        expect(c.rupiah).toBe(poin * rate);
        expect(Number.isInteger(c.rupiah)).toBe(true);
      }),
    );
  });
});
