import { businessDateOf } from '../stock/stock.service';
import {
  CASH,
  CASH_MESSAGES as M,
  CASH_PREFIX,
  CASH_SETTING_KEYS,
  DEFAULT_KAS_MANUAL_OTORISASI_DIATAS,
  withRunningBalance,
  type KasBook,
  type KasBookRow,
  type kasManualRequest,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { transactionOnce } from '../../db/idempotency';
import type { AuthContext } from '../../http/auth-context';
import { badRequest } from '../../http/errors';
import { consumeApprovals } from '../authorization/authorization.service';
import { assertCovers, bankAccount, documentNumber, DRAWER, iso, kasRow, lockedDate, writeKasRows, type Account } from './cash-accounts';
import * as repo from './cash.repository';

type LedgerRow = Awaited<ReturnType<typeof repo.accountRowsOn>>[number];

async function businessDate(app: FastifyInstance, auth: AuthContext, tanggal: string | undefined): Promise<string> {
  const tglSystem = await businessDateOf(app.db, auth.kodeToko);
  if (tanggal === undefined) return tglSystem;
  if (tanggal > tglSystem) throw badRequest(M.dateAfterToday, { tanggal: M.dateAfterToday });
  return tanggal;
}

/** GET cash/saldo: every account of the store (the drawer, then each bank account) on a business date. */
export async function listBalances(app: FastifyInstance, auth: AuthContext, q: { tanggal?: string | undefined }) {
  const tanggal = await businessDate(app, auth, q.tanggal);
  const [balances, rekening] = await Promise.all([repo.balancesOn(app.db, auth.kodeToko, tanggal), repo.listRekening(app.db, auth.kodeToko)]);
  const of = (akun: string) => balances.find((b) => b.akun === akun) ?? { akun, saldo_awal: 0, masuk: 0, keluar: 0, saldo_akhir: 0 };
  return {
    tanggal,
    saldo: [
      { ...of(CASH), jenis: 'CASH' as const, kode_bank: null, nama_rekening: null },
      ...rekening.map((r) => ({ ...of(r.no_rekening), jenis: 'BANK' as const, kode_bank: r.kode_bank, nama_rekening: r.nama_rekening })),
    ],
  };
}

function bookRow(r: LedgerRow & { saldo: number }): KasBookRow {
  return {
    id: Number(r.id),
    tgl_system: r.tgl_system,
    kategori: r.kategori,
    keterangan: r.keterangan,
    no_ref: r.no_ref,
    jenis: r.jenis,
    kode_bank: r.kode_bank,
    no_rekening: r.no_rekening,
    kode_transaksi: r.kode_transaksi,
    jumlah_in: Number(r.jumlah_in),
    jumlah_out: Number(r.jumlah_out),
    saldo: r.saldo,
    input_by: r.input_by,
    created_at: iso(r.created_at)!,
  };
}

/**
 * The book of an account on a business date: opening balance, every movement with the balance after
 * it, in, out and closing (GET cash/paginated for the drawer, GET cash/history-bank for bank accounts;
 * no account: every bank account together). skip/limit page the movements, the balance runs from the
 * day's opening so a page shows the true balance after each row.
 */
export async function book(
  app: FastifyInstance,
  auth: AuthContext,
  akun: string | null,
  q: { tanggal?: string | undefined; skip?: number; limit?: number },
): Promise<KasBook> {
  const tanggal = await businessDate(app, auth, q.tanggal);
  if (akun !== null && akun !== CASH) await bankAccount(app.db, auth.kodeToko, akun, 'no_rekening');
  const [balances, rows] = await Promise.all([repo.balancesOn(app.db, auth.kodeToko, tanggal), repo.accountRowsOn(app.db, auth.kodeToko, akun, tanggal)]);
  const mine = akun === null ? balances.filter((b) => b.akun !== CASH) : balances.filter((b) => b.akun === akun);
  const sum = (k: 'saldo_awal' | 'masuk' | 'keluar' | 'saldo_akhir') => mine.reduce((s, b) => s + b[k], 0);
  const saldo = { akun: akun ?? 'BANK', saldo_awal: sum('saldo_awal'), masuk: sum('masuk'), keluar: sum('keluar'), saldo_akhir: sum('saldo_akhir') };
  const running = withRunningBalance(saldo.saldo_awal, rows);
  const skip = q.skip ?? 0;
  const limit = q.limit ?? running.length;
  return { tanggal, akun: saldo.akun, saldo, count: running.length, rows: running.slice(skip, skip + limit).map(bookRow) };
}

/**
 * POST cash/kas: manual money in or out of the drawer (or a bank account) with a transaction code of
 * /master-kode-transaksi: jenis MASUK writes KAS MASUK, KELUAR writes KAS KELUAR (never more than the
 * account holds). Above the store's KAS_MANUAL_OTORISASI_DIATAS a supervisor's approval (KAS_MANUAL)
 * is consumed. One transaction, the store row locked.
 */
export async function saveKasManual(app: FastifyInstance, auth: AuthContext, input: z.output<typeof kasManualRequest>) {
  return transactionOnce(app.db, { ...auth, jenis: 'KAS', kunci: input.idempotency_key }, async (trx) => {
    const tglSystem = await lockedDate(trx, auth);
    const kode = await repo.findKodeTransaksi(trx, auth.kodeToko, input.kode_transaksi);
    if (!kode) throw badRequest(M.kodeTransaksiUnknown(input.kode_transaksi), { kode_transaksi: M.kodeTransaksiUnknown(input.kode_transaksi) });
    if (kode.jenis_transaksi !== 'MASUK' && kode.jenis_transaksi !== 'KELUAR') {
      const message = M.kodeTransaksiJenisInvalid(kode.kode_transaksi, kode.jenis_transaksi);
      throw badRequest(message, { kode_transaksi: message });
    }
    const masuk = kode.jenis_transaksi === 'MASUK';
    const account: Account = input.no_rekening ? await bankAccount(trx, auth.kodeToko, input.no_rekening, 'no_rekening') : DRAWER;
    if (!masuk) await assertCovers(trx, auth.kodeToko, tglSystem, account, input.jumlah, 'jumlah');
    const noRef = await documentNumber(trx, auth.kodeToko, tglSystem, masuk ? CASH_PREFIX.KAS_MASUK : CASH_PREFIX.KAS_KELUAR);
    const limitParam = await repo.findParam(trx, auth.kodeToko, CASH_SETTING_KEYS.batasOtorisasiKas);
    const limit = /^\d+$/.test(limitParam?.value?.trim() ?? '') ? Number(limitParam!.value.trim()) : DEFAULT_KAS_MANUAL_OTORISASI_DIATAS;
    if (input.jumlah > limit) {
      await consumeApprovals(trx, { kodeToko: auth.kodeToko, userId: auth.userId, operations: ['KAS_MANUAL'], ids: input.otorisasi, noDokumen: noRef });
    }
    const kategori = masuk ? 'KAS MASUK' : 'KAS KELUAR';
    const keterangan = `${kode.nama_transaksi} - ${input.keterangan}`.slice(0, 250);
    const ctx = { kodeToko: auth.kodeToko, tglSystem, userId: auth.userId };
    await writeKasRows(trx, [kasRow(ctx, kategori, account, noRef, keterangan, masuk ? { in: input.jumlah } : { out: input.jumlah }, { kode_transaksi: kode.kode_transaksi })], 'jumlah');
    return { result: { no_ref: noRef, tgl_system: tglSystem, kategori, jumlah: input.jumlah }, masuk };
  });
}
