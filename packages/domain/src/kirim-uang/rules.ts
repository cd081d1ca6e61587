import { assertRupiah, type Rupiah } from '../units/money';
import { KIRIM_UANG_MAX } from './constants';
import { balanceTooLowMessage, KIRIM_UANG_MESSAGES } from './messages';

/** A money ledger movement (kas_mutasi): what came in and what went out, whole rupiah. */
export type LedgerMovement = { jumlah_in: number | string; jumlah_out: number | string };

/**
 * The balance of one account (the drawer, or one bank account) from its ledger rows: the sum of
 * what came in minus what went out. Summed in bigint so no total ever loses a rupiah.
 */
export function accountLedgerBalance(rows: readonly LedgerMovement[]): Rupiah {
  let total = 0n;
  for (const r of rows) total += BigInt(r.jumlah_in) - BigInt(r.jumlah_out);
  return assertRupiah(Number(total));
}

/**
 * Why an amount may not be sent from an account holding `saldo`: more than 0, at most
 * KIRIM_UANG_MAX, and never more than the balance (money cannot leave an account it is not in).
 * Null when it may be sent.
 */
export function sendRefusal(jumlah: number, saldo: Rupiah): string | null {
  if (!Number.isSafeInteger(jumlah)) return KIRIM_UANG_MESSAGES.jumlahInvalid;
  if (jumlah <= 0) return KIRIM_UANG_MESSAGES.jumlahZero;
  if (jumlah > KIRIM_UANG_MAX) return KIRIM_UANG_MESSAGES.jumlahTooLarge;
  if (jumlah > saldo) return balanceTooLowMessage(Math.max(saldo, 0));
  return null;
}

/**
 * Money sent by a store and not yet received (in transit): the count and the sum of the OPEN
 * transfers. The close of the day warns about it (issue 18 part 3).
 */
export function inTransit(transfers: readonly { status: string; jumlah_rp: number | string }[]): { count: number; jumlah_rp: Rupiah } {
  const open = transfers.filter((t) => t.status === 'OPEN');
  return { count: open.length, jumlah_rp: accountLedgerBalance(open.map((t) => ({ jumlah_in: t.jumlah_rp, jumlah_out: 0 }))) };
}
