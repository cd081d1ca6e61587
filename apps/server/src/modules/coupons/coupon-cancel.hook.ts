import { registerAfterCounterCancel, type CounterCancelEvent } from '../counter/after-write';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as repo from './coupons.repository';

/**
 * A sale cancelled as a whole gives its coupon use back: the use is marked BATAL (never deleted), so the quota
 * place and the member's "once" come back. A partial cancellation keeps the use (the receipt still stands and
 * its discount was given); the use comes back when its last lines are cancelled (docs/decisions.md).
 */
export async function giveCouponBack(trx: Kysely<Database>, event: CounterCancelEvent): Promise<void> {
  if (event.jenis !== 'PENJUALAN' || !event.whole) return;
  await repo.cancelUseOfSale(trx, event.kodeToko, event.no, event.userId);
}

let registered = false;

/** Registers the hook once per process (the routes call it at start; tests build many apps in one process). */
export function registerCouponCancelHook(): void {
  if (registered) return;
  registered = true;
  registerAfterCounterCancel(giveCouponBack);
}
