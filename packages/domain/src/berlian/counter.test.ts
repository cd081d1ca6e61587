import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceDiamondBuyBack } from './buyback';
import { diamondBelowCost, parseStoneBuyBackRule } from './counter';
import { priceDiamondPiece } from './pricing';

describe('the stones buy-back rule as the store states it', () => {
  it('reads PERSEN n, GRID and NOL, capped at the sale price, and refuses anything else', () => {
    expect(parseStoneBuyBackRule('PERSEN 60')).toEqual({ kind: 'PERSEN', persen: 6000, batasHargaJual: true });
    expect(parseStoneBuyBackRule('persen 12,5%')).toEqual({ kind: 'PERSEN', persen: 1250, batasHargaJual: true });
    expect(parseStoneBuyBackRule('GRID')).toMatchObject({ kind: 'GRID' });
    expect(parseStoneBuyBackRule('')).toMatchObject({ kind: 'NOL' });
    expect(parseStoneBuyBackRule('NOL')).toMatchObject({ kind: 'NOL' });
    for (const bad of ['PERSEN 101', 'PERSEN', 'SETENGAH', 'PERSEN -5', 'GRID 5']) expect(parseStoneBuyBackRule(bad), bad).toBeNull();
  });

  it('never buys back above the sale price under any stated rule (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 80_000_000 }),
        fc.constantFrom('NOL', 'GRID', 'PERSEN'),
        (persen, emas, batu, hargaJual, kind) => {
          const rule = parseStoneBuyBackRule(kind === 'PERSEN' ? `PERSEN ${persen}` : kind)!;
          const p = priceDiamondBuyBack({ emas, batuSaatJual: batu, batuGrid: batu, hargaJual, rule });
          expect(p.total).toBeLessThanOrEqual(hargaJual);
        },
      ),
    );
  });
});

describe("the 'diamond below cost' rule", () => {
  it('asks when a diamond line is under its cost or the discounts eat more than the diamonds make over cost', () => {
    expect(diamondBelowCost([{ harga: 30_000_000, modal: 29_900_000 }], 100_000)).toBe(false);
    expect(diamondBelowCost([{ harga: 30_000_000, modal: 29_900_000 }], 100_001)).toBe(true);
    expect(diamondBelowCost([{ harga: 29_000_000, modal: 29_900_000 }], 0)).toBe(true);
    // a gold line takes none of the discount; a piece with no cost known never asks
    expect(diamondBelowCost([{ harga: 5_000_000, modal: null }, { harga: 30_000_000, modal: 29_900_000 }], 200_000)).toBe(true);
    expect(diamondBelowCost([{ harga: 5_000_000, modal: null }, { harga: 1, modal: 0 }], 5_000_000)).toBe(false);
  });

  it('a grid-priced piece sold at its price with no discount asks only when its cost is above that price (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 3_000_000 }), fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 0, max: 60_000_000 }), (netMg, hpg, ongkos, modal) => {
        const p = priceDiamondPiece({ mode: 'GRID', netMg, hargaPerGram: hpg, stones: [], ongkos, unit: 500 });
        expect(diamondBelowCost([{ harga: p.total, modal }], 0)).toBe(modal > p.total);
        expect(p.total).toBeGreaterThanOrEqual(p.emas);
      }),
    );
  });
});
