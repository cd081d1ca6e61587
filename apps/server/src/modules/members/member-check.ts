import { isModuleOn, MEMBER_MESSAGES as M } from '@emas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, forbidden } from '../../http/errors';
import * as repo from './members.repository';

type Db = Kysely<Database>;

/** The member screens and calls need MEMBER_MODULE: 403 'Modul member tidak aktif' without it. */
export function assertMemberModule(auth: Pick<AuthContext, 'modules'>): void {
  if (!isModuleOn(auth.modules, 'MEMBER_MODULE')) throw forbidden(M.moduleOff);
}

/**
 * The member a counter document names (`kode_member`), checked before anything is written: none named is a
 * walk-in customer (null, no query: the sale save stays as fast as before); named, the member module must
 * be on and the member must exist and be AKTIF (400 on `kode_member` otherwise). One primary-key read.
 */
export async function usableMember(db: Db, auth: Pick<AuthContext, 'modules'>, kodeMember: string | null | undefined): Promise<string | null> {
  if (!kodeMember) return null;
  assertMemberUsable(auth, await (isModuleOn(auth.modules, 'MEMBER_MODULE') ? repo.findMemberStatus(db, kodeMember) : undefined));
  return kodeMember;
}

/**
 * The same check on a member's status already read by the caller (the sale reads it with its points
 * context, so a member's receipt adds no round trip): module on, member found, member AKTIF.
 */
export function assertMemberUsable(auth: Pick<AuthContext, 'modules'>, row: { status: string | null } | undefined): void {
  if (!isModuleOn(auth.modules, 'MEMBER_MODULE')) throw badRequest(M.moduleOff, { kode_member: M.moduleOff });
  if (!row || row.status === null) throw badRequest(M.notFound, { kode_member: M.notFound });
  if (row.status !== 'AKTIF') throw badRequest(M.inactive, { kode_member: M.inactive });
}
