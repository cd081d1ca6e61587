import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

/**
 * A software platform authenticator for server tests (what Chromium's virtual authenticator is for the
 * e2e tests): an ES256 key pair, 'none' attestation, user presence and verification flags set, a
 * signature counter. It answers the JSON shapes @simplewebauthn/browser sends.
 */
export type SoftAuthenticator = {
  credentialId: string;
  register(options: { challenge: string; rp?: { id?: string } }): Record<string, unknown>;
  assert(options: { challenge: string }, overrides?: { origin?: string; counter?: number }): AssertionJson;
};
export type AssertionJson = {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string };
  clientExtensionResults: Record<string, unknown>;
  authenticatorAttachment: 'platform';
};

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

function coseKeyOf(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const key = new Map<number, number | Uint8Array>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, isoBase64URL.toBuffer(jwk.x!)],
    [-3, isoBase64URL.toBuffer(jwk.y!)],
  ]);
  return isoCBOR.encode(key as never);
}

export function softAuthenticator(rpId: string, origin: string): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credId = randomBytes(16);
  const credentialId = b64(credId);
  const rpIdHash = sha256(rpId);
  let counter = 0;

  return {
    credentialId,
    register(options) {
      const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }));
      const credLen = Buffer.alloc(2);
      credLen.writeUInt16BE(credId.length);
      // flags: UP (0x01) | UV (0x04) | AT (0x40)
      const authData = Buffer.concat([rpIdHash, Buffer.from([0x45]), u32(counter), Buffer.alloc(16), credLen, credId, Buffer.from(coseKeyOf(publicKey))]);
      const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', new Uint8Array(authData)]]) as never);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: { clientDataJSON: b64(clientDataJSON), attestationObject: b64(attestationObject), transports: ['internal'] },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    assert(options, overrides = {}) {
      counter = overrides.counter ?? counter + 1;
      const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: overrides.origin ?? origin, crossOrigin: false }));
      const authData = Buffer.concat([rpIdHash, Buffer.from([0x05]), u32(counter)]);
      const signer = createSign('sha256');
      signer.update(Buffer.concat([authData, sha256(clientDataJSON)]));
      const signature = signer.sign(privateKey);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authData), signature: b64(signature) },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
