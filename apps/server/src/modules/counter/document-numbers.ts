import { formatDocumentNumber } from '@emas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as stockRepo from '../stock/stock.repository';

/** `count` numbers of a document kind (`prefix`) for the store's business date, taken from the store's counter. */
export async function documentNumbers(trx: Kysely<Database>, kodeToko: string, tglSystem: string, prefix: string, count = 1): Promise<string[]> {
  const last = await stockRepo.takeNumbers(trx, kodeToko, prefix, count);
  return Array.from({ length: count }, (_, i) => formatDocumentNumber(prefix, kodeToko, tglSystem, last - count + 1 + i));
}
