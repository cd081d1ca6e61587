import type { Rupiah } from '../units/money';

/**
 * Buying diamond jewellery back (issue 34): the gold part by weight as any buy-back (purchases/pricing.ts
 * `priceBuyBackLine`, its `hargaHitung`), plus the stones by the store's stated rule:
 * - PERSEN: a percentage of the stones' price at sale (the sale line keeps it), rounded down to the rupiah;
 * - GRID: the stones valued again on a buy grid (the caller prices them with `priceStones`);
 * - NOL: the stones are not paid for.
 * With `batasHargaJual` the total never exceeds what the customer paid for the piece.
 */
export const STONE_BUYBACK_RULES = ['PERSEN', 'GRID', 'NOL'] as const;
export type StoneBuyBackRuleKind = (typeof STONE_BUYBACK_RULES)[number];

export type StoneBuyBackRule = {
  kind: StoneBuyBackRuleKind;
  /** PERSEN: hundredths of a percent (8000 = 80 %), at most 10000 */
  persen: number;
  /** the total is capped at the piece's sale price */
  batasHargaJual: boolean;
};

export type DiamondBuyBackInput = {
  /** the gold part as any buy-back prices it */
  emas: Rupiah;
  /** the stones' price on the sale (PERSEN) */
  batuSaatJual: Rupiah;
  /** the stones on the buy grid (GRID) */
  batuGrid: Rupiah;
  /** what the piece was sold for (the cap) */
  hargaJual: Rupiah;
  rule: StoneBuyBackRule;
};

export type DiamondBuyBack = { emas: Rupiah; batu: Rupiah; total: Rupiah; dibatasi: boolean };

function whole(name: string, value: number): bigint {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} tidak sah: ${value}`);
  return BigInt(value);
}

/** The stones' part under the rule. */
export function stonesBuyBack(input: Pick<DiamondBuyBackInput, 'batuSaatJual' | 'batuGrid' | 'rule'>): Rupiah {
  switch (input.rule.kind) {
    case 'PERSEN':
      if (input.rule.persen > 10000) throw new RangeError(`Persen batu tidak sah: ${input.rule.persen}`);
      return Number((whole('Harga batu', input.batuSaatJual) * whole('Persen', input.rule.persen)) / 10000n);
    case 'GRID':
      return Number(whole('Harga batu', input.batuGrid));
    case 'NOL':
      return 0;
  }
}

/** total = emas + batu by the rule; with the cap, min(total, harga jual). */
export function priceDiamondBuyBack(input: DiamondBuyBackInput): DiamondBuyBack {
  const emas = Number(whole('Harga emas', input.emas));
  const batu = stonesBuyBack(input);
  const sum = emas + batu;
  const cap = Number(whole('Harga jual', input.hargaJual));
  if (input.rule.batasHargaJual && sum > cap) return { emas, batu, total: cap, dibatasi: true };
  return { emas, batu, total: sum, dibatasi: false };
}
