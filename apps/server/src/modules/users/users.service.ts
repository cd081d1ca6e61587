import {
  AKSES_BYPASS_LEVELS,
  canEndOtherSession,
  canGrantLevel,
  defaultAksesFor,
  mergeAkses,
  MESSAGES,
  type AksesNode,
  type Level,
  type UserRow,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { forgetSessions, storeScopeOf, type AuthContext } from '../../http/auth-context';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import * as authRepo from '../auth/auth.repository';
import * as authService from '../auth/auth.service';
import { hashPassword } from '../auth/password';
import * as settingsRepo from '../settings/settings.repository';
import * as repo from './users.repository';

type Client = { ip: string; userAgent: string };

/** Head-office users manage every store's users; others only their own store's. */
const scopeOf = storeScopeOf;

async function loadManageable(app: FastifyInstance, auth: AuthContext, userId: string) {
  const target = await repo.findUser(app.db, userId);
  const scope = scopeOf(auth);
  if (!target || (scope && target.kode_toko !== scope)) throw notFound(MESSAGES.userNotFound);
  if (target.user_id !== auth.userId && !canGrantLevel(auth.level, target.level)) throw forbidden(MESSAGES.levelNotAllowed);
  return target;
}

async function assertStoreAllowed(app: FastifyInstance, auth: AuthContext, kodeToko: string) {
  const scope = scopeOf(auth);
  if (scope && kodeToko !== scope) throw forbidden(MESSAGES.forbiddenStore);
  if (!(await settingsRepo.findToko(app.db, kodeToko))) throw badRequest('Kode Toko tidak terdaftar', { kode_toko: 'Kode Toko tidak terdaftar' });
}

export async function listUsers(app: FastifyInstance, auth: AuthContext): Promise<UserRow[]> {
  const rows = await repo.listUsers(app.db, scopeOf(auth), app.config.SESSION_IDLE_MINUTES);
  return rows.map((r) => ({ ...r, is_login: Boolean(r.is_login), last_login_at: r.last_login_at ? new Date(r.last_login_at).toISOString() : null }));
}

export function listUserBriefs(app: FastifyInstance, auth: AuthContext) {
  return repo.listUserBriefs(app.db, scopeOf(auth));
}

async function rowOf(app: FastifyInstance, userId: string): Promise<UserRow> {
  const row = (await repo.listUsers(app.db, null, app.config.SESSION_IDLE_MINUTES)).find((r) => r.user_id === userId);
  if (!row) throw notFound(MESSAGES.userNotFound);
  return { ...row, is_login: Boolean(row.is_login), last_login_at: row.last_login_at ? new Date(row.last_login_at).toISOString() : null };
}

export async function createUser(
  app: FastifyInstance,
  auth: AuthContext,
  input: { user_id: string; nama_user: string; level: Level; kode_toko: string; password: string },
) {
  if (!canGrantLevel(auth.level, input.level)) throw forbidden(MESSAGES.levelNotAllowed);
  await assertStoreAllowed(app, auth, input.kode_toko);
  if (await repo.findUser(app.db, input.user_id)) throw conflict(MESSAGES.userExists, { user_id: MESSAGES.userExists });
  await repo.insertUser(app.db, {
    user_id: input.user_id,
    nama_user: input.nama_user,
    level: input.level,
    kode_toko: input.kode_toko,
    password_hash: await hashPassword(input.password),
    akses: JSON.stringify(defaultAksesFor(input.level)),
    created_by: auth.userId,
  });
  return rowOf(app, input.user_id);
}

export async function updateUser(app: FastifyInstance, auth: AuthContext, userId: string, input: { nama_user: string; level: Level; kode_toko: string }) {
  const target = await loadManageable(app, auth, userId);
  if (!canGrantLevel(auth.level, input.level)) throw forbidden(MESSAGES.levelNotAllowed);
  if (target.user_id === auth.userId && input.level !== target.level) throw forbidden(MESSAGES.levelNotAllowed);
  await assertStoreAllowed(app, auth, input.kode_toko);
  await repo.updateUser(app.db, userId, input);
  forgetSessions(app);
  return rowOf(app, userId);
}

export async function resetPassword(app: FastifyInstance, auth: AuthContext, userId: string, newPassword: string, client: Client) {
  if (userId === auth.userId) throw forbidden(MESSAGES.resetOwnPassword);
  const target = await loadManageable(app, auth, userId);
  await authRepo.updatePasswordHash(app.db, userId, await hashPassword(newPassword));
  forgetSessions(app);
  await authRepo.insertAudit(app.db, {
    user_id: userId,
    kode_toko: target.kode_toko,
    event: 'RESET_PASSWORD',
    ip: client.ip,
    user_agent: client.userAgent.slice(0, 300),
    keterangan: `oleh ${auth.userId}`,
  });
}

export async function setActive(app: FastifyInstance, auth: AuthContext, userId: string, isActive: boolean) {
  await loadManageable(app, auth, userId);
  if (userId === auth.userId) throw badRequest(MESSAGES.cannotDeactivateSelf);
  await app.db.transaction().execute(async (trx) => {
    await repo.setUserActive(trx, userId, isActive);
    if (!isActive) await authRepo.endOpenSessionsOfUser(trx, userId, `DINONAKTIFKAN_OLEH_${auth.userId}`);
  });
  forgetSessions(app);
  if (!isActive) {
    app.realtime.toUser(userId, 'session-ended', { user_id: userId, reason: MESSAGES.yourUserDeactivated });
    app.realtime.disconnectUser(userId);
  }
  return rowOf(app, userId);
}

/** OWN or SU end another user's session, within the stores they manage. */
export async function endSession(app: FastifyInstance, auth: AuthContext, userId: string, client: Client) {
  if (!canEndOtherSession(auth.level)) throw forbidden();
  await loadManageable(app, auth, userId);
  await authService.endUserSession(app, auth, userId, client);
}

export async function getAkses(app: FastifyInstance, auth: AuthContext, userId: string) {
  const target = await loadManageable(app, auth, userId);
  return { user_id: target.user_id, level: target.level, akses: mergeAkses(target.akses) };
}

export async function setAkses(app: FastifyInstance, auth: AuthContext, userId: string, akses: AksesNode[]) {
  const target = await loadManageable(app, auth, userId);
  // nobody widens his own akses; SU and OWN pass every akses check anyway
  if (target.user_id === auth.userId && !AKSES_BYPASS_LEVELS.includes(auth.level)) throw forbidden(MESSAGES.levelNotAllowed);
  const merged = mergeAkses(akses);
  await repo.setUserAkses(app.db, userId, merged);
  forgetSessions(app);
  return { user_id: target.user_id, level: target.level, akses: merged };
}
