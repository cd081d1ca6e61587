import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateRefund, type RefundAccount } from './refund';

type Account = RefundAccount & { key: string };

const rupiah = fc.integer({ min: 0, max: 5_000_000_000 });
const receiptAccounts = fc
  .record({ cash: rupiah, others: fc.array(fc.record({ jenis: fc.constantFrom('BANK' as const, 'MARKETPLACE' as const), net: rupiah }), { maxLength: 3 }) })
  .map(({ cash, others }): Account[] => [...others.map((o, i) => ({ ...o, key: `${o.jenis}-${i}` })), { jenis: 'CASH', net: cash, key: 'CASH' }]);
const CASH: Account = { jenis: 'CASH', net: 0, key: 'CASH' };

const sum = (values: readonly number[]) => values.reduce((t, v) => t + v, 0);

describe('allocateRefund', () => {
  it('gives back exactly the amount along the payment lines: each account its share, to the rupiah, never more than it holds', () => {
    // pinned: a receipt holding nothing and a zero amount (CI counterexample, seed 379987070)
    expect(allocateRefund([{ jenis: 'CASH', net: 0, key: 'CASH' }], 0, CASH)).toEqual([]);
    fc.assert(
      fc.property(receiptAccounts, fc.double({ min: 0, max: 1, noNaN: true }), (accounts, share) => {
        const held = sum(accounts.map((a) => a.net));
        const amount = Math.floor(held * share);
        const parts = allocateRefund(accounts, amount, CASH);
        expect(sum(parts.map((p) => p.amount))).toBe(amount);
        for (const p of parts) expect(p.amount).toBeGreaterThan(0);
        for (const p of parts) expect(p.amount).toBeLessThanOrEqual(p.account.net);
        // each account gives back amount x its part of what the receipt holds, within one rupiah
        for (const a of accounts) {
          const given = parts.find((p) => p.account === a)?.amount ?? 0;
          // a receipt holding nothing gives nothing back (and has no share to compare against)
          if (held === 0) {
            expect(given).toBe(0);
            continue;
          }
          const exact = BigInt(amount) * BigInt(a.net);
          expect(BigInt(given) * BigInt(held) - exact < BigInt(held) && exact - BigInt(given) * BigInt(held) < BigInt(held)).toBe(true);
        }
      }),
    );
  });

  it('a receipt paid half in cash and half by card gives half of a cancelled line back to each (not all from the drawer)', () => {
    const bank: Account = { jenis: 'BANK', net: 5_000_000, key: 'BANK' };
    const cash: Account = { jenis: 'CASH', net: 5_000_000, key: 'CASH' };
    expect(allocateRefund([bank, cash], 3_000_001, CASH)).toEqual([
      { account: bank, amount: 1_500_001 },
      { account: cash, amount: 1_500_000 },
    ]);
  });

  it('leaves every account at zero once the whole receipt is given back, in any number of steps', () => {
    fc.assert(
      fc.property(receiptAccounts, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 4 }), (accounts, cuts) => {
        const held = new Map(accounts.map((a) => [a.key, a.net]));
        let left = sum(accounts.map((a) => a.net));
        const steps = [...cuts.map((c) => Math.floor(left * c)), Number.POSITIVE_INFINITY];
        for (const step of steps) {
          const amount = Math.min(step, left);
          const now = accounts.map((a) => ({ ...a, net: held.get(a.key)! }));
          for (const p of allocateRefund(now, amount, CASH)) held.set(p.account.key, held.get(p.account.key)! - p.amount);
          left -= amount;
        }
        expect([...held.values()].every((v) => v === 0)).toBe(true);
      }),
    );
  });

  it('pays from cash what no account holds, so the amount is always recorded', () => {
    const bank: Account = { jenis: 'BANK', net: 1_000, key: 'BANK' };
    expect(allocateRefund([bank], 1_500, CASH)).toEqual([
      { account: CASH, amount: 500 },
      { account: bank, amount: 1_000 },
    ]);
    expect(allocateRefund([], 0, CASH)).toEqual([]);
  });
});
