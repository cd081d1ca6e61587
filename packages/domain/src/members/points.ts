import { addMonths } from '../format/date';

/**
 * The points rule (issue 32, Parameter Point). Pure functions over integers: weights in milligrams,
 * money in rupiah, points whole; every division floors, nothing is summed as a float.
 *
 * A store's rules are rows of `parameter_point`: per transaction kind (PENJUALAN, PEMBELIAN), per group
 * (`kode_group`, or null for every group), from a date on (`tgl_berlaku`), "every `kelipatan` -> `poin`
 * points", or `tanpa_poin` (that group earns nothing). The store's point type (para-system TYPE_POIN)
 * says whether `kelipatan` is a weight (GRAM: kelipatan_berat) or money (RP: kelipatan_rp).
 *
 * A document uses, for each of its lines, the rule in force on the document's business date: among the
 * rules of its kind dated on or before that date, the latest for the line's group; without one, the
 * latest for every group; without either the line earns nothing. Each line earns on its own
 * (floor(berat / kelipatan) * poin, or floor(harga / kelipatan) * poin), so a partial cancel reverses
 * exactly what the cancelled lines earned.
 */

export const POIN_TYPES = ['RP', 'GRAM'] as const;
export type PoinType = (typeof POIN_TYPES)[number];

/** Transaction kinds that earn points (a trade-in's sale part earns as a PENJUALAN). */
export const JENIS_TRANSAKSI_POIN = ['PENJUALAN', 'PEMBELIAN'] as const;
export type JenisTransaksiPoin = (typeof JENIS_TRANSAKSI_POIN)[number];

/** Para-system key of the store's point type (Setting System: Type Poin). */
export const TYPE_POIN_KEY = 'TYPE_POIN';

export type PoinRule = {
  jenis_transaksi: string;
  /** null: every group */
  kode_group: string | null;
  /** 'YYYY-MM-DD' */
  tgl_berlaku: string;
  /** GRAM: every this many milligrams */
  kelipatanMg: number;
  /** RP: every this many rupiah */
  kelipatanRp: number;
  poin: number;
  tanpa_poin: boolean;
};

export type PoinLine = { no: string; kode_group: string; beratMg: number; harga: number };
export type EarnedLine = { no: string; poin: number };

/** The point type of a para-system value (anything but GRAM is RP). */
export function poinTypeOf(value: string | null | undefined): PoinType {
  return String(value ?? '').trim().toUpperCase() === 'GRAM' ? 'GRAM' : 'RP';
}

/** The rule in force for a group on a date (see the file comment); undefined: the group earns nothing. */
export function ruleInForce(rules: readonly PoinRule[], jenis: string, kodeGroup: string, tanggal: string): PoinRule | undefined {
  let own: PoinRule | undefined;
  let all: PoinRule | undefined;
  for (const r of rules) {
    if (r.jenis_transaksi !== jenis || r.tgl_berlaku > tanggal) continue;
    if (r.kode_group === kodeGroup) {
      if (!own || r.tgl_berlaku >= own.tgl_berlaku) own = r;
    } else if (r.kode_group === null || r.kode_group === '') {
      if (!all || r.tgl_berlaku >= all.tgl_berlaku) all = r;
    }
  }
  return own ?? all;
}

/** Points one line earns under a rule: whole multiples of the threshold times the points (0 when the rule says nothing). */
export function linePoints(rule: PoinRule | undefined, type: PoinType, line: { beratMg: number; harga: number }): number {
  if (!rule || rule.tanpa_poin || rule.poin <= 0) return 0;
  const step = type === 'GRAM' ? rule.kelipatanMg : rule.kelipatanRp;
  const amount = type === 'GRAM' ? line.beratMg : line.harga;
  if (!Number.isSafeInteger(step) || step <= 0 || !Number.isSafeInteger(amount) || amount <= 0) return 0;
  return Math.floor(amount / step) * rule.poin;
}

/** What each line of a document earns (lines earning nothing are left out). */
export function earnPoints(
  rules: readonly PoinRule[],
  type: PoinType,
  doc: { jenis: string; tanggal: string; lines: readonly PoinLine[] },
): EarnedLine[] {
  const out: EarnedLine[] = [];
  for (const l of doc.lines) {
    const poin = linePoints(ruleInForce(rules, doc.jenis, l.kode_group, doc.tanggal), type, l);
    if (poin > 0) out.push({ no: l.no, poin });
  }
  return out;
}

/** A row of a member's ledger as the rules below read it. */
/** `ref`: the document and line an EARN and its REVERSE share (jenis_ref/no_ref/no_ref_line) */
export type LedgerMove = { jenis: string; poin: number; tanggal: string; ref?: string };

/**
 * The reversal of a cancelled document's lines. `earned` are the document's rows (EARN and REVERSE,
 * each with its line); for each line cancelled, what it earned less what was already reversed is given
 * back, but never more than the member holds (`balance`): what cannot be taken back is the shortfall,
 * recorded, not charged. A line already reversed gives nothing more (cancelling twice takes once).
 */
export function reversePoints(
  earned: readonly { jenis: string; poin: number; no_ref_line: string }[],
  lines: readonly string[] | 'ALL',
  balance: number,
): { reverse: EarnedLine[]; shortfall: EarnedLine[] } {
  const byLine = new Map<string, { earned: number; reversed: boolean }>();
  for (const r of earned) {
    const e = byLine.get(r.no_ref_line) ?? { earned: 0, reversed: false };
    if (r.jenis === 'EARN') e.earned += r.poin;
    if (r.jenis === 'REVERSE') e.reversed = true;
    byLine.set(r.no_ref_line, e);
  }
  let left = Math.max(0, balance);
  const reverse: EarnedLine[] = [];
  const shortfall: EarnedLine[] = [];
  for (const [no, e] of byLine) {
    if (e.reversed || e.earned <= 0) continue;
    if (lines !== 'ALL' && !lines.includes(no)) continue;
    const take = Math.min(e.earned, left);
    left -= take;
    reverse.push({ no, poin: take });
    if (take < e.earned) shortfall.push({ no, poin: e.earned - take });
  }
  return { reverse, shortfall };
}

/** The reset rule (RESET_POIN_MEMBER_MODULE): on a date each year (MM-DD), or points older than N months. */
export const RESET_MODES = ['TANGGAL', 'BULAN'] as const;
export type ResetMode = (typeof RESET_MODES)[number];
export type ResetRule = { mode: ResetMode; tanggal: string; bulan: number };

/**
 * The cut-off of a reset run on `runDate`: points earned before it expire. TANGGAL (MM-DD): the latest
 * such date on or before the run date; BULAN: the run date less N months. null: the rule expires nothing.
 */
export function resetCutoff(rule: ResetRule, runDate: string): string | null {
  if (rule.mode === 'BULAN') return rule.bulan > 0 ? addMonths(runDate, -rule.bulan) : null;
  if (!/^\d{2}-\d{2}$/.test(rule.tanggal)) return null;
  const year = Number(runDate.slice(0, 4));
  const thisYear = `${runDate.slice(0, 4)}-${rule.tanggal}`;
  return thisYear <= runDate ? thisYear : `${String(year - 1).padStart(4, '0')}-${rule.tanggal}`;
}

/**
 * Points that expire at a cut-off, oldest first: what the member gained before the cut-off (an earning less
 * what its own reversal gave back, matched by `ref`) less everything else ever taken away (spending,
 * adjustments down, earlier expiries use the oldest points first), never below 0 nor above the balance.
 * Running it again after its EXPIRE row is written gives 0.
 */
export function expiringPoints(rows: readonly LedgerMove[], cutoff: string): number {
  const reversed = new Map<string, number>();
  for (const r of rows) if (r.jenis === 'REVERSE' && r.ref) reversed.set(r.ref, (reversed.get(r.ref) ?? 0) - r.poin);
  let gainedBefore = 0;
  let taken = 0;
  let balance = 0;
  for (const r of rows) {
    balance += r.poin;
    if (r.jenis === 'REVERSE' && r.ref) continue;
    if (r.poin > 0) {
      const back = r.ref ? Math.min(r.poin, reversed.get(r.ref) ?? 0) : 0;
      if (r.ref && back > 0) reversed.set(r.ref, (reversed.get(r.ref) ?? 0) - back);
      if (r.tanggal < cutoff) gainedBefore += r.poin - back;
    } else taken -= r.poin;
  }
  return Math.max(0, Math.min(balance, gainedBefore - taken));
}

/** Running balance of a member's ledger rows, oldest first. */
export function withPoinBalance<T extends { poin: number }>(rows: readonly T[]): (T & { saldo: number })[] {
  let saldo = 0;
  return rows.map((r) => ({ ...r, saldo: (saldo += r.poin) }));
}
