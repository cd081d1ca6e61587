import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dashboardScope, totalOfStores, transactionChartRow, type StoreDayFigures } from './rules';
import { dailySpecificChartQuery, documentChartQuery, periodTransactionChartQuery } from './schemas';

const store = fc.record({
  kode_toko: fc.constantFrom('BDG', 'SBY', 'JKT'),
  nama_toko: fc.constant('TOKO'),
  tgl_system: fc.constantFrom('2026-11-26', '2026-11-25'),
  penjualan: fc.integer({ min: 0, max: 10_000_000_000 }),
  pembelian: fc.integer({ min: 0, max: 10_000_000_000 }),
  service: fc.integer({ min: 0, max: 1_000_000_000 }),
  hutang: fc.integer({ min: 0, max: 1_000_000_000 }),
  beratJualMg: fc.integer({ min: 0, max: 100_000_000 }),
  beratBeliMg: fc.integer({ min: 0, max: 100_000_000 }),
  notaJual: fc.nat(5000),
  notaBeli: fc.nat(5000),
}) satisfies fc.Arbitrary<StoreDayFigures>;

describe('all-store totals', () => {
  it('equal the sum of the stores, in rupiah and milligrams (grams exact to 3 decimals)', () => {
    fc.assert(
      fc.property(fc.array(store, { maxLength: 12 }), (stores) => {
        const total = transactionChartRow(totalOfStores(stores, { kode_toko: 'ALL', nama_toko: 'SEMUA TOKO' }));
        const rows = stores.map(transactionChartRow);
        for (let i = 0; i < 4; i++) expect(total.values[i]).toBe(rows.reduce((t, r) => t + r.values[i]!, 0));
        const mg = stores.reduce((t, s) => t + s.beratJualMg, 0);
        expect(total.resultGram[0]).toBe(mg / 1000);
        expect(Math.round(total.resultGram[0]! * 1000)).toBe(mg);
        expect(total.nota_penjualan).toBe(stores.reduce((t, s) => t + s.notaJual, 0));
      }),
    );
  });
  it('a quiet chain is zeros, never an error', () => {
    const total = transactionChartRow(totalOfStores([], { kode_toko: 'ALL', nama_toko: 'SEMUA TOKO' }));
    expect(total.values).toEqual([0, 0, 0, 0]);
    expect(total.resultGram).toEqual([0, 0]);
  });
});

describe('store scope', () => {
  it('a branch reads its own store only; head office any store or all', () => {
    expect(dashboardScope(undefined, { kodeToko: 'BDG', headOffice: false })).toEqual(['BDG']);
    expect(dashboardScope('BDG', { kodeToko: 'BDG', headOffice: false })).toEqual(['BDG']);
    expect(dashboardScope('SBY', { kodeToko: 'BDG', headOffice: false })).toBe('forbidden');
    expect(dashboardScope('ALL', { kodeToko: 'BDG', headOffice: false })).toBe('forbidden');
    expect(dashboardScope('ALL', { kodeToko: 'PST', headOffice: true })).toBeNull();
    expect(dashboardScope('SBY', { kodeToko: 'PST', headOffice: true })).toEqual(['SBY']);
  });
});

describe('queries', () => {
  it('refuse a reversed or too long period, an unknown type or kategori', () => {
    expect(periodTransactionChartQuery.safeParse({ tgl_awal: '2026-02-01', tgl_akhir: '2026-01-01' }).success).toBe(false);
    expect(periodTransactionChartQuery.safeParse({ tgl_awal: '2024-01-01', tgl_akhir: '2026-01-01' }).success).toBe(false);
    expect(periodTransactionChartQuery.safeParse({ tgl_awal: '2026-01-01', tgl_akhir: '2026-01-31', kode_toko: 'bdg' }).data).toEqual({ tgl_awal: '2026-01-01', tgl_akhir: '2026-01-31', kode_toko: 'BDG' });
    expect(documentChartQuery.safeParse({ type: 'weekly' }).success).toBe(false);
    expect(documentChartQuery.safeParse({ type: 'monthly', year: '2026' }).data).toMatchObject({ type: 'monthly', year: 2026 });
    expect(dailySpecificChartQuery.safeParse({ kategori: 'NOPE' }).success).toBe(false);
    expect(dailySpecificChartQuery.safeParse({ kategori: 'KAS KELUAR' }).data).toMatchObject({ type: 'ALL' });
  });
});
