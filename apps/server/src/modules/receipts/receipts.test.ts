import { DEFAULT_SETTING_NOTA, SALES_MESSAGES } from '@emas/domain';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTER_SCREENS, firstOf, newKey, readyItems, setAkses } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** What the fake WhatsApp backend (an external service) received, and what it answers next. */
const received: { url: string; body: unknown }[] = [];
let answer: { status: number; body: object } = { status: 200, body: { success: true } };
let wa: Server;
let t: TestApp;
/** the same chain without a WhatsApp backend */
let bare: TestApp;
let kasir: Record<string, string>;
let spv: Record<string, string>;

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

beforeAll(async () => {
  wa = createServer(async (req, res) => {
    received.push({ url: req.url ?? '', body: await readBody(req) });
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  wa.listen(0, '127.0.0.1');
  await once(wa, 'listening');
  const port = (wa.address() as { port: number }).port;
  t = await createTestApp({ WA_BACKEND: `http://127.0.0.1:${port}/api/` });
  bare = await createTestApp();
  for (const app of [t, bare]) {
    await setAkses(app, 'KASIRBDG', COUNTER_SCREENS.filter((k) => !k.startsWith('validasi')));
    await setAkses(app, 'SPVBDG', COUNTER_SCREENS);
    await setAkses(app, 'KASIRSBY', []);
  }
  kasir = t.bearer(await t.login('KASIRBDG'));
  spv = t.bearer(await t.login('SPVBDG'));
});
afterAll(async () => {
  await t?.close();
  await bare?.close();
  wa?.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (app: TestApp, method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('receipts by invoice', () => {
  it('bynota/single and bynota answer the receipt, the grouped lines and the WhatsApp text', async () => {
    const items = await readyItems(t, 3);
    const detail = [];
    for (const it of items) detail.push({ kode_barcode: it.kode_barcode, harga: (await call(t, 'GET', `/api/penjualan/barang/${it.kode_barcode}`, kasir)).json().data.harga_hitung });
    const total = detail.reduce((s, d) => s + d.harga, 0);
    const sale = await call(t, 'POST', '/api/penjualan', kasir, {
      idempotency_key: newKey(),
      kode_sales: (await firstOf(t, 'sales')).kode_sales,
      nama_customer: 'rina',
      no_hp: '0812 1111 2222',
      detail,
      pembayaran: [{ jenis: 'CASH', jumlah_rp: total }],
    });
    expect(sale.statusCode, sale.body).toBe(200);
    const no = sale.json().data.no_faktur_group as string;

    const single = await call(t, 'POST', '/api/penjualan/get/bynota/single', kasir, { no_faktur_group: no.toLowerCase() });
    expect(single.statusCode, single.body).toBe(200);
    expect(single.json().data).toEqual(sale.json().data);
    expect(single.json().template_wa).toContain(no);
    expect(single.json().template_wa).toContain('RINA');
    expect(single.json().data.nama_toko).toBe('EMAS SEJAHTERA BANDUNG');

    const grouped = await call(t, 'POST', '/api/penjualan/get/bynota', kasir, { no_faktur_group: no });
    expect(grouped.statusCode).toBe(200);
    const rows = grouped.json().dataJualGrouped as { jumlah: number; total_harga: number }[];
    expect(rows.reduce((s, r) => s + r.jumlah, 0)).toBe(3);
    expect(rows.reduce((s, r) => s + r.total_harga, 0)).toBe(total);

    const missing = await call(t, 'POST', '/api/penjualan/get/bynota/single', kasir, { no_faktur_group: 'FJ-BDG-000000-000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(SALES_MESSAGES.saleNotFound);
  });
});

describe('sending the invoice by WhatsApp', () => {
  it('posts receiver (0 -> 62), message and type text to the configured backend', async () => {
    answer = { status: 200, body: { success: true } };
    received.length = 0;
    const res = await call(t, 'POST', '/api/chat/send', kasir, { receiver: '0812-1111-2222', message: 'Terima kasih', type: 'text' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: SALES_MESSAGES.invoiceSent, code: 'sales.invoiceSent', data: { success: true } });
    expect(received).toEqual([{ url: '/api/chat/send', body: { receiver: '6281211112222', message: 'Terima kasih', type: 'text' } }]);
  });

  it("the backend's refusal: its message, else 'No Wa Tidak Terdaftar'", async () => {
    answer = { status: 200, body: { success: false } };
    const plain = await call(t, 'POST', '/api/chat/send', kasir, { receiver: '081200000000', message: 'x', type: 'text' });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe(SALES_MESSAGES.waNotRegistered);
    answer = { status: 500, body: { success: false, message: 'Session WhatsApp terputus' } };
    const withMessage = await call(t, 'POST', '/api/chat/send', kasir, { receiver: '081200000000', message: 'x', type: 'text' });
    expect(withMessage.statusCode).toBe(400);
    expect(withMessage.json().message).toBe('Session WhatsApp terputus');
  });

  it('with no backend configured it says so, without calling anything', async () => {
    received.length = 0;
    const k = bare.bearer(await bare.login('KASIRBDG'));
    const res = await call(bare, 'POST', '/api/chat/send', k, { receiver: '081200000000', message: 'x', type: 'text' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SALES_MESSAGES.waNotConfigured);
    expect(received).toEqual([]);
  });

  it('403 for a user without a sales screen', async () => {
    const sby = t.bearer(await t.login('KASIRSBY'));
    expect((await call(t, 'POST', '/api/chat/send', sby, { receiver: '081200000000', message: 'x', type: 'text' })).statusCode).toBe(403);
  });
});

describe('receipt settings (setting-nota, setting-nota-slip)', () => {
  it('defaults, save, read back; the slip is separate', async () => {
    const first = await call(t, 'GET', '/api/setting-nota', spv);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual(DEFAULT_SETTING_NOTA);
    const saved = await call(t, 'PUT', '/api/setting-nota', spv, { ...DEFAULT_SETTING_NOTA, platform: 'Mobile', posisi: 'BELAKANG', catatan: 'Terima kasih', tampil_qr: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(SALES_MESSAGES.settingSaved);
    expect((await call(t, 'GET', '/api/setting-nota', kasir)).json().data).toMatchObject({ platform: 'Mobile', posisi: 'BELAKANG', catatan: 'Terima kasih', tampil_qr: false });
    expect((await call(t, 'GET', '/api/setting-nota-slip', spv)).json().data).toEqual(DEFAULT_SETTING_NOTA);
    const bad = await call(t, 'PUT', '/api/setting-nota-slip', spv, { platform: 'Tablet' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Platform harus Desktop atau Mobile');
  });

  it('keeps a buy-back note of its own (catatan_beli), with a default for settings saved before it', async () => {
    const first = (await call(t, 'GET', '/api/setting-nota-slip', kasir)).json().data;
    expect(first.catatan_beli).toBe(DEFAULT_SETTING_NOTA.catatan_beli);
    expect(first.catatan_beli).not.toBe(first.catatan);
    expect(first.catatan_beli).not.toMatch(/dijual kembali/i);
    // a store whose settings were saved before the buy-back note existed reads the default
    await t.db.insertInto('setting_nota').values({ kode_toko: 'BDG', kind: 'SLIP', data: JSON.stringify({ catatan: 'lama' }), updated_by: 'TEST' }).execute();
    expect((await call(t, 'GET', '/api/setting-nota-slip', kasir)).json().data).toMatchObject({ catatan: 'lama', catatan_beli: DEFAULT_SETTING_NOTA.catatan_beli });
    const saved = await call(t, 'PUT', '/api/setting-nota-slip', spv, { ...DEFAULT_SETTING_NOTA, catatan_beli: 'Harga sesuai kondisi barang' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(t, 'GET', '/api/setting-nota-slip', kasir)).json().data).toMatchObject({ catatan: DEFAULT_SETTING_NOTA.catatan, catatan_beli: 'Harga sesuai kondisi barang' });
    const tooLong = await call(t, 'PUT', '/api/setting-nota-slip', spv, { catatan_beli: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Catatan Nota Pembelian maksimal 500 karakter');
    await t.db.deleteFrom('setting_nota').where('kode_toko', '=', 'BDG').where('kind', '=', 'SLIP').execute();
  });

  it('with SETTING_NOTA_OWNER_ONLY_MODULE on, only OWN or SU may change them (spec 000 §6)', async () => {
    expect((await call(t, 'PUT', '/api/setting-nota', spv, { catatan: 'a' })).statusCode).toBe(200);
    await t.db.insertInto('para_module').values({ kode_toko: 'BDG', key: 'SETTING_NOTA_OWNER_ONLY_MODULE', aktif: true, updated_by: 'TEST' }).onConflict((oc) => oc.columns(['kode_toko', 'key']).doUpdateSet({ aktif: true })).execute();
    const refused = await call(t, 'PUT', '/api/setting-nota', spv, { catatan: 'b' });
    expect(refused.statusCode).toBe(403);
    expect((await call(t, 'PUT', '/api/setting-nota-slip', spv, { catatan: 'b' })).statusCode).toBe(403);
    const owner = { ...t.bearer(await t.login('OWNER')), 'x-kode-toko': 'BDG' };
    const ok = await call(t, 'PUT', '/api/setting-nota', owner, { catatan: 'oleh owner' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call(t, 'GET', '/api/setting-nota', kasir)).json().data.catatan).toBe('oleh owner');
  });
});
