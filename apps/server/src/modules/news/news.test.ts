import { NEWS_MESSAGES } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, connectSocket, settle, waitFor, type TestSocket } from '../../../test/socket-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Staff news: the owner writes it on /hak-akses-news; each level and store sees only its items, at once. */
let t: TestApp;
let base: string;
const tokens: Record<string, string> = {};
const sockets: TestSocket[] = [];

const api = async (user: string, method: string, url: string, body?: unknown) => {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${tokens[user]}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: (await res.json()) as { message?: string; data: any; errors?: Record<string, string> } };
};

beforeAll(async () => {
  t = await createTestApp();
  base = await t.listen();
  for (const u of ['OWNER', 'SPVBDG', 'KASIRBDG', 'KASIRSBY']) tokens[u] = await t.login(u);
}, 120_000);
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

describe('staff news', () => {
  it('only the owner (or super user) writes; the fields have their messages', async () => {
    expect((await api('SPVBDG', 'POST', '/api/news', { judul: 'x', isi: 'y', levels: ['KASIR'] })).status).toBe(403);
    const empty = await api('OWNER', 'POST', '/api/news', { judul: ' ', isi: '', levels: [] });
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toEqual({ judul: NEWS_MESSAGES.judulRequired, isi: NEWS_MESSAGES.isiRequired, levels: NEWS_MESSAGES.levelsRequired });
    const store = await api('OWNER', 'POST', '/api/news', { judul: 'x', isi: 'y', levels: ['KASIR'], toko: ['ZZZ'] });
    expect(store.status).toBe(400);
    expect(store.json.message).toBe(NEWS_MESSAGES.tokoInvalid);
  });

  it('a new item reaches the open screens of the levels and stores it is for, and their home pages', async () => {
    const kasirBdg = await connectSocket(base, { token: tokens.KASIRBDG });
    const kasirSby = await connectSocket(base, { token: tokens.KASIRSBY });
    sockets.push(kasirBdg, kasirSby);
    const atBdg = collect(kasirBdg, 'news-posted');
    const atSby = collect(kasirSby, 'news-posted');

    const posted = await api('OWNER', 'POST', '/api/news', { judul: 'Harga emas naik', isi: 'Mulai besok harga jual naik Rp 10.000/gram', levels: ['KASIR', 'SPV'], toko: ['bdg'] });
    expect(posted.status).toBe(200);
    expect(posted.json.message).toBe(NEWS_MESSAGES.saved);
    expect(posted.json.data).toMatchObject({ judul: 'Harga emas naik', levels: ['KASIR', 'SPV'], toko: ['BDG'], aktif: true, created_by: 'OWNER' });
    await waitFor(atBdg, 1);
    expect(atBdg[0]).toMatchObject({ id: posted.json.data.id, judul: 'Harga emas naik' });
    await settle();
    expect(atSby).toEqual([]);

    const home = async (u: string) => ((await api(u, 'GET', '/api/news/home')).json.data as { judul: string }[]).map((n) => n.judul);
    expect(await home('KASIRBDG')).toEqual(['Harga emas naik']);
    expect(await home('SPVBDG')).toEqual(['Harga emas naik']);
    expect(await home('KASIRSBY')).toEqual([]);
    expect(await home('OWNER')).toEqual([]); // for KASIR and SPV only

    const all = await api('OWNER', 'POST', '/api/news', { judul: 'Aturan baru', isi: 'Semua nota diparaf supervisor', levels: ['KASIR'] });
    expect(all.status).toBe(200);
    await waitFor(atSby, 1);
    expect(await home('KASIRSBY')).toEqual(['Aturan baru']);

    const off = await api('OWNER', 'PUT', `/api/news/${posted.json.data.id}`, { judul: 'Harga emas naik', isi: 'x', levels: ['KASIR'], toko: ['BDG'], aktif: false });
    expect(off.status).toBe(200);
    expect(await home('KASIRBDG')).toEqual(['Aturan baru']);
    const gone = await api('OWNER', 'DELETE', `/api/news/${all.json.data.id}`);
    expect(gone.status).toBe(200);
    await waitFor(atSby, 2);
    expect(atSby[1]).toMatchObject({ id: all.json.data.id, aktif: false });
    expect((await api('OWNER', 'DELETE', `/api/news/${all.json.data.id}`)).status).toBe(404);
    expect((await api('OWNER', 'GET', '/api/news')).json.data.map((n: { judul: string }) => n.judul)).toEqual(['Harga emas naik']);
  });
});
