export const LEVELS = ['OWN', 'SU', 'MU', 'DEV', 'SPV', 'KASIR'] as const;
export type Level = (typeof LEVELS)[number];

export const LEVEL_LABELS: Record<Level, string> = {
  OWN: 'Owner',
  SU: 'Super User',
  MU: 'Master User',
  DEV: 'Developer',
  SPV: 'Supervisor',
  KASIR: 'Kasir',
};

/** Levels that pass every akses check (spec 000 §6). */
export const AKSES_BYPASS_LEVELS: readonly Level[] = ['SU', 'OWN'];

/** Who may grant which level: an OWN/SU may grant anything; others nothing above themselves. */
const LEVEL_RANK: Record<Level, number> = { OWN: 6, SU: 5, DEV: 4, MU: 3, SPV: 2, KASIR: 1 };

export function canGrantLevel(granter: Level, target: Level): boolean {
  if (granter === 'OWN' || granter === 'SU') return true;
  return LEVEL_RANK[target] < LEVEL_RANK[granter];
}

/** Who may end another user's session (issue: OWN or SU). */
export function canEndOtherSession(level: Level): boolean {
  return level === 'OWN' || level === 'SU';
}

export function isLevel(value: unknown): value is Level {
  return typeof value === 'string' && (LEVELS as readonly string[]).includes(value);
}
