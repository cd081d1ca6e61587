import { defaultAksesFor, type AksesNode } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSessionCache } from './session-cache';

describe('the session cache on its own', () => {
  it('keeps a row for its time, then reads again', () => {
    let clock = 1_000;
    const cache = createSessionCache<string>(500, () => clock);
    cache.set('a', 'row', cache.generation());
    expect(cache.get('a')).toBe('row');
    clock += 499;
    expect(cache.get('a')).toBe('row');
    clock += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep a row read before something was forgotten', () => {
    const cache = createSessionCache<string>(10_000);
    const before = cache.generation();
    cache.forgetAll(); // a logout committed while the row was being read
    cache.set('a', 'stale', before);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'fresh', cache.generation());
    expect(cache.get('a')).toBe('fresh');
  });

  it('tells its listeners when every entry is forgotten, but not on a local clear', () => {
    const cache = createSessionCache<string>(10_000);
    let told = 0;
    cache.onForgetAll(() => (told += 1));
    cache.set('a', 'row', cache.generation());
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    expect(told).toBe(0);
    cache.forgetAll();
    expect(told).toBe(1);
  });

  it('keeps nothing with a time of 0', () => {
    const cache = createSessionCache<string>(0);
    cache.set('a', 'row', cache.generation());
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('sessions kept by the API (SESSION_CACHE_SECONDS=1)', () => {
  let t: TestApp;
  let owner: string;
  const call = (token: string, req: { method: 'GET' | 'PUT' | 'POST'; url: string; payload?: object }) =>
    t.app.inject({ ...req, headers: t.bearer(token) });
  const me = (token: string) => call(token, { method: 'GET', url: '/api/users/me' });

  beforeAll(async () => {
    t = await createTestApp({ SESSION_CACHE_SECONDS: '1' });
    owner = await t.login('OWNER');
  });
  afterAll(async () => {
    await t.close();
  });

  it('a change made outside the API shows within the cache time, not before', async () => {
    const kasir = await t.loginFresh('KASIRSBY');
    expect((await me(kasir)).statusCode).toBe(200);
    await t.db.updateTable('sessions').set({ ended_at: new Date(), ended_reason: 'TEST' }).where('user_id', '=', 'KASIRSBY').execute();
    // the session is still held here: this is the cache at work
    expect((await me(kasir)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await me(kasir)).statusCode).toBe(401);
  });

  it('a sign-out ends the token at once', async () => {
    const kasir = await t.loginFresh('KASIRBDG');
    expect((await me(kasir)).statusCode).toBe(200);
    expect((await call(kasir, { method: 'POST', url: '/api/users/logout', payload: { user_id: 'KASIRBDG' } })).statusCode).toBe(200);
    expect((await me(kasir)).statusCode).toBe(401);
  });

  it('a session ended by the owner and a deactivated user are refused at once', async () => {
    const spv = await t.loginFresh('SPVBDG');
    expect((await me(spv)).statusCode).toBe(200);
    expect((await call(owner, { method: 'POST', url: '/api/users/SPVBDG/end-session' })).statusCode).toBe(200);
    expect((await me(spv)).statusCode).toBe(401);

    const again = await t.loginFresh('SPVBDG');
    expect((await me(again)).statusCode).toBe(200);
    expect((await call(owner, { method: 'PUT', url: '/api/users/SPVBDG/status', payload: { is_active: false } })).statusCode).toBe(200);
    expect((await me(again)).statusCode).toBe(401);
    await call(owner, { method: 'PUT', url: '/api/users/SPVBDG/status', payload: { is_active: true } });
  });

  it('an akses change is enforced on the next call of the same token', async () => {
    const tick = (tree: AksesNode[], on: boolean): AksesNode[] =>
      tree.map((n) => ({ ...n, is_show: n.key === 'data-users' ? on : n.is_show, children: n.children ? tick(n.children, on) : undefined }));
    const kasir = await t.loginFresh('KASIRBDG');
    expect((await call(kasir, { method: 'GET', url: '/api/users' })).statusCode).toBe(403);
    await call(owner, { method: 'PUT', url: '/api/users/KASIRBDG/akses', payload: { akses: tick(defaultAksesFor('KASIR'), true) } });
    expect((await call(kasir, { method: 'GET', url: '/api/users' })).statusCode).toBe(200);
    await call(owner, { method: 'PUT', url: '/api/users/KASIRBDG/akses', payload: { akses: tick(defaultAksesFor('KASIR'), false) } });
    expect((await call(kasir, { method: 'GET', url: '/api/users' })).statusCode).toBe(403);
  });
});
