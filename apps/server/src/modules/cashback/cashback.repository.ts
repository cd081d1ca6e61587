import type { Insertable, Kysely, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { CashbackPoinTable } from '../../db/schema-cashback';

type Db = Kysely<Database>;

/** A member found by code or by phone (stored as 62...). */
export function findMember(db: Db, kodeMember: string, noHp: string) {
  return db
    .selectFrom('member')
    .select(['kode_member', 'status'])
    .where((eb) => eb.or([eb('kode_member', '=', kodeMember), eb('no_hp', '=', noHp)]))
    .orderBy('kode_member')
    .executeTakeFirst();
}

export async function insertCashback(db: Db, row: Insertable<CashbackPoinTable>): Promise<void> {
  await db.insertInto('cashback_poin').values(row).execute();
}

export function lockCashback(db: Db, kodeToko: string, no: string) {
  return db.selectFrom('cashback_poin').selectAll().where('kode_toko', '=', kodeToko).where('no_cashback', '=', no).forUpdate().executeTakeFirst();
}

export async function updateCashback(db: Db, no: string, set: Updateable<CashbackPoinTable>): Promise<void> {
  await db.updateTable('cashback_poin').set(set).where('no_cashback', '=', no).execute();
}

function cashbacks(db: Db) {
  return db
    .selectFrom('cashback_poin as c')
    .innerJoin('toko as k', 'k.kode_toko', 'c.kode_toko')
    .innerJoin('member as mb', 'mb.kode_member', 'c.kode_member')
    .select([
      'c.no_cashback',
      'c.kode_toko',
      'k.nama_toko',
      'k.alamat_toko',
      'c.tanggal',
      'c.kode_member',
      'mb.nama_member',
      'mb.no_hp',
      'c.poin',
      'c.rupiah_per_poin',
      'c.jumlah_rp',
      'c.status',
      'c.keterangan',
      'c.alasan_batal',
      'c.input_by',
      'c.created_at',
    ])
    .select((eb) => eb.selectFrom('poin_ledger as p').select(sql<string>`coalesce(sum(p.poin), 0)`.as('s')).whereRef('p.kode_member', '=', 'c.kode_member').as('saldo_poin'));
}

export function cashbackOf(db: Db, kodeToko: string, no: string) {
  return cashbacks(db).where('c.kode_toko', '=', kodeToko).where('c.no_cashback', '=', no).executeTakeFirst();
}

export function cashbacksOn(db: Db, kodeToko: string, tanggal: string) {
  return cashbacks(db).where('c.kode_toko', '=', kodeToko).where('c.tanggal', '=', tanggal).orderBy('c.no_cashback', 'desc').execute();
}

/** The cash-outs still standing of a store (or every store: null) between two dates, for Laporan Cash Back. */
export function cashbacksBetween(db: Db, kodeToko: string | null, tglAwal: string, tglAkhir: string) {
  let q = cashbacks(db).where('c.tanggal', '>=', tglAwal).where('c.tanggal', '<=', tglAkhir).where('c.status', '=', 'AKTIF');
  if (kodeToko) q = q.where('c.kode_toko', '=', kodeToko);
  return q.orderBy('c.tanggal').orderBy('c.no_cashback').execute();
}
