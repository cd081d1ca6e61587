import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { memberTokenPayload, parseMemberToken } from '@emas/domain';

/** Process-wide fallback key when MEMBER_PAGE_SECRET is empty (links then die at a restart). */
const fallbackKey = randomBytes(32).toString('hex');

export const keyOf = (configured: string) => configured || fallbackKey;

const sign = (key: string, id: string, kodeMember: string, expires: number) => createHmac('sha256', key).update(memberTokenPayload(id, kodeMember, expires)).digest('base64url');

export function makeToken(key: string, id: string, kodeMember: string, expires: number): string {
  return `${id}.${expires}.${sign(key, id, kodeMember, expires)}`;
}

/** True when the token's signature is the one of this link's id, member and expiry. */
export function signatureMatches(key: string, token: string, kodeMember: string): boolean {
  const parsed = parseMemberToken(token);
  if (!parsed) return false;
  const expected = Buffer.from(sign(key, parsed.id, kodeMember, parsed.expires));
  const given = Buffer.from(parsed.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
