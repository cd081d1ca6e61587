import type { JenisHarga } from '../stock/constants';
import type { Rupiah } from '../units/money';
import { KEMBALIAN_BEBAS, PAYMENT_METHODS, type PaymentMethod, type ReceiptPaymentKind } from './constants';
import { SALES_MESSAGES } from './messages';

/**
 * Prices of the sales counter. Money is whole rupiah, weight integer milligrams, percentages
 * hundredths; every division is exact BigInt arithmetic, so no float ever reaches a price.
 * The formula and worked examples are in docs/decisions.md ("Sales counter: prices").
 */

export type SaleLinePriceInput = {
  jenis_harga: JenisHarga;
  /** the item's weight in milligrams (per piece) */
  beratMg: number;
  /** the group's sell price per gram in force on the store's active date */
  hargaPerGram: number;
  /** labour added to a GRAM item's gold value */
  ongkos: number;
  /** the item's fixed price (BANDROL: the tag; AKSESORIS: per piece) */
  harga_jual: number;
  /** pieces sold (1 for a barcode item) */
  jumlah: number;
  /** rounding unit (PEMBULATAN, default 500) */
  unit: number;
  /** PEMBULATAN_PENJUALAN_KEBAWAH_MODULE: round down instead of up */
  down: boolean;
};

function assertWhole(name: string, value: number): bigint {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} tidak sah: ${value}`);
  return BigInt(value);
}

/** numerator / denominator rounded to a multiple of unit: up, or down. Exact. */
export function roundFractionToUnit(numerator: bigint, denominator: bigint, unit: number, down: boolean): Rupiah {
  const u = Number.isSafeInteger(unit) && unit > 0 ? BigInt(unit) : 1n;
  const step = denominator * u;
  let q = numerator / step;
  if (!down && q * step < numerator) q += 1n;
  return Number(q * u);
}

/**
 * The price of one sale line.
 * - GRAM: beratMg x hargaPerGram / 1000 + ongkos, rounded to the unit (up; down with the module);
 * - BANDROL: the tag price harga_jual (no rounding);
 * - AKSESORIS: harga_jual x jumlah (no rounding).
 */
export function priceSaleLine(input: SaleLinePriceInput): Rupiah {
  switch (input.jenis_harga) {
    case 'BANDROL':
      return Number(assertWhole('Harga jual', input.harga_jual));
    case 'AKSESORIS':
      return Number(assertWhole('Harga jual', input.harga_jual) * assertWhole('Jumlah', input.jumlah));
    case 'GRAM': {
      const exactTimes1000 =
        assertWhole('Berat', input.beratMg) * assertWhole('Harga per gram', input.hargaPerGram) + assertWhole('Ongkos', input.ongkos) * 1000n;
      return roundFractionToUnit(exactTimes1000, 1000n, input.unit, input.down);
    }
  }
}

/** A price over its weight, rupiah per gram rounded half up (0 for a weightless line). Exact. */
export function pricePerGram(harga: Rupiah, beratMg: number): Rupiah {
  if (beratMg <= 0) return 0;
  const mg = assertWhole('Berat', beratMg);
  return Number((assertWhole('Harga', harga) * 2000n + mg) / (2n * mg));
}

export type SaleFloorInput = {
  jenis_harga: JenisHarga;
  beratMg: number;
  /** the group's buy price per gram in force on the store's active date */
  hargaBeliPerGram: number;
  harga_jual: number;
  jumlah: number;
};

/**
 * The lowest price a cashier may charge without the DIBAWAH_MODAL approval (the below-cost rule):
 * GRAM items: what the shop would pay to buy the gold back today, beratMg x hargaBeliPerGram / 1000
 * rounded up to the rupiah; BANDROL and AKSESORIS items: their fixed price harga_jual x jumlah.
 */
export function saleFloor(input: SaleFloorInput): Rupiah {
  if (input.jenis_harga === 'GRAM') {
    return roundFractionToUnit(assertWhole('Berat', input.beratMg) * assertWhole('Harga beli per gram', input.hargaBeliPerGram), 1000n, 1, false);
  }
  const jumlah = input.jenis_harga === 'BANDROL' ? 1n : assertWhole('Jumlah', input.jumlah);
  return Number(assertWhole('Harga jual', input.harga_jual) * jumlah);
}

/** A percentage with at most 2 decimals (2.5, '1.75') as integer hundredths; null when it is not one. */
export function percentToHundredths(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return 0;
  const text = String(value).trim().replace(',', '.');
  const m = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(text);
  if (!m) return null;
  const h = Number(m[1]) * 100 + Number(((m[2] ?? '') + '00').slice(0, 2));
  return h <= 10_000 ? h : null;
}

/**
 * The amount swiped on the card: jumlah_rp x (1 + fee/100), rounded up to the rupiah. The fee has
 * 2 decimals and is computed in hundredths: ceil(jumlah_rp x (10000 + fee x 100) / 10000).
 */
export function cardAmount(jumlahRp: number, feePersen: number | string): Rupiah {
  const fee = percentToHundredths(feePersen);
  if (fee === null) throw new RangeError(`Fee tidak sah: ${feePersen}`);
  return roundFractionToUnit(assertWhole('Jumlah', jumlahRp) * BigInt(10_000 + fee), 10_000n, 1, false);
}

/** amount x persen / 100 rounded down to the rupiah (the part of a down payment the shop keeps). */
export function percentOf(amount: number, persen: number | string): Rupiah {
  const h = percentToHundredths(persen);
  if (h === null) throw new RangeError(`Persen tidak sah: ${persen}`);
  return roundFractionToUnit(assertWhole('Jumlah', amount) * BigInt(h), 10_000n, 1, true);
}

/** amount x persen / 100 rounded up to the rupiah (the least down payment of a layaway). */
export function percentOfUp(amount: number, persen: number | string): Rupiah {
  const h = percentToHundredths(persen);
  if (h === null) throw new RangeError(`Persen tidak sah: ${persen}`);
  return roundFractionToUnit(assertWhole('Jumlah', amount) * BigInt(h), 10_000n, 1, false);
}

export type SalePaymentInput = { jenis: PaymentMethod | ReceiptPaymentKind; jumlah_rp: number };

export type SaleSummaryInput = {
  lines: readonly { harga: number }[];
  diskon: number;
  payments: readonly SalePaymentInput[];
};

export type SaleSummary = {
  total_harga: Rupiah;
  diskon: Rupiah;
  grand_total: Rupiah;
  total_bayar: Rupiah;
  kembalian: Rupiah;
};

export type SaleSummaryError = { field: 'diskon' | 'pembayaran'; message: string };

/** Totals of a sale, always computed (screens show them while typing), plus the first rule broken. */
export type SaleSummaryResult = SaleSummary & { ok: boolean; error: SaleSummaryError | null };

/** Money that may give change: cash (and a layaway's down payment is never refunded as change). */
function isCash(jenis: string): boolean {
  return jenis === 'CASH';
}

/**
 * Totals of a sale and its payment rules:
 * - the discount cannot exceed the total ('Diskon tidak boleh melebihi total');
 * - at least one payment ('Minimal satu metode pembayaran');
 * - the payments must cover grand_total ('Pembayaran kurang dari total');
 * - change (kembalian) comes only from cash: the non-cash payments may not exceed grand_total.
 * kembalian = total_bayar - grand_total (0 while short).
 */
export function summarizeSale(input: SaleSummaryInput): SaleSummaryResult {
  const total = input.lines.reduce((t, l) => t + BigInt(l.harga), 0n);
  const diskon = BigInt(input.diskon);
  const bayar = input.payments.reduce((t, p) => t + BigInt(p.jumlah_rp), 0n);
  const nonCash = input.payments.filter((p) => !isCash(p.jenis)).reduce((t, p) => t + BigInt(p.jumlah_rp), 0n);
  const grand = total - diskon;
  const summary: SaleSummary = {
    total_harga: Number(total),
    diskon: Number(diskon),
    grand_total: Number(grand > 0n ? grand : 0n),
    total_bayar: Number(bayar),
    kembalian: Number(grand >= 0n && bayar > grand ? bayar - grand : 0n),
  };
  const fail = (field: SaleSummaryError['field'], message: string): SaleSummaryResult => ({ ...summary, ok: false, error: { field, message } });
  if (diskon < 0n || diskon > total) return fail('diskon', SALES_MESSAGES.discountOverTotal);
  if (input.payments.length === 0) return fail('pembayaran', SALES_MESSAGES.noPayment);
  if (bayar < grand) return fail('pembayaran', SALES_MESSAGES.paymentShort);
  if (nonCash > grand) return fail('pembayaran', SALES_MESSAGES.nonCashOver);
  if (BigInt(summary.kembalian) > grand && summary.kembalian > KEMBALIAN_BEBAS) return fail('pembayaran', SALES_MESSAGES.changeTooLarge);
  return { ...summary, ok: true, error: null };
}

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}
