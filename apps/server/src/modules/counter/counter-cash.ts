import {
  allocateRefund,
  BATAL_SURCHARGE_KATEGORI,
  CASH_ACCOUNT,
  cardSurcharge,
  isModuleOn,
  surchargeHeld,
  SURCHARGE_KATEGORI,
  VALIDASI_NON_CASH_MODULE,
  type KasKategori,
  type LedgerAccount,
  type ModuleFlags,
} from '@emas/domain';
import { joinText, type StatementValue } from '../../db/one-statement';
import type * as cashRepo from '../cash/cash.repository';
import type { CheckedPayment } from './counter-payments';

/** nonCashPending: the store's non-cash validation module is on, so card and transfer money waits (NON_TUNAI, issue 36). */
type RowContext = { kodeToko: string; tglSystem: string; userId: string; nonCashPending?: boolean | undefined };

/** The context of a counter document's money rows: its store, business date, cashier and whether card and transfer money waits for validation. */
export function moneyRowContext(auth: { kodeToko: string; userId: string; modules: ModuleFlags }, tglSystem: string): Required<RowContext> {
  return { kodeToko: auth.kodeToko, tglSystem, userId: auth.userId, nonCashPending: isModuleOn(auth.modules, VALIDASI_NON_CASH_MODULE) };
}

/** Where a card or transfer payment's money goes: its bank account, or NON_TUNAI until a supervisor validates it. */
const bankJenis = (ctx: RowContext): 'BANK' | 'NON_TUNAI' => (ctx.nonCashPending ? 'NON_TUNAI' : 'BANK');

/** A cash ledger row whose document number (and the text naming it) may be taken in the statement that writes it. */
export type KasRowOf<N extends StatementValue> = Omit<cashRepo.KasRow, 'no_ref' | 'keterangan'> & { no_ref: N; keterangan: N };

type CardPayment = { jenis: string; jumlah_rp: number; fee: number; kode_bank: string | null; no_rekening?: string | null | undefined };

/**
 * The ledger rows of money received: one row per payment (CASH in the drawer, CARD/TRANSFER in the bank
 * account, MARKETPLACE in the marketplace balance), a card's surcharge (FEE KARTU, surchargeRows), and the
 * change given back as a CASH out row.
 */
export function kasRowsIn<N extends StatementValue = string>(
  ctx: RowContext,
  kategori: KasKategori,
  noRef: N,
  keterangan: N,
  payments: readonly CheckedPayment[],
  kembalian: number,
): KasRowOf<N>[] {
  const rows: KasRowOf<N>[] = payments.map((p) => ({
    kode_toko: ctx.kodeToko,
    tgl_system: ctx.tglSystem,
    kategori,
    keterangan: p.jenis === 'CARD' && p.fee > 0 ? joinText<N>(keterangan, ` (KARTU, FEE ${p.fee}%, GESEK ${p.jumlah_gesek})`) : keterangan,
    no_ref: noRef,
    jenis: p.jenis === 'CASH' ? 'CASH' : p.jenis === 'MARKETPLACE' ? 'MARKETPLACE' : bankJenis(ctx),
    kode_bank: p.kode_bank,
    no_rekening: p.no_rekening ?? null,
    kode_marketplace: p.kode_marketplace ?? null,
    jumlah_in: p.jumlah_rp,
    jumlah_out: 0,
    input_by: ctx.userId,
  }));
  // a card's surcharge is its own income row into the same account (what the bank received over the amount paid)
  rows.push(...surchargeRows<N>(ctx, noRef, keterangan, payments));
  if (kembalian > 0) {
    rows.push({
      kode_toko: ctx.kodeToko,
      tgl_system: ctx.tglSystem,
      kategori,
      keterangan: joinText<N>('KEMBALIAN ', noRef),
      no_ref: noRef,
      jenis: 'CASH',
      jumlah_in: 0,
      jumlah_out: kembalian,
      input_by: ctx.userId,
    });
  }
  return rows;
}

/**
 * Money given back for a document, out of the accounts its ledger rows still hold (`held`): cash
 * first, never more from an account than it holds (allocateRefund). One out row per account touched.
 */
export function kasRowsRefund(ctx: RowContext, kategori: KasKategori, noRef: string, keterangan: string, held: readonly LedgerAccount[], amount: number): cashRepo.KasRow[] {
  return allocateRefund(held, amount, CASH_ACCOUNT).map(({ account, amount: out }) => ({
    kode_toko: ctx.kodeToko,
    tgl_system: ctx.tglSystem,
    kategori,
    keterangan,
    no_ref: noRef,
    jenis: account.jenis,
    kode_bank: account.kode_bank,
    no_rekening: account.no_rekening,
    kode_marketplace: account.kode_marketplace,
    jumlah_in: 0,
    jumlah_out: out,
    input_by: ctx.userId,
  }));
}

/**
 * The card surcharge of a document's payments (every document that takes a card: sale, trade-in, layaway,
 * order, repair, all through kasRowsIn): for each card payment with a fee, one FEE KARTU row into the same
 * bank account for what the card was charged over the amount paid (cardSurcharge), so the account holds what
 * the bank received and the journal credits fee income with it.
 */
export function surchargeRows<N extends StatementValue = string>(ctx: RowContext, noRef: N, keterangan: N, payments: readonly CardPayment[]): KasRowOf<N>[] {
  const rows: KasRowOf<N>[] = [];
  for (const p of payments) {
    if (p.jenis !== 'CARD' || p.fee <= 0) continue;
    const surcharge = cardSurcharge(p.jumlah_rp, p.fee);
    if (surcharge <= 0) continue;
    rows.push({
      kode_toko: ctx.kodeToko,
      tgl_system: ctx.tglSystem,
      kategori: SURCHARGE_KATEGORI,
      keterangan: joinText<N>(`${SURCHARGE_KATEGORI} ${p.fee}% `, keterangan),
      no_ref: noRef,
      jenis: bankJenis(ctx),
      kode_bank: p.kode_bank,
      no_rekening: p.no_rekening ?? null,
      jumlah_in: surcharge,
      jumlah_out: 0,
      input_by: ctx.userId,
    });
  }
  return rows;
}

/**
 * A cancelled document's card surcharge given back: for each account its FEE KARTU rows still hold (less any
 * BATAL FEE KARTU already written), one BATAL FEE KARTU row out of that account (the card charge reversed), so
 * the account and fee income return to what they were. `rows` are the document's ledger rows (any kategori).
 */
export function surchargeReversalRows(ctx: RowContext, noRef: string, keterangan: string, rows: readonly Parameters<typeof surchargeHeld>[0][number][]): cashRepo.KasRow[] {
  return surchargeHeld(rows).map((a) => ({
    kode_toko: ctx.kodeToko,
    tgl_system: ctx.tglSystem,
    kategori: BATAL_SURCHARGE_KATEGORI,
    keterangan: `${BATAL_SURCHARGE_KATEGORI} ${keterangan}`.slice(0, 300),
    no_ref: noRef,
    jenis: a.jenis,
    kode_bank: a.kode_bank,
    no_rekening: a.no_rekening,
    kode_marketplace: a.kode_marketplace,
    jumlah_in: 0,
    jumlah_out: a.net,
    input_by: ctx.userId,
  }));
}
