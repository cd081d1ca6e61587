/**
 * Gift stock is a ledger (migration 0044): every movement is a row of `hadiah_mutasi` (IN from a supplier or
 * a cancelled redemption, OUT by a redemption) and a gift's stock is their sum. Example: opening 5 (IN),
 * received 3 (IN), redeemed 2 (OUT), that redemption cancelled (IN 2) -> 5 + 3 - 2 + 2 = 8.
 */
export const GIFT_MOVEMENT_KINDS = ['IN', 'OUT'] as const;
export type GiftMovementKind = (typeof GIFT_MOVEMENT_KINDS)[number];

/** Why a movement was written (KOREKSI: a stock typed in the master screen, the difference to the ledger). */
export const GIFT_MOVEMENT_SOURCES = ['SALDO_AWAL', 'TERIMA', 'TUKAR', 'BATAL_TUKAR', 'KOREKSI'] as const;
export type GiftMovementSource = (typeof GIFT_MOVEMENT_SOURCES)[number];

export const REDEMPTION_STATUSES = ['AKTIF', 'BATAL'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/** Document prefix of a redemption (no_tukar TH-<store>-<yymmdd>-<seq>) and of a receipt from a supplier. */
export const TUKAR_HADIAH_PREFIX = 'TH';
export const TERIMA_HADIAH_PREFIX = 'RH';

/** A gift's stock: IN adds, OUT takes (quantities are positive whole numbers). */
export function giftStock(rows: readonly { jenis: GiftMovementKind; qty: number }[]): number {
  return rows.reduce((t, r) => t + (r.jenis === 'IN' ? r.qty : -r.qty), 0);
}

/**
 * What a redemption costs and whether it may go: qty gifts at poin each need qty * poin points; refused
 * when the balance or the stock is short. Example: balance 250, gift of 100 points, qty 2 -> 200 points,
 * balance left 50; qty 3 -> refused (needs 300).
 */
export function redemptionCheck(input: { saldo: number; stok: number; poinSatuan: number; qty: number }): { totalPoin: number; poinOk: boolean; stokOk: boolean } {
  const totalPoin = input.poinSatuan * input.qty;
  return { totalPoin, poinOk: totalPoin <= input.saldo, stokOk: input.qty <= input.stok };
}
