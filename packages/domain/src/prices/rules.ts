import type { ModuleFlags } from '../access/modules';
import { formatBusinessDate } from '../format/date';
import type { Rupiah } from '../units/money';

/**
 * Gold price rules. Money is whole rupiah; purity (kadar) and percentages have 2 decimals and are
 * computed as integer hundredths, so no float ever reaches a price.
 */

/** Rounding unit of prices when PEMBULATAN is missing or not a positive whole number (spec 001 §9). */
export const DEFAULT_PEMBULATAN = 500;

/** Module key of the setting "refuse a gold price older than the store's active date" (on by default). */
export const STALE_PRICE_MODULE = 'TOLAK_HARGA_EMAS_LAMA_MODULE';

export const PRICE_SOURCES = ['MANUAL', 'GLOBAL'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** The store's PEMBULATAN parameter as a rounding unit. */
export function roundingUnitOf(value: string | number | null | undefined): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return Number.isSafeInteger(n) && n > 0 ? n : DEFAULT_PEMBULATAN;
}

/** A value with 2 decimals (99.9, '75.00') as integer hundredths (9990, 7500). */
export function toHundredths(value: number | string): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) throw new RangeError(`Bukan angka yang sah: ${value}`);
  return Math.round(n * 100);
}

/** numerator / denominator rounded to a multiple of `unit`: up, or down when `down` is set. Exact. */
function roundQuotientToUnit(numerator: bigint, denominator: bigint, unit: number, down: boolean): Rupiah {
  const step = denominator * BigInt(unit);
  let q = numerator / step;
  if (!down && q * step < numerator) q += 1n;
  return Number(q * BigInt(unit));
}

export type GlobalPriceInput = {
  /** 24-carat price per gram (PARAMETER_HARGA_EMAS_GLOBAL_VALUE) */
  global: Rupiah;
  /** the group's purity, 2 decimals (99.9, 75) */
  kadar: number | string;
  /** the group's buying price as a percentage of its selling price, 2 decimals */
  persenBeli: number | string;
  /** rounding unit (PEMBULATAN) */
  unit: number;
  /** PEMBULATAN_PENJUALAN_KEBAWAH_MODULE */
  sellDown: boolean;
  /** PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE */
  buyDown: boolean;
};

/**
 * The price of a group that follows the global price:
 *   harga_jual = global x kadar / 100, rounded to the unit (up; down with the sales rounding-down module)
 *   harga_beli = harga_jual x persen_harga_beli / 100, rounded to the unit (up; down with the purchase module)
 */
export function priceFromGlobal(input: GlobalPriceInput): { harga_jual: Rupiah; harga_beli: Rupiah } {
  if (!Number.isSafeInteger(input.global) || input.global < 0) throw new RangeError(`Harga global tidak sah: ${input.global}`);
  const unit = roundingUnitOf(input.unit);
  const kadar = BigInt(toHundredths(input.kadar));
  const persen = BigInt(toHundredths(input.persenBeli));
  const hargaJual = roundQuotientToUnit(BigInt(input.global) * kadar, 10_000n, unit, input.sellDown);
  const hargaBeli = roundQuotientToUnit(BigInt(hargaJual) * persen, 10_000n, unit, input.buyDown);
  return { harga_jual: hargaJual, harga_beli: hargaBeli };
}

/** A row of a group's price history: the date it holds from, and its order of entry. */
export type PriceHistoryEntry = { tgl_berlaku: string; id: number };

/**
 * The price in force on a business date: of the rows holding from that date or earlier, the one
 * with the latest date; on the same date, the one entered last. Null when none holds yet.
 */
export function priceInForce<T extends PriceHistoryEntry>(history: readonly T[], tanggal: string): T | null {
  let best: T | null = null;
  for (const row of history) {
    if (row.tgl_berlaku > tanggal) continue;
    if (!best || row.tgl_berlaku > best.tgl_berlaku || (row.tgl_berlaku === best.tgl_berlaku && row.id > best.id)) best = row;
  }
  return best;
}

/** Whether the stale-price setting is on for a store: on unless the module is switched off. */
export function refusesStalePrice(modules: ModuleFlags | null | undefined): boolean {
  return modules?.[STALE_PRICE_MODULE] ?? true;
}

export function stalePriceMessage(tglBerlaku: string, tanggalAktif: string): string {
  return `Harga emas belum diperbarui: harga terakhir berlaku ${formatBusinessDate(tglBerlaku)}, tanggal aktif toko ${formatBusinessDate(
    tanggalAktif,
  )}. Silahkan update harga emas terlebih dahulu`;
}

export function noPriceMessage(kodeGroup: string): string {
  return `Harga emas group ${kodeGroup} belum diatur`;
}

/**
 * May a price holding from `tglBerlaku` price a document of the store's active date? With the
 * setting on, only a price set on the active date itself may (counters never sell on yesterday's
 * price by accident); with it off, any price in force may.
 */
export function checkPriceDate(
  tglBerlaku: string,
  tanggalAktif: string,
  refuseStale: boolean,
): { ok: true } | { ok: false; message: string } {
  if (tglBerlaku > tanggalAktif) return { ok: false, message: noPriceMessageForDate(tanggalAktif) };
  if (refuseStale && tglBerlaku < tanggalAktif) return { ok: false, message: stalePriceMessage(tglBerlaku, tanggalAktif) };
  return { ok: true };
}

/**
 * Why a group's price in force (its date, or null when the group has none) may not price a document
 * of the store's active date, or null when it may.
 */
export function priceRefusal(kodeGroup: string, tglBerlaku: string | null, tanggalAktif: string, modules: ModuleFlags | null | undefined): string | null {
  if (tglBerlaku === null) return noPriceMessage(kodeGroup);
  const check = checkPriceDate(tglBerlaku, tanggalAktif, refusesStalePrice(modules));
  return check.ok ? null : check.message;
}

function noPriceMessageForDate(tanggal: string): string {
  return `Harga emas belum berlaku pada tanggal ${formatBusinessDate(tanggal)}`;
}
