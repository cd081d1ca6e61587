import type { PromoOutboxStatus } from '@emas/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

const PROMO_COLUMNS = ['id', 'kode_toko', 'template', 'tgl_kirim', 'image_url', 'status', 'total', 'created_by', 'updated_by'] as const;

/** The store's promo saved last (the screen shows it on load, spec 000 §4). */
export function latestPromo(db: Db, kodeToko: string) {
  return db.selectFrom('promo').select(PROMO_COLUMNS).where('kode_toko', '=', kodeToko).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export function promoById(db: Db, id: number) {
  return db.selectFrom('promo').select(PROMO_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The store's promo of a send date, locked while it is saved. */
export function lockPromoOfDate(db: Db, kodeToko: string, tglKirim: string) {
  return db.selectFrom('promo').select(PROMO_COLUMNS).where('kode_toko', '=', kodeToko).where('tgl_kirim', '=', tglKirim).forUpdate().executeTakeFirst();
}

export async function insertPromo(db: Db, v: { kode_toko: string; template: string; tgl_kirim: string; image_url: string; user: string }): Promise<number> {
  const row = await db
    .insertInto('promo')
    .values({ kode_toko: v.kode_toko, template: v.template, tgl_kirim: v.tgl_kirim, image_url: v.image_url, created_by: v.user, updated_by: v.user })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateScheduledPromo(db: Db, id: number, v: { template: string; image_url: string; user: string }): Promise<void> {
  await db.updateTable('promo').set({ template: v.template, image_url: v.image_url, updated_by: v.user, updated_at: new Date() }).where('id', '=', id).where('status', '=', 'TERJADWAL').execute();
}

/** Scheduled promos whose send date has come (ids only; each is then locked on its own). */
export async function duePromoIds(db: Db, today: string): Promise<number[]> {
  const rows = await db.selectFrom('promo').select('id').where('status', '=', 'TERJADWAL').where('tgl_kirim', '<=', today).orderBy('id').limit(50).execute();
  return rows.map((r) => r.id);
}

/** A due promo, locked; null when another instance holds it or already queued it. */
export function lockDuePromo(db: Db, id: number) {
  return db.selectFrom('promo').select(PROMO_COLUMNS).where('id', '=', id).where('status', '=', 'TERJADWAL').forUpdate().skipLocked().executeTakeFirst();
}

/** Customers of the store's receipts (sales, buy-backs, layaways) with a phone number, newest first. */
export async function customerPhones(db: Db, kodeToko: string): Promise<{ no_hp: string; nama_customer: string }[]> {
  const { rows } = await sql<{ no_hp: string; nama_customer: string }>`
    select no_hp, nama_customer from (
      select no_hp, nama_customer, created_at from penjualan where kode_toko = ${kodeToko} and btrim(no_hp) <> ''
      union all
      select no_hp, nama_customer, created_at from pembelian where kode_toko = ${kodeToko} and btrim(no_hp) <> ''
      union all
      select no_hp, nama_customer, created_at from titip where kode_toko = ${kodeToko} and btrim(no_hp) <> ''
    ) c
    order by created_at desc`.execute(db);
  return rows;
}

/**
 * The birth dates the store recorded ('YYYY-MM-DD', migration 0032) with the phone they were given with,
 * newest first: receipts, pawn loans, orders and repairs.
 */
export async function customerBirthDates(db: Db, kodeToko: string): Promise<{ no_hp: string; tgl_lahir: string }[]> {
  const { rows } = await sql<{ no_hp: string; tgl_lahir: string }>`
    select no_hp, to_char(tgl_lahir, 'YYYY-MM-DD') as tgl_lahir from (
      select no_hp, tgl_lahir, created_at from penjualan where kode_toko = ${kodeToko} and tgl_lahir is not null and btrim(no_hp) <> ''
      union all
      select no_hp, tgl_lahir, created_at from hutang where kode_toko = ${kodeToko} and tgl_lahir is not null and btrim(no_hp) <> ''
      union all
      select no_hp, tgl_lahir, created_at from pesanan where kode_toko = ${kodeToko} and tgl_lahir is not null and btrim(no_hp) <> ''
      union all
      select no_hp, tgl_lahir, created_at from service where kode_toko = ${kodeToko} and tgl_lahir is not null and btrim(no_hp) <> ''
    ) b
    order by created_at desc`.execute(db);
  return rows;
}

export type OutboxInsert = { promo_id: number; kode_toko: string; no_hp: string; kode_customer: string; nama_customer: string; message: string; image_url: string };

/** Queues the recipients; a (promo, phone) already queued is left as it is. Answers how many rows the promo has. */
export async function queueRecipients(db: Db, promoId: number, rows: OutboxInsert[]): Promise<number> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('promo_outbox')
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.columns(['promo_id', 'no_hp']).doNothing())
      .execute();
  }
  const { n } = await db.selectFrom('promo_outbox').select((eb) => eb.fn.countAll<string>().as('n')).where('promo_id', '=', promoId).executeTakeFirstOrThrow();
  return Number(n);
}

export async function markPromoQueued(db: Db, id: number, total: number): Promise<void> {
  await db
    .updateTable('promo')
    .set({ status: total > 0 ? 'DIKIRIM' : 'SELESAI', total, queued_at: new Date(), ...(total > 0 ? {} : { finished_at: new Date() }) })
    .where('id', '=', id)
    .execute();
}

/**
 * Claims the next message due, in one statement: the oldest PENDING row whose time has come, skipping rows
 * another worker holds, is marked SENDING (and its try counted) before the gateway is called.
 */
export async function claimNext(db: Db, worker: string) {
  const { rows } = await sql<{ id: number; promo_id: number; kode_toko: string; no_hp: string; message: string; image_url: string; attempts: number }>`
    update promo_outbox set status = 'SENDING', attempts = attempts + 1, claimed_at = now(), claimed_by = ${worker}
    where id = (
      select id from promo_outbox where status = 'PENDING' and next_attempt_at <= now()
      order by next_attempt_at, id limit 1 for update skip locked
    )
    returning id, promo_id, kode_toko, no_hp, message, image_url, attempts`.execute(db);
  const row = rows[0];
  return row ? { ...row, id: Number(row.id) } : undefined;
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db.updateTable('promo_outbox').set({ status: 'SENT', sent_at: new Date(), last_error: null }).where('id', '=', id).where('status', '=', 'SENDING').execute();
}

export async function markRetry(db: Db, id: number, waitMs: number, error: string): Promise<void> {
  await db
    .updateTable('promo_outbox')
    .set({ status: 'PENDING', last_error: error, claimed_at: null, claimed_by: null, next_attempt_at: sql`now() + make_interval(secs => ${waitMs / 1000})` })
    .where('id', '=', id)
    .where('status', '=', 'SENDING')
    .execute();
}

export async function markFailed(db: Db, id: number, error: string): Promise<void> {
  await db.updateTable('promo_outbox').set({ status: 'FAILED', last_error: error }).where('id', '=', id).where('status', '=', 'SENDING').execute();
}

/**
 * Messages left SENDING past the lease: their server stopped while the gateway was called, so they may have
 * arrived. Each is sent again once, with the same Idempotency-Key (a gateway that got it drops the repeat and
 * answers success): back to PENDING and marked `resent`. One cut off again after its resend is reported FAILED
 * and never sent again. Answers the promos touched.
 */
export async function resumeStaleSending(db: Db, leaseMs: number, error: string): Promise<number[]> {
  const stale = sql<boolean>`claimed_at < now() - make_interval(secs => ${leaseMs / 1000})`;
  const resumed = await db
    .updateTable('promo_outbox')
    .set({ status: 'PENDING', resent: true, claimed_at: null, claimed_by: null, next_attempt_at: sql`now()` })
    .where('status', '=', 'SENDING')
    .where('resent', '=', false)
    .where(stale)
    .returning('promo_id')
    .execute();
  const failed = await db
    .updateTable('promo_outbox')
    .set({ status: 'FAILED', last_error: error })
    .where('status', '=', 'SENDING')
    .where('resent', '=', true)
    .where(stale)
    .returning('promo_id')
    .execute();
  return [...new Set([...resumed, ...failed].map((r) => r.promo_id))];
}

export async function outboxCounts(db: Db, promoId: number): Promise<Partial<Record<PromoOutboxStatus, number>>> {
  const rows = await db
    .selectFrom('promo_outbox')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('promo_id', '=', promoId)
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** A promo with nothing left to send is SELESAI. */
export async function finishPromoIfDone(db: Db, promoId: number): Promise<void> {
  await db
    .updateTable('promo')
    .set({ status: 'SELESAI', finished_at: new Date() })
    .where('id', '=', promoId)
    .where('status', '=', 'DIKIRIM')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('promo_outbox').select('id').where('promo_id', '=', promoId).where('status', 'in', ['PENDING', 'SENDING']))),
    )
    .execute();
}

export function recipients(db: Db, promoId: number) {
  return db
    .selectFrom('promo_outbox')
    .select(['no_hp', 'nama_customer', 'status', 'attempts', 'last_error', 'sent_at'])
    .where('promo_id', '=', promoId)
    .orderBy('id')
    .limit(5000)
    .execute();
}
