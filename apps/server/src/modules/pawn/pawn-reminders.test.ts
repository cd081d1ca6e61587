import { addDays } from '@emas/domain';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstOf, newKey, setAksesTree } from '../../../test/sales-helpers';
import { fundStore } from '../../../test/cash-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let wa: Server;
let kasir: Record<string, string>;
const received: { receiver: string; message: string }[] = [];
let failNext = false;

beforeAll(async () => {
  wa = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { receiver: string; message: string };
    if (failNext) {
      failNext = false;
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, message: 'No Wa Tidak Terdaftar' }));
      return;
    }
    received.push(body);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true }));
  });
  wa.listen(0, '127.0.0.1');
  await once(wa, 'listening');
  t = await createTestApp({ WA_BACKEND: `http://127.0.0.1:${(wa.address() as { port: number }).port}/api/` });
  await fundStore(t);
  await setAksesTree(t, 'KASIRBDG', { hutang: ['transaksi-hutang', 'lihat-hutang'] });
  kasir = t.bearer(await t.login('KASIRBDG'));
});
afterAll(async () => {
  await t.close();
  wa.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: kasir, ...(payload ? { payload } : {}) });
const tglOf = async () => (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).tgl_system;
const setTgl = (d: string) => t.db.updateTable('toko').set({ tgl_system: d }).where('kode_toko', '=', 'BDG').execute();

describe('pawn reminders by WhatsApp', () => {
  it('sends one message before the due date and one on it, each once; a failed send is tried again later', async () => {
    const kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
    const res = await call('POST', '/api/hutang', {
      idempotency_key: newKey(),
      kode_sales: kodeSales,
      nama_customer: 'Budi',
      alamat_customer: 'Jl. Asia Afrika 1',
      no_hp: '081298765432',
      no_identitas: '3273',
      detail_barang: [{ nama_barang: 'Kalung', kode_group: 'P17', berat: '4', kode_kondisi: 'BAGUS' }],
      jumlah_hutang: 1_000_000,
      otorisasi: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    const loan = res.json().data as { no_faktur_hutang: string; tgl_jatuh_tempo: string };
    const start = await tglOf();

    const none = await call('POST', '/api/hutang/pengingat');
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toEqual({ terkirim: 0, gagal: 0 });

    await setTgl(addDays(loan.tgl_jatuh_tempo, -2));
    failNext = true;
    expect((await call('POST', '/api/hutang/pengingat')).json().data).toEqual({ terkirim: 0, gagal: 1 });
    expect((await call('POST', '/api/hutang/pengingat')).json().data).toEqual({ terkirim: 1, gagal: 0 });
    expect((await call('POST', '/api/hutang/pengingat')).json().data).toEqual({ terkirim: 0, gagal: 0 });
    expect(received).toHaveLength(1);
    expect(received[0]!.receiver).toBe('6281298765432');
    expect(received[0]!.message).toContain(loan.no_faktur_hutang);

    await setTgl(loan.tgl_jatuh_tempo);
    const [a, b] = await Promise.all([call('POST', '/api/hutang/pengingat'), call('POST', '/api/hutang/pengingat')]);
    expect(a.json().data.terkirim + b.json().data.terkirim).toBe(1);
    expect(received).toHaveLength(2);
    const rows = await t.db.selectFrom('hutang_pengingat').select(['jenis']).where('no_faktur_hutang', '=', loan.no_faktur_hutang).orderBy('jenis').execute();
    expect(rows.map((r) => r.jenis)).toEqual(['JATUH_TEMPO', 'SEBELUM']);

    await t.db.updateTable('para_module').set({ aktif: false }).where('kode_toko', '=', 'BDG').where('key', '=', 'WHATSAPP_MODULE').execute();
    await t.db.deleteFrom('hutang_pengingat').execute();
    expect((await call('POST', '/api/hutang/pengingat')).json().data).toEqual({ terkirim: 0, gagal: 0 });
    await setTgl(start);
  });
});
