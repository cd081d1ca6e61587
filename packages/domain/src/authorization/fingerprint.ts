import { z } from 'zod';
import { envelope } from '../schemas/common';
import { FINGERPRINT_MESSAGES } from './fingerprint-messages';
import { approvalOperation } from './schemas';

export { FINGERPRINT_MESSAGES };

/**
 * Fingerprint approval (spec 000 §3, §4, §7, §8): the third way a supervisor approves, after QR and
 * password. The fingerprint reader is the one people carry: a WebAuthn platform authenticator (the
 * phone's or laptop's fingerprint sensor). A supervisor enrols a credential once; the dialog asks the
 * server for a challenge (GET user-fingerprint), the sensor signs it, and POST authorization/fingerprint
 * sends the signed assertion as `fp`. The server checks the signature against the challenge it issued
 * (stored, single use, short-lived).
 */

/** The module flag that offers fingerprint approval in the authorization dialog. */
export const FINGERPRINT_MODULE = 'FINGERPRINT_MODULE';
/** How long an issued challenge may be answered. */
export const FINGERPRINT_CHALLENGE_SECONDS = 120;
/** How long the browser waits for the sensor. */
export const FINGERPRINT_TIMEOUT_MS = 60_000;

const text = (max: number) => z.string().max(max);
const b64url = z.string().max(4096).regex(/^[A-Za-z0-9_-]*={0,2}$/);
const extensions = z.record(z.string(), z.unknown()).default({});

/** A WebAuthn assertion as @simplewebauthn/browser's startAuthentication answers it (AuthenticationResponseJSON). */
export const assertionJson = z.object({
  id: b64url.min(1),
  rawId: b64url.min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url.min(1),
    authenticatorData: b64url.min(1),
    signature: b64url.min(1),
    userHandle: b64url.optional(),
  }),
  clientExtensionResults: extensions,
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});
export type AssertionJson = z.infer<typeof assertionJson>;

/** A WebAuthn registration as startRegistration answers it (RegistrationResponseJSON). */
export const registrationJson = z.object({
  id: b64url.min(1),
  rawId: b64url.min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url.min(1),
    attestationObject: b64url.min(1),
    authenticatorData: b64url.optional(),
    transports: z.array(text(30)).max(10).optional(),
    publicKeyAlgorithm: z.number().optional(),
    publicKey: b64url.optional(),
  }),
  clientExtensionResults: extensions,
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});
export type RegistrationJson = z.infer<typeof registrationJson>;

const userId = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string({ error: FINGERPRINT_MESSAGES.userIdRequired }).trim().max(50, FINGERPRINT_MESSAGES.unknownUser).transform((v) => v.toUpperCase()),
);

/** GET /api/user-fingerprint?user_id= (spec 000 §7). */
export const userFingerprintQuery = z.object({ user_id: userId });

/** One enrolled credential (its public part). */
export const fingerprintCredential = z.object({
  /** the credential id (base64url): what the sensor is asked to sign with */
  id: z.string(),
  transports: z.array(z.string()),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type FingerprintCredential = z.infer<typeof fingerprintCredential>;

/** The options navigator.credentials.get / startAuthentication takes (PublicKeyCredentialRequestOptionsJSON). */
export const assertionOptions = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  userVerification: z.string().optional(),
  allowCredentials: z.array(z.object({ id: z.string(), type: z.literal('public-key'), transports: z.array(z.string()).optional() })).optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});

/**
 * spec 000 §3 "A fingerprint lookup returns a list whose first item has fingerprints, whose first has
 * bytes": the first item is the user with `fingerprints` (credentials; the first one's id is what the
 * sensor signs with) and `options`, a fresh challenge to sign.
 */
export const userFingerprintRow = z.object({
  user_id: z.string(),
  nama_user: z.string(),
  level: z.string(),
  fingerprints: z.array(fingerprintCredential),
  options: assertionOptions,
});
export type UserFingerprintRow = z.infer<typeof userFingerprintRow>;
export const userFingerprintResponse = envelope(z.array(userFingerprintRow));

/** POST /api/authorization/fingerprint (spec 000 §7): user_id, fp (the signed assertion), kategori (the feature). */
export const fingerprintApprovalRequest = z.object({
  user_id: userId,
  fp: assertionJson,
  kategori: approvalOperation,
  deskripsi: z.string().trim().max(300).optional(),
  nilai: z.number().int().min(-1e15).max(1e15).optional(),
  no_faktur_group: z.string().trim().max(60).optional(),
  alasan: z.string().trim().max(300).optional(),
});
export type FingerprintApprovalRequest = z.input<typeof fingerprintApprovalRequest>;
export type FingerprintApprovalInput = z.output<typeof fingerprintApprovalRequest>;

/** The options navigator.credentials.create / startRegistration takes (PublicKeyCredentialCreationOptionsJSON). */
export const registrationOptionsResponse = envelope(z.record(z.string(), z.unknown()));

/** POST /api/user-fingerprint/register: the enrolment answer of the sensor. */
export const fingerprintRegisterRequest = z.object({ response: registrationJson });
export type FingerprintRegisterRequest = z.input<typeof fingerprintRegisterRequest>;

/** The caller's own enrolled credentials (GET /api/user-fingerprint/me, after register or remove). */
export const myFingerprintsResponse = envelope(z.array(fingerprintCredential));
export const fingerprintIdParams = z.object({ id: b64url.min(1) });
