import { AUTHORIZATION_MESSAGES as M, type QrAuthEvent } from '@emas/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, connectSocket, waitFor, type TestSocket } from '../../../test/socket-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { hashPassword } from '../auth/password';
import { AppError } from '../../http/errors';
import { consumeApprovals } from './authorization.service';

let t: TestApp;
let base: string;
let kasirToken: string;
let kasir: Record<string, string>;
let spv: Record<string, string>;
let spvSby: Record<string, string>;
let owner: Record<string, string>;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.listen();
  // the demo chain has no supervisor in SBY: add one
  await t.db
    .insertInto('users')
    .values({ user_id: 'SPVSBY', nama_user: 'SUPERVISOR SBY', level: 'SPV', kode_toko: 'SBY', password_hash: await hashPassword('demo123'), akses: '[]', created_by: 'TEST' })
    .execute();
  kasirToken = await t.login('KASIRBDG');
  kasir = t.bearer(kasirToken);
  spv = t.bearer(await t.login('SPVBDG'));
  spvSby = t.bearer(await t.login('SPVSBY'));
  owner = t.bearer(await t.login('OWNER'));
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const rowsOf = (where: { requested_by?: string; keystore?: string } = {}) => {
  let q = t.db.selectFrom('otorisasi').selectAll();
  if (where.requested_by) q = q.where('requested_by', '=', where.requested_by);
  if (where.keystore) q = q.where('keystore', '=', where.keystore);
  return q.orderBy('created_at').execute();
};

async function countRows(): Promise<number> {
  const r = await t.db.selectFrom('otorisasi').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

const manual = (user_id: string, password = 'demo123', extra: object = {}) =>
  call('POST', '/api/otorisasi', kasir, { operasi: 'DISKON', user_id, password, nilai: 75000, deskripsi: 'Diskon Rp 75.000', ...extra });

const generate = (keystore: string, extra: object = {}) =>
  call('POST', '/api/otorisasi-qr/generate', kasir, {
    client: 'BDG',
    keystore,
    client_notes: 'Ubah harga cincin',
    status: 'OPEN',
    event: 'UBAH_HARGA',
    input_by: 'KASIRBDG',
    input_date: new Date().toISOString(),
    nilai: 1250000,
    deskripsi: 'Harga 1.300.000 menjadi 1.250.000',
    ...extra,
  });

/** consumeApprovals in a transaction of its own, as the sales save calls it. */
function consume(ids: string[], operations: ('UBAH_HARGA' | 'DISKON')[], userId = 'KASIRBDG', noDokumen = 'FJ-BDG-000001') {
  return t.db.transaction().execute((trx) => consumeApprovals(trx, { kodeToko: 'BDG', userId, operations, ids, noDokumen }));
}

async function consumeError(ids: string[], operations: ('UBAH_HARGA' | 'DISKON')[], userId?: string): Promise<AppError> {
  try {
    await consume(ids, operations, userId);
  } catch (error) {
    return error as AppError;
  }
  throw new Error('consumeApprovals accepted');
}

describe('manual approval (POST /api/otorisasi)', () => {
  it('SPVBDG approves a discount of KASIRBDG: an APPROVED MANUAL row', async () => {
    const res = await manual('spvbdg', 'demo123', { keterangan: 'pelanggan tetap', no_faktur_group: 'FJ-BDG-1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.message).toBe(M.approved);
    expect(body.data).toEqual({ id: expect.stringMatching(/^[A-Z0-9]{16}$/), operasi: 'DISKON', approved_by: 'SPVBDG', metode: 'MANUAL' });
    const row = await t.db.selectFrom('otorisasi').selectAll().where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kode_toko: 'BDG',
      operasi: 'DISKON',
      metode: 'MANUAL',
      status: 'APPROVED',
      requested_by: 'KASIRBDG',
      approved_by: 'SPVBDG',
      keterangan: 'pelanggan tetap',
      no_faktur_group: 'FJ-BDG-1',
      nilai: 75000,
      used_at: null,
    });
    expect(row.decided_at).not.toBeNull();
  });

  it('refuses a cashier, a wrong password and an unknown user, writing nothing', async () => {
    const before = await countRows();
    const byKasir = await manual('KASIRBDG');
    expect(byKasir.statusCode).toBe(400);
    expect(byKasir.json()).toMatchObject({ status: 'error', message: M.notApprover });
    const wrong = await manual('SPVBDG', 'salah123');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ status: 'error', message: 'User id atau Password yang anda masukan salah', errors: { password: M.wrongCredentials } });
    const unknown = await manual('NOBODY');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(M.wrongCredentials);
    const empty = await call('POST', '/api/otorisasi', kasir, { operasi: 'DISKON', user_id: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(M.userIdRequired);
    const badOp = await manual('SPVBDG', 'demo123', { operasi: 'TERBANG' });
    expect(badOp.statusCode).toBe(400);
    expect(badOp.json().message).toBe(M.operasiInvalid);
    expect(await countRows()).toBe(before);
  });

  it('a supervisor of SBY cannot approve for BDG; the head-office owner can', async () => {
    const sby = await manual('SPVSBY');
    expect(sby.statusCode).toBe(400);
    expect(sby.json().message).toBe(M.otherStore);
    const own = await manual('OWNER');
    expect(own.statusCode).toBe(200);
    expect(own.json().data.approved_by).toBe('OWNER');
  });
});

describe('QR approval', () => {
  let kasirSocket: TestSocket;
  let spvSocket: TestSocket;
  beforeAll(async () => {
    kasirSocket = await connectSocket(base, { token: kasirToken });
    sockets.push(kasirSocket);
  });

  it('generate -> listed for SPVBDG -> approve -> qr-auth reaches the requester -> consumed once', async () => {
    const spvToken = (spv.authorization ?? '').replace('Bearer ', '');
    spvSocket = await connectSocket(base, { token: spvToken });
    sockets.push(spvSocket);
    const storeEvents = collect(spvSocket, 'otorisasi-request');
    const events = collect(kasirSocket, 'qr-auth');

    const gen = await generate('abcdefGHIJ12');
    expect(gen.statusCode).toBe(200);
    const { keystore, id } = gen.json().data;
    expect(keystore).toBe('ABCDEFGHIJ12');
    expect(id).toMatch(/^[A-Z0-9]{16}$/);
    await waitFor(storeEvents, 1);
    expect(storeEvents[0]).toEqual({ kode_toko: 'BDG', keystore: 'ABCDEFGHIJ12', status: 'OPEN' });

    const list = await call('GET', '/api/otorisasi-qr', spv);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({ id, keystore: 'ABCDEFGHIJ12', client: 'BDG', operasi: 'UBAH_HARGA', nilai: 1250000, requested_by: 'KASIRBDG', status: 'OPEN', client_notes: 'Ubah harga cincin' }),
    ]);
    expect((await call('GET', '/api/otorisasi-qr', kasir)).statusCode).toBe(403);
    expect((await call('GET', '/api/otorisasi-qr', spvSby)).json().data).toEqual([]);

    // not decided yet: not usable
    expect((await consumeError([id], ['UBAH_HARGA'])).message).toBe('Perlu otorisasi supervisor: Ubah Harga');

    const otherStore = await call('POST', `/api/otorisasi-qr/${keystore}/approve`, spvSby, {});
    expect(otherStore.statusCode).toBe(403);
    const byKasir = await call('POST', `/api/otorisasi-qr/${keystore}/approve`, kasir, {});
    expect(byKasir.statusCode).toBe(403);

    const approve = await call('POST', '/api/otorisasi-qr/abcdefghij12/approve', spv, {});
    expect(approve.statusCode).toBe(200);
    expect(approve.json().data).toEqual({ id, keystore: 'ABCDEFGHIJ12', status: 'APPROVED', operasi: 'UBAH_HARGA', approved_by: 'SPVBDG' });
    await waitFor(events, 1);
    expect(events[0]).toEqual({ cancel: false, status: true, keystore: 'ABCDEFGHIJ12', id, approved_by: 'SPVBDG' } satisfies QrAuthEvent);

    const again = await call('POST', `/api/otorisasi-qr/${keystore}/approve`, spv, {});
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(M.requestClosed);
    expect((await call('GET', '/api/otorisasi-qr', spv)).json().data).toEqual([]);

    // the dialog closes after the approval: the approval stays
    const removed = await call('DELETE', `/api/otorisasi-qr/remove/BDG/${keystore}`, kasir);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ keystore: 'ABCDEFGHIJ12', status: 'APPROVED' });

    // another cashier cannot use it; the requester uses it once
    expect((await consumeError([id], ['UBAH_HARGA'], 'KASIRSBY')).statusCode).toBe(400);
    const used = await consume([id], ['UBAH_HARGA']);
    expect(used).toEqual([{ id, operasi: 'UBAH_HARGA', approved_by: 'SPVBDG', metode: 'QR' }]);
    const [row] = await rowsOf({ keystore: 'ABCDEFGHIJ12' });
    expect(row).toMatchObject({ status: 'APPROVED', metode: 'QR', no_dokumen: 'FJ-BDG-000001' });
    expect(row!.used_at).not.toBeNull();
    const second = await consumeError([id], ['UBAH_HARGA']);
    expect(second.statusCode).toBe(400);
    expect(second.message).toBe('Perlu otorisasi supervisor: Ubah Harga');
    expect(second.errors).toEqual({ otorisasi: 'Perlu otorisasi supervisor: Ubah Harga' });
  });

  it('consumeApprovals: every required operation needs its own approval; nothing is marked when one is missing', async () => {
    const diskon = (await manual('SPVBDG')).json().data.id as string;
    const missing = await consumeError([diskon], ['DISKON', 'UBAH_HARGA']);
    expect(missing.message).toBe('Perlu otorisasi supervisor: Ubah Harga');
    const still = await t.db.selectFrom('otorisasi').select(['used_at']).where('id', '=', diskon).executeTakeFirstOrThrow();
    expect(still.used_at).toBeNull();
    // an approval older than 30 minutes is refused
    await t.db.updateTable('otorisasi').set({ decided_at: sql<string>`now() - interval '31 minutes'` }).where('id', '=', diskon).execute();
    expect((await consumeError([diskon], ['DISKON'])).message).toBe('Perlu otorisasi supervisor: Diskon');
    // nothing required: nothing asked
    expect(await consume([], [])).toEqual([]);
  });

  it('two saves racing for one approval: exactly one gets it', async () => {
    const id = (await manual('SPVBDG')).json().data.id as string;
    const results = await Promise.allSettled([consume([id], ['DISKON'], 'KASIRBDG', 'DOC-A'), consume([id], ['DISKON'], 'KASIRBDG', 'DOC-B')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as AppError).message).toBe('Perlu otorisasi supervisor: Diskon');
    const row = await t.db.selectFrom('otorisasi').select(['no_dokumen']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(['DOC-A', 'DOC-B']).toContain(row.no_dokumen);
  });

  it('reject: needs a reason; the requester hears qr-auth with status false', async () => {
    const events = collect(kasirSocket, 'qr-auth');
    const { keystore, id } = (await generate('REJECT000001', { event: 'DISKON' })).json().data;
    const noReason = await call('POST', `/api/otorisasi-qr/${keystore}/reject`, spv, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(M.reasonRequired);
    const res = await call('POST', `/api/otorisasi-qr/${keystore}/reject`, spv, { keterangan: 'Diskon terlalu besar' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('REJECTED');
    await waitFor(events, 1);
    expect(events[0]).toEqual({ cancel: false, status: false, keystore: 'REJECT000001', id, approved_by: 'SPVBDG' });
    const [row] = await rowsOf({ keystore: 'REJECT000001' });
    expect(row).toMatchObject({ status: 'REJECTED', approved_by: 'SPVBDG', keterangan: 'Diskon terlalu besar' });
    expect((await consumeError([id], ['DISKON'])).statusCode).toBe(400);
  });

  it('remove: an OPEN request becomes CANCELLED, stays in the table and leaves the list', async () => {
    const { keystore } = (await generate('REMOVE000001')).json().data;
    expect((await call('GET', '/api/otorisasi-qr', spv)).json().data.map((r: { keystore: string }) => r.keystore)).toContain(keystore);
    const wrongClient = await call('DELETE', `/api/otorisasi-qr/remove/SBY/${keystore}`, kasir);
    expect(wrongClient.statusCode).toBe(404);
    const res = await call('DELETE', `/api/otorisasi-qr/remove/BDG/${keystore}`, kasir);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: M.removed, data: { keystore, status: 'CANCELLED' } });
    const [row] = await rowsOf({ keystore });
    expect(row).toMatchObject({ status: 'CANCELLED', approved_by: null });
    expect((await call('GET', '/api/otorisasi-qr', spv)).json().data).toEqual([]);
    const late = await call('POST', `/api/otorisasi-qr/${keystore}/approve`, spv, {});
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(M.requestClosed);
  });

  it('generate: the spec 000 §3 record alone (event "-") creates a general request; remove takes it away', async () => {
    const record = {
      client: 'BDG',
      keystore: 'SPECREC00001',
      client_notes: 'Mohon otorisasi harga cincin',
      status: 'OPEN',
      event: '-',
      input_by: 'KASIRBDG',
      input_date: new Date().toISOString(),
    };
    const res = await call('POST', '/api/otorisasi-qr/generate', kasir, record);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: { keystore: 'SPECREC00001' } });
    const [row] = await rowsOf({ keystore: 'SPECREC00001' });
    expect(row).toMatchObject({ status: 'OPEN', metode: 'QR', client: 'BDG', client_notes: record.client_notes, event: '-', operasi: '-', requested_by: 'KASIRBDG' });
    const listed = (await call('GET', '/api/otorisasi-qr', spv)).json().data.find((r: { keystore: string }) => r.keystore === 'SPECREC00001');
    expect(listed).toMatchObject({ operasi: null, client_notes: record.client_notes, event: '-' });
    // a shop code with a space travels with underscores; the record's event names an operation when it is one
    const withEvent = await call('POST', '/api/otorisasi-qr/generate', kasir, { ...record, keystore: 'SPECREC00002', event: 'diskon' });
    expect(withEvent.statusCode).toBe(200);
    expect((await rowsOf({ keystore: 'SPECREC00002' }))[0]).toMatchObject({ operasi: 'DISKON', event: 'diskon' });
    for (const key of ['SPECREC00001', 'SPECREC00002']) {
      const removed = await call('DELETE', `/api/otorisasi-qr/remove/BDG/${key}`, kasir);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data).toEqual({ keystore: key, status: 'CANCELLED' });
    }
    expect((await rowsOf({ keystore: 'SPECREC00001' }))[0]!.status).toBe('CANCELLED');
  });

  it('generate refuses a bad key, another store as client and a key in use', async () => {
    const short = await generate('ABC');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(M.keystoreInvalid);
    const client = await generate('CLIENT000001', { client: 'SBY' });
    expect(client.statusCode).toBe(400);
    expect(client.json().message).toBe(M.clientInvalid);
    const taken = await generate('ABCDEFGHIJ12');
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe(M.keystoreTaken);
  });
});

describe('GET /api/otorisasi/log', () => {
  it('lists approvals and rejections of the store (not cancelled requests), with who, how and when', async () => {
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const res = await call('GET', `/api/otorisasi/log?tgl_awal=${today}&tgl_akhir=${today}`, spv);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { status: string; metode: string; approved_by: string; requested_by: string; operasi: string; keterangan: string; no_dokumen: string | null }[];
    expect(rows.every((r) => r.status === 'APPROVED' || r.status === 'REJECTED')).toBe(true);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ operasi: 'DISKON', metode: 'MANUAL', status: 'APPROVED', approved_by: 'SPVBDG', requested_by: 'KASIRBDG' }),
        expect.objectContaining({ operasi: 'UBAH_HARGA', metode: 'QR', status: 'APPROVED', approved_by: 'SPVBDG', no_dokumen: 'FJ-BDG-000001' }),
        expect.objectContaining({ operasi: 'DISKON', metode: 'QR', status: 'REJECTED', keterangan: 'Diskon terlalu besar' }),
      ]),
    );
    // decided on today's Jakarta date (an earlier test moves one decision 31 minutes back: just after midnight it is yesterday's)
    const decided = await t.db
      .selectFrom('otorisasi')
      .select('id')
      .where('kode_toko', '=', 'BDG')
      .where('status', 'in', ['APPROVED', 'REJECTED'])
      .where(sql<string>`(coalesce(decided_at, created_at) at time zone 'Asia/Jakarta')::date`, '=', sql<string>`${today}::date`)
      .execute();
    expect(rows).toHaveLength(decided.length);
    expect((await call('GET', `/api/otorisasi/log?tgl_awal=${today}&tgl_akhir=${today}`, kasir)).statusCode).toBe(403);
    const reversed = await call('GET', '/api/otorisasi/log?tgl_awal=2025-02-01&tgl_akhir=2025-01-01', spv);
    expect(reversed.statusCode).toBe(400);
    expect((await call('GET', `/api/otorisasi/log?tgl_awal=${today}&tgl_akhir=${today}`, spvSby)).json().data).toEqual([]);
    const all = await call('GET', `/api/otorisasi/log?tgl_awal=${today}&tgl_akhir=${today}`, owner);
    expect(all.json().data.length).toBeGreaterThanOrEqual(rows.length);
  });
});
