import { daysBetween } from '../pawn/interest';
import { assertRupiah, type Rupiah } from '../units/money';
import type { CicilanDendaJenis, CicilanState, CicilanStatus } from './constants';
import { CICILAN_MESSAGES, paymentOverOwedDetail } from './messages';

/**
 * The instalment rules (docs/decisions.md "Instalments (cicilan): the rules", worked examples there; property tests
 * in rules.test.ts). Money is whole rupiah (safe integers; products through BigInt), percents are hundredths of a
 * percent (2.50 % = 250), dates are business dates 'YYYY-MM-DD' counted in whole days, as the pawn rules do.
 *
 * - Instalment price: harga_jual_cicil = cash price + margin, margin = cash price x the tenor's margin %, raised to
 *   the whole rupiah.
 * - Least down payment: harga_jual_cicil x the tenor's least DP %, raised to the whole rupiah. The down payment must
 *   be below the cash price (the margin is the charge for the part financed).
 * - Schedule: sisa = harga_jual_cicil - DP is paid in `tenor` instalments; each is sisa / tenor down to the rounding
 *   unit, the last takes the remainder, so DP + instalments = harga_jual_cicil exactly. Due dates are monthly from
 *   the plan date, the day clamped to the month's end (31 Jan -> 28/29 Feb -> 31 Mar: always from the plan's day).
 * - Payment: to the instalments due on the payment date (oldest first), then the late fees accrued, then the later
 *   instalments (oldest first). At least one instalment (or all that is owed when less); never more than owed.
 * - Late fee of an instalment: once it is more than the grace days past its due date, HARIAN: its nilai x % per day
 *   past the grace (down to the rupiah per day) until it is fully paid; ANGSURAN: nilai x % once. Never above its cap
 *   (nilai x cap %, down to the rupiah).
 * - Early settlement: sisa_bayar less the waiver = the unearned margin x waiver %, down to the rupiah; the unearned
 *   margin is the margin's share (margin / (harga_jual_cicil - DP)) of the unpaid part of instalments due after the
 *   settlement date, down to the rupiah. Late fees owed are paid with it, apart. The waiver lowers harga_jual_cicil.
 * - The original's rule: harga_jual_cicil - sisa_bayar = DP + BAYAR + PELUNASAN CEPAT - BATAL, where BAYAR is only the
 *   part of payments that went to instalments (late fees and the admin fee are income under their own categories).
 *   A cancelled plan: BATAL = everything paid on the price, sisa_bayar = harga_jual_cicil; both sides are 0.
 */

export type CicilanResult<T> = ({ ok: true } & T) | { ok: false; message: string };

/** The terms of one tenor, as the plan copies them on its date (parameters in force: `rowsInForce` of the pawn rules). */
export type CicilanTerms = {
  tenorBulan: number;
  marginHundredths: number;
  minDpHundredths: number;
  biayaAdmin: Rupiah;
  dendaJenis: CicilanDendaJenis;
  dendaHundredths: number;
  dendaMaksHundredths: number;
  masaTenggang: number;
  /** instalments past due date + grace that put a plan in default */
  gagalSetelah: number;
  /** the share of the unearned margin waived on early settlement */
  potonganPelunasanHundredths: number;
  /** rounding unit of an instalment (1, 100, 500, 1000) */
  pembulatan: number;
};

export type Angsuran = { ke: number; tgl_jatuh_tempo: string; nilai: Rupiah };

function mulDiv(amount: Rupiah, hundredths: number, up: boolean): Rupiah {
  const exact = BigInt(assertRupiah(amount)) * BigInt(hundredths);
  return Number(up ? (exact + 9999n) / 10000n : exact / 10000n);
}

/** amount x percent (hundredths), raised to the whole rupiah. */
function percentUp(amount: Rupiah, hundredths: number): Rupiah {
  return mulDiv(amount, hundredths, true);
}

/** amount x percent (hundredths), down to the whole rupiah. */
function percentDown(amount: Rupiah, hundredths: number): Rupiah {
  return mulDiv(amount, hundredths, false);
}

// ---------------------------------------------------------------- dates

function daysInMonth(year: number, month1: number): number {
  return new Date(Date.UTC(year, month1, 0)).getUTCDate();
}

/** 'YYYY-MM-DD' plus `months` calendar months, the day clamped to the month's last day. */
export function addMonthsClamped(date: string, months: number): string {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month1 = (index % 12) + 1;
  const day = Math.min(d, daysInMonth(year, month1));
  return `${String(year).padStart(4, '0')}-${String(month1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// ---------------------------------------------------------------- price, down payment, schedule

/** The instalment price: cash price + margin (cash price x margin %, raised to the rupiah). */
export function instalmentPrice(hargaTunai: Rupiah, marginHundredths: number): { margin: Rupiah; hargaJualCicil: Rupiah } {
  const margin = percentUp(hargaTunai, marginHundredths);
  return { margin, hargaJualCicil: assertRupiah(hargaTunai + margin) };
}

/** The least down payment: harga_jual_cicil x the tenor's least DP %, raised to the rupiah. */
export function leastDownPayment(hargaJualCicil: Rupiah, minDpHundredths: number): Rupiah {
  return percentUp(hargaJualCicil, minDpHundredths);
}

/**
 * The schedule of `sisa` (harga_jual_cicil - DP) in `tenor` monthly instalments from `tglPlan`: each sisa / tenor
 * down to the rounding unit, the last one the remainder (so it is the regular one plus less than tenor x unit).
 * Answers [] when the regular instalment would be 0 (the caller refuses the plan).
 */
export function instalmentSchedule(tglPlan: string, sisa: Rupiah, tenor: number, pembulatan: number): Angsuran[] {
  const unit = Math.max(1, pembulatan);
  const regular = Math.floor(assertRupiah(sisa) / (tenor * unit)) * unit;
  if (tenor < 1 || regular <= 0) return [];
  return Array.from({ length: tenor }, (_, i) => ({
    ke: i + 1,
    tgl_jatuh_tempo: addMonthsClamped(tglPlan, i + 1),
    nilai: i === tenor - 1 ? sisa - regular * (tenor - 1) : regular,
  }));
}

export type CicilanQuote = {
  tenorBulan: number;
  hargaTunai: Rupiah;
  margin: Rupiah;
  hargaJualCicil: Rupiah;
  minDp: Rupiah;
  dp: Rupiah;
  biayaAdmin: Rupiah;
  /** harga_jual_cicil - DP: what the instalments pay */
  sisaBayar: Rupiah;
  /** the regular instalment (the last one may be larger) */
  nilaiAngsuran: Rupiah;
  jadwal: Angsuran[];
};

/**
 * A plan as the counter quotes it on `tgl`: the tenor among those in force (`terms`: the rows of the parameters in
 * force on the plan date), the price, the least down payment and the schedule, or the refusal.
 */
export function quoteCicilan(terms: readonly CicilanTerms[], input: { hargaTunai: Rupiah; tenorBulan: number; dp: Rupiah; tgl: string }): CicilanResult<{ quote: CicilanQuote }> {
  if (terms.length === 0) return { ok: false, message: CICILAN_MESSAGES.noParameter };
  const t = terms.find((r) => r.tenorBulan === input.tenorBulan);
  if (!t) return { ok: false, message: CICILAN_MESSAGES.tenorNotOffered };
  if (!Number.isSafeInteger(input.hargaTunai) || input.hargaTunai <= 0) return { ok: false, message: CICILAN_MESSAGES.hargaTunaiZero };
  const { margin, hargaJualCicil } = instalmentPrice(input.hargaTunai, t.marginHundredths);
  const minDp = leastDownPayment(hargaJualCicil, t.minDpHundredths);
  if (!Number.isSafeInteger(input.dp) || input.dp < minDp) return { ok: false, message: CICILAN_MESSAGES.dpUnderMinimum };
  if (input.dp >= input.hargaTunai) return { ok: false, message: CICILAN_MESSAGES.dpNotUnderCashPrice };
  const sisaBayar = hargaJualCicil - input.dp;
  const jadwal = instalmentSchedule(input.tgl, sisaBayar, t.tenorBulan, t.pembulatan);
  if (jadwal.length === 0) return { ok: false, message: CICILAN_MESSAGES.angsuranTooSmall };
  return {
    ok: true,
    quote: { tenorBulan: t.tenorBulan, hargaTunai: input.hargaTunai, margin, hargaJualCicil, minDp, dp: input.dp, biayaAdmin: t.biayaAdmin, sisaBayar, nilaiAngsuran: jadwal[0]!.nilai, jadwal },
  };
}

// ---------------------------------------------------------------- an open plan and what it owes

/** A payment already taken: its date, the part that went to instalments and the part that went to late fees. */
export type CicilanPayment = { tgl: string; pokok: Rupiah; denda: Rupiah };

/** What the rules need of an open plan: its date, price, margin, down payment, schedule, terms and payments (in order). */
export type CicilanPlan = {
  tgl: string;
  hargaJualCicil: Rupiah;
  margin: Rupiah;
  dp: Rupiah;
  jadwal: readonly Angsuran[];
  terms: Pick<CicilanTerms, 'dendaJenis' | 'dendaHundredths' | 'dendaMaksHundredths' | 'masaTenggang' | 'gagalSetelah' | 'potonganPelunasanHundredths'>;
  bayar: readonly CicilanPayment[];
  /** the stored status (AKTIF when open) */
  status?: CicilanStatus;
};

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** What the instalments have been paid so far (cicilan_terbayar). */
export function paidOnInstalments(plan: Pick<CicilanPlan, 'bayar'>): Rupiah {
  return sum(plan.bayar.map((b) => b.pokok));
}

/** sisa_bayar of an open plan: harga_jual_cicil - DP - what the instalments have been paid. */
export function cicilanRemaining(plan: Pick<CicilanPlan, 'hargaJualCicil' | 'dp' | 'bayar'>): Rupiah {
  return plan.hargaJualCicil - plan.dp - paidOnInstalments(plan);
}

/** How much of each instalment a total paid on instalments covers (oldest first). */
export function instalmentCoverage(jadwal: readonly Angsuran[], paid: Rupiah): Rupiah[] {
  let left = paid;
  return jadwal.map((a) => {
    const c = Math.min(a.nilai, Math.max(0, left));
    left -= c;
    return c;
  });
}

/** The date each instalment became fully paid (the payment that completed it), or null. */
export function instalmentPaidDates(jadwal: readonly Angsuran[], bayar: readonly CicilanPayment[]): (string | null)[] {
  const out: (string | null)[] = jadwal.map(() => null);
  let paid = 0;
  let next = 0;
  for (const b of bayar) {
    paid += b.pokok;
    let through = 0;
    for (let i = 0; i < jadwal.length; i++) {
      through += jadwal[i]!.nilai;
      if (i >= next && through <= paid) {
        out[i] = b.tgl;
        next = i + 1;
      }
    }
  }
  return out;
}

export type LateFeeLine = { ke: number; hariTelat: number; denda: Rupiah; maks: Rupiah };

/**
 * Late fees accrued by `asOf`: per instalment, days past its due date beyond the grace (until it was fully paid, or
 * to `asOf`), HARIAN: nilai x % per day (down to the rupiah) for each of those days, ANGSURAN: nilai x % once;
 * never above nilai x cap %. `terbayar` is what payments already gave to fees, `sisa` what is still owed.
 */
export function instalmentLateFees(plan: CicilanPlan, asOf: string): { lines: LateFeeLine[]; total: Rupiah; terbayar: Rupiah; sisa: Rupiah } {
  const paidOn = instalmentPaidDates(plan.jadwal, plan.bayar);
  const t = plan.terms;
  const lines = plan.jadwal.map((a, i): LateFeeLine => {
    const end = paidOn[i] ?? asOf;
    const hariTelat = Math.max(0, daysBetween(a.tgl_jatuh_tempo, end) - t.masaTenggang);
    const maks = percentDown(a.nilai, t.dendaMaksHundredths);
    const rate = percentDown(a.nilai, t.dendaHundredths);
    const raw = hariTelat === 0 ? 0 : t.dendaJenis === 'HARIAN' ? rate * hariTelat : rate;
    return { ke: a.ke, hariTelat, denda: Math.min(raw, maks), maks };
  });
  const total = sum(lines.map((l) => l.denda));
  const terbayar = sum(plan.bayar.map((b) => b.denda));
  return { lines, total, terbayar, sisa: Math.max(0, total - terbayar) };
}

export type AmountOwed = {
  /** unpaid part of the instalments due on or before the date */
  jatuhTempo: Rupiah;
  /** late fees accrued and not yet paid */
  denda: Rupiah;
  /** unpaid part of the instalments due after the date */
  belumJatuhTempo: Rupiah;
  /** everything a payment may take: the three above */
  total: Rupiah;
};

/** What an open plan owes on `asOf`. */
export function instalmentOwed(plan: CicilanPlan, asOf: string): AmountOwed {
  const cov = instalmentCoverage(plan.jadwal, paidOnInstalments(plan));
  let jatuhTempo = 0;
  let belumJatuhTempo = 0;
  plan.jadwal.forEach((a, i) => {
    const unpaid = a.nilai - cov[i]!;
    if (a.tgl_jatuh_tempo <= asOf) jatuhTempo += unpaid;
    else belumJatuhTempo += unpaid;
  });
  const denda = instalmentLateFees(plan, asOf).sisa;
  return { jatuhTempo, denda, belumJatuhTempo, total: jatuhTempo + denda + belumJatuhTempo };
}

/** Instalments more than the grace days past their due date and not fully paid on `asOf`. */
export function missedInstalments(plan: CicilanPlan, asOf: string): number {
  const cov = instalmentCoverage(plan.jadwal, paidOnInstalments(plan));
  return plan.jadwal.filter((a, i) => cov[i]! < a.nilai && daysBetween(a.tgl_jatuh_tempo, asOf) > plan.terms.masaTenggang).length;
}

/**
 * The state of a plan on `asOf`: a stored status other than AKTIF as it is; an open plan is GAGAL_BAYAR with as many
 * missed instalments as the rule says, TELAT with an instalment past its due date unpaid (or late fees unpaid),
 * LUNAS with nothing owed, JATUH_TEMPO when the next unpaid instalment is due within `soonDays`, else AKTIF.
 */
export function cicilanState(plan: CicilanPlan, asOf: string, soonDays: number): CicilanState {
  if (plan.status && plan.status !== 'AKTIF') return plan.status;
  const owed = instalmentOwed(plan, asOf);
  if (owed.total === 0) return 'LUNAS';
  if (missedInstalments(plan, asOf) >= Math.max(1, plan.terms.gagalSetelah)) return 'GAGAL_BAYAR';
  const cov = instalmentCoverage(plan.jadwal, paidOnInstalments(plan));
  const next = plan.jadwal.find((a, i) => cov[i]! < a.nilai);
  if ((next && next.tgl_jatuh_tempo < asOf) || owed.denda > 0) return 'TELAT';
  if (next && daysBetween(asOf, next.tgl_jatuh_tempo) <= soonDays) return 'JATUH_TEMPO';
  return 'AKTIF';
}

/** Refuses what an open plan can not take on `asOf` (not open, in default, paid, a date before its last payment). */
function refuseClosed(plan: CicilanPlan, asOf: string): string | null {
  if (plan.status && plan.status !== 'AKTIF') return plan.status === 'LUNAS' ? CICILAN_MESSAGES.alreadyPaid : CICILAN_MESSAGES.notOpen;
  const last = plan.bayar.length ? plan.bayar[plan.bayar.length - 1]!.tgl : plan.tgl;
  if (asOf < last) return CICILAN_MESSAGES.paymentBeforeLast;
  const state = cicilanState(plan, asOf, 0);
  if (state === 'GAGAL_BAYAR') return CICILAN_MESSAGES.inDefault;
  if (state === 'LUNAS') return CICILAN_MESSAGES.alreadyPaid;
  return null;
}

/** The least one payment may be on `asOf`: one regular instalment, or everything owed when that is less. */
export function leastInstalmentPayment(plan: CicilanPlan, asOf: string): Rupiah {
  const regular = plan.jadwal[0]?.nilai ?? 0;
  return Math.min(regular, instalmentOwed(plan, asOf).total);
}

export type PaymentAllocation = {
  /** to instalments (BAYAR CICILAN) */
  pokok: Rupiah;
  /** to late fees (DENDA CICILAN) */
  denda: Rupiah;
  /** what each instalment took, oldest first */
  angsuran: { ke: number; jumlah: Rupiah }[];
  /** sisa_bayar after the payment */
  sisaBayar: Rupiah;
  /** late fees still owed after the payment */
  sisaDenda: Rupiah;
};

/**
 * Allocates a payment of `jumlah` on `asOf`: the instalments due (oldest first), then the late fees, then the later
 * instalments (oldest first). Refused when empty, under one instalment, above what is owed, or the plan can not take it.
 */
export function allocateInstalmentPayment(plan: CicilanPlan, asOf: string, jumlah: Rupiah): CicilanResult<{ allocation: PaymentAllocation }> {
  const closed = refuseClosed(plan, asOf);
  if (closed) return { ok: false, message: closed };
  if (!Number.isSafeInteger(jumlah) || jumlah <= 0) return { ok: false, message: CICILAN_MESSAGES.paymentEmpty };
  const owed = instalmentOwed(plan, asOf);
  if (jumlah > owed.total) return { ok: false, message: paymentOverOwedDetail(owed.total) };
  if (jumlah < leastInstalmentPayment(plan, asOf)) return { ok: false, message: CICILAN_MESSAGES.paymentUnderMinimum };
  const toDue = Math.min(jumlah, owed.jatuhTempo);
  const denda = Math.min(jumlah - toDue, owed.denda);
  const pokok = toDue + Math.min(jumlah - toDue - denda, owed.belumJatuhTempo);
  const before = instalmentCoverage(plan.jadwal, paidOnInstalments(plan));
  const after = instalmentCoverage(plan.jadwal, paidOnInstalments(plan) + pokok);
  const angsuran = plan.jadwal.flatMap((a, i) => (after[i]! > before[i]! ? [{ ke: a.ke, jumlah: after[i]! - before[i]! }] : []));
  return { ok: true, allocation: { pokok, denda, angsuran, sisaBayar: cicilanRemaining(plan) - pokok, sisaDenda: owed.denda - denda } };
}

export type EarlySettlement = {
  /** sisa_bayar before the settlement */
  sisaBayar: Rupiah;
  /** the margin not yet earned on the date */
  marginBelumDiakui: Rupiah;
  /** the part of it waived (lowers harga_jual_cicil) */
  potongan: Rupiah;
  /** what PELUNASAN CEPAT CICILAN takes on the price: sisa_bayar - potongan */
  pelunasan: Rupiah;
  /** late fees owed, paid with it (DENDA CICILAN) */
  denda: Rupiah;
  /** what the customer pays: pelunasan + denda */
  total: Rupiah;
};

/** The early settlement on `asOf` by the rule above, or the refusal. */
export function earlySettlement(plan: CicilanPlan, asOf: string): CicilanResult<{ settlement: EarlySettlement }> {
  const closed = refuseClosed(plan, asOf);
  if (closed) return { ok: false, message: closed };
  const owed = instalmentOwed(plan, asOf);
  const sisaBayar = cicilanRemaining(plan);
  const financed = plan.hargaJualCicil - plan.dp;
  const unearned = financed > 0 ? Number((BigInt(plan.margin) * BigInt(owed.belumJatuhTempo)) / BigInt(financed)) : 0;
  const marginBelumDiakui = Math.min(unearned, owed.belumJatuhTempo);
  const potongan = percentDown(marginBelumDiakui, plan.terms.potonganPelunasanHundredths);
  const pelunasan = sisaBayar - potongan;
  return { ok: true, settlement: { sisaBayar, marginBelumDiakui, potongan, pelunasan, denda: owed.denda, total: pelunasan + owed.denda } };
}

/** A cancellation: BATAL = everything paid on the price; the store keeps `potongan` (paid x the store's %, down to the rupiah) and refunds the rest. */
export function cicilanCancellation(paidOnPrice: Rupiah, potonganHundredths: number): { batal: Rupiah; potongan: Rupiah; refund: Rupiah } {
  const potongan = percentDown(paidOnPrice, potonganHundredths);
  return { batal: paidOnPrice, potongan, refund: paidOnPrice - potongan };
}

// ---------------------------------------------------------------- the original's rule

/** A plan's figures of the original's record and its cash categories' sums. */
export type CicilanLedger = {
  hargaJualCicil: Rupiah;
  sisaBayar: Rupiah;
  dp: Rupiah;
  bayar: Rupiah;
  pelunasanCepat: Rupiah;
  batal: Rupiah;
};

export type CicilanEvent =
  | { kind: 'BAYAR'; pokok: Rupiah }
  | { kind: 'PELUNASAN_CEPAT'; pelunasan: Rupiah; potongan: Rupiah }
  | { kind: 'BATAL'; batal: Rupiah };

/** A new plan's ledger: the down payment in, the rest owed. */
export function openCicilanLedger(hargaJualCicil: Rupiah, dp: Rupiah): CicilanLedger {
  return { hargaJualCicil, sisaBayar: hargaJualCicil - dp, dp, bayar: 0, pelunasanCepat: 0, batal: 0 };
}

/** The ledger after an event (BAYAR lowers sisa_bayar; PELUNASAN CEPAT pays it off, the waiver off the price; BATAL gives back what was paid). */
export function applyCicilanEvent(l: CicilanLedger, e: CicilanEvent): CicilanLedger {
  switch (e.kind) {
    case 'BAYAR':
      return { ...l, sisaBayar: l.sisaBayar - e.pokok, bayar: l.bayar + e.pokok };
    case 'PELUNASAN_CEPAT':
      return { ...l, hargaJualCicil: l.hargaJualCicil - e.potongan, sisaBayar: l.sisaBayar - e.potongan - e.pelunasan, pelunasanCepat: l.pelunasanCepat + e.pelunasan };
    case 'BATAL':
      return { ...l, sisaBayar: l.hargaJualCicil, batal: l.batal + e.batal };
  }
}

/** What the cash categories net on the price: DP + BAYAR + PELUNASAN CEPAT - BATAL. */
export function cicilanLedgerNet(l: CicilanLedger): Rupiah {
  return l.dp + l.bayar + l.pelunasanCepat - l.batal;
}

/** The original's rule: harga_jual_cicil - sisa_bayar = DP + BAYAR + PELUNASAN CEPAT - BATAL, to the rupiah. */
export function cicilanLedgerHolds(l: CicilanLedger): boolean {
  return l.hargaJualCicil - l.sisaBayar === cicilanLedgerNet(l);
}
