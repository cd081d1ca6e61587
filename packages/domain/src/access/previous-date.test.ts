import { describe, expect, it } from 'vitest';
import { LEVELS, type Level } from './levels';
import { isPreviousDateActive } from './previous-date';

/**
 * Spec 000 §6, spec 001 §4: both settings on -> off for OWN, SPV, SU, MU; owner only -> off for
 * OWN, SU, MU; supervisor only -> off for SPV, SU, MU; otherwise on. Written out cell by cell.
 */
const EXPECTED: Record<'both' | 'owner' | 'supervisor' | 'none', Record<Level, boolean>> = {
  both: { OWN: false, SU: false, MU: false, DEV: true, SPV: false, KASIR: true },
  owner: { OWN: false, SU: false, MU: false, DEV: true, SPV: true, KASIR: true },
  supervisor: { OWN: true, SU: false, MU: false, DEV: true, SPV: false, KASIR: true },
  none: { OWN: true, SU: true, MU: true, DEV: true, SPV: true, KASIR: true },
};

const SETTINGS = { both: [true, true], owner: [true, false], supervisor: [false, true], none: [false, false] } as const;

describe('isPreviousDateActive', () => {
  for (const [name, [owner, supervisor]] of Object.entries(SETTINGS) as [keyof typeof SETTINGS, readonly [boolean, boolean]][]) {
    it.each([...LEVELS])(`${name} setting(s) on: %s`, (level) => {
      expect(isPreviousDateActive(level, owner, supervisor)).toBe(EXPECTED[name][level]);
    });
  }
});
