import type { Insertable, Kysely } from 'kysely';
import type { Database } from './schema';

type Table = keyof Database & string;

/**
 * A deposit document (a layaway, an order) written in the caller's transaction: its header, its lines and,
 * when a deposit was paid, its payment rows. The tables are named by the caller; the rows are typed by them.
 */
export async function insertDepositDocument<H extends Table, L extends Table, P extends Table>(
  db: Kysely<Database>,
  tables: { header: H; lines: L; payments: P },
  header: Insertable<Database[H]>,
  lines: readonly Insertable<Database[L]>[],
  payments: readonly Insertable<Database[P]>[],
): Promise<void> {
  // Kysely cannot relate a generic table name to its row type; the signature above does
  await db.insertInto(tables.header).values(header as never).execute();
  await db.insertInto(tables.lines).values([...lines] as never).execute();
  if (payments.length) await db.insertInto(tables.payments).values([...payments] as never).execute();
}
