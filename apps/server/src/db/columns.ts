import { parseWeightToMg, type Milligrams } from '@emas/domain';

/**
 * A weight column (numeric(…,3), read as text) in integer milligrams. A value the domain cannot parse
 * means the database holds something no write path puts there: fail loudly rather than guess.
 */
export function mgOf(text: string | number): Milligrams {
  const mg = parseWeightToMg(text);
  if (mg === null) throw new RangeError(`Berat tidak sah di database: ${text}`);
  return mg;
}
