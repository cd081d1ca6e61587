import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { purchasePriceInForce, purchasePriceRefusal, type PurchasePriceEntry } from './purchase-price';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const entry = fc.record({ kadar: fc.constantFrom(7500, 8750, 9999), tgl_berlaku: fc.integer({ min: 0, max: 30 }).map(day), harga_per_gram: fc.integer({ min: 1, max: 2_000_000 }), urutan: fc.nat() });

describe('purchase gold price in force (issue 35)', () => {
  it('is the latest row of the purity dated on or before the document, the last entered on that day', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), fc.constantFrom(7500, 8750, 9999), fc.integer({ min: 0, max: 30 }).map(day), (rows, kadar, tanggal) => {
        const found = purchasePriceInForce(rows, kadar, tanggal);
        const eligible = rows.filter((r) => r.kadar === kadar && r.tgl_berlaku <= tanggal);
        if (eligible.length === 0) {
          expect(found).toBeNull();
          return;
        }
        expect(found).not.toBeNull();
        expect(found!.kadar).toBe(kadar);
        expect(found!.tgl_berlaku <= tanggal).toBe(true);
        for (const r of eligible) {
          expect(r.tgl_berlaku < found!.tgl_berlaku || (r.tgl_berlaku === found!.tgl_berlaku && r.urutan <= found!.urutan)).toBe(true);
        }
      }),
    );
  });

  it('never takes a row dated after the document, whatever its price', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), fc.integer({ min: 0, max: 30 }), (rows, n) => {
        const later: PurchasePriceEntry = { kadar: 7500, tgl_berlaku: day(n + 1), harga_per_gram: 9_999_999, urutan: Number.MAX_SAFE_INTEGER };
        expect(purchasePriceInForce([...rows, later], 7500, day(n))).toBe(purchasePriceInForce(rows, 7500, day(n)));
      }),
    );
  });

  it('refuses no price, and with the stale-price guard on a price older than the document', () => {
    expect(purchasePriceRefusal(null, 7500, day(3), {})).toBe('Harga emas pembelian kadar 75 belum diatur');
    expect(purchasePriceRefusal({ tgl_berlaku: day(2) }, 7500, day(3), {})).toMatch(/^Harga emas belum diperbarui: harga terakhir berlaku 03-01-2026, tanggal aktif toko 04-01-2026/);
    expect(purchasePriceRefusal({ tgl_berlaku: day(2) }, 7500, day(3), { TOLAK_HARGA_EMAS_LAMA_MODULE: false })).toBeNull();
    expect(purchasePriceRefusal({ tgl_berlaku: day(3) }, 7500, day(3), {})).toBeNull();
  });
});
