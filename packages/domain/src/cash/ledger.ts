import { assertRupiah, type Rupiah } from '../units/money';

/**
 * Balances of the money ledger (kas_mutasi). An account is the drawer (CASH) or one bank account
 * (BANK + no_rekening). Nothing else holds a balance: opening = every movement before the business
 * date, in/out = that date's movements, closing = opening + in - out. The close keeps that closing
 * as the day's closing row, computed by this same function, so the two always agree.
 */

/** 'CASH' or the no_rekening of a bank account. */
export type KasAccountKey = string;
export const CASH_KEY = 'CASH';

export type KasLedgerEntry = {
  tgl_system: string;
  jenis: string;
  no_rekening: string | null;
  jumlah_in: number | string;
  jumlah_out: number | string;
};

export type KasBalance = { akun: KasAccountKey; saldo_awal: Rupiah; masuk: Rupiah; keluar: Rupiah; saldo_akhir: Rupiah };

/** The account a ledger row belongs to; null for marketplace balances (not the store's own money yet). */
export function accountOf(entry: Pick<KasLedgerEntry, 'jenis' | 'no_rekening'>): KasAccountKey | null {
  if (entry.jenis === 'CASH') return CASH_KEY;
  if (entry.jenis === 'BANK' && entry.no_rekening) return entry.no_rekening;
  return null;
}

function whole(v: number | string): Rupiah {
  return assertRupiah(typeof v === 'string' ? Number(v) : v);
}

/**
 * The balance of every account seen in `entries` on business date `tanggal` (entries after it are
 * ignored). Accounts are sorted: CASH first, then bank accounts by number.
 */
export function kasBalances(entries: readonly KasLedgerEntry[], tanggal: string): KasBalance[] {
  const by = new Map<KasAccountKey, KasBalance>();
  for (const e of entries) {
    const akun = accountOf(e);
    if (akun === null || e.tgl_system > tanggal) continue;
    let b = by.get(akun);
    if (!b) {
      b = { akun, saldo_awal: 0, masuk: 0, keluar: 0, saldo_akhir: 0 };
      by.set(akun, b);
    }
    const i = whole(e.jumlah_in);
    const o = whole(e.jumlah_out);
    if (e.tgl_system < tanggal) b.saldo_awal = assertRupiah(b.saldo_awal + i - o);
    else {
      b.masuk = assertRupiah(b.masuk + i);
      b.keluar = assertRupiah(b.keluar + o);
    }
  }
  for (const b of by.values()) b.saldo_akhir = assertRupiah(b.saldo_awal + b.masuk - b.keluar);
  return [...by.values()].sort((a, b) => (a.akun === CASH_KEY ? -1 : b.akun === CASH_KEY ? 1 : a.akun < b.akun ? -1 : a.akun > b.akun ? 1 : 0));
}

/** The balance of one account (zero everywhere when it has no movement). */
export function kasBalanceOf(entries: readonly KasLedgerEntry[], akun: KasAccountKey, tanggal: string): KasBalance {
  return kasBalances(entries.filter((e) => accountOf(e) === akun), tanggal)[0] ?? { akun, saldo_awal: 0, masuk: 0, keluar: 0, saldo_akhir: 0 };
}

/** Each movement with the balance after it, from an opening balance (the drawer's book of the day). */
export function withRunningBalance<T extends Pick<KasLedgerEntry, 'jumlah_in' | 'jumlah_out'>>(saldoAwal: Rupiah, rows: readonly T[]): (T & { saldo: Rupiah })[] {
  let saldo = assertRupiah(saldoAwal);
  return rows.map((r) => {
    saldo = assertRupiah(saldo + whole(r.jumlah_in) - whole(r.jumlah_out));
    return { ...r, saldo };
  });
}

/** A new ledger row as a payout sees it: its account and what it moves. */
export type PayoutEntry = Pick<KasLedgerEntry, 'jenis' | 'no_rekening' | 'jumlah_in' | 'jumlah_out'>;

/** What one document's new rows take out of one account, net of what they put into it. */
export type Payout = { akun: KasAccountKey; keluar: Rupiah };

/**
 * The payouts of one document's new ledger rows: for each of the store's accounts, what the rows take
 * out net of what they put in, only where that is more than zero. A document's rows count together, so
 * change handed back from the cash just paid is no payout; marketplace rows are not the store's money.
 */
export function payoutsOf(rows: readonly PayoutEntry[]): Payout[] {
  const net = new Map<KasAccountKey, number>();
  for (const r of rows) {
    const akun = accountOf(r);
    if (akun === null) continue;
    net.set(akun, (net.get(akun) ?? 0) + whole(r.jumlah_out) - whole(r.jumlah_in));
  }
  return [...net].filter(([, keluar]) => keluar > 0).map(([akun, keluar]) => ({ akun, keluar: assertRupiah(keluar) }));
}

/**
 * The first payout its account's balance does not cover (the account would go below zero), with that
 * balance; null when every account can pay. No drawer or account balance ever goes below zero.
 */
export function firstShortfall(payouts: readonly Payout[], balances: readonly Pick<KasBalance, 'akun' | 'saldo_akhir'>[]): (Payout & { saldo: Rupiah }) | null {
  for (const p of payouts) {
    const saldo = balances.find((b) => b.akun === p.akun)?.saldo_akhir ?? 0;
    if (saldo < p.keluar) return { ...p, saldo };
  }
  return null;
}
