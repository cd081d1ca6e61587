import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heldAccounts, surchargeHeld } from '../sales/refund';
import { cardAmount } from '../sales/pricing';
import { BATAL_SURCHARGE_KATEGORI, cardSurcharge, isSurchargeKategori, SURCHARGE_KATEGORI } from './card-surcharge';

const rupiah = fc.integer({ min: 0, max: 100_000_000_000 });
const feeHundredths = fc.integer({ min: 0, max: 10_000 });

describe('cardSurcharge', () => {
  it("the issue's card sale: Rp 11,250,000 at 1.5% swipes Rp 11,418,750, a surcharge of Rp 168,750", () => {
    expect(cardSurcharge(11_250_000, 1.5)).toBe(168_750);
    expect(cardSurcharge(11_250_000, '1.5') + 11_250_000).toBe(11_418_750);
    expect(cardSurcharge(999_999, '1.75')).toBe(17_500); // 17,499.9825 rounded up
    expect(cardSurcharge(500_000, 0)).toBe(0);
  });

  it('amount paid + surcharge = what the card is charged; never negative; less than a rupiah over the exact fee', () => {
    fc.assert(
      fc.property(rupiah, feeHundredths, (jumlah, h) => {
        const s = cardSurcharge(jumlah, h / 100);
        expect(jumlah + s).toBe(cardAmount(jumlah, h / 100));
        expect(s).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(s)).toBe(true);
        const exact = BigInt(jumlah) * BigInt(h);
        const scaled = BigInt(s) * 10_000n;
        expect(scaled >= exact && scaled - exact < 10_000n).toBe(true);
        if (h === 0 || jumlah === 0) expect(s).toBe(0);
      }),
    );
  });

  it('grows with the fee and with the amount', () => {
    fc.assert(
      fc.property(rupiah, rupiah, feeHundredths, feeHundredths, (a, b, f, g) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const [flo, fhi] = f <= g ? [f, g] : [g, f];
        expect(cardSurcharge(lo, flo / 100)).toBeLessThanOrEqual(cardSurcharge(hi, flo / 100));
        expect(cardSurcharge(lo, flo / 100)).toBeLessThanOrEqual(cardSurcharge(lo, fhi / 100));
      }),
    );
  });

  it('refuses a fee with more than 2 decimals or over 100', () => {
    expect(() => cardSurcharge(1000, 1.234)).toThrow();
    expect(() => cardSurcharge(1000, 100.01)).toThrow();
  });
});

describe('surcharge rows apart from the payment (heldAccounts / surchargeHeld)', () => {
  const bank = { jenis: 'BANK' as const, kode_bank: 'BCA', no_rekening: '5270', kode_marketplace: null };
  const cash = { jenis: 'CASH' as const, kode_bank: null, no_rekening: null, kode_marketplace: null };

  it('a refund never takes the surcharge; the reversal takes exactly what is still held, once', () => {
    fc.assert(
      fc.property(rupiah, rupiah, feeHundredths, (paidCash, paidCard, h) => {
        const s = cardSurcharge(paidCard, h / 100);
        const rows = [
          { ...cash, kategori: 'PENJUALAN', jumlah_in: paidCash, jumlah_out: 0 },
          { ...bank, kategori: 'PENJUALAN', jumlah_in: paidCard, jumlah_out: 0 },
          ...(s > 0 ? [{ ...bank, kategori: SURCHARGE_KATEGORI, jumlah_in: s, jumlah_out: 0 }] : []),
        ];
        expect(heldAccounts(rows).reduce((t, a) => t + a.net, 0)).toBe(paidCash + paidCard);
        const held = surchargeHeld(rows);
        expect(held.reduce((t, a) => t + a.net, 0)).toBe(s);
        expect(held.every((a) => a.jenis === 'BANK' && a.no_rekening === '5270')).toBe(true);
        // after the reversal is written nothing is left to reverse
        const reversed = [...rows, ...held.map((a) => ({ ...bank, kategori: BATAL_SURCHARGE_KATEGORI, jumlah_in: 0, jumlah_out: a.net }))];
        expect(surchargeHeld(reversed)).toEqual([]);
        expect(heldAccounts(reversed).reduce((t, a) => t + a.net, 0)).toBe(paidCash + paidCard);
      }),
    );
  });

  it('names its kinds', () => {
    expect([SURCHARGE_KATEGORI, BATAL_SURCHARGE_KATEGORI].every(isSurchargeKategori)).toBe(true);
    expect(isSurchargeKategori('PENJUALAN')).toBe(false);
  });
});
