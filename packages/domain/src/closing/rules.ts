import { isPreviousDateActive } from '../access/previous-date';
import type { Level } from '../access/levels';
import { isModuleOn, type ModuleFlags } from '../access/modules';
import type { Rupiah } from '../units/money';
import type { Milligrams } from '../units/weight';
import { EOD_KAS_KATEGORI, MAX_DAYS_AHEAD, type ClosingCheckLevel, type EodStockJenis } from './constants';
import { CLOSING_MESSAGES, previousDateMessage } from './messages';

// ---------------------------------------------------------------- dates

/** 'YYYY-MM-DD' plus `days` (calendar days, no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The date a close moves the store to: the next day, or a later one chosen (a holiday), never the
 * same or an earlier one, at most MAX_DAYS_AHEAD ahead. Answers the date or the refusal.
 */
export function nextBusinessDate(tglSystem: string, chosen?: string | null): { ok: true; date: string } | { ok: false; message: string } {
  if (!chosen) return { ok: true, date: addDays(tglSystem, 1) };
  if (chosen <= tglSystem) return { ok: false, message: CLOSING_MESSAGES.nextNotAfter };
  if (chosen > addDays(tglSystem, MAX_DAYS_AHEAD)) return { ok: false, message: CLOSING_MESSAGES.nextTooFar };
  return { ok: true, date: chosen };
}

/**
 * The previous-date rule (spec 000 §6) with the store's date: when the store's active date is before
 * today's date (Asia/Jakarta), that earlier day was not closed. A user whose previous-date-active flag
 * is on may not post documents until a supervisor closes it; a user whose flag is off (OWN, SPV, SU, MU
 * as the two settings say) may still post, on that earlier active date. Answers the refusal or null.
 * A closed day never takes documents, whoever asks (migration 0013).
 */
export function previousDateHold(level: Level, modules: ModuleFlags, tglSystem: string, today: string): string | null {
  if (!tglSystem || tglSystem >= today) return null;
  const active = isPreviousDateActive(level, isModuleOn(modules, 'TANGGAL_SEBELUMNYA_OWNER_MODULE'), isModuleOn(modules, 'TANGGAL_SEBELUMNYA_SPV_MODULE'));
  return active ? previousDateMessage(tglSystem) : null;
}

// ---------------------------------------------------------------- checks

/** One pre-close check's answer: what it found (count), whether it blocks, and where to fix it. */
export type ClosingCheckResult = {
  key: string;
  level: ClosingCheckLevel;
  jumlah: number;
  link: string;
  pesan: string;
  /** the documents found, when the check names them (the instalment plans' numbers) */
  daftar?: string[];
};

/** The close may go on when no blocking check found anything. */
export function isClosingBlocked(results: readonly ClosingCheckResult[]): boolean {
  return results.some((r) => r.level === 'BLOCK' && r.jumlah > 0);
}

// ---------------------------------------------------------------- the end-of-day summary

/** A kategori's spelling in the ledger, read the agreed way ('BATAL_PENJUALAN' is 'BATAL PENJUALAN'). */
export function kategoriKey(kategori: string): string {
  return kategori.trim().toUpperCase().replace(/_+/g, ' ').replace(/\s+/g, ' ');
}

/** A day's money movements of one kategori on one kind of account (sums of kas_mutasi). */
export type KasFlow = { kategori: string; jenis: 'CASH' | 'BANK' | 'MARKETPLACE' | 'NON_TUNAI'; masuk: Rupiah; keluar: Rupiah };
/** A day's stock movements of one ledger jenis: documents, pieces, weight. */
export type StockFlow = { jenis: EodStockJenis; nota: number; qty: number; beratMg: Milligrams };
export type StockFigure = { nota: number; qty: number; beratMg: Milligrams; rp: Rupiah };
/**
 * The day's documents still standing at the close (what the sales and buy-back reports and the dashboard count):
 * sales receipts (grand total after discount and partial cancels), buy-back receipts (price paid).
 */
export type DayDocuments = { penjualan: StockFigure; pembelian: StockFigure };

/** The end-of-day summary (the original's EOD) of one store and day; money over all its accounts. */
export type EodFigures = {
  /** the day's sales receipts standing at the close: receipts, pieces, weight, rupiah (Rekap Penjualan, dashboard) */
  penjualan: StockFigure;
  /** pieces given back by the day's cancellations (stock ledger) and the money refunded (BATAL PENJUALAN) */
  batalPenjualan: StockFigure;
  /** the day's buy-back receipts standing at the close (Laporan Transaksi Pembelian, dashboard) */
  pembelian: StockFigure;
  batalPembelian: StockFigure;
  /**
   * the part of the day's sales not paid with the day's money: deposits taken before (an order's DP, a layaway's
   * down payment) used on a receipt of the day. Net sales - net buy-backs - this = the money of the sale and
   * buy-back kinds of the day (refunds included), so the line always closes the row.
   */
  dpTerpakai: Rupiah;
  /** loans paid out (kategori HUTANG) */
  hutang: Rupiah;
  /** loan principal paid back: redemptions and auctions by sale (HUTANG LUNAS) */
  tebusHutang: Rupiah;
  /** income: manual cash in (KAS MASUK), loan interest (BUNGA HUTANG) and loan fees (BIAYA HUTANG) */
  pendapatan: Rupiah;
  /** manual cash out (KAS KELUAR) */
  biaya: Rupiah;
  /** sales money that came in other than cash (card, debit, transfer, marketplace) */
  nonTunai: Rupiah;
  /** every other kategori (layaway and order deposits, moves between own accounts, kirim/terima uang, repairs, ...) */
  lainMasuk: Rupiah;
  lainKeluar: Rupiah;
  saldoAwal: Rupiah;
  saldoAkhir: Rupiah;
  /** per kategori, as the ledger holds them (agreed spelling) */
  kategori: { kategori: string; masuk: Rupiah; keluar: Rupiah }[];
};

/** Kategori of the money a sale brings in: the counter, a layaway paid off, an order picked up. */
const SALES = new Set<string>([EOD_KAS_KATEGORI.penjualan, EOD_KAS_KATEGORI.pelunasanTitip, EOD_KAS_KATEGORI.pelunasanPesanan]);
/** Kategori of the documents the EOD counts from the documents themselves (their money closes through dpTerpakai). */
const TRADE = new Set<string>([...SALES, EOD_KAS_KATEGORI.batalPenjualan, EOD_KAS_KATEGORI.pembelian, EOD_KAS_KATEGORI.batalPembelian]);
const INCOME = new Set<string>([EOD_KAS_KATEGORI.kasMasuk, EOD_KAS_KATEGORI.bungaHutang, EOD_KAS_KATEGORI.biayaHutang]);
const NAMED = new Set<string>([...TRADE, ...INCOME, EOD_KAS_KATEGORI.hutang, EOD_KAS_KATEGORI.hutangLunas, EOD_KAS_KATEGORI.kasKeluar]);

/**
 * The EOD of a day from the documents standing at the close and the ledgers' sums. Sales and buy-backs are the
 * documents' (so the EOD says what Rekap Penjualan, the buy-back reports and the dashboard say, an order picked up
 * or a layaway paid off included at its whole price); every other line is the net of its money kategori. So:
 *   saldoAkhir = saldoAwal + penjualan - pembelian - dpTerpakai - hutang + tebusHutang + pendapatan - biaya
 *              + lain masuk - lain keluar
 * which is saldoAwal + every row in - every row out: the formula always equals the ledger. The cancellations
 * (batal) are already out of the documents standing; their lines show the pieces returned and the money refunded.
 * Non-tunai is part of the sales money. A move between the store's own accounts (MUTASI UANG BANK/CASH,
 * PENGALIHAN SALDO) is one row out and one in, both in "lain", so it nets to nothing over the store; KIRIM UANG is
 * "lain keluar" of the sender on the day it is sent, TERIMA UANG "lain masuk" of the receiver on the day received.
 */
export function summarizeDay(input: { saldoAwal: Rupiah; kas: readonly KasFlow[]; stok: readonly StockFlow[]; dokumen: DayDocuments }): EodFigures {
  const byKategori = new Map<string, { masuk: number; keluar: number }>();
  let nonTunai = 0;
  let lainMasuk = 0;
  let lainKeluar = 0;
  for (const f of input.kas) {
    const k = kategoriKey(f.kategori);
    const sum = byKategori.get(k) ?? { masuk: 0, keluar: 0 };
    sum.masuk += f.masuk;
    sum.keluar += f.keluar;
    byKategori.set(k, sum);
    if (SALES.has(k) && f.jenis !== 'CASH') nonTunai += f.masuk;
    // a validation (/validasi-non-cash) moves a sale's money out of NON_TUNAI into the bank under the same kategori:
    // the bank's row is not new money, so the NON_TUNAI row out takes it back (the only sales row out of NON_TUNAI)
    if (SALES.has(k) && f.jenis === 'NON_TUNAI') nonTunai -= f.keluar;
    if (!NAMED.has(k)) {
      lainMasuk += f.masuk;
      lainKeluar += f.keluar;
    }
  }
  const inOf = (k: string) => (byKategori.get(k)?.masuk ?? 0) - (byKategori.get(k)?.keluar ?? 0);
  const stockOf = (jenis: EodStockJenis) => {
    const rows = input.stok.filter((s) => s.jenis === jenis);
    return { nota: rows.reduce((t, r) => t + r.nota, 0), qty: rows.reduce((t, r) => t + r.qty, 0), beratMg: rows.reduce((t, r) => t + r.beratMg, 0) };
  };
  const tradeMoney = [...TRADE].reduce((t, k) => t + inOf(k), 0);
  const { penjualan, pembelian } = input.dokumen;
  const dpTerpakai = penjualan.rp - pembelian.rp - tradeMoney;
  const hutang = -inOf(EOD_KAS_KATEGORI.hutang);
  const tebusHutang = inOf(EOD_KAS_KATEGORI.hutangLunas);
  const pendapatan = [...INCOME].reduce((t, k) => t + inOf(k), 0);
  const biaya = -inOf(EOD_KAS_KATEGORI.kasKeluar);
  const saldoAkhir = input.saldoAwal + penjualan.rp - pembelian.rp - dpTerpakai - hutang + tebusHutang + pendapatan - biaya + lainMasuk - lainKeluar;
  return {
    penjualan: { ...penjualan },
    batalPenjualan: { ...stockOf('BATAL_JUAL'), rp: -inOf(EOD_KAS_KATEGORI.batalPenjualan) },
    pembelian: { ...pembelian },
    batalPembelian: { ...stockOf('BATAL_BELI'), rp: inOf(EOD_KAS_KATEGORI.batalPembelian) },
    dpTerpakai,
    hutang,
    tebusHutang,
    pendapatan,
    biaya,
    nonTunai,
    lainMasuk,
    lainKeluar,
    saldoAwal: input.saldoAwal,
    saldoAkhir,
    kategori: [...byKategori.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([kategori, s]) => ({ kategori, ...s })),
  };
}

/** The money lines of a day's EOD as the wire names them (the close's answer and the EOD report's rows alike). */
export function eodMoneyLines(e: EodFigures) {
  return {
    dp_terpakai: e.dpTerpakai,
    hutang: e.hutang,
    tebus_hutang: e.tebusHutang,
    pendapatan: e.pendapatan,
    biaya: e.biaya,
    non_tunai: e.nonTunai,
    lain_masuk: e.lainMasuk,
    lain_keluar: e.lainKeluar,
    saldo_awal: e.saldoAwal,
    saldo_akhir: e.saldoAkhir,
  };
}

/** The stored EOD of a day closed before the lines dpTerpakai and tebusHutang existed reads them as 0. */
export function storedEod(value: unknown): EodFigures {
  const e = value as Partial<EodFigures> & EodFigures;
  return { ...e, dpTerpakai: e.dpTerpakai ?? 0, tebusHutang: e.tebusHutang ?? 0 };
}
