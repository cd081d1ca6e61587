import { sql, type Kysely } from 'kysely';

/**
 * The promo outbox resends a message cut off by a stopped server once, with the same Idempotency-Key (issue 23:
 * "each customer gets exactly one message even when the server restarts mid-broadcast"): `resent` marks the
 * row that was already given its one resend, so a second cut reports it failed instead of sending again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table promo_outbox add column resent boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table promo_outbox drop column if exists resent`.execute(db);
}
