import { priceSaleLine, percentOf } from '../sales/pricing';
import type { Rupiah } from '../units/money';

/**
 * The price of an ordered piece: weight (integer milligrams) x the gold price per gram + the labour
 * (ongkos), rounded to the store's unit (up, or down with the rounding-down module), as a GRAM item
 * is priced at the counter. With an estimated weight it is the estimate shown when ordering; with the
 * real weight it is the price the customer pays.
 */
export function priceOrderPiece(input: { beratMg: number; hargaPerGram: number; ongkos: number; unit: number; down: boolean }): Rupiah {
  return priceSaleLine({ jenis_harga: 'GRAM', beratMg: input.beratMg, hargaPerGram: input.hargaPerGram, ongkos: input.ongkos, harga_jual: 0, jumlah: 1, unit: input.unit, down: input.down });
}

/**
 * The store's refund rule when an order is cancelled: the shop keeps `potonganPersen` of the deposit
 * (rounded down to the rupiah: the customer is never short-changed by rounding) and gives back the rest.
 * potongan + refund = dp, both >= 0.
 */
export function orderCancelRefund(dp: number, potonganPersen: number | string): { potongan: Rupiah; refund: Rupiah } {
  const potongan = percentOf(dp, potonganPersen);
  return { potongan, refund: dp - potongan };
}

/**
 * What is left to pay on pick-up: the price of the finished pieces less the deposit (never below 0:
 * a deposit larger than the final price is not given back as change of a sale; the screen shows 0).
 */
export function orderRemaining(totalHarga: number, dp: number): Rupiah {
  return Math.max(0, totalHarga - dp);
}

/** Pre-order paging (spec 000 §9): page from 1, skip = (page - 1) x limit. */
export function preOrderSkip(page: number, limit: number): number {
  return Math.max(0, (Math.max(1, Math.trunc(page)) - 1) * Math.max(0, Math.trunc(limit)));
}
