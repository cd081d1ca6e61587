import { CICILAN_MESSAGES } from '@emas/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { badRequest } from '../../http/errors';
import type { MasterWriteHook } from '../masters/masters.service';

type Db = Kysely<Database>;

const TWICE = CICILAN_MESSAGES.tenorTwice;

/**
 * The instalment parameters' write hook (CRUD kit master `parameter-cicilan`): the store's writes of them go one
 * at a time (a transaction lock per store), and a tenor offered twice on one tgl_berlaku is refused with a 400 on
 * the field, the row not written.
 */
export const paraCicilanOncePerDate: MasterWriteHook = {
  before: async (trx: Db, auth: AuthContext) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`para_cicilan:${auth.kodeToko}`}))`.execute(trx);
  },
  after: async (trx: Db, auth: AuthContext, _previous, row) => {
    const same = await trx
      .selectFrom('para_cicilan')
      .select('_id')
      .where('kode_toko', '=', auth.kodeToko)
      .where('tgl_berlaku', '=', String(row.tgl_berlaku).slice(0, 10))
      .where('tenor_bulan', '=', Number(row.tenor_bulan))
      .execute();
    if (same.length > 1) throw badRequest(TWICE, { tenor_bulan: TWICE });
  },
};
