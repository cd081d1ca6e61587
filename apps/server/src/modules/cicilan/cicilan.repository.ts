import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { CicilanBayarTable, CicilanDetailTable, CicilanJadwalTable, CicilanTable, CicilanTransaksiTable } from '../../db/schema-cicilan';

type Db = Kysely<Database>;

export type PlanRow = Selectable<CicilanTable>;
export type PlanLineRow = Selectable<CicilanDetailTable>;
export type JadwalRow = Selectable<CicilanJadwalTable>;
export type TransaksiRow = Selectable<CicilanTransaksiTable>;
export type BayarRow = Selectable<CicilanBayarTable>;

// ---------------------------------------------------------------- parameters

/** The store's parameter rows in force on `tgl`: every tenor of the latest tgl_berlaku not after it. */
export function paraInForce(db: Db, kodeToko: string, tgl: string) {
  return db
    .selectFrom('para_cicilan')
    .selectAll()
    .where('kode_toko', '=', kodeToko)
    .where('tgl_berlaku', '=', (eb) =>
      eb.selectFrom('para_cicilan').select((e) => e.fn.max('tgl_berlaku').as('tgl')).where('kode_toko', '=', kodeToko).where('tgl_berlaku', '<=', tgl),
    )
    .orderBy('tenor_bulan')
    .execute();
}

export async function memberExists(db: Db, kodeMember: string): Promise<boolean> {
  const row = await db.selectFrom('member').select('kode_member').where('kode_member', '=', kodeMember).executeTakeFirst();
  return !!row;
}

// ---------------------------------------------------------------- plan

export async function insertPlan(
  trx: Db,
  header: Insertable<CicilanTable>,
  lines: readonly Insertable<CicilanDetailTable>[],
  jadwal: readonly Insertable<CicilanJadwalTable>[],
): Promise<void> {
  await trx.insertInto('cicilan').values(header).execute();
  if (lines.length) await trx.insertInto('cicilan_detail').values([...lines]).execute();
  if (jadwal.length) await trx.insertInto('cicilan_jadwal').values([...jadwal]).execute();
}

export async function findPlanByKey(db: Db, kodeToko: string, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('cicilan').select('no_faktur_cicil').where('kode_toko', '=', kodeToko).where('idempotency_key', '=', key).executeTakeFirst();
  return row?.no_faktur_cicil;
}

/** The plan header; `lock`: FOR UPDATE, so two writers of one plan go one after the other. */
export function findPlan(db: Db, kodeToko: string, no: string, lock = false) {
  let q = db.selectFrom('cicilan').selectAll().where('kode_toko', '=', kodeToko).where('no_faktur_cicil', '=', no);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function updatePlan(trx: Db, kodeToko: string, no: string, patch: Updateable<CicilanTable>): Promise<void> {
  await trx
    .updateTable('cicilan')
    .set({ ...patch, updated_at: sql<string>`now()` })
    .where('kode_toko', '=', kodeToko)
    .where('no_faktur_cicil', '=', no)
    .execute();
}

export function listPlanLines(db: Db, kodeToko: string, no: string) {
  return db.selectFrom('cicilan_detail').selectAll().where('kode_toko', '=', kodeToko).where('no_faktur_cicil', '=', no).orderBy('urut').execute();
}

export function listJadwal(db: Db, kodeToko: string, nos: readonly string[]) {
  if (nos.length === 0) return Promise.resolve([] as JadwalRow[]);
  return db.selectFrom('cicilan_jadwal').selectAll().where('kode_toko', '=', kodeToko).where('no_faktur_cicil', 'in', [...nos]).orderBy('no_faktur_cicil').orderBy('ke').execute();
}

export function listTransaksi(db: Db, kodeToko: string, nos: readonly string[]) {
  if (nos.length === 0) return Promise.resolve([] as TransaksiRow[]);
  return db.selectFrom('cicilan_transaksi').selectAll().where('kode_toko', '=', kodeToko).where('no_faktur_cicil', 'in', [...nos]).orderBy('id').execute();
}

export function listBayar(db: Db, kodeToko: string, noTransaksi: readonly string[]) {
  if (noTransaksi.length === 0) return Promise.resolve([] as BayarRow[]);
  return db.selectFrom('cicilan_bayar').selectAll().where('kode_toko', '=', kodeToko).where('no_transaksi', 'in', [...noTransaksi]).orderBy('no_transaksi').orderBy('urut').execute();
}

// ---------------------------------------------------------------- events

export async function insertTransaksi(trx: Db, row: Insertable<CicilanTransaksiTable>, payments: readonly Insertable<CicilanBayarTable>[]): Promise<void> {
  await trx.insertInto('cicilan_transaksi').values(row).execute();
  if (payments.length) await trx.insertInto('cicilan_bayar').values([...payments]).execute();
}

/** The plan an event written with this key belongs to (a retried payment answers the first). */
export async function findTransaksiByKey(db: Db, kodeToko: string, key: string) {
  return db.selectFrom('cicilan_transaksi').select(['no_faktur_cicil', 'no_transaksi']).where('kode_toko', '=', kodeToko).where('idempotency_key', '=', key).executeTakeFirst();
}

// ---------------------------------------------------------------- list

export type PlanFilter = { q?: string | undefined; statuses?: readonly string[] | undefined; tglAwal?: string | undefined; tglAkhir?: string | undefined; limit: number };

/** Plan headers of the store, newest first: text (number, customer, phone, member), stored statuses, period. */
export function listPlans(db: Db, kodeToko: string, f: PlanFilter) {
  let q = db.selectFrom('cicilan').selectAll().where('kode_toko', '=', kodeToko);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('no_faktur_cicil', 'ilike', like), eb('nama_customer', 'ilike', like), eb('no_hp', 'ilike', like), eb('kode_member', 'ilike', like)]));
  }
  if (f.statuses?.length) q = q.where('status', 'in', [...f.statuses] as PlanRow['status'][]);
  if (f.tglAwal) q = q.where('tgl_system', '>=', f.tglAwal);
  if (f.tglAkhir) q = q.where('tgl_system', '<=', f.tglAkhir);
  return q.orderBy('tgl_system', 'desc').orderBy('no_faktur_cicil', 'desc').limit(f.limit).execute();
}

// ---------------------------------------------------------------- validation (/validasi-cicilan)

const VALIDATED_JENIS = ['DP', 'BAYAR', 'PELUNASAN CEPAT', 'BATAL', 'GAGAL BAYAR'] as const;

/** The money events of a date with their plan's customer, oldest first (what a supervisor validates). */
export function eventsForValidation(db: Db, kodeToko: string, tgl: string) {
  return db
    .selectFrom('cicilan_transaksi as x')
    .innerJoin('cicilan as c', (j) => j.onRef('c.kode_toko', '=', 'x.kode_toko').onRef('c.no_faktur_cicil', '=', 'x.no_faktur_cicil'))
    .select(['x.no_transaksi', 'x.no_faktur_cicil', 'x.tgl_system', 'x.jenis', 'c.nama_customer', 'x.jumlah', 'x.valid', 'x.valid_by', 'x.input_by'])
    .where('x.kode_toko', '=', kodeToko)
    .where('x.tgl_system', '=', tgl)
    .where('x.jenis', 'in', [...VALIDATED_JENIS])
    .orderBy('x.id')
    .execute();
}

/** Validates the store's money events named (those not validated yet); answers how many. */
export async function validateEvents(db: Db, kodeToko: string, nos: readonly string[], userId: string): Promise<number> {
  const r = await db
    .updateTable('cicilan_transaksi')
    .set({ valid: true, valid_by: userId, valid_at: sql<string>`now()` })
    .where('kode_toko', '=', kodeToko)
    .where('no_transaksi', 'in', [...nos])
    .where('valid', '=', false)
    .where('jenis', 'in', [...VALIDATED_JENIS])
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
