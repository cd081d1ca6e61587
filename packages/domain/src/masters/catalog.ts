import { BERLIAN_MASTERS } from '../berlian/masters';
import { COUPON_MASTERS } from '../coupons/masters';
import { MARKETPLACE_MASTERS } from '../marketplace/masters';
import { PAWN_MASTERS } from '../pawn/masters';
import { PRICE_MASTERS } from '../prices/masters';
import { PARAMETER_HARGA_EMAS_PEMBELIAN } from '../prices/purchase-price';
import { SUPPLIER_MASTERS } from '../suppliers/masters';
import { KIRIM_BARANG_MASTERS } from '../receiving/shipping-masters';
import { CATALOGUE_MASTERS } from '../catalogue/registry';
import { MASTERS } from './registry';
import type { MasterDef } from './types';

/** Every list served by the master machinery: the masters and the price parameters. */
export const ALL_MASTERS: readonly MasterDef[] = [...MASTERS, ...PRICE_MASTERS, ...PAWN_MASTERS, ...COUPON_MASTERS, ...BERLIAN_MASTERS, ...SUPPLIER_MASTERS, ...MARKETPLACE_MASTERS, PARAMETER_HARGA_EMAS_PEMBELIAN, ...KIRIM_BARANG_MASTERS];

/**
 * Every definition served by the master machinery: the masters, the price parameters and the
 * customer catalogue (spec 001 §2). The catalogue stays out of ALL_MASTERS, which also means
 * "the lists head office hands to its branches" (kirim-uang import).
 */
export const EVERY_MASTER_DEF: readonly MasterDef[] = [...ALL_MASTERS, ...CATALOGUE_MASTERS];

const BY_KEY = new Map(EVERY_MASTER_DEF.map((m) => [m.key, m]));

export function findMaster(key: string): MasterDef | undefined {
  return BY_KEY.get(key);
}

/** The master behind a screen route ('/master-gudang'). */
export function findMasterByRoute(route: string): MasterDef | undefined {
  return ALL_MASTERS.find((m) => m.route === route);
}

/** The read path a screen loads a master's choices from (its first read). */
export function listPathOf(def: MasterDef): string {
  return def.reads[0]!.path;
}
