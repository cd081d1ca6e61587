import {
  GIFT_MESSAGES as M,
  poinNotEnoughMessage,
  redemptionCheck,
  stockNotEnoughMessage,
  toBusinessDate,
  TERIMA_HADIAH_PREFIX,
  TUKAR_HADIAH_PREFIX,
  whatsappNumber,
  type CancelGiftRedemptionInput,
  type GiftMember,
  type GiftMemberQuery,
  type GiftMovement,
  type GiftRow,
  type ReceiveGiftInput,
  type RedeemGiftInput,
  type Redemption,
  type RedemptionListQuery,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { transactionOnce } from '../../db/idempotency';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, notFound } from '../../http/errors';
import { consumeApprovals } from '../authorization/authorization.service';
import { storeContext } from '../counter/counter-context';
import { usedApprovals } from '../counter/counter-approvals';
import { documentNumbers } from '../counter/document-numbers';
import { appendPoin, lockMember, poinBalanceOf } from '../points/poin-ledger.repository';
import * as repo from './gifts.repository';

type Db = Kysely<Database>;

/**
 * Gifts for points (issue 32). A redemption locks the member first (poin-ledger rule), then the gift row,
 * reads the balance (the ledger's sum) and the stock (the movements' sum), refuses what is short, and writes
 * the document, its REDEEM points rows (jenis_ref HADIAH, no_ref no_tukar) and an OUT movement in one
 * transaction. A cancellation gives the points back (a positive ADJUST row naming the redemption) and the
 * stock (an IN movement), once.
 */

export async function findMember(app: FastifyInstance, auth: AuthContext, q: GiftMemberQuery): Promise<GiftMember> {
  const member = await repo.findMember(app.db, q.cari.toUpperCase(), whatsappNumber(q.cari));
  if (!member) throw notFound(M.memberNotFound);
  const saldo = await poinBalanceOf(app.db, member.kode_member);
  return { ...member, saldo_poin: saldo, hadiah: await listGifts(app.db, auth.kodeToko) };
}

export async function listGifts(db: Db, kodeToko: string): Promise<GiftRow[]> {
  return repo.giftsOf(db, kodeToko);
}

export function redeem(app: FastifyInstance, auth: AuthContext, input: RedeemGiftInput): Promise<Redemption> {
  const key = { kodeToko: auth.kodeToko, userId: auth.userId, jenis: 'TUKAR_HADIAH', kunci: input.idempotency_key };
  return transactionOnce(app.db, key, async (trx) => {
    const ctx = await storeContext(trx, auth);
    const member = await lockMember(trx, input.kode_member);
    if (!member) throw badRequest(M.memberNotFound, { kode_member: M.memberNotFound });
    if (member.status !== 'AKTIF') throw badRequest(M.memberInactive, { kode_member: M.memberInactive });
    const gift = await repo.lockGift(trx, auth.kodeToko, input.kode_hadiah);
    if (!gift) throw badRequest(M.hadiahNotFound, { kode_hadiah: M.hadiahNotFound });
    const saldo = await poinBalanceOf(trx, member.kode_member);
    const stok = await repo.giftStockOf(trx, auth.kodeToko, gift.kode_hadiah);
    const check = redemptionCheck({ saldo, stok, poinSatuan: Number(gift.poin), qty: input.qty });
    if (!check.poinOk) throw badRequest(poinNotEnoughMessage(saldo, check.totalPoin), { kode_member: poinNotEnoughMessage(saldo, check.totalPoin) });
    if (!check.stokOk) throw badRequest(stockNotEnoughMessage(stok, input.qty), { qty: stockNotEnoughMessage(stok, input.qty) });
    const [no] = await documentNumbers(trx, auth.kodeToko, ctx.tglSystem, TUKAR_HADIAH_PREFIX);
    await repo.insertRedemption(trx, {
      no_tukar: no!,
      kode_toko: auth.kodeToko,
      tanggal: ctx.tglSystem,
      kode_member: member.kode_member,
      kode_hadiah: gift.kode_hadiah,
      nama_hadiah: gift.nama_hadiah,
      qty: input.qty,
      poin_satuan: Number(gift.poin),
      total_poin: check.totalPoin,
      keterangan: input.keterangan,
      input_by: auth.userId,
    });
    const ref = { kode_member: member.kode_member, kode_toko: auth.kodeToko, tanggal: ctx.tglSystem, jenis_ref: 'HADIAH', no_ref: no!, input_by: auth.userId };
    await appendPoin(trx, [{ ...ref, jenis: 'REDEEM', poin: -check.totalPoin, keterangan: `Tukar ${input.qty} ${gift.nama_hadiah}` }]);
    await repo.appendMovement(trx, {
      kode_toko: auth.kodeToko,
      kode_hadiah: gift.kode_hadiah,
      tanggal: ctx.tglSystem,
      jenis: 'OUT',
      sumber: 'TUKAR',
      qty: input.qty,
      no_ref: no!,
      keterangan: `Tukar hadiah ${member.kode_member}`,
      input_by: auth.userId,
    });
    return no!;
  }).then((no) => getRedemption(app.db, auth.kodeToko, no));
}

export async function getRedemption(db: Db, kodeToko: string, noTukar: string): Promise<Redemption> {
  const row = await repo.redemptionOf(db, kodeToko, noTukar);
  if (!row) throw notFound(M.redemptionNotFound);
  return toRedemption(row);
}

export function toRedemption(r: NonNullable<Awaited<ReturnType<typeof repo.redemptionOf>>>): Redemption {
  return { ...r, qty: Number(r.qty), poin_satuan: Number(r.poin_satuan), total_poin: Number(r.total_poin), saldo_poin: Number(r.saldo_poin ?? 0) };
}

export async function listRedemptions(app: FastifyInstance, auth: AuthContext, q: RedemptionListQuery): Promise<Redemption[]> {
  const tanggal = q.tanggal ?? (await storeDate(app.db, auth.kodeToko));
  return (await repo.redemptionsOn(app.db, auth.kodeToko, tanggal)).map(toRedemption);
}

async function storeDate(db: Db, kodeToko: string): Promise<string> {
  const toko = await db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', kodeToko).executeTakeFirst();
  return toko?.tgl_system ?? toBusinessDate(new Date());
}

/** POST /api/tukar-hadiah/:no_tukar/batal: points and stock back, once, with a supervisor's approval. */
export async function cancel(app: FastifyInstance, auth: AuthContext, noTukar: string, input: CancelGiftRedemptionInput): Promise<Redemption> {
  await app.db.transaction().execute(async (trx) => {
    const ctx = await storeContext(trx, auth);
    const row = await repo.lockRedemption(trx, auth.kodeToko, noTukar);
    if (!row) throw notFound(M.redemptionNotFound);
    if (row.status === 'BATAL') throw badRequest(M.alreadyCancelled);
    const approvals = await consumeApprovals(trx, { kodeToko: auth.kodeToko, userId: auth.userId, operations: ['BATAL_TUKAR_HADIAH'], ids: input.otorisasi, noDokumen: noTukar });
    await lockMember(trx, row.kode_member);
    await repo.lockGift(trx, auth.kodeToko, row.kode_hadiah);
    const ref = { kode_member: row.kode_member, kode_toko: auth.kodeToko, tanggal: ctx.tglSystem, jenis_ref: 'HADIAH', no_ref: noTukar, input_by: auth.userId };
    await appendPoin(trx, [{ ...ref, jenis: 'ADJUST', poin: Number(row.total_poin), keterangan: `Batal tukar hadiah: ${input.alasan}` }]);
    await repo.appendMovement(trx, {
      kode_toko: auth.kodeToko,
      kode_hadiah: row.kode_hadiah,
      tanggal: ctx.tglSystem,
      jenis: 'IN',
      sumber: 'BATAL_TUKAR',
      qty: Number(row.qty),
      no_ref: noTukar,
      keterangan: input.alasan,
      input_by: auth.userId,
    });
    await repo.updateRedemption(trx, noTukar, {
      status: 'BATAL',
      alasan_batal: input.alasan,
      batal_by: auth.userId,
      batal_at: new Date(),
      otorisasi_batal: usedApprovals(approvals),
    });
  });
  return getRedemption(app.db, auth.kodeToko, noTukar);
}

/** POST /api/terima-hadiah: gifts received from a supplier, an IN movement numbered RH-<store>-<date>-<seq>. */
export async function receive(app: FastifyInstance, auth: AuthContext, input: ReceiveGiftInput): Promise<GiftMovement> {
  const id = await app.db.transaction().execute(async (trx) => {
    const ctx = await storeContext(trx, auth);
    const gift = await repo.lockGift(trx, auth.kodeToko, input.kode_hadiah);
    if (!gift) throw badRequest(M.hadiahNotFound, { kode_hadiah: M.hadiahNotFound });
    const [no] = await documentNumbers(trx, auth.kodeToko, ctx.tglSystem, TERIMA_HADIAH_PREFIX);
    const moved = await repo.appendMovement(trx, {
      kode_toko: auth.kodeToko,
      kode_hadiah: gift.kode_hadiah,
      tanggal: ctx.tglSystem,
      jenis: 'IN',
      sumber: 'TERIMA',
      qty: input.qty,
      no_ref: no!,
      supplier: input.supplier,
      keterangan: input.keterangan,
      input_by: auth.userId,
    });
    return moved.id;
  });
  const m = await repo.movementById(app.db, id);
  return { ...m, id: String(m.id), qty: Number(m.qty), stok: await repo.giftStockOf(app.db, auth.kodeToko, m.kode_hadiah) };
}
