import { z } from 'zod';
import type { Rupiah } from '../units/money';
import type { StoneBuyBackRule } from './buyback';

/**
 * Diamond pieces at the counter (issue 34): the store's stated rule for the stones of a piece bought back, and
 * when a sale puts a diamond piece below its cost (the 'diamond below cost' approval, spec 001 §6).
 */

/** The para-system key of the buy-back rule for stones: 'PERSEN 80', 'GRID' or 'NOL' (the default). */
export const BERLIAN_SETTING_KEYS = { beliBatu: 'BERLIAN_BELI_BATU' } as const;

/**
 * Reads the stated rule: 'NOL' (or empty): stones not paid; 'GRID': valued again on the grid in force without its
 * margin; 'PERSEN n' (n up to 100, 2 decimals): n % of the stones' price at sale. The total is always capped at the
 * sale price. Null when the text is none of these.
 */
export function parseStoneBuyBackRule(text: string | null | undefined): StoneBuyBackRule | null {
  const t = (text ?? '').trim().toUpperCase().replace(',', '.');
  if (t === '' || t === 'NOL') return { kind: 'NOL', persen: 0, batasHargaJual: true };
  if (t === 'GRID') return { kind: 'GRID', persen: 0, batasHargaJual: true };
  const m = /^PERSEN\s+(\d{1,3})(?:\.(\d{1,2}))?\s*%?$/.exec(t);
  if (!m) return null;
  const persen = Number(m[1]) * 100 + Number(((m[2] ?? '') + '00').slice(0, 2));
  return persen <= 10000 ? { kind: 'PERSEN', persen, batasHargaJual: true } : null;
}

/** A sale's line as the below-cost rule sees it: its price, and the piece's cost when it is a diamond piece. */
export type CostLine = { harga: Rupiah; modal: Rupiah | null };

/**
 * A sale puts a diamond piece below its cost when a diamond line is priced under its cost, or when the sale's
 * discounts (the cashier's, the category's, the coupon's) are larger than what the diamond lines make over their
 * cost (the discount is taken from the diamond lines last: gold lines absorb none of it, the strict reading).
 * Lines without a cost (modal null or 0) never ask.
 */
export function diamondBelowCost(lines: readonly CostLine[], diskon: Rupiah): boolean {
  const diamonds = lines.filter((l) => l.modal !== null && l.modal > 0);
  if (!diamonds.length) return false;
  if (diamonds.some((l) => l.harga < l.modal!)) return true;
  const margin = diamonds.reduce((t, l) => t + (l.harga - l.modal!), 0);
  return diskon > margin;
}

/** A stone line as a receipt prints it. */
export const receiptStone = z.object({
  jenis_batu: z.string(),
  jumlah: z.number(),
  karat: z.number(),
  kode_shape: z.string(),
  kode_color: z.string(),
  kode_clarity: z.string(),
});
export type ReceiptStone = z.infer<typeof receiptStone>;

/** A diamond line's price and stones, on the counter line and on the receipt. */
export const diamondLineInfo = z.object({
  /** how the price was made: the tag price, or gold + stones + making charge */
  mode: z.enum(['BANDROL', 'GRID']),
  /** net gold weight, grams with 3 decimals */
  berat_emas: z.string(),
  emas: z.number(),
  batu: z.number(),
  ongkos: z.number(),
  pembulatan: z.number(),
  stones: z.array(receiptStone),
  lab_sertifikat: z.string().nullable(),
  no_sertifikat: z.string().nullable(),
});
export type DiamondLineInfo = z.infer<typeof diamondLineInfo>;
