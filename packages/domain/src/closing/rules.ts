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
export type KasFlow = { kategori: string; jenis: 'CASH' | 'BANK' | 'MARKETPLACE'; masuk: Rupiah; keluar: Rupiah };
/** A day's stock movements of one ledger jenis: documents, pieces, weight. */
export type StockFlow = { jenis: EodStockJenis; nota: number; qty: number; beratMg: Milligrams };
export type StockFigure = { nota: number; qty: number; beratMg: Milligrams; rp: Rupiah };

/** The end-of-day summary (the original's EOD) of one store and day; money over all its accounts. */
export type EodFigures = {
  penjualan: StockFigure;
  batalPenjualan: StockFigure;
  pembelian: StockFigure;
  batalPembelian: StockFigure;
  /** loans paid out (kategori HUTANG; 0 until pawn exists) */
  hutang: Rupiah;
  /** manual cash in (KAS MASUK) */
  pendapatan: Rupiah;
  /** manual cash out (KAS KELUAR) */
  biaya: Rupiah;
  /** sales money that came in other than cash (card, debit, transfer, marketplace) */
  nonTunai: Rupiah;
  /** every other kategori (layaway deposits, moves between own accounts, kirim/terima uang, ...) */
  lainMasuk: Rupiah;
  lainKeluar: Rupiah;
  saldoAwal: Rupiah;
  saldoAkhir: Rupiah;
  /** per kategori, as the ledger holds them (agreed spelling) */
  kategori: { kategori: string; masuk: Rupiah; keluar: Rupiah }[];
};

const SALES = new Set<string>([EOD_KAS_KATEGORI.penjualan, EOD_KAS_KATEGORI.pelunasanTitip]);
const NAMED = new Set<string>([
  ...SALES,
  EOD_KAS_KATEGORI.batalPenjualan,
  EOD_KAS_KATEGORI.pembelian,
  EOD_KAS_KATEGORI.batalPembelian,
  EOD_KAS_KATEGORI.hutang,
  EOD_KAS_KATEGORI.kasMasuk,
  EOD_KAS_KATEGORI.kasKeluar,
]);

/**
 * The EOD from the day's ledger sums. Each named line is the net of its kategori (a sale's change
 * given back lowers the sales; a buy-back's money out is the buy-back), so:
 *   saldoAkhir = saldoAwal + (penjualan - batal penjualan) + pendapatan + lain masuk
 *              - (pembelian - batal pembelian) - hutang - biaya - lain keluar
 * which is saldoAwal + every row in - every row out: the formula always equals the ledger. A move
 * between the store's own accounts (MUTASI UANG BANK/CASH, PENGALIHAN SALDO) is one row out and one in,
 * both in "lain", so it nets to nothing over the store; KIRIM UANG is "lain keluar" of the sender on
 * the day it is sent, TERIMA UANG "lain masuk" of the receiver on the day it is received.
 */
export function summarizeDay(input: { saldoAwal: Rupiah; kas: readonly KasFlow[]; stok: readonly StockFlow[] }): EodFigures {
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
  const penjualanRp = inOf(EOD_KAS_KATEGORI.penjualan) + inOf(EOD_KAS_KATEGORI.pelunasanTitip);
  const batalPenjualanRp = -inOf(EOD_KAS_KATEGORI.batalPenjualan);
  const pembelianRp = -inOf(EOD_KAS_KATEGORI.pembelian);
  const batalPembelianRp = inOf(EOD_KAS_KATEGORI.batalPembelian);
  const hutang = -inOf(EOD_KAS_KATEGORI.hutang);
  const pendapatan = inOf(EOD_KAS_KATEGORI.kasMasuk);
  const biaya = -inOf(EOD_KAS_KATEGORI.kasKeluar);
  const saldoAkhir = input.saldoAwal + (penjualanRp - batalPenjualanRp) + pendapatan + lainMasuk - (pembelianRp - batalPembelianRp) - hutang - biaya - lainKeluar;
  return {
    penjualan: { ...stockOf('JUAL'), rp: penjualanRp },
    batalPenjualan: { ...stockOf('BATAL_JUAL'), rp: batalPenjualanRp },
    pembelian: { ...stockOf('BELI'), rp: pembelianRp },
    batalPembelian: { ...stockOf('BATAL_BELI'), rp: batalPembelianRp },
    hutang,
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
