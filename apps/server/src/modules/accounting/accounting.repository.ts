import { sql, type Kysely } from 'kysely';
import type { Database, ParaAkunTransaksiTable } from '../../db/schema';

type AkunType = ParaAkunTransaksiTable['type'];

type Db = Kysely<Database>;

/** The store's chart of accounts, by account number. */
export function listAkun(db: Db, kodeToko: string) {
  return db.selectFrom('akun').select(['nomor_akun', 'nama_akun']).where('kode_toko', '=', kodeToko).orderBy('nomor_akun').execute();
}

/** Which of these account numbers the store's chart holds. */
export async function existingAkun(db: Db, kodeToko: string, nomorAkun: readonly string[]): Promise<Set<string>> {
  if (!nomorAkun.length) return new Set();
  const rows = await db.selectFrom('akun').select('nomor_akun').where('kode_toko', '=', kodeToko).where('nomor_akun', 'in', [...nomorAkun]).execute();
  return new Set(rows.map((r) => r.nomor_akun));
}

/**
 * Whether an account of the store's chart is a money account: the drawer, the bank header or a bank account, the
 * marketplace receivable (the accounts the cash ledger's own side posts to).
 */
export async function isMoneyAkun(db: Db, kodeToko: string, nomorAkun: string): Promise<boolean> {
  const row = await db
    .selectFrom('akun')
    .select('nomor_akun')
    .where('kode_toko', '=', kodeToko)
    .where('nomor_akun', '=', nomorAkun)
    .where((eb) => eb.or([eb('peran', 'in', ['KAS', 'BANK', 'MARKETPLACE']), eb('no_rekening', 'is not', null)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** Every line of the store's journal parameters (optionally one parameter), by trx, type and line. */
export function listParameterLines(db: Db, kodeToko: string, one?: { trx: string; type: string }) {
  let q = db
    .selectFrom('para_akun_transaksi_detail')
    .select(['_id', 'trx', 'type', 'urut', 'kode_akun', 'jenis_akun', 'nomor_akun', 'uang'])
    .where('kode_toko', '=', kodeToko);
  if (one) q = q.where('trx', '=', one.trx).where('type', '=', one.type);
  return q.orderBy('trx').orderBy('type').orderBy('urut').execute();
}

/** The parameter's header, locked until the transaction ends (two people saving the same parameter). */
export function lockParameter(db: Db, kodeToko: string, trx: string, type: AkunType) {
  return db
    .selectFrom('para_akun_transaksi')
    .select(['trx', 'type'])
    .where('kode_toko', '=', kodeToko)
    .where('trx', '=', trx)
    .where('type', '=', type)
    .forUpdate()
    .executeTakeFirst();
}

export async function setLineAccount(db: Db, kodeToko: string, id: string, nomorAkun: string): Promise<void> {
  await db.updateTable('para_akun_transaksi_detail').set({ nomor_akun: nomorAkun }).where('kode_toko', '=', kodeToko).where('_id', '=', id).execute();
}

export async function touchParameter(db: Db, kodeToko: string, trx: string, type: AkunType, userId: string): Promise<void> {
  await db
    .updateTable('para_akun_transaksi')
    .set({ updated_by: userId, updated_at: new Date() })
    .where('kode_toko', '=', kodeToko)
    .where('trx', '=', trx)
    .where('type', '=', type)
    .execute();
}

/** The journal lines of a store (optionally of some cash ledger rows), in posting order. */
export function listJurnal(db: Db, kodeToko: string, filter: { kasMutasiIds?: readonly number[] } = {}) {
  let q = db.selectFrom('jurnal').selectAll().where('kode_toko', '=', kodeToko);
  if (filter.kasMutasiIds) {
    if (!filter.kasMutasiIds.length) return Promise.resolve([]);
    q = q.where('kas_mutasi_id', 'in', [...filter.kasMutasiIds]);
  }
  return q.orderBy('id').execute();
}

/**
 * Neraca Saldo: per account, the balance before `tglAwal`, the debits and credits from `tglAwal` to
 * `tglAkhir`, for one store or (null) every store. Accounts with nothing on them are left out.
 */
export async function trialBalanceRows(db: Db, q: { kodeToko: string | null; tglAwal: string; tglAkhir: string; sortBy: 'nomor_akun' | 'nama_akun' }) {
  const store = q.kodeToko === null ? sql`true` : sql`j.kode_toko = ${q.kodeToko}`;
  const order = q.sortBy === 'nama_akun' ? sql`j.kode_toko, nama_akun, nomor_akun` : sql`j.kode_toko, nomor_akun`;
  // per store: every store's books apart (an all-store answer is each store's trial balance, summed by the report kit)
  const { rows } = await sql<{ kode_toko: string; nomor_akun: string; nama_akun: string; saldo_awal: number; debet: number; kredit: number }>`
    select j.kode_toko, j.nomor_akun, min(a.nama_akun) as nama_akun,
           coalesce(sum(case when j.tgl_system < ${q.tglAwal} then j.debet - j.kredit end), 0)::bigint as saldo_awal,
           coalesce(sum(case when j.tgl_system >= ${q.tglAwal} then j.debet end), 0)::bigint as debet,
           coalesce(sum(case when j.tgl_system >= ${q.tglAwal} then j.kredit end), 0)::bigint as kredit
    from jurnal j
    join akun a on a.kode_toko = j.kode_toko and a.nomor_akun = j.nomor_akun
    where ${store} and j.tgl_system <= ${q.tglAkhir}
    group by j.kode_toko, j.nomor_akun
    having sum(j.debet) <> 0 or sum(j.kredit) <> 0
    order by ${order}`.execute(db);
  return rows;
}

/** The balance of an account before a date (one store or every store). */
export async function balanceBefore(db: Db, q: { kodeToko: string | null; nomorAkun: string; before: string }): Promise<number> {
  const store = q.kodeToko === null ? sql`true` : sql`kode_toko = ${q.kodeToko}`;
  const { rows } = await sql<{ saldo: number }>`
    select coalesce(sum(debet - kredit), 0)::bigint as saldo from jurnal
    where ${store} and nomor_akun = ${q.nomorAkun} and tgl_system < ${q.before}`.execute(db);
  return Number(rows[0]?.saldo ?? 0);
}

/** An account's journal lines over a period, in posting order. */
export function ledgerLines(db: Db, q: { kodeToko: string | null; nomorAkun: string; tglAwal: string; tglAkhir: string }) {
  let query = db
    .selectFrom('jurnal')
    .select(['id', 'kas_mutasi_id', 'tgl_system', 'trx', 'type', 'no_ref', 'keterangan', 'debet', 'kredit'])
    .where('nomor_akun', '=', q.nomorAkun)
    .where('tgl_system', '>=', q.tglAwal)
    .where('tgl_system', '<=', q.tglAkhir);
  if (q.kodeToko !== null) query = query.where('kode_toko', '=', q.kodeToko);
  return query.orderBy('tgl_system').orderBy('id').execute();
}

/**
 * A journal that moves a customer's deposit out of the deposit account into income when the document it
 * was paid for is settled, with no money moving (so no cash ledger row posts it). The two accounts are
 * the other-side accounts (not the money account) of the store's CASH parameters `depositTrx` (where the
 * deposit was credited, 2-1100) and `incomeTrx` (the settlement's income); debit deposit, credit income.
 * Numbered from the cash ledger's sequence, so a journal number stays unique; `type` MEMORIAL. A store
 * without both parameters (no chart) posts nothing. One statement, inside the caller's transaction.
 */
export async function insertDepositClearing(
  db: Db,
  j: { kodeToko: string; tglSystem: string; depositTrx: string; incomeTrx: string; noRef: string; keterangan: string; amount: number; inputBy: string },
): Promise<void> {
  if (j.amount <= 0) return;
  await sql`
    with acc as (
      select
        (select d.kode_akun from para_akun_transaksi_detail d where d.kode_toko = ${j.kodeToko} and d.trx = ${j.depositTrx} and d.type = 'CASH' and not d.uang) as dep_kode,
        (select d.nomor_akun from para_akun_transaksi_detail d where d.kode_toko = ${j.kodeToko} and d.trx = ${j.depositTrx} and d.type = 'CASH' and not d.uang) as dep_nomor,
        (select d.kode_akun from para_akun_transaksi_detail d where d.kode_toko = ${j.kodeToko} and d.trx = ${j.incomeTrx} and d.type = 'CASH' and not d.uang) as inc_kode,
        (select d.nomor_akun from para_akun_transaksi_detail d where d.kode_toko = ${j.kodeToko} and d.trx = ${j.incomeTrx} and d.type = 'CASH' and not d.uang) as inc_nomor
    ),
    n as (select nextval(pg_get_serial_sequence('kas_mutasi', 'id')) as id from acc where dep_nomor is not null and inc_nomor is not null)
    insert into jurnal (kas_mutasi_id, kode_toko, tgl_system, trx, type, no_ref, keterangan, urut, kode_akun, jenis_akun, nomor_akun, debet, kredit, input_by)
    select n.id, ${j.kodeToko}, ${j.tglSystem}::date, ${j.incomeTrx}, 'MEMORIAL', ${j.noRef}, ${j.keterangan}, l.urut, l.kode_akun, l.jenis_akun, l.nomor_akun, l.debet, l.kredit, ${j.inputBy}
    from n cross join acc
    cross join lateral (values
      (1, acc.dep_kode, 'DEBET', acc.dep_nomor, ${j.amount}::bigint, 0::bigint),
      (2, acc.inc_kode, 'KREDIT', acc.inc_nomor, 0::bigint, ${j.amount}::bigint)
    ) as l (urut, kode_akun, jenis_akun, nomor_akun, debet, kredit)`.execute(db);
}

/** Every journal line of a period (one store or, null, every store), by date, store, journal and line. */
export function periodLines(db: Db, q: { kodeToko: string | null; tglAwal: string; tglAkhir: string }) {
  let query = db
    .selectFrom('jurnal')
    .select(['kas_mutasi_id', 'kode_toko', 'tgl_system', 'trx', 'type', 'no_ref', 'keterangan', 'nomor_akun', 'debet', 'kredit'])
    .where('tgl_system', '>=', q.tglAwal)
    .where('tgl_system', '<=', q.tglAkhir);
  if (q.kodeToko !== null) query = query.where('kode_toko', '=', q.kodeToko);
  return query.orderBy('tgl_system').orderBy('kode_toko').orderBy('kas_mutasi_id').orderBy('urut').orderBy('id').execute();
}

/** Each store's account balances before a date (debit minus credit; accounts at 0 left out). */
export async function balancesBefore(db: Db, q: { kodeToko: string | null; before: string }) {
  const store = q.kodeToko === null ? sql`true` : sql`kode_toko = ${q.kodeToko}`;
  const { rows } = await sql<{ kode_toko: string; nomor_akun: string; saldo: number }>`
    select kode_toko, nomor_akun, sum(debet - kredit)::bigint as saldo from jurnal
    where ${store} and tgl_system < ${q.before}
    group by kode_toko, nomor_akun
    having sum(debet - kredit) <> 0
    order by kode_toko, nomor_akun`.execute(db);
  return rows;
}

/** The names of the accounts of one store's chart (or, null, every store's: the first name of a number). */
export async function accountNames(db: Db, kodeToko: string | null): Promise<Map<string, string>> {
  let q = db.selectFrom('akun').select(['nomor_akun', 'nama_akun']);
  if (kodeToko !== null) q = q.where('kode_toko', '=', kodeToko);
  const names = new Map<string, string>();
  for (const r of await q.orderBy('nomor_akun').orderBy('kode_toko').execute()) if (!names.has(r.nomor_akun)) names.set(r.nomor_akun, r.nama_akun);
  return names;
}
