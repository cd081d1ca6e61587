import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, connectSocket, settle, waitFor, type TestSocket } from './socket-client';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let base: string;
let owner: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.listen();
  owner = await t.login('OWNER');
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

async function open(auth: { token?: string; kode_toko?: string }) {
  const socket = await connectSocket(base, auth);
  sockets.push(socket);
  return socket;
}
const saveModules = (toko: string, aktif: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/para-system',
    headers: { ...t.bearer(owner), 'x-kode-toko': toko },
    payload: { modules: [{ key: 'KUPON_MODULE', aktif }] },
  });

describe('socket.io connection', () => {
  it('accepts a valid session token and answers ping with the server time', async () => {
    const socket = await open({ token: owner });
    expect(socket.connected).toBe(true);
    const at = await new Promise<string>((resolve) => socket.emit('ping', resolve));
    expect(Math.abs(Date.parse(at) - Date.now())).toBeLessThan(5_000);
  });

  it('refuses a handshake with no token, a garbage token or an ended session', async () => {
    const ended = await t.loginFresh('KASIRSBY');
    await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: t.bearer(ended), payload: { user_id: 'KASIRSBY' } });
    for (const auth of [{}, { token: '' }, { token: 'garbage' }, { token: ended }]) {
      await expect(connectSocket(base, auth)).rejects.toThrow('Invalid Token.');
    }
  });
});

describe('rooms', () => {
  it('a head-office socket naming BDG hears BDG; a branch socket naming PST does not hear PST', async () => {
    const ownerOnBdg = await open({ token: await t.loginFresh('ADMIN'), kode_toko: 'BDG' });
    const kasirBdgNamingPst = await open({ token: await t.loginFresh('KASIRBDG'), kode_toko: 'PST' });
    const adminEvents = collect(ownerOnBdg, 'settings-changed');
    const kasirEvents = collect(kasirBdgNamingPst, 'settings-changed');

    expect((await saveModules('BDG', false)).statusCode).toBe(200);
    await waitFor(adminEvents);
    await waitFor(kasirEvents);
    expect(adminEvents.map((e) => e.kode_toko)).toEqual(['BDG']);
    expect(kasirEvents.map((e) => e.kode_toko)).toEqual(['BDG']);

    expect((await saveModules('PST', false)).statusCode).toBe(200);
    await waitFor(adminEvents, 2);
    await settle();
    // ADMIN is a PST user, so hears PST as well; the BDG cashier does not
    expect(adminEvents.map((e) => e.kode_toko)).toEqual(['BDG', 'PST']);
    expect(kasirEvents.map((e) => e.kode_toko)).toEqual(['BDG']);
  });

  it("session-ended reaches only that user's sockets (deactivation)", async () => {
    const target = await open({ token: await t.loginFresh('KASIRBDG') });
    const sameStore = await open({ token: await t.loginFresh('SPVBDG') });
    const targetEvents = collect(target, 'session-ended');
    const otherEvents = collect(sameStore, 'session-ended');

    const res = await t.app.inject({ method: 'PUT', url: '/api/users/KASIRBDG/status', headers: t.bearer(owner), payload: { is_active: false } });
    expect(res.statusCode).toBe(200);
    expect(await waitFor(targetEvents)).toEqual([{ user_id: 'KASIRBDG', reason: 'User anda telah dinonaktifkan, hubungi supervisor atau pemilik toko' }]);
    await settle();
    expect(otherEvents).toEqual([]);
  });
});
