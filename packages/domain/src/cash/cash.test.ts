import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASH_MESSAGES as M } from './messages';
import { gesekSplit } from './gesek';
import { accountOf, CASH_KEY, firstShortfall, kasBalanceOf, kasBalances, payoutsOf, withRunningBalance, type KasLedgerEntry } from './ledger';
import { KAS_KATEGORI, KAS_KATEGORI_RENAMED } from './kategori';
import { kasManualRequest, kasPageQuery, mutasiUangBankRequest, mutasiUangCashRequest, pengalihanRequest } from './schemas';

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0]!.message);

describe('gesek tunai fee', () => {
  it('fee_rp = ceil(jumlah x fee / 100) exactly, fee + dibayar = jumlah, 0 <= fee <= jumlah', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), (jumlah, h) => {
        const s = gesekSplit(jumlah, h / 100);
        const exact = BigInt(jumlah) * BigInt(h);
        expect(BigInt(s.fee_rp) * 10_000n >= exact).toBe(true);
        expect((BigInt(s.fee_rp) - 1n) * 10_000n < exact || s.fee_rp === 0).toBe(true);
        expect(s.fee_rp + s.dibayar).toBe(jumlah);
        expect(s.fee_rp).toBeGreaterThanOrEqual(0);
        expect(s.fee_rp).toBeLessThanOrEqual(jumlah);
        expect(Number.isSafeInteger(s.fee_rp)).toBe(true);
      }),
    );
  });
  it('no fee pays out everything; 100% pays out nothing; a higher fee never pays out more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 9_999 }), (jumlah, h) => {
        expect(gesekSplit(jumlah, 0).dibayar).toBe(jumlah);
        expect(gesekSplit(jumlah, 100).dibayar).toBe(0);
        expect(gesekSplit(jumlah, (h + 1) / 100).dibayar).toBeLessThanOrEqual(gesekSplit(jumlah, h / 100).dibayar);
      }),
    );
  });
  it('worked example: Rp 1.000.001 at 2.5% keeps Rp 25.001 (rounded up)', () => {
    expect(gesekSplit(1_000_001, '2.5')).toEqual({ jumlah: 1_000_001, fee_persen: 2.5, fee_rp: 25_001, dibayar: 975_000 });
  });
  it('refuses a fee with more than 2 decimals or over 100', () => {
    expect(() => gesekSplit(1000, '1.234')).toThrow();
    expect(() => gesekSplit(1000, 101)).toThrow();
  });
});

const entry = fc.record({
  tgl_system: fc.constantFrom('2026-01-01', '2026-01-02', '2026-01-03'),
  jenis: fc.constantFrom('CASH', 'BANK', 'MARKETPLACE'),
  no_rekening: fc.constantFrom(null, '111', '222'),
  jumlah_in: fc.integer({ min: 0, max: 1_000_000_000 }),
  jumlah_out: fc.integer({ min: 0, max: 1_000_000_000 }),
});

describe('ledger balances', () => {
  it('closing = opening + in - out; the next day opens with the closing; the sum is the sum of movements', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), (entries: KasLedgerEntry[]) => {
        const day1 = kasBalances(entries, '2026-01-01');
        const day2 = kasBalances(entries, '2026-01-02');
        for (const b of day2) {
          expect(b.saldo_akhir).toBe(b.saldo_awal + b.masuk - b.keluar);
          expect(b.saldo_awal).toBe(day1.find((d) => d.akun === b.akun)?.saldo_akhir ?? 0);
          const mine = entries.filter((e) => accountOf(e) === b.akun && e.tgl_system <= '2026-01-02');
          expect(b.saldo_akhir).toBe(mine.reduce((s, e) => s + Number(e.jumlah_in) - Number(e.jumlah_out), 0));
        }
        expect(day2.every((b) => b.akun === CASH_KEY || b.akun === '111' || b.akun === '222')).toBe(true);
      }),
    );
  });
  it('the running balance ends at the closing balance', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (entries: KasLedgerEntry[]) => {
        const b = kasBalanceOf(entries, CASH_KEY, '2026-01-02');
        const today = entries.filter((e) => e.jenis === 'CASH' && e.tgl_system === '2026-01-02');
        const rows = withRunningBalance(b.saldo_awal, today);
        expect(rows.at(-1)?.saldo ?? b.saldo_awal).toBe(b.saldo_akhir);
      }),
    );
  });
});

describe('kategori catalogue', () => {
  it('holds the agreed spaced names and every renamed name', () => {
    for (const n of ['BATAL PENJUALAN', 'KAS MASUK', 'KAS KELUAR', 'GESEK TUNAI', 'MUTASI UANG BANK', 'MUTASI UANG CASH', 'PENGALIHAN SALDO', 'KIRIM UANG', 'TERIMA UANG']) {
      expect(KAS_KATEGORI).toContain(n);
    }
    for (const to of Object.values(KAS_KATEGORI_RENAMED)) expect(KAS_KATEGORI).toContain(to);
    expect(KAS_KATEGORI.some((k) => k.includes('_'))).toBe(false);
  });
});

describe('mutasi requests (spec 000 §5)', () => {
  const bank = { asal: 'BCA', asal_rekening: '111', tujuan: 'BRI', tujuan_rekening: '222', jumlah: 1000, keterangan: 'setor', kategori: 'PINDAH BUKU' };
  it('each required field has the spec message', () => {
    expect(firstError(mutasiUangBankRequest.safeParse({ ...bank, kategori: '' }))).toBe('Kategori Tidak Boleh Kosong');
    expect(firstError(mutasiUangBankRequest.safeParse({ ...bank, asal: '' }))).toBe('Asal Tidak Boleh Kosong');
    expect(firstError(mutasiUangBankRequest.safeParse({ ...bank, tujuan: undefined }))).toBe('Asal Tidak Boleh Kosong');
    expect(firstError(mutasiUangBankRequest.safeParse({ ...bank, keterangan: '  ' }))).toBe('Keterangan Tidak Boleh Kosong');
    expect(firstError(mutasiUangBankRequest.safeParse({ ...bank, jumlah: '' }))).toBe('Jumlah Rp Tidak Boleh Kosong');
    expect(firstError(mutasiUangBankRequest.safeParse({ ...bank, tujuan_rekening: '111' }))).toBe('Rekening Tidak Boleh Sama');
  });
  it('bad amounts', () => {
    expect(firstError(mutasiUangBankRequest.safeParse({ ...bank, jumlah: -5 }))).toBe(M.jumlahNotPositive);
    expect(firstError(mutasiUangBankRequest.safeParse({ ...bank, jumlah: 0 }))).toBe(M.jumlahNotPositive);
    expect(firstError(mutasiUangBankRequest.safeParse({ ...bank, jumlah: 'seribu' }))).toBe(M.jumlahNotNumber);
    expect(firstError(mutasiUangBankRequest.safeParse({ ...bank, jumlah: 10.5 }))).toBe(M.jumlahNotWhole);
    expect(firstError(mutasiUangBankRequest.safeParse({ ...bank, jumlah: 1e15 }))).toBe(M.jumlahTooLarge);
    expect(mutasiUangBankRequest.parse({ ...bank, jumlah: '2500' }).jumlah).toBe(2500);
  });
  it('mutasi cash: a missing side is CASH; not CASH on both sides; one side CASH', () => {
    const r = mutasiUangCashRequest.parse({ tujuan: 'BCA', tujuan_rekening: '111', jumlah: 1, keterangan: 'x', kategori: 'SETOR' });
    expect(r.asal).toBe('CASH');
    expect(firstError(mutasiUangCashRequest.safeParse({ asal: 'CASH', tujuan: 'CASH', jumlah: 1, keterangan: 'x', kategori: 'K' }))).toBe(M.bothCash);
    expect(firstError(mutasiUangCashRequest.safeParse({ ...bank }))).toBe(M.needsCash);
    expect(firstError(mutasiUangCashRequest.safeParse({ asal: 'CASH', tujuan: 'BCA', jumlah: 1, keterangan: 'x', kategori: 'K' }))).toBe(M.rekeningRequired);
  });
  it('pengalihan: any two different accounts', () => {
    expect(pengalihanRequest.safeParse({ asal: 'CASH', tujuan: 'BCA', tujuan_rekening: '1', jumlah: 5, keterangan: 'akhir hari' }).success).toBe(true);
    expect(firstError(pengalihanRequest.safeParse({ asal: 'BCA', asal_rekening: '1', tujuan: 'BCA', tujuan_rekening: '1', jumlah: 5, keterangan: 'x' }))).toBe('Rekening Tidak Boleh Sama');
  });
  it('kas manual and paging', () => {
    expect(firstError(kasManualRequest.safeParse({ jumlah: 5, keterangan: 'x' }))).toBe(M.kodeTransaksiRequired);
    expect(firstError(kasManualRequest.safeParse({ kode_transaksi: 'ATK', jumlah: 5 }))).toBe('Keterangan Tidak Boleh Kosong');
    expect(kasPageQuery.parse({}).limit).toBe(100);
    expect(firstError(kasPageQuery.safeParse({ skip: '-1' }))).toBe(M.pageInvalid);
    expect(firstError(kasPageQuery.safeParse({ limit: 'abc' }))).toBe(M.pageInvalid);
  });
});

describe('payouts never take an account below zero', () => {
  const account = fc.constantFrom('CASH', 'BANK:111', 'BANK:222', 'MARKETPLACE');
  const row = fc.record({ account, jumlah_in: fc.integer({ min: 0, max: 50_000_000 }), jumlah_out: fc.integer({ min: 0, max: 50_000_000 }) }).map(({ account: a, ...amounts }) => {
    const [jenis, no] = a.split(':');
    return { jenis: jenis!, no_rekening: no ?? null, ...amounts };
  });
  const balances = fc.record({ CASH: fc.integer({ min: 0, max: 60_000_000 }), '111': fc.integer({ min: 0, max: 60_000_000 }), '222': fc.integer({ min: 0, max: 60_000_000 }) });

  it('a document is refused exactly when one of its accounts would end below zero', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 6 }), balances, (rows, saldo) => {
        const before = Object.entries(saldo).map(([akun, saldo_akhir]) => ({ akun, saldo_akhir }));
        const after = new Map(before.map((b) => [b.akun, b.saldo_akhir]));
        for (const r of rows) {
          const akun = accountOf(r);
          if (akun !== null) after.set(akun, after.get(akun)! + r.jumlah_in - r.jumlah_out);
        }
        const short = firstShortfall(payoutsOf(rows), before);
        expect(short === null).toBe([...after.values()].every((v) => v >= 0));
        if (short) expect(short.saldo).toBe(saldo[short.akun as keyof typeof saldo]);
      }),
    );
  });

  it('change handed back from the cash just paid is no payout; money out of an account is', () => {
    expect(payoutsOf([{ jenis: 'CASH', no_rekening: null, jumlah_in: 1_000_000, jumlah_out: 0 }, { jenis: 'CASH', no_rekening: null, jumlah_in: 0, jumlah_out: 50_000 }])).toEqual([]);
    expect(payoutsOf([{ jenis: 'CASH', no_rekening: null, jumlah_in: 0, jumlah_out: 7_000 }, { jenis: 'BANK', no_rekening: '111', jumlah_in: 7_000, jumlah_out: 0 }])).toEqual([{ akun: CASH_KEY, keluar: 7_000 }]);
    expect(firstShortfall([{ akun: CASH_KEY, keluar: 7_000 }], [{ akun: CASH_KEY, saldo_akhir: 6_999 }])).toEqual({ akun: CASH_KEY, keluar: 7_000, saldo: 6_999 });
    expect(firstShortfall([{ akun: '111', keluar: 1 }], [])).toEqual({ akun: '111', keluar: 1, saldo: 0 });
  });

  it('the refusal names the account and its balance and points to a transfer', () => {
    expect(M.saldoKurang('CASH', 5_250_000)).toBe('Saldo CASH tidak cukup (saldo Rp 5,250,000): bayar dengan transfer');
    expect(M.saldoKurang('BCA 111', 0)).toBe('Saldo BCA 111 tidak cukup (saldo Rp 0): bayar dari rekening lain atau tunai');
  });
});
