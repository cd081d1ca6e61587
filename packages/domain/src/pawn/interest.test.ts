import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../closing/rules';
import {
  appraisal,
  auctionFloor,
  bandFor,
  canAuction,
  ceilingOf,
  daysBetween,
  effectiveRate,
  interestDue,
  interestPayment,
  interestPerPeriod,
  loanCeiling,
  openLoanState,
  periodsOwed,
  redemptionQuote,
  rowsInForce,
  type LoanTerms,
} from './interest';

const terms: fc.Arbitrary<LoanTerms> = fc.record({
  pokok: fc.integer({ min: 1, max: 2_000_000_000 }),
  bungaHundredths: fc.integer({ min: 0, max: 1000 }),
  hariPeriode: fc.constantFrom(15, 30),
  minPeriode: fc.integer({ min: 1, max: 4 }),
  pembulatan: fc.constantFrom(1, 100, 500, 1000),
});
const tgl = fc.integer({ min: 0, max: 3000 }).map((n) => addDays('2025-01-01', n));

describe('pawn interest: worked examples (docs/decisions.md)', () => {
  const t: LoanTerms = { pokok: 5_000_000, bungaHundredths: 125, hariPeriode: 15, minPeriode: 1, pembulatan: 100 };
  it('charges whole periods from the loan date with the minimum', () => {
    expect(interestPerPeriod(t)).toBe(62_500);
    expect(interestDue(t, '2026-01-01', 0, '2026-01-01').bunga).toBe(62_500); // day 0: the minimum period
    expect(interestDue(t, '2026-01-01', 0, '2026-01-16').bunga).toBe(62_500); // day 15: still one period
    expect(interestDue(t, '2026-01-01', 0, '2026-01-17').bunga).toBe(125_000); // day 16: two periods
    expect(interestDue(t, '2026-01-01', 0, '2026-03-02').bunga).toBe(250_000); // day 60: four periods
  });
  it('rounds one period up to the store unit', () => {
    expect(interestPerPeriod({ pokok: 1_234_567, bungaHundredths: 250, pembulatan: 100 })).toBe(30_900); // 30 864.175 -> 30 865 -> 30 900
    expect(interestPerPeriod({ pokok: 1_234_567, bungaHundredths: 250, pembulatan: 1 })).toBe(30_865);
  });
  it('after BAYAR BUNGA only later periods are due, and the redemption adds up', () => {
    const paid = interestDue(t, '2026-01-01', 0, '2026-01-20'); // day 19: 2 periods
    expect(paid.periode).toBe(2);
    expect(paid.dibayarSampai).toBe('2026-01-31');
    expect(interestDue(t, '2026-01-01', 2, '2026-01-25').bunga).toBe(0);
    const q = redemptionQuote(t, '2026-01-01', 2, 10_000, '2026-02-10'); // day 40: 3 owed, 2 paid
    expect(q).toMatchObject({ pokok: 5_000_000, bunga: 62_500, biaya_admin: 10_000, total: 5_072_500, periode: 1, hari: 40 });
  });
  it('effective rate of the redemption report (spec 000 §9)', () => {
    expect(effectiveRate(125_000, 30, 5_000_000)).toBe(2.5);
    expect(effectiveRate(62_500, 0, 5_000_000)).toBe(37.5);
  });
  it('ceiling: appraisal of the gold weight, percent per piece, capped by the amount', () => {
    expect(appraisal(2_500, 1_000_000)).toBe(2_500_000);
    expect(ceilingOf(2_500_000, 8_500)).toBe(2_125_000);
    expect(loanCeiling([2_125_000, 1_000_000], null)).toBe(3_125_000);
    expect(loanCeiling([2_125_000, 1_000_000], 3_000_000)).toBe(3_000_000);
  });
});

describe('pawn interest: laws', () => {
  it('interest never decreases as days pass', () => {
    fc.assert(
      fc.property(terms, tgl, fc.nat(2000), fc.nat(400), fc.nat(40), (t, start, a, extra, paid) => {
        const early = interestDue(t, start, paid, addDays(start, a)).bunga;
        const late = interestDue(t, start, paid, addDays(start, a + extra)).bunga;
        expect(late).toBeGreaterThanOrEqual(early);
      }),
    );
  });

  it('a renewal or interest payment never charges a day twice: periods paid along the way sum to the periods owed', () => {
    fc.assert(
      fc.property(terms, tgl, fc.array(fc.nat(200), { maxLength: 8 }), fc.nat(300), (t, start, steps, tail) => {
        let day = 0;
        let paid = 0;
        let lastCovered = start;
        for (const s of steps) {
          day += s;
          const due = interestDue(t, start, paid, addDays(start, day));
          // the periods charged begin where the last payment's cover ended: no day is in two charges
          if (due.periode > 0) expect(daysBetween(lastCovered, addDays(start, paid * t.hariPeriode))).toBe(0);
          paid += due.periode;
          lastCovered = due.dibayarSampai;
          // what a payment covers reaches the day it is made
          expect(daysBetween(addDays(start, day), due.dibayarSampai)).toBeGreaterThanOrEqual(0);
        }
        const finalDay = day + tail;
        const last = interestDue(t, start, paid, addDays(start, finalDay));
        expect(paid + last.periode).toBe(Math.max(paid, periodsOwed(finalDay, t.hariPeriode, t.minPeriode)));
        // paying in steps costs the same as paying once at the end, when the rate did not change
        const once = interestDue(t, start, 0, addDays(start, finalDay));
        expect((paid + last.periode) * interestPerPeriod(t)).toBe(Math.max(paid * interestPerPeriod(t), once.bunga));
      }),
    );
  });

  it('redemption total = principal + interest + fees exactly', () => {
    fc.assert(
      fc.property(terms, tgl, fc.nat(2000), fc.nat(40), fc.integer({ min: 0, max: 1_000_000 }), (t, start, d, paid, fee) => {
        const q = redemptionQuote(t, start, paid, fee, addDays(start, d));
        expect(q.total).toBe(t.pokok + q.bunga + fee);
        expect(q.bunga).toBe(interestDue(t, start, paid, addDays(start, d)).bunga);
        expect(Number.isSafeInteger(q.total)).toBe(true);
        expect(q.bunga % t.pembulatan).toBe(0);
      }),
    );
  });

  it('one period is at least pokok x rate and less than one unit above it', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const p = interestPerPeriod(t);
        expect(p * 10000).toBeGreaterThanOrEqual(t.pokok * t.bungaHundredths);
        expect(p - (t.pokok * t.bungaHundredths) / 10000).toBeLessThan(t.pembulatan + 1);
      }),
    );
  });

  it('dates: addDays and daysBetween agree', () => {
    fc.assert(fc.property(tgl, fc.integer({ min: -500, max: 500 }), (d, n) => {
        expect(daysBetween(d, addDays(d, n)) === n).toBe(true);
      }),
    );
  });

  it('the parameters in force are those of the latest date not after the loan', () => {
    const rows = [
      { tgl_berlaku: '2026-01-01', pinjaman_dari: 0, pinjaman_sampai: 0, k: 'A' },
      { tgl_berlaku: '2026-03-01', pinjaman_dari: 0, pinjaman_sampai: 1_000_000, k: 'B1' },
      { tgl_berlaku: '2026-03-01', pinjaman_dari: 1_000_001, pinjaman_sampai: 0, k: 'B2' },
    ];
    expect(rowsInForce(rows, '2025-12-31')).toEqual([]);
    expect(rowsInForce(rows, '2026-02-28').map((r) => r.k)).toEqual(['A']);
    expect(bandFor(rowsInForce(rows, '2026-03-01'), 2_000_000)?.k).toBe('B2');
    expect(bandFor(rowsInForce(rows, '2026-03-01'), 1_000_000)?.k).toBe('B1');
  });

  it('open loan state and auction', () => {
    expect(openLoanState('2026-02-01', '2026-01-20', 7)).toBe('AKTIF');
    expect(openLoanState('2026-02-01', '2026-01-26', 7)).toBe('JATUH_TEMPO');
    expect(openLoanState('2026-02-01', '2026-02-02', 7)).toBe('TELAT');
    expect(canAuction('2026-02-01', 7, '2026-02-08')).toBe(false);
    expect(canAuction('2026-02-01', 7, '2026-02-09')).toBe(true);
  });
});

describe('pawn interest payment (BAYAR BUNGA) and the due date', () => {
  const t: LoanTerms = { pokok: 6_584_000, bungaHundredths: 125, hariPeriode: 15, minPeriode: 1, pembulatan: 100 };
  it('a second payment the same day pays the next period in advance and moves the due date one period', () => {
    const first = interestPayment(t, '2026-01-01', 0, '2026-01-10', { tglJatuhTempo: '2026-01-31', lamaPinjam: 30 });
    expect(first).toEqual({ periode: 1, bunga: 82_300, diMuka: false, tglJatuhTempo: '2026-02-09' });
    const second = interestPayment(t, '2026-01-01', 1, '2026-01-10', { tglJatuhTempo: first.tglJatuhTempo, lamaPinjam: 30 });
    expect(second).toEqual({ periode: 1, bunga: 82_300, diMuka: true, tglJatuhTempo: '2026-02-24' });
  });

  const loanDay = fc.record({ t: terms, start: tgl, day: fc.nat(400), paid: fc.nat(30), lama: fc.integer({ min: 1, max: 180 }), dueShift: fc.integer({ min: -200, max: 400 }) });

  it('pays what is due, else exactly one period ahead; never nothing', () => {
    fc.assert(
      fc.property(loanDay, ({ t: tt, start, day, paid, lama, dueShift }) => {
        const asOf = addDays(start, day);
        const due = interestDue(tt, start, paid, asOf);
        const p = interestPayment(tt, start, paid, asOf, { tglJatuhTempo: addDays(asOf, dueShift), lamaPinjam: lama });
        expect(p.diMuka).toBe(due.periode === 0);
        expect(p.periode).toBe(Math.max(1, due.periode));
        expect(p.bunga).toBe(p.periode * interestPerPeriod(tt));
      }),
    );
  });

  it('the due date never moves back, is at least a term away, and a payment in advance always moves it later', () => {
    fc.assert(
      fc.property(loanDay, ({ t: tt, start, day, paid, lama, dueShift }) => {
        const asOf = addDays(start, day);
        const current = addDays(asOf, dueShift);
        const p = interestPayment(tt, start, paid, asOf, { tglJatuhTempo: current, lamaPinjam: lama });
        expect(daysBetween(current, p.tglJatuhTempo)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(addDays(asOf, lama), p.tglJatuhTempo)).toBeGreaterThanOrEqual(0);
        if (p.diMuka) expect(daysBetween(current, p.tglJatuhTempo)).toBeGreaterThanOrEqual(tt.hariPeriode);
      }),
    );
  });

  it('paying n times on one day: the first pays what is due, every later one a period ahead, each moving the due date on', () => {
    fc.assert(
      fc.property(loanDay, fc.integer({ min: 2, max: 5 }), ({ t: tt, start, day, paid, lama }, n) => {
        const asOf = addDays(start, day);
        let periodeDibayar = paid;
        let jatuhTempo = addDays(start, lama);
        let previous = '';
        for (let i = 0; i < n; i++) {
          const p = interestPayment(tt, start, periodeDibayar, asOf, { tglJatuhTempo: jatuhTempo, lamaPinjam: lama });
          if (i > 0) {
            expect(p.diMuka).toBe(true);
            expect(daysBetween(previous, p.tglJatuhTempo)).toBe(tt.hariPeriode);
          }
          periodeDibayar += p.periode;
          previous = jatuhTempo = p.tglJatuhTempo;
        }
        // after paying, nothing is due that day: the periods paid cover it
        expect(interestDue(tt, start, periodeDibayar, asOf).periode).toBe(0);
      }),
    );
  });
});

describe('pawn auction floor', () => {
  it('is the principal plus the interest due on the auction day (the 8 g loan of the report)', () => {
    const t: LoanTerms = { pokok: 8_845_200, bungaHundredths: 110, hariPeriode: 30, minPeriode: 1, pembulatan: 100 };
    expect(interestPerPeriod(t)).toBe(97_300);
    expect(auctionFloor(t, '2026-01-01', 0, '2026-03-20')).toBe(8_845_200 + 3 * 97_300);
  });
  it('never below the principal, grows with the days, drops to the principal when the interest is paid', () => {
    fc.assert(
      fc.property(terms, tgl, fc.nat(2000), fc.nat(400), fc.nat(40), (tt, start, d, extra, paid) => {
        const f = auctionFloor(tt, start, paid, addDays(start, d));
        expect(f).toBe(tt.pokok + interestDue(tt, start, paid, addDays(start, d)).bunga);
        expect(f).toBeGreaterThanOrEqual(tt.pokok);
        expect(auctionFloor(tt, start, paid, addDays(start, d + extra))).toBeGreaterThanOrEqual(f);
        const owed = periodsOwed(d, tt.hariPeriode, tt.minPeriode);
        expect(auctionFloor(tt, start, Math.max(paid, owed), addDays(start, d))).toBe(tt.pokok);
      }),
    );
  });
});

describe('pawn reminders', () => {
  it('one before the due date within the days set, one on or after it', async () => {
    const { reminderDue, reminderDays, fillReminder, REMINDER_DEFAULT_TEMPLATE } = await import('./reminders');
    expect([reminderDays(undefined), reminderDays(''), reminderDays('5'), reminderDays('x')]).toEqual([3, 3, 5, 3]);
    expect(reminderDue('2026-02-10', '2026-02-06', 3)).toBeNull();
    expect(reminderDue('2026-02-10', '2026-02-07', 3)).toBe('SEBELUM');
    expect(reminderDue('2026-02-10', '2026-02-10', 3)).toBe('JATUH_TEMPO');
    expect(reminderDue('2026-02-10', '2026-02-12', 3)).toBe('JATUH_TEMPO');
    expect(fillReminder(REMINDER_DEFAULT_TEMPLATE, { nama_customer: 'SITI', no_faktur_hutang: 'HT-1', nama_toko: 'EMAS', tgl_jatuh_tempo: '2026-02-10', total: 1000 })).toContain('HT-1');
  });
});
