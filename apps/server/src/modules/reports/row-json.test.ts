import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowJson } from './report-definition';

/**
 * The report stream writes each row with `rowJson`: the same text as `JSON.stringify(z.encode(schema, row))`
 * (fields in the schema's order, unknown keys left out), and the same error for a row the schema refuses.
 */
const outcome = (f: () => string) => {
  try {
    return { text: f() };
  } catch (e) {
    return { error: (e as Error).message };
  }
};
const same = <T>(schema: z.ZodType<T>, row: unknown) =>
  expect(outcome(() => rowJson(schema)(row as T))).toEqual(outcome(() => JSON.stringify(z.encode(schema, row as T))));

const plain = z.object({ kode_toko: z.string(), harga: z.number(), aktif: z.boolean(), nama: z.string().nullable(), catatan: z.string().optional() });
const value = fc.oneof(fc.string(), fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.constant(Number.NaN));

describe('rowJson', () => {
  it('writes a plain row as z.encode and JSON.stringify do, whatever the values and extra keys (quotes, unicode, NaN, wrong types)', () => {
    fc.assert(
      fc.property(fc.record({ kode_toko: value, harga: value, aktif: value, nama: value, catatan: value, lain: value }, { requiredKeys: ['kode_toko', 'harga'] }), (row) => {
        same(plain, row);
      }),
      { numRuns: 2000 },
    );
    // a database row: exactly the schema's keys, in its order
    fc.assert(
      fc.property(fc.record({ kode_toko: value, harga: value, aktif: value, nama: value, catatan: value }), (row) => {
        same(plain, row);
      }),
      { numRuns: 2000 },
    );
    same(plain, { harga: 5, aktif: true, nama: 'x', kode_toko: 'BDG "1"\n\u2028' });
    same(plain, { kode_toko: 'BDG "1"\n\u2028\ud800', harga: -0, aktif: false, nama: null, catatan: 'é' });
  });

  it('schemas with checks, formats or transforms go through zod itself', () => {
    const checked = z.object({ n: z.number().int(), e: z.email(), t: z.string().transform((s) => s.length) });
    fc.assert(
      fc.property(fc.record({ n: value, e: fc.oneof(fc.constant('a@b.co'), fc.string()), t: fc.string() }), (row) => {
        same(checked, row);
      }),
      { numRuns: 300 },
    );
  });
});
