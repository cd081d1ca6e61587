import type { Kysely } from 'kysely';
import type { TitipListQuery } from '@emas/domain';
import type { Database } from '../../db/schema';
import { historyDocument, historyLineCount, historyQuery, validateHistory } from '../counter/history-query.repository';

type Db = Kysely<Database>;

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
