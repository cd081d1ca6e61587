import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A coupon by its code (unique in the chain); `lock`: FOR UPDATE, held by the sale's transaction until it commits. */
export function findCoupon(db: Db, kodeKupon: string, lock = false) {
  const q = db.selectFrom('kupon').selectAll().where('kode_kupon', '=', kodeKupon);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}
export type CouponRow = NonNullable<Awaited<ReturnType<typeof findCoupon>>>;

/** The coupon's active uses in all, and those of one member. */
export async function activeUses(db: Db, kodeKupon: string, kodeMember: string | null): Promise<{ uses: number; byMember: number }> {
  const row = await db
    .selectFrom('kupon_pakai')
    .select((eb) => [
      eb.fn.countAll<string>().as('uses'),
      sql<string>`count(*) filter (where kode_member is not distinct from ${kodeMember} and ${kodeMember}::text is not null)`.as('by_member'),
    ])
    .where('kode_kupon', '=', kodeKupon)
    .where('status', '=', 'AKTIF')
    .executeTakeFirstOrThrow();
  return { uses: Number(row.uses), byMember: Number(row.by_member) };
}

export async function insertUse(
  trx: Db,
  row: { kode_kupon: string; kode_toko: string; no_faktur_group: string; kode_member: string | null; tanggal: string; total_belanja: number; potongan: number; input_by: string },
): Promise<void> {
  await trx.insertInto('kupon_pakai').values(row).execute();
}

/** Marks the active use of a sale cancelled (its quota place and the member's once come back); the number of uses given back. */
export async function cancelUseOfSale(trx: Db, kodeToko: string, noFakturGroup: string, userId: string): Promise<number> {
  const res = await trx
    .updateTable('kupon_pakai')
    .set({ status: 'BATAL', batal_by: userId, batal_at: sql`now()` })
    .where('kode_toko', '=', kodeToko)
    .where('no_faktur_group', '=', noFakturGroup)
    .where('status', '=', 'AKTIF')
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** The coupon uses of a store (null: every store) in a period, newest first. */
export function listUses(db: Db, a: { kodeToko: string | null; from: string | null; to: string | null; kodeKupon?: string | null; status?: 'AKTIF' | 'BATAL' | null }) {
  let q = db
    .selectFrom('kupon_pakai')
    .select([
      'kode_toko',
      sql<string>`to_char(tanggal, 'YYYY-MM-DD')`.as('tanggal'),
      'kode_kupon',
      'no_faktur_group',
      'kode_member',
      sql<number>`total_belanja::float8`.as('total_belanja'),
      sql<number>`potongan::float8`.as('potongan'),
      'status',
      'input_by',
    ]);
  if (a.kodeToko) q = q.where('kode_toko', '=', a.kodeToko);
  if (a.from) q = q.where('tanggal', '>=', a.from);
  if (a.to) q = q.where('tanggal', '<=', a.to);
  if (a.kodeKupon) q = q.where('kode_kupon', '=', a.kodeKupon);
  if (a.status) q = q.where('status', '=', a.status);
  return q.orderBy('kode_toko').orderBy('tanggal', 'desc').orderBy('id', 'desc');
}

/**
 * The store's category discounts in force on a date, with the jenis codes each KATEGORI rule covers
 * (its kategori's jenis), in one query: the sale's lines are matched against them in the domain.
 */
export function categoryRulesInForce(db: Db, kodeToko: string, tanggal: string) {
  return db
    .selectFrom('para_potongan_kategori as p')
    .select([
      'p.kode_potongan',
      'p.berdasarkan',
      'p.kode_target',
      'p.jenis_potongan',
      sql<number>`p.rp_per_gram::float8`.as('rp_per_gram'),
      sql<string>`p.persen::text`.as('persen'),
      sql<string[]>`case when p.berdasarkan = 'KATEGORI' then array(select j.kode_dept from jenis j where j.kode_toko = p.kode_toko and j.kode_kategori = p.kode_target) else '{}' end`.as('jenis_kategori'),
    ])
    .where('p.kode_toko', '=', kodeToko)
    .where('p.aktif', '=', true)
    .where('p.tgl_dari', '<=', tanggal)
    .where((eb) => eb.or([eb('p.tgl_sampai', 'is', null), eb('p.tgl_sampai', '=', ''), eb('p.tgl_sampai', '>=', tanggal)]))
    .execute();
}
export type CategoryRuleRow = Awaited<ReturnType<typeof categoryRulesInForce>>[number];

/** A category rule in force as the counter's one read answers it (categoryRulesInForceJson). */
export type CategoryRuleJson = { kode_potongan: string; berdasarkan: 'KATEGORI' | 'JENIS'; kode_target: string; jenis_potongan: 'PER_GRAM' | 'PERSEN'; rp_per_gram: number; persen: string; jenis_kategori: string[] };

/**
 * The store's category discounts in force on a date as one JSON value, for a column of the sale counter's one
 * read (sales.repository's counter reads): with it the save learns the rules without a query of its own.
 */
export function categoryRulesInForceJson(kodeToko: RawBuilder<string>, tanggal: RawBuilder<string>): RawBuilder<CategoryRuleJson[]> {
  return sql<CategoryRuleJson[]>`(select coalesce(json_agg(json_build_object(
      'kode_potongan', p.kode_potongan, 'berdasarkan', p.berdasarkan, 'kode_target', p.kode_target, 'jenis_potongan', p.jenis_potongan,
      'rp_per_gram', p.rp_per_gram, 'persen', p.persen::text,
      'jenis_kategori', case when p.berdasarkan = 'KATEGORI'
        then array(select j.kode_dept from jenis j where j.kode_toko = p.kode_toko and j.kode_kategori = p.kode_target) else '{}'::text[] end)), '[]')
    from para_potongan_kategori p
    where p.kode_toko = ${kodeToko} and p.aktif and p.tgl_dari <= to_char(${tanggal}::date, 'YYYY-MM-DD')
      and (p.tgl_sampai is null or p.tgl_sampai = '' or p.tgl_sampai >= to_char(${tanggal}::date, 'YYYY-MM-DD')))`;
}
