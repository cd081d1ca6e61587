/** A diamond piece bought back on its own receipt (issue 34): the certificate checked, the stones by the store's rule. */
import { BERLIAN_COUNTER_MESSAGES, BERLIAN_SETTING_KEYS, parseStoneBuyBackRule, priceDiamondBuyBack, type StoneBuyBackRule } from '@emas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { diamondsOf } from './berlian-counter.repository';
import { netGoldOf, stonesOnBuyGrid } from './berlian-pricing';

type Db = Kysely<Database>;

/** What the sale line of a diamond piece kept. */
export type SoldDiamond = { kodeBarcode: string; beratNotaMg: number; hargaNota: number; hargaBatu: number; noSertifikat: string | null };

export type DiamondBuyBackLine = {
  /** net gold weighed now and on the receipt (gross less the stones) */
  netMg: number;
  netNotaMg: number;
  /** the line's parts once the gold part is priced like any buy-back */
  price: (emas: number) => { emas: number; batu: number; aturan: string; no_sertifikat: string | null; dibatasi: boolean };
};

const ruleText = (r: StoneBuyBackRule) => (r.kind === 'PERSEN' ? `PERSEN ${r.persen / 100}` : r.kind);

/**
 * A diamond line of a buy-back: the certificate number brought must be the one the sale kept (when the piece had
 * one), the gold part is priced on net weights, the stones by the store's stated rule (BERLIAN_BELI_BATU), the
 * total never above what the customer paid. Refusals name the field.
 */
export async function diamondBuyBackOf(
  db: Db,
  ctx: { kodeToko: string; tglSystem: string; params: ReadonlyMap<string, string> },
  sold: SoldDiamond,
  input: { beratMg: number; noSertifikat: string | null },
): Promise<DiamondBuyBackLine | { field: string; error: string }> {
  if (sold.noSertifikat) {
    if (!input.noSertifikat) return { field: 'no_sertifikat', error: BERLIAN_COUNTER_MESSAGES.certificateRequired };
    if (input.noSertifikat.trim().toUpperCase() !== sold.noSertifikat.toUpperCase()) return { field: 'no_sertifikat', error: BERLIAN_COUNTER_MESSAGES.certificateMismatch };
  }
  // a rule written wrong in the settings pays nothing for the stones rather than stopping the counter
  const rule = parseStoneBuyBackRule(ctx.params.get(BERLIAN_SETTING_KEYS.beliBatu)) ?? { kind: 'NOL' as const, persen: 0, batasHargaJual: true };
  const json = (await diamondsOf(db, ctx.kodeToko, [sold.kodeBarcode], ctx.tglSystem)).get(sold.kodeBarcode) ?? null;
  const netMg = json ? netGoldOf(json, input.beratMg) : input.beratMg;
  const netNotaMg = json ? netGoldOf(json, sold.beratNotaMg) : sold.beratNotaMg;
  const batuGrid = rule.kind === 'GRID' && json ? (stonesOnBuyGrid(json) ?? 0) : 0;
  return {
    netMg,
    netNotaMg,
    price: (emas) => {
      const p = priceDiamondBuyBack({ emas, batuSaatJual: sold.hargaBatu, batuGrid, hargaJual: sold.hargaNota, rule });
      // the cap comes off the stones' part: the line's parts still add up to its price
      const emasPart = Math.min(p.emas, p.total);
      return { emas: emasPart, batu: p.total - emasPart, aturan: ruleText(rule), no_sertifikat: sold.noSertifikat, dibatasi: p.dibatasi };
    },
  };
}
