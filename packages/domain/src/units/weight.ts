/**
 * Weight is grams with 3 decimals. All arithmetic is done in integer milligrams so that
 * sums never drift; strings/numbers are converted at the edges only.
 */
export type Milligrams = number;

const WEIGHT_RE = /^(-)?(\d+)(?:\.(\d{0,3})\d*)?$/;

/** Parses "12.345", "12,345" (comma decimal) or a number into milligrams; null when not a weight. */
export function parseWeightToMg(input: string | number): Milligrams | null {
  const text = typeof input === 'number' ? toFixedString(input) : input.trim().replace(',', '.');
  const m = WEIGHT_RE.exec(text);
  if (!m) return null;
  const grams = Number(m[2]);
  const frac = Number(((m[3] ?? '') + '000').slice(0, 3));
  const mg = grams * 1000 + frac;
  if (!Number.isSafeInteger(mg)) return null;
  return m[1] && mg !== 0 ? -mg : mg;
}

function toFixedString(n: number): string {
  if (!Number.isFinite(n)) return 'NaN';
  // toFixed(3) rounds half away correctly for values produced by numeric(12,3)
  return n.toFixed(3);
}

export function mgToGrams(mg: Milligrams): number {
  return mg / 1000;
}

/** "1.234" style fixed string with 3 decimals, as stored in numeric(12,3). */
export function mgToWeightString(mg: Milligrams): string {
  const sign = mg < 0 ? '-' : '';
  const abs = Math.abs(mg);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

export function sumWeightsMg(values: readonly Milligrams[]): Milligrams {
  let total = 0;
  for (const v of values) {
    if (!Number.isSafeInteger(v)) throw new RangeError(`Bukan berat yang sah: ${v}`);
    total += v;
  }
  return total;
}
