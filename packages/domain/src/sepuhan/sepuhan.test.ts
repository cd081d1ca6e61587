import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEPUHAN_MESSAGES as M } from './messages';
import { lossValueAtCost, refurbishLoss, sortingBalance, type SortingEntry } from './rules';

const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-03-${String(d).padStart(2, '0')}`);
const entry: fc.Arbitrary<SortingEntry> = fc.record({
  tgl_system: day,
  jenis: fc.constantFrom('TERIMA', 'JUAL', 'LEBUR', 'PUSAT', 'SUSUT'),
  qty: fc.integer({ min: 0, max: 3 }),
  beratMg: fc.integer({ min: 0, max: 50_000 }),
});

describe('sortingBalance', () => {
  it('holds awal + terima = jual + lebur + pusat + susut + akhir for count and weight over any period', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 60 }), day, day, (rows, a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const s = sortingBalance(rows, from, to);
        for (const k of ['qty', 'beratMg'] as const) {
          expect(s.awal[k] + s.terima[k]).toBe(s.jual[k] + s.lebur[k] + s.pusat[k] + s.susut[k] + s.akhir[k]);
        }
      }),
    );
  });

  it('chains periods: the closing of one is the opening of the next', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 60 }), fc.integer({ min: 2, max: 27 }), (rows, split) => {
        const mid = `2026-03-${String(split).padStart(2, '0')}`;
        const next = `2026-03-${String(split + 1).padStart(2, '0')}`;
        const first = sortingBalance(rows, '2026-03-01', mid);
        const second = sortingBalance(rows, next, '2026-03-28');
        expect(second.awal).toEqual(first.akhir);
      }),
    );
  });

  it('counts nothing after the period and everything before it as opening', () => {
    const rows: SortingEntry[] = [
      { tgl_system: '2026-03-01', jenis: 'TERIMA', qty: 2, beratMg: 10_000 },
      { tgl_system: '2026-03-02', jenis: 'JUAL', qty: 1, beratMg: 4_800 },
      { tgl_system: '2026-03-02', jenis: 'SUSUT', qty: 0, beratMg: 200 },
      { tgl_system: '2026-03-05', jenis: 'LEBUR', qty: 1, beratMg: 5_000 },
    ];
    const s = sortingBalance(rows, '2026-03-02', '2026-03-03');
    expect(s.awal).toEqual({ qty: 2, beratMg: 10_000 });
    expect(s.jual).toEqual({ qty: 1, beratMg: 4_800 });
    expect(s.susut).toEqual({ qty: 0, beratMg: 200 });
    expect(s.lebur).toEqual({ qty: 0, beratMg: 0 });
    expect(s.akhir).toEqual({ qty: 1, beratMg: 5_000 });
  });
});

describe('refurbishLoss', () => {
  it('is received minus returned, and refuses a piece coming back heavier or empty', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (terima, kembali) => {
        const r = refurbishLoss(terima, kembali);
        if (kembali > terima) expect(r).toEqual({ ok: false, message: M.beratKembaliOver });
        else expect(r).toEqual({ ok: true, lossMg: terima - kembali });
      }),
    );
    expect(refurbishLoss(5_000, 0)).toEqual({ ok: false, message: M.beratRequired });
  });
});

describe('lossValueAtCost', () => {
  it('is the price share of the weight lost, whole rupiah, never above the price and monotone in the loss', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 500_000 }), fc.integer({ min: 0, max: 500_000 }), (harga, terima, loss) => {
        const v = lossValueAtCost(harga, terima, loss);
        expect(Number.isSafeInteger(v)).toBe(true);
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(harga);
        expect(Math.abs(v - (harga * Math.min(loss, terima)) / terima)).toBeLessThanOrEqual(0.5);
        expect(lossValueAtCost(harga, terima, loss + 1)).toBeGreaterThanOrEqual(v);
      }),
    );
    expect(lossValueAtCost(5_000_000, 5_000, 250)).toBe(250_000);
    expect(lossValueAtCost(5_000_000, 5_000, 0)).toBe(0);
  });
});
