import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  categoryDiscounts,
  couponDiscount,
  decideCoupon,
  needsDiscountApproval,
  ruleDiscount,
  salesBonus,
  type CategoryDiscountRule,
  type CouponParams,
  type CouponRequest,
} from './rules';

const rupiah = fc.integer({ min: 0, max: 5_000_000_000 });
const hundredths = fc.integer({ min: 0, max: 10_000 });

const BASE: CouponParams = {
  kode_kupon: 'EMAS50',
  jenis: 'RP',
  nominal_rp: 50_000,
  persenHundredths: 0,
  maks_rp: 0,
  minimal_belanja: 1_000_000,
  tgl_dari: '2026-01-01',
  tgl_sampai: '2026-12-31',
  kuota: 100,
  sekali_per_member: true,
  toko: [],
  aktif: true,
};
const ASK: CouponRequest = { kodeToko: 'BDG', tanggal: '2026-06-01', kodeMember: 'M1', totalBelanja: 2_000_000, usesSoFar: 0, usesByMember: 0 };

const coupon = fc.record({
  jenis: fc.constantFrom('RP' as const, 'PERSEN' as const),
  nominal_rp: rupiah,
  persenHundredths: hundredths,
  maks_rp: rupiah,
});

describe('couponDiscount', () => {
  it('never exceeds the purchase, is never negative, and is whole rupiah', () => {
    fc.assert(
      fc.property(coupon, rupiah, (c, total) => {
        const d = couponDiscount(c, total);
        expect(Number.isSafeInteger(d)).toBe(true);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(total);
      }),
    );
  });

  it('percent: floor(total x rate), within one rupiah below the exact value, and capped by maks_rp', () => {
    fc.assert(
      fc.property(rupiah, hundredths, rupiah, (total, h, cap) => {
        const d = couponDiscount({ jenis: 'PERSEN', nominal_rp: 0, persenHundredths: h, maks_rp: cap }, total);
        const exact = (BigInt(total) * BigInt(h)) / 10_000n;
        expect(BigInt(d)).toBe(cap > 0 && exact > BigInt(cap) ? BigInt(cap) : exact);
        if (cap > 0) expect(d).toBeLessThanOrEqual(cap);
        // the exact discount total x h / 10000 lies in [d, d + 1) when not capped
        if (!(cap > 0 && exact > BigInt(cap))) {
          expect(BigInt(d) * 10_000n).toBeLessThanOrEqual(BigInt(total) * BigInt(h));
          expect((BigInt(d) + 1n) * 10_000n).toBeGreaterThan(BigInt(total) * BigInt(h));
        }
      }),
    );
  });

  it('worked examples', () => {
    expect(couponDiscount(BASE, 2_000_000)).toBe(50_000);
    expect(couponDiscount(BASE, 30_000)).toBe(30_000);
    expect(couponDiscount({ jenis: 'PERSEN', nominal_rp: 0, persenHundredths: 250, maks_rp: 0 }, 1_234_567)).toBe(30_864);
    expect(couponDiscount({ jenis: 'PERSEN', nominal_rp: 0, persenHundredths: 1000, maks_rp: 100_000 }, 5_000_000)).toBe(100_000);
  });
});

describe('decideCoupon', () => {
  it('refuses each case with its message', () => {
    expect(decideCoupon(BASE, ASK)).toEqual({ ok: true, potongan: 50_000 });
    expect(decideCoupon({ ...BASE, aktif: false }, ASK)).toMatchObject({ ok: false, reason: 'INACTIVE', message: 'Kupon tidak aktif' });
    expect(decideCoupon(BASE, { ...ASK, tanggal: '2025-12-31' })).toMatchObject({ reason: 'NOT_YET_VALID', message: 'Kupon belum berlaku, berlaku mulai 01-01-2026' });
    expect(decideCoupon(BASE, { ...ASK, tanggal: '2027-01-01' })).toMatchObject({ reason: 'EXPIRED', message: 'Kupon sudah kedaluwarsa sejak 31-12-2026' });
    expect(decideCoupon({ ...BASE, toko: ['SBY'] }, ASK)).toMatchObject({ reason: 'STORE', message: 'Kupon tidak berlaku di toko BDG' });
    expect(decideCoupon(BASE, { ...ASK, usesSoFar: 100 })).toMatchObject({ reason: 'USED_UP', message: 'Kuota kupon sudah habis' });
    expect(decideCoupon(BASE, { ...ASK, totalBelanja: 999_999 })).toMatchObject({
      reason: 'BELOW_MINIMUM',
      message: 'Total belanja kurang dari minimal belanja kupon (Rp 1.000.000)',
    });
    expect(decideCoupon(BASE, { ...ASK, kodeMember: null })).toMatchObject({ reason: 'MEMBER_REQUIRED' });
    expect(decideCoupon(BASE, { ...ASK, usesByMember: 1 })).toMatchObject({ reason: 'USED_BY_MEMBER', message: 'Kupon sudah pernah dipakai oleh member ini' });
    expect(decideCoupon({ ...BASE, sekali_per_member: false }, { ...ASK, kodeMember: null, usesByMember: 3 })).toEqual({ ok: true, potongan: 50_000 });
  });

  it('a coupon is never used beyond its quota, nor twice by a member with the once rule, whatever the sequence of uses and cancellations', () => {
    type Step = { kind: 'use'; member: number | null } | { kind: 'cancel'; pick: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('use' as const), member: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }) }),
      fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.boolean(), fc.array(step, { maxLength: 40 }), (kuota, once, steps) => {
        const c = { ...BASE, kuota, sekali_per_member: once, minimal_belanja: 0 };
        // the uses as the server keeps them: each use row active until its sale is cancelled
        const uses: { member: string | null; active: boolean }[] = [];
        for (const s of steps) {
          if (s.kind === 'cancel') {
            const active = uses.filter((u) => u.active);
            if (active.length) active[s.pick % active.length]!.active = false;
            continue;
          }
          const member = s.member === null ? null : `M${s.member}`;
          const active = uses.filter((u) => u.active);
          const d = decideCoupon(c, { ...ASK, kodeMember: member, usesSoFar: active.length, usesByMember: active.filter((u) => u.member === member && member !== null).length });
          if (d.ok) uses.push({ member, active: true });
          const now = uses.filter((u) => u.active);
          expect(now.length).toBeLessThanOrEqual(kuota);
          if (once) {
            const members = now.map((u) => u.member);
            expect(members.every((m) => m !== null)).toBe(true);
            expect(new Set(members).size).toBe(members.length);
          }
        }
      }),
    );
  });
});

describe('category discounts', () => {
  const rule = fc.record({
    kode_potongan: fc.constantFrom('P1', 'P2', 'P3'),
    berdasarkan: fc.constantFrom('KATEGORI' as const, 'JENIS' as const),
    kode_target: fc.constantFrom('CIN', 'GEL', 'EMAS'),
    jenis_potongan: fc.constantFrom('PER_GRAM' as const, 'PERSEN' as const),
    rp_per_gram: fc.integer({ min: 0, max: 5_000_000 }),
    persenHundredths: hundredths,
  });
  const line = fc.record({
    kode_dept: fc.constantFrom('CIN', 'GEL'),
    kode_kategori: fc.option(fc.constantFrom('EMAS', 'PERAK'), { nil: null }),
    beratMg: fc.integer({ min: 0, max: 1_000_000 }),
    harga: rupiah,
  });

  it('a line never gets more than its price, nor less than zero, and gets the best matching rule', () => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 5 }), fc.array(line, { maxLength: 6 }), (rules, lines) => {
        const out = categoryDiscounts(rules, lines);
        expect(out).toHaveLength(lines.length);
        out.forEach((d, i) => {
          const l = lines[i]!;
          expect(d.potongan).toBeGreaterThanOrEqual(0);
          expect(d.potongan).toBeLessThanOrEqual(l.harga);
          const matching = rules.filter((r) => (r.berdasarkan === 'JENIS' ? r.kode_target === l.kode_dept : r.kode_target === l.kode_kategori));
          expect(d.potongan).toBe(Math.max(0, ...matching.map((r) => ruleDiscount(r, l))));
        });
      }),
    );
  });

  it('worked examples: Rp 20.000 per gram on 5,250 g; 2.5% of Rp 10.000.001', () => {
    const perGram: CategoryDiscountRule = { kode_potongan: 'P1', berdasarkan: 'JENIS', kode_target: 'CIN', jenis_potongan: 'PER_GRAM', rp_per_gram: 20_000, persenHundredths: 0 };
    expect(ruleDiscount(perGram, { beratMg: 5_250, harga: 6_000_000 })).toBe(105_000);
    const persen: CategoryDiscountRule = { ...perGram, jenis_potongan: 'PERSEN', persenHundredths: 250 };
    expect(ruleDiscount(persen, { beratMg: 0, harga: 10_000_001 })).toBe(250_000);
  });

  it('the automatic discount alone never needs the approval but counts toward the limit', () => {
    fc.assert(
      fc.property(rupiah, rupiah, rupiah, (manual, auto, limit) => {
        const needs = needsDiscountApproval(manual, auto, limit);
        if (manual === 0) expect(needs).toBe(false);
        if (manual > 0) expect(needs).toBe(manual + auto > limit);
        // more automatic discount never removes the need
        if (needs) expect(needsDiscountApproval(manual, auto + 1, limit)).toBe(true);
      }),
    );
  });
});

describe('salesBonus', () => {
  it('is floor of the rate, linear within a rupiah', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100_000 }), (a, b, rp) => {
        const r = { dasar: 'GRAM' as const, rp_per_gram: rp, persenHundredths: 0 };
        const whole = salesBonus(r, { beratMg: a + b, rupiah: 0 });
        const parts = salesBonus(r, { beratMg: a, rupiah: 0 }) + salesBonus(r, { beratMg: b, rupiah: 0 });
        expect(whole - parts).toBeGreaterThanOrEqual(0);
        expect(whole - parts).toBeLessThanOrEqual(1);
      }),
    );
    expect(salesBonus({ dasar: 'GRAM', rp_per_gram: 5_000, persenHundredths: 0 }, { beratMg: 12_345, rupiah: 0 })).toBe(61_725);
    expect(salesBonus({ dasar: 'RUPIAH', rp_per_gram: 0, persenHundredths: 50 }, { beratMg: 0, rupiah: 12_345_678 })).toBe(61_728);
  });
});
