import { MESSAGES } from '@emas/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let ownerToken: string;
beforeAll(async () => {
  // a low per-address limit, so the address rule can be shown without twenty failures
  t = await createTestApp({ LOGIN_MAX_FAILS_PER_IP: '3' });
  ownerToken = await t.login('OWNER');
});
afterAll(async () => {
  await t.close();
});

describe('sign-in', () => {
  it('signs a demo user in and returns token and user with akses', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { user_id: 'spvbdg', password: 'demo123' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.data.user).toMatchObject({ user_id: 'SPVBDG', level: 'SPV', kode_toko: 'BDG', nama_toko: 'EMAS SEJAHTERA BANDUNG', is_pusat: false });
    const session = await t.db.selectFrom('sessions').selectAll().where('user_id', '=', 'SPVBDG').executeTakeFirstOrThrow();
    expect(session.token_hash).not.toBe(body.data.token);
    const audit = await t.db.selectFrom('auth_audit').selectAll().where('user_id', '=', 'SPVBDG').execute();
    expect(audit.map((a) => a.event)).toEqual(['LOGIN']);
  });

  it('refuses a wrong password with the spec message and records the failure', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { user_id: 'KASIRSBY', password: 'salah' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.loginInvalid, code: 'common.loginInvalid' });
    const rows = await t.db.selectFrom('auth_audit').select(['event', 'keterangan']).where('user_id', '=', 'KASIRSBY').execute();
    expect(rows).toEqual([{ event: 'LOGIN_GAGAL', keterangan: 'PASSWORD_SALAH' }]);
  });

  it('refuses a second sign-in while a session is open', async () => {
    await t.login('KASIRBDG');
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { user_id: 'KASIRBDG', password: 'demo123' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('User ID ini sedang dipakai');
    const open = await t.db.selectFrom('sessions').select('id').where('user_id', '=', 'KASIRBDG').where('ended_at', 'is', null).execute();
    expect(open).toHaveLength(1);
  });

  it('answers 401 Invalid Token. for a garbage token and for none', async () => {
    for (const headers of [{ authorization: 'Bearer garbage' }, {}]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'error', message: 'Invalid Token.', code: 'common.invalidToken' });
    }
  });

  it('validates the body with the field message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { user_id: '', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: 'User ID Tidak Boleh Kosong', errors: { user_id: 'User ID Tidak Boleh Kosong' } });
  });
});

/** A sign-in from a given client address (the app trusts x-forwarded-for, as behind a proxy). */
function signIn(userId: string, password: string, ip: string) {
  return t.app.inject({ method: 'POST', url: '/api/users/login', payload: { user_id: userId, password }, headers: { 'x-forwarded-for': ip } });
}

/** A user of store PST made through the API by OWNER, so each rule gets a user of its own. */
async function createUser(userId: string, password = 'rahasia1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: t.bearer(ownerToken),
    payload: { user_id: userId, nama_user: `USER ${userId}`, level: 'KASIR', kode_toko: 'PST', password },
  });
  expect(res.statusCode).toBe(200);
  return password;
}

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(token) });
const auditOf = (userId: string) =>
  t.db.selectFrom('auth_audit').select(['event', 'keterangan', 'kode_toko', 'ip']).where('user_id', '=', userId).orderBy('id').execute();
const sessionsOf = (userId: string) => t.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

describe('logout', () => {
  it('ends the session: the token then answers 401 Invalid Token. and the audit has LOGOUT', async () => {
    const token = await t.loginFresh('ADMIN');
    expect((await me(token)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: t.bearer(token), payload: { user_id: 'admin' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: MESSAGES.logoutSuccess, code: 'common.logoutSuccess', data: null });

    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ status: 'error', message: 'Invalid Token.', code: 'common.invalidToken' });
    const again = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: t.bearer(token), payload: { user_id: 'ADMIN' } });
    expect(again.statusCode).toBe(401);

    const sessions = await sessionsOf('ADMIN');
    expect(sessions.at(-1)).toMatchObject({ ended_reason: 'LOGOUT' });
    expect(sessions.every((s) => s.ended_at !== null)).toBe(true);
    expect((await auditOf('ADMIN')).at(-1)).toMatchObject({ event: 'LOGOUT', kode_toko: 'PST' });
    // signed out, the user can sign in again at once
    expect((await signIn('ADMIN', 'demo123', '10.0.0.1')).statusCode).toBe(200);
  });

  it('refuses to sign out another user and leaves the session open', async () => {
    const token = await t.loginFresh('SPVBDG');
    const res = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: t.bearer(token), payload: { user_id: 'OWNER' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.forbidden, code: 'common.forbidden' });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(ownerToken)).statusCode).toBe(200);
  });

  it('without a token answers 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/logout', payload: { user_id: 'OWNER' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', message: 'Invalid Token.', code: 'common.invalidToken' });
  });
});

describe('change password', () => {
  const url = '/api/users/change-password';

  it('refuses a wrong old password on the password field and keeps the hash', async () => {
    const password = await createUser('GANTIPW1');
    const token = await t.login('GANTIPW1', password);
    const before = await t.db.selectFrom('users').select('password_hash').where('user_id', '=', 'GANTIPW1').executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'PUT', url, headers: t.bearer(token), payload: { password: 'bukanini', new_password: 'baru1234' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.oldPasswordWrong, code: 'common.oldPasswordWrong', errors: { password: MESSAGES.oldPasswordWrong }, error_codes: { password: 'common.oldPasswordWrong' } });
    const after = await t.db.selectFrom('users').select('password_hash').where('user_id', '=', 'GANTIPW1').executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(before.password_hash);
  });

  it('validates the new password with field messages', async () => {
    const password = await createUser('GANTIPW2');
    const token = await t.login('GANTIPW2', password);
    const cases = [
      [{ password, new_password: password }, 'new_password', 'Password Baru tidak boleh sama dengan Password Lama'],
      [{ password, new_password: '123' }, 'new_password', 'Password Baru minimal 6 karakter'],
      [{ password: '', new_password: 'baru1234' }, 'password', 'Password Lama Tidak Boleh Kosong'],
      [{ password }, 'new_password', 'Password Baru Tidak Boleh Kosong'],
    ] as const;
    for (const [payload, field, message] of cases) {
      const res = await t.app.inject({ method: 'PUT', url, headers: t.bearer(token), payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message, errors: { [field]: message } });
    }
  });

  it('changes the password: Update password berhasil, then only the new one signs in', async () => {
    const password = await createUser('GANTIPW3');
    const token = await t.login('GANTIPW3', password);
    const res = await t.app.inject({ method: 'PUT', url, headers: t.bearer(token), payload: { password, new_password: 'passwordbaru' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'Update password berhasil', code: 'common.passwordUpdated', data: null });
    expect((await auditOf('GANTIPW3')).map((a) => a.event)).toEqual(['LOGIN', 'GANTI_PASSWORD']);

    await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: t.bearer(token), payload: { user_id: 'GANTIPW3' } });
    const old = await signIn('GANTIPW3', password, '10.0.3.1');
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe(MESSAGES.loginInvalid);
    const fresh = await signIn('gantipw3', 'passwordbaru', '10.0.3.2');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.user.user_id).toBe('GANTIPW3');
  });
});

describe('rate limit on failed sign-ins', () => {
  it('after 5 failures for a user, even the right password answers 429 and the audit shows LOGIN_DITOLAK', async () => {
    const password = await createUser('KUNCI1');
    // five different addresses: the per-user limit does not depend on where the attempts come from
    for (let i = 1; i <= 5; i++) {
      const res = await signIn('KUNCI1', 'salah', `10.1.0.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const refused = await signIn('KUNCI1', password, '10.1.0.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 'error', message: 'Terlalu banyak percobaan masuk, silahkan coba lagi dalam 15 menit', code: 'common.tooManyAttempts' });
    const audit = await auditOf('KUNCI1');
    expect(audit.map((a) => a.event)).toEqual(['LOGIN_GAGAL', 'LOGIN_GAGAL', 'LOGIN_GAGAL', 'LOGIN_GAGAL', 'LOGIN_GAGAL', 'LOGIN_DITOLAK']);
    expect(audit.at(-1)).toMatchObject({ keterangan: 'BATAS_PERCOBAAN', ip: '10.1.0.99' });
    expect(await sessionsOf('KUNCI1')).toEqual([]);

    // once the failures are older than the 15-minute window, the user may sign in again
    await sql`update auth_audit set created_at = created_at - interval '16 minutes' where user_id = ${'KUNCI1'}`.execute(t.db);
    expect((await signIn('KUNCI1', password, '10.1.0.99')).statusCode).toBe(200);
  });

  it('four failures do not lock the user', async () => {
    const password = await createUser('KUNCI2');
    for (let i = 1; i <= 4; i++) expect((await signIn('KUNCI2', 'salah', `10.1.1.${i}`)).statusCode).toBe(401);
    expect((await signIn('KUNCI2', password, '10.1.1.9')).statusCode).toBe(200);
  });

  it('after LOGIN_MAX_FAILS_PER_IP failures from one address, that address is refused for every user', async () => {
    const password = await createUser('ALAMAT1');
    for (const user of ['TIDAKADA1', 'TIDAKADA2', 'TIDAKADA3']) {
      const res = await signIn(user, 'salah', '10.2.0.1');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MESSAGES.loginInvalid);
    }
    const refused = await signIn('ALAMAT1', password, '10.2.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.tooManyAttempts);
    expect((await auditOf('ALAMAT1')).map((a) => [a.event, a.ip])).toEqual([['LOGIN_DITOLAK', '10.2.0.1']]);
    // the same user from another address is fine
    expect((await signIn('ALAMAT1', password, '10.2.0.2')).statusCode).toBe(200);
  });
});

describe('session expiry', () => {
  const openSessionOf = (userId: string) =>
    t.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).where('ended_at', 'is', null).executeTakeFirst();

  it('a session idle past SESSION_IDLE_MINUTES answers 401 and is ended; a new sign-in is allowed', async () => {
    const token = await t.loginFresh('KASIRSBY');
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<string>`now() - interval '31 minutes'` })
      .where('user_id', '=', 'KASIRSBY')
      .where('ended_at', 'is', null)
      .execute();
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', message: 'Invalid Token.', code: 'common.invalidToken' });
    expect(await openSessionOf('KASIRSBY')).toBeUndefined();
    expect((await sessionsOf('KASIRSBY')).at(-1)).toMatchObject({ ended_reason: 'TIDAK_AKTIF' });
    expect((await signIn('KASIRSBY', 'demo123', '10.3.0.1')).statusCode).toBe(200);
  });

  it('a session used within the idle limit stays and its last_seen_at moves forward', async () => {
    const token = await t.loginFresh('KASIRSBY');
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<string>`now() - interval '29 minutes'` })
      .where('user_id', '=', 'KASIRSBY')
      .where('ended_at', 'is', null)
      .execute();
    expect((await me(token)).statusCode).toBe(200);
    const row = await openSessionOf('KASIRSBY');
    expect(Date.now() - new Date(row!.last_seen_at).getTime()).toBeLessThan(60_000);
  });

  it('a session past its absolute term answers 401 and is ended, however recently used', async () => {
    const token = await t.loginFresh('KASIRSBY');
    await t.db
      .updateTable('sessions')
      .set({ expires_at: sql<string>`now() - interval '1 minute'` })
      .where('user_id', '=', 'KASIRSBY')
      .where('ended_at', 'is', null)
      .execute();
    expect((await me(token)).statusCode).toBe(401);
    expect((await sessionsOf('KASIRSBY')).at(-1)).toMatchObject({ ended_reason: 'KEDALUWARSA' });
    expect(await openSessionOf('KASIRSBY')).toBeUndefined();
    expect((await signIn('KASIRSBY', 'demo123', '10.3.0.2')).statusCode).toBe(200);
  });

  it('the absolute term is SESSION_ABSOLUTE_HOURS from sign-in', async () => {
    await t.loginFresh('KASIRSBY');
    const row = await openSessionOf('KASIRSBY');
    const term = new Date(row!.expires_at).getTime() - new Date(row!.created_at).getTime();
    expect(Math.abs(term - 12 * 3_600_000)).toBeLessThan(60_000);
  });

  it('a stale open session does not block sign-in: it is ended and the new one opens', async () => {
    const oldToken = await t.loginFresh('KASIRSBY');
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<string>`now() - interval '45 minutes'` })
      .where('user_id', '=', 'KASIRSBY')
      .where('ended_at', 'is', null)
      .execute();
    const res = await signIn('KASIRSBY', 'demo123', '10.3.0.3');
    expect(res.statusCode).toBe(200);
    const open = await t.db.selectFrom('sessions').select('id').where('user_id', '=', 'KASIRSBY').where('ended_at', 'is', null).execute();
    expect(open).toHaveLength(1);
    const sessions = await sessionsOf('KASIRSBY');
    expect(sessions.at(-2)).toMatchObject({ ended_reason: 'KEDALUWARSA' });
    expect((await me(oldToken)).statusCode).toBe(401);
    expect((await me(res.json().data.token)).statusCode).toBe(200);
  });
});

describe('GET /api/users/me', () => {
  it('answers the user, the store modules and the active date', async () => {
    const token = await t.loginFresh('SPVBDG');
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data.user).toMatchObject({ user_id: 'SPVBDG', level: 'SPV', kode_toko: 'BDG', is_pusat: false });
    expect(body.data.modules).toMatchObject({ CICILAN_MODULE: true });
    const toko = await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow();
    expect(body.data.tgl_system).toBe(toko.tgl_system);
  });
});
