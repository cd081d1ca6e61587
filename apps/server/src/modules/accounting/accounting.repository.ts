import type { Kysely } from 'kysely';
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
