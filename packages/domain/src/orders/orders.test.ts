import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOrderRequest, preOrderSearchRequest } from './schemas';
import { orderCancelRefund, orderRemaining, preOrderSkip, priceOrderPiece } from './rules';

const mg = fc.integer({ min: 1, max: 1_000_000 });
const perGram = fc.integer({ min: 0, max: 5_000_000 });
const ongkos = fc.integer({ min: 0, max: 10_000_000 });
const unit = fc.constantFrom(1, 100, 500, 1000);

describe('priceOrderPiece', () => {
  it('is a whole multiple of the unit, never below the exact price when rounding up, never above when rounding down, within one unit', () => {
    fc.assert(
      fc.property(mg, perGram, ongkos, unit, fc.boolean(), (beratMg, hargaPerGram, o, u, down) => {
        const price = priceOrderPiece({ beratMg, hargaPerGram, ongkos: o, unit: u, down });
        const exactTimes1000 = BigInt(beratMg) * BigInt(hargaPerGram) + BigInt(o) * 1000n;
        expect(Number.isInteger(price)).toBe(true);
        expect(price % u).toBe(0);
        const p1000 = BigInt(price) * 1000n;
        if (down) {
          expect(p1000 <= exactTimes1000).toBe(true);
          expect(exactTimes1000 - p1000 < BigInt(u) * 1000n).toBe(true);
        } else {
          expect(p1000 >= exactTimes1000).toBe(true);
          expect(p1000 - exactTimes1000 < BigInt(u) * 1000n).toBe(true);
        }
      }),
    );
  });

  it('a heavier piece never costs less', () => {
    fc.assert(
      fc.property(mg, mg, perGram, ongkos, unit, (a, b, h, o, u) => {
        const [light, heavy] = a <= b ? [a, b] : [b, a];
        expect(priceOrderPiece({ beratMg: light, hargaPerGram: h, ongkos: o, unit: u, down: false })).toBeLessThanOrEqual(priceOrderPiece({ beratMg: heavy, hargaPerGram: h, ongkos: o, unit: u, down: false }));
      }),
    );
  });
});

describe('orderCancelRefund', () => {
  it('keeps the percent rounded down and gives back the rest: potongan + refund = dp, both >= 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), (dp, hundredths) => {
        const persen = (hundredths / 100).toFixed(2);
        const { potongan, refund } = orderCancelRefund(dp, persen);
        expect(potongan + refund).toBe(dp);
        expect(potongan).toBeGreaterThanOrEqual(0);
        expect(refund).toBeGreaterThanOrEqual(0);
        expect(BigInt(potongan) * 10_000n <= BigInt(dp) * BigInt(hundredths)).toBe(true);
      }),
    );
    expect(orderCancelRefund(800_000, 0)).toEqual({ potongan: 0, refund: 800_000 });
    expect(orderCancelRefund(800_000, 100)).toEqual({ potongan: 800_000, refund: 0 });
  });

  it('orderRemaining is never negative', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }), (total, dp) => {
      expect(orderRemaining(total, dp)).toBe(Math.max(0, total - dp));
    }));
  });
});

describe('pre-order paging (spec 000 §9)', () => {
  it('50 a page, page from 1, skip 0', () => {
    const read = preOrderSearchRequest.parse({});
    expect(read).toMatchObject({ skip: 0, limit: 50, page: 1, status: 'ALL' });
    expect(preOrderSearchRequest.parse({ status: 'finish', limit: '9999' })).toMatchObject({ status: 'finish', limit: 9999 });
    expect(preOrderSearchRequest.safeParse({ limit: 10000 }).success).toBe(false);
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 9999 }), (page, limit) => {
      expect(preOrderSkip(page, limit)).toBe((page - 1) * limit);
    }));
  });
});

describe('createOrderRequest', () => {
  it('answers weights in milligrams and upper-cases the texts', () => {
    const v = createOrderRequest.parse({
      idempotency_key: 'abcdefgh12',
      kode_sales: 's01',
      kode_tukang: 't01',
      nama_customer: 'ani',
      tgl_janji: '2026-12-01',
      detail: [{ deskripsi: 'cincin', kode_group: 'g', kode_dept: 'c', berat_estimasi: '2.5' }],
    });
    expect(v.detail[0]).toMatchObject({ deskripsi: 'CINCIN', berat_estimasi: 2500, ongkos: 0, size: '', foto: '' });
    expect(v.pembayaran).toEqual([]);
  });
});
