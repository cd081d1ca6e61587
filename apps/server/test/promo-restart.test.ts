import { PROMO_MESSAGES, toBusinessDate } from '@emas/domain';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database';
import { sellToCustomers } from './promo-helpers';
import { call, start, stop, type ServerProcess, type Target } from './server-process';
import { perReceiver, startStandInGateway, type StandInGateway } from './wa-gateway';

/**
 * The promo outbox survives its server: the real server (src/main.ts) in a child process sends a broadcast
 * to a stand-in gateway, is stopped mid-way and started again; every customer gets exactly one message.
 * Stopped with SIGTERM, the message in flight is finished and the rest go out after the restart; killed
 * (SIGKILL) while the gateway holds a message, that message is sent once more with the same Idempotency-Key,
 * which the gateway drops as a repeat (the customer has it once); cut off again, it is reported failed.
 * PostgreSQL only: the server processes share the database.
 */
const URL = process.env.TEST_DATABASE_URL;
const schema = `promo_${randomBytes(5).toString('hex')}`;
const target: Target = { env: { DATABASE_URL: URL ?? '', DB_SCHEMA: schema }, open: () => createDatabase({ url: URL!, schema, poolSize: 2 }) };
const env = { PROMO_RATE_PER_MINUTE: '300', PROMO_POLL_MS: '200', PROMO_LEASE_MS: '1500', PROMO_RETRY_BASE_MS: '50', SOCKET_PG_ADAPTER: 'on' };
const today = toBusinessDate(new Date());
let server: ServerProcess | null = null;
let gw: StandInGateway;

let session: string | null = null;
/** one open session per user: signed in once, the token outlives the server processes (sessions are rows) */
const login = async (s: ServerProcess) => {
  if (session) return session;
  const res = await call(s.base, 'POST', '/api/users/login', undefined, { user_id: 'OWNER', password: 'demo123' });
  expect(res.status).toBe(200);
  session = (res.json!.data as { token: string }).token;
  return session;
};
const asStore = (s: ServerProcess, token: string, kodeToko: string) => async (method: string, url: string, body?: unknown) => {
  const res = await fetch(`${s.base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'x-kode-toko': kodeToko, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: (await res.json()) as { data: any; message?: string } };
};
const until = async (check: () => boolean | Promise<boolean>, ms = 60_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};
const customers = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ nama: `Pelanggan ${i + 1}`, hp: `0${prefix}${String(i + 1).padStart(4, '0')}` }));

describe.skipIf(!URL)('the promo outbox across a server restart', () => {
  beforeAll(async () => {
    gw = await startStandInGateway();
    server = await start(target, env);
  }, 240_000);
  afterAll(async () => {
    if (server) await stop(server, 'SIGKILL');
    await gw?.close();
    const { db } = await target.open();
    await sql.raw(`drop schema if exists "${schema}" cascade`).execute(db);
    await db.destroy();
  });

  it('stopped (SIGTERM) mid-broadcast and started again: every customer gets exactly one message', async () => {
    const token = await login(server!);
    const bdg = asStore(server!, token, 'BDG');
    expect((await bdg('PUT', '/api/whatsapp-setting', { base_url: gw.url })).status).toBe(200);
    await sellToCustomers(server!.base, token, 'BDG', customers('8121000', 10));
    gw.calls.length = 0;
    const saved = await bdg('POST', '/api/promo-wablas', { template: 'Halo {nama_customer}', tgl_kirim: today, image_url: '-' });
    expect(saved.status, saved.json.message).toBe(200);
    await until(() => gw.calls.length >= 3);
    await stop(server!, 'SIGTERM');
    const atStop = gw.calls.length;
    expect(atStop).toBeLessThan(10);
    await new Promise((r) => setTimeout(r, 500));
    expect(gw.calls.length).toBe(atStop); // nothing goes out while no server runs

    server = await start(target, env);
    const again = asStore(server, await login(server), 'BDG');
    await until(async () => (await again('GET', '/api/promo-wablas')).json.data.status === 'SELESAI');
    const counts = perReceiver(gw.calls);
    expect(Object.keys(counts)).toHaveLength(10);
    expect(Object.values(counts).every((n) => n === 1)).toBe(true);
    expect(gw.calls.find((c) => c.receiver === '6281210000001')?.message).toBe('Halo PELANGGAN 1');
    expect((await again('GET', '/api/promo-wablas')).json.data.progress).toEqual({ total: 10, sent: 10, failed: 0, left: 0 });
  }, 240_000);

  it('killed (SIGKILL) while the gateway holds a message: resent once with the same key, nobody is messaged twice', async () => {
    const token = await login(server!);
    const sby = asStore(server!, token, 'SBY');
    expect((await sby('PUT', '/api/whatsapp-setting', { base_url: gw.url })).status).toBe(200);
    await sellToCustomers(server!.base, token, 'SBY', customers('8131000', 6));
    gw.calls.length = 0;
    gw.repeats.length = 0;
    gw.delayMs = 800;
    const saved = await sby('POST', '/api/promo-wablas', { template: 'Promo {nama_customer}', tgl_kirim: today, image_url: '-' });
    expect(saved.status).toBe(200);
    await until(() => gw.calls.length >= 2); // the second message is at the gateway, unanswered
    await stop(server!, 'SIGKILL');
    gw.delayMs = 0;
    const cut = gw.calls[gw.calls.length - 1]!;

    server = await start(target, env);
    const again = asStore(server, await login(server), 'SBY');
    await until(async () => (await again('GET', '/api/promo-wablas')).json.data.status === 'SELESAI');
    const counts = perReceiver(gw.calls);
    expect(Object.keys(counts)).toHaveLength(6);
    expect(Object.values(counts).every((n) => n === 1)).toBe(true);
    // the cut message came back once, under its key, and was not delivered a second time
    expect(gw.repeats.map((r) => [r.receiver, r.idempotencyKey])).toEqual([[cut.receiver, cut.idempotencyKey]]);
    expect((await again('GET', '/api/promo-wablas')).json.data.progress).toEqual({ total: 6, sent: 6, failed: 0, left: 0 });
    const { db } = await target.open();
    try {
      const resent = await db.selectFrom('promo_outbox').select(['no_hp', 'status', 'resent']).where('promo_id', '=', saved.json.data.id).where('resent', '=', true).execute();
      expect(resent).toHaveLength(1);
      expect(resent[0]!.status).toBe('SENT');
    } finally {
      await db.destroy();
    }
  }, 240_000);

  it('cut off again after its one resend: reported failed, never sent a third time', async () => {
    const token = await login(server!);
    const mlg = asStore(server!, token, 'SBY');
    const { db } = await target.open();
    try {
      // a row of the SBY promo as a server killed during its resend leaves it: SENDING, resent, past the lease
      const row = await db.selectFrom('promo_outbox').innerJoin('promo', 'promo.id', 'promo_outbox.promo_id').select(['promo_outbox.id', 'promo_outbox.promo_id']).where('promo.kode_toko', '=', 'SBY').orderBy('promo_outbox.id').executeTakeFirstOrThrow();
      await db.updateTable('promo').set({ status: 'DIKIRIM' }).where('id', '=', row.promo_id).execute();
      await db.updateTable('promo_outbox').set({ status: 'SENDING', resent: true, claimed_at: new Date(Date.now() - 10_000), claimed_by: 'killed' }).where('id', '=', row.id).execute();
      gw.calls.length = 0;
      gw.repeats.length = 0;
      await until(async () => (await mlg('GET', '/api/promo-wablas')).json.data.status === 'SELESAI');
      expect(gw.calls).toEqual([]);
      expect(gw.repeats).toEqual([]);
      const rows = (await mlg('GET', '/api/promo-wablas/penerima')).json.data as { status: string; last_error: string | null }[];
      expect(rows.filter((r) => r.status === 'FAILED').map((r) => r.last_error)).toEqual([PROMO_MESSAGES.unknownOutcome]);
    } finally {
      await db.destroy();
    }
  }, 240_000);

  it('two instances share one broadcast (FOR UPDATE SKIP LOCKED): both send, nobody gets two messages', async () => {
    const token = await login(server!);
    const second = await start(target, env);
    try {
      const pst = asStore(server!, token, 'PST');
      expect((await pst('PUT', '/api/whatsapp-setting', { base_url: gw.url })).status).toBe(200);
      await sellToCustomers(server!.base, token, 'PST', customers('8141000', 10));
      gw.calls.length = 0;
      gw.delayMs = 100;
      const saved = await pst('POST', '/api/promo-wablas', { template: 'Promo {nama_customer}', tgl_kirim: today, image_url: '-' });
      expect(saved.status).toBe(200);
      const onSecond = asStore(second, token, 'PST');
      await until(async () => (await onSecond('GET', '/api/promo-wablas')).json.data.status === 'SELESAI');
      const counts = perReceiver(gw.calls);
      expect(Object.keys(counts)).toHaveLength(10);
      expect(Object.values(counts).every((n) => n === 1)).toBe(true);
      const { db } = await target.open();
      try {
        const senders = await db.selectFrom('promo_outbox').select('claimed_by').distinct().where('promo_id', '=', saved.json.data.id).execute();
        expect(senders).toHaveLength(2);
      } finally {
        await db.destroy();
      }
    } finally {
      gw.delayMs = 0;
      await stop(second, 'SIGTERM');
    }
  }, 240_000);
});
