import type { Kysely } from 'kysely';
import type { NotaKind } from '@emas/domain';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export function findSettingNota(db: Db, kodeToko: string, kind: NotaKind) {
  return db.selectFrom('setting_nota').select(['data']).where('kode_toko', '=', kodeToko).where('kind', '=', kind).executeTakeFirst();
}

export async function saveSettingNota(db: Db, kodeToko: string, kind: NotaKind, data: object, by: string): Promise<void> {
  const json = JSON.stringify(data);
  await db
    .insertInto('setting_nota')
    .values({ kode_toko: kodeToko, kind, data: json, updated_by: by })
    .onConflict((oc) => oc.columns(['kode_toko', 'kind']).doUpdateSet({ data: json, updated_by: by, updated_at: new Date() }))
    .execute();
}
