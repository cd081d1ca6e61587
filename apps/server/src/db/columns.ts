import { parseWeightToMg, type Milligrams } from '@emas/domain';
import { sql, type RawBuilder } from 'kysely';

/**
 * A weight column (numeric(…,3), read as text) in integer milligrams. A value the domain cannot parse
 * means the database holds something no write path puts there: fail loudly rather than guess.
 */
export function mgOf(text: string | number): Milligrams {
  const mg = parseWeightToMg(text);
  if (mg === null) throw new RangeError(`Berat tidak sah di database: ${text}`);
  return mg;
}

/**
 * The store's business date (toko.tgl_system) read inside the writing statement: the date a document or a
 * cancellation belongs to, never the clock's (docs/architecture.md, Ledgers and the business date).
 */
export function storeBusinessDate(kodeToko: string): RawBuilder<string> {
  return sql<string>`(select tgl_system from toko where kode_toko = ${kodeToko})`;
}
