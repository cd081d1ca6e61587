import { bearer, expect, login, test } from './support/fixtures';

test.describe('API guards', () => {
  test('a garbage token answers 401 Invalid Token.', async ({ request }) => {
    const res = await request.get('/api/users/me', { headers: bearer('garbage-token-0123456789') });
    expect(res.status()).toBe(401);
    expect(await res.json()).toMatchObject({ status: 'error', message: 'Invalid Token.' });
  });

  test('a call without a token answers 401 Invalid Token.', async ({ request }) => {
    const res = await request.get('/api/users');
    expect(res.status()).toBe(401);
    expect(await res.json()).toMatchObject({ status: 'error', message: 'Invalid Token.' });
  });

  test('KASIRBDG may not list users nor change the system settings (403)', async ({ page }) => {
    const token = await login(page, 'KASIRBDG');

    const me = await page.request.get('/api/users/me', { headers: bearer(token) });
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ status: 'success', data: { user: { user_id: 'KASIRBDG', level: 'KASIR', kode_toko: 'BDG' } } });

    const users = await page.request.get('/api/users', { headers: bearer(token) });
    expect(users.status()).toBe(403);
    expect(await users.json()).toMatchObject({ status: 'error' });

    const save = await page.request.put('/api/para-system', { headers: bearer(token), data: { modules: [], params: [] } });
    expect(save.status()).toBe(403);
    expect(await save.json()).toMatchObject({ status: 'error' });
  });

  test('OWNER may list users (the same calls are allowed to the right level)', async ({ page }) => {
    const token = await login(page, 'OWNER');
    const users = await page.request.get('/api/users', { headers: bearer(token) });
    expect(users.status()).toBe(200);
    const body = await users.json();
    expect(body.status).toBe('success');
    expect(JSON.stringify(body.data)).toContain('KASIRBDG');
  });
});
