import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EOD_KAS_KATEGORI } from './constants';
import { addDays, isClosingBlocked, kategoriKey, nextBusinessDate, previousDateHold, summarizeDay, type KasFlow, type StockFlow } from './rules';

const rupiah = fc.integer({ min: 0, max: 2_000_000_000 });
const kategori = fc.constantFrom(...Object.values(EOD_KAS_KATEGORI), 'BATAL_PENJUALAN', 'PELUNASAN_TITIP', 'GESEK TUNAI', 'PENGALIHAN SALDO', 'LAIN');
const flow: fc.Arbitrary<KasFlow> = fc.record({ kategori, jenis: fc.constantFrom('CASH' as const, 'BANK' as const, 'MARKETPLACE' as const), masuk: rupiah, keluar: rupiah });
const stock: fc.Arbitrary<StockFlow> = fc.record({
  jenis: fc.constantFrom('JUAL' as const, 'BATAL_JUAL' as const, 'BELI' as const, 'BATAL_BELI' as const),
  nota: fc.integer({ min: 0, max: 500 }),
  qty: fc.integer({ min: 0, max: 5000 }),
  beratMg: fc.integer({ min: 0, max: 100_000_000 }),
});
const sum = (v: readonly number[]) => v.reduce((t, x) => t + x, 0);

describe('summarizeDay', () => {
  it('closing = opening + every row in - every row out, and the EOD formula says the same', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 5_000_000_000 }), fc.array(flow, { maxLength: 30 }), fc.array(stock, { maxLength: 8 }), (saldoAwal, kas, stok) => {
        const s = summarizeDay({ saldoAwal, kas, stok });
        expect(s.saldoAkhir).toBe(saldoAwal + sum(kas.map((k) => k.masuk)) - sum(kas.map((k) => k.keluar)));
        const formula =
          s.saldoAwal + (s.penjualan.rp - s.batalPenjualan.rp) + s.pendapatan + s.lainMasuk - (s.pembelian.rp - s.batalPembelian.rp) - s.hutang - s.biaya - s.lainKeluar;
        expect(formula).toBe(s.saldoAkhir);
        // the per-kategori lines hold every rupiah once
        expect(sum(s.kategori.map((k) => k.masuk))).toBe(sum(kas.map((k) => k.masuk)));
        expect(sum(s.kategori.map((k) => k.keluar))).toBe(sum(kas.map((k) => k.keluar)));
        // pieces and weight of the stock lines are those of the ledger
        expect(s.penjualan.qty + s.batalPenjualan.qty + s.pembelian.qty + s.batalPembelian.qty).toBe(sum(stok.map((x) => x.qty)));
        expect(s.penjualan.beratMg + s.batalPenjualan.beratMg + s.pembelian.beratMg + s.batalPembelian.beratMg).toBe(sum(stok.map((x) => x.beratMg)));
      }),
    );
  });

  it('a move between own accounts changes no line but "lain", and nets to nothing', () => {
    fc.assert(
      fc.property(rupiah, (amount) => {
        const s = summarizeDay({
          saldoAwal: 100,
          kas: [
            { kategori: 'MUTASI UANG CASH', jenis: 'CASH', masuk: 0, keluar: amount },
            { kategori: 'MUTASI UANG CASH', jenis: 'BANK', masuk: amount, keluar: 0 },
          ],
          stok: [],
        });
        expect(s.saldoAkhir).toBe(100);
        expect(s.lainMasuk).toBe(amount);
        expect(s.lainKeluar).toBe(amount);
        expect(s.penjualan.rp + s.pendapatan + s.biaya).toBe(0);
      }),
    );
  });

  it('reads the older underscore spelling as the agreed one; change given back lowers the sales; non-cash sales counted apart', () => {
    const s = summarizeDay({
      saldoAwal: 0,
      kas: [
        { kategori: 'PENJUALAN', jenis: 'CASH', masuk: 1_000_000, keluar: 20_000 },
        { kategori: 'PENJUALAN', jenis: 'BANK', masuk: 500_000, keluar: 0 },
        { kategori: 'BATAL_PENJUALAN', jenis: 'CASH', masuk: 0, keluar: 300_000 },
        { kategori: 'PEMBELIAN', jenis: 'CASH', masuk: 0, keluar: 700_000 },
        { kategori: 'KAS KELUAR', jenis: 'CASH', masuk: 0, keluar: 50_000 },
      ],
      stok: [{ jenis: 'JUAL', nota: 2, qty: 3, beratMg: 7_500 }],
    });
    expect(s.penjualan).toEqual({ nota: 2, qty: 3, beratMg: 7_500, rp: 1_480_000 });
    expect(s.batalPenjualan.rp).toBe(300_000);
    expect(s.pembelian.rp).toBe(700_000);
    expect(s.biaya).toBe(50_000);
    expect(s.nonTunai).toBe(500_000);
    expect(s.saldoAkhir).toBe(1_480_000 - 300_000 - 700_000 - 50_000);
    expect(s.kategori.map((k) => k.kategori)).toEqual(['BATAL PENJUALAN', 'KAS KELUAR', 'PEMBELIAN', 'PENJUALAN']);
  });
});

describe('dates', () => {
  it('the next date is after the active one, never back, at most 31 days ahead', () => {
    expect(nextBusinessDate('2026-12-31')).toEqual({ ok: true, date: '2027-01-01' });
    expect(nextBusinessDate('2028-02-28')).toEqual({ ok: true, date: '2028-02-29' });
    expect(nextBusinessDate('2026-11-26', '2026-11-28')).toEqual({ ok: true, date: '2026-11-28' });
    expect(nextBusinessDate('2026-11-26', '2026-11-26').ok).toBe(false);
    expect(nextBusinessDate('2026-11-26', '2026-11-20').ok).toBe(false);
    expect(nextBusinessDate('2026-11-26', addDays('2026-11-26', 32)).ok).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 1, max: 31 }), (offset, ahead) => {
        const d = addDays('2000-01-01', offset);
        const r = nextBusinessDate(d, addDays(d, ahead));
        expect(r).toEqual({ ok: true, date: addDays(d, ahead) });
        expect(addDays(addDays(d, ahead), -ahead)).toBe(d);
      }),
    );
  });

  it('previous-date rule: behind today, a user with the flag on is held; OWN/SPV as the settings free them', () => {
    const today = '2026-11-26';
    expect(previousDateHold('KASIR', {}, today, today)).toBeNull();
    expect(previousDateHold('KASIR', {}, '2026-11-27', today)).toBeNull();
    expect(previousDateHold('KASIR', {}, '2026-11-25', today)).toContain('25-11-2026');
    expect(previousDateHold('SPV', {}, '2026-11-25', today)).not.toBeNull();
    expect(previousDateHold('SPV', { TANGGAL_SEBELUMNYA_SPV_MODULE: true }, '2026-11-25', today)).toBeNull();
    expect(previousDateHold('OWN', { TANGGAL_SEBELUMNYA_SPV_MODULE: true }, '2026-11-25', today)).not.toBeNull();
    expect(previousDateHold('OWN', { TANGGAL_SEBELUMNYA_OWNER_MODULE: true }, '2026-11-25', today)).toBeNull();
    expect(previousDateHold('KASIR', { TANGGAL_SEBELUMNYA_OWNER_MODULE: true, TANGGAL_SEBELUMNYA_SPV_MODULE: true }, '2026-11-25', today)).not.toBeNull();
  });
});

describe('checks', () => {
  it('only a blocking check that found something blocks', () => {
    const r = (level: 'BLOCK' | 'WARN', jumlah: number) => ({ key: 'X', level, jumlah, link: '/x', pesan: '' });
    expect(isClosingBlocked([r('WARN', 3), r('BLOCK', 0)])).toBe(false);
    expect(isClosingBlocked([r('WARN', 0), r('BLOCK', 1)])).toBe(true);
    expect(kategoriKey(' batal__titip ')).toBe('BATAL TITIP');
  });
});
