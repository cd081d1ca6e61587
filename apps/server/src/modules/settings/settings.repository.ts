import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

const tokoColumns = ['kode_toko', 'nama_toko', 'alamat_toko', 'telepon', 'email', 'portal', 'type', 'tgl_system'] as const;

export function findToko(db: Db, kodeToko: string) {
  return db.selectFrom('toko').select(tokoColumns).where('kode_toko', '=', kodeToko).executeTakeFirst();
}

/**
 * The store with its para-system rows in one query; with `kodeSales`, also that sales person's name
 * (null when the store has none by that code), which a counter's save needs with the store. A query not
 * yet run, so a counter's save can read its items in the same round trip (sales.repository).
 */
export function tokoWithParamsQuery(db: Db, kodeToko: string, kodeSales?: string) {
  return db
    .selectFrom('toko')
    .select(tokoColumns)
    .select((eb) => jsonArrayFrom(eb.selectFrom('para_system').select(['para_system.key', 'para_system.value']).whereRef('para_system.kode_toko', '=', 'toko.kode_toko')).as('params'))
    .select((eb) =>
      eb
        .selectFrom('sales')
        .select('sales.nama_sales')
        .whereRef('sales.kode_toko', '=', 'toko.kode_toko')
        .where('sales.kode_sales', '=', kodeSales ?? null)
        .as('nama_sales'),
    )
    .where('kode_toko', '=', kodeToko);
}

export function findTokoWithParams(db: Db, kodeToko: string, kodeSales?: string) {
  return tokoWithParamsQuery(db, kodeToko, kodeSales).executeTakeFirst();
}
export type TokoWithParams = NonNullable<Awaited<ReturnType<typeof findTokoWithParams>>>;

export function listToko(db: Db) {
  return db.selectFrom('toko').select(tokoColumns).orderBy('type', 'desc').orderBy('kode_toko').execute();
}

export function updateToko(db: Db, kodeToko: string, values: { nama_toko: string; alamat_toko: string; telepon: string; email: string }) {
  return db
    .updateTable('toko')
    .set({ ...values, updated_at: sql<string>`now()` })
    .where('kode_toko', '=', kodeToko)
    .returning(tokoColumns)
    .executeTakeFirst();
}

export function listModules(db: Db, kodeToko: string) {
  return db.selectFrom('para_module').select(['key', 'aktif']).where('kode_toko', '=', kodeToko).execute();
}

export function listParams(db: Db, kodeToko: string) {
  return db.selectFrom('para_system').select(['key', 'value']).where('kode_toko', '=', kodeToko).execute();
}

export function findParam(db: Db, kodeToko: string, key: string) {
  return db.selectFrom('para_system').select(['key', 'value']).where('kode_toko', '=', kodeToko).where('key', '=', key).executeTakeFirst();
}

export async function upsertModules(db: Db, kodeToko: string, rows: { key: string; aktif: boolean }[], by: string) {
  if (!rows.length) return;
  await db
    .insertInto('para_module')
    .values(rows.map((r) => ({ kode_toko: kodeToko, key: r.key, aktif: r.aktif, updated_by: by })))
    .onConflict((oc) =>
      oc.columns(['kode_toko', 'key']).doUpdateSet((eb) => ({
        aktif: eb.ref('excluded.aktif'),
        updated_by: eb.ref('excluded.updated_by'),
        updated_at: sql<string>`now()`,
      })),
    )
    .execute();
}

export async function upsertParams(db: Db, kodeToko: string, rows: { key: string; value: string }[], by: string) {
  if (!rows.length) return;
  await db
    .insertInto('para_system')
    .values(rows.map((r) => ({ kode_toko: kodeToko, key: r.key, value: r.value, updated_by: by })))
    .onConflict((oc) =>
      oc.columns(['kode_toko', 'key']).doUpdateSet((eb) => ({
        value: eb.ref('excluded.value'),
        updated_by: eb.ref('excluded.updated_by'),
        updated_at: sql<string>`now()`,
      })),
    )
    .execute();
}

export function insertToko(
  db: Db,
  toko: { kode_toko: string; nama_toko: string; alamat_toko: string; type: 'PUSAT' | 'CABANG'; tgl_system: string },
) {
  return db.insertInto('toko').values(toko).execute();
}
