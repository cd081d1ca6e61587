import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** Which submission a write is: the store, the kind of document, the key the form sent (none: no key). */
export type SubmissionKey = { kodeToko: string; userId: string; jenis: string; kunci: string | undefined };

/**
 * Runs `work` in one transaction at most once per key: the same form sent twice (a double click, a retry after a
 * lost answer) writes one document, and the second answers what the first answered. The key row is claimed first,
 * so a second request with the same key waits on its unique key until the first commits, then finds it taken and
 * reads the stored answer; when the first failed it left no row and the second runs. Without a key, `work` runs in
 * a plain transaction. The answer is stored as JSON, so `work` answers plain data (no Date, no bigint).
 * Documents with a key column of their own (sales, purchases, pawn, orders, repairs, layaways) keep it there.
 */
export async function transactionOnce<T>(db: Kysely<Database>, key: SubmissionKey | undefined, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (!key?.kunci) return db.transaction().execute(work);
  const { kodeToko, jenis, kunci } = key;
  const run = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('idempotensi')
      .values({ kode_toko: kodeToko, jenis, kunci, input_by: key.userId, jawaban: null })
      .onConflict((oc) => oc.doNothing())
      .returning('kunci')
      .executeTakeFirst();
    if (!claimed) return { first: false as const };
    const answer = await work(trx);
    await trx
      .updateTable('idempotensi')
      .set({ jawaban: JSON.stringify(answer ?? null) })
      .where('kode_toko', '=', kodeToko)
      .where('jenis', '=', jenis)
      .where('kunci', '=', kunci)
      .execute();
    return { first: true as const, answer };
  });
  if (run.first) return run.answer;
  const stored = await db
    .selectFrom('idempotensi')
    .select('jawaban')
    .where('kode_toko', '=', kodeToko)
    .where('jenis', '=', jenis)
    .where('kunci', '=', kunci)
    .executeTakeFirstOrThrow();
  return stored.jawaban as T;
}
