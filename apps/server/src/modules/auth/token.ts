import { createHash, randomBytes } from 'node:crypto';

/** Opaque session tokens: 32 random bytes; only their SHA-256 is stored. */
export function createSessionToken(): { token: string; tokenHash: string; id: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token), id: randomBytes(16).toString('hex') };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
