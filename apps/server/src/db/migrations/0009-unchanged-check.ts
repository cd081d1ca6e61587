import { sql, type Kysely } from 'kysely';

/**
 * emas_unchanged(ok, what): true, or the statement fails with serialization_failure (40001) when the
 * rows a save read have changed before its one writing statement ran. A counter sale reads its items
 * without locking them and writes everything, its receipt number included, in one statement that
 * commits on its own: the store's counter row is then locked only while PostgreSQL runs that
 * statement, not across round trips to the server. The server runs the save again on 40001 (see
 * db/retry.ts), and the second run sees what changed (an item just sold: 'sudah terjual').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function emas_unchanged(ok boolean, what text) returns boolean
    language plpgsql as $$
    begin
      if not ok then
        raise exception using errcode = 'serialization_failure', message = what || ' berubah saat disimpan';
      end if;
      return true;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists emas_unchanged(boolean, text)`.execute(db);
}
