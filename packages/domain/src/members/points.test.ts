import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { poinBalance } from './ledger';
import { earnPoints, expiringPoints, linePoints, resetCutoff, reversePoints, ruleInForce, withPoinBalance, type PoinRule } from './points';

const rule = (over: Partial<PoinRule>): PoinRule => ({ jenis_transaksi: 'PENJUALAN', kode_group: null, tgl_berlaku: '2026-01-01', kelipatanMg: 1000, kelipatanRp: 100_000, poin: 1, tanpa_poin: false, ...over });

describe('points rule: worked examples (docs/decisions.md)', () => {
  const rules = [
    rule({}),
    rule({ kode_group: 'P24', kelipatanMg: 500, kelipatanRp: 50_000, poin: 2 }),
    rule({ kode_group: 'P24', tgl_berlaku: '2026-06-01', poin: 3, kelipatanRp: 50_000 }),
    rule({ kode_group: 'AKS', tanpa_poin: true }),
  ];
  it('RP: Rp 1.234.567 of group P17 earns floor(1.234.567 / 100.000) x 1 = 12', () => {
    expect(earnPoints(rules, 'RP', { jenis: 'PENJUALAN', tanggal: '2026-03-01', lines: [{ no: 'L1', kode_group: 'P17', beratMg: 2_500, harga: 1_234_567 }] })).toEqual([{ no: 'L1', poin: 12 }]);
  });
  it('GRAM: 2,750 gr of P24 earns floor(2750 / 500) x 2 = 10; the June rule applies from June on', () => {
    const line = { no: 'L1', kode_group: 'P24', beratMg: 2_750, harga: 3_000_000 };
    expect(earnPoints(rules, 'GRAM', { jenis: 'PENJUALAN', tanggal: '2026-05-31', lines: [line] })).toEqual([{ no: 'L1', poin: 10 }]);
    expect(earnPoints(rules, 'GRAM', { jenis: 'PENJUALAN', tanggal: '2026-06-01', lines: [line] })).toEqual([{ no: 'L1', poin: 6 }]);
  });
  it('a group marked tanpa poin, a kind without a rule and a date before every rule earn nothing', () => {
    expect(earnPoints(rules, 'RP', { jenis: 'PENJUALAN', tanggal: '2026-03-01', lines: [{ no: 'L1', kode_group: 'AKS', beratMg: 9_000, harga: 9_000_000 }] })).toEqual([]);
    expect(earnPoints(rules, 'RP', { jenis: 'PEMBELIAN', tanggal: '2026-03-01', lines: [{ no: 'L1', kode_group: 'P17', beratMg: 9_000, harga: 9_000_000 }] })).toEqual([]);
    expect(earnPoints(rules, 'RP', { jenis: 'PENJUALAN', tanggal: '2025-12-31', lines: [{ no: 'L1', kode_group: 'P17', beratMg: 9_000, harga: 9_000_000 }] })).toEqual([]);
  });
  it('reset cut-offs: a date each year, or N months back', () => {
    expect(resetCutoff({ mode: 'TANGGAL', tanggal: '12-31', bulan: 0 }, '2026-11-28')).toBe('2025-12-31');
    expect(resetCutoff({ mode: 'TANGGAL', tanggal: '01-01', bulan: 0 }, '2026-11-28')).toBe('2026-01-01');
    expect(resetCutoff({ mode: 'BULAN', tanggal: '', bulan: 12 }, '2026-02-28')).toBe('2025-02-28');
  });
  it('expiry uses the oldest points first: 10 old, 4 spent, 5 new -> 6 expire; again -> 0', () => {
    const rows = [
      { jenis: 'EARN', poin: 10, tanggal: '2025-01-10' },
      { jenis: 'REDEEM', poin: -4, tanggal: '2025-03-01' },
      { jenis: 'EARN', poin: 5, tanggal: '2026-02-01' },
    ];
    expect(expiringPoints(rows, '2026-01-01')).toBe(6);
    expect(expiringPoints([...rows, { jenis: 'EXPIRE', poin: -6, tanggal: '2026-02-02' }], '2026-01-01')).toBe(0);
  });
});

// ---------------------------------------------------------------- laws

const groups = ['P17', 'P24', 'AKS'];
const arbRule = fc.record({
  jenis_transaksi: fc.constantFrom('PENJUALAN', 'PEMBELIAN'),
  kode_group: fc.constantFrom<string | null>(null, ...groups),
  tgl_berlaku: fc.constantFrom('2025-01-01', '2026-01-01', '2026-06-01'),
  kelipatanMg: fc.integer({ min: 0, max: 10_000 }),
  kelipatanRp: fc.integer({ min: 0, max: 1_000_000 }),
  poin: fc.integer({ min: 0, max: 50 }),
  tanpa_poin: fc.boolean(),
});
const arbLines = fc.array(
  fc.record({ kode_group: fc.constantFrom(...groups), beratMg: fc.integer({ min: 0, max: 200_000 }), harga: fc.integer({ min: 0, max: 500_000_000 }) }),
  { maxLength: 8 },
).map((ls) => ls.map((l, i) => ({ ...l, no: `L${i}` })));
const arbDoc = fc.record({ jenis: fc.constantFrom('PENJUALAN', 'PEMBELIAN'), tanggal: fc.constantFrom('2025-06-01', '2026-03-01', '2026-07-01'), lines: arbLines });

describe('points rule: laws', () => {
  it('every line earns a whole, non-negative multiple of its rule points, floored', () => {
    fc.assert(
      fc.property(fc.array(arbRule, { maxLength: 6 }), fc.constantFrom('RP' as const, 'GRAM' as const), arbDoc, (rules, type, doc) => {
        for (const e of earnPoints(rules, type, doc)) {
          const line = doc.lines.find((l) => l.no === e.no)!;
          const r = ruleInForce(rules, doc.jenis, line.kode_group, doc.tanggal)!;
          expect(Number.isSafeInteger(e.poin) && e.poin > 0).toBe(true);
          expect(e.poin % r.poin).toBe(0);
          const step = type === 'GRAM' ? r.kelipatanMg : r.kelipatanRp;
          const amount = type === 'GRAM' ? line.beratMg : line.harga;
          expect(e.poin).toBe(Math.floor(amount / step) * r.poin);
          expect(linePoints(r, type, line)).toBe(e.poin);
        }
      }),
    );
  });

  it('earning then cancelling (whole or in parts, any order, twice) leaves the balance unchanged', () => {
    fc.assert(
      fc.property(fc.array(arbRule, { maxLength: 6 }), arbDoc, fc.integer({ min: 0, max: 1000 }), fc.array(fc.nat(7), { maxLength: 10 }), (rules, doc, start, cuts) => {
        const ledger: { jenis: string; poin: number; no_ref_line: string }[] = start > 0 ? [{ jenis: 'ADJUST', poin: start, no_ref_line: '' }] : [];
        const earned = earnPoints(rules, 'RP', doc);
        for (const e of earned) ledger.push({ jenis: 'EARN', poin: e.poin, no_ref_line: e.no });
        const docRows = () => ledger.filter((r) => r.jenis !== 'ADJUST');
        for (const c of [...cuts.map((i) => [`L${i}`]), 'ALL' as const, 'ALL' as const]) {
          const { reverse, shortfall } = reversePoints(docRows(), c, poinBalance(ledger));
          expect(shortfall).toEqual([]);
          for (const r of reverse) if (r.poin > 0) ledger.push({ jenis: 'REVERSE', poin: -r.poin, no_ref_line: r.no });
        }
        expect(poinBalance(ledger)).toBe(start);
      }),
    );
  });

  it('the running balance ends at the ledger sum, and a reversal never takes the balance below zero', () => {
    fc.assert(
      fc.property(arbDoc, fc.integer({ min: 0, max: 5000 }), (doc, spend) => {
        const ledger: { jenis: string; poin: number; no_ref_line: string }[] = [];
        for (const e of earnPoints([rule({ jenis_transaksi: doc.jenis, kelipatanRp: 1_000_000 })], 'RP', doc)) ledger.push({ jenis: 'EARN', poin: e.poin, no_ref_line: e.no });
        const taken = Math.min(spend, poinBalance(ledger));
        if (taken > 0) ledger.push({ jenis: 'REDEEM', poin: -taken, no_ref_line: '' });
        const { reverse } = reversePoints(ledger.filter((r) => r.jenis !== 'REDEEM'), 'ALL', poinBalance(ledger));
        for (const r of reverse) if (r.poin > 0) ledger.push({ jenis: 'REVERSE', poin: -r.poin, no_ref_line: r.no });
        expect(poinBalance(ledger)).toBeGreaterThanOrEqual(0);
        const running = withPoinBalance(ledger);
        expect(running.at(-1)?.saldo ?? 0).toBe(poinBalance(ledger));
      }),
    );
  });

  it('redemptions checked against the balance (lock-and-check) never make points negative, in any order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -500, max: 500 }).filter((n) => n !== 0), { maxLength: 40 }), (moves) => {
        const ledger: { poin: number }[] = [];
        for (const m of moves) {
          // what the server does under the member lock: read the balance, refuse what is not held
          if (poinBalance(ledger) + m >= 0) ledger.push({ poin: m });
          expect(poinBalance(ledger)).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('an expiry never exceeds the balance, and a second run at the same cut-off expires nothing', () => {
    const move = fc.record({ jenis: fc.constantFrom('EARN', 'REDEEM', 'ADJUST'), poin: fc.integer({ min: -100, max: 100 }).filter((n) => n !== 0), tanggal: fc.constantFrom('2025-01-01', '2025-07-01', '2026-02-01') });
    fc.assert(
      fc.property(fc.array(move, { maxLength: 20 }), (raw) => {
        const rows: { jenis: string; poin: number; tanggal: string }[] = [];
        for (const r of raw) if (poinBalance(rows) + r.poin >= 0) rows.push(r);
        const x = expiringPoints(rows, '2026-01-01');
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(poinBalance(rows));
        const after = [...rows, { jenis: 'EXPIRE', poin: -x, tanggal: '2026-03-01' }];
        expect(expiringPoints(after, '2026-01-01')).toBe(0);
      }),
    );
  });
});
