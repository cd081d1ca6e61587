import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ITEM_STATUSES, MOVABLE_STATUSES } from './constants';
import { scanStatusRefusal } from './scan-rules';

describe('scan refusals of the stock screens (issue 17 item 4)', () => {
  it('answers with the texts of the sales counter and of the save', () => {
    expect(scanStatusRefusal('BDG0000009', 'TERJUAL', 'PINDAH', MOVABLE_STATUSES)).toBe('Barcode BDG0000009 sudah terjual');
    expect(scanStatusRefusal('BDG0000008', 'HANCUR', 'PINDAH', MOVABLE_STATUSES)).toBe('Barcode BDG0000008 tidak dapat dipindah karena status HANCUR');
    expect(scanStatusRefusal('BDG0000008', 'HANCUR', 'HANCUR', ['READY'])).toBe('Barcode BDG0000008 tidak dapat dihancurkan karena status HANCUR');
    expect(scanStatusRefusal('BDG0000007', 'KIRIM', 'LABEL', ['READY', 'TITIP', 'CONTOH'])).toBe('Barcode BDG0000007 tidak dapat dicetak labelnya karena status KIRIM');
  });

  it('refuses exactly the statuses the screen does not take', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ITEM_STATUSES), fc.subarray([...ITEM_STATUSES]), (status, allowed) => {
        const refusal = scanStatusRefusal('X1', status, 'PINDAH', allowed);
        return allowed.includes(status) ? refusal === null : refusal !== null && refusal.startsWith('Barcode X1 ');
      }),
    );
  });
});
