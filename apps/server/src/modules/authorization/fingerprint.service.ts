import {
  APPROVAL_ID_LENGTH,
  APPROVER_LEVELS,
  FINGERPRINT_CHALLENGE_SECONDS,
  FINGERPRINT_MESSAGES as F,
  FINGERPRINT_TIMEOUT_MS,
  type ApprovalResult,
  type FingerprintApprovalInput,
  type FingerprintCredential,
  type RegistrationJson,
  type UserFingerprintRow,
} from '@emas/domain';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import * as authRepo from '../auth/auth.repository';
import { randomCode, refusalOf } from './authorization.service';
import * as repo from './authorization.repository';
import * as fpRepo from './fingerprint.repository';

/** The relying party a ceremony runs for: configured, else the host the browser called (DESIGN: one site per deployment). */
export type RelyingParty = { rpID: string; origins: string[] };

export function relyingPartyOf(app: FastifyInstance, request: FastifyRequest): RelyingParty {
  const rpID = app.config.WEBAUTHN_RP_ID || request.hostname.replace(/:\d+$/, '');
  const origins = app.config.WEBAUTHN_ORIGINS.length ? app.config.WEBAUTHN_ORIGINS : [`${request.protocol}://${request.host}`];
  return { rpID, origins };
}

const iso = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());
const transportsOf = (text: string): string[] => text.split(',').map((t) => t.trim()).filter(Boolean);

function credentialOf(row: { id: string; transports: string; created_at: string; last_used_at: string | null }): FingerprintCredential {
  return { id: row.id, transports: transportsOf(row.transports), created_at: new Date(row.created_at).toISOString(), last_used_at: iso(row.last_used_at) };
}

const isApproverLevel = (level: string): boolean => (APPROVER_LEVELS as readonly string[]).includes(level);

// ---------------------------------------------------------------- enrolment (the supervisor's own user)

function assertCanEnrol(auth: AuthContext): void {
  if (!isApproverLevel(auth.level)) throw forbidden(F.enrolForbidden);
}

/** POST /api/user-fingerprint/register/options: a registration challenge for the caller's own user. */
export async function registrationOptions(app: FastifyInstance, auth: AuthContext, rp: RelyingParty) {
  assertCanEnrol(auth);
  const existing = await fpRepo.listCredentials(app.db, auth.userId);
  const options = await generateRegistrationOptions({
    rpName: 'Emas',
    rpID: rp.rpID,
    userName: auth.userId,
    userDisplayName: auth.namaUser || auth.userId,
    userID: isoUint8Array.fromUTF8String(auth.userId),
    timeout: FINGERPRINT_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: transportsOf(c.transports) })),
    // the fingerprint sensor of the device itself, and the finger (user verification) is required
    authenticatorSelection: { authenticatorAttachment: 'platform', userVerification: 'required', residentKey: 'preferred' },
  });
  await fpRepo.insertChallenge(app.db, {
    challenge: options.challenge,
    user_id: auth.userId,
    purpose: 'REGISTER',
    requested_by: auth.userId,
    kode_toko: auth.kodeToko,
    seconds: FINGERPRINT_CHALLENGE_SECONDS,
  });
  return options as unknown as Record<string, unknown>;
}

/** POST /api/user-fingerprint/register: the sensor's answer, verified against the stored challenge; answers the caller's credentials. */
export async function register(app: FastifyInstance, auth: AuthContext, response: RegistrationJson, rp: RelyingParty): Promise<FingerprintCredential[]> {
  assertCanEnrol(auth);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: (challenge) =>
        fpRepo.consumeChallenge(app.db, { challenge, user_id: auth.userId, purpose: 'REGISTER', requested_by: auth.userId, kode_toko: auth.kodeToko }),
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
    });
  } catch {
    throw badRequest(F.tryAgain);
  }
  if (!verification.verified) throw badRequest(F.tryAgain);
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  if (await fpRepo.findCredential(app.db, credential.id)) throw badRequest(F.alreadyEnrolled);
  await fpRepo.insertCredential(app.db, {
    id: credential.id,
    user_id: auth.userId,
    public_key: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: (credential.transports ?? []).join(','),
    device_type: credentialDeviceType,
    backed_up: credentialBackedUp,
  });
  return myCredentials(app, auth);
}

export async function myCredentials(app: FastifyInstance, auth: AuthContext): Promise<FingerprintCredential[]> {
  return (await fpRepo.listCredentials(app.db, auth.userId)).map(credentialOf);
}

export async function removeCredential(app: FastifyInstance, auth: AuthContext, id: string): Promise<FingerprintCredential[]> {
  if ((await fpRepo.deleteCredential(app.db, auth.userId, id)) === 0) throw notFound(F.notFound);
  return myCredentials(app, auth);
}

// ---------------------------------------------------------------- approval

/** An SPV/OWN user, active, with at least one credential; else 'Username Tidak Tidak Terdaftar'. */
async function fingerprintUser(app: FastifyInstance, userId: string) {
  const user = await authRepo.findUserForLogin(app.db, userId);
  if (!user || !user.is_active || !isApproverLevel(user.level)) throw badRequest(F.unknownUser, { user_id: F.unknownUser });
  const credentials = await fpRepo.listCredentials(app.db, user.user_id);
  if (credentials.length === 0) throw badRequest(F.unknownUser, { user_id: F.unknownUser });
  return { user, credentials };
}

/**
 * GET /api/user-fingerprint?user_id= (spec 000 §3, §7): the supervisor's credentials and a challenge
 * for them to sign, issued for this requester (the cashier's session) and store, single use, valid
 * FINGERPRINT_CHALLENGE_SECONDS.
 */
export async function lookup(app: FastifyInstance, auth: AuthContext, userId: string, rp: RelyingParty): Promise<UserFingerprintRow[]> {
  const { user, credentials } = await fingerprintUser(app, userId);
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    timeout: FINGERPRINT_TIMEOUT_MS,
    userVerification: 'required',
    allowCredentials: credentials.map((c) => ({ id: c.id, transports: transportsOf(c.transports) })),
  });
  await fpRepo.insertChallenge(app.db, {
    challenge: options.challenge,
    user_id: user.user_id,
    purpose: 'AUTHENTICATE',
    requested_by: auth.userId,
    kode_toko: auth.kodeToko,
    seconds: FINGERPRINT_CHALLENGE_SECONDS,
  });
  return [
    {
      user_id: user.user_id,
      nama_user: user.nama_user,
      level: user.level,
      fingerprints: credentials.map(credentialOf),
      options: {
        challenge: options.challenge,
        rpId: options.rpId,
        timeout: options.timeout,
        userVerification: options.userVerification,
        allowCredentials: (options.allowCredentials ?? []).map((c) => ({ id: c.id, type: 'public-key' as const, ...(c.transports ? { transports: c.transports } : {}) })),
      },
    },
  ];
}

/**
 * POST /api/authorization/fingerprint (spec 000 §4, §7): the assertion must be signed by a credential
 * of that user over a challenge issued to this requester for that user (single use, not expired);
 * a replayed, forged or foreign assertion is refused with 'Silahkan Coba Lagi'. The approval is
 * recorded as the others are (APPROVED, metode FINGERPRINT) and the requester hears 'fingerprint-auth'.
 */
export async function approve(app: FastifyInstance, auth: AuthContext, input: FingerprintApprovalInput, rp: RelyingParty): Promise<ApprovalResult> {
  const { user } = await fingerprintUser(app, input.user_id);
  const refused = () => {
    app.realtime.toUser(auth.userId, 'fingerprint-auth', { status: false, auth_for: input.kategori, user_id: user.user_id });
    return badRequest(F.tryAgain, { fp: F.tryAgain });
  };
  const result = await app.db.transaction().execute(async (trx) => {
    const credential = await fpRepo.findCredential(trx, input.fp.id);
    if (!credential || credential.user_id !== user.user_id) throw refused();
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response: input.fp as AuthenticationResponseJSON,
        expectedChallenge: (challenge) =>
          fpRepo.consumeChallenge(trx, { challenge, user_id: user.user_id, purpose: 'AUTHENTICATE', requested_by: auth.userId, kode_toko: auth.kodeToko }),
        expectedOrigin: rp.origins,
        expectedRPID: rp.rpID,
        credential: {
          id: credential.id,
          publicKey: isoBase64URL.toBuffer(credential.public_key),
          counter: Number(credential.counter),
          transports: transportsOf(credential.transports),
        },
        requireUserVerification: true,
      });
    } catch {
      verification = null;
    }
    if (!verification?.verified) return null;
    const refusal = refusalOf(app, { level: user.level, kodeToko: user.kode_toko, isPusat: user.toko_type === 'PUSAT' }, auth.kodeToko);
    if (refusal) throw badRequest(refusal, { user_id: refusal });
    await fpRepo.touchCredential(trx, credential.id, verification.authenticationInfo.newCounter);
    const id = randomCode(APPROVAL_ID_LENGTH);
    await repo.insertOtorisasi(trx, {
      id,
      kode_toko: auth.kodeToko,
      operasi: input.kategori,
      metode: 'FINGERPRINT',
      status: 'APPROVED',
      requested_by: auth.userId,
      approved_by: user.user_id,
      alasan: input.alasan ?? '',
      nilai: input.nilai ?? null,
      deskripsi: input.deskripsi ?? '',
      no_faktur_group: input.no_faktur_group ?? null,
      decided_at: new Date(),
    });
    return { id, operasi: input.kategori, approved_by: user.user_id, metode: 'FINGERPRINT' as const };
  });
  // a refused assertion still used up its challenge (committed above): it cannot be tried again
  if (!result) throw refused();
  app.realtime.toUser(auth.userId, 'fingerprint-auth', { status: true, auth_for: input.kategori, user_id: user.user_id });
  return result;
}
