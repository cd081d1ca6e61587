import { addMonthsClamped, CICILAN_REMINDER_MESSAGES, CLOSING_MESSAGES, MESSAGES } from '@emas/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricesFor, tglOf } from '../../../test/closing-helpers';
import { firstOf, newKey, readyItems, setAksesTree } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The instalment reports, the dashboard card, the close-of-day checks and the WhatsApp reminders (issue 33), over
 * two plans opened through the API and taken across business dates: one paid on time then late, one never paid
 * until it is in default and taken back.
 */
let t: TestApp;
let kasir: Record<string, string>;
let spv: Record<string, string>;
let kodeSales: string;

const SCREENS = { penjualan: ['transaksi-cicilan', 'lihat-cicilan', 'lelang-cicilan'], laporan: ['laporan-cicilan-aktif'] };

beforeAll(async () => {
  t = await createTestApp({ CICILAN_REMINDER_WORKER: 'off', PROMO_WORKER: 'off' });
  await setAksesTree(t, 'KASIRBDG', SCREENS);
  kasir = t.bearer(await t.login('KASIRBDG'));
  spv = t.bearer(await t.login('SPVBDG'));
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
  // the store's WhatsApp gateway: the stand-in, which records each message instead of sending it
  const gateway = await t.app.inject({ method: 'PUT', url: '/api/whatsapp-setting', headers: spv, payload: { base_url: '', jenis: 'STANDIN' } });
  expect(gateway.statusCode, gateway.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers = kasir, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const report = async (path: string, query: Record<string, string> = {}, headers: Headers = spv) => {
  const res = await call('GET', `/api/laporan/${path}?${new URLSearchParams(query).toString()}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { status: string; message: string; data: Record<string, unknown>[] };
};
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function moveDate(to: string) {
  await t.db.updateTable('toko').set({ tgl_system: to }).where('kode_toko', '=', 'BDG').execute();
  await pricesFor(t, to);
}

type Plan = { no_faktur_cicil: string; dp_rp: number; biaya_admin: number; margin: number; jadwal: { ke: number; nilai: number; tgl_jatuh_tempo: string }[] };
let skip = 0;

async function openPlan(nama: string, noHp: string): Promise<Plan> {
  const codes = (await readyItems(t, 1, { skip: skip++ })).map((r) => r.kode_barcode);
  const q = await call('POST', '/api/cicilan/quote', kasir, { detail: codes.map((kode_barcode) => ({ kode_barcode })), tenor_bulan: 3 });
  expect(q.statusCode, q.body).toBe(200);
  const quote = q.json().data as { min_dp: number; biaya_admin: number; detail: { kode_barcode: string; harga: number }[] };
  const res = await call('POST', '/api/cicilan', kasir, {
    idempotency_key: newKey(),
    kode_sales: kodeSales,
    nama_customer: nama,
    no_hp: noHp,
    tenor_bulan: 3,
    dp_rp: quote.min_dp,
    detail: quote.detail.map((d) => ({ kode_barcode: d.kode_barcode, harga: d.harga })),
    pembayaran: [{ jenis: 'CASH', jumlah_rp: quote.min_dp + quote.biaya_admin }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...(res.json().data as Plan), biaya_admin: quote.biaya_admin };
}

const reminders = (tgl_system: string, headers: Headers = spv) => call('POST', '/api/cicilan/pengingat', headers, { tgl_system });
const standin = async () => (await sql<{ receiver: string; message: string }>`select receiver, message from whatsapp_standin where kode_toko = 'BDG' order by id`.execute(t.db)).rows;
const checks = async () => {
  const res = await call('GET', '/api/tutup-toko/cek', spv);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.checks as { key: string; level: string; jumlah: number; link: string; pesan: string; daftar?: string[] }[];
};
const checkOf = async (key: string) => (await checks()).find((c) => c.key === key)!;

describe('instalment reports, dashboard card, close-of-day checks and reminders', () => {
  let a: Plan;
  let b: Plan;
  let d0: string;
  const due = (n: number) => addMonthsClamped(d0, n);

  it('on the opening day: both plans open and AKTIF, nothing due or late, the down payments and admin fees collected; the close lists them unvalidated and the cash rule holds', async () => {
    d0 = await tglOf(t);
    a = await openPlan('siti aminah', '081234567890');
    b = await openPlan('budi santoso', '081298765432');

    const aktif = await report('cicilan-aktif', { filter: 'ALL' });
    expect(aktif.message).toBe(MESSAGES.reportAvailable);
    expect(aktif.data.map((r) => [r.no_faktur_cicil, r.state, r.angsuran_ke, r.tgl_jatuh_tempo, r.tunggakan, r.denda])).toEqual([
      [a.no_faktur_cicil, 'AKTIF', 1, due(1), 0, 0],
      [b.no_faktur_cicil, 'AKTIF', 1, due(1), 0, 0],
    ]);
    expect((await report('cicilan-aktif', { filter: 'TELAT' })).data).toEqual([]);
    const none = await report('cicilan-jatuh-tempo');
    expect(none).toMatchObject({ message: MESSAGES.reportEmpty, data: [] });
    expect((await report('cicilan-telat')).data).toEqual([]);

    const penerimaan = await report('penerimaan-cicilan', { tgl_awal: d0, tgl_akhir: d0 });
    expect(penerimaan.data).toEqual([
      { kode_toko: 'BDG', tgl_system: d0, dp: a.dp_rp + b.dp_rp, bayar: 0, pelunasan_cepat: 0, batal: 0, denda: 0, admin: a.biaya_admin + b.biaya_admin, total: a.dp_rp + b.dp_rp + a.biaya_admin + b.biaya_admin },
    ]);

    const card = await call('GET', '/api/cicilan/dashboard', kasir);
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().data).toEqual({ tanggal: d0, aktif: 2, jatuh_tempo_hari_ini: 0, telat: 0, gagal_bayar: 0, tunggakan: 0, rencana: [] });

    expect(await checkOf('VALIDASI_CICILAN')).toMatchObject({ level: 'WARN', jumlah: 2, link: '/validasi-cicilan', pesan: '2 cicilan dengan pembayaran belum divalidasi', daftar: [a.no_faktur_cicil, b.no_faktur_cicil].sort() });
    expect(await checkOf('CICILAN_KAS')).toMatchObject({ level: 'BLOCK', jumlah: 0, daftar: [] });
  });

  it('two days before the first due date: both instalments due this week; one reminder each, sent once; a stale date sends nothing', async () => {
    const d1 = plusDays(due(1), -2);
    await moveDate(d1);
    const week = await report('cicilan-jatuh-tempo');
    expect(week.data.map((r) => [r.no_faktur_cicil, r.ke, r.tgl_jatuh_tempo, r.hari, r.sisa])).toEqual([
      [a.no_faktur_cicil, 1, due(1), 2, a.jadwal[0]!.nilai],
      [b.no_faktur_cicil, 1, due(1), 2, b.jadwal[0]!.nilai],
    ]);
    expect((await report('cicilan-aktif', { filter: 'JATUH_TEMPO' })).data).toHaveLength(2);

    const before = (await standin()).length;
    const stale = await reminders(d0);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ status: 'error', message: CICILAN_REMINDER_MESSAGES.tglMismatch });
    const empty = await call('POST', '/api/cicilan/pengingat', spv, {});
    expect(empty.statusCode).toBe(400);
    expect((await standin()).length).toBe(before);

    const first = await reminders(d1);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ message: CICILAN_REMINDER_MESSAGES.remindersSent, data: { terkirim: 2, gagal: 0 } });
    expect((await reminders(d1)).json().data).toEqual({ terkirim: 0, gagal: 0 });
    const sent = (await standin()).slice(before);
    expect(sent.map((m) => m.receiver).sort()).toEqual(['6281234567890', '6281298765432']);
    expect(sent.find((m) => m.receiver === '6281234567890')!.message).toContain(`angsuran ke-1 cicilan ${a.no_faktur_cicil}`);
    const log = await call('GET', '/api/cicilan/pengingat', kasir);
    expect(log.json().data.map((r: { no_faktur_cicil: string; ke: number; jenis: string }) => `${r.no_faktur_cicil}/${r.ke}/${r.jenis}`).sort()).toEqual([`${a.no_faktur_cicil}/1/SEBELUM`, `${b.no_faktur_cicil}/1/SEBELUM`]);

    const paid = await call('POST', `/api/cicilan/${a.no_faktur_cicil}/bayar`, kasir, { idempotency_key: newKey(), jumlah: a.jadwal[0]!.nilai, pembayaran: [{ jenis: 'CASH', jumlah_rp: a.jadwal[0]!.nilai }] });
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('past the first due date and its grace: the unpaid plan is late with its late fee, on the card and in the late report; a missed-payment reminder goes once', async () => {
    const d2 = plusDays(due(1), 4);
    await moveDate(d2);
    const telat = await report('cicilan-telat');
    expect(telat.data).toHaveLength(1);
    const row = telat.data[0]!;
    expect(row).toMatchObject({ no_faktur_cicil: b.no_faktur_cicil, tgl_jatuh_tempo: due(1), hari_telat: 4, angsuran_telat: 1, tunggakan: b.jadwal[0]!.nilai, state: 'TELAT' });
    expect(row.denda).toBeGreaterThan(0);
    expect(row.total).toBe((row.tunggakan as number) + (row.denda as number));

    const card = (await call('GET', '/api/cicilan/dashboard', kasir)).json().data;
    expect(card).toMatchObject({ aktif: 2, jatuh_tempo_hari_ini: 0, telat: 1, gagal_bayar: 0 });
    expect(card.rencana).toEqual([{ no_faktur_cicil: b.no_faktur_cicil, nama_customer: 'BUDI SANTOSO', no_hp: '081298765432', keadaan: 'TELAT', tgl_jatuh_tempo: due(1), jumlah: row.total }]);

    const run = await reminders(d2);
    expect(run.json().data).toEqual({ terkirim: 1, gagal: 0 });
    const last = (await standin()).at(-1)!;
    expect(last).toMatchObject({ receiver: '6281298765432' });
    expect(last.message).toContain('belum dibayar');
    expect((await reminders(d2)).json().data).toEqual({ terkirim: 0, gagal: 0 });
  });

  it('two missed instalments: the plan is in default (card, reports); taken back, it leaves the open reports and shows as DITARIK; the margin earned and the collections follow', async () => {
    const d3 = plusDays(due(2), 4);
    await moveDate(d3);
    const card = (await call('GET', '/api/cicilan/dashboard', kasir)).json().data;
    expect(card).toMatchObject({ telat: 1, gagal_bayar: 1 });
    expect(card.rencana.map((r: { no_faktur_cicil: string; keadaan: string }) => [r.no_faktur_cicil, r.keadaan])).toEqual([
      [b.no_faktur_cicil, 'GAGAL_BAYAR'],
      [a.no_faktur_cicil, 'TELAT'],
    ]);
    const waiting = await report('cicilan-gagal-bayar', { tgl_awal: d0, tgl_akhir: d3, filter: 'MENUNGGU' });
    expect(waiting.data).toMatchObject([{ no_faktur_cicil: b.no_faktur_cicil, status: 'MENUNGGU', angsuran_telat: 2, tgl_gagal: '', terbayar: b.dp_rp }]);

    const approval = await call('POST', '/api/otorisasi', kasir, { operasi: 'BATAL_CICILAN', user_id: 'SPVBDG', password: 'demo123', deskripsi: 'uji' });
    expect(approval.statusCode, approval.body).toBe(200);
    const taken = await call('POST', `/api/cicilan/${b.no_faktur_cicil}/gagal-bayar`, kasir, { alasan: 'tidak membayar', otorisasi: [approval.json().data.id], pengembalian: 'CASH' });
    expect(taken.statusCode, taken.body).toBe(200);

    const gagal = await report('cicilan-gagal-bayar', { tgl_awal: d0, tgl_akhir: d3, filter: 'ALL' });
    expect(gagal.data).toMatchObject([{ no_faktur_cicil: b.no_faktur_cicil, status: 'DITARIK', tgl_gagal: d3, terbayar: b.dp_rp }]);
    expect((await report('cicilan-aktif', { filter: 'ALL' })).data.map((r) => r.no_faktur_cicil)).toEqual([a.no_faktur_cicil]);

    const margin = await report('margin-cicilan', { tgl_awal: d0, tgl_akhir: d3 });
    const ma = margin.data.find((r) => r.no_faktur_cicil === a.no_faktur_cicil)!;
    expect(ma.margin_diakui).toBeGreaterThan(0);
    expect(ma.margin_diakui).toBe(ma.margin_diakui_total);
    expect((ma.margin_diakui as number) + (ma.margin_ditangguhkan as number)).toBe(ma.margin);
    expect(ma.pendapatan).toBe((ma.margin_diakui as number) + (ma.denda as number) + (ma.admin as number));

    const money = await report('penerimaan-cicilan', { tgl_awal: d0, tgl_akhir: d3 });
    const sum = (k: string) => money.data.reduce((s, r) => s + (r[k] as number), 0);
    expect(sum('dp')).toBe(a.dp_rp + b.dp_rp);
    expect(sum('bayar')).toBe(a.jadwal[0]!.nilai);
    expect(sum('batal')).toBe(b.dp_rp);
    expect(sum('total')).toBe(sum('dp') + sum('bayar') + sum('pelunasan_cepat') + sum('denda') + sum('admin') - sum('batal'));
    expect(await checkOf('CICILAN_KAS')).toMatchObject({ jumlah: 0 });
  });

  it('a plan whose cash ledger does not match its header blocks the close, named with both sides; nothing is closed', async () => {
    const tgl = await tglOf(t);
    await sql`insert into kas_mutasi (kode_toko, tgl_system, kategori, keterangan, no_ref, jenis, jumlah_in, jumlah_out, input_by)
      values ('BDG', ${tgl}::date, 'BAYAR CICILAN', 'salah catat', ${a.no_faktur_cicil}, 'CASH', 1000, 0, 'TEST')`.execute(t.db);
    const check = await checkOf('CICILAN_KAS');
    expect(check).toMatchObject({ level: 'BLOCK', jumlah: 1, pesan: expect.stringContaining('1 cicilan tidak cocok dengan buku kas') });
    expect(check.daftar![0]).toMatch(new RegExp(`^${a.no_faktur_cicil}: `));
    const refused = await call('POST', '/api/tutup-toko', spv, { tgl_system: tgl });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: 'error', message: CLOSING_MESSAGES.blocked, errors: { CICILAN_KAS: check.pesan } });
    expect(await tglOf(t)).toBe(tgl);
  });

  it('the reports and the card answer 403 with the instalment module off; reminders send nothing with WhatsApp off', async () => {
    await t.db.updateTable('para_module').set({ aktif: false }).where('kode_toko', '=', 'BDG').where('key', '=', 'WHATSAPP_MODULE').execute();
    expect((await reminders(await tglOf(t))).json().data).toEqual({ terkirim: 0, gagal: 0 });
    await t.db.updateTable('para_module').set({ aktif: false }).where('kode_toko', '=', 'BDG').where('key', '=', 'CICILAN_MODULE').execute();
    for (const url of ['/api/laporan/cicilan-aktif?filter=ALL', '/api/laporan/cicilan-telat', '/api/cicilan/dashboard']) {
      const res = await call('GET', url, spv);
      expect(res.statusCode, url).toBe(403);
    }
  });
});
