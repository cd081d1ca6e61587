import { addDays } from '../closing/rules';
import { roundRupiah, type Rupiah } from '../units/money';
import type { Milligrams } from '../units/weight';

/**
 * The pawn interest rule (docs/decisions.md "Pawn loans: the interest rule", worked examples there).
 *
 * - Interest is charged by whole periods (`hariPeriode`: 15 days or 30 days) counted from the loan
 *   date (tgl_hutang). On day `d` after the loan (d = 0 on the loan date itself) the loan owes
 *   max(minPeriode, ceil(d / hariPeriode)) periods in all: a loan always pays its minimum periods.
 * - One period costs pokok x rate (hundredths of a percent) / 10000, raised to the whole rupiah and then
 *   to the store's rounding unit (pembulatan, up), so a customer never pays a fraction twice.
 * - Periods already paid (periodeDibayar, by BAYAR BUNGA, renewal or part payment) are never charged
 *   again: what is due is only the periods past them. The period index is the unit of account, so a day
 *   can not be charged twice however the loan is paid, renewed and paid again.
 * - Redemption total = sisa pokok + interest due that day + biaya admin, exactly.
 * Dates are business dates 'YYYY-MM-DD' (the store's tgl_system), counted in whole days.
 */

export type LoanTerms = {
  /** principal still owed, whole rupiah */
  pokok: Rupiah;
  /** rate per period in hundredths of a percent (2.50 % = 250) */
  bungaHundredths: number;
  /** days of one period: 15 or 30 */
  hariPeriode: number;
  /** periods charged at least (1 or more) */
  minPeriode: number;
  /** the store's rounding unit of interest (100 = up to the next Rp 100) */
  pembulatan: number;
};

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return Math.round(Date.UTC(y!, (m ?? 1) - 1, d ?? 1) / DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}


/** The interest of one period: pokok x rate, up to the rupiah, then up to the rounding unit. */
export function interestPerPeriod(terms: Pick<LoanTerms, 'pokok' | 'bungaHundredths' | 'pembulatan'>): Rupiah {
  const exact = BigInt(terms.pokok) * BigInt(terms.bungaHundredths);
  const rupiah = Number((exact + 9999n) / 10000n);
  return roundRupiah(rupiah, terms.pembulatan);
}

/** Periods a loan owes in all on day `days` after its date (the minimum applies from day 0). */
export function periodsOwed(days: number, hariPeriode: number, minPeriode: number): number {
  const d = Math.max(0, days);
  return Math.max(Math.max(1, minPeriode), Math.ceil(d / hariPeriode));
}

export type InterestDue = {
  /** days from the loan date to `asOf` */
  hari: number;
  /** periods charged now (0 when paid ahead) */
  periode: number;
  /** interest of one period at the current terms */
  bungaPerPeriode: Rupiah;
  /** interest due now */
  bunga: Rupiah;
  /** the last day the periods paid so far, plus these, cover */
  dibayarSampai: string;
};

/** Interest due on `asOf` for a loan of `tglHutang` whose first `periodeDibayar` periods are paid. */
export function interestDue(terms: LoanTerms, tglHutang: string, periodeDibayar: number, asOf: string): InterestDue {
  const hari = daysBetween(tglHutang, asOf);
  const owed = periodsOwed(hari, terms.hariPeriode, terms.minPeriode);
  const periode = Math.max(0, owed - periodeDibayar);
  const bungaPerPeriode = interestPerPeriod(terms);
  return {
    hari,
    periode,
    bungaPerPeriode,
    bunga: periode * bungaPerPeriode,
    dibayarSampai: addDays(tglHutang, (periodeDibayar + periode) * terms.hariPeriode),
  };
}

export type RedemptionQuote = { pokok: Rupiah; bunga: Rupiah; biaya_admin: Rupiah; total: Rupiah; periode: number; hari: number };

/** What redeeming costs on `asOf`: principal + interest due + admin fee, to the rupiah. */
export function redemptionQuote(terms: LoanTerms, tglHutang: string, periodeDibayar: number, biayaAdmin: Rupiah, asOf: string): RedemptionQuote {
  const due = interestDue(terms, tglHutang, periodeDibayar, asOf);
  return { pokok: terms.pokok, bunga: due.bunga, biaya_admin: biayaAdmin, total: terms.pokok + due.bunga + biayaAdmin, periode: due.periode, hari: due.hari };
}

export type InterestPayment = {
  /** periods this payment pays (at least one) */
  periode: number;
  bunga: Rupiah;
  /** nothing was due: the payment pays the next period in advance */
  diMuka: boolean;
  /** the loan's due date after the payment */
  tglJatuhTempo: string;
};

/**
 * What BAYAR BUNGA takes on `asOf` and where it moves the due date. With interest due it pays those periods and the
 * due date becomes a term (lamaPinjam days) from that day. With nothing due (paid already that day, or ahead) it pays
 * the next period in advance, and the due date moves one period (hariPeriode days) past where it was, so a payment
 * ahead always buys time. The due date never moves back.
 */
export function interestPayment(
  terms: LoanTerms,
  tglHutang: string,
  periodeDibayar: number,
  asOf: string,
  loan: { tglJatuhTempo: string; lamaPinjam: number },
): InterestPayment {
  const due = interestDue(terms, tglHutang, periodeDibayar, asOf);
  const diMuka = due.periode === 0;
  const periode = diMuka ? 1 : due.periode;
  const term = addDays(asOf, loan.lamaPinjam);
  const ahead = diMuka ? addDays(loan.tglJatuhTempo, terms.hariPeriode) : loan.tglJatuhTempo;
  return { periode, bunga: periode * due.bungaPerPeriode, diMuka, tglJatuhTempo: ahead > term ? ahead : term };
}

/**
 * The least an auction may fetch without a supervisor: the principal still owed plus the interest due on the auction
 * day. Below it the store takes a loss on the loan, which needs an approval (LELANG_DIBAWAH_POKOK).
 */
export function auctionFloor(terms: LoanTerms, tglHutang: string, periodeDibayar: number, asOf: string): Rupiah {
  return terms.pokok + interestDue(terms, tglHutang, periodeDibayar, asOf).bunga;
}

/**
 * The effective monthly rate of the redemption report (spec 000 §9): bunga_rp x 30 / days / pokok x 100,
 * with 2 decimals; a loan redeemed on its own day counts 1 day.
 */
export function effectiveRate(bungaRp: Rupiah, days: number, pokok: Rupiah): number {
  if (pokok <= 0) return 0;
  return Math.round(((bungaRp * 30) / Math.max(1, days) / pokok) * 100 * 100) / 100;
}

// ---------------------------------------------------------------- appraisal and ceiling

/** Gold weight of a piece: its weight less stone or plastic, never below 0. */
export function goldWeightMg(beratMg: Milligrams, beratBatuMg: Milligrams): Milligrams {
  return Math.max(0, beratMg - beratBatuMg);
}

/** Appraisal of a piece: its gold weight at the price per gram in force, down to the rupiah. */
export function appraisal(beratEmasMg: Milligrams, hargaPerGram: Rupiah): Rupiah {
  return Number((BigInt(beratEmasMg) * BigInt(hargaPerGram)) / 1000n);
}

/** The part of an appraisal that may be lent: appraisal x percent (hundredths), down to the rupiah. */
export function ceilingOf(taksiran: Rupiah, persenHundredths: number): Rupiah {
  return Number((BigInt(taksiran) * BigInt(persenHundredths)) / 10000n);
}

/** The loan's ceiling: the sum of its pieces' ceilings, capped by the amount ceiling (plafond-hutang) when there is one. */
export function loanCeiling(pieceCeilings: readonly Rupiah[], plafondRp: Rupiah | null): Rupiah {
  const sum = pieceCeilings.reduce((a, b) => a + b, 0);
  return plafondRp !== null && plafondRp > 0 ? Math.min(sum, plafondRp) : sum;
}

// ---------------------------------------------------------------- dated parameters

/**
 * The rows of a dated parameter in force on `date`: those of the latest tgl_berlaku not after it. A new
 * table of rates is new rows with a later date; old rows are kept and still govern older loans.
 */
export function rowsInForce<T extends { tgl_berlaku: string }>(rows: readonly T[], date: string): T[] {
  let latest: string | null = null;
  for (const r of rows) if (r.tgl_berlaku <= date && (latest === null || r.tgl_berlaku > latest)) latest = r.tgl_berlaku;
  return latest === null ? [] : rows.filter((r) => r.tgl_berlaku === latest);
}

/** The interest band of an amount: dari <= amount <= sampai (sampai 0: no upper bound). */
export function bandFor<T extends { pinjaman_dari: number; pinjaman_sampai: number }>(bands: readonly T[], amount: Rupiah): T | null {
  return bands.find((b) => amount >= b.pinjaman_dari && (b.pinjaman_sampai === 0 || amount <= b.pinjaman_sampai)) ?? null;
}

// ---------------------------------------------------------------- state of an open loan

export type OpenLoanState = 'AKTIF' | 'JATUH_TEMPO' | 'TELAT';

/** An open loan is TELAT after its due date, JATUH_TEMPO within `soonDays` of it, else AKTIF. */
export function openLoanState(tglJatuhTempo: string, asOf: string, soonDays: number): OpenLoanState {
  const left = daysBetween(asOf, tglJatuhTempo);
  if (left < 0) return 'TELAT';
  return left <= soonDays ? 'JATUH_TEMPO' : 'AKTIF';
}

/** A loan may be auctioned once its due date and the grace days are past. */
export function canAuction(tglJatuhTempo: string, masaTenggang: number, asOf: string): boolean {
  return daysBetween(tglJatuhTempo, asOf) > masaTenggang;
}
