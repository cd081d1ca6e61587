import { DEFAULT_PROMO_TEXT, PROMO_MESSAGES, SALES_MESSAGES, toBusinessDate } from '@emas/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellToCustomers } from '../../../test/promo-helpers';
import { collect, connectSocket, type TestSocket } from '../../../test/socket-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { perReceiver, startStandInGateway, type StandInGateway } from '../../../test/wa-gateway';

/**
 * The promo broadcast against a stand-in WhatsApp gateway: no gateway means nothing saved nor queued; a
 * promo of today goes to every customer with a phone of the store's receipts, once each, placeholders filled,
 * with its progress pushed to the owner's screens; a refusing gateway is tried again, then reported failed.
 */
let t: TestApp;
let base: string;
let gw: StandInGateway;
let owner: string;
let socket: TestSocket;
const today = toBusinessDate(new Date());

const api = async (method: string, url: string, body?: unknown, kodeToko = 'BDG', token = owner) => {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'x-kode-toko': kodeToko, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: (await res.json()) as { status: string; message?: string; data: any; errors?: Record<string, string> } };
};

const waitUntil = async (check: () => Promise<boolean>, ms = 15_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

beforeAll(async () => {
  gw = await startStandInGateway();
  t = await createTestApp({ PROMO_RATE_PER_MINUTE: '60000', PROMO_RETRY_BASE_MS: '30', PROMO_RETRY_MAX_MS: '200', PROMO_MAX_ATTEMPTS: '3', PROMO_POLL_MS: '100' });
  base = await t.listen();
  owner = await t.login('OWNER');
  socket = await connectSocket(base, { token: owner });
}, 120_000);
afterAll(async () => {
  socket?.close();
  await t?.close();
  await gw?.close();
});

describe('no WhatsApp gateway', () => {
  it('the screen reads the default promo of today and is told there is no gateway; saving queues nothing', async () => {
    const res = await api('GET', '/api/promo-wablas');
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ template: DEFAULT_PROMO_TEXT, image_url: '-', date: today, gateway: false, progress: null });
    const saved = await api('POST', '/api/promo-wablas', { template: 'Halo {nama_customer}', tgl_kirim: today, image_url: '-' });
    expect(saved.status).toBe(400);
    expect(saved.json.message).toBe(PROMO_MESSAGES.gatewayMissing);
    expect(await t.db.selectFrom('promo').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('promo_outbox').selectAll().execute()).toEqual([]);
    const test = await api('POST', '/api/whatsapp-setting/test', { receiver: '08123456789' });
    expect(test.status).toBe(400);
    expect(test.json.message).toBe(SALES_MESSAGES.waNotConfigured);
  });
});

describe('/whatsapp-setting', () => {
  it('saves the gateway of the store, never shows the token, and tests it with one message', async () => {
    const bad = await api('PUT', '/api/whatsapp-setting', { base_url: 'ftp://gateway' });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ base_url: PROMO_MESSAGES.gatewayUrlInvalid });
    for (const kodeToko of ['BDG', 'SBY']) {
      const saved = await api('PUT', '/api/whatsapp-setting', { base_url: gw.url, token: 'rahasia-123' }, kodeToko);
      expect(saved.status).toBe(200);
      expect(saved.json.message).toBe(PROMO_MESSAGES.settingSaved);
      expect(saved.json.data).toEqual({ base_url: gw.url, has_token: true, source: 'TOKO', configured: true });
    }
    expect(JSON.stringify((await api('GET', '/api/whatsapp-setting')).json)).not.toContain('rahasia');
    const test = await api('POST', '/api/whatsapp-setting/test', { receiver: '0812-3456-7890' });
    expect(test.status).toBe(200);
    expect(test.json.message).toBe(PROMO_MESSAGES.testSent);
    expect(gw.calls).toMatchObject([{ receiver: '6281234567890', message: PROMO_MESSAGES.testMessage, type: 'text', authorization: 'rahasia-123' }]);
    gw.calls.length = 0;
  });

  it('a cashier without the screen gets 403', async () => {
    const kasir = await t.login('KASIRBDG');
    expect((await api('GET', '/api/whatsapp-setting', undefined, 'BDG', kasir)).status).toBe(403);
  });
});

describe('a promo of today', () => {
  it('reaches every customer with a phone once, placeholders filled, with live progress', async () => {
    await sellToCustomers(base, owner, 'BDG', [
      { nama: 'Rina', hp: '0812 1111 0001', lahir: '1990-08-17' },
      { nama: 'Budi', hp: '081211110002' },
      { nama: 'Budi Santoso', hp: '+62 812-1111-0002' }, // the same phone: one message, the latest name
      { nama: 'Tanpa Nomor', hp: '' },
      { nama: 'Sari', hp: '0812-1111-0003' },
    ]);
    const progress = collect(socket, 'progress');
    const past = await api('POST', '/api/promo-wablas', { template: 'x', tgl_kirim: '2020-01-01' });
    expect(past.status).toBe(400);
    expect(past.json.errors).toEqual({ tgl_kirim: PROMO_MESSAGES.datePast });

    const template = 'Halo {nama_customer} ({kode_customer}), lahir {tgl_lahir}: diskon 50%!';
    const saved = await api('POST', '/api/promo-wablas', { template, tgl_kirim: today, image_url: '-' });
    expect(saved.status, saved.json.message).toBe(200);
    expect(saved.json.message).toBe(PROMO_MESSAGES.saved);
    expect(saved.json.data).toMatchObject({ template, date: today, image_url: '-', gateway: true });

    await waitUntil(async () => (await api('GET', '/api/promo-wablas')).json.data.status === 'SELESAI');
    expect(perReceiver(gw.calls)).toEqual({ '6281211110001': 1, '6281211110002': 1, '6281211110003': 1 });
    const byReceiver = Object.fromEntries(gw.calls.map((c) => [c.receiver, c.message]));
    expect(byReceiver['6281211110002']).toBe('Halo BUDI SANTOSO (6281211110002), lahir -: diskon 50%!');
    // the birth date given on the receipt fills {tgl_lahir} as DD-MM-YYYY
    expect(byReceiver['6281211110001']).toBe('Halo RINA (6281211110001), lahir 17-08-1990: diskon 50%!');
    expect(gw.calls.every((c) => c.type === 'text' && c.idempotencyKey?.startsWith('promo-'))).toBe(true);

    const read = await api('GET', '/api/promo-wablas');
    expect(read.json.data.progress).toEqual({ total: 3, sent: 3, failed: 0, left: 0 });
    await waitUntil(async () => progress.some((p) => p.done === 3));
    expect(progress.at(-1)).toEqual({ task: 'promo', done: 3, total: 3, sent: 3, failed: 0 });
    expect(progress.every((p) => p.task === 'promo' && p.total === 3)).toBe(true);

    const recipients = await api('GET', '/api/promo-wablas/penerima');
    expect(recipients.json.data.map((r: { status: string }) => r.status)).toEqual(['SENT', 'SENT', 'SENT']);

    // the promo of today went out: saving it again would message everyone twice
    const again = await api('POST', '/api/promo-wablas', { template: 'lagi', tgl_kirim: today, image_url: '-' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(PROMO_MESSAGES.alreadySent);
    expect(gw.calls.length).toBe(3);
  });

  it('a promo of a later date waits for its date', async () => {
    const later = '2099-12-31';
    const saved = await api('POST', '/api/promo-wablas', { template: 'Nanti {nama_customer}', tgl_kirim: later, image_url: '-' });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ date: later, status: 'TERJADWAL', progress: null });
    await new Promise((r) => setTimeout(r, 400));
    expect(await t.db.selectFrom('promo_outbox').select('id').where('promo_id', '=', saved.json.data.id).execute()).toEqual([]);
    // edited while scheduled: one promo of that date
    const edited = await api('POST', '/api/promo-wablas', { template: 'Nanti lagi', tgl_kirim: later, image_url: '-' });
    expect(edited.json.data).toMatchObject({ id: saved.json.data.id, template: 'Nanti lagi' });
  });
});

describe('a refusing gateway', () => {
  it('is tried again with backoff, then the message is reported failed; the others go out', async () => {
    await sellToCustomers(base, owner, 'SBY', [
      { nama: 'Dewi', hp: '081300000001' },
      { nama: 'Eko', hp: '081300000002' },
    ]);
    gw.calls.length = 0;
    gw.refuse.set('6281300000002', 'Nomor tidak terdaftar di WhatsApp');
    const saved = await api('POST', '/api/promo-wablas', { template: 'Promo {nama_customer}', tgl_kirim: today, image_url: '-' }, 'SBY');
    expect(saved.status).toBe(200);
    await waitUntil(async () => (await api('GET', '/api/promo-wablas', undefined, 'SBY')).json.data.status === 'SELESAI');
    expect(perReceiver(gw.calls)).toEqual({ '6281300000001': 1, '6281300000002': 3 });
    const refused = gw.calls.filter((c) => c.receiver === '6281300000002');
    expect(refused[1]!.at - refused[0]!.at).toBeGreaterThanOrEqual(25);
    expect(refused[2]!.at - refused[1]!.at).toBeGreaterThanOrEqual(55);
    const read = await api('GET', '/api/promo-wablas', undefined, 'SBY');
    expect(read.json.data.progress).toEqual({ total: 2, sent: 1, failed: 1, left: 0 });
    const rows = await api('GET', '/api/promo-wablas/penerima', undefined, 'SBY');
    expect([...rows.json.data].sort((a: { no_hp: string }, b: { no_hp: string }) => a.no_hp.localeCompare(b.no_hp))).toMatchObject([
      { no_hp: '6281300000001', status: 'SENT', attempts: 1 },
      { no_hp: '6281300000002', status: 'FAILED', attempts: 3, last_error: 'Nomor tidak terdaftar di WhatsApp' },
    ]);
    gw.refuse.clear();
  });
});

describe('the banner', () => {
  it("is uploaded to the folder 'promo', re-encoded, served without sign-in for the gateway; not-images refused", async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#d4af37' } }).png().toBuffer();
    const form = new FormData();
    form.append('folder', 'promo');
    form.append('image', new Blob([png], { type: 'image/png' }), 'banner.png');
    const res = await fetch(`${base}/api/promo-wablas/upload`, { method: 'POST', headers: { authorization: `Bearer ${owner}`, 'x-kode-toko': 'BDG' }, body: form });
    const body = (await res.json()) as { data: { url: string; key: string } };
    expect(res.status).toBe(200);
    expect(body.data.key).toMatch(/^BDG\/promo\/[0-9a-f]{16}\.jpg$/);
    const image = await fetch(body.data.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(['jpeg', 720]);

    const bad = new FormData();
    bad.append('image', new Blob([Buffer.from('<svg/>')], { type: 'image/png' }), 'x.png');
    const refused = await fetch(`${base}/api/promo-wablas/upload`, { method: 'POST', headers: { authorization: `Bearer ${owner}` }, body: bad });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe('File harus berupa gambar (JPG, PNG atau WEBP)');
    expect((await fetch(`${base}/api/promo-wablas/image/BDG/..%2F..%2Fetc.jpg`)).status).toBe(404);
  });
});
