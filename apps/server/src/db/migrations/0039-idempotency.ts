import { sql, type Kysely } from 'kysely';

/**
 * Idempotency keys of the forms whose documents have no key column of their own (cash book, card cash-out,
 * money moves, money to head office, tray weighing, stock moves, ...): one row per store, kind of document and
 * key, claimed first in the transaction that writes the document and holding that transaction's answer. A second
 * request with the same key waits on the row's unique key while the first runs, then answers the stored answer;
 * a first request that failed left no row, so its retry runs again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table idempotensi (
      kode_toko text not null,
      jenis text not null,
      kunci text not null,
      jawaban jsonb,
      input_by text not null,
      created_at timestamptz not null default now(),
      primary key (kode_toko, jenis, kunci)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists idempotensi`.execute(db);
}
