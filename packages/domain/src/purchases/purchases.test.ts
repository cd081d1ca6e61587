import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyWeightLadder, LADDER_3_5_8, parseWeightLadder, type WeightLadder } from './ladder';
import { PURCHASE_MESSAGES } from './messages';
import { canCancelPurchase } from './rules';
import { NO_DEDUCTION, priceBuyBackLine, type BuyBackPrice, type BuyBackPriceInput } from './pricing';

const mg = fc.integer({ min: 1, max: 2_000_000 });
const ladder = fc.oneof(
  fc.constant<WeightLadder | null>(null),
  fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { maxLength: 6 }).map((steps) => [0, ...steps].sort((a, b) => a - b)),
);
const deduction = fc.record({ persen: fc.integer({ min: 0, max: 10_000 }), rpPerGram: fc.integer({ min: 0, max: 500_000 }) });
const unit = fc.constantFrom(1, 100, 500, 1000);

function price(input: Partial<BuyBackPriceInput> & { beratMg: number; hargaPerGram: number }): BuyBackPrice {
  const result = priceBuyBackLine({ ladder: null, kondisi: NO_DEDUCTION, nota: null, rugiNota: NO_DEDUCTION, unit: 500, down: false, ...input });
  if ('error' in result) throw new Error(result.error);
  return result.price;
}

describe('weight ladders (spec 001 §9)', () => {
  it('0.03 / 0.05 / 0.08 / 0.1: the hundredths are cut to the step reached', () => {
    expect(applyWeightLadder(2_029, LADDER_3_5_8)).toBe(2_000);
    expect(applyWeightLadder(2_030, LADDER_3_5_8)).toBe(2_030);
    expect(applyWeightLadder(2_049, LADDER_3_5_8)).toBe(2_030);
    expect(applyWeightLadder(2_079, LADDER_3_5_8)).toBe(2_050);
    expect(applyWeightLadder(2_099, LADDER_3_5_8)).toBe(2_080);
    expect(applyWeightLadder(2_100, LADDER_3_5_8)).toBe(2_100);
    expect(applyWeightLadder(2_345, null)).toBe(2_345);
  });

  it('a ladder only lowers a weight, by less than 0.1 g, lands on a step, is idempotent and keeps order', () => {
    fc.assert(
      fc.property(mg, mg, ladder, (a, b, l) => {
        const ra = applyWeightLadder(a, l);
        expect(ra).toBeLessThanOrEqual(a);
        expect(a - ra).toBeLessThan(100);
        expect(applyWeightLadder(ra, l)).toBe(ra);
        if (l) expect(l).toContain(ra % 100);
        if (a <= b) expect(ra).toBeLessThanOrEqual(applyWeightLadder(b, l));
      }),
    );
  });

  it('reads the store parameter: steps in mg, 0 added, bad text refused, empty is none', () => {
    expect(parseWeightLadder('30,50, 80')).toEqual({ ladder: [0, 30, 50, 80] });
    expect(parseWeightLadder('')).toEqual({ ladder: null });
    expect(parseWeightLadder('30,150')).toEqual({ error: PURCHASE_MESSAGES.ladderInvalid });
    expect(parseWeightLadder('0.03')).toEqual({ error: PURCHASE_MESSAGES.ladderInvalid });
  });
});

describe('buy-back price of a line', () => {
  it('worked examples of docs/decisions.md', () => {
    // outside item, 5.000 g at 1,000,000/g, condition RUSAK 10 %, group loss 5 %: 5,000,000 - 500,000 - 250,000
    expect(price({ beratMg: 5_000, hargaPerGram: 1_000_000, kondisi: { persen: 1_000, rpPerGram: 0 }, rugiNota: { persen: 500, rpPerGram: 0 } })).toEqual({
      beratDipakaiMg: 5_000,
      nilaiEmas: 5_000_000,
      potonganKondisi: 500_000,
      potonganRugiNota: 250_000,
      rugiNotaBerlaku: true,
      hargaHitung: 4_250_000,
    });
    // the shop's own receipt, same weight: no loss-on-receipt; 2.345 g at 1,234,567/g = 2,895,059.615 -> up to 500
    expect(price({ beratMg: 2_345, hargaPerGram: 1_234_567, nota: { beratNotaMg: 2_345 }, rugiNota: { persen: 500, rpPerGram: 0 } })).toMatchObject({
      nilaiEmas: 2_895_059,
      potonganRugiNota: 0,
      rugiNotaBerlaku: false,
      hargaHitung: 2_895_500,
    });
    // the receipt's item came back lighter (2.300 of 2.345 g): the loss applies, 20,000/g: 2,300 x 1,000,000 / 1000 - 46,000
    expect(price({ beratMg: 2_300, hargaPerGram: 1_000_000, nota: { beratNotaMg: 2_345 }, rugiNota: { persen: 0, rpPerGram: 20_000 }, down: true })).toMatchObject({
      potonganRugiNota: 46_000,
      hargaHitung: 2_254_000,
    });
    // ladder 0.03/0.05/0.08: 3.079 g is paid as 3.050 g
    expect(price({ beratMg: 3_079, hargaPerGram: 1_000_000, ladder: LADDER_3_5_8, nota: { beratNotaMg: 3_079 } })).toMatchObject({ beratDipakaiMg: 3_050, hargaHitung: 3_050_000 });
  });

  it('refuses a weight above the receipt and a weight of 0', () => {
    const base = { ladder: null, hargaPerGram: 1_000_000, kondisi: NO_DEDUCTION, rugiNota: NO_DEDUCTION, unit: 500, down: false };
    expect(priceBuyBackLine({ ...base, beratMg: 2_001, nota: { beratNotaMg: 2_000 } })).toEqual({ error: PURCHASE_MESSAGES.weightOverNota });
    expect(priceBuyBackLine({ ...base, beratMg: 0, nota: null })).toEqual({ error: PURCHASE_MESSAGES.weightRequired });
  });

  it('is a multiple of the unit within one unit of the exact net value, never below 0, deductions never add', () => {
    fc.assert(
      fc.property(mg, fc.integer({ min: 0, max: 3_000_000 }), deduction, deduction, unit, fc.boolean(), fc.boolean(), (beratMg, perGram, kondisi, rugi, u, down, withNota) => {
        const p = price({ beratMg, hargaPerGram: perGram, kondisi, rugiNota: rugi, unit: u, down, nota: withNota ? { beratNotaMg: beratMg } : null });
        expect(p.hargaHitung % u).toBe(0);
        expect(p.hargaHitung).toBeGreaterThanOrEqual(0);
        // exact net in units of 1/10,000,000 rupiah
        const w = BigInt(p.beratDipakaiMg);
        const value = w * BigInt(perGram) * 10000n;
        const cut = (d: { persen: number; rpPerGram: number }) => w * BigInt(perGram) * BigInt(d.persen) + w * BigInt(d.rpPerGram) * 10000n;
        const net = value - cut(kondisi) - (withNota ? 0n : cut(rugi));
        const scaled = BigInt(p.hargaHitung) * 10_000_000n;
        if (net <= 0n) expect(p.hargaHitung).toBe(0);
        else if (down) expect(scaled <= net && net - scaled < BigInt(u) * 10_000_000n).toBe(true);
        else expect(scaled >= net && scaled - net < BigInt(u) * 10_000_000n).toBe(true);
        // no deduction pays at least as much as any deduction
        const plain = price({ beratMg, hargaPerGram: perGram, unit: u, down, nota: withNota ? { beratNotaMg: beratMg } : null });
        expect(plain.hargaHitung).toBeGreaterThanOrEqual(p.hargaHitung);
      }),
    );
  });

  it('more gold is never paid less (same price, deductions and receipt state)', () => {
    fc.assert(
      fc.property(mg, mg, fc.integer({ min: 0, max: 3_000_000 }), deduction, unit, fc.boolean(), (a, b, perGram, kondisi, u, down) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const pl = price({ beratMg: lo, hargaPerGram: perGram, kondisi, unit: u, down });
        const ph = price({ beratMg: hi, hargaPerGram: perGram, kondisi, unit: u, down });
        expect(ph.hargaHitung).toBeGreaterThanOrEqual(pl.hargaHitung);
      }),
    );
  });
});

describe('cancelling a buy-back', () => {
  it('only on its own business date, once, and not a trade-in purchase on its own', () => {
    const base = { tgl_system_beli: '2026-11-22', tgl_aktif: '2026-11-22', status: 'AKTIF', no_faktur_tukar: null };
    expect(canCancelPurchase(base)).toEqual({ ok: true });
    expect(canCancelPurchase({ ...base, tgl_aktif: '2026-11-23' })).toEqual({ ok: false, message: PURCHASE_MESSAGES.yesterdayCancel });
    expect(canCancelPurchase({ ...base, status: 'BATAL' })).toEqual({ ok: false, message: PURCHASE_MESSAGES.purchaseAlreadyCancelled });
    expect(canCancelPurchase({ ...base, no_faktur_tukar: 'FJ-BDG-261122-000001' })).toEqual({ ok: false, message: PURCHASE_MESSAGES.tukarCancelHere('FJ-BDG-261122-000001') });
  });
});
