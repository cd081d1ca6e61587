import type { Insertable, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { PoinLedgerTable } from '../../db/schema-members';

type Db = Kysely<Database>;

/**
 * The one way points move (issue 32): rows appended to `poin_ledger`, never changed (a trigger refuses it).
 * Anything that takes points away first locks the member's row (lockMember), then reads the balance and
 * refuses what it does not hold: two counters redeeming the same points queue on that lock and one wins.
 */

/** The member's row locked for this transaction; undefined when there is no such member. */
export function lockMember(db: Db, kodeMember: string) {
  return db.selectFrom('member').select(['kode_member', 'nama_member', 'no_hp', 'status']).where('kode_member', '=', kodeMember).forUpdate().executeTakeFirst();
}

/** A member's balance: the sum of their ledger rows (0 with none). */
export async function poinBalanceOf(db: Db, kodeMember: string): Promise<number> {
  const row = await db
    .selectFrom('poin_ledger')
    .select(sql<string>`coalesce(sum(poin), 0)`.as('saldo'))
    .where('kode_member', '=', kodeMember)
    .executeTakeFirstOrThrow();
  return Number(row.saldo);
}

/** Appends rows to the ledger (rows with 0 points are dropped: the table refuses them). */
export async function appendPoin(db: Db, rows: readonly Insertable<PoinLedgerTable>[]): Promise<void> {
  const moving = rows.filter((r) => r.poin !== 0);
  if (moving.length > 0) await db.insertInto('poin_ledger').values(moving).execute();
}

/** The rows a document wrote (jenis_ref + no_ref), oldest first: what a cancellation reverses. */
export function ledgerRowsOf(db: Db, jenisRef: string, noRef: string) {
  return db.selectFrom('poin_ledger').selectAll().where('jenis_ref', '=', jenisRef).where('no_ref', '=', noRef).orderBy('id').execute();
}
