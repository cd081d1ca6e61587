import { type Insertable, type Kysely, type RawBuilder } from 'kysely';
import type { TitipListQuery } from '@emas/domain';
import type { Database, TitipBayarTable, TitipDetailTable, TitipTable } from '../../db/schema';
import { insertDepositDocument } from '../../db/deposit-document';
import { historyDocument, historyLineCount, historyQuery, validateHistory } from '../counter/history-query.repository';

type Db = Kysely<Database>;

export function findTitipByKey(db: Db, kodeToko: string, key: string) {
  return db.selectFrom('titip').select('no_titip').where('kode_toko', '=', kodeToko).where('idempotency_key', '=', key).executeTakeFirst();
}

export function findTitip(db: Db, kodeToko: string, no: string, lock = false) {
  const q = db.selectFrom('titip').selectAll().where('kode_toko', '=', kodeToko).where('no_titip', '=', no);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}
export type TitipHeaderRow = NonNullable<Awaited<ReturnType<typeof findTitip>>>;

export function listTitipLines(db: Db, kodeToko: string, no: string) {
  return db.selectFrom('titip_detail').selectAll().where('kode_toko', '=', kodeToko).where('no_titip', '=', no).orderBy('urut').execute();
}

export function listTitipPayments(db: Db, kodeToko: string, no: string) {
  return db.selectFrom('titip_bayar').selectAll().where('kode_toko', '=', kodeToko).where('no_titip', '=', no).orderBy('urut').execute();
}

export function insertTitip(
  db: Db,
  header: Insertable<TitipTable>,
  lines: readonly Insertable<TitipDetailTable>[],
  payments: readonly Insertable<TitipBayarTable>[],
): Promise<void> {
  return insertDepositDocument(db, { header: 'titip', lines: 'titip_detail', payments: 'titip_bayar' }, header, lines, payments);
}

/** A layaway paid off by a sale, as a query (the sale's number may be an expression of its writing statement). */
export function markPaidQuery(db: Db, kodeToko: string, no: string, noFaktur: string | RawBuilder<string>) {
  return db.updateTable('titip').set({ status: 'LUNAS', no_faktur_group: noFaktur }).where('kode_toko', '=', kodeToko).where('no_titip', '=', no);
}

export async function markCancelled(
  db: Db,
  kodeToko: string,
  no: string,
  v: { alasan: string; by: string; potongan: number; refund: number; tglSystem: string; otorisasi: string },
): Promise<void> {
  await db
    .updateTable('titip')
    .set({
      status: 'BATAL',
      alasan_batal: v.alasan,
      batal_by: v.by,
      batal_at: new Date(),
      batal_tgl_system: v.tglSystem,
      potongan: v.potongan,
      refund: v.refund,
      otorisasi: v.otorisasi,
    })
    .where('kode_toko', '=', kodeToko)
    .where('no_titip', '=', no)
    .execute();
}

/** The layaways' history: q matches the number, customer, phone or a barcode. */
export const TITIP_HISTORY = historyDocument('titip', 'no_titip', { lines: { table: 'titip_detail', searched: ['kode_barcode'] } });

export function listTitip(db: Db, kodeToko: string, f: TitipListQuery) {
  const q = db
    .selectFrom('titip as p')
    .innerJoin('toko as t', 't.kode_toko', 'p.kode_toko')
    .selectAll('p')
    .select(['t.nama_toko', 't.alamat_toko', historyLineCount(TITIP_HISTORY).as('jumlah_item')]);
  return historyQuery(q, TITIP_HISTORY, kodeToko, f).execute();
}
export type TitipListDbRow = Awaited<ReturnType<typeof listTitip>>[number];

export function validateTitip(db: Db, kodeToko: string, nos: readonly string[], by: string): Promise<number> {
  return validateHistory(db, TITIP_HISTORY, kodeToko, nos, by);
}
