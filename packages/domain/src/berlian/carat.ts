import type { Milligrams } from '../units/weight';

/**
 * Carats of diamonds, with 3 decimals like grams: all arithmetic is done in integer milli-carats (mct) so that
 * sums never drift; text and numbers are converted at the edges only. 1 ct = 0.2 g = 200 mg = 100 points,
 * so 1 mct = 0.2 mg: carats turn into milligrams exactly only in fives (`caratMctToMg` rounds half up),
 * milligrams into milli-carats always exactly (`mgToCaratMct`).
 */
export type MilliCarats = number;

/** 1 ct = 200 mg. */
export const MG_PER_CARAT = 200;

const CARAT_RE = /^(\d+)(?:\.(\d{0,3}))?$/;

/**
 * Parses '0.505', '0,505' or a number into milli-carats; null when not a carat value (negative, more than
 * 3 decimals, not a number). A number is read through its 3-decimal text, as a numeric(10,3) column answers.
 */
export function parseCaratToMct(input: string | number): MilliCarats | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) && input >= 0 ? input.toFixed(3) : 'x') : input.trim().replace(',', '.');
  const m = CARAT_RE.exec(text);
  if (!m) return null;
  const mct = Number(m[1]) * 1000 + Number(((m[2] ?? '') + '000').slice(0, 3));
  return Number.isSafeInteger(mct) ? mct : null;
}

/** '0.505' style fixed text with 3 decimals, as stored in numeric(10,3). */
export function mctToCaratString(mct: MilliCarats): string {
  const sign = mct < 0 ? '-' : '';
  const abs = Math.abs(mct);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

/** Carats as a number for the wire (0.505). */
export function mctToCarats(mct: MilliCarats): number {
  return mct / 1000;
}

/** The exact sum of carat values (milli-carats). */
export function sumCaratsMct(values: readonly MilliCarats[]): MilliCarats {
  let total = 0;
  for (const v of values) {
    if (!Number.isSafeInteger(v)) throw new RangeError(`Bukan karat yang sah: ${v}`);
    total += v;
  }
  return total;
}

/** Stones' weight in milligrams: mct / 5, rounded half up (1.000 ct -> 200 mg; 0.003 ct -> 1 mg). */
export function caratMctToMg(mct: MilliCarats): Milligrams {
  if (!Number.isSafeInteger(mct) || mct < 0) throw new RangeError(`Bukan karat yang sah: ${mct}`);
  return Math.floor((2 * mct + 5) / 10);
}

/** Milligrams as milli-carats, exact (200 mg -> 1000 mct). */
export function mgToCaratMct(mg: Milligrams): MilliCarats {
  if (!Number.isSafeInteger(mg) || mg < 0) throw new RangeError(`Bukan berat yang sah: ${mg}`);
  return mg * 5;
}

/**
 * The net gold weight of a piece: its gross weight (gold and stones together, as weighed) less the stones'
 * weight; null when the stones weigh more than the piece.
 */
export function netGoldMg(grossMg: Milligrams, stonesMct: MilliCarats): Milligrams | null {
  const net = grossMg - caratMctToMg(stonesMct);
  return net < 0 ? null : net;
}
