import { CASH_MESSAGES as M, CASH_PREFIX, PENGALIHAN_VALIDATOR_LEVELS, type mutasiUangBankRequest, type PengalihanRow, type pengalihanRequest } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { transactionOnce } from '../../db/idempotency';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { consumeApprovals } from '../authorization/authorization.service';
import { accountKey, assertCovers, documentNumber, iso, lockedDate, moveRows, resolveSide, writeKasRows } from './cash-accounts';
import * as repo from './cash.repository';

type MutasiInput = z.output<typeof mutasiUangBankRequest>;

/**
 * POST cash/mutasi-uang-bank and cash/mutasi-uang-cash (spec 000 §7): money moved between two of the
 * store's own accounts; one row out of the origin (never more than it holds), one row in to the
 * destination, kategori MUTASI UANG BANK / MUTASI UANG CASH, the form's kategori kept as sub_kategori.
 */
export async function saveMutasi(app: FastifyInstance, auth: AuthContext, kind: 'BANK' | 'CASH', input: MutasiInput) {
  return transactionOnce(app.db, { ...auth, jenis: `MUTASI_${kind}`, kunci: input.idempotency_key }, async (trx) => {
    const tglSystem = await lockedDate(trx, auth);
    const from = await resolveSide(trx, auth.kodeToko, input.asal, input.asal_rekening, input.asal === 'CASH' ? 'asal' : 'asal_rekening');
    const to = await resolveSide(trx, auth.kodeToko, input.tujuan, input.tujuan_rekening, input.tujuan === 'CASH' ? 'tujuan' : 'tujuan_rekening');
    if (accountKey(from) === accountKey(to)) throw badRequest(M.rekeningSame, { tujuan_rekening: M.rekeningSame });
    await assertCovers(trx, auth.kodeToko, tglSystem, from, input.jumlah, 'jumlah');
    const kategori = kind === 'BANK' ? 'MUTASI UANG BANK' : 'MUTASI UANG CASH';
    const noRef = await documentNumber(trx, auth.kodeToko, tglSystem, kind === 'BANK' ? CASH_PREFIX.MUTASI_BANK : CASH_PREFIX.MUTASI_CASH);
    const ctx = { kodeToko: auth.kodeToko, tglSystem, userId: auth.userId };
    await writeKasRows(trx, moveRows(ctx, kategori, from, to, input.jumlah, noRef, input.keterangan, input.kategori), 'jumlah');
    return { no_ref: noRef, tgl_system: tglSystem, kategori, jumlah: input.jumlah };
  });
}

type PengalihanDb = Awaited<ReturnType<typeof repo.insertPengalihan>>;

function pengalihanOut(r: PengalihanDb): PengalihanRow {
  return {
    no_pengalihan: r.no_pengalihan,
    tgl_system: r.tgl_system,
    asal: r.asal,
    asal_rekening: r.asal_rekening,
    tujuan: r.tujuan,
    tujuan_rekening: r.tujuan_rekening,
    jumlah: Number(r.jumlah),
    keterangan: r.keterangan,
    status: r.status,
    input_by: r.input_by,
    created_at: iso(r.created_at)!,
    valid_by: r.valid_by,
    valid_at: iso(r.valid_at),
  };
}

/**
 * POST cash/pengalihan-saldo: a cashier asks to move a balance (the drawer to the bank at the end of the
 * day). Checked now (accounts of the store, the origin holds it) and written to the ledger only when a
 * supervisor validates it.
 */
export async function requestPengalihan(app: FastifyInstance, auth: AuthContext, input: z.output<typeof pengalihanRequest>) {
  return transactionOnce(app.db, { ...auth, jenis: 'PENGALIHAN', kunci: input.idempotency_key }, async (trx) => {
    const tglSystem = await lockedDate(trx, auth);
    const from = await resolveSide(trx, auth.kodeToko, input.asal, input.asal_rekening, input.asal === 'CASH' ? 'asal' : 'asal_rekening');
    const to = await resolveSide(trx, auth.kodeToko, input.tujuan, input.tujuan_rekening, input.tujuan === 'CASH' ? 'tujuan' : 'tujuan_rekening');
    if (accountKey(from) === accountKey(to)) throw badRequest(M.rekeningSame, { tujuan_rekening: M.rekeningSame });
    await assertCovers(trx, auth.kodeToko, tglSystem, from, input.jumlah, 'jumlah');
    const no = await documentNumber(trx, auth.kodeToko, tglSystem, CASH_PREFIX.PENGALIHAN);
    const row = await repo.insertPengalihan(trx, {
      kode_toko: auth.kodeToko,
      no_pengalihan: no,
      tgl_system: tglSystem,
      asal: from.jenis === 'CASH' ? 'CASH' : from.kode_bank,
      asal_rekening: from.jenis === 'CASH' ? null : from.no_rekening,
      tujuan: to.jenis === 'CASH' ? 'CASH' : to.kode_bank,
      tujuan_rekening: to.jenis === 'CASH' ? null : to.no_rekening,
      jumlah: input.jumlah,
      keterangan: input.keterangan,
      input_by: auth.userId,
    });
    return pengalihanOut(row);
  });
}

export async function listPengalihan(app: FastifyInstance, auth: AuthContext, status: string) {
  return (await repo.listPengalihan(app.db, auth.kodeToko, status)).map(pengalihanOut);
}

/**
 * POST cash/pengalihan-saldo/:no/validasi: an SPV/OWN validates (or the requester with a PENGALIHAN_SALDO
 * approval from the dialog); the two ledger rows (PENGALIHAN SALDO) are written then, on the store's
 * business date, which must still be the request's (a day closed since cannot be validated). The origin
 * must still hold the amount. POST .../tolak refuses it (supervisors only), nothing is written to the ledger.
 */
export async function decidePengalihan(app: FastifyInstance, auth: AuthContext, no: string, decision: 'VALID' | 'TOLAK', otorisasi: readonly string[]) {
  return app.db.transaction().execute(async (trx) => {
    const tglSystem = await lockedDate(trx, auth);
    const row = await repo.lockPengalihan(trx, auth.kodeToko, no);
    if (!row) throw notFound(M.pengalihanNotFound);
    if (row.status !== 'OPEN') throw badRequest(M.pengalihanDone);
    const supervisor = (PENGALIHAN_VALIDATOR_LEVELS as readonly string[]).includes(auth.level);
    let approvalId: string | null = null;
    let validBy = auth.userId;
    if (!supervisor) {
      if (decision === 'TOLAK' || otorisasi.length === 0) throw forbidden(M.validatorOnly);
      const [used] = await consumeApprovals(trx, { kodeToko: auth.kodeToko, userId: auth.userId, operations: ['PENGALIHAN_SALDO'], ids: otorisasi, noDokumen: no });
      approvalId = used?.id ?? null;
      validBy = used?.approved_by ?? auth.userId;
    }
    if (decision === 'VALID') {
      if (row.tgl_system !== tglSystem) throw badRequest(M.pengalihanOldDay);
      const from = await resolveSide(trx, auth.kodeToko, row.asal, row.asal_rekening ?? undefined, 'asal');
      const to = await resolveSide(trx, auth.kodeToko, row.tujuan, row.tujuan_rekening ?? undefined, 'tujuan');
      const jumlah = Number(row.jumlah);
      await assertCovers(trx, auth.kodeToko, tglSystem, from, jumlah, 'jumlah');
      const ctx = { kodeToko: auth.kodeToko, tglSystem, userId: auth.userId };
      await writeKasRows(trx, moveRows(ctx, 'PENGALIHAN SALDO', from, to, jumlah, no, row.keterangan), 'jumlah');
    }
    const done = await repo.decidePengalihan(trx, auth.kodeToko, no, { status: decision, valid_by: validBy, otorisasi: approvalId });
    if (!done) throw badRequest(M.pengalihanDone);
    return pengalihanOut(done);
  });
}
