import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../closing/rules';
import { daysBetween, rowsInForce } from '../pawn/interest';
import { CICILAN_MESSAGES } from './messages';
import {
  addMonthsClamped,
  allocateInstalmentPayment,
  applyCicilanEvent,
  cicilanCancellation,
  cicilanLedgerHolds,
  cicilanLedgerNet,
  cicilanRemaining,
  cicilanState,
  earlySettlement,
  instalmentCoverage,
  instalmentLateFees,
  instalmentOwed,
  instalmentPrice,
  instalmentSchedule,
  leastDownPayment,
  leastInstalmentPayment,
  openCicilanLedger,
  paidOnInstalments,
  quoteCicilan,
  type CicilanLedger,
  type CicilanPlan,
  type CicilanTerms,
} from './rules';
import { cicilanParameterSetSchema, cicilanTermsOf, cicilanTermsSchema } from './schemas';

/** The worked example of docs/decisions.md: 10 g at Rp 1,350,000 a gram, 6 months. */
const T6: CicilanTerms = {
  tenorBulan: 6,
  marginHundredths: 650,
  minDpHundredths: 2_500,
  biayaAdmin: 50_000,
  dendaJenis: 'HARIAN',
  dendaHundredths: 10,
  dendaMaksHundredths: 500,
  masaTenggang: 3,
  gagalSetelah: 3,
  potonganPelunasanHundredths: 5_000,
  pembulatan: 1_000,
};
const T3: CicilanTerms = { ...T6, tenorBulan: 3, marginHundredths: 350, minDpHundredths: 2_000 };

function planOf(terms: CicilanTerms, hargaTunai: number, dp: number, tgl: string): CicilanPlan {
  const q = quoteCicilan([terms], { hargaTunai, tenorBulan: terms.tenorBulan, dp, tgl });
  if (!q.ok) throw new Error(q.message);
  return { tgl, hargaJualCicil: q.quote.hargaJualCicil, margin: q.quote.margin, dp, jadwal: q.quote.jadwal, terms, bayar: [] };
}

describe('cicilan: worked examples (docs/decisions.md)', () => {
  it('prices, least down payment and the schedule of a 10 g plan over 6 months', () => {
    const q = quoteCicilan([T3, T6], { hargaTunai: 13_500_000, tenorBulan: 6, dp: 3_600_000, tgl: '2026-01-31' });
    expect(q.ok).toBe(true);
    if (!q.ok) return;
    expect(q.quote).toMatchObject({ margin: 877_500, hargaJualCicil: 14_377_500, minDp: 3_594_375, sisaBayar: 10_777_500, nilaiAngsuran: 1_796_000, biayaAdmin: 50_000 });
    expect(q.quote.jadwal.map((a) => [a.tgl_jatuh_tempo, a.nilai])).toEqual([
      ['2026-02-28', 1_796_000],
      ['2026-03-31', 1_796_000],
      ['2026-04-30', 1_796_000],
      ['2026-05-31', 1_796_000],
      ['2026-06-30', 1_796_000],
      ['2026-07-31', 1_797_500],
    ]);
  });

  it('refuses a tenor not offered, a down payment under the least or not under the cash price', () => {
    const base = { hargaTunai: 13_500_000, tgl: '2026-01-31' };
    expect(quoteCicilan([T3, T6], { ...base, tenorBulan: 12, dp: 5_000_000 })).toEqual({ ok: false, message: CICILAN_MESSAGES.tenorNotOffered });
    expect(quoteCicilan([T3, T6], { ...base, tenorBulan: 6, dp: 3_594_374 })).toEqual({ ok: false, message: CICILAN_MESSAGES.dpUnderMinimum });
    expect(quoteCicilan([T3, T6], { ...base, tenorBulan: 6, dp: 3_594_375 }).ok).toBe(true);
    expect(quoteCicilan([T3, T6], { ...base, tenorBulan: 6, dp: 13_500_000 })).toEqual({ ok: false, message: CICILAN_MESSAGES.dpNotUnderCashPrice });
    expect(quoteCicilan([], { ...base, tenorBulan: 6, dp: 5_000_000 })).toEqual({ ok: false, message: CICILAN_MESSAGES.noParameter });
  });

  it('pays on time, then late with the late fee, then settles early with half the unearned margin waived', () => {
    let plan = planOf(T6, 13_500_000, 3_600_000, '2026-01-31');
    let ledger = openCicilanLedger(plan.hargaJualCicil, plan.dp);
    // on time: one instalment
    const p1 = allocateInstalmentPayment(plan, '2026-02-28', 1_796_000);
    expect(p1).toMatchObject({ ok: true, allocation: { pokok: 1_796_000, denda: 0, sisaBayar: 8_981_500, angsuran: [{ ke: 1, jumlah: 1_796_000 }] } });
    plan = { ...plan, bayar: [{ tgl: '2026-02-28', pokok: 1_796_000, denda: 0 }] };
    ledger = applyCicilanEvent(ledger, { kind: 'BAYAR', pokok: 1_796_000 });
    // instalment 2 due 31 Mar, grace 3 days: on 10 Apr it is 7 days past the grace, 7 x Rp 1,796
    expect(cicilanState(plan, '2026-04-03', 7)).toBe('TELAT');
    expect(instalmentLateFees(plan, '2026-04-03').total).toBe(0);
    expect(instalmentLateFees(plan, '2026-04-10').lines[1]).toEqual({ ke: 2, hariTelat: 7, denda: 12_572, maks: 89_800 });
    expect(instalmentOwed(plan, '2026-04-10')).toEqual({ jatuhTempo: 1_796_000, denda: 12_572, belumJatuhTempo: 7_185_500, total: 8_994_072 });
    expect(allocateInstalmentPayment(plan, '2026-04-10', 1_000_000)).toEqual({ ok: false, message: CICILAN_MESSAGES.paymentUnderMinimum });
    expect(allocateInstalmentPayment(plan, '2026-04-10', 8_994_073)).toMatchObject({ ok: false });
    const p2 = allocateInstalmentPayment(plan, '2026-04-10', 1_808_572);
    expect(p2).toMatchObject({ ok: true, allocation: { pokok: 1_796_000, denda: 12_572, sisaBayar: 7_185_500, sisaDenda: 0 } });
    plan = { ...plan, bayar: [...plan.bayar, { tgl: '2026-04-10', pokok: 1_796_000, denda: 12_572 }] };
    ledger = applyCicilanEvent(ledger, { kind: 'BAYAR', pokok: 1_796_000 });
    expect(cicilanState(plan, '2026-04-15', 7)).toBe('AKTIF');
    expect(cicilanState(plan, '2026-04-25', 7)).toBe('JATUH_TEMPO');
    // early settlement on 15 Apr: instalments 3-6 not yet due, Rp 7,185,500; unearned margin 877,500 x 7,185,500 / 10,777,500
    const s = earlySettlement(plan, '2026-04-15');
    expect(s).toEqual({ ok: true, settlement: { sisaBayar: 7_185_500, marginBelumDiakui: 585_040, potongan: 292_520, pelunasan: 6_892_980, denda: 0, total: 6_892_980 } });
    ledger = applyCicilanEvent(ledger, { kind: 'PELUNASAN_CEPAT', pelunasan: 6_892_980, potongan: 292_520 });
    expect(ledger).toEqual({ hargaJualCicil: 14_084_980, sisaBayar: 0, dp: 3_600_000, bayar: 3_592_000, pelunasanCepat: 6_892_980, batal: 0 });
    expect(cicilanLedgerHolds(ledger)).toBe(true);
  });

  it('caps the daily late fee, counts missed instalments to default and refuses payments then', () => {
    const plan = planOf(T6, 13_500_000, 3_600_000, '2026-01-31');
    // instalment 1 (due 28 Feb) 60 days past the grace: 60 x 1,796 = 107,760, capped at 5 % = 89,800
    expect(instalmentLateFees(plan, addDays('2026-02-28', 63)).lines[0]!.denda).toBe(89_800);
    expect(cicilanState(plan, '2026-04-30', 7)).toBe('TELAT'); // 2 missed (28 Feb, 31 Mar), 30 Apr within grace
    expect(cicilanState(plan, '2026-05-04', 7)).toBe('GAGAL_BAYAR'); // the third is 4 days past due: 3 missed
    expect(allocateInstalmentPayment(plan, '2026-05-04', 1_796_000)).toEqual({ ok: false, message: CICILAN_MESSAGES.inDefault });
  });

  it('a per-instalment late fee is charged once, capped', () => {
    const plan = planOf({ ...T6, dendaJenis: 'ANGSURAN', dendaHundredths: 200, dendaMaksHundredths: 500 }, 13_500_000, 3_600_000, '2026-01-31');
    expect(instalmentLateFees(plan, '2026-03-03').total).toBe(0);
    expect(instalmentLateFees(plan, '2026-03-04').total).toBe(35_920);
    expect(instalmentLateFees(plan, '2026-03-30').total).toBe(35_920);
  });

  it('cancellation: BATAL is everything paid on the price; the store keeps its deduction', () => {
    expect(cicilanCancellation(5_392_000, 1_000)).toEqual({ batal: 5_392_000, potongan: 539_200, refund: 4_852_800 });
    let l = openCicilanLedger(14_377_500, 3_600_000);
    l = applyCicilanEvent(l, { kind: 'BAYAR', pokok: 1_796_000 });
    l = applyCicilanEvent(l, { kind: 'BATAL', batal: 5_396_000 });
    expect(l.sisaBayar).toBe(14_377_500);
    expect(cicilanLedgerNet(l)).toBe(0);
    expect(cicilanLedgerHolds(l)).toBe(true);
  });

  it('due dates clamp to the month end, always from the plan day', () => {
    expect(addMonthsClamped('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsClamped('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsClamped('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonthsClamped('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonthsClamped('2026-12-15', 36)).toBe('2029-12-15');
  });

  it('parameters: a stored row becomes terms; dated rows in force; a tenor once per date', () => {
    const row = {
      tgl_berlaku: '2026-01-01', tenor_bulan: 6, margin_persen: '6.50', min_dp_persen: '25.00', biaya_admin: '50000', denda_jenis: 'HARIAN',
      denda_persen: '0.10', denda_maks_persen: '5.00', masa_tenggang: 3, gagal_setelah: 3, potongan_pelunasan_persen: '50.00', pembulatan: 1000,
    };
    expect(cicilanTermsOf(row)).toEqual({ ...T6, tgl_berlaku: '2026-01-01' });
    expect(cicilanTermsOf({ ...row, margin_persen: '101' })).toBeNull();
    expect(cicilanTermsOf({ ...row, denda_jenis: 'MINGGUAN' })).toBeNull();
    expect(cicilanTermsSchema.safeParse({ ...T6, tenorBulan: 37 }).success).toBe(false);
    expect(cicilanTermsSchema.safeParse({ ...T6, pembulatan: 250 }).success).toBe(false);
    const rows = [
      { ...T6, tgl_berlaku: '2026-01-01' },
      { ...T3, tgl_berlaku: '2026-01-01' },
      { ...T6, marginHundredths: 700, tgl_berlaku: '2026-06-01' },
    ];
    expect(rowsInForce(rows, '2026-05-31').map((r) => r.tenorBulan).sort()).toEqual([3, 6]);
    expect(rowsInForce(rows, '2026-06-01')).toEqual([rows[2]]);
    expect(cicilanParameterSetSchema.safeParse(rows.slice(0, 2)).success).toBe(true);
    expect(cicilanParameterSetSchema.safeParse([rows[0], rows[0]]).success).toBe(false);
  });
});

// ---------------------------------------------------------------- laws

const termsArb: fc.Arbitrary<CicilanTerms> = fc.record({
  tenorBulan: fc.integer({ min: 1, max: 36 }),
  marginHundredths: fc.integer({ min: 0, max: 5_000 }),
  minDpHundredths: fc.integer({ min: 0, max: 5_000 }),
  biayaAdmin: fc.integer({ min: 0, max: 200_000 }),
  dendaJenis: fc.constantFrom('HARIAN' as const, 'ANGSURAN' as const),
  dendaHundredths: fc.integer({ min: 0, max: 500 }),
  dendaMaksHundredths: fc.integer({ min: 0, max: 2_000 }),
  masaTenggang: fc.integer({ min: 0, max: 14 }),
  gagalSetelah: fc.integer({ min: 1, max: 6 }),
  potonganPelunasanHundredths: fc.integer({ min: 0, max: 10_000 }),
  pembulatan: fc.constantFrom(1, 100, 500, 1000),
});
const tglArb = fc.integer({ min: 0, max: 2_000 }).map((n) => addDays('2025-01-01', n));

/** A valid plan: terms, a cash price and a down payment between the least and the cash price. */
const planArb = fc
  .record({ terms: termsArb, hargaTunai: fc.integer({ min: 1_000_000, max: 2_000_000_000 }), dpFrac: fc.double({ min: 0, max: 1, noNaN: true }), tgl: tglArb })
  .map(({ terms, hargaTunai, dpFrac, tgl }) => {
    const { hargaJualCicil } = instalmentPrice(hargaTunai, terms.marginHundredths);
    const minDp = leastDownPayment(hargaJualCicil, terms.minDpHundredths);
    const dp = Math.min(hargaTunai - 1, minDp + Math.floor(dpFrac * Math.max(0, hargaTunai - 1 - minDp)));
    return { terms, hargaTunai, dp, tgl, quote: quoteCicilan([terms], { hargaTunai, tenorBulan: terms.tenorBulan, dp, tgl }) };
  })
  .filter((p) => p.quote.ok)
  .map((p) => {
    if (!p.quote.ok) throw new Error('filtered');
    const plan: CicilanPlan = { tgl: p.tgl, hargaJualCicil: p.quote.quote.hargaJualCicil, margin: p.quote.quote.margin, dp: p.dp, jadwal: p.quote.quote.jadwal, terms: p.terms, bayar: [] };
    return { ...p, quote: p.quote.quote, plan };
  });

type Op = { kind: 'pay'; days: number; frac: number } | { kind: 'settle'; days: number } | { kind: 'cancel'; days: number; potongan: number };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('pay' as const), days: fc.integer({ min: 0, max: 70 }), frac: fc.double({ min: 0, max: 1, noNaN: true }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('settle' as const), days: fc.integer({ min: 0, max: 70 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), days: fc.integer({ min: 0, max: 70 }), potongan: fc.integer({ min: 0, max: 10_000 }) }) },
);

describe('cicilan: laws (property-based)', () => {
  it('DP + instalments = the instalment price exactly; the last absorbs the rounding; due dates monthly', () => {
    fc.assert(
      fc.property(planArb, ({ quote, dp, terms, tgl }) => {
        const total = quote.jadwal.reduce((a, b) => a + b.nilai, 0);
        expect(dp + total).toBe(quote.hargaJualCicil);
        expect(quote.jadwal).toHaveLength(terms.tenorBulan);
        const regular = quote.jadwal[0]!.nilai;
        for (const a of quote.jadwal.slice(0, -1)) expect(a.nilai).toBe(regular);
        const last = quote.jadwal[quote.jadwal.length - 1]!.nilai;
        if (terms.tenorBulan > 1) expect(regular % terms.pembulatan).toBe(0);
        expect(last - regular).toBeGreaterThanOrEqual(0);
        expect(last - regular).toBeLessThan(terms.tenorBulan * terms.pembulatan);
        expect(dp).toBeGreaterThanOrEqual(quote.minDp);
        quote.jadwal.forEach((a, i) => {
          expect(a.tgl_jatuh_tempo).toBe(addMonthsClamped(tgl, i + 1));
          expect(Number(a.tgl_jatuh_tempo.slice(8))).toBe(Math.min(Number(tgl.slice(8)), Number(addMonthsClamped(tgl.slice(0, 8) + '01', i + 2).slice(0, 10) && addDays(addMonthsClamped(tgl.slice(0, 8) + '01', i + 2), -1).slice(8))));
        });
      }),
    );
  });

  it('late fees never exceed their cap and never decrease as days pass', () => {
    fc.assert(
      fc.property(planArb, fc.integer({ min: 0, max: 1_500 }), fc.integer({ min: 0, max: 200 }), ({ plan }, d, more) => {
        const a = instalmentLateFees(plan, addDays(plan.tgl, d));
        const b = instalmentLateFees(plan, addDays(plan.tgl, d + more));
        a.lines.forEach((l, i) => {
          expect(l.denda).toBeLessThanOrEqual(l.maks);
          expect(l.denda).toBeGreaterThanOrEqual(0);
          expect(b.lines[i]!.denda).toBeGreaterThanOrEqual(l.denda);
        });
      }),
    );
  });

  it('over random payments, settlements and cancellations: oldest first, never above owed, settlement never above the plan, the rule holds, a cancelled plan nets to zero', () => {
    fc.assert(
      fc.property(planArb, fc.array(opArb, { maxLength: 25 }), ({ plan: start }, ops) => {
        let plan = start;
        let ledger: CicilanLedger = openCicilanLedger(plan.hargaJualCicil, plan.dp);
        let day = plan.tgl;
        const fullPlan = plan.hargaJualCicil;
        expect(cicilanLedgerHolds(ledger)).toBe(true);
        for (const op of ops) {
          day = addDays(day, op.days);
          if (plan.status && plan.status !== 'AKTIF') break;
          if (op.kind === 'pay') {
            const owed = instalmentOwed(plan, day);
            const least = leastInstalmentPayment(plan, day);
            const jumlah = least + Math.floor(op.frac * (owed.total - least));
            const r = allocateInstalmentPayment(plan, day, jumlah);
            if (!r.ok) {
              expect([CICILAN_MESSAGES.inDefault, CICILAN_MESSAGES.alreadyPaid, CICILAN_MESSAGES.paymentEmpty]).toContain(r.message);
              continue;
            }
            const al = r.allocation;
            // exactly the amount, never above what is owed, dues before fees before later instalments
            expect(al.pokok + al.denda).toBe(jumlah);
            expect(al.pokok).toBeLessThanOrEqual(cicilanRemaining(plan));
            expect(al.denda).toBeLessThanOrEqual(owed.denda);
            if (al.denda > 0) expect(al.pokok).toBeGreaterThanOrEqual(owed.jatuhTempo);
            if (al.pokok > owed.jatuhTempo) expect(al.denda).toBe(owed.denda);
            expect(allocateInstalmentPayment(plan, day, owed.total + 1).ok).toBe(false);
            // oldest first: the instalments' coverage stays a prefix
            const cov = instalmentCoverage(plan.jadwal, paidOnInstalments(plan) + al.pokok);
            cov.forEach((c, i) => {
              if (i > 0 && c > 0) expect(cov[i - 1]).toBe(plan.jadwal[i - 1]!.nilai);
            });
            expect(al.angsuran.reduce((a, b) => a + b.jumlah, 0)).toBe(al.pokok);
            plan = { ...plan, bayar: [...plan.bayar, { tgl: day, pokok: al.pokok, denda: al.denda }] };
            ledger = applyCicilanEvent(ledger, { kind: 'BAYAR', pokok: al.pokok });
            expect(ledger.sisaBayar).toBe(cicilanRemaining(plan));
          } else if (op.kind === 'settle') {
            const r = earlySettlement(plan, day);
            if (!r.ok) continue;
            const s = r.settlement;
            expect(s.pelunasan).toBeGreaterThanOrEqual(0);
            expect(s.pelunasan).toBeLessThanOrEqual(s.sisaBayar);
            expect(plan.dp + paidOnInstalments(plan) + s.pelunasan).toBeLessThanOrEqual(fullPlan);
            expect(s.potongan).toBeLessThanOrEqual(s.marginBelumDiakui);
            expect(s.marginBelumDiakui).toBeLessThanOrEqual(plan.margin);
            ledger = applyCicilanEvent(ledger, { kind: 'PELUNASAN_CEPAT', pelunasan: s.pelunasan, potongan: s.potongan });
            expect(ledger.sisaBayar).toBe(0);
            plan = { ...plan, status: 'LUNAS' };
          } else {
            const paid = ledger.hargaJualCicil - ledger.sisaBayar;
            const c = cicilanCancellation(paid, op.potongan);
            expect(c.potongan + c.refund).toBe(c.batal);
            expect(c.refund).toBeGreaterThanOrEqual(0);
            ledger = applyCicilanEvent(ledger, { kind: 'BATAL', batal: c.batal });
            expect(cicilanLedgerNet(ledger)).toBe(0);
            expect(ledger.hargaJualCicil - ledger.sisaBayar).toBe(0);
            plan = { ...plan, status: 'BATAL' };
          }
          expect(cicilanLedgerHolds(ledger)).toBe(true);
          expect(ledger.dp + ledger.bayar + ledger.pelunasanCepat).toBeLessThanOrEqual(fullPlan);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a plan paid in full is LUNAS and takes nothing more', () => {
    fc.assert(
      fc.property(planArb, ({ plan }) => {
        const last = plan.jadwal[plan.jadwal.length - 1]!.tgl_jatuh_tempo;
        const total = plan.jadwal.reduce((a, b) => a + b.nilai, 0);
        const paid: CicilanPlan = { ...plan, bayar: [{ tgl: plan.tgl, pokok: total, denda: 0 }] };
        expect(cicilanState(paid, last, 7)).toBe('LUNAS');
        expect(allocateInstalmentPayment(paid, last, 1)).toEqual({ ok: false, message: CICILAN_MESSAGES.alreadyPaid });
        expect(daysBetween(plan.tgl, plan.jadwal[0]!.tgl_jatuh_tempo)).toBeGreaterThanOrEqual(28);
      }),
    );
  });
});
