import { sql, type InsertObject, type Insertable, type Kysely } from 'kysely';
import type { Database, KasMutasiTable, PengalihanSaldoTable } from '../../db/schema';

type Db = Kysely<Database>;

export type KasRow = Insertable<KasMutasiTable>;

/** Appends rows to the cash ledger (inside the caller's transaction). */
export async function insertKasRows(db: Db, rows: readonly KasRow[]): Promise<void> {
  if (!rows.length) return;
  await insertKasQuery(db, rows).execute();
}

/** The cash ledger insert, not yet run (for a caller that writes it with other rows in one statement). */
export function insertKasQuery(db: Db, rows: readonly InsertObject<Database, 'kas_mutasi'>[]) {
  return db.insertInto('kas_mutasi').values([...rows]);
}

/** Ledger rows of a store, optionally of one document (no_ref) or one business date, in order. */
export function listKas(db: Db, kodeToko: string, filter: { noRef?: string; tglSystem?: string } = {}) {
  let q = db.selectFrom('kas_mutasi').selectAll().where('kode_toko', '=', kodeToko);
  if (filter.noRef !== undefined) q = q.where('no_ref', '=', filter.noRef);
  if (filter.tglSystem !== undefined) q = q.where('tgl_system', '=', filter.tglSystem);
  return q.orderBy('id').execute();
}

/**
 * The store row locked with its business date: every money move of the cash book takes it first, so
 * two moves of one store (and the close, which moves tgl_system) run one after the other, and no other
 * payout runs beside them (lockPayouts), so a balance checked inside the transaction stays true until it
 * commits. FOR NO KEY UPDATE, the lock the close takes: it does not wait on the key-share locks that
 * rows naming the store take.
 */
/** The namespace of the payout lock among the database's advisory locks (its second half: the store). */
const PAYOUT_LOCK = 7_310_001;

/**
 * The payout lock of a store, held until the transaction ends: the store row FOR SHARE first (the lock
 * every ledger insert takes anyway, see migration 0013, and which a lockToko holder excludes), then the
 * store's advisory lock, which only payouts take. Every payout takes the two in this order, so two
 * payouts of one store check their balances one after the other, a lockToko holder (cash book, loans,
 * the close) runs wholly before or after them, and none waits on another in a circle.
 */
export async function lockPayouts(db: Db, kodeToko: string): Promise<void> {
  await db.selectFrom('toko').select('kode_toko').where('kode_toko', '=', kodeToko).forShare().execute();
  await sql`select pg_advisory_xact_lock(${PAYOUT_LOCK}, hashtext(${kodeToko}))`.execute(db);
}

export function lockToko(db: Db, kodeToko: string) {
  return db.selectFrom('toko').select(['kode_toko', 'tgl_system', 'nama_toko', 'alamat_toko']).where('kode_toko', '=', kodeToko).forNoKeyUpdate().executeTakeFirst();
}

/**
 * Opening, in and out of every account (CASH, each bank account) of a store on a business date, summed
 * in the database: opening = rows before the date, in/out = rows of the date. Marketplace rows are not
 * an account of the store's own money.
 */
export async function balancesOn(db: Db, kodeToko: string, tanggal: string) {
  const rows = await db
    .selectFrom('kas_mutasi')
    .select([
      sql<string>`case when jenis = 'CASH' then 'CASH' else no_rekening end`.as('akun'),
      sql<string>`coalesce(sum(case when tgl_system < ${tanggal} then jumlah_in - jumlah_out else 0 end), 0)`.as('saldo_awal'),
      sql<string>`coalesce(sum(case when tgl_system = ${tanggal} then jumlah_in else 0 end), 0)`.as('masuk'),
      sql<string>`coalesce(sum(case when tgl_system = ${tanggal} then jumlah_out else 0 end), 0)`.as('keluar'),
    ])
    .where('kode_toko', '=', kodeToko)
    .where('tgl_system', '<=', tanggal)
    .where((eb) => eb.or([eb('jenis', '=', 'CASH'), eb.and([eb('jenis', '=', 'BANK'), eb('no_rekening', 'is not', null)])]))
    .groupBy(sql`case when jenis = 'CASH' then 'CASH' else no_rekening end`)
    .execute();
  return rows.map((r) => {
    const saldo_awal = Number(r.saldo_awal);
    const masuk = Number(r.masuk);
    const keluar = Number(r.keluar);
    return { akun: r.akun, saldo_awal, masuk, keluar, saldo_akhir: saldo_awal + masuk - keluar };
  });
}

/** The rows of one account (CASH or a no_rekening; null: every bank account) on a business date, in order. */
export function accountRowsOn(db: Db, kodeToko: string, akun: string | null, tanggal: string) {
  let q = db.selectFrom('kas_mutasi').selectAll().where('kode_toko', '=', kodeToko).where('tgl_system', '=', tanggal);
  if (akun === 'CASH') q = q.where('jenis', '=', 'CASH');
  else if (akun === null) q = q.where('jenis', '=', 'BANK');
  else q = q.where('jenis', '=', 'BANK').where('no_rekening', '=', akun);
  return q.orderBy('id').execute();
}

export function listRekening(db: Db, kodeToko: string) {
  return db.selectFrom('rekening').select(['no_rekening', 'nama_rekening', 'kode_bank', 'fee_gesek_persen']).where('kode_toko', '=', kodeToko).orderBy('no_rekening').execute();
}

export function findRekening(db: Db, kodeToko: string, noRekening: string) {
  return db
    .selectFrom('rekening')
    .select(['no_rekening', 'nama_rekening', 'kode_bank', 'fee_gesek_persen'])
    .where('kode_toko', '=', kodeToko)
    .where('no_rekening', '=', noRekening)
    .executeTakeFirst();
}

export function findKodeTransaksi(db: Db, kodeToko: string, kode: string) {
  return db
    .selectFrom('kode_transaksi')
    .select(['kode_transaksi', 'nama_transaksi', 'jenis_transaksi'])
    .where('kode_toko', '=', kodeToko)
    .where('kode_transaksi', '=', kode)
    .executeTakeFirst();
}

export function findParam(db: Db, kodeToko: string, key: string) {
  return db.selectFrom('para_system').select('value').where('kode_toko', '=', kodeToko).where('key', '=', key).executeTakeFirst();
}

/** Card cash-outs (GESEK TUNAI) of a store between two business dates: their bank row and drawer row. */
export function gesekRows(db: Db, kodeToko: string, from: string, to: string) {
  return db
    .selectFrom('kas_mutasi')
    .selectAll()
    .where('kode_toko', '=', kodeToko)
    .where('kategori', '=', 'GESEK TUNAI')
    .where('tgl_system', '>=', from)
    .where('tgl_system', '<=', to)
    .orderBy('id')
    .execute();
}

export function insertPengalihan(db: Db, row: Insertable<PengalihanSaldoTable>) {
  return db.insertInto('pengalihan_saldo').values(row).returningAll().executeTakeFirstOrThrow();
}

export function lockPengalihan(db: Db, kodeToko: string, no: string) {
  return db.selectFrom('pengalihan_saldo').selectAll().where('kode_toko', '=', kodeToko).where('no_pengalihan', '=', no).forUpdate().executeTakeFirst();
}

export function decidePengalihan(db: Db, kodeToko: string, no: string, values: { status: 'VALID' | 'TOLAK'; valid_by: string; otorisasi: string | null }) {
  return db
    .updateTable('pengalihan_saldo')
    .set({ ...values, valid_at: sql<string>`now()` })
    .where('kode_toko', '=', kodeToko)
    .where('no_pengalihan', '=', no)
    .where('status', '=', 'OPEN')
    .returningAll()
    .executeTakeFirst();
}

export function listPengalihan(db: Db, kodeToko: string, status: string) {
  let q = db.selectFrom('pengalihan_saldo').selectAll().where('kode_toko', '=', kodeToko);
  if (status !== 'ALL') q = q.where('status', '=', status as 'OPEN');
  return q.orderBy('created_at', 'desc').limit(500).execute();
}

// ---------------------------------------------------------------- reports

type Period = { from: string; to: string };

/** Card and transfer payments of the active sales of a period (Laporan Transaksi Non Cash). */
export function nonCashSalePayments(db: Db, kodeToko: string | null, p: Period & { jenis: 'CARD' | 'TRANSFER' | null; noRekening: string | null }) {
  let q = db
    .selectFrom('penjualan_bayar as b')
    .innerJoin('penjualan as p', (j) => j.onRef('p.kode_toko', '=', 'b.kode_toko').onRef('p.no_faktur_group', '=', 'b.no_faktur_group'))
    .leftJoin('bank as k', (j) => j.onRef('k.kode_toko', '=', 'b.kode_toko').onRef('k.kode_bank', '=', 'b.kode_bank'))
    .select(['b.kode_toko', 'p.tgl_system', 'b.no_faktur_group as no_ref', 'b.jenis', 'b.kode_bank', 'k.nama_bank', 'b.no_rekening', 'b.jumlah_rp', 'b.jumlah_gesek', 'p.nama_customer'])
    .where('p.tgl_system', '>=', p.from)
    .where('p.tgl_system', '<=', p.to)
    .where('p.status', '=', 'AKTIF')
    .where('b.jenis', 'in', p.jenis ? [p.jenis] : ['CARD', 'TRANSFER']);
  if (kodeToko !== null) q = q.where('b.kode_toko', '=', kodeToko);
  if (p.noRekening !== null) q = q.where('b.no_rekening', '=', p.noRekening);
  return q.orderBy('b.kode_toko').orderBy('p.tgl_system').orderBy('b.id').execute();
}

/** The bank rows of card cash-outs of a period, with the bank's name (reports). */
export function gesekBankRows(db: Db, kodeToko: string | null, p: Period & { noRekening: string | null }) {
  let q = db
    .selectFrom('kas_mutasi as m')
    .leftJoin('bank as k', (j) => j.onRef('k.kode_toko', '=', 'm.kode_toko').onRef('k.kode_bank', '=', 'm.kode_bank'))
    .select(['m.kode_toko', 'm.tgl_system', 'm.no_ref', 'm.kode_bank', 'k.nama_bank', 'm.no_rekening', 'm.jumlah_in', 'm.jumlah_out', 'm.fee_rp', 'm.keterangan', 'm.input_by', 'm.created_at'])
    .where('m.kategori', '=', 'GESEK TUNAI')
    .where('m.jenis', '=', 'BANK')
    .where('m.tgl_system', '>=', p.from)
    .where('m.tgl_system', '<=', p.to);
  if (kodeToko !== null) q = q.where('m.kode_toko', '=', kodeToko);
  if (p.noRekening !== null) q = q.where('m.no_rekening', '=', p.noRekening);
  return q.orderBy('m.kode_toko').orderBy('m.id').execute();
}

/** The drawer's rows of a period (Laporan Transaksi Keuangan Cash), optionally of one cashier or code. */
export function cashRows(db: Db, kodeToko: string | null, p: Period & { inputBy: string | null; kodeTransaksi: string | null }) {
  let q = db
    .selectFrom('kas_mutasi')
    .select(['kode_toko', 'tgl_system', 'no_ref', 'kategori', 'kode_transaksi', 'keterangan', 'input_by', 'jumlah_in', 'jumlah_out'])
    .where('jenis', '=', 'CASH')
    .where('tgl_system', '>=', p.from)
    .where('tgl_system', '<=', p.to);
  if (kodeToko !== null) q = q.where('kode_toko', '=', kodeToko);
  if (p.inputBy !== null) q = q.where('input_by', '=', p.inputBy);
  if (p.kodeTransaksi !== null) q = q.where('kode_transaksi', '=', p.kodeTransaksi);
  return q.orderBy('kode_toko').orderBy('tgl_system').orderBy('id').execute();
}
