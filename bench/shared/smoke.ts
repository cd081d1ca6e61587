/**
 * Smoke mode (BENCH_SMOKE=1): every benchmark runs a few dozen operations instead of its full load, so that
 * `npm test` can run each one and a benchmark cannot rot unseen (a changed server function, a renamed route).
 * Its figures mean nothing; what counts is that it ran to the end without an error.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1';

/** A benchmark's size: the environment's value when given, else the smoke size in smoke mode, else the full one. */
export function sized(name: string, full: number, smoke: number): number {
  const value = process.env[name];
  return value !== undefined && value !== '' ? Number(value) : SMOKE ? smoke : full;
}

/** The same for a text setting (a list of rates). */
export function sizedText(name: string, full: string, smoke: string): string {
  const value = process.env[name];
  return value !== undefined && value !== '' ? value : SMOKE ? smoke : full;
}
