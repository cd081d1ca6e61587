import { JENIS_AKUN, type JenisAkun } from './constants';

/** A money movement of the cash ledger (kas_mutasi), as the journal reads it. */
export type Movement = { jumlah_in: number; jumlah_out: number };

/** A line of a journal parameter; `uang` marks the line of the account where the money sits. */
export type ParameterLine = { kode_akun: string; nomor_akun: string; uang: boolean };

export type JournalLine = { kode_akun: string; nomor_akun: string; jenis_akun: JenisAkun; debet: number; kredit: number };

/**
 * The journal of one movement (what the database trigger `emas_post_jurnal` posts, migration 0014):
 * money in debits the money account and credits the other line's account; money out the reverse. The
 * parameter's DEBET/KREDIT is the usual direction of its kategori; a movement the other way (the change
 * given back on a sale) swaps the sides. With one money line and one other line, debit equals credit
 * for any amounts. A movement of 0 posts nothing.
 */
export function postMovement(movement: Movement, lines: readonly ParameterLine[]): JournalLine[] {
  if (movement.jumlah_in + movement.jumlah_out === 0) return [];
  const moneyIn = movement.jumlah_in >= movement.jumlah_out;
  return lines.map((l) => ({
    kode_akun: l.kode_akun,
    nomor_akun: l.nomor_akun,
    jenis_akun: l.uang === moneyIn ? JENIS_AKUN[0] : JENIS_AKUN[1],
    debet: l.uang ? movement.jumlah_in : movement.jumlah_out,
    kredit: l.uang ? movement.jumlah_out : movement.jumlah_in,
  }));
}

/** Whether a parameter's lines post balanced journals: exactly one money line, one other line, one DEBET and one KREDIT. */
export function isBalancedParameter(lines: readonly (ParameterLine & { jenis_akun: JenisAkun })[]): boolean {
  return (
    lines.length === 2 &&
    lines.filter((l) => l.uang).length === 1 &&
    lines.filter((l) => l.jenis_akun === 'DEBET').length === 1 &&
    lines.filter((l) => l.jenis_akun === 'KREDIT').length === 1
  );
}

/** A journal line with its journal and account, as the ledger stores it. */
export type PostedLine = { journal: number | string; nomor_akun: string; debet: number; kredit: number };

/** Journals whose debit and credit differ (none, in a sound ledger). */
export function unbalancedJournals(lines: readonly PostedLine[]): (number | string)[] {
  const net = new Map<number | string, number>();
  for (const l of lines) net.set(l.journal, (net.get(l.journal) ?? 0) + l.debet - l.kredit);
  return [...net].filter(([, v]) => v !== 0).map(([k]) => k);
}

export type TrialBalanceRow = { nomor_akun: string; debet: number; kredit: number; saldo: number };

/**
 * Neraca Saldo: per account, the sum of debits, of credits, and the balance (debit minus credit; an
 * account with a credit balance shows it negative), in account order. The balances of a ledger whose
 * journals all balance add up to 0, and its total debit equals its total credit.
 */
export function trialBalance(lines: readonly Omit<PostedLine, 'journal'>[]): TrialBalanceRow[] {
  const byAccount = new Map<string, TrialBalanceRow>();
  for (const l of lines) {
    const row = byAccount.get(l.nomor_akun) ?? { nomor_akun: l.nomor_akun, debet: 0, kredit: 0, saldo: 0 };
    row.debet += l.debet;
    row.kredit += l.kredit;
    row.saldo = row.debet - row.kredit;
    byAccount.set(l.nomor_akun, row);
  }
  return [...byAccount.values()].sort((a, b) => (a.nomor_akun < b.nomor_akun ? -1 : a.nomor_akun > b.nomor_akun ? 1 : 0));
}

/**
 * Buku Besar: an account's lines in order, each with the balance after it (opening plus debits minus
 * credits so far). The last balance is the opening plus the sum of (debit - credit).
 */
export function runningBalance<L extends { debet: number; kredit: number }>(opening: number, lines: readonly L[]): (L & { saldo: number })[] {
  let saldo = opening;
  return lines.map((l) => {
    saldo += l.debet - l.kredit;
    return { ...l, saldo };
  });
}
