import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memberTokenPayload, parseMemberToken } from './index';

describe('member page token text', () => {
  it('reads back the id, expiry and signature of any well-formed token', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 17n }), fc.integer({ min: 0, max: 999_999_999_999 }), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), (id, exp, sig) => {
        expect(parseMemberToken(`${id}.${exp}.${sig}`)).toEqual({ id: String(id), expires: exp, signature: sig });
      }),
    );
  });

  it('refuses anything else: missing parts, signs, spaces, other characters', () => {
    for (const bad of ['', 'abc', '1.2', '1.2.short', '-1.2.abcdefghijklmnopqrstuvwxyz', '1.2.abcdefghijklmnopqrstuvwxyz!', ' 1.2.abcdefghijklmnopqrstuvwxyz', '1..abcdefghijklmnopqrstuvwxyz']) {
      expect(parseMemberToken(bad), bad).toBeNull();
    }
  });

  it('signs the link id, the member and the expiry together', () => {
    expect(memberTokenPayload('12', 'M0001', 1790000000)).toBe('12|M0001|1790000000');
  });
});
