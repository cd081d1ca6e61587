import {
  expiringPoints,
  isModuleOn,
  POIN_MESSAGES as M,
  resetCutoff,
  whatsappNumber,
  withPoinBalance,
  type AdjustPoinInput,
  type AfiliasiParameter,
  type PoinHistory,
  type PoinMember,
  type ResetParameter,
  type ResetRunResult,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { consumeApprovals } from '../authorization/authorization.service';
import { storeContext } from '../counter/counter-context';
import { sendWhatsapp } from '../receipts/receipts.service';
import * as repo from './poin-ledger.repository';

type Db = Kysely<Database>;

async function memberOrThrow(db: Db, cari: string) {
  const m = await repo.findMemberWithBalance(db, cari, whatsappNumber(cari));
  if (!m) throw notFound(M.memberNotFound);
  return { kode_member: m.kode_member, nama_member: m.nama_member, no_hp: m.no_hp, status: m.status, saldo: Number(m.saldo ?? 0) };
}

/** Lihat Transaksi Member: the member by code or phone and every ledger row with the balance after it. */
export async function poinHistory(app: FastifyInstance, cari: string): Promise<PoinHistory> {
  const member = await memberOrThrow(app.db, cari);
  const rows = await repo.memberLedger(app.db, member.kode_member);
  return { member, rows: withPoinBalance(rows.map((r) => ({ ...r, id: String(r.id), poin: Number(r.poin) }))) };
}

/**
 * A manual points correction (ADJUST) with a supervisor's ADJUST_POIN approval, in one transaction: the member
 * locked, the balance read, a taking-away refused when the member does not hold it (two racing: one wins).
 */
export async function adjustPoin(app: FastifyInstance, auth: AuthContext, input: AdjustPoinInput): Promise<PoinMember> {
  await app.db.transaction().execute(async (trx) => {
    const ctx = await storeContext(trx, auth);
    const member = await repo.lockMember(trx, input.kode_member);
    if (!member) throw notFound(M.memberNotFound);
    const saldo = await repo.poinBalanceOf(trx, member.kode_member);
    if (saldo + input.poin < 0) throw badRequest(M.poinNotEnough, { poin: `${M.poinNotEnough} (saldo ${saldo})` });
    const noRef = `ADJ-${member.kode_member}-${Date.now()}`;
    await consumeApprovals(trx, { kodeToko: auth.kodeToko, userId: auth.userId, operations: ['ADJUST_POIN'], ids: input.otorisasi, noDokumen: noRef });
    await repo.appendPoin(trx, [
      { kode_member: member.kode_member, jenis: 'ADJUST', poin: input.poin, kode_toko: auth.kodeToko, tanggal: ctx.tglSystem, jenis_ref: 'ADJUST', no_ref: noRef, keterangan: input.keterangan, input_by: auth.userId },
    ]);
  });
  return memberOrThrow(app.db, input.kode_member);
}

export async function getAfiliasi(app: FastifyInstance): Promise<AfiliasiParameter> {
  const row = await repo.findAfiliasi(app.db);
  return { poin: row?.poin ?? 0, aktif: row?.aktif ?? false };
}

export async function saveAfiliasi(app: FastifyInstance, auth: AuthContext, input: AfiliasiParameter): Promise<AfiliasiParameter> {
  await repo.saveAfiliasi(app.db, input, auth.userId);
  return getAfiliasi(app);
}

export async function getResetRule(app: FastifyInstance, auth: AuthContext): Promise<ResetParameter> {
  const { tglSystem } = await storeContext(app.db, auth);
  const row = await repo.findResetRule(app.db);
  if (row) return { mode: row.mode, tanggal: row.tanggal, bulan: row.bulan, last_run: row.last_run ?? null, tgl_aktif: tglSystem };
  const { last_run } = await repo.lastResetRun(app.db);
  return { mode: 'TANGGAL', tanggal: '12-31', bulan: 12, last_run: last_run ?? null, tgl_aktif: tglSystem };
}

export async function saveResetRule(app: FastifyInstance, auth: AuthContext, input: { mode: 'TANGGAL' | 'BULAN'; tanggal: string; bulan: number }): Promise<ResetParameter> {
  await repo.saveResetRule(app.db, input, auth.userId);
  return getResetRule(app, auth);
}

/** Levels that may run the reset (a button for the owner and the supervisor). */
const RESET_LEVELS = ['OWN', 'SPV', 'SU'];

/**
 * The reset run on the store's business date: once per date (a second run answers the first's numbers and
 * writes nothing), in one transaction: every member holding points is locked, what the rule expires (oldest
 * points first, see expiringPoints) is written as EXPIRE rows; nothing is deleted. With the WhatsApp module
 * on, each member whose points expired is told after the commit.
 */
export async function runReset(app: FastifyInstance, auth: AuthContext, input: { tgl_run: string }): Promise<ResetRunResult> {
  if (!RESET_LEVELS.includes(auth.level)) throw forbidden();
  const rule = await getResetRule(app, auth);
  const told: { no_hp: string; nama: string; poin: number; saldo: number }[] = [];
  const result = await app.db.transaction().execute(async (trx): Promise<ResetRunResult> => {
    const ctx = await storeContext(trx, auth);
    const tglRun = ctx.tglSystem;
    // the date the owner saw and confirmed: a day closed meanwhile (or a stale screen) runs nothing
    if (input.tgl_run !== tglRun) throw badRequest(M.tglRunMismatch, { tgl_run: M.tglRunMismatch });
    const cutoff = resetCutoff(rule, tglRun);
    if (!(await repo.claimResetRun(trx, { tgl_run: tglRun, cutoff, kode_toko: auth.kodeToko, input_by: auth.userId }))) {
      const done = await repo.findResetRun(trx, tglRun);
      return { tgl_run: tglRun, cutoff: done?.cutoff ?? cutoff, members: done?.members ?? 0, poin: Number(done?.poin ?? 0), sudah_dijalankan: true };
    }
    let members = 0;
    let poin = 0;
    if (cutoff) {
      const rows = [];
      for (const m of await repo.lockMembersWithPoints(trx)) {
        const moves = (m.rows ?? []).map((r) => ({ ...r, poin: Number(r.poin) }));
        const expire = expiringPoints(moves, cutoff);
        if (expire <= 0) continue;
        members++;
        poin += expire;
        const saldo = moves.reduce((t, r) => t + r.poin, 0) - expire;
        told.push({ no_hp: m.no_hp, nama: m.nama_member, poin: expire, saldo });
        rows.push({ kode_member: m.kode_member, jenis: 'EXPIRE' as const, poin: -expire, kode_toko: auth.kodeToko, tanggal: tglRun, jenis_ref: 'RESET', no_ref: `RESET-${tglRun}`, keterangan: `RESET POIN (sebelum ${cutoff})`, input_by: auth.userId });
      }
      await repo.appendPoin(trx, rows);
    }
    await repo.finishResetRun(trx, tglRun, members, poin);
    return { tgl_run: tglRun, cutoff, members, poin, sudah_dijalankan: false };
  });
  if (isModuleOn(auth.modules, 'WHATSAPP_MODULE')) {
    for (const t of told) {
      const message = `Halo ${t.nama}, ${t.poin} poin member Anda telah kedaluwarsa pada ${result.tgl_run}. Sisa poin Anda: ${t.saldo}.`;
      try {
        await sendWhatsapp(app, auth.kodeToko, { receiver: t.no_hp, message, type: 'text' });
      } catch (error) {
        app.log.warn({ err: error, kode: t.no_hp }, 'reset poin: WhatsApp not sent');
      }
    }
  }
  return result;
}
