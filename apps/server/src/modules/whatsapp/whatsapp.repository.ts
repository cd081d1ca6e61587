import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export async function findSetting(db: Db, kodeToko: string) {
  return db.selectFrom('whatsapp_setting').selectAll().where('kode_toko', '=', kodeToko).executeTakeFirst();
}

export async function saveSetting(db: Db, kodeToko: string, baseUrl: string, token: string, userId: string): Promise<void> {
  await db
    .insertInto('whatsapp_setting')
    .values({ kode_toko: kodeToko, base_url: baseUrl, token, updated_by: userId })
    .onConflict((oc) => oc.column('kode_toko').doUpdateSet({ base_url: baseUrl, token, updated_by: userId, updated_at: new Date() }))
    .execute();
}

export async function deleteSetting(db: Db, kodeToko: string): Promise<void> {
  await db.deleteFrom('whatsapp_setting').where('kode_toko', '=', kodeToko).execute();
}
