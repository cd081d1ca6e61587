import { AUTHORIZATION_MESSAGES as M, FINGERPRINT_MESSAGES as F, type FingerprintAuthEvent } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, connectSocket, waitFor, type TestSocket } from '../../../test/socket-client';
import { softAuthenticator, type SoftAuthenticator } from '../../../test/soft-authenticator';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { hashPassword } from '../auth/password';

/** The browser's host: WebAuthn scopes credentials to it (rp id) and signs the page's origin. */
const HOST = 'localhost:3108';
const ORIGIN = `http://${HOST}`;

let t: TestApp;
let kasirToken: string;
let kasir: Record<string, string>;
let spv: Record<string, string>;
let spv2: Record<string, string>;
let spvSensor: SoftAuthenticator;
let spv2Sensor: SoftAuthenticator;
const sockets: TestSocket[] = [];

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers: { host: HOST, ...headers }, ...(payload ? { payload } : {}) });

async function enrol(headers: Record<string, string>, sensor: SoftAuthenticator) {
  const options = await call('POST', '/api/user-fingerprint/register/options', headers, {});
  expect(options.statusCode).toBe(200);
  return call('POST', '/api/user-fingerprint/register', headers, { response: sensor.register(options.json().data) });
}

/** The dialog's lookup: the supervisor's credentials and a fresh challenge issued for the cashier. */
async function challengeFor(userId: string, headers = kasir) {
  const res = await call('GET', `/api/user-fingerprint?user_id=${userId}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json().data[0].options as { challenge: string };
}

const approve = (user_id: string, fp: object, headers = kasir) =>
  call('POST', '/api/authorization/fingerprint', headers, { user_id, fp, kategori: 'UBAH_HARGA', nilai: 1_250_000, deskripsi: 'Harga 1.300.000 menjadi 1.250.000' });

const fingerprintRows = () => t.db.selectFrom('otorisasi').selectAll().where('metode', '=', 'FINGERPRINT').orderBy('created_at').execute();

beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .insertInto('users')
    .values({ user_id: 'SPVBDG2', nama_user: 'SUPERVISOR BDG 2', level: 'SPV', kode_toko: 'BDG', password_hash: await hashPassword('demo123'), akses: '[]', created_by: 'TEST' })
    .execute();
  kasirToken = await t.login('KASIRBDG');
  kasir = t.bearer(kasirToken);
  spv = t.bearer(await t.login('SPVBDG'));
  spv2 = t.bearer(await t.login('SPVBDG2'));
  spvSensor = softAuthenticator('localhost', ORIGIN);
  spv2Sensor = softAuthenticator('localhost', ORIGIN);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

describe('fingerprint enrolment (WebAuthn, own user, SPV/OWN)', () => {
  it('a supervisor enrols the sensor of the device; a cashier may not; the lookup lists the credential', async () => {
    const res = await enrol(spv, spvSensor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: F.enrolled, data: [{ id: spvSensor.credentialId, transports: ['internal'] }] });
    const stored = await t.db.selectFrom('user_fingerprint').selectAll().where('user_id', '=', 'SPVBDG').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.public_key.length).toBeGreaterThan(40);
    expect((await enrol(spv2, spv2Sensor)).statusCode).toBe(200);

    const byKasir = await call('POST', '/api/user-fingerprint/register/options', kasir, {});
    expect(byKasir.statusCode).toBe(403);
    expect(byKasir.json().message).toBe(F.enrolForbidden);

    const lookup = await call('GET', '/api/user-fingerprint?user_id=spvbdg', kasir);
    expect(lookup.statusCode).toBe(200);
    const [first] = lookup.json().data;
    expect(first).toMatchObject({ user_id: 'SPVBDG', level: 'SPV', fingerprints: [{ id: spvSensor.credentialId }] });
    expect(first.options.allowCredentials).toEqual([{ id: spvSensor.credentialId, type: 'public-key', transports: ['internal'] }]);
    expect(first.options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
  });

  it('a registration answer replayed (its challenge already used) is refused', async () => {
    const options = (await call('POST', '/api/user-fingerprint/register/options', spv, {})).json().data;
    const other = softAuthenticator('localhost', ORIGIN);
    const answer = other.register(options);
    expect((await call('POST', '/api/user-fingerprint/register', spv, { response: answer })).statusCode).toBe(200);
    const again = await call('POST', '/api/user-fingerprint/register', spv, { response: answer });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(F.tryAgain);
    const removed = await call('DELETE', `/api/user-fingerprint/${other.credentialId}`, spv);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.map((c: { id: string }) => c.id)).toEqual([spvSensor.credentialId]);
  });
});

describe('POST /api/authorization/fingerprint (spec 000 §4, §7)', () => {
  it('SPVBDG scans: an APPROVED FINGERPRINT approval for KASIRBDG, who hears fingerprint-auth', async () => {
    const socket = await connectSocket(await t.listen(), { token: kasirToken });
    sockets.push(socket);
    const events = collect(socket, 'fingerprint-auth');
    const res = await approve('SPVBDG', spvSensor.assert(await challengeFor('SPVBDG')));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: M.approved, data: { operasi: 'UBAH_HARGA', approved_by: 'SPVBDG', metode: 'FINGERPRINT' } });
    const [row] = await fingerprintRows();
    expect(row).toMatchObject({ id: res.json().data.id, status: 'APPROVED', metode: 'FINGERPRINT', operasi: 'UBAH_HARGA', requested_by: 'KASIRBDG', approved_by: 'SPVBDG', kode_toko: 'BDG' });
    await waitFor(events, 1);
    expect(events[0]).toEqual({ status: true, auth_for: 'UBAH_HARGA', user_id: 'SPVBDG' } satisfies FingerprintAuthEvent);
    const cred = await t.db.selectFrom('user_fingerprint').select(['counter', 'last_used_at']).where('id', '=', spvSensor.credentialId).executeTakeFirstOrThrow();
    expect(Number(cred.counter)).toBeGreaterThan(0);
    expect(cred.last_used_at).not.toBeNull();
  });

  it('a replayed assertion is refused (its challenge was used once), and writes nothing', async () => {
    const assertion = spvSensor.assert(await challengeFor('SPVBDG'));
    expect((await approve('SPVBDG', assertion)).statusCode).toBe(200);
    const before = (await fingerprintRows()).length;
    const replay = await approve('SPVBDG', assertion);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ status: 'error', message: F.tryAgain });
    expect(await fingerprintRows()).toHaveLength(before);
  });

  it('an assertion of another user, a forged signature, a foreign origin and a challenge issued to another requester are refused', async () => {
    const before = (await fingerprintRows()).length;
    // SPVBDG2's finger answering a challenge issued for SPVBDG, sent as SPVBDG
    const foreign = spv2Sensor.assert(await challengeFor('SPVBDG'));
    expect((await approve('SPVBDG', foreign)).json()).toMatchObject({ status: 'error', message: F.tryAgain });
    // SPVBDG2's own credential over SPVBDG's challenge, sent as SPVBDG2: the challenge was not issued for him
    const crossed = spv2Sensor.assert(await challengeFor('SPVBDG'));
    expect((await approve('SPVBDG2', crossed)).json().message).toBe(F.tryAgain);
    // a signature over other bytes
    const forged = spvSensor.assert(await challengeFor('SPVBDG'));
    const other = spvSensor.assert(await challengeFor('SPVBDG'));
    expect((await approve('SPVBDG', { ...forged, response: { ...forged.response, signature: other.response.signature } })).json().message).toBe(F.tryAgain);
    // a page of another site
    const phished = spvSensor.assert(await challengeFor('SPVBDG'), { origin: 'http://evil.example' });
    expect((await approve('SPVBDG', phished)).json().message).toBe(F.tryAgain);
    // a challenge the supervisor's own session asked for cannot serve the cashier
    const notHers = spvSensor.assert(await challengeFor('SPVBDG', spv));
    expect((await approve('SPVBDG', notHers)).json().message).toBe(F.tryAgain);
    // a challenge never issued
    expect((await approve('SPVBDG', spvSensor.assert({ challenge: 'bm90LWlzc3VlZC1ieS10aGUtc2VydmVy' }))).json().message).toBe(F.tryAgain);
    expect(await fingerprintRows()).toHaveLength(before);
  });

  it("an unknown user, a cashier and a supervisor without a fingerprint get 'Username Tidak Tidak Terdaftar'", async () => {
    for (const userId of ['TIDAKADA', 'KASIRSBY', 'OWNER']) {
      const res = await call('GET', `/api/user-fingerprint?user_id=${userId}`, kasir);
      expect(res.statusCode, userId).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message: F.unknownUser });
    }
    const post = await approve('TIDAKADA', spvSensor.assert({ challenge: 'eA' }));
    expect(post.statusCode).toBe(400);
    expect(post.json().message).toBe(F.unknownUser);
    const missing = await call('GET', '/api/user-fingerprint?user_id=', kasir);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(F.userIdRequired);
  });

  it('refuses a body without fp or kategori with a 400 envelope', async () => {
    const res = await call('POST', '/api/authorization/fingerprint', kasir, { user_id: 'SPVBDG', kategori: 'UBAH_HARGA' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('error');
    const bad = await call('POST', '/api/authorization/fingerprint', kasir, { user_id: 'SPVBDG', fp: spvSensor.assert({ challenge: 'eA' }), kategori: 'APA_SAJA' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.operasiInvalid);
  });
});
