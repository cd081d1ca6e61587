import {
  CASHBACK_KAS_KATEGORI,
  CASHBACK_MESSAGES as M,
  CASHBACK_POIN_KEY,
  CASHBACK_PREFIX,
  cashbackCheck,
  cashbackPoinNotEnoughMessage,
  rupiahPerPoin,
  toBusinessDate,
  whatsappNumber,
  type CancelCashbackInput,
  type Cashback,
  type CashbackInput,
  type CashbackListQuery,
  type CashbackSetting,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { transactionOnce } from '../../db/idempotency';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import { consumeApprovals } from '../authorization/authorization.service';
import { DRAWER, kasRow, writeKasRows } from '../cash/cash-accounts';
import { findParam } from '../cash/cash.repository';
import { storeContext } from '../counter/counter-context';
import { usedApprovals } from '../counter/counter-approvals';
import { documentNumbers } from '../counter/document-numbers';
import { appendPoin, lockMember, poinBalanceOf } from '../points/poin-ledger.repository';
import * as repo from './cashback.repository';

type Db = Kysely<Database>;

/**
 * Cashback poin (issue 32). A cash-out locks the member first (poin-ledger rule), reads the balance (the
 * ledger's sum), refuses what is short, and writes the document, a REDEEM points row (jenis_ref CASHBACK,
 * no_ref no_cashback) and a CASHBACK cash row out of the drawer (through the payout guard) in one
 * transaction. A cancellation on the same business date gives the points back (a positive ADJUST row naming
 * the cash-out) and the cash (a BATAL CASHBACK row into the drawer), once.
 */

export async function setting(db: Db, kodeToko: string): Promise<CashbackSetting> {
  return { rupiah_per_poin: rupiahPerPoin((await findParam(db, kodeToko, CASHBACK_POIN_KEY))?.value) };
}

export function cashOut(app: FastifyInstance, auth: AuthContext, input: CashbackInput): Promise<Cashback> {
  const key = { kodeToko: auth.kodeToko, userId: auth.userId, jenis: 'CASHBACK_POIN', kunci: input.idempotency_key };
  return transactionOnce(app.db, key, async (trx) => {
    const ctx = await storeContext(trx, auth);
    const perPoin = rupiahPerPoin(ctx.params.get(CASHBACK_POIN_KEY));
    if (perPoin <= 0) throw badRequest(M.off, { poin: M.off });
    const found = await repo.findMember(trx, input.member.toUpperCase(), whatsappNumber(input.member));
    const member = found ? await lockMember(trx, found.kode_member) : undefined;
    if (!member) throw badRequest(M.memberNotFound, { member: M.memberNotFound });
    if (member.status !== 'AKTIF') throw badRequest(M.memberInactive, { member: M.memberInactive });
    const saldo = await poinBalanceOf(trx, member.kode_member);
    const check = cashbackCheck({ saldo, poin: input.poin, rupiahPerPoin: perPoin });
    if (!check.poinOk) throw badRequest(cashbackPoinNotEnoughMessage(saldo, input.poin), { poin: cashbackPoinNotEnoughMessage(saldo, input.poin) });
    const [no] = await documentNumbers(trx, auth.kodeToko, ctx.tglSystem, CASHBACK_PREFIX);
    const keterangan = `CASHBACK ${input.poin} POIN ${member.kode_member}`;
    // the drawer pays: refused (nothing written) when it holds less than the rupiah
    await writeKasRows(trx, [kasRow({ ...ctx, userId: auth.userId }, CASHBACK_KAS_KATEGORI.cashOut, DRAWER, no!, keterangan, { out: check.rupiah })], 'poin', { drawerOnly: true });
    await repo.insertCashback(trx, {
      no_cashback: no!,
      kode_toko: auth.kodeToko,
      tanggal: ctx.tglSystem,
      kode_member: member.kode_member,
      poin: input.poin,
      rupiah_per_poin: perPoin,
      jumlah_rp: check.rupiah,
      keterangan: input.keterangan,
      input_by: auth.userId,
    });
    const ref = { kode_member: member.kode_member, kode_toko: auth.kodeToko, tanggal: ctx.tglSystem, jenis_ref: 'CASHBACK', no_ref: no!, input_by: auth.userId };
    await appendPoin(trx, [{ ...ref, jenis: 'REDEEM', poin: -input.poin, keterangan: `Cashback ${input.poin} poin x Rp ${perPoin}` }]);
    return no!;
  }).then((no) => getCashback(app.db, auth.kodeToko, no));
}

export async function getCashback(db: Db, kodeToko: string, no: string): Promise<Cashback> {
  const row = await repo.cashbackOf(db, kodeToko, no);
  if (!row) throw notFound(M.notFound);
  return toCashback(row);
}

function toCashback(r: NonNullable<Awaited<ReturnType<typeof repo.cashbackOf>>>): Cashback {
  return {
    ...r,
    poin: Number(r.poin),
    rupiah_per_poin: Number(r.rupiah_per_poin),
    jumlah_rp: Number(r.jumlah_rp),
    saldo_poin: Number(r.saldo_poin ?? 0),
    created_at: new Date(r.created_at).toISOString(),
  };
}

export async function listCashbacks(app: FastifyInstance, auth: AuthContext, q: CashbackListQuery): Promise<Cashback[]> {
  const tanggal = q.tanggal ?? (await storeDate(app.db, auth.kodeToko));
  return (await repo.cashbacksOn(app.db, auth.kodeToko, tanggal)).map(toCashback);
}

async function storeDate(db: Db, kodeToko: string): Promise<string> {
  const toko = await db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', kodeToko).executeTakeFirst();
  return toko?.tgl_system ?? toBusinessDate(new Date());
}

/** POST /api/cashback-poin/:no/batal: same business date, a supervisor's approval; points and cash back, once. */
export async function cancel(app: FastifyInstance, auth: AuthContext, no: string, input: CancelCashbackInput): Promise<Cashback> {
  await app.db.transaction().execute(async (trx) => {
    const ctx = await storeContext(trx, auth);
    const row = await repo.lockCashback(trx, auth.kodeToko, no);
    if (!row) throw notFound(M.notFound);
    if (row.status === 'BATAL') throw badRequest(M.alreadyCancelled);
    if (row.tanggal !== ctx.tglSystem) throw badRequest(M.notToday);
    const approvals = await consumeApprovals(trx, { kodeToko: auth.kodeToko, userId: auth.userId, operations: ['BATAL_CASHBACK_POIN'], ids: input.otorisasi, noDokumen: no });
    await lockMember(trx, row.kode_member);
    const ref = { kode_member: row.kode_member, kode_toko: auth.kodeToko, tanggal: ctx.tglSystem, jenis_ref: 'CASHBACK', no_ref: no, input_by: auth.userId };
    await appendPoin(trx, [{ ...ref, jenis: 'ADJUST', poin: Number(row.poin), keterangan: `Batal cashback poin: ${input.alasan}` }]);
    await writeKasRows(trx, [kasRow({ ...ctx, userId: auth.userId }, CASHBACK_KAS_KATEGORI.cancel, DRAWER, no, `BATAL CASHBACK ${no}`, { in: Number(row.jumlah_rp) })], 'alasan');
    await repo.updateCashback(trx, no, { status: 'BATAL', alasan_batal: input.alasan, batal_by: auth.userId, batal_at: new Date(), otorisasi_batal: usedApprovals(approvals) });
  });
  return getCashback(app.db, auth.kodeToko, no);
}
