import { isModuleOn, PARAMETER_HARGA_EMAS_PEMBELIAN_MODULE, purchasePriceInForce, purchasePriceRefusal, type ModuleFlags } from '@emas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as repo from './purchase-prices.repository';

type Db = Kysely<Database>;

/** Whether the buy-back counter prices by purity from the purchase price parameter (the module is on). */
export function usesPurchasePrices(modules: ModuleFlags): boolean {
  return isModuleOn(modules, PARAMETER_HARGA_EMAS_PEMBELIAN_MODULE);
}

/**
 * The purchase prices per gram in force on a document's date for some purities (hundredths), read in the caller's
 * transaction: purity -> price, or -> the refusal (no price, or with the stale-price guard a price older than the
 * document's date: docs/decisions.md "Purchase gold price parameter").
 */
export async function purchasePricesFor(
  db: Db,
  ctx: { kodeToko: string; tanggal: string; modules: ModuleFlags },
  kadars: readonly number[],
): Promise<Map<number, { harga: number } | { refusal: string }>> {
  const wanted = [...new Set(kadars)];
  const rows = (await repo.purchasePricesUpTo(db, ctx.kodeToko, wanted, ctx.tanggal)).map((r) => ({ ...r, harga_per_gram: Number(r.harga_per_gram) }));
  const out = new Map<number, { harga: number } | { refusal: string }>();
  for (const kadar of wanted) {
    const row = purchasePriceInForce(rows, kadar, ctx.tanggal);
    const refusal = purchasePriceRefusal(row, kadar, ctx.tanggal, ctx.modules);
    out.set(kadar, refusal ? { refusal } : { harga: row!.harga_per_gram });
  }
  return out;
}
