import type { MemberListQuery } from '@emas/domain';
import type { Insertable, Kysely, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { MemberTable } from '../../db/schema-members';

type Db = Kysely<Database>;

const columns = [
  'kode_member',
  'nama_member',
  'no_hp',
  'alamat',
  sql<string | null>`to_char(tgl_lahir, 'YYYY-MM-DD')`.as('tgl_lahir'),
  'no_identitas',
  'kode_toko_daftar',
  'kode_member_referensi',
  'status',
  'input_by',
  'created_at',
] as const;

export function findMember(db: Db, kodeMember: string) {
  return db.selectFrom('member').select(columns).where('kode_member', '=', kodeMember).executeTakeFirst();
}
export type MemberDbRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

/** The member's code and status only (a counter save's check: one primary-key read). */
export function findMemberStatus(db: Db, kodeMember: string) {
  return db.selectFrom('member').select(['kode_member', 'status']).where('kode_member', '=', kodeMember).executeTakeFirst();
}

/** The member holding a phone (stored as 62...), if any. */
export function findMemberByPhone(db: Db, noHp: string) {
  return db.selectFrom('member').select(columns).where('no_hp', '=', noHp).executeTakeFirst();
}

function filtered(db: Db, q: Pick<MemberListQuery, 'search' | 'status' | 'kode_toko'>) {
  let query = db.selectFrom('member');
  if (q.status !== 'ALL') query = query.where('status', '=', q.status);
  if (q.kode_toko !== 'ALL') query = query.where('kode_toko_daftar', '=', q.kode_toko);
  const search = q.search.trim();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // a phone typed as 0812... is found by its stored 62812... form too
    const digits = search.replace(/\D/g, '');
    const phone = digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
    query = query.where((eb) =>
      eb.or([
        eb('nama_member', 'ilike', like),
        eb('kode_member', 'ilike', like),
        ...(phone.length >= 3 ? [eb('no_hp', 'like', `%${phone}%`)] : []),
      ]),
    );
  }
  return query;
}

/** One page of the member list (newest code first within a name order) and how many match. */
export async function listMembers(db: Db, q: MemberListQuery) {
  const [rows, count] = await Promise.all([
    filtered(db, q).select(columns).orderBy('nama_member').orderBy('kode_member').offset(q.skip).limit(q.limit).execute(),
    filtered(db, q).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(count.n) };
}

/**
 * The next running number of a store's member codes, inside the creating transaction: the store's
 * advisory lock queues two registrations of one store, so each takes its own number.
 */
export async function nextMemberNumber(db: Db, kodeToko: string): Promise<number> {
  await sql`select pg_advisory_xact_lock(hashtext(${`member:${kodeToko}`}))`.execute(db);
  const prefix = `M${kodeToko}`;
  const row = await db
    .selectFrom('member')
    .select(sql<string | null>`max(substring(kode_member from ${prefix.length + 1}::int)::bigint)`.as('n'))
    .where('kode_toko_daftar', '=', kodeToko)
    .where('kode_member', '~', `^${prefix.replace(/[^A-Za-z0-9]/g, (c) => `\\${c}`)}[0-9]+$`)
    .executeTakeFirstOrThrow();
  return Number(row.n ?? 0) + 1;
}

export async function insertMember(db: Db, row: Insertable<MemberTable>) {
  await db.insertInto('member').values(row).execute();
}

export async function updateMember(db: Db, kodeMember: string, row: Updateable<MemberTable>) {
  const r = await db.updateTable('member').set({ ...row, updated_at: sql`now()` }).where('kode_member', '=', kodeMember).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** A member report's rows: the registering store as kode_toko, the points balance as the ledger's sum. */
function memberReportRows(db: Db, kodeToko: string | null) {
  let q = db
    .selectFrom('member as m')
    .select([
      'm.kode_member',
      'm.nama_member',
      'm.no_hp',
      'm.alamat',
      sql<string | null>`to_char(m.tgl_lahir, 'YYYY-MM-DD')`.as('tgl_lahir'),
      'm.kode_toko_daftar as kode_toko',
      'm.kode_member_referensi',
      'm.status',
      sql<number>`coalesce((select sum(p.poin) from poin_ledger p where p.kode_member = m.kode_member), 0)::int`.as('poin'),
    ]);
  if (kodeToko) q = q.where('m.kode_toko_daftar', '=', kodeToko);
  return q;
}

/** Laporan Member: the members (of one registering store, or every store), by store then name. */
export function memberReportQuery(db: Db, f: { kodeToko: string | null; status: string | null }) {
  let q = memberReportRows(db, f.kodeToko);
  if (f.status) q = q.where('m.status', '=', f.status as 'AKTIF' | 'TIDAK AKTIF');
  return q.orderBy('m.kode_toko_daftar').orderBy('m.nama_member').orderBy('m.kode_member').compile();
}

/** Laporan Ulang Tahun Member: active members born in a month, by store, day, name. */
export function memberBirthdayReportQuery(db: Db, f: { kodeToko: string | null; bulan: number }) {
  return memberReportRows(db, f.kodeToko)
    .where('m.status', '=', 'AKTIF')
    .where(sql<boolean>`extract(month from m.tgl_lahir) = ${f.bulan}`)
    .orderBy('m.kode_toko_daftar')
    .orderBy(sql`extract(day from m.tgl_lahir)`)
    .orderBy('m.nama_member')
    .compile();
}
