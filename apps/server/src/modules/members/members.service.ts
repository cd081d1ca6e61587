import {
  MEMBER_MESSAGES as M,
  memberCode,
  phoneTakenMessage,
  type CreateMemberInput,
  type MemberListQuery,
  type MemberRow,
  type MemberWithPoin,
  type UpdateMemberInput,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, isUniqueViolation, notFound } from '../../http/errors';
import { poinBalanceOf } from '../points/poin-ledger.repository';
import { assertMemberModule } from './member-check';
import * as repo from './members.repository';

type Db = Kysely<Database>;

export function toMemberRow(r: repo.MemberDbRow): MemberRow {
  return { ...r, created_at: new Date(r.created_at).toISOString() };
}

/** GET /api/member/get/all: one page of the chain's members (search by name, phone or code). */
export async function listMembers(app: FastifyInstance, auth: AuthContext, q: MemberListQuery) {
  assertMemberModule(auth);
  const { rows, count } = await repo.listMembers(app.db, q);
  return { count, rows: rows.map(toMemberRow) };
}

export async function getMember(app: FastifyInstance, auth: AuthContext, kodeMember: string): Promise<MemberRow> {
  assertMemberModule(auth);
  const row = await repo.findMember(app.db, kodeMember);
  if (!row) throw notFound(M.notFound);
  return toMemberRow(row);
}

/**
 * GET /api/member/find-by-hp: the counter's lookup by phone (typed 0812..., stored 62812...): the member and
 * their points balance (the ledger's sum), or 404 'No HP belum terdaftar sebagai member'.
 */
export async function findByPhone(app: FastifyInstance, auth: AuthContext, noHp: string): Promise<MemberWithPoin> {
  assertMemberModule(auth);
  const row = await repo.findMemberByPhone(app.db, noHp);
  if (!row) throw notFound(M.phoneNotFound);
  return { ...toMemberRow(row), poin: await poinBalanceOf(app.db, row.kode_member) };
}

/** The phone is nobody else's: 400 'No HP sudah terdaftar sebagai member X'. */
async function assertPhoneFree(db: Db, noHp: string, self: string | null) {
  const holder = await repo.findMemberByPhone(db, noHp);
  if (holder && holder.kode_member !== self) {
    const message = phoneTakenMessage(holder.kode_member);
    throw badRequest(message, { no_hp: message });
  }
}

/** A referring member must exist and not be the member itself. */
async function assertReferral(db: Db, referensi: string | undefined, self: string | null) {
  if (!referensi) return;
  if (referensi === self) throw badRequest(M.referensiSelf, { kode_member_referensi: M.referensiSelf });
  if (!(await repo.findMemberStatus(db, referensi))) throw badRequest(M.referensiUnknown, { kode_member_referensi: M.referensiUnknown });
}

/** A phone taken by a registration running at the same time (the unique index): the same 400 as the check. */
async function phoneRace<T>(db: Db, noHp: string, self: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) await assertPhoneFree(db, noHp, self);
    throw error;
  }
}

/**
 * POST /api/member/create (the master and the counter's quick registration): the code is generated
 * (M + store + running number), the registering store is the caller's store, the phone unique across the chain.
 */
export async function createMember(app: FastifyInstance, auth: AuthContext, input: CreateMemberInput): Promise<MemberRow> {
  assertMemberModule(auth);
  await assertPhoneFree(app.db, input.no_hp, null);
  await assertReferral(app.db, input.kode_member_referensi, null);
  const kode = await phoneRace(app.db, input.no_hp, null, () =>
    app.db.transaction().execute(async (trx) => {
      const kodeMember = memberCode(auth.kodeToko, await repo.nextMemberNumber(trx, auth.kodeToko));
      await repo.insertMember(trx, {
        kode_member: kodeMember,
        nama_member: input.nama_member,
        no_hp: input.no_hp,
        alamat: input.alamat,
        tgl_lahir: input.tgl_lahir ?? null,
        no_identitas: input.no_identitas,
        kode_toko_daftar: auth.kodeToko,
        kode_member_referensi: input.kode_member_referensi ?? null,
        input_by: auth.userId,
      });
      return kodeMember;
    }),
  );
  return getMember(app, auth, kode);
}

/** PUT /api/member/update/:kode_member: the member's data and status; the code and registering store stay. */
export async function updateMember(app: FastifyInstance, auth: AuthContext, kodeMember: string, input: UpdateMemberInput): Promise<MemberRow> {
  assertMemberModule(auth);
  if (!(await repo.findMemberStatus(app.db, kodeMember))) throw notFound(M.notFound);
  await assertPhoneFree(app.db, input.no_hp, kodeMember);
  await assertReferral(app.db, input.kode_member_referensi, kodeMember);
  await phoneRace(app.db, input.no_hp, kodeMember, () =>
    repo.updateMember(app.db, kodeMember, {
      nama_member: input.nama_member,
      no_hp: input.no_hp,
      alamat: input.alamat,
      tgl_lahir: input.tgl_lahir ?? null,
      no_identitas: input.no_identitas,
      kode_member_referensi: input.kode_member_referensi ?? null,
      status: input.status,
    }),
  );
  return getMember(app, auth, kodeMember);
}

/** DELETE /api/member/delete/:kode_member: never deletes (the ledger and documents keep the code): TIDAK AKTIF. */
export async function deactivateMember(app: FastifyInstance, auth: AuthContext, kodeMember: string): Promise<MemberRow> {
  assertMemberModule(auth);
  if (!(await repo.updateMember(app.db, kodeMember, { status: 'TIDAK AKTIF' }))) throw notFound(M.notFound);
  return getMember(app, auth, kodeMember);
}
