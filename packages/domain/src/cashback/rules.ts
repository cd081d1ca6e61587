/**
 * Cashback poin (issue 32, Setting System "Cashback Poin (Rp per point)"): a member cashes points out at the
 * counter; the drawer pays poin x CASHBACK_POIN rupiah. 0 (the default) turns cashback off.
 * Example: CASHBACK_POIN 100, balance 250, cash out 200 -> Rp 20.000 out of the drawer, balance 50.
 */
export const CASHBACK_POIN_KEY = 'CASHBACK_POIN';
export const DEFAULT_CASHBACK_POIN = 0;

/** Document prefix of a cash-out (no_cashback CB-<store>-<yymmdd>-<seq>). */
export const CASHBACK_PREFIX = 'CB';

/** The cash book kinds: the payout and its reversal (a sales adjustment, kept apart from PENJUALAN). */
export const CASHBACK_KAS_KATEGORI = { cashOut: 'CASHBACK', cancel: 'BATAL CASHBACK' } as const;

export const CASHBACK_STATUSES = ['AKTIF', 'BATAL'] as const;
export type CashbackStatus = (typeof CASHBACK_STATUSES)[number];

/** The setting's value as rupiah per point: a whole number >= 0, anything else is 0 (off). */
export function rupiahPerPoin(value: string | null | undefined): number {
  const v = (value ?? '').trim().replace(/\./g, '');
  return /^\d{1,9}$/.test(v) ? Number(v) : DEFAULT_CASHBACK_POIN;
}

/** What a cash-out pays and whether it may go: refused when off (0 Rp per point) or beyond the balance. */
export function cashbackCheck(input: { saldo: number; poin: number; rupiahPerPoin: number }): { rupiah: number; on: boolean; poinOk: boolean } {
  return { rupiah: input.poin * input.rupiahPerPoin, on: input.rupiahPerPoin > 0, poinOk: input.poin > 0 && input.poin <= input.saldo };
}
