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
const figure = fc.record({ nota: fc.integer({ min: 0, max: 500 }), qty: fc.integer({ min: 0, max: 5000 }), beratMg: fc.integer({ min: 0, max: 100_000_000 }), rp: rupiah });
const dokumen = fc.record({ penjualan: figure, pembelian: figure });
const none = { penjualan: { nota: 0, qty: 0, beratMg: 0, rp: 0 }, pembelian: { nota: 0, qty: 0, beratMg: 0, rp: 0 } };
const sum = (v: readonly number[]) => v.reduce((t, x) => t + x, 0);

describe('summarizeDay', () => {
  it('closing = opening + every row in - every row out, and the EOD formula says the same', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 5_000_000_000 }), fc.array(flow, { maxLength: 30 }), fc.array(stock, { maxLength: 8 }), dokumen, (saldoAwal, kas, stok, docs) => {
        const s = summarizeDay({ saldoAwal, kas, stok, dokumen: docs });
        expect(s.saldoAkhir).toBe(saldoAwal + sum(kas.map((k) => k.masuk)) - sum(kas.map((k) => k.keluar)));
        const formula =
          s.saldoAwal + s.penjualan.rp - s.pembelian.rp - s.dpTerpakai - s.hutang + s.tebusHutang + s.pendapatan - s.biaya + s.lainMasuk - s.lainKeluar;
        expect(formula).toBe(s.saldoAkhir);
        // sales and buy-backs are the documents standing, whatever the money
        expect(s.penjualan).toEqual(docs.penjualan);
        expect(s.pembelian).toEqual(docs.pembelian);
        // the per-kategori lines hold every rupiah once
        expect(sum(s.kategori.map((k) => k.masuk))).toBe(sum(kas.map((k) => k.masuk)));
        expect(sum(s.kategori.map((k) => k.keluar))).toBe(sum(kas.map((k) => k.keluar)));
        // pieces and weight of the cancellations are those of the ledger
        expect(s.batalPenjualan.qty + s.batalPembelian.qty).toBe(sum(stok.filter((x) => x.jenis.startsWith('BATAL')).map((x) => x.qty)));
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
          dokumen: none,
        });
        expect(s.saldoAkhir).toBe(100);
        expect(s.lainMasuk).toBe(amount);
        expect(s.lainKeluar).toBe(amount);
        expect(s.penjualan.rp + s.pendapatan + s.biaya).toBe(0);
      }),
    );
  });

  it('reads the older underscore spelling as the agreed one; sales are the documents; non-cash sales counted apart', () => {
    const s = summarizeDay({
      saldoAwal: 0,
      kas: [
        { kategori: 'PENJUALAN', jenis: 'CASH', masuk: 1_000_000, keluar: 20_000 },
        { kategori: 'PENJUALAN', jenis: 'BANK', masuk: 500_000, keluar: 0 },
        { kategori: 'PENJUALAN', jenis: 'CASH', masuk: 300_000, keluar: 0 },
        { kategori: 'BATAL_PENJUALAN', jenis: 'CASH', masuk: 0, keluar: 300_000 },
        { kategori: 'PEMBELIAN', jenis: 'CASH', masuk: 0, keluar: 700_000 },
        { kategori: 'KAS KELUAR', jenis: 'CASH', masuk: 0, keluar: 50_000 },
      ],
      stok: [{ jenis: 'BATAL_JUAL', nota: 1, qty: 1, beratMg: 2_000 }],
      dokumen: { penjualan: { nota: 2, qty: 3, beratMg: 7_500, rp: 1_480_000 }, pembelian: { nota: 1, qty: 1, beratMg: 1_000, rp: 700_000 } },
    });
    expect(s.penjualan).toEqual({ nota: 2, qty: 3, beratMg: 7_500, rp: 1_480_000 });
    expect(s.batalPenjualan).toEqual({ nota: 1, qty: 1, beratMg: 2_000, rp: 300_000 });
    expect(s.pembelian.rp).toBe(700_000);
    expect(s.dpTerpakai).toBe(0);
    expect(s.biaya).toBe(50_000);
    expect(s.nonTunai).toBe(500_000);
    expect(s.saldoAkhir).toBe(1_480_000 - 700_000 - 50_000);
    expect(s.kategori.map((k) => k.kategori)).toEqual(['BATAL PENJUALAN', 'KAS KELUAR', 'PEMBELIAN', 'PENJUALAN']);
  });

  it('a card payment validated on /validasi-non-cash counts once in the non-cash takings: the move from NON_TUNAI to the bank is not new money', () => {
    const s = summarizeDay({
      saldoAwal: 0,
      kas: [
        // the sale: 4,145,000 by card waiting in NON_TUNAI, its surcharge beside it
        { kategori: 'PENJUALAN', jenis: 'NON_TUNAI', masuk: 4_145_000, keluar: 4_145_000 },
        { kategori: 'FEE KARTU', jenis: 'NON_TUNAI', masuk: 103_625, keluar: 103_625 },
        // the validation: out of NON_TUNAI (above) and into the bank, same kategori
        { kategori: 'PENJUALAN', jenis: 'BANK', masuk: 4_145_000, keluar: 0 },
        { kategori: 'FEE KARTU', jenis: 'BANK', masuk: 103_625, keluar: 0 },
        // a transfer still waiting
        { kategori: 'PENJUALAN', jenis: 'NON_TUNAI', masuk: 2_780_000, keluar: 0 },
      ],
      stok: [],
      dokumen: { penjualan: { nota: 2, qty: 2, beratMg: 5_000, rp: 6_925_000 }, pembelian: { nota: 0, qty: 0, beratMg: 0, rp: 0 } },
    });
    expect(s.nonTunai).toBe(4_145_000 + 2_780_000);
    expect(s.saldoAkhir).toBe(6_925_000 + 103_625);
  });

  it('a payment validated on a later day adds nothing to that day’s non-cash takings', () => {
    const s = summarizeDay({
      saldoAwal: 2_780_000,
      kas: [
        { kategori: 'PENJUALAN', jenis: 'NON_TUNAI', masuk: 0, keluar: 2_780_000 },
        { kategori: 'PENJUALAN', jenis: 'BANK', masuk: 2_780_000, keluar: 0 },
      ],
      stok: [],
      dokumen: { penjualan: { nota: 0, qty: 0, beratMg: 0, rp: 0 }, pembelian: { nota: 0, qty: 0, beratMg: 0, rp: 0 } },
    });
    expect(s.nonTunai).toBe(0);
    expect(s.saldoAkhir).toBe(2_780_000);
  });

  it('an order picked up is a sale at its whole price; its deposit taken before is the line that closes the money; pawn income is income', () => {
    const s = summarizeDay({
      saldoAwal: 10_000_000,
      kas: [
        { kategori: 'PELUNASAN PESANAN', jenis: 'CASH', masuk: 5_392_500, keluar: 0 },
        { kategori: 'HUTANG LUNAS', jenis: 'CASH', masuk: 2_000_000, keluar: 0 },
        { kategori: 'BUNGA HUTANG', jenis: 'CASH', masuk: 60_000, keluar: 0 },
        { kategori: 'BIAYA HUTANG', jenis: 'CASH', masuk: 10_000, keluar: 0 },
        { kategori: 'KAS MASUK', jenis: 'CASH', masuk: 5_000, keluar: 0 },
      ],
      stok: [],
      dokumen: { penjualan: { nota: 1, qty: 1, beratMg: 4_200, rp: 6_392_500 }, pembelian: none.pembelian },
    });
    expect(s.penjualan.rp).toBe(6_392_500);
    expect(s.dpTerpakai).toBe(1_000_000);
    expect(s.tebusHutang).toBe(2_000_000);
    expect(s.pendapatan).toBe(75_000);
    expect(s.lainMasuk).toBe(0);
    expect(s.saldoAkhir).toBe(10_000_000 + 5_392_500 + 2_000_000 + 75_000);
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
