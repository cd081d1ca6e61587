import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey, setAksesTree } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The customer is told by WhatsApp when the repair is DONE: a stand-in WhatsApp backend records what it is sent. */
let t: TestApp;
let wa: Server;
let kasir: Record<string, string>;
let tgl: string;
const received: { url: string; body: { receiver: string; message: string; type: string } }[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: { success: true } };

async function readBody(req: IncomingMessage) {
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
  t = await createTestApp({ WA_BACKEND: `http://127.0.0.1:${(wa.address() as { port: number }).port}/api/` });
  await setAksesTree(t, 'KASIRBDG', { service: ['transaksi-services', 'lihat-services'] });
  kasir = t.bearer(await t.login('KASIRBDG'));
  tgl = (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).tgl_system;
}, 120_000);
afterAll(async () => {
  await t?.close();
  wa?.close();
});

async function doneRepair(noHp: string) {
  const intake = await t.app.inject({
    method: 'POST',
    url: '/api/service',
    headers: kasir,
    payload: {
      idempotency_key: newKey(),
      nama_customer: 'ani',
      no_hp: noHp,
      kode_tukang: 'T02',
      tgl_janji: tgl,
      ongkos_estimasi: 50_000,
      detail: [{ nama_barang: 'kalung', kode_group: 'P17', berat: '4', deskripsi: ['PAT'] }],
      pembayaran: [{ jenis: 'CASH', jumlah_rp: 20_000 }],
    },
  });
  expect(intake.statusCode, intake.body).toBe(200);
  const no = intake.json().data.no_service as string;
  const res = await t.app.inject({ method: 'POST', url: `/api/service/${no}/selesai`, headers: kasir, payload: { ongkos: 50_000, detail: [{ urut: 1, berat_keluar: '4' }] } });
  expect(res.statusCode, res.body).toBe(200);
  return { no, data: res.json().data as { status: string; whatsapp: string } };
}

describe('WhatsApp when a repair is done', () => {
  it('sends the customer the ready message with the balance due (62 number)', async () => {
    const { no, data } = await doneRepair('0812-3456-7890');
    expect(data).toMatchObject({ status: 'DONE', whatsapp: 'TERKIRIM' });
    const sent = received.at(-1)!;
    expect(sent.url).toBe('/api/chat/send');
    expect(sent.body.receiver).toBe('6281234567890');
    expect(sent.body.message).toContain(no);
    expect(sent.body.message).toContain('Sisa bayar Rp 30,000');
  });

  it('a refusing backend leaves the repair DONE and says GAGAL; no number sends nothing', async () => {
    answer = { status: 400, body: { success: false, message: 'nomor tidak terdaftar' } };
    const failed = await doneRepair('0812-0000-0000');
    expect(failed.data).toMatchObject({ status: 'DONE', whatsapp: 'GAGAL' });
    const before = received.length;
    const none = await doneRepair('');
    expect(none.data.whatsapp).toBe('TIDAK');
    expect(received.length).toBe(before);
  });
});
