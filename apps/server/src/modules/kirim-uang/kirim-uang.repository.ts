import type { KirimUangStatusFilter } from '@emas/domain';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, KirimUangTable } from '../../db/schema';

type Db = Kysely<Database>;

/** A store's business date and type, locked FOR SHARE: a close (which locks the store row) waits for this document. */
export function lockStoreForDocument(db: Db, kodeToko: string) {
  return db.selectFrom('toko').select(['kode_toko', 'nama_toko', 'type', 'tgl_system']).where('kode_toko', '=', kodeToko).forShare().executeTakeFirst();
}

/** Head-office stores (type PUSAT): where money may be sent. */
export function listHeadOffices(db: Db) {
  return db.selectFrom('toko').select(['kode_toko', 'nama_toko']).where('type', '=', 'PUSAT').orderBy('kode_toko').execute();
}

/** The store's bank accounts (master rekening). */
export function listRekening(db: Db, kodeToko: string) {
  return db.selectFrom('rekening').select(['no_rekening', 'nama_rekening', 'kode_bank']).where('kode_toko', '=', kodeToko).orderBy('no_rekening').execute();
}

/**
 * Balances of the store's accounts from the money ledger, up to now: the drawer (CASH, no_rekening
 * null) and each bank account (BANK, no_rekening). Sum in minus out, in the database (bigint).
 */
export async function accountBalances(db: Db, kodeToko: string): Promise<{ jenis: string; no_rekening: string | null; saldo: number }[]> {
  const rows = await db
    .selectFrom('kas_mutasi')
    .select(['jenis', sql<string | null>`case when jenis = 'BANK' then no_rekening end`.as('no_rekening'), sql<string>`sum(jumlah_in - jumlah_out)`.as('saldo')])
    .where('kode_toko', '=', kodeToko)
    .where('jenis', 'in', ['CASH', 'BANK'])
    .groupBy(['jenis', sql`case when jenis = 'BANK' then no_rekening end`])
    .execute();
  return rows.map((r) => ({ jenis: r.jenis, no_rekening: r.no_rekening, saldo: Number(r.saldo) }));
}

/** Balance of one account: the drawer, or one bank account. */
export async function accountBalance(db: Db, kodeToko: string, account: { asal: 'CASH' | 'BANK'; noRekening?: string | null }): Promise<number> {
  let q = db
    .selectFrom('kas_mutasi')
    .select(sql<string>`coalesce(sum(jumlah_in - jumlah_out), 0)`.as('saldo'))
    .where('kode_toko', '=', kodeToko)
    .where('jenis', '=', account.asal);
  if (account.asal === 'BANK') q = q.where('no_rekening', '=', account.noRekening ?? '');
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.saldo);
}

export async function insertKirimUang(db: Db, row: Insertable<KirimUangTable>): Promise<void> {
  await db.insertInto('kirim_uang').values(row).execute();
}

function kirimQuery(db: Db) {
  return db
    .selectFrom('kirim_uang as k')
    .innerJoin('toko as asal', 'asal.kode_toko', 'k.kode_toko')
    .innerJoin('toko as tujuan', 'tujuan.kode_toko', 'k.tujuan')
    .selectAll('k')
    .select(['asal.nama_toko as nama_toko', 'tujuan.nama_toko as nama_tujuan']);
}
export type KirimUangDbRow = NonNullable<Awaited<ReturnType<typeof findKirimUang>>>;

export function findKirimUang(db: Db, notaKirim: string) {
  return kirimQuery(db).where('k.nota_kirim', '=', notaKirim).executeTakeFirst();
}

/** Locks a transfer for its reception: a second reception waits here and then reads it DONE. */
export function lockKirimUang(db: Db, notaKirim: string) {
  return db.selectFrom('kirim_uang').select(['nota_kirim', 'kode_toko', 'tujuan', 'status', 'jumlah_rp', 'terima_by']).where('nota_kirim', '=', notaKirim).forUpdate().executeTakeFirst();
}

/** Marks an OPEN transfer received; answers whether it was (a DONE one is left as it is). */
export async function markReceived(db: Db, notaKirim: string, by: string, tglTerima: string): Promise<boolean> {
  const result = await db
    .updateTable('kirim_uang')
    .set({ status: 'DONE', terima_by: by, tgl_terima: tglTerima, terima_at: sql`now()` })
    .where('nota_kirim', '=', notaKirim)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Transfers sent by a store, newest first (the history of /kirim-uang-pusat). */
export function listSentBy(db: Db, kodeToko: string, limit: number) {
  return kirimQuery(db).where('k.kode_toko', '=', kodeToko).orderBy('k.created_at', 'desc').orderBy('k.nota_kirim', 'desc').limit(limit).execute();
}

/** Transfers sent by a store (null: every store) between two business dates, by status (Laporan Kirim Uang keluar). */
export function listSentBetween(db: Db, kodeToko: string | null, f: { status: KirimUangStatusFilter; tglFrom: string; tglTo: string }) {
  let q = kirimQuery(db).where('k.tgl_system', '>=', f.tglFrom).where('k.tgl_system', '<=', f.tglTo);
  if (kodeToko !== null) q = q.where('k.kode_toko', '=', kodeToko);
  if (f.status !== 'ALL') q = q.where('k.status', '=', f.status);
  return q.orderBy('k.tgl_system').orderBy('k.kode_toko').orderBy('k.nota_kirim').execute();
}

/** A transfer by its reference, when `tujuan` is its destination (GET kirim-uang/{nomor_referensi}). */
export function listForReception(db: Db, notaKirim: string, tujuan: string) {
  return kirimQuery(db).where('k.nota_kirim', '=', notaKirim).where('k.tujuan', '=', tujuan).execute();
}

/** Money sent by a store and not yet received: how many transfers, how much. */
export async function inTransitOf(db: Db, kodeToko: string): Promise<{ count: number; jumlah_rp: number }> {
  const row = await db
    .selectFrom('kirim_uang')
    .select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(jumlah_rp), 0)`.as('jumlah')])
    .where('kode_toko', '=', kodeToko)
    .where('status', '=', 'OPEN')
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), jumlah_rp: Number(row.jumlah) };
}
