import type { Insertable, Kysely, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { HadiahMutasiTable, TukarHadiahTable } from '../../db/schema-gifts';

type Db = Kysely<Database>;

/** A gift's stock: the sum of its movements (IN adds, OUT takes). */
const stockSum = sql<string>`coalesce(sum(case when m.jenis = 'IN' then m.qty else -m.qty end), 0)`;

/** A member found by code or by phone (stored as 62...). */
export function findMember(db: Db, kodeMember: string, noHp: string) {
  return db
    .selectFrom('member')
    .select(['kode_member', 'nama_member', 'no_hp', 'status'])
    .where((eb) => eb.or([eb('kode_member', '=', kodeMember), eb('no_hp', '=', noHp)]))
    .orderBy('kode_member')
    .executeTakeFirst();
}

/** The store's gifts with their stock from the ledger, by code. */
export async function giftsOf(db: Db, kodeToko: string) {
  const rows = await db
    .selectFrom('hadiah as h')
    .leftJoin('hadiah_mutasi as m', (j) => j.onRef('m.kode_toko', '=', 'h.kode_toko').onRef('m.kode_hadiah', '=', 'h.kode_hadiah'))
    .select(['h.kode_hadiah', 'h.nama_hadiah', 'h.poin', 'h.deskripsi', stockSum.as('stok')])
    .where('h.kode_toko', '=', kodeToko)
    .groupBy(['h.kode_hadiah', 'h.nama_hadiah', 'h.poin', 'h.deskripsi'])
    .orderBy('h.kode_hadiah')
    .execute();
  return rows.map((r) => ({ ...r, poin: Number(r.poin), stok: Number(r.stok) }));
}

/** The gift's master row locked for this transaction (the second lock of a redemption, after the member). */
export function lockGift(db: Db, kodeToko: string, kodeHadiah: string) {
  return db
    .selectFrom('hadiah')
    .select(['kode_hadiah', 'nama_hadiah', 'poin'])
    .where('kode_toko', '=', kodeToko)
    .where('kode_hadiah', '=', kodeHadiah)
    .forUpdate()
    .executeTakeFirst();
}

export async function giftStockOf(db: Db, kodeToko: string, kodeHadiah: string): Promise<number> {
  const row = await db
    .selectFrom('hadiah_mutasi as m')
    .select(stockSum.as('stok'))
    .where('m.kode_toko', '=', kodeToko)
    .where('m.kode_hadiah', '=', kodeHadiah)
    .executeTakeFirstOrThrow();
  return Number(row.stok);
}

/** Appends a movement and keeps `hadiah.stok` equal to the ledger's sum (same transaction); answers the id and the stock. */
export async function appendMovement(db: Db, row: Insertable<HadiahMutasiTable>): Promise<{ id: string; stok: number }> {
  const { id } = await db.insertInto('hadiah_mutasi').values(row).returning('id').executeTakeFirstOrThrow();
  const stok = await giftStockOf(db, row.kode_toko, row.kode_hadiah);
  await db.updateTable('hadiah').set({ stok }).where('kode_toko', '=', row.kode_toko).where('kode_hadiah', '=', row.kode_hadiah).execute();
  return { id: String(id), stok };
}

export function movementById(db: Db, id: string) {
  return db.selectFrom('hadiah_mutasi').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function insertRedemption(db: Db, row: Insertable<TukarHadiahTable>): Promise<void> {
  await db.insertInto('tukar_hadiah').values(row).execute();
}

export function lockRedemption(db: Db, kodeToko: string, noTukar: string) {
  return db.selectFrom('tukar_hadiah').selectAll().where('kode_toko', '=', kodeToko).where('no_tukar', '=', noTukar).forUpdate().executeTakeFirst();
}

export async function updateRedemption(db: Db, noTukar: string, set: Updateable<TukarHadiahTable>): Promise<void> {
  await db.updateTable('tukar_hadiah').set(set).where('no_tukar', '=', noTukar).execute();
}

const redemptionColumns = [
  't.no_tukar',
  't.kode_toko',
  'k.nama_toko',
  'k.alamat_toko',
  't.tanggal',
  't.kode_member',
  'mb.nama_member',
  'mb.no_hp',
  't.kode_hadiah',
  't.nama_hadiah',
  't.qty',
  't.poin_satuan',
  't.total_poin',
  't.status',
  't.keterangan',
  't.alasan_batal',
  't.input_by',
  't.created_at',
] as const;

function redemptions(db: Db) {
  return db
    .selectFrom('tukar_hadiah as t')
    .innerJoin('toko as k', 'k.kode_toko', 't.kode_toko')
    .innerJoin('member as mb', 'mb.kode_member', 't.kode_member')
    .select(redemptionColumns)
    .select((eb) => eb.selectFrom('poin_ledger as p').select(sql<string>`coalesce(sum(p.poin), 0)`.as('s')).whereRef('p.kode_member', '=', 't.kode_member').as('saldo_poin'));
}

export function redemptionOf(db: Db, kodeToko: string, noTukar: string) {
  return redemptions(db).where('t.kode_toko', '=', kodeToko).where('t.no_tukar', '=', noTukar).executeTakeFirst();
}

export function redemptionsOn(db: Db, kodeToko: string, tanggal: string) {
  return redemptions(db).where('t.kode_toko', '=', kodeToko).where('t.tanggal', '=', tanggal).orderBy('t.no_tukar', 'desc').execute();
}

/** Redemptions of a store (or every store: null) between two dates, for Laporan Tukar Hadiah. */
export function redemptionsBetween(db: Db, kodeToko: string | null, tglAwal: string, tglAkhir: string) {
  let q = redemptions(db).where('t.tanggal', '>=', tglAwal).where('t.tanggal', '<=', tglAkhir);
  if (kodeToko) q = q.where('t.kode_toko', '=', kodeToko);
  return q.orderBy('t.tanggal').orderBy('t.no_tukar').execute();
}
