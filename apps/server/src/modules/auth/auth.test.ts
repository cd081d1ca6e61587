import { MESSAGES } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.loginInvalid });
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
      expect(res.json()).toEqual({ status: 'error', message: 'Invalid Token.' });
    }
  });

  it('validates the body with the field message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { user_id: '', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: 'User ID Tidak Boleh Kosong', errors: { user_id: 'User ID Tidak Boleh Kosong' } });
  });
});
