import { roundFractionToUnit } from '../sales/pricing';
import type { Rupiah } from '../units/money';
import type { Milligrams } from '../units/weight';
import { applyWeightLadder, type WeightLadder } from './ladder';
import { PURCHASE_MESSAGES } from './messages';

/**
 * The price the shop pays for gold it buys back (issue 5). Money is whole rupiah, weight integer
 * milligrams, percentages hundredths of a percent; every step is exact BigInt arithmetic over the
 * common denominator 1000 (mg -> g) x 10000 (hundredths of a percent). The rules and worked examples are in
 * docs/decisions.md ("Buy-back prices").
 */

/** A deduction: a percentage (hundredths: 250 = 2.5 %) of the gold value plus rupiah per gram. */
export type Deduction = { persen: number; rpPerGram: number };

export const NO_DEDUCTION: Deduction = { persen: 0, rpPerGram: 0 };

export type BuyBackPriceInput = {
  /** weighed now at the counter */
  beratMg: Milligrams;
  /** the store's weight ladder (none: as weighed) */
  ladder: WeightLadder | null;
  /** buy price per gram: the price code's (para-harga-beli) or the group's buy price in force */
  hargaPerGram: Rupiah;
  /** the condition's deduction (master-kondisi-pembelian) */
  kondisi: Deduction;
  /** the shop's own receipt line, when the item comes back with it */
  nota: { beratNotaMg: Milligrams } | null;
  /** the group's loss-on-receipt deduction (master-parameter-rugi-nota); applies without the receipt or when the weight differs from it */
  rugiNota: Deduction;
  /** PEMBULATAN (fallback 500) */
  unit: number;
  /** PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE: round down instead of up */
  down: boolean;
};

export type BuyBackPrice = {
  /** the weight paid for, after the ladder */
  beratDipakaiMg: Milligrams;
  /** weight x price per gram, before deductions (rupiah, cut to the rupiah) */
  nilaiEmas: Rupiah;
  potonganKondisi: Rupiah;
  potonganRugiNota: Rupiah;
  /** whether the loss-on-receipt applied */
  rugiNotaBerlaku: boolean;
  /** what the shop pays without an approval: the value less the deductions, rounded to the unit */
  hargaHitung: Rupiah;
};

const D = 1000n * 10000n;

function whole(name: string, value: number): bigint {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} tidak sah: ${value}`);
  return BigInt(value);
}

/** Numerators over D of: the gold value, and a deduction of it. */
function deductionNumerator(w: bigint, perGram: bigint, d: Deduction): bigint {
  return w * perGram * whole('Potongan persen', d.persen) + w * whole('Potongan per gram', d.rpPerGram) * 10000n;
}

const toRupiah = (numerator: bigint): Rupiah => Number(numerator / D);

/**
 * The buy-back price of one line:
 *   w = ladder(berat); value = w x hargaPerGram / 1000;
 *   kondisi = value x kondisi% + w x kondisiRp / 1000;
 *   rugi = (no receipt, or berat != berat_nota) ? value x rugi% + w x rugiRp / 1000 : 0;
 *   hargaHitung = round_unit(max(0, value - kondisi - rugi)), up (down with the module).
 * With the receipt, the weight weighed may not exceed the receipt's.
 */
export function priceBuyBackLine(input: BuyBackPriceInput): { price: BuyBackPrice } | { error: string } {
  if (!Number.isSafeInteger(input.beratMg) || input.beratMg <= 0) return { error: PURCHASE_MESSAGES.weightRequired };
  if (input.nota && input.beratMg > input.nota.beratNotaMg) return { error: PURCHASE_MESSAGES.weightOverNota };
  const beratDipakaiMg = applyWeightLadder(input.beratMg, input.ladder);
  const w = BigInt(beratDipakaiMg);
  const perGram = whole('Harga per gram', input.hargaPerGram);
  const value = w * perGram * 10000n;
  const kondisi = deductionNumerator(w, perGram, input.kondisi);
  const rugiNotaBerlaku = input.nota === null || input.beratMg !== input.nota.beratNotaMg;
  const rugi = rugiNotaBerlaku ? deductionNumerator(w, perGram, input.rugiNota) : 0n;
  const net = value - kondisi - rugi;
  const hargaHitung = net > 0n ? roundFractionToUnit(net, D, input.unit, input.down) : 0;
  return {
    price: {
      beratDipakaiMg,
      nilaiEmas: toRupiah(value),
      potonganKondisi: toRupiah(kondisi),
      potonganRugiNota: toRupiah(rugi),
      rugiNotaBerlaku,
      hargaHitung,
    },
  };
}
