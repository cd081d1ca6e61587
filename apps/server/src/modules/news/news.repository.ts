import type { Level, NewsInput } from '@emas/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

const COLUMNS = ['id', 'judul', 'isi', 'levels', 'toko', 'aktif', 'created_by', 'created_at'] as const;

export function listNews(db: Db) {
  return db.selectFrom('news').select(COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(500).execute();
}

/** Active items for a level at a store, newest first (filtered in SQL on the jsonb lists). */
export function newsFor(db: Db, level: Level, kodeToko: string) {
  return db
    .selectFrom('news')
    .select(COLUMNS)
    .where('aktif', '=', true)
    .where(sql<boolean>`levels @> ${JSON.stringify([level])}::jsonb`)
    .where(sql<boolean>`(toko = '[]'::jsonb or toko @> ${JSON.stringify([kodeToko])}::jsonb)`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
}

export function findNews(db: Db, id: number) {
  return db.selectFrom('news').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertNews(db: Db, v: NewsInput, user: string): Promise<number> {
  const row = await db
    .insertInto('news')
    .values({ judul: v.judul, isi: v.isi, levels: JSON.stringify(v.levels), toko: JSON.stringify(v.toko), aktif: v.aktif, created_by: user, updated_by: user })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateNews(db: Db, id: number, v: NewsInput, user: string): Promise<boolean> {
  const res = await db
    .updateTable('news')
    .set({ judul: v.judul, isi: v.isi, levels: JSON.stringify(v.levels), toko: JSON.stringify(v.toko), aktif: v.aktif, updated_by: user, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deleteNews(db: Db, id: number): Promise<boolean> {
  const res = await db.deleteFrom('news').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function storeCodes(db: Db): Promise<string[]> {
  return (await db.selectFrom('toko').select('kode_toko').execute()).map((r) => r.kode_toko);
}
