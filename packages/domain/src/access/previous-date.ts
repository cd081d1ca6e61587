import type { Level } from './levels';

/**
 * The previous-date-active flag (spec 000 §6, spec 001 §4): with both the owner and supervisor
 * settings on it is off for OWN, SPV, SU, MU; owner only: off for OWN, SU, MU; supervisor only:
 * off for SPV, SU, MU; otherwise on.
 */
export function isPreviousDateActive(level: Level, ownerSetting: boolean, supervisorSetting: boolean): boolean {
  let offFor: readonly Level[] = [];
  if (ownerSetting && supervisorSetting) offFor = ['OWN', 'SPV', 'SU', 'MU'];
  else if (ownerSetting) offFor = ['OWN', 'SU', 'MU'];
  else if (supervisorSetting) offFor = ['SPV', 'SU', 'MU'];
  return !offFor.includes(level);
}
