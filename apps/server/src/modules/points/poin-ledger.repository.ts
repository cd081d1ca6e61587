import type { Expression, Insertable, InsertObject, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { PoinLedgerTable } from '../../db/schema-members';

type Db = Kysely<Database>;

/**
 * The one way points move (issue 32): rows appended to `poin_ledger`, never changed (a trigger refuses it).
 * Anything that takes points away first locks the member's row (lockMember), then reads the balance and
 * refuses what it does not hold: two counters redeeming the same points queue on that lock and one wins.
 */

/** The member's row locked for this transaction; undefined when there is no such member. */
export function lockMember(db: Db, kodeMember: string) {
  return db.selectFrom('member').select(['kode_member', 'nama_member', 'no_hp', 'status']).where('kode_member', '=', kodeMember).forUpdate().executeTakeFirst();
}

/** A member's balance: the sum of their ledger rows (0 with none). */
export async function poinBalanceOf(db: Db, kodeMember: string): Promise<number> {
  const row = await db
    .selectFrom('poin_ledger')
    .select(sql<string>`coalesce(sum(poin), 0)`.as('saldo'))
    .where('kode_member', '=', kodeMember)
    .executeTakeFirstOrThrow();
  return Number(row.saldo);
}

/** Appends rows to the ledger (rows with 0 points are dropped: the table refuses them). */
export async function appendPoin(db: Db, rows: readonly Insertable<PoinLedgerTable>[]): Promise<void> {
  const moving = rows.filter((r) => r.poin !== 0);
  if (moving.length > 0) await db.insertInto('poin_ledger').values(moving).execute();
}

/** The rows a document wrote (jenis_ref + no_ref), oldest first: what a cancellation reverses. */
export function ledgerRowsOf(db: Db, jenisRef: string, noRef: string) {
  return db.selectFrom('poin_ledger').selectAll().where('jenis_ref', '=', jenisRef).where('no_ref', '=', noRef).orderBy('id').execute();
}

// ---------------------------------------------------------------- earning (issue 32)

export type EarnContextRow = {
  member_ada: boolean;
  /** the member's status (AKTIF or not); null when there is no such member */
  member_status: string | null;
  member_on: boolean;
  type_poin: string | null;
  rules: { jenis_transaksi: string; kode_group: string | null; tgl_berlaku: string; kelipatan_berat: string; kelipatan_rp: string; poin: number; tanpa_poin: boolean }[];
  kode_member_referensi: string | null;
  sudah_earn: boolean;
  afiliasi_poin: number | null;
  afiliasi_aktif: boolean | null;
  /** the member's balance before this document */
  saldo: string;
};

/**
 * Everything an earning document needs, in one round trip: whether the store's member module is on, its
 * Type Poin, its rules of that kind dated on or before the date, the member's referrer, whether the member
 * has earned before, and the chain's affiliation rule.
 */
export async function earnContext(db: Db, kodeToko: string, kodeMember: string, jenis: string, tanggal: string | null): Promise<EarnContextRow> {
  const { rows } = await sql<EarnContextRow>`select ${earnContextColumns(sql`${kodeToko}::text`, sql`${kodeMember}::text`, jenis, tanggal)}`.execute(db);
  return rows[0]!;
}

/**
 * The earn context as one json value (null without a member), for a document that reads it inside its own
 * reads statement: a member's sale learns it in the round trip that reads its items (bench/sale, issue 32).
 */
export function earnContextJson(kodeToko: Expression<string>, kodeMember: Expression<string | null>, jenis: string) {
  return sql<EarnContextRow | null>`case when ${kodeMember} is null then null else
    (select to_json(e) from (select ${earnContextColumns(kodeToko, kodeMember, jenis, null)}) e) end`;
}

function earnContextColumns(kodeToko: Expression<unknown>, kodeMember: Expression<unknown>, jenis: string, tanggal: string | null) {
  return sql`
      exists (select 1 from member where kode_member = ${kodeMember}) as member_ada,
      (select status from member where kode_member = ${kodeMember}) as member_status,
      coalesce((select aktif from para_module where kode_toko = ${kodeToko} and key = 'MEMBER_MODULE'), false) as member_on,
      (select value from para_system where kode_toko = ${kodeToko} and key = 'TYPE_POIN') as type_poin,
      coalesce((select json_agg(json_build_object('jenis_transaksi', p.jenis_transaksi, 'kode_group', p.kode_group,
          'tgl_berlaku', to_char(p.tgl_berlaku, 'YYYY-MM-DD'), 'kelipatan_berat', p.kelipatan_berat::text,
          'kelipatan_rp', p.kelipatan_rp::text, 'poin', p.poin, 'tanpa_poin', p.tanpa_poin))
        from parameter_point p where p.kode_toko = ${kodeToko} and p.jenis_transaksi = ${jenis}
          and (${tanggal}::date is null or p.tgl_berlaku <= ${tanggal}::date)), '[]'::json) as rules,
      (select kode_member_referensi from member where kode_member = ${kodeMember}) as kode_member_referensi,
      exists (select 1 from poin_ledger where kode_member = ${kodeMember} and jenis = 'EARN') as sudah_earn,
      (select poin from parameter_member_afiliasi where id = 1) as afiliasi_poin,
      (select aktif from parameter_member_afiliasi where id = 1) as afiliasi_aktif,
      (select coalesce(sum(poin), 0) from poin_ledger where kode_member = ${kodeMember})::text as saldo`;
}

/** Whether a referrer was already paid for bringing this member (read after locking the referrer's row). */
export async function hasAfiliasiFor(db: Db, kodeReferrer: string, kodeMemberBaru: string): Promise<boolean> {
  const row = await db
    .selectFrom('poin_ledger')
    .select('id')
    .where('kode_member', '=', kodeReferrer)
    .where('jenis_ref', '=', 'AFILIASI')
    .where('no_ref', '=', kodeMemberBaru)
    .executeTakeFirst();
  return !!row;
}

// ---------------------------------------------------------------- history and members

/** A member by code, or by phone (as typed or as stored 62...), with the balance. */
export function findMemberWithBalance(db: Db, cari: string, phone62: string) {
  return db
    .selectFrom('member')
    .select(['kode_member', 'nama_member', 'no_hp', 'status'])
    .select((eb) => eb.selectFrom('poin_ledger').select(sql<string>`coalesce(sum(poin), 0)`.as('s')).whereRef('poin_ledger.kode_member', '=', 'member.kode_member').as('saldo'))
    .where((eb) => eb.or([eb('kode_member', '=', cari), eb('no_hp', '=', cari), eb('no_hp', '=', phone62)]))
    .orderBy(sql`kode_member = ${cari}`, 'desc')
    .executeTakeFirst();
}

/** Every ledger row of a member, oldest first. */
export function memberLedger(db: Db, kodeMember: string) {
  return db
    .selectFrom('poin_ledger')
    .select(['id', 'jenis', 'poin', 'kode_toko', 'jenis_ref', 'no_ref', 'no_ref_line', 'keterangan', 'input_by'])
    .select(sql<string>`to_char(tanggal, 'YYYY-MM-DD')`.as('tanggal'))
    .select(sql<string>`to_char(created_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI:SS')`.as('created_at'))
    .where('kode_member', '=', kodeMember)
    .orderBy('id')
    .execute();
}

// ---------------------------------------------------------------- affiliation and reset rules

export function findAfiliasi(db: Db) {
  return db.selectFrom('parameter_member_afiliasi').select(['poin', 'aktif']).where('id', '=', 1).executeTakeFirst();
}

export async function saveAfiliasi(db: Db, values: { poin: number; aktif: boolean }, by: string): Promise<void> {
  await db
    .insertInto('parameter_member_afiliasi')
    .values({ id: 1, ...values, updated_by: by })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, updated_by: by, updated_at: sql<string>`now()` }))
    .execute();
}

export function findResetRule(db: Db) {
  return db
    .selectFrom('parameter_reset_poin')
    .select(['mode', 'tanggal', 'bulan'])
    .select((eb) => eb.selectFrom('poin_reset_run').select(sql<string>`to_char(max(tgl_run), 'YYYY-MM-DD')`.as('m')).as('last_run'))
    .where('id', '=', 1)
    .executeTakeFirst();
}

export function lastResetRun(db: Db) {
  return db.selectFrom('poin_reset_run').select(sql<string | null>`to_char(max(tgl_run), 'YYYY-MM-DD')`.as('last_run')).executeTakeFirstOrThrow();
}

export async function saveResetRule(db: Db, values: { mode: 'TANGGAL' | 'BULAN'; tanggal: string; bulan: number }, by: string): Promise<void> {
  await db
    .insertInto('parameter_reset_poin')
    .values({ id: 1, ...values, updated_by: by })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, updated_by: by, updated_at: sql<string>`now()` }))
    .execute();
}

/** Claims the run of a business date (false: already run that date; the run's rows then stay as they are). */
export async function claimResetRun(db: Db, row: { tgl_run: string; cutoff: string | null; kode_toko: string; input_by: string }): Promise<boolean> {
  const res = await db
    .insertInto('poin_reset_run')
    .values({ ...row, members: 0, poin: 0 })
    .onConflict((oc) => oc.column('tgl_run').doNothing())
    .returning('tgl_run')
    .executeTakeFirst();
  return !!res;
}

export async function finishResetRun(db: Db, tglRun: string, members: number, poin: number): Promise<void> {
  await db.updateTable('poin_reset_run').set({ members, poin }).where('tgl_run', '=', tglRun).execute();
}

export function findResetRun(db: Db, tglRun: string) {
  return db.selectFrom('poin_reset_run').select(['members', 'poin', sql<string | null>`to_char(cutoff, 'YYYY-MM-DD')`.as('cutoff')]).where('tgl_run', '=', tglRun).executeTakeFirst();
}

/** Members holding points, locked (a reset runs while redemptions queue behind it), with their ledger rows. */
export async function lockMembersWithPoints(db: Db) {
  const { rows } = await sql<{ kode_member: string; nama_member: string; no_hp: string; rows: { jenis: string; poin: number; tanggal: string; ref: string }[] }>`
    select m.kode_member, m.nama_member, m.no_hp,
      (select json_agg(json_build_object('jenis', l.jenis, 'poin', l.poin, 'tanggal', to_char(l.tanggal, 'YYYY-MM-DD'),
          'ref', l.jenis_ref || '/' || l.no_ref || '/' || l.no_ref_line) order by l.id)
         from poin_ledger l where l.kode_member = m.kode_member) as rows
    from member m
    where (select coalesce(sum(poin), 0) from poin_ledger l where l.kode_member = m.kode_member) > 0
    order by m.kode_member
    for update of m
  `.execute(db);
  return rows;
}

// ---------------------------------------------------------------- top member report

export type TopMemberRow = {
  kode_member: string;
  nama_member: string;
  no_hp: string;
  kode_toko_daftar: string;
  total_transaksi: number;
  total_rp: number;
  total_point: number;
};

/**
 * Members ranked over a period across every store: receipts (sales and buy-backs naming the member, not
 * cancelled), their rupiah, and the points those receipts left (earned less reversed).
 */
export async function topMembers(
  db: Db,
  q: { tgl_from: string; tgl_to: string; sort_by: 'trx_count' | 'trx_rp' | 'trx_point'; kode_cabang_daftar: string },
): Promise<TopMemberRow[]> {
  const order = q.sort_by === 'trx_rp' ? sql`total_rp` : q.sort_by === 'trx_point' ? sql`total_point` : sql`total_transaksi`;
  const { rows } = await sql<TopMemberRow>`
    with trx as (
      select kode_member, grand_total::bigint as rp from penjualan
        where kode_member is not null and status <> 'BATAL' and tgl_system between ${q.tgl_from}::date and ${q.tgl_to}::date
      union all
      select kode_member, total_harga::bigint as rp from pembelian
        where kode_member is not null and status <> 'BATAL' and no_faktur_tukar is null and tgl_system between ${q.tgl_from}::date and ${q.tgl_to}::date
    ), t as (
      select kode_member, count(*)::int as total_transaksi, coalesce(sum(rp), 0)::bigint as total_rp from trx group by kode_member
    ), p as (
      select kode_member, coalesce(sum(poin), 0)::bigint as total_point from poin_ledger
        where jenis_ref in ('PENJUALAN', 'PEMBELIAN') and tanggal between ${q.tgl_from}::date and ${q.tgl_to}::date group by kode_member
    )
    select m.kode_member, m.nama_member, m.no_hp, m.kode_toko_daftar,
      coalesce(t.total_transaksi, 0)::int as total_transaksi, coalesce(t.total_rp, 0)::float8 as total_rp, coalesce(p.total_point, 0)::float8 as total_point
    from member m left join t on t.kode_member = m.kode_member left join p on p.kode_member = m.kode_member
    where (t.kode_member is not null or p.kode_member is not null)
      and (${q.kode_cabang_daftar} = 'ALL' or m.kode_toko_daftar = ${q.kode_cabang_daftar})
    order by ${order} desc, m.kode_member
    limit 1000
  `.execute(db);
  return rows;
}

/** What a document left a member (its EARN less its REVERSE rows) and the member's balance now: a receipt's points. */
export async function receiptPoints(db: Db, kodeMember: string, jenisRef: string, noRef: string): Promise<{ kode_member: string; didapat: number; saldo: number }> {
  const { rows } = await sql<{ didapat: string; saldo: string }>`
    select
      coalesce((select sum(poin) from poin_ledger where jenis_ref = ${jenisRef} and no_ref = ${noRef} and kode_member = ${kodeMember}), 0) as didapat,
      coalesce((select sum(poin) from poin_ledger where kode_member = ${kodeMember}), 0) as saldo
  `.execute(db);
  return { kode_member: kodeMember, didapat: Number(rows[0]!.didapat), saldo: Number(rows[0]!.saldo) };
}

/** The EARN rows of a document as a query of its one writing statement (its numbers are expressions there). */
export function insertPoinQuery(db: Db, rows: readonly InsertObject<Database, 'poin_ledger'>[]) {
  return db.insertInto('poin_ledger').values([...rows]);
}
