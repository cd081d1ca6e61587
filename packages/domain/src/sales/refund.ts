import { isSurchargeKategori } from '../cash/card-surcharge';

/** One account a receipt's money went into (cash, a bank account, a marketplace) and what it still holds of it. */
export type RefundAccount = { jenis: 'CASH' | 'BANK' | 'MARKETPLACE'; net: number };

export type RefundPart<T extends RefundAccount> = { account: T; amount: number };

/** A place money is kept in the cash ledger: the drawer, a bank account, a marketplace. */
export type LedgerAccount = RefundAccount & { kode_bank: string | null; no_rekening: string | null; kode_marketplace: string | null };

/** The drawer, holding nothing yet: where a refund no account holds is paid from. */
export const CASH_ACCOUNT: LedgerAccount = { jenis: 'CASH', kode_bank: null, no_rekening: null, kode_marketplace: null, net: 0 };

type HeldRow = {
  jenis: RefundAccount['jenis'];
  kode_bank: string | null;
  no_rekening: string | null;
  kode_marketplace: string | null;
  jumlah_in: number | string;
  jumlah_out: number | string;
  kategori?: string;
};

function netByAccount(rows: readonly HeldRow[]): LedgerAccount[] {
  const held = new Map<string, LedgerAccount>();
  for (const r of rows) {
    const key = [r.jenis, r.kode_bank, r.no_rekening, r.kode_marketplace].join('|');
    const account = held.get(key) ?? { jenis: r.jenis, kode_bank: r.kode_bank, no_rekening: r.no_rekening, kode_marketplace: r.kode_marketplace, net: 0 };
    account.net += Number(r.jumlah_in) - Number(r.jumlah_out);
    held.set(key, account);
  }
  return [...held.values()];
}

/**
 * What a document's ledger rows still hold in each account (in minus out), in the order the accounts were first
 * paid. The card surcharge rows (FEE KARTU and its reversal) are not the document's payment and are left out: a
 * refund gives back what was paid, the surcharge is reversed on its own (surchargeHeld).
 */
export function heldAccounts(rows: readonly HeldRow[]): LedgerAccount[] {
  return netByAccount(rows.filter((r) => !isSurchargeKategori(r.kategori)));
}

/** The card surcharge a document's ledger rows still hold in each account (FEE KARTU in, BATAL FEE KARTU out); only accounts holding some. */
export function surchargeHeld(rows: readonly HeldRow[]): LedgerAccount[] {
  return netByAccount(rows.filter((r) => isSurchargeKategori(r.kategori))).filter((a) => a.net > 0);
}

/**
 * Money given back for cancelled lines of a receipt, taken from the accounts the receipt was paid
 * into: cash first (the counter hands it back at once), then the other accounts in the order they
 * were paid, never more from one account than the receipt still holds in it. So however many steps
 * a receipt is cancelled in, once all of it is given back every account nets to zero. A part of the
 * amount no account holds (none, when the amount is at most what the receipt still holds) is paid
 * from cash, so no rupiah goes unrecorded.
 */
export function allocateRefund<T extends RefundAccount>(accounts: readonly T[], amount: number, cash: T): RefundPart<T>[] {
  const ordered = [...accounts.filter((a) => a.jenis === 'CASH'), ...accounts.filter((a) => a.jenis !== 'CASH')];
  const parts: RefundPart<T>[] = [];
  let left = amount;
  for (const account of ordered) {
    if (left <= 0) break;
    const take = Math.min(left, Math.max(0, account.net));
    if (take > 0) parts.push({ account, amount: take });
    left -= take;
  }
  if (left > 0) {
    const own = parts.find((p) => p.account.jenis === 'CASH');
    if (own) own.amount += left;
    else parts.unshift({ account: cash, amount: left });
  }
  return parts;
}
