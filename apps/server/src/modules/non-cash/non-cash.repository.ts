import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, ValidasiNonTunaiTable } from '../../db/schema';

type Db = Kysely<Database>;

/** One pending item: a document's money still in NON_TUNAI for one bank account. */
export type PendingKey = { noRef: string; kodeBank: string | null; noRekening: string | null };

const SURCHARGE = sql<boolean>`k.kategori in ('FEE KARTU', 'BATAL FEE KARTU', 'VALIDASI FEE KARTU')`;

/**
 * A store's pending non-cash payments (VALIDASI_NON_CASH_MODULE): per document and bank account, what its NON_TUNAI
 * rows still hold (in minus out), split into the payments and the card surcharge; only items holding money.
 * With `key`, that one item (for the validation, after its rows are locked).
 */
export function pendingItems(db: Db, kodeToko: string, key?: PendingKey) {
  let q = db
    .selectFrom('kas_mutasi as k')
    .leftJoin('bank as b', (j) => j.onRef('b.kode_toko', '=', 'k.kode_toko').onRef('b.kode_bank', '=', 'k.kode_bank'))
    .select([
      'k.no_ref',
      'k.kode_bank',
      'k.no_rekening',
      sql<string>`min(k.tgl_system)::text`.as('tgl_system'),
      sql<string | null>`max(b.nama_bank)`.as('nama_bank'),
      sql<string>`min(k.input_by)`.as('input_by'),
      sql<string>`sum(k.jumlah_in - k.jumlah_out)`.as('jumlah_rp'),
      sql<string>`coalesce(sum(case when ${SURCHARGE} then k.jumlah_in - k.jumlah_out else 0 end), 0)`.as('fee_rp'),
      sql<string | null>`(select p.nama_customer from penjualan p where p.kode_toko = k.kode_toko and p.no_faktur_group = k.no_ref limit 1)`.as('nama_customer'),
    ])
    .where('k.kode_toko', '=', kodeToko)
    .where('k.jenis', '=', 'NON_TUNAI');
  if (key) {
    q = q
      .where('k.no_ref', '=', key.noRef)
      .where(sql<boolean>`k.kode_bank is not distinct from ${key.kodeBank}`)
      .where(sql<boolean>`k.no_rekening is not distinct from ${key.noRekening}`);
  }
  return q
    .groupBy(['k.kode_toko', 'k.no_ref', 'k.kode_bank', 'k.no_rekening'])
    .having(sql<boolean>`sum(k.jumlah_in - k.jumlah_out) > 0`)
    .orderBy(sql`min(k.tgl_system)`)
    .orderBy(sql`min(k.id)`)
    .execute();
}

/** Locks the NON_TUNAI rows of a pending item (a second validation of it waits, then finds it validated). */
export async function lockPending(db: Db, kodeToko: string, key: PendingKey): Promise<number> {
  const rows = await db
    .selectFrom('kas_mutasi')
    .select('id')
    .where('kode_toko', '=', kodeToko)
    .where('jenis', '=', 'NON_TUNAI')
    .where('no_ref', '=', key.noRef)
    .where(sql<boolean>`kode_bank is not distinct from ${key.kodeBank}`)
    .where(sql<boolean>`no_rekening is not distinct from ${key.noRekening}`)
    .forUpdate()
    .execute();
  return rows.length;
}

/** What a pending item holds per kategori (in minus out), the kategori that hold something. */
export async function heldByKategori(db: Db, kodeToko: string, key: PendingKey) {
  const rows = await db
    .selectFrom('kas_mutasi')
    .select(['kategori', sql<string>`sum(jumlah_in - jumlah_out)`.as('net')])
    .where('kode_toko', '=', kodeToko)
    .where('jenis', '=', 'NON_TUNAI')
    .where('no_ref', '=', key.noRef)
    .where(sql<boolean>`kode_bank is not distinct from ${key.kodeBank}`)
    .where(sql<boolean>`no_rekening is not distinct from ${key.noRekening}`)
    .groupBy('kategori')
    .orderBy(sql`min(id)`)
    .execute();
  return rows.map((r) => ({ kategori: r.kategori, net: Number(r.net) })).filter((r) => r.net !== 0);
}

export function insertValidation(db: Db, row: Insertable<ValidasiNonTunaiTable>) {
  return db.insertInto('validasi_non_tunai').values(row).returningAll().executeTakeFirstOrThrow();
}
