import { DEFAULT_ORDER_PRICE_BASIS, ORDER_MESSAGES as M, ORDER_PRICE_BASES, ORDER_SETTING_KEYS, priceRefusal, type OrderPriceBasis } from '@emas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { StoreContext } from '../counter/counter-context';
import * as repo from './orders.repository';

type Db = Kysely<Database>;

// ---------------------------------------------------------------- the store's order rules

/** A percentage setting of the store (0-100, 2 decimals), else the default. */
export const percentSetting = (ctx: StoreContext, key: string, fallback: number) => {
  const v = (ctx.params.get(key) ?? '').trim();
  return /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100 ? v : String(fallback);
};

export function priceBasisOf(ctx: StoreContext): OrderPriceBasis {
  const v = (ctx.params.get(ORDER_SETTING_KEYS.dasarHarga) ?? '').trim().toUpperCase();
  return (ORDER_PRICE_BASES as readonly string[]).includes(v) ? (v as OrderPriceBasis) : DEFAULT_ORDER_PRICE_BASIS;
}

/** The gold price per gram of each group on the store's date; a group without one (or a stale one) is a 400 for its line. */
export async function groupPrices(db: Db, ctx: StoreContext, lines: readonly { kode_group: string }[]) {
  const groups = await repo.findGroupsWithPrice(db, ctx.kodeToko, [...new Set(lines.map((l) => l.kode_group))], ctx.tglSystem);
  const byCode = new Map(groups.map((g) => [g.kode_group, g]));
  return lines.map((l, i) => {
    const g = byCode.get(l.kode_group);
    if (!g) throw badRequest(M.groupUnknown, { [`detail.${i}.kode_group`]: M.groupUnknown });
    const refusal = priceRefusal(l.kode_group, g.tgl_berlaku, ctx.tglSystem, ctx.modules);
    if (refusal) throw badRequest(refusal, { [`detail.${i}.kode_group`]: refusal });
    return { kadar: g.kadar, hargaPerGram: Number(g.harga_jual) };
  });
}
