import { cardAmount, paysIntoAccount, SALES_MESSAGES, type SalePaymentInputValue } from '@emas/domain';
import type { Insertable, Kysely } from 'kysely';
import type { Database, PenjualanBayarTable } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { StatementValue } from '../../db/one-statement';
import * as repo from './counter.repository';

type Db = Kysely<Database>;

export type CheckedPayment = Omit<SalePaymentInputValue, 'kode_bank'> & { kode_bank: string | null; fee: number; jumlah_gesek: number };

/** Checks each payment's account / marketplace against the masters; fills the bank and the card amount. */
export async function checkPayments(db: Db, kodeToko: string, payments: readonly SalePaymentInputValue[]): Promise<CheckedPayment[]> {
  const banks = new Map<string, string>();
  const marketplaces = new Set<string>();
  for (const p of payments) {
    if (paysIntoAccount(p.jenis) && !banks.has(p.no_rekening!)) {
      const rek = await repo.findRekening(db, kodeToko, p.no_rekening!);
      if (rek) banks.set(rek.no_rekening, rek.kode_bank);
    }
    if (p.jenis === 'MARKETPLACE' && (await repo.findMarketplace(db, kodeToko, p.kode_marketplace!))) marketplaces.add(p.kode_marketplace!);
  }
  return paymentsChecked(payments, banks, marketplaces);
}

/** The accounts (card, transfer) and marketplaces the payments name, for one read with the rest of a save. */
export function paymentsNamed(payments: readonly SalePaymentInputValue[]): { rekening: string[]; marketplace: string[] } {
  return {
    rekening: payments.filter((p) => paysIntoAccount(p.jenis)).map((p) => p.no_rekening!),
    marketplace: payments.filter((p) => p.jenis === 'MARKETPLACE').map((p) => p.kode_marketplace!),
  };
}

/** Checks payments against the store's accounts (their bank) and marketplaces; an unknown one is a 400 for its row. */
export function paymentsChecked(payments: readonly SalePaymentInputValue[], banks: ReadonlyMap<string, string>, marketplaces: ReadonlySet<string>): CheckedPayment[] {
  const errors: Record<string, string> = {};
  const out: CheckedPayment[] = [];
  for (const [i, p] of payments.entries()) {
    let kodeBank: string | null = null;
    if (paysIntoAccount(p.jenis)) {
      const bank = banks.get(p.no_rekening!);
      if (bank === undefined) {
        errors[`pembayaran.${i}.no_rekening`] = SALES_MESSAGES.rekeningUnknown;
        continue;
      }
      kodeBank = bank;
    }
    if (p.jenis === 'MARKETPLACE' && !marketplaces.has(p.kode_marketplace!)) {
      errors[`pembayaran.${i}.kode_marketplace`] = SALES_MESSAGES.marketplaceUnknown;
      continue;
    }
    const fee = p.jenis === 'CARD' ? (p.fee_persen ?? 0) : 0;
    out.push({
      ...p,
      kode_bank: kodeBank,
      no_rekening: paysIntoAccount(p.jenis) ? p.no_rekening : undefined,
      kode_marketplace: p.jenis === 'MARKETPLACE' ? p.kode_marketplace : undefined,
      fee,
      jumlah_gesek: p.jenis === 'CARD' ? cardAmount(p.jumlah_rp, fee) : p.jumlah_rp,
    });
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  return out;
}

/** The payment lines of a document (`key` names its number column), numbered from `startAt`. */
export function paymentRows<T extends string, N extends StatementValue = string>(key: T, no: N, kodeToko: string, payments: readonly CheckedPayment[], startAt = 1) {
  return payments.map((p, i) => ({
    kode_toko: kodeToko,
    [key]: no,
    urut: startAt + i,
    jenis: p.jenis,
    jumlah_rp: p.jumlah_rp,
    kode_bank: p.kode_bank,
    no_rekening: p.no_rekening ?? null,
    fee_persen: p.fee.toFixed(2),
    jumlah_gesek: p.jumlah_gesek,
    kode_marketplace: p.kode_marketplace ?? null,
  })) as (Record<T, N> & Omit<Insertable<PenjualanBayarTable>, 'no_faktur_group' | 'jenis'> & { jenis: CheckedPayment['jenis'] })[];
}
