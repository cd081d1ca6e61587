import { MESSAGES, type AuthEvent, type ChangePasswordRequest, type SessionUser } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { forgetSessions } from '../../http/auth-context';
import { AppError, badRequest, conflict, forbidden, isUniqueViolation, notFound, tooManyRequests, unauthorized } from '../../http/errors';
import * as repo from './auth.repository';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { createSessionToken } from './token';

export type ClientInfo = { ip: string; userAgent: string };

async function audit(app: FastifyInstance, userId: string, kodeToko: string, event: AuthEvent, client: ClientInfo, keterangan = '') {
  await repo.insertAudit(app.db, { user_id: userId, kode_toko: kodeToko, event, ip: client.ip, user_agent: client.userAgent.slice(0, 300), keterangan });
}

/** True when an open session is still alive (not idle past the limit, not past its term). */
function isAlive(app: FastifyInstance, session: { last_seen_at: string; expires_at: string }): boolean {
  const now = Date.now();
  return (
    new Date(session.expires_at).getTime() > now &&
    new Date(session.last_seen_at).getTime() + app.config.SESSION_IDLE_MINUTES * 60_000 > now
  );
}

export async function login(
  app: FastifyInstance,
  input: { user_id: string; password: string },
  client: ClientInfo,
): Promise<{ token: string; user: SessionUser }> {
  const { config, db } = app;
  const since = new Date(Date.now() - config.LOGIN_FAIL_WINDOW_MINUTES * 60_000);
  const [byUser, byIp] = await Promise.all([
    repo.countFailuresSince(db, { user_id: input.user_id }, since),
    repo.countFailuresSince(db, { ip: client.ip }, since),
  ]);
  if (byUser >= config.LOGIN_MAX_FAILS_PER_USER || byIp >= config.LOGIN_MAX_FAILS_PER_IP) {
    await audit(app, input.user_id, '', 'LOGIN_DITOLAK', client, 'BATAS_PERCOBAAN');
    throw tooManyRequests(MESSAGES.tooManyAttempts);
  }

  const user = await repo.findUserForLogin(db, input.user_id);
  const ok = user ? await verifyPassword(user.password_hash, input.password) : await verifyPassword(await dummyPasswordHash(), input.password);
  if (!user || !ok) {
    await audit(app, input.user_id, user?.kode_toko ?? '', 'LOGIN_GAGAL', client, user ? 'PASSWORD_SALAH' : 'USER_TIDAK_ADA');
    throw unauthorized(MESSAGES.loginInvalid);
  }
  if (!user.is_active) {
    await audit(app, user.user_id, user.kode_toko, 'LOGIN_DITOLAK', client, 'USER_TIDAK_AKTIF');
    throw forbidden(MESSAGES.userInactive);
  }

  const session = createSessionToken();
  const expiresAt = new Date(Date.now() + config.SESSION_ABSOLUTE_HOURS * 3_600_000);
  try {
    await db.transaction().execute(async (trx) => {
      await repo.lockUser(trx, user.user_id);
      const open = await repo.findOpenSession(trx, user.user_id);
      if (open) {
        if (isAlive(app, open)) throw conflict(MESSAGES.userInUse);
        await repo.endSession(trx, open.id, 'KEDALUWARSA');
      }
      await repo.insertSession(trx, {
        id: session.id,
        token_hash: session.tokenHash,
        user_id: user.user_id,
        expires_at: expiresAt,
        ip: client.ip,
        user_agent: client.userAgent.slice(0, 300),
      });
    });
  } catch (error) {
    const inUse = (error instanceof AppError && error.statusCode === 409) || isUniqueViolation(error);
    if (inUse) {
      await audit(app, user.user_id, user.kode_toko, 'LOGIN_DITOLAK', client, 'SEDANG_DIPAKAI');
      throw conflict(MESSAGES.userInUse);
    }
    throw error;
  }
  forgetSessions(app); // a session that had gone stale may have been ended above
  await audit(app, user.user_id, user.kode_toko, 'LOGIN', client);
  return {
    token: session.token,
    user: {
      user_id: user.user_id,
      nama_user: user.nama_user,
      level: user.level,
      kode_toko: user.kode_toko,
      nama_toko: user.nama_toko,
      is_pusat: user.toko_type === 'PUSAT',
      akses: user.akses,
    },
  };
}

export async function logout(app: FastifyInstance, auth: { sessionId: string; userId: string; homeToko: string }, client: ClientInfo) {
  await repo.endSession(app.db, auth.sessionId, 'LOGOUT');
  forgetSessions(app);
  await audit(app, auth.userId, auth.homeToko, 'LOGOUT', client);
  app.realtime.disconnectUser(auth.userId);
}

/** An OWN or SU user ends another user's open session; that user's screens return to login. */
export async function endUserSession(app: FastifyInstance, by: { userId: string; homeToko: string }, targetUserId: string, client: ClientInfo) {
  const target = await repo.findPasswordHash(app.db, targetUserId);
  if (!target) throw notFound(MESSAGES.userNotFound);
  const ended = await repo.endOpenSessionsOfUser(app.db, targetUserId, `DIAKHIRI_OLEH_${by.userId}`);
  if (!ended.length) throw badRequest(MESSAGES.noActiveSession);
  forgetSessions(app);
  await audit(app, targetUserId, target.kode_toko, 'SESI_DIAKHIRI', client, `oleh ${by.userId}`);
  app.realtime.toUser(targetUserId, 'session-ended', { user_id: targetUserId, reason: MESSAGES.yourSessionEnded });
  app.realtime.disconnectUser(targetUserId);
}

export async function changePassword(app: FastifyInstance, userId: string, input: ChangePasswordRequest, client: ClientInfo) {
  const row = await repo.findPasswordHash(app.db, userId);
  if (!row) throw notFound(MESSAGES.userNotFound);
  if (!(await verifyPassword(row.password_hash, input.password))) {
    throw badRequest(MESSAGES.oldPasswordWrong, { password: MESSAGES.oldPasswordWrong });
  }
  await repo.updatePasswordHash(app.db, userId, await hashPassword(input.new_password));
  forgetSessions(app);
  await audit(app, userId, row.kode_toko, 'GANTI_PASSWORD', client);
}
