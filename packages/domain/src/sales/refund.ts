import { isSurchargeKategori } from '../cash/card-surcharge';

/** One account a receipt's money went into (cash, a bank account, a marketplace) and what it still holds of it. */
export type RefundAccount = { jenis: 'CASH' | 'BANK' | 'MARKETPLACE' | 'NON_TUNAI'; net: number };

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
 * Money given back for cancelled lines of a receipt, following its payment lines: every account the
 * receipt still holds money in gives back its share of the amount in proportion to what it holds (the
 * cash part from the drawer, a card or transfer part back to its bank account, a marketplace part to
 * the marketplace); the rupiah that rounding down leaves go one each to the largest remainders, the
 * first paid first. Never more from one account than it holds, so however many steps a receipt is
 * cancelled in, once all of it is given back every account nets to zero. A part of the amount no
 * account holds (none, when the amount is at most what the receipt still holds) is paid from cash, so
 * no rupiah goes unrecorded.
 */
export function allocateRefund<T extends RefundAccount>(accounts: readonly T[], amount: number, cash: T): RefundPart<T>[] {
  const holding = accounts.filter((a) => a.net > 0);
  const held = holding.reduce((t, a) => t + a.net, 0);
  const shared = Math.max(0, Math.min(amount, held));
  const parts: RefundPart<T>[] = [];
  if (shared > 0) {
    // amount x net can pass 2^53: the shares are computed in bigint
    const exact = holding.map((account) => {
      const product = BigInt(shared) * BigInt(account.net);
      return { account, amount: Number(product / BigInt(held)), rest: product % BigInt(held) };
    });
    let left = shared - exact.reduce((t, e) => t + e.amount, 0);
    const byRest = exact.map((_, i) => i).sort((i, j) => (exact[j]!.rest > exact[i]!.rest ? 1 : exact[j]!.rest < exact[i]!.rest ? -1 : i - j));
    for (const i of byRest) {
      if (left <= 0) break;
      exact[i]!.amount += 1;
      left -= 1;
    }
    for (const e of exact) if (e.amount > 0) parts.push({ account: e.account, amount: e.amount });
  }
  const left = amount - shared;
  if (left > 0) {
    const own = parts.find((p) => p.account.jenis === 'CASH');
    if (own) own.amount += left;
    else parts.unshift({ account: cash, amount: left });
  }
  return parts;
}
