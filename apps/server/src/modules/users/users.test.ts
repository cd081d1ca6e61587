import { defaultAksesFor, MESSAGES, shownKeys, type AksesNode } from '@emas/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, connectSocket, waitFor, type TestSocket } from '../../../test/socket-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let owner: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('OWNER');
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

type Call = Omit<InjectOptions, 'headers'> & { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string };
const call = (token: string, req: Call) => t.app.inject({ ...req, headers: t.bearer(token) });
const userRow = (userId: string) => t.db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirst();
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(token) });
const signIn = (user_id: string, password: string) => t.app.inject({ method: 'POST', url: '/api/users/login', payload: { user_id, password } });

describe('users as OWNER', () => {
  it('lists the users of every store with their sign-in state', async () => {
    const res = await call(owner, { method: 'GET', url: '/api/users' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    const byId = Object.fromEntries(body.data.map((u: { user_id: string }) => [u.user_id, u]));
    expect(Object.keys(byId).sort()).toEqual(['ADMIN', 'KASIRBDG', 'KASIRSBY', 'OWNER', 'SPVBDG']);
    expect(byId.OWNER).toMatchObject({ level: 'OWN', kode_toko: 'PST', is_active: true, is_login: true });
    expect(typeof byId.OWNER.last_login_at).toBe('string');
    expect(byId.KASIRSBY).toMatchObject({ is_login: false, last_login_at: null });
  });

  it('creates a user: upper-cased row, default akses of the level, argon2id hash, and the user can sign in', async () => {
    const res = await call(owner, {
      method: 'POST',
      url: '/api/users',
      payload: { user_id: 'kasirpst', nama_user: 'kasir pusat', level: 'KASIR', kode_toko: 'pst', password: 'rahasia1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: 'Data Berhasil Ditambahkan',
      code: 'common.dataAdded',
      data: { user_id: 'KASIRPST', nama_user: 'KASIR PUSAT', level: 'KASIR', kode_toko: 'PST', is_active: true, is_login: false, last_login_at: null },
    });
    const row = await userRow('KASIRPST');
    expect(row).toMatchObject({ nama_user: 'KASIR PUSAT', level: 'KASIR', kode_toko: 'PST', created_by: 'OWNER', is_active: true });
    expect(row!.akses).toEqual(defaultAksesFor('KASIR'));
    expect(row!.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(row!.password_hash).not.toContain('rahasia1');
    expect((await signIn('KASIRPST', 'rahasia1')).statusCode).toBe(200);
  });

  it('refuses a user id that exists, whatever its case', async () => {
    const res = await call(owner, {
      method: 'POST',
      url: '/api/users',
      payload: { user_id: 'Kasirbdg', nama_user: 'X', level: 'KASIR', kode_toko: 'BDG', password: 'rahasia1' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.userExists, code: 'common.userExists', errors: { user_id: MESSAGES.userExists }, error_codes: { user_id: 'common.userExists' } });
    expect((await userRow('KASIRBDG'))!.nama_user).toBe('KASIR BANDUNG');
  });

  it('validates every field with its message', async () => {
    const res = await call(owner, { method: 'POST', url: '/api/users', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'User ID Tidak Boleh Kosong',
      code: 'fields.required',
      params: { label: 'User ID' },
      errors: {
        user_id: 'User ID Tidak Boleh Kosong',
        nama_user: 'Nama User Tidak Boleh Kosong',
        level: 'Level Tidak Boleh Kosong',
        kode_toko: 'Kode Toko Tidak Boleh Kosong',
        password: 'Password Tidak Boleh Kosong',
      },
      error_codes: {
        user_id: 'fields.required',
        nama_user: 'fields.required',
        level: 'fields.required',
        kode_toko: 'fields.required',
        password: 'authorization.passwordRequired',
      },
      error_params: { user_id: { label: 'User ID' }, nama_user: { label: 'Nama User' }, level: { label: 'Level' }, kode_toko: { label: 'Kode Toko' } },
    });
    const bad = await call(owner, {
      method: 'POST',
      url: '/api/users',
      payload: { user_id: 'a b', nama_user: 'X', level: 'RAJA', kode_toko: 'PST', password: '123' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      user_id: 'User ID hanya boleh huruf, angka, titik, garis bawah atau strip',
      level: 'Level Tidak Boleh Kosong',
      password: 'Password minimal 6 karakter',
    });
    const store = await call(owner, {
      method: 'POST',
      url: '/api/users',
      payload: { user_id: 'TOKOHILANG', nama_user: 'X', level: 'KASIR', kode_toko: 'XXX', password: 'rahasia1' },
    });
    expect(store.statusCode).toBe(400);
    expect(store.json()).toEqual({ status: 'error', message: 'Kode Toko tidak terdaftar', errors: { kode_toko: 'Kode Toko tidak terdaftar' } });
    expect(await userRow('TOKOHILANG')).toBeUndefined();
  });

  it('edits a user and leaves the change in the row', async () => {
    const res = await call(owner, { method: 'PUT', url: '/api/users/kasirpst', payload: { nama_user: 'kasir surabaya dua', level: 'SPV', kode_toko: 'SBY' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: 'Data Berhasil Dirubah', data: { user_id: 'KASIRPST', level: 'SPV', kode_toko: 'SBY' } });
    expect(await userRow('KASIRPST')).toMatchObject({ nama_user: 'KASIR SURABAYA DUA', level: 'SPV', kode_toko: 'SBY' });
    const missing = await call(owner, { method: 'PUT', url: '/api/users/TIDAKADA', payload: { nama_user: 'X', level: 'KASIR', kode_toko: 'PST' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'error', message: MESSAGES.userNotFound, code: 'common.userNotFound' });
  });

  it('an OWNER cannot change his own level', async () => {
    const res = await call(owner, { method: 'PUT', url: '/api/users/OWNER', payload: { nama_user: 'PEMILIK', level: 'KASIR', kode_toko: 'PST' } });
    expect(res.statusCode).toBe(403);
    expect((await userRow('OWNER'))!.level).toBe('OWN');
  });
});

describe('level grant rules and branch scope', () => {
  let spv: string;
  beforeAll(async () => {
    spv = await t.loginFresh('SPVBDG');
  });

  it('a SPV cannot create an OWN or another SPV, and no row is left', async () => {
    for (const level of ['OWN', 'SU', 'SPV']) {
      const res = await call(spv, { method: 'POST', url: '/api/users', payload: { user_id: `NAIK${level}`, nama_user: 'X', level, kode_toko: 'BDG', password: 'rahasia1' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 'error', message: MESSAGES.levelNotAllowed, code: 'common.levelNotAllowed' });
      expect(await userRow(`NAIK${level}`)).toBeUndefined();
    }
  });

  it('a SPV creates a KASIR in his own store', async () => {
    const res = await call(spv, { method: 'POST', url: '/api/users', payload: { user_id: 'KASIRBDG2', nama_user: 'kasir dua', level: 'KASIR', kode_toko: 'BDG', password: 'rahasia1' } });
    expect(res.statusCode).toBe(200);
    expect(await userRow('KASIRBDG2')).toMatchObject({ kode_toko: 'BDG', level: 'KASIR', created_by: 'SPVBDG' });
  });

  it('a SPV cannot raise a KASIR to his own level', async () => {
    const res = await call(spv, { method: 'PUT', url: '/api/users/KASIRBDG2', payload: { nama_user: 'X', level: 'SPV', kode_toko: 'BDG' } });
    expect(res.statusCode).toBe(403);
    expect((await userRow('KASIRBDG2'))!.level).toBe('KASIR');
  });

  it('a SU may grant any level', async () => {
    const admin = await t.loginFresh('ADMIN');
    const res = await call(admin, { method: 'POST', url: '/api/users', payload: { user_id: 'OWNER2', nama_user: 'X', level: 'OWN', kode_toko: 'PST', password: 'rahasia1' } });
    expect(res.statusCode).toBe(200);
  });

  it('SPVBDG sees only BDG users, in the full and the short list', async () => {
    for (const url of ['/api/users', '/api/users/get/all']) {
      const res = await call(spv, { method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const rows: { user_id: string; kode_toko: string }[] = res.json().data;
      expect(rows.map((r) => r.user_id).sort()).toEqual(['KASIRBDG', 'KASIRBDG2', 'SPVBDG']);
    }
  });

  it('SPVBDG cannot create a user in SBY nor touch a SBY user', async () => {
    const res = await call(spv, { method: 'POST', url: '/api/users', payload: { user_id: 'KASIRSBY2', nama_user: 'X', level: 'KASIR', kode_toko: 'SBY', password: 'rahasia1' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.forbiddenStore, code: 'common.forbiddenStore' });
    expect(await userRow('KASIRSBY2')).toBeUndefined();

    const move = await call(spv, { method: 'PUT', url: '/api/users/KASIRBDG2', payload: { nama_user: 'X', level: 'KASIR', kode_toko: 'SBY' } });
    expect(move.statusCode).toBe(403);
    expect((await userRow('KASIRBDG2'))!.kode_toko).toBe('BDG');

    const before = (await userRow('KASIRSBY'))!;
    for (const req of [
      { method: 'PUT', url: '/api/users/KASIRSBY', payload: { nama_user: 'X', level: 'KASIR', kode_toko: 'SBY' } },
      { method: 'PUT', url: '/api/users/KASIRSBY/reset-password', payload: { new_password: 'rahasia1' } },
      { method: 'PUT', url: '/api/users/KASIRSBY/status', payload: { is_active: false } },
      { method: 'GET', url: '/api/users/KASIRSBY/akses' },
    ] as const) {
      const r = await call(spv, req);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ status: 'error', message: MESSAGES.userNotFound, code: 'common.userNotFound' });
    }
    expect(await userRow('KASIRSBY')).toEqual(before);
  });

  it('a SPV cannot tick screens in his own akses', async () => {
    const res = await call(spv, { method: 'PUT', url: '/api/users/SPVBDG/akses', payload: { akses: defaultAksesFor('OWN') } });
    expect(res.statusCode).toBe(403);
  });
});

describe('reset password and deactivation', () => {
  it('OWNER resets a password: message, audit, and only the new password signs in', async () => {
    const short = await call(owner, { method: 'PUT', url: '/api/users/KASIRSBY/reset-password', payload: { new_password: '123' } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: 'Password minimal 6 karakter', errors: { new_password: 'Password minimal 6 karakter' } });

    const res = await call(owner, { method: 'PUT', url: '/api/users/kasirsby/reset-password', payload: { new_password: 'resetbaru' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'Password berhasil direset', code: 'common.passwordReset', data: null });
    const audit = await t.db.selectFrom('auth_audit').select(['event', 'keterangan', 'kode_toko']).where('user_id', '=', 'KASIRSBY').execute();
    expect(audit).toEqual([{ event: 'RESET_PASSWORD', keterangan: 'oleh OWNER', kode_toko: 'SBY' }]);
    expect((await signIn('KASIRSBY', 'demo123')).statusCode).toBe(401);
    expect((await signIn('KASIRSBY', 'resetbaru')).statusCode).toBe(200);
  });

  it('deactivating a user kills the token and refuses sign-in until reactivated', async () => {
    const token = await t.loginFresh('KASIRSBY', 'resetbaru');
    const res = await call(owner, { method: 'PUT', url: '/api/users/KASIRSBY/status', payload: { is_active: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: 'User berhasil dinonaktifkan', data: { user_id: 'KASIRSBY', is_active: false, is_login: false } });
    expect((await userRow('KASIRSBY'))!.is_active).toBe(false);

    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ status: 'error', message: 'Invalid Token.', code: 'common.invalidToken' });
    const session = await t.db.selectFrom('sessions').select('ended_reason').where('user_id', '=', 'KASIRSBY').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(session.ended_reason).toBe('DINONAKTIFKAN_OLEH_OWNER');

    const refused = await signIn('KASIRSBY', 'resetbaru');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 'error', message: 'User ID ini tidak aktif', code: 'common.userInactive' });
    const last = await t.db.selectFrom('auth_audit').select(['event', 'keterangan']).where('user_id', '=', 'KASIRSBY').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last).toEqual({ event: 'LOGIN_DITOLAK', keterangan: 'USER_TIDAK_AKTIF' });
    const brief = await call(owner, { method: 'GET', url: '/api/users/get/all' });
    expect(brief.json().data.map((u: { user_id: string }) => u.user_id)).not.toContain('KASIRSBY');

    const back = await call(owner, { method: 'PUT', url: '/api/users/KASIRSBY/status', payload: { is_active: true } });
    expect(back.json()).toMatchObject({ message: 'User berhasil diaktifkan', data: { is_active: true } });
    expect((await signIn('KASIRSBY', 'resetbaru')).statusCode).toBe(200);
  });

  it('nobody deactivates himself', async () => {
    const res = await call(owner, { method: 'PUT', url: '/api/users/OWNER/status', payload: { is_active: false } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.cannotDeactivateSelf, code: 'common.cannotDeactivateSelf' });
    expect((await userRow('OWNER'))!.is_active).toBe(true);
    expect((await me(owner)).statusCode).toBe(200);
  });
});

describe("ending another user's session", () => {
  it.each(['OWNER', 'ADMIN'])('%s ends it: the token answers 401 and the socket gets session-ended', async (by) => {
    const byToken = by === 'OWNER' ? owner : await t.loginFresh(by);
    const target = await t.loginFresh('KASIRBDG');
    const socket = await connectSocket(await t.listen(), { token: target });
    sockets.push(socket);
    const ended = collect(socket, 'session-ended');

    const res = await call(byToken, { method: 'POST', url: '/api/users/kasirbdg/end-session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'Sesi user berhasil diakhiri', code: 'common.sessionEnded', data: null });
    expect((await me(target)).statusCode).toBe(401);
    expect(await waitFor(ended)).toEqual([{ user_id: 'KASIRBDG', reason: MESSAGES.yourSessionEnded }]);
    const audit = await t.db.selectFrom('auth_audit').select('keterangan').where('user_id', '=', 'KASIRBDG').where('event', '=', 'SESI_DIAKHIRI').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.keterangan).toBe(`oleh ${by}`);
    // the ended session's socket is closed by the server, so it hears nothing of the store any more
    await new Promise<void>((resolve) => (socket.disconnected ? resolve() : socket.once('disconnect', () => resolve())));
    expect(socket.connected).toBe(false);
    // the user can sign in again afterwards
    expect((await signIn('KASIRBDG', 'demo123')).statusCode).toBe(200);
  });

  it('answers 400 when the user holds no session', async () => {
    await t.db.updateTable('sessions').set({ ended_at: new Date(), ended_reason: 'TEST' }).where('user_id', '=', 'KASIRPST').where('ended_at', 'is', null).execute();
    const res = await call(owner, { method: 'POST', url: '/api/users/KASIRPST/end-session' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.noActiveSession, code: 'common.noActiveSession' });
  });

  it('is refused (403) for SPVBDG and the target keeps working', async () => {
    const spv = await t.loginFresh('SPVBDG');
    const target = await t.loginFresh('KASIRBDG');
    const res = await call(spv, { method: 'POST', url: '/api/users/KASIRBDG/end-session' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.forbidden, code: 'common.forbidden' });
    expect((await me(target)).statusCode).toBe(200);
  });
});

describe('own account and store limits', () => {
  it('nobody resets his own password here (Ganti Password asks for the old one)', async () => {
    const before = await userRow('OWNER');
    const res = await call(owner, { method: 'PUT', url: '/api/users/OWNER/reset-password', payload: { new_password: 'baru12345' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.resetOwnPassword, code: 'common.resetOwnPassword' });
    expect((await userRow('OWNER'))?.password_hash).toBe(before?.password_hash);
  });

  it('an SU of a branch cannot end the session of a user of another store', async () => {
    const created = await call(owner, {
      method: 'POST',
      url: '/api/users',
      payload: { user_id: 'SUSBY', nama_user: 'su surabaya', level: 'SU', kode_toko: 'SBY', password: 'rahasia1' },
    });
    expect(created.statusCode).toBe(200);
    const su = await t.loginFresh('SUSBY', 'rahasia1');
    const target = await t.loginFresh('SPVBDG');
    const res = await call(su, { method: 'POST', url: '/api/users/SPVBDG/end-session' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.userNotFound, code: 'common.userNotFound' });
    expect((await me(target)).statusCode).toBe(200);
  });
});

describe('a KASIR is refused the management endpoints', () => {
  it.each([
    ['GET', '/api/users', undefined],
    ['POST', '/api/users', { user_id: 'X1', nama_user: 'X', level: 'KASIR', kode_toko: 'BDG', password: 'rahasia1' }],
    ['GET', '/api/users/KASIRBDG/akses', undefined],
    ['PUT', '/api/para-system', { modules: [{ key: 'CICILAN_MODULE', aktif: false }] }],
    ['GET', '/api/toko/current', undefined],
    ['GET', '/api/laporan/audit-login', undefined],
  ] as const)('%s %s answers 403 with the envelope', async (method, url, payload) => {
    const kasir = await t.loginFresh('KASIRBDG');
    const res = await call(kasir, { method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: 'Anda tidak memiliki akses untuk fitur ini', code: 'common.forbidden' });
  });

  it('and nothing changed behind the refusals', async () => {
    expect(await userRow('X1')).toBeUndefined();
    const mod = await t.db.selectFrom('para_module').select('aktif').where('kode_toko', '=', 'BDG').where('key', '=', 'CICILAN_MODULE').executeTakeFirstOrThrow();
    expect(mod.aktif).toBe(true);
  });
});

describe('akses editing', () => {
  const tick = (tree: AksesNode[], key: string, on: boolean): AksesNode[] =>
    tree.map((n) => ({ ...n, is_show: n.key === key ? on : n.is_show, children: n.children ? tick(n.children, key, on) : undefined }));

  it('round trips: read, tick a screen, the server enforces it, untick it', async () => {
    const kasir = await t.loginFresh('KASIRBDG');
    const read = await call(owner, { method: 'GET', url: '/api/users/KASIRBDG/akses' });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ user_id: 'KASIRBDG', level: 'KASIR', akses: defaultAksesFor('KASIR') });
    expect((await call(kasir, { method: 'GET', url: '/api/users' })).statusCode).toBe(403);

    const edited = [...tick(read.json().data.akses, 'data-users', true), { key: 'layar-tidak-ada', is_show: true }];
    const saved = await call(owner, { method: 'PUT', url: '/api/users/KASIRBDG/akses', payload: { akses: edited } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Data Berhasil Disimpan');
    const savedAkses: AksesNode[] = saved.json().data.akses;
    expect(shownKeys(savedAkses).has('data-users')).toBe(true);
    expect(JSON.stringify(savedAkses)).not.toContain('layar-tidak-ada');
    expect((await userRow('KASIRBDG'))!.akses).toEqual(savedAkses);
    expect((await call(owner, { method: 'GET', url: '/api/users/KASIRBDG/akses' })).json().data.akses).toEqual(savedAkses);

    // the same token now passes the gate of /data-users, limited to its own store
    const list = await call(kasir, { method: 'GET', url: '/api/users' });
    expect(list.statusCode).toBe(200);
    expect(new Set(list.json().data.map((u: { kode_toko: string }) => u.kode_toko))).toEqual(new Set(['BDG']));

    await call(owner, { method: 'PUT', url: '/api/users/KASIRBDG/akses', payload: { akses: tick(savedAkses, 'data-users', false) } });
    expect((await call(kasir, { method: 'GET', url: '/api/users' })).statusCode).toBe(403);
  });

  it('refuses a malformed tree with 400', async () => {
    const res = await call(owner, { method: 'PUT', url: '/api/users/KASIRBDG/akses', payload: { akses: [{ key: '', is_show: 'ya' }] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('error');
  });
});
