import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPriceDate, priceFromGlobal, priceInForce, priceRefusal, refusesStalePrice, roundingUnitOf, STALE_PRICE_MODULE } from './rules';
import { globalPriceRequest, saveHargaEmasRequest } from './schemas';

const global = fc.integer({ min: 0, max: 20_000_000 });
const kadarHundredths = fc.integer({ min: 1, max: 50_000 });
const persenHundredths = fc.integer({ min: 1, max: 10_000 });
const unit = fc.constantFrom(1, 50, 100, 500, 1000, 5000);

/** Exact value of global x kadar / 100 as a fraction over 10,000 (kadar in hundredths). */
const exactSellTimes10k = (g: number, k: number) => BigInt(g) * BigInt(k);

describe('priceFromGlobal', () => {
  it('worked examples (PEMBULATAN 500, rounding up)', () => {
    expect(priceFromGlobal({ global: 1_950_000, kadar: 99.9, persenBeli: 97, unit: 500, sellDown: false, buyDown: false })).toEqual({
      harga_jual: 1_948_500, // 1,948,050 up to 500
      harga_beli: 1_890_500, // 1,890,045 up to 500
    });
    expect(priceFromGlobal({ global: 1_950_000, kadar: '75.00', persenBeli: '90', unit: 500, sellDown: true, buyDown: true })).toEqual({
      harga_jual: 1_462_500, // exactly 1,462,500
      harga_beli: 1_316_000, // 1,316,250 down to 500
    });
    expect(priceFromGlobal({ global: 0, kadar: 70, persenBeli: 90, unit: 500, sellDown: false, buyDown: false })).toEqual({ harga_jual: 0, harga_beli: 0 });
  });

  it('sell is the exact purity value rounded to the unit: up by default, down with the module', () => {
    fc.assert(
      fc.property(global, kadarHundredths, persenHundredths, unit, fc.boolean(), (g, k, p, u, down) => {
        const { harga_jual } = priceFromGlobal({ global: g, kadar: k / 100, persenBeli: p / 100, unit: u, sellDown: down, buyDown: false });
        expect(Number.isSafeInteger(harga_jual)).toBe(true);
        expect(harga_jual % u).toBe(0);
        const exact = exactSellTimes10k(g, k);
        const sell10k = BigInt(harga_jual) * 10_000n;
        const unit10k = BigInt(u) * 10_000n;
        if (down) {
          expect(sell10k <= exact && exact - sell10k < unit10k).toBe(true);
        } else {
          expect(sell10k >= exact && sell10k - exact < unit10k).toBe(true);
        }
      }),
    );
  });

  it('buy is a multiple of the unit, never above sell while the percentage is at most 100', () => {
    fc.assert(
      fc.property(global, kadarHundredths, persenHundredths, unit, fc.boolean(), fc.boolean(), (g, k, p, u, sd, bd) => {
        const r = priceFromGlobal({ global: g, kadar: k / 100, persenBeli: p / 100, unit: u, sellDown: sd, buyDown: bd });
        expect(r.harga_beli % u).toBe(0);
        expect(r.harga_beli).toBeLessThanOrEqual(r.harga_jual);
        expect(r.harga_beli).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('does not fall when the global price or the purity rises', () => {
    fc.assert(
      fc.property(global, global, kadarHundredths, kadarHundredths, persenHundredths, unit, (g1, g2, k1, k2, p, u) => {
        const [gLo, gHi] = g1 <= g2 ? [g1, g2] : [g2, g1];
        const [kLo, kHi] = k1 <= k2 ? [k1, k2] : [k2, k1];
        const lo = priceFromGlobal({ global: gLo, kadar: kLo / 100, persenBeli: p / 100, unit: u, sellDown: false, buyDown: false });
        const hi = priceFromGlobal({ global: gHi, kadar: kHi / 100, persenBeli: p / 100, unit: u, sellDown: false, buyDown: false });
        expect(hi.harga_jual).toBeGreaterThanOrEqual(lo.harga_jual);
        expect(hi.harga_beli).toBeGreaterThanOrEqual(lo.harga_beli);
      }),
    );
  });

  it('falls back to a unit of 500 when PEMBULATAN is missing or bad', () => {
    expect(roundingUnitOf(undefined)).toBe(500);
    expect(roundingUnitOf('abc')).toBe(500);
    expect(roundingUnitOf('0')).toBe(500);
    expect(roundingUnitOf('1000')).toBe(1000);
  });
});

describe('priceInForce', () => {
  const day = fc.integer({ min: 0, max: 60 }).map((d) => new Date(Date.UTC(2025, 0, 1 + d)).toISOString().slice(0, 10));
  const history = fc.array(fc.record({ tgl_berlaku: day, harga: fc.integer({ min: 1, max: 3_000_000 }) }), { maxLength: 30 }).map((rows) =>
    rows.map((r, i) => ({ ...r, id: i + 1 })),
  );

  it('answers the latest row dated on or before the date; on the same date, the one entered last', () => {
    fc.assert(
      fc.property(history, day, (rows, tanggal) => {
        const picked = priceInForce(rows, tanggal);
        const candidates = rows.filter((r) => r.tgl_berlaku <= tanggal);
        if (!candidates.length) {
          expect(picked).toBeNull();
          return;
        }
        expect(picked).not.toBeNull();
        const maxDate = candidates.map((r) => r.tgl_berlaku).sort().at(-1)!;
        const maxId = Math.max(...candidates.filter((r) => r.tgl_berlaku === maxDate).map((r) => r.id));
        expect(picked!.tgl_berlaku).toBe(maxDate);
        expect(picked!.id).toBe(maxId);
      }),
    );
  });

  it('is not changed by rows dated after the date (history is only ever appended)', () => {
    fc.assert(
      fc.property(history, day, day, fc.integer({ min: 1, max: 3_000_000 }), (rows, tanggal, later, harga) => {
        fc.pre(later > tanggal);
        const before = priceInForce(rows, tanggal);
        const after = priceInForce([...rows, { tgl_berlaku: later, harga, id: rows.length + 1 }], tanggal);
        expect(after).toEqual(before);
      }),
    );
  });
});

describe('stale-price setting', () => {
  it('is on unless the module is switched off', () => {
    expect(refusesStalePrice({})).toBe(true);
    expect(refusesStalePrice(null)).toBe(true);
    expect(refusesStalePrice({ [STALE_PRICE_MODULE]: false })).toBe(false);
  });

  it('refuses a price older than the active date with a message, only while the setting is on', () => {
    expect(checkPriceDate('2025-03-10', '2025-03-10', true)).toEqual({ ok: true });
    expect(checkPriceDate('2025-03-09', '2025-03-10', false)).toEqual({ ok: true });
    expect(checkPriceDate('2025-03-09', '2025-03-10', true)).toEqual({
      ok: false,
      message: 'Harga emas belum diperbarui: harga terakhir berlaku 09-03-2025, tanggal aktif toko 10-03-2025. Silahkan update harga emas terlebih dahulu',
    });
    expect(checkPriceDate('2025-03-11', '2025-03-10', false).ok).toBe(false);
  });

  it('says why a group price may not price a document: none, not yet in force, or stale while the setting is on', () => {
    expect(priceRefusal('P17', null, '2025-03-10', {})).toBe('Harga emas group P17 belum diatur');
    expect(priceRefusal('P17', '2025-03-10', '2025-03-10', {})).toBeNull();
    expect(priceRefusal('P17', '2025-03-09', '2025-03-10', {})).toBe(
      'Harga emas belum diperbarui: harga terakhir berlaku 09-03-2025, tanggal aktif toko 10-03-2025. Silahkan update harga emas terlebih dahulu',
    );
    expect(priceRefusal('P17', '2025-03-09', '2025-03-10', { [STALE_PRICE_MODULE]: false })).toBeNull();
    expect(priceRefusal('P17', '2025-03-11', '2025-03-10', { [STALE_PRICE_MODULE]: false })).toBe('Harga emas belum berlaku pada tanggal 10-03-2025');
  });
});

describe('price request schemas', () => {
  it('needs a positive global price', () => {
    expect(globalPriceRequest.safeParse({}).error?.issues[0]?.message).toBe('Harga Emas Global Tidak Boleh Kosong');
    expect(globalPriceRequest.safeParse({ nominal: 0 }).error?.issues[0]?.message).toBe('Harga Emas Global tidak boleh 0');
    expect(globalPriceRequest.parse({ nominal: '1950000' })).toEqual({ nominal: 1_950_000 });
  });

  it('refuses a buying price above the selling price and a group given twice', () => {
    const r = saveHargaEmasRequest.safeParse({
      detail: [
        { kode_group: 'g24', harga_jual: 1000, harga_beli: 1200 },
        { kode_group: 'G24', harga_jual: 1000, harga_beli: 900 },
      ],
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['detail.0.harga_beli', 'Harga Beli tidak boleh lebih besar dari Harga Jual'],
      ['detail.1.kode_group', 'Group tidak boleh diisi dua kali'],
    ]);
  });
});
