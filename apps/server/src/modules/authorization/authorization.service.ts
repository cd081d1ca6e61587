import {
  APPROVAL_ID_LENGTH,
  APPROVAL_KEY_ALPHABET,
  APPROVAL_MAX_AGE_MINUTES,
  approvalClient,
  approvalRequiredMessage,
  APPROVER_LEVELS,
  AUTHENTICATOR_LEVELS,
  AUTHORIZATION_MESSAGES as M,
  HEAD_OFFICE_APPROVER_LEVELS,
  isApprovalOperation,
  isHeadOffice,
  MESSAGES,
  type ApprovalLogQuery,
  type ApprovalLogRow,
  type ApprovalMethod,
  type ApprovalOperation,
  type ApprovalResult,
  type Level,
  type ManualApprovalInput,
  type QrDecisionResult,
  type QrGenerateInput,
  type QrGenerateResult,
  type QrRequestRow,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { randomInt } from 'node:crypto';
import type { Database } from '../../db/schema';
import { gateConfigOf, storeScopeOf, type AuthContext } from '../../http/auth-context';
import { badRequest, forbidden, isUniqueViolation, notFound, tooManyRequests } from '../../http/errors';
import * as authRepo from '../auth/auth.repository';
import { dummyPasswordHash, verifyPassword } from '../auth/password';
import * as repo from './authorization.repository';
import type { OtorisasiRow } from './authorization.repository';

type Db = Kysely<Database>;
export type ClientInfo = { ip: string; userAgent: string };

/** A random code of `length` characters from APPROVAL_KEY_ALPHABET (crypto random). */
export function randomCode(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += APPROVAL_KEY_ALPHABET[randomInt(APPROVAL_KEY_ALPHABET.length)];
  return out;
}

const iso = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());
const operasiOf = (value: string): ApprovalOperation => (isApprovalOperation(value) ? value : 'UBAH_HARGA');
/** A QR request's operation, null for a general one (stored as '-'). */
const requestOperasiOf = (value: string): ApprovalOperation | null => (isApprovalOperation(value) ? value : null);
/** What a QR request asks: the legacy `operasi`, else the record's event when it is an operation code. */
const GENERAL_REQUEST = '-';
function requestedOperation(input: QrGenerateInput): string {
  if (input.operasi) return input.operasi;
  const event = input.event.trim().toUpperCase();
  return isApprovalOperation(event) ? event : GENERAL_REQUEST;
}

type Approver = { level: Level; kodeToko: string; isPusat: boolean };

/**
 * Who may approve for a store: an SPV or OWN user of that store, or an OWN/SU user of the head office.
 * Answers null when allowed, else the message of the refusal.
 */
export function refusalOf(app: FastifyInstance, approver: Approver, kodeToko: string): string | null {
  const headOffice = isHeadOffice({ isPusat: approver.isPusat, config: gateConfigOf(app) });
  if (headOffice && (HEAD_OFFICE_APPROVER_LEVELS as readonly string[]).includes(approver.level)) return null;
  if (!(APPROVER_LEVELS as readonly string[]).includes(approver.level)) return M.notApprover;
  if (approver.kodeToko !== kodeToko) return M.otherStore;
  return null;
}

function resultOf(row: Pick<OtorisasiRow, 'id' | 'operasi' | 'approved_by' | 'metode'>): ApprovalResult {
  return { id: row.id, operasi: operasiOf(row.operasi), approved_by: row.approved_by ?? '', metode: row.metode as ApprovalMethod };
}

// ---------------------------------------------------------------- manual approval

/**
 * POST /api/otorisasi: a supervisor types user id and password in the cashier's dialog. The password is
 * checked as a sign-in is (argon2, timing-safe for unknown users); failures count toward the sign-in
 * limit of that user id and address, so the dialog cannot be used to guess passwords.
 */
export async function approveManual(app: FastifyInstance, auth: AuthContext, input: ManualApprovalInput, client: ClientInfo): Promise<ApprovalResult> {
  const { db, config } = app;
  const since = new Date(Date.now() - config.LOGIN_FAIL_WINDOW_MINUTES * 60_000);
  const [byUser, byIp] = await Promise.all([
    authRepo.countFailuresSince(db, { user_id: input.user_id }, since),
    authRepo.countFailuresSince(db, { ip: client.ip }, since),
  ]);
  if (byUser >= config.LOGIN_MAX_FAILS_PER_USER || byIp >= config.LOGIN_MAX_FAILS_PER_IP) throw tooManyRequests(MESSAGES.tooManyAttempts);

  const user = await authRepo.findUserForLogin(db, input.user_id);
  const passwordOk = user
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyPassword(await dummyPasswordHash(), input.password);
  if (!user || !passwordOk || !user.is_active) {
    await authRepo.insertAudit(db, {
      user_id: input.user_id,
      kode_toko: user?.kode_toko ?? '',
      event: 'LOGIN_GAGAL',
      ip: client.ip,
      user_agent: client.userAgent.slice(0, 300),
      keterangan: `OTORISASI ${input.operasi} oleh ${auth.userId}`,
    });
    throw badRequest(M.wrongCredentials, { password: M.wrongCredentials });
  }
  const refusal = refusalOf(app, { level: user.level, kodeToko: user.kode_toko, isPusat: user.toko_type === 'PUSAT' }, auth.kodeToko);
  if (refusal) throw badRequest(refusal, { user_id: refusal });

  const id = randomCode(APPROVAL_ID_LENGTH);
  await repo.insertOtorisasi(db, {
    id,
    kode_toko: auth.kodeToko,
    operasi: input.operasi,
    metode: 'MANUAL',
    status: 'APPROVED',
    requested_by: auth.userId,
    approved_by: user.user_id,
    keterangan: input.keterangan ?? '',
    alasan: input.alasan ?? '',
    nilai: input.nilai ?? null,
    deskripsi: input.deskripsi ?? '',
    no_faktur_group: input.no_faktur_group ?? null,
    decided_at: new Date(),
  });
  return { id, operasi: input.operasi, approved_by: user.user_id, metode: 'MANUAL' };
}

// ---------------------------------------------------------------- QR requests

/** POST /api/otorisasi-qr/generate: the dialog's request (spec 000 §3 record), OPEN until decided or removed. */
export async function generateQr(app: FastifyInstance, auth: AuthContext, input: QrGenerateInput): Promise<QrGenerateResult> {
  if (input.client !== approvalClient(auth.kodeToko)) throw badRequest(M.clientInvalid, { client: M.clientInvalid });
  const id = randomCode(APPROVAL_ID_LENGTH);
  try {
    await repo.insertOtorisasi(app.db, {
      id,
      kode_toko: auth.kodeToko,
      operasi: requestedOperation(input),
      metode: 'QR',
      status: 'OPEN',
      keystore: input.keystore,
      client: input.client,
      client_notes: input.client_notes,
      event: input.event,
      requested_by: auth.userId,
      alasan: input.alasan ?? '',
      nilai: input.nilai ?? null,
      deskripsi: input.deskripsi ?? input.client_notes,
      no_faktur_group: input.no_faktur_group ?? null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(M.keystoreTaken, { keystore: M.keystoreTaken });
    throw error;
  }
  app.realtime.toStore(auth.kodeToko, 'otorisasi-request', { kode_toko: auth.kodeToko, keystore: input.keystore, status: 'OPEN' });
  return { keystore: input.keystore, id };
}

/**
 * DELETE /api/otorisasi-qr/remove/:client/:keystore: the dialog closed. An OPEN request becomes
 * CANCELLED (the row stays for the audit); a decided one is left as it is.
 */
export async function removeQr(app: FastifyInstance, auth: AuthContext, client: string, keystore: string): Promise<{ keystore: string; status: string }> {
  const key = keystore.trim().toUpperCase();
  const row = await app.db.transaction().execute(async (trx) => {
    const found = await repo.findByKeystore(trx, key, true);
    if (!found || found.kode_toko !== auth.kodeToko || found.client !== client.trim()) throw notFound(M.requestNotFound);
    if (found.requested_by !== auth.userId) throw forbidden(M.requestNotFound);
    if (found.status !== 'OPEN') return found;
    return repo.decide(trx, found.id, { status: 'CANCELLED' });
  });
  if (row.status === 'CANCELLED') {
    app.realtime.toStore(row.kode_toko, 'otorisasi-request', { kode_toko: row.kode_toko, keystore: key, status: 'CANCELLED' });
  }
  return { keystore: key, status: row.status };
}

function assertAuthenticator(auth: AuthContext): void {
  if (!(AUTHENTICATOR_LEVELS as readonly string[]).includes(auth.level)) throw forbidden(M.notApprover);
}

function requestRowOf(row: OtorisasiRow): QrRequestRow {
  return {
    id: row.id,
    kode_toko: row.kode_toko,
    client: row.client ?? '',
    keystore: row.keystore ?? '',
    client_notes: row.client_notes,
    event: row.event,
    operasi: requestOperasiOf(row.operasi),
    deskripsi: row.deskripsi,
    nilai: row.nilai === null ? null : Number(row.nilai),
    no_faktur_group: row.no_faktur_group,
    alasan: row.alasan,
    requested_by: row.requested_by,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** GET /api/otorisasi-qr: the OPEN requests of the store the call acts on (the authenticator's list). */
export async function listOpenRequests(app: FastifyInstance, auth: AuthContext): Promise<QrRequestRow[]> {
  assertAuthenticator(auth);
  const rows = await repo.listOpen(app.db, auth.kodeToko, APPROVAL_MAX_AGE_MINUTES);
  return rows.map(requestRowOf);
}

/**
 * POST /api/otorisasi-qr/:keystore/approve | reject. The request is locked while decided, so two
 * supervisors deciding at once end with one decision. The requester's dialog hears 'qr-auth'.
 */
export async function decideQr(
  app: FastifyInstance,
  auth: AuthContext,
  keystore: string,
  approve: boolean,
  keterangan: string | undefined,
): Promise<QrDecisionResult> {
  const key = keystore.trim().toUpperCase();
  if (!approve && !keterangan?.trim()) throw badRequest(M.reasonRequired, { keterangan: M.reasonRequired });
  const row = await app.db.transaction().execute(async (trx) => {
    const found = await repo.findByKeystore(trx, key, true);
    if (!found) throw notFound(M.requestNotFound);
    const refusal = refusalOf(app, { level: auth.level, kodeToko: auth.homeToko, isPusat: auth.isPusat }, found.kode_toko);
    if (refusal) throw forbidden(refusal);
    if (found.status !== 'OPEN') throw badRequest(M.requestClosed);
    return repo.decide(trx, found.id, {
      status: approve ? 'APPROVED' : 'REJECTED',
      approved_by: auth.userId,
      keterangan: keterangan?.trim() ?? '',
    });
  });
  app.realtime.toUser(row.requested_by, 'qr-auth', { cancel: false, status: approve, keystore: key, id: row.id, approved_by: auth.userId });
  app.realtime.toStore(row.kode_toko, 'otorisasi-request', { kode_toko: row.kode_toko, keystore: key, status: row.status });
  return { id: row.id, keystore: key, status: row.status, operasi: requestOperasiOf(row.operasi), approved_by: row.approved_by };
}

// ---------------------------------------------------------------- log

/** GET /api/otorisasi/log: every approval and rejection decided in the range (the caller's store, or all for head office at home). */
export async function listLog(app: FastifyInstance, auth: AuthContext, q: ApprovalLogQuery): Promise<ApprovalLogRow[]> {
  assertAuthenticator(auth);
  const rows = await repo.listDecided(app.db, { kodeToko: storeScopeOf(auth), tglAwal: q.tgl_awal, tglAkhir: q.tgl_akhir });
  return rows.map((r) => ({
    id: r.id,
    kode_toko: r.kode_toko,
    operasi: requestOperasiOf(r.operasi),
    metode: r.metode,
    status: r.status,
    requested_by: r.requested_by,
    approved_by: r.approved_by,
    no_faktur_group: r.no_faktur_group,
    no_dokumen: r.no_dokumen,
    nilai: r.nilai === null ? null : Number(r.nilai),
    deskripsi: r.deskripsi,
    alasan: r.alasan,
    keterangan: r.keterangan,
    created_at: new Date(r.created_at).toISOString(),
    decided_at: iso(r.decided_at),
    used_at: iso(r.used_at),
  }));
}

// ---------------------------------------------------------------- for other modules

export type ConsumeApprovalsInput = {
  kodeToko: string;
  userId: string;
  operations: readonly ApprovalOperation[];
  ids: readonly string[];
  noDokumen: string;
};

/**
 * Inside the caller's transaction: for each required operation one of the given ids must be an
 * APPROVED approval of that operation, of the same store, requested by this user, unused and decided
 * less than APPROVAL_MAX_AGE_MINUTES ago. The rows are locked FOR UPDATE and marked used with the
 * document number, so one approval serves one document. Otherwise throws 400
 * 'Perlu otorisasi supervisor: <labels>' with field `otorisasi`. Answers the approvals used.
 * Ids given beyond what is required are left untouched.
 */
export async function consumeApprovals(trx: Db, input: ConsumeApprovalsInput): Promise<ApprovalResult[]> {
  const chosen = await checkApprovals(trx, input);
  await markApprovalsUsed(trx, chosen, input.noDokumen);
  return chosen;
}

/**
 * The first half of consumeApprovals, for a save that learns its document number only in its last
 * statement: checks and locks the approvals (400 as above) and answers them, not yet marked used.
 * `lock` false only reads them, for a save that marks them in its writing statement (`markUsedQuery`)
 * and counts what it marked.
 */
export async function checkApprovals(trx: Db, input: Omit<ConsumeApprovalsInput, 'noDokumen'>, lock = true): Promise<ApprovalResult[]> {
  const operations = [...new Set(input.operations)];
  if (operations.length === 0) return [];
  const ids = [...new Set(input.ids.map((id) => String(id).trim()).filter(Boolean))];
  const rows = await repo.lockApprovals(trx, ids, APPROVAL_MAX_AGE_MINUTES, lock);
  const usable = rows.filter(
    (r) => r.status === 'APPROVED' && r.used_at === null && r.fresh && r.kode_toko === input.kodeToko && r.requested_by === input.userId,
  );
  const taken = new Set<string>();
  const chosen: typeof usable = [];
  const missing: ApprovalOperation[] = [];
  for (const op of operations) {
    const row = usable.find((r) => r.operasi === op && !taken.has(r.id));
    if (!row) {
      missing.push(op);
      continue;
    }
    taken.add(row.id);
    chosen.push(row);
  }
  if (missing.length > 0) {
    const message = approvalRequiredMessage(missing);
    throw badRequest(message, { otorisasi: message });
  }
  return chosen.map(resultOf);
}

/** The second half: the approvals checked are used by this document, once. */
export async function markApprovalsUsed(trx: Db, approvals: readonly ApprovalResult[], noDokumen: string): Promise<void> {
  await repo.markUsed(trx, approvals.map((a) => a.id), noDokumen);
}
