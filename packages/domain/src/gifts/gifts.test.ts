import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { giftStock, redemptionCheck } from './rules';

describe('gift stock ledger', () => {
  it('is the sum of its movements: 5 in, 3 in, 2 out, 2 back in -> 8', () => {
    expect(giftStock([{ jenis: 'IN', qty: 5 }, { jenis: 'IN', qty: 3 }, { jenis: 'OUT', qty: 2 }, { jenis: 'IN', qty: 2 }])).toBe(8);
  });
  it('a redemption and its cancellation leave the stock as it was', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ jenis: fc.constantFrom('IN' as const, 'OUT' as const), qty: fc.integer({ min: 1, max: 1000 }) })), fc.integer({ min: 1, max: 50 }), (rows, q) => {
        expect(giftStock([...rows, { jenis: 'OUT', qty: q }, { jenis: 'IN', qty: q }])).toBe(giftStock(rows));
      }),
    );
  });
});

describe('redemption check', () => {
  it('balance 250, 100 points a gift: 2 go (200), 3 are refused', () => {
    expect(redemptionCheck({ saldo: 250, stok: 10, poinSatuan: 100, qty: 2 })).toEqual({ totalPoin: 200, poinOk: true, stokOk: true });
    expect(redemptionCheck({ saldo: 250, stok: 10, poinSatuan: 100, qty: 3 }).poinOk).toBe(false);
  });
  it('never lets the balance or the stock go below zero', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(1000), fc.nat(10_000), fc.integer({ min: 1, max: 1000 }), (saldo, stok, poinSatuan, qty) => {
        const c = redemptionCheck({ saldo, stok, poinSatuan, qty });
        expect(c.totalPoin).toBe(poinSatuan * qty);
        if (c.poinOk) expect(saldo - c.totalPoin).toBeGreaterThanOrEqual(0);
        if (c.stokOk) expect(stok - qty).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
