import type { Milligrams } from '../units/weight';

/** A manual stock balance: pieces and weight (integer milligrams) of one group, jenis, warehouse and tray. */
export type ManualBalance = { qty: number; beratMg: Milligrams };

/**
 * The balance after a movement (`delta` signed: a sale takes, a purchase adds). The manual stock never goes below
 * zero in either pieces or weight, and a balance left with no piece keeps no weight (the last pieces take the rest:
 * a sale of every piece must weigh what is left). Answers the new balance, or `short` when the movement would take
 * more than there is (or leave weight without pieces).
 */
export function manualBalanceAfter(balance: ManualBalance, delta: ManualBalance): ManualBalance | 'short' {
  const qty = balance.qty + delta.qty;
  const beratMg = balance.beratMg + delta.beratMg;
  if (qty < 0 || beratMg < 0) return 'short';
  if (qty === 0 && beratMg !== 0) return 'short';
  return { qty, beratMg };
}
