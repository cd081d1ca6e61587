import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database';
import { call, start, stop, type ServerProcess, type Target } from './server-process';
import { collect, connectSocket, waitFor, type TestSocket } from './socket-client';

/**
 * Two API processes on one PostgreSQL with the socket.io PostgreSQL adapter on, as
 * docs/operations.md runs them behind a load balancer: an event raised on one reaches a screen
 * connected to the other, a session ended on one is refused on the other at once, and sales racing
 * across both never sell an item twice. PostgreSQL only: the embedded database is one process's.
 */
const URL = process.env.TEST_DATABASE_URL;
const schema = `two_${randomBytes(5).toString('hex')}`;
const target: Target = { env: { DATABASE_URL: URL ?? '', DB_SCHEMA: schema }, open: () => createDatabase({ url: URL!, schema, poolSize: 2 }) };
const adapter = { SOCKET_PG_ADAPTER: 'on' };
let a: ServerProcess;
let b: ServerProcess;
const sockets: TestSocket[] = [];

const login = async (server: ServerProcess, user_id: string) => {
  const res = await call(server.base, 'POST', '/api/users/login', undefined, { user_id, password: 'demo123' });
  expect(res.status, `${user_id}: ${res.json?.message}`).toBe(200);
  return (res.json!.data as { token: string }).token;
};

describe.skipIf(!URL)('two API instances on one PostgreSQL', () => {
  beforeAll(async () => {
    a = await start(target, adapter); // migrates and seeds
    b = await start(target, adapter);
  }, 240_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    if (a) await stop(a);
    if (b) await stop(b);
    const { db } = await target.open();
    await sql.raw(`drop schema if exists "${schema}" cascade`).execute(db);
    await db.destroy();
  });

  it('an event raised on one instance reaches a screen connected to the other', async () => {
    const owner = await login(a, 'OWNER');
    const kasir = await login(b, 'KASIRBDG');
    const socket = await connectSocket(b.base, { token: kasir });
    sockets.push(socket);
    const events = collect(socket, 'settings-changed');
    const res = await fetch(`${a.base}/api/para-system`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${owner}`, 'x-kode-toko': 'BDG', 'content-type': 'application/json' },
      body: JSON.stringify({ modules: [{ key: 'KUPON_MODULE', aktif: false }] }),
    });
    expect(res.status).toBe(200);
    await waitFor(events, 1, 5_000);
    expect(events[0]).toMatchObject({ kode_toko: 'BDG' });
  });

  it('a session ended on one instance is refused on the other', async () => {
    const token = await login(a, 'KASIRSBY');
    expect((await call(b.base, 'GET', '/api/users/me', token)).status).toBe(200); // cached on b now
    const out = await call(a.base, 'POST', '/api/users/logout', token, { user_id: 'KASIRSBY' });
    expect(out.status).toBe(200);
    const after = await call(b.base, 'GET', '/api/users/me', token);
    expect(after.status).toBe(401);
    expect(after.json?.message).toBe('Invalid Token.');
  });

  it('sales racing across both instances never sell an item twice', async () => {
    // head office selling at BDG on both instances: ADMIN through a, SPVBDG through b
    const onA = await login(a, 'ADMIN');
    const onB = await login(b, 'SPVBDG');
    const headersB = { 'x-kode-toko': 'BDG' };
    const page = await fetch(`${a.base}/api/barang?status=READY&jenis_harga=GRAM&limit=20&page=1`, { headers: { authorization: `Bearer ${onA}`, ...headersB } });
    const codes = ((await page.json()) as { data: { barang: { kode_barcode: string }[] } }).data.barang.map((x) => x.kode_barcode).slice(0, 10);
    expect(codes.length).toBe(10);
    const sale = async (server: ServerProcess, token: string, code: string, extra: Record<string, string>) => {
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...extra };
      const quote = await fetch(`${server.base}/api/penjualan/barang/${code}`, { headers });
      if (quote.status !== 200) return quote.status;
      const q = (await quote.json()) as { data: { harga_hitung: number } };
      const sales = (await (await fetch(`${server.base}/api/sales/get/all`, { headers })).json()) as { data: { kode_sales: string }[] };
      const res = await fetch(`${server.base}/api/penjualan`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          idempotency_key: `two-${randomBytes(6).toString('hex')}`,
          kode_sales: sales.data[0]!.kode_sales,
          detail: [{ kode_barcode: code, harga: q.data.harga_hitung }],
          pembayaran: [{ jenis: 'CASH', jumlah_rp: q.data.harga_hitung }],
        }),
      });
      return res.status;
    };
    const results = await Promise.all(codes.flatMap((code) => [sale(a, onA, code, headersB), sale(b, onB, code, {})]));
    const { db } = await target.open();
    try {
      const lines = await db.selectFrom('penjualan_detail').select('kode_barcode').where('kode_toko', '=', 'BDG').where('kode_barcode', 'in', codes).execute();
      expect(lines.map((l) => l.kode_barcode).sort()).toEqual([...codes].sort());
      expect(results.filter((s) => s === 200)).toHaveLength(10);
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
