import type { WhatsappGatewayKind } from '@emas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export async function findSetting(db: Db, kodeToko: string) {
  return db.selectFrom('whatsapp_setting').selectAll().where('kode_toko', '=', kodeToko).executeTakeFirst();
}

export async function saveSetting(db: Db, kodeToko: string, setting: { baseUrl: string; token: string; jenis: WhatsappGatewayKind }, userId: string): Promise<void> {
  const values = { base_url: setting.baseUrl, token: setting.token, jenis: setting.jenis, updated_by: userId };
  await db
    .insertInto('whatsapp_setting')
    .values({ kode_toko: kodeToko, ...values })
    .onConflict((oc) => oc.column('kode_toko').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}

export async function deleteSetting(db: Db, kodeToko: string): Promise<void> {
  await db.deleteFrom('whatsapp_setting').where('kode_toko', '=', kodeToko).execute();
}

/** Records a message the stand-in took; a repeat of the same idempotency key is recorded once. */
export async function recordStandin(db: Db, row: { kode_toko: string; receiver: string; message: string; image_url: string | null; idempotency_key: string | null }): Promise<void> {
  await db
    .insertInto('whatsapp_standin')
    .values(row)
    .onConflict((oc) => oc.columns(['kode_toko', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing())
    .execute();
}

/** What the stand-in recorded for a store, newest first. */
export function listStandin(db: Db, kodeToko: string, limit: number) {
  return db
    .selectFrom('whatsapp_standin')
    .select(['id', 'receiver', 'message', 'image_url', 'created_at'])
    .where('kode_toko', '=', kodeToko)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
