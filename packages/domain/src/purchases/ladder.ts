import type { Milligrams } from '../units/weight';
import { PURCHASE_MESSAGES } from './messages';

/**
 * Weight ladders (spec 001 §9): the part of a weight below a tenth of a gram (0-99 mg) is cut to a
 * step. A ladder is its steps in milligrams, ascending from 0; a remainder takes the highest step not
 * above it, so a ladder only ever lowers a weight, by less than 0.1 g, and the shop never pays for
 * gold it does not receive. The specification gives the ladders by example only; a store writes its
 * own in the parameter TANGGA_BERAT_PEMBELIAN ('0,30,50,80'), none by default.
 */
export type WeightLadder = readonly number[];

/** spec 001 §9 'another ladder of 0.03, 0.05, 0.08, 0.1': 0.000, 0.030, 0.050, 0.080 within each tenth. */
export const LADDER_3_5_8: WeightLadder = [0, 30, 50, 80];
/** steps of 0.05 within each tenth. */
export const LADDER_5: WeightLadder = [0, 50];

/** A ladder from its parameter text ('0,30,50,80' or '30 50 80'), or an error; empty text is no ladder. */
export function parseWeightLadder(text: string | null | undefined): { ladder: WeightLadder | null } | { error: string } {
  const words = (text ?? '').split(/[,;\s]+/).filter(Boolean);
  if (words.length === 0) return { ladder: null };
  const steps = words.map(Number);
  if (steps.some((s) => !Number.isInteger(s) || s < 0 || s > 99)) return { error: PURCHASE_MESSAGES.ladderInvalid };
  const sorted = [...new Set([0, ...steps])].sort((a, b) => a - b);
  return { ladder: sorted };
}

/** The weight cut down to the ladder's step (no ladder: as weighed). */
export function applyWeightLadder(mg: Milligrams, ladder: WeightLadder | null): Milligrams {
  if (!ladder || ladder.length === 0) return mg;
  const tenths = Math.floor(mg / 100) * 100;
  const rest = mg - tenths;
  let step = 0;
  for (const s of ladder) if (s <= rest && s > step) step = s;
  return tenths + step;
}
