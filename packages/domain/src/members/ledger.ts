/** The kinds of rows of a member's points ledger (migration 0041): the balance is always their sum. */
export const POIN_JENIS = ['EARN', 'REDEEM', 'EXPIRE', 'ADJUST', 'REVERSE'] as const;
export type PoinJenis = (typeof POIN_JENIS)[number];

export const MEMBER_STATUS = ['AKTIF', 'TIDAK AKTIF'] as const;
export type MemberStatus = (typeof MEMBER_STATUS)[number];

/** A member's points balance: the sum of the ledger's rows (integers, so the sum is exact). */
export function poinBalance(rows: readonly { poin: number }[]): number {
  return rows.reduce((t, r) => t + r.poin, 0);
}
