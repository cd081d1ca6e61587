import { NON_CASH_MESSAGES as M, type NonCashPendingRow, type NonCashValidation, type nonCashValidateRequest } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { transactionOnce } from '../../db/idempotency';
import type { AuthContext } from '../../http/auth-context';
import { badRequest } from '../../http/errors';
import { lockedDate, writeKasRows } from '../cash/cash-accounts';
import type * as cashRepo from '../cash/cash.repository';
import * as repo from './non-cash.repository';

type ValidateInput = z.output<typeof nonCashValidateRequest>;

/** The sub_kategori of the ledger rows a validation writes. */
export const VALIDATION_MARK = 'VALIDASI NON TUNAI';

function pendingOut(r: Awaited<ReturnType<typeof repo.pendingItems>>[number]): NonCashPendingRow {
  const jumlah = Number(r.jumlah_rp);
  const fee = Number(r.fee_rp);
  return {
    tgl_system: r.tgl_system,
    no_ref: r.no_ref,
    nama_customer: r.nama_customer,
    kode_bank: r.kode_bank,
    nama_bank: r.nama_bank,
    no_rekening: r.no_rekening,
    jumlah_bayar: jumlah - fee,
    fee_rp: fee,
    jumlah_rp: jumlah,
    input_by: r.input_by,
  };
}

/** GET non-cash/pending: the store's card and transfer payments waiting for the supervisor (oldest first). */
export async function listPending(app: FastifyInstance, auth: AuthContext): Promise<NonCashPendingRow[]> {
  return (await repo.pendingItems(app.db, auth.kodeToko)).map(pendingOut);
}

/** How many payments of a store wait for validation (the close's warning). */
export async function pendingCount(db: FastifyInstance['db'], kodeToko: string): Promise<number> {
  return (await repo.pendingItems(db, kodeToko)).length;
}

/**
 * POST non-cash/validasi: the supervisor matches a pending payment with the bank statement. The amount seen must be
 * exactly what the item holds (payments plus card surcharge); then, in one transaction, its money moves out of
 * NON_TUNAI and in to its bank account, per kategori the item holds (a NON_TUNAI row and a BANK row of the same
 * kategori, marked sub_kategori VALIDASI NON TUNAI), so the kategori's other journal account nets to zero and a later
 * cancellation or refund, which reads the document's rows by kategori, finds the money in the bank account; the bank's
 * reference, the validator and the time are kept.
 * The item's rows are locked first: of two validations at once, the second finds nothing pending.
 */
export async function validate(app: FastifyInstance, auth: AuthContext, input: ValidateInput): Promise<NonCashValidation> {
  return transactionOnce(app.db, { ...auth, jenis: 'VALIDASI_NON_CASH', kunci: input.idempotency_key }, async (trx) => {
    const tglSystem = await lockedDate(trx, auth);
    const key = { noRef: input.no_ref, kodeBank: input.kode_bank, noRekening: input.no_rekening };
    await repo.lockPending(trx, auth.kodeToko, key);
    const item = (await repo.pendingItems(trx, auth.kodeToko, key))[0];
    if (!item) throw badRequest(M.notPending, { no_ref: M.notPending });
    const pending = pendingOut(item);
    if (input.jumlah_rp !== pending.jumlah_rp) throw badRequest(M.amountMismatch, { jumlah_rp: M.amountMismatch });
    const keterangan = `VALIDASI ${input.no_ref} REF ${input.no_referensi}`.slice(0, 300);
    const held = await repo.heldByKategori(trx, auth.kodeToko, key);
    const rows: cashRepo.KasRow[] = held.flatMap((h) =>
      (['NON_TUNAI', 'BANK'] as const).map((jenis) => {
        const masuk = jenis === 'BANK' ? h.net : -h.net;
        return {
          kode_toko: auth.kodeToko,
          tgl_system: tglSystem,
          kategori: h.kategori,
          sub_kategori: VALIDATION_MARK,
          keterangan,
          no_ref: input.no_ref,
          jenis,
          kode_bank: item.kode_bank,
          no_rekening: item.no_rekening,
          jumlah_in: Math.max(masuk, 0),
          jumlah_out: Math.max(-masuk, 0),
          input_by: auth.userId,
        };
      }),
    );
    await writeKasRows(trx, rows, 'jumlah_rp');
    const saved = await repo.insertValidation(trx, {
      kode_toko: auth.kodeToko,
      tgl_system: tglSystem,
      no_ref: input.no_ref,
      kode_bank: item.kode_bank,
      no_rekening: item.no_rekening,
      jumlah_rp: pending.jumlah_rp,
      no_referensi: input.no_referensi,
      validated_by: auth.userId,
    });
    return {
      no_ref: saved.no_ref,
      kode_bank: saved.kode_bank,
      no_rekening: saved.no_rekening,
      jumlah_rp: Number(saved.jumlah_rp),
      no_referensi: saved.no_referensi,
      validated_by: saved.validated_by,
      validated_at: new Date(saved.validated_at).toISOString(),
    };
  });
}
