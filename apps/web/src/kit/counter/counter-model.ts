import type { MemberWithPoin } from '@emas/domain';
import {
  cardAmount,
  percentToHundredths,
  SALES_MESSAGES,
  type PaymentMethod,
  type SalePaymentRequest,
  paysIntoAccount,
} from '@emas/domain';

/** A payment row being typed. */
export type PaymentDraft = {
  jenis: PaymentMethod;
  jumlah_rp: number | null;
  kode_bank: string;
  no_rekening: string;
  /** percent with at most 2 decimals, as typed */
  fee_persen: string;
  kode_marketplace: string;
};

export function emptyPayment(jenis: PaymentMethod = 'CASH', jumlah: number | null = null): PaymentDraft {
  return { jenis, jumlah_rp: jumlah, kode_bank: '', no_rekening: '', fee_persen: '', kode_marketplace: '' };
}

/** The rows with an amount, as createSaleRequest wants them (fields of other methods left out). */
export function paymentBodies(rows: readonly PaymentDraft[]): SalePaymentRequest[] {
  return rows
    .filter((r) => (r.jumlah_rp ?? 0) > 0)
    .map((r) => {
      const body: SalePaymentRequest = { jenis: r.jenis, jumlah_rp: r.jumlah_rp ?? 0 };
      if (paysIntoAccount(r.jenis)) {
        body.kode_bank = r.kode_bank;
        body.no_rekening = r.no_rekening;
      }
      if (r.jenis === 'CARD') body.fee_persen = (percentToHundredths(r.fee_persen) ?? 0) / 100;
      if (r.jenis === 'MARKETPLACE') body.kode_marketplace = r.kode_marketplace;
      return body;
    });
}

/** The amount swiped on the card for a row (jumlah_rp x (1 + fee/100)), or null when not computable. */
export function expectedCardAmount(row: PaymentDraft): number | null {
  if (row.jenis !== 'CARD' || !row.jumlah_rp) return null;
  if (percentToHundredths(row.fee_persen) === null) return null;
  return cardAmount(row.jumlah_rp, row.fee_persen || 0);
}

/** The sum of the rows' amounts. */
export function paymentTotal(rows: readonly PaymentDraft[]): number {
  return rows.reduce((sum, r) => sum + (r.jumlah_rp ?? 0), 0);
}

/** What is missing in the payment rows (any amount at all, an account, a marketplace, a valid fee), or null. */
export function paymentProblem(rows: readonly PaymentDraft[]): string | null {
  const used = rows.filter((p) => (p.jumlah_rp ?? 0) > 0);
  if (used.length === 0) return SALES_MESSAGES.noPayment;
  for (const r of used) {
    if (paysIntoAccount(r.jenis) && !r.no_rekening) return SALES_MESSAGES.rekeningRequired;
    if (r.jenis === 'MARKETPLACE' && !r.kode_marketplace) return SALES_MESSAGES.marketplaceRequired;
    if (r.jenis === 'CARD' && percentToHundredths(r.fee_persen) === null) return SALES_MESSAGES.feeInvalid;
  }
  return null;
}

/** tgl_lahir: the customer's optional birth date ('YYYY-MM-DD'), asked on the sale receipt only. */
export type CounterCustomer = {
  kode_sales: string;
  nama_customer: string;
  alamat_customer: string;
  no_hp: string;
  keterangan: string;
  tgl_lahir: string | null;
  /** the member the document is written for (MEMBER_MODULE), sent as kode_member; absent for a walk-in customer */
  kode_member?: string;
  /** the member chosen by the lookup, with their points balance (shown, never sent) */
  member?: MemberWithPoin | null;
};

export const EMPTY_CUSTOMER: CounterCustomer = { kode_sales: '', nama_customer: '', alamat_customer: '', no_hp: '', keterangan: '', tgl_lahir: null };

/** A fresh idempotency key for a receipt (kept across retries of the same receipt). */
export { newIdempotencyKey } from '../submission-key';
