import type { Milligrams } from '../units/weight';
import type { SepuhanMutasi } from './constants';
import { SEPUHAN_MESSAGES as M } from './messages';

/** A count and a weight (integer milligrams). */
export type SortingAmount = { qty: number; beratMg: Milligrams };

/** A row of the sorting ledger as the balance reads it. */
export type SortingEntry = { tgl_system: string; jenis: SepuhanMutasi; qty: number; beratMg: Milligrams };

/**
 * The sorting balance of a period: what was in sorting before it (awal), what came in (terima) and went out by
 * way (jual: back on sale, lebur: melted, pusat: to head office, susut: recorded loss), and what is left (akhir).
 * The law: awal + terima = jual + lebur + pusat + susut + akhir, for count and for weight, over any period; from the
 * first day, "bought back = back on sale + melted + at head office + lost + still in sorting".
 */
export type SortingBalance = {
  awal: SortingAmount;
  terima: SortingAmount;
  jual: SortingAmount;
  lebur: SortingAmount;
  pusat: SortingAmount;
  susut: SortingAmount;
  akhir: SortingAmount;
};

const ZERO: SortingAmount = { qty: 0, beratMg: 0 };
const plus = (a: SortingAmount, qty: number, beratMg: number): SortingAmount => ({ qty: a.qty + qty, beratMg: a.beratMg + beratMg });

/** The balance of the rows from `from` through `to` (business dates, inclusive); rows after `to` are not counted. */
export function sortingBalance(entries: readonly SortingEntry[], from: string, to: string): SortingBalance {
  const b: SortingBalance = { awal: ZERO, terima: ZERO, jual: ZERO, lebur: ZERO, pusat: ZERO, susut: ZERO, akhir: ZERO };
  for (const e of entries) {
    if (e.tgl_system > to) continue;
    const sign = e.jenis === 'TERIMA' ? 1 : -1;
    if (e.tgl_system < from) {
      b.awal = plus(b.awal, sign * e.qty, sign * e.beratMg);
      continue;
    }
    const key = e.jenis === 'TERIMA' ? 'terima' : (e.jenis.toLowerCase() as 'jual' | 'lebur' | 'pusat' | 'susut');
    b[key] = plus(b[key], e.qty, e.beratMg);
  }
  const out = [b.jual, b.lebur, b.pusat, b.susut].reduce((t, a) => plus(t, a.qty, a.beratMg), ZERO);
  b.akhir = { qty: b.awal.qty + b.terima.qty - out.qty, beratMg: b.awal.beratMg + b.terima.beratMg - out.beratMg };
  return b;
}

/**
 * The weight a refurbished piece lost: received minus returned. Refused when nothing comes back or more comes back
 * than was received (a plating adds no gold the shop paid for).
 */
export function refurbishLoss(beratTerimaMg: Milligrams, beratKembaliMg: Milligrams): { ok: true; lossMg: Milligrams } | { ok: false; message: string } {
  if (!Number.isSafeInteger(beratKembaliMg) || beratKembaliMg <= 0) return { ok: false, message: M.beratRequired };
  if (beratKembaliMg > beratTerimaMg) return { ok: false, message: M.beratKembaliOver };
  return { ok: true, lossMg: beratTerimaMg - beratKembaliMg };
}

/**
 * A loss's value at cost: the piece's buy-back price for the share of its received weight lost, whole rupiah
 * (half up). Never more than the price, 0 when nothing was lost.
 */
export function lossValueAtCost(hargaBeli: number, beratTerimaMg: Milligrams, lossMg: Milligrams): number {
  if (beratTerimaMg <= 0 || lossMg <= 0 || hargaBeli <= 0) return 0;
  const lost = Math.min(lossMg, beratTerimaMg);
  return Number((BigInt(hargaBeli) * BigInt(lost) * 2n + BigInt(beratTerimaMg)) / (2n * BigInt(beratTerimaMg)));
}
