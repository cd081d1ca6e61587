import { isPresentStatus } from '../stock/constants';
import type { Milligrams } from '../units/weight';
import type { OpnameLineState } from './constants';

/**
 * Pure rules of tray weighing and stock counts. Weights are integer milligrams; accessories count
 * their pieces and weigh pieces x the weight of one piece.
 */

export type CountAmount = { jumlah: number; beratMg: Milligrams };

export const ZERO_COUNT: CountAmount = Object.freeze({ jumlah: 0, beratMg: 0 });

/** What the system says a tray holds: the items present there (PRESENT_STATUSES), pieces and weight. */
export function systemAmount(items: readonly { status: string; jumlah: number; beratMg: Milligrams }[]): CountAmount {
  let jumlah = 0;
  let beratMg = 0;
  for (const item of items) {
    if (!isPresentStatus(item.status)) continue;
    jumlah += item.jumlah;
    beratMg += item.jumlah * item.beratMg;
  }
  return { jumlah, beratMg };
}

/** Scale minus system: negative when the tray is lighter than the system says. */
export function selisihMg(beratTimbangMg: Milligrams, beratSystemMg: Milligrams): Milligrams {
  return beratTimbangMg - beratSystemMg;
}

/** A light tray (something may be missing): the scale reads less than the system. */
export function isLightTray(selisih: Milligrams): boolean {
  return selisih < 0;
}

/**
 * The state of a line of a count from whether it was expected in the place and whether it was scanned;
 * `known` false: a code the store does not know; `left`: an expected item that has since left the place.
 */
export function lineStateOf(expected: boolean, scanned: boolean, opts: { known?: boolean; left?: boolean } = {}): OpnameLineState {
  if (!expected) return opts.known === false ? 'UNKNOWN' : 'UNEXPECTED';
  if (scanned) return 'FOUND';
  return opts.left ? 'LEFT' : 'MISSING';
}

export type OpnameLineAmount = { expected: boolean; scanned: boolean; known?: boolean; left?: boolean; jumlah: number; beratMg: Milligrams };
/** `unknown` counts codes (an unknown code has no pieces and no weight). */
export type OpnameSummary = { sistem: CountAmount; found: CountAmount; missing: CountAmount; left: CountAmount; unexpected: CountAmount; unknown: number };

/**
 * Totals of a count: what the system expected, and found / missing / left / unexpected, plus the
 * number of unknown codes. Always sistem = found + missing + left (every expected line is one of them).
 */
export function summarizeOpname(lines: readonly OpnameLineAmount[]): OpnameSummary {
  const add = (a: CountAmount, l: OpnameLineAmount): CountAmount => ({ jumlah: a.jumlah + l.jumlah, beratMg: a.beratMg + l.beratMg });
  const out: OpnameSummary = { sistem: ZERO_COUNT, found: ZERO_COUNT, missing: ZERO_COUNT, left: ZERO_COUNT, unexpected: ZERO_COUNT, unknown: 0 };
  for (const line of lines) {
    if (line.expected) out.sistem = add(out.sistem, line);
    const state = lineStateOf(line.expected, line.scanned, line);
    if (state === 'FOUND') out.found = add(out.found, line);
    else if (state === 'MISSING') out.missing = add(out.missing, line);
    else if (state === 'LEFT') out.left = add(out.left, line);
    else if (state === 'UNEXPECTED') out.unexpected = add(out.unexpected, line);
    else out.unknown += 1;
  }
  return out;
}
