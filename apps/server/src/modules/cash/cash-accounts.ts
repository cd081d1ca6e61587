import { CASH, CASH_MESSAGES as M, firstShortfall, formatDocumentNumber, payoutsOf, type KasKategori } from '@emas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import { assertMayPost } from '../settings/posting-date';
import * as stockRepo from '../stock/stock.repository';
import * as repo from './cash.repository';

type Db = Kysely<Database>;

/** One of the store's own accounts: the drawer or a bank account. */
export type Account = { jenis: 'CASH' } | { jenis: 'BANK'; kode_bank: string; no_rekening: string };

export const DRAWER: Account = { jenis: 'CASH' };

export function accountKey(a: Account): string {
  return a.jenis === 'CASH' ? CASH : a.no_rekening;
}

export function accountLabel(a: Account): string {
  return a.jenis === 'CASH' ? CASH : `${a.kode_bank} ${a.no_rekening}`;
}

/** The business date of the store, its row locked until the transaction ends (see repo.lockToko). */
export async function lockedDate(trx: Db, auth: Pick<AuthContext, 'kodeToko' | 'level' | 'modules'>): Promise<string> {
  const toko = await repo.lockToko(trx, auth.kodeToko);
  if (!toko) throw notFound();
  assertMayPost(auth, toko.tgl_system);
  return toko.tgl_system;
}

/**
 * A side of a move named by the forms (asal / tujuan: CASH or a kode_bank; *_rekening the account):
 * a bank side must be an account of this store, of that bank. `field` names the form field of a 400.
 */
export async function resolveSide(trx: Db, kodeToko: string, code: string, rekening: string | undefined, field: string): Promise<Account> {
  if (code === CASH) return DRAWER;
  return bankAccount(trx, kodeToko, rekening ?? '', field, code);
}

export async function bankAccount(trx: Db, kodeToko: string, noRekening: string, field: string, kodeBank?: string): Promise<Account & { jenis: 'BANK' }> {
  const row = await repo.findRekening(trx, kodeToko, noRekening);
  if (!row) throw badRequest(M.rekeningUnknown(noRekening), { [field]: M.rekeningUnknown(noRekening) });
  if (kodeBank !== undefined && row.kode_bank !== kodeBank) {
    const message = M.rekeningNotOfBank(noRekening, kodeBank);
    throw badRequest(message, { [field]: message });
  }
  return { jenis: 'BANK', kode_bank: row.kode_bank, no_rekening: row.no_rekening };
}

/** The closing balance of an account on the business date, from the ledger. */
export async function balanceOf(trx: Db, kodeToko: string, tanggal: string, account: Account): Promise<number> {
  const key = accountKey(account);
  return (await repo.balancesOn(trx, kodeToko, tanggal)).find((b) => b.akun === key)?.saldo_akhir ?? 0;
}

/** Refuses taking more out of an account than it holds, before the document is written (the same guard as its rows). */
export async function assertCovers(trx: Db, kodeToko: string, tanggal: string, account: Account, amount: number, field: string): Promise<void> {
  const row = { jenis: account.jenis, kode_bank: account.jenis === 'BANK' ? account.kode_bank : null, no_rekening: account.jenis === 'BANK' ? account.no_rekening : null, jumlah_in: 0, jumlah_out: amount };
  await assertPayoutsCovered(trx, kodeToko, tanggal, [row], field);
}

/** A ledger row as the payout guard reads it. */
export type PayoutRow = { jenis: string; kode_bank?: string | null; no_rekening?: string | null; jumlah_in?: number | string; jumlah_out?: number | string };

/**
 * The one guard of every payout (buy-back, loan, cancellation, refund, expense, move, transfer to head
 * office, card cash-out): when a document's new ledger rows take money out of the drawer or a bank
 * account, the store's payout lock is taken (repo.lockPayouts: two payouts of one store, and a cash-book
 * move or the close, run one after the other, the second reading the balance the first left) and the
 * rows are refused with a 400 naming the account, its balance and the other way to pay unless the
 * balance covers them. Rows that only bring money in take no lock.
 */
export async function assertPayoutsCovered(trx: Db, kodeToko: string, tanggal: string, rows: readonly PayoutRow[], field: string, options: PayoutOptions = {}): Promise<void> {
  const payouts = payoutsOf(rows.map((r) => ({ jenis: r.jenis, no_rekening: r.no_rekening ?? null, jumlah_in: r.jumlah_in ?? 0, jumlah_out: r.jumlah_out ?? 0 })));
  if (payouts.length === 0) return;
  await repo.lockPayouts(trx, kodeToko);
  const short = firstShortfall(payouts, await repo.balancesOn(trx, kodeToko, tanggal));
  if (!short) return;
  const bank = short.akun === CASH ? null : rows.find((r) => r.jenis === 'BANK' && r.no_rekening === short.akun)?.kode_bank;
  const message = short.akun === CASH && options.drawerOnly ? M.saldoLaciKurang(short.saldo) : M.saldoKurang(bank ? `${bank} ${short.akun}` : short.akun, short.saldo);
  throw badRequest(message, { [field]: message });
}

/**
 * `drawerOnly`: the document's screen offers no other way to pay its cash part (a pawn loan; an order, layaway or
 * service cancellation giving the deposit back along its payment lines), so a short drawer's refusal names no transfer.
 */
export type PayoutOptions = { drawerOnly?: boolean };

/** Writes a document's ledger rows through the payout guard (inside the document's transaction). */
export async function writeKasRows(trx: Db, rows: readonly repo.KasRow[], field: string, options: PayoutOptions = {}): Promise<void> {
  if (rows.length === 0) return;
  await assertPayoutsCovered(trx, rows[0]!.kode_toko, rows[0]!.tgl_system, rows, field, options);
  await repo.insertKasRows(trx, rows);
}

export async function documentNumber(trx: Db, kodeToko: string, tglSystem: string, prefix: string): Promise<string> {
  const last = await stockRepo.takeNumbers(trx, kodeToko, prefix, 1);
  return formatDocumentNumber(prefix, kodeToko, tglSystem, last);
}

export type RowContext = { kodeToko: string; tglSystem: string; userId: string };

/** One ledger row of an account. */
export function kasRow(
  ctx: RowContext,
  kategori: KasKategori,
  account: Account,
  noRef: string,
  keterangan: string,
  amount: { in?: number; out?: number },
  extra: { kode_transaksi?: string | null; sub_kategori?: string | null; fee_rp?: number } = {},
): repo.KasRow {
  return {
    kode_toko: ctx.kodeToko,
    tgl_system: ctx.tglSystem,
    kategori,
    keterangan,
    no_ref: noRef,
    jenis: account.jenis,
    kode_bank: account.jenis === 'BANK' ? account.kode_bank : null,
    no_rekening: account.jenis === 'BANK' ? account.no_rekening : null,
    jumlah_in: amount.in ?? 0,
    jumlah_out: amount.out ?? 0,
    input_by: ctx.userId,
    kode_transaksi: extra.kode_transaksi ?? null,
    sub_kategori: extra.sub_kategori ?? null,
    fee_rp: extra.fee_rp ?? 0,
  };
}

/** A move between two of the store's accounts: one row out of the origin, one row in to the destination. */
export function moveRows(ctx: RowContext, kategori: KasKategori, from: Account, to: Account, jumlah: number, noRef: string, keterangan: string, subKategori: string | null = null) {
  return [
    kasRow(ctx, kategori, from, noRef, keterangan, { out: jumlah }, { sub_kategori: subKategori }),
    kasRow(ctx, kategori, to, noRef, keterangan, { in: jumlah }, { sub_kategori: subKategori }),
  ];
}

export const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());
