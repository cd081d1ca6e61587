import { sql, type Expression, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * True while a piece is held for a customer of the store's web store. One correlated expression, read inside
 * the sales counter's own item query (no extra round trip per sale, no hook after a write).
 */
export function reservedOnlineOf(kodeToko: Expression<string>, kodeBarcode: Expression<string>) {
  return sql<boolean>`exists (select 1 from barang_web_external w
    where w.kode_toko = ${kodeToko} and w.kode_barcode = ${kodeBarcode} and w.dipesan_sampai > now())`;
}

/** A store's published pieces with their item: what the back office and the public catalogue both show of each. */
function publishedBase(db: Db, kodeToko: string) {
  return db
    .selectFrom('barang_web_external as w')
    .innerJoin('barang as b', (j) => j.onRef('b.kode_toko', '=', 'w.kode_toko').onRef('b.kode_barcode', '=', 'w.kode_barcode'))
    .select(['w.kode_barcode', 'b.nama_barang', 'b.kode_group', sql<string>`b.berat::text`.as('berat'), sql<string>`b.kadar::text`.as('kadar')])
    // the hold still runs
    .select(sql<boolean>`coalesce(w.dipesan_sampai > now(), false)`.as('dipesan'))
    .where('w.kode_toko', '=', kodeToko);
}

/** The columns a published piece shows in the back office, its item's state among them. */
function publishedQuery(db: Db, kodeToko: string) {
  return publishedBase(db, kodeToko).select([
    'b.status as status_barang',
    'w.harga_online',
    'w.tersedia',
    'w.nama_pemesan',
    'w.no_hp_pemesan',
    sql<string | null>`to_char(w.dipesan_sampai at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI')`.as('dipesan_sampai'),
    'w.publish_by',
    sql<string>`to_char(w.publish_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI')`.as('publish_at'),
  ]);
}

/** Every piece the store has published, newest first (sold ones too: the back office sees what became of them). */
export function listPublished(db: Db, kodeToko: string) {
  return publishedQuery(db, kodeToko).orderBy('w.publish_at', 'desc').orderBy('w.kode_barcode').execute();
}

export function findPublished(db: Db, kodeToko: string, kodeBarcode: string) {
  return publishedQuery(db, kodeToko).where('w.kode_barcode', '=', kodeBarcode).executeTakeFirst();
}
export type PublishedRow = NonNullable<Awaited<ReturnType<typeof findPublished>>>;

/** The items named, in barcode order, with whether each is already published; locked for the publishing write. */
export function findItems(db: Db, kodeToko: string, codes: readonly string[], lock: boolean) {
  const q = db
    .selectFrom('barang as b')
    .leftJoin('barang_web_external as w', (j) => j.onRef('w.kode_toko', '=', 'b.kode_toko').onRef('w.kode_barcode', '=', 'b.kode_barcode'))
    .select(['b.kode_barcode', 'b.nama_barang', 'b.kode_group', 'b.status', 'b.foto', 'b.harga_jual', sql<string>`b.berat::text`.as('berat'), sql<string>`b.kadar::text`.as('kadar')])
    .select(sql<boolean>`w.kode_barcode is not null`.as('published'))
    .where('b.kode_toko', '=', kodeToko)
    .where(sql<boolean>`b.kode_barcode = any(${codes}::text[])`)
    .orderBy('b.kode_barcode');
  return (lock ? q.forUpdate('b') : q).execute();
}
export type ItemToPublish = Awaited<ReturnType<typeof findItems>>[number];

export async function insertPublished(db: Db, kodeToko: string, lines: readonly { kode_barcode: string; harga_online: number }[], by: string) {
  await db
    .insertInto('barang_web_external')
    .values(lines.map((l) => ({ kode_toko: kodeToko, kode_barcode: l.kode_barcode, harga_online: l.harga_online, publish_by: by, updated_by: by })))
    .execute();
}

/** A published piece with its item's state, locked (item row first, as every writer of items does). */
export function lockPublished(db: Db, kodeToko: string, kodeBarcode: string) {
  return db
    .selectFrom('barang_web_external as w')
    .innerJoin('barang as b', (j) => j.onRef('b.kode_toko', '=', 'w.kode_toko').onRef('b.kode_barcode', '=', 'w.kode_barcode'))
    .select(['w.kode_barcode', 'w.tersedia', 'b.status', sql<boolean>`coalesce(w.dipesan_sampai > now(), false)`.as('dipesan')])
    .where('w.kode_toko', '=', kodeToko)
    .where('w.kode_barcode', '=', kodeBarcode)
    .forUpdate()
    .executeTakeFirst();
}

export async function updatePublished(db: Db, kodeToko: string, kodeBarcode: string, values: { harga_online: number; tersedia: boolean }, by: string) {
  await db
    .updateTable('barang_web_external')
    .set({ ...values, updated_by: by, updated_at: new Date() })
    .where('kode_toko', '=', kodeToko)
    .where('kode_barcode', '=', kodeBarcode)
    .execute();
}

/**
 * A new row version of the item (its `xmin`) without changing a column: a sale that read the piece before a
 * hold was taken then fails its version check, reads again and meets the hold (the counter's optimistic write).
 */
export async function touchItem(db: Db, kodeToko: string, kodeBarcode: string): Promise<void> {
  await db.updateTable('barang').set((eb) => ({ kode_barcode: eb.ref('kode_barcode') })).where('kode_toko', '=', kodeToko).where('kode_barcode', '=', kodeBarcode).execute();
}

export async function setReservation(
  db: Db,
  kodeToko: string,
  kodeBarcode: string,
  hold: { nama_pemesan: string; no_hp_pemesan: string; hours: number } | null,
  by: string,
): Promise<string | null> {
  const row = await db
    .updateTable('barang_web_external')
    .set(
      hold
        ? {
            nama_pemesan: hold.nama_pemesan,
            no_hp_pemesan: hold.no_hp_pemesan,
            dipesan_by: by,
            dipesan_at: sql<string>`now()`,
            dipesan_sampai: sql<string>`now() + make_interval(hours => ${hold.hours}::int)`,
            updated_by: by,
            updated_at: new Date(),
          }
        : { nama_pemesan: null, no_hp_pemesan: null, dipesan_by: null, dipesan_at: null, dipesan_sampai: null, updated_by: by, updated_at: new Date() },
    )
    .where('kode_toko', '=', kodeToko)
    .where('kode_barcode', '=', kodeBarcode)
    .returning(sql<string | null>`to_char(dipesan_sampai at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI')`.as('dipesan_sampai'))
    .executeTakeFirst();
  return row?.dipesan_sampai ?? null;
}

/** What the public catalogue lists: published, offered, and the item still in stock (a sold piece is gone by itself). */
export function listForCatalogue(db: Db, kodeToko: string) {
  return publishedBase(db, kodeToko)
    .select('w.harga_online as harga')
    .where('w.tersedia', '=', true)
    .where('b.status', '=', 'READY')
    .where('b.foto', 'is not', null)
    .orderBy('w.publish_at', 'desc')
    .orderBy('w.kode_barcode')
    .execute();
}

/** The photo key of a piece the public catalogue lists (undefined when it lists no such piece). */
export function findCataloguePhoto(db: Db, kodeToko: string, kodeBarcode: string) {
  return db
    .selectFrom('barang_web_external as w')
    .innerJoin('barang as b', (j) => j.onRef('b.kode_toko', '=', 'w.kode_toko').onRef('b.kode_barcode', '=', 'w.kode_barcode'))
    .select('b.foto')
    .where('w.kode_toko', '=', kodeToko)
    .where('w.kode_barcode', '=', kodeBarcode)
    .where('w.tersedia', '=', true)
    .where('b.status', '=', 'READY')
    .executeTakeFirst();
}
