import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRfidReads, RFID_TAG_PATTERN } from './rfid';

describe('RFID reads', () => {
  it('reads a CSV export: header skipped, first column, upper case, each tag once', () => {
    const csv = 'EPC,RSSI,TIME\ne2000017221101441890abcd,-45,10:00\n"E2000017221101441890ABCD",-47,10:01\nE200001722110144189FFFF1;x\n\n';
    expect(parseRfidReads(csv)).toEqual({ tags: ['E2000017221101441890ABCD', 'E200001722110144189FFFF1'], invalid: [], duplicates: 1 });
  });

  it('reports what is not a tag apart', () => {
    expect(parseRfidReads('AB\nTAG 01\nABCD1234')).toEqual({ tags: ['ABCD1234'], invalid: ['AB', 'TAG 01'], duplicates: 0 });
  });

  it('every tag answered is valid and unique, and tags + duplicates + invalid account for every non-empty line', () => {
    const tag = fc.stringMatching(/^[A-F0-9]{4,24}$/);
    fc.assert(
      fc.property(fc.array(fc.oneof(tag, fc.constant('x'), fc.constant('')), { maxLength: 60 }), (lines) => {
        const r = parseRfidReads(lines.join('\n'));
        expect(new Set(r.tags).size).toBe(r.tags.length);
        for (const t of r.tags) expect(RFID_TAG_PATTERN.test(t)).toBe(true);
        expect(r.tags.length + r.duplicates + r.invalid.length).toBe(lines.filter((l) => l.trim() !== '').length);
      }),
    );
  });
});
