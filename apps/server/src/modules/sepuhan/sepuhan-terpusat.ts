import { isModuleOn, SEPUHAN_MESSAGES as M, SEPUHAN_TERPUSAT_MODULE } from '@emas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { forbidden } from '../../http/errors';
import * as repo from './sepuhan.repository';

type Db = Kysely<Database>;

/** True when the store the call acts on is the chain's head office (the store of type PUSAT). */
async function actsAsHeadOffice(db: Db, auth: AuthContext): Promise<boolean> {
  return (await repo.headOffice(db)) === auth.kodeToko;
}

/**
 * The centralised variant on at a branch: the branch ships its bought-back pieces to head office and sorts nothing
 * itself. The screen gate already closes the steps to the branch's users; this is for a head-office user acting on
 * the branch (x-kode-toko), whom the gate lets through because the gate knows the user's store, not the one acted on.
 */
export async function assertSortsHere(db: Db, auth: AuthContext): Promise<void> {
  if (isModuleOn(auth.modules, SEPUHAN_TERPUSAT_MODULE) && !(await actsAsHeadOffice(db, auth))) throw forbidden(M.terpusat);
}

/**
 * The pieces waiting for the store's sorting area: its own bought-back pieces, and at head office with the
 * centralised variant on, the pieces its branches bought back and shipped to it.
 */
export async function receivableCandidates(db: Db, auth: AuthContext, codes?: readonly string[]): Promise<repo.CandidateRow[]> {
  const own = await repo.listCandidates(db, auth.kodeToko, codes);
  if (!isModuleOn(auth.modules, SEPUHAN_TERPUSAT_MODULE) || !(await actsAsHeadOffice(db, auth))) return own;
  const seen = new Set(own.map((r) => r.kode_barcode));
  return [...own, ...(await repo.listShippedCandidates(db, auth.kodeToko, codes)).filter((r) => !seen.has(r.kode_barcode))];
}
