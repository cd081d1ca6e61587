import { MESSAGES, parseWeightToMg } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundStore } from '../../../test/cash-helpers';
import { firstOf, newKey, setAksesTree } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The buy-back and control reports through the API against buy-backs, a cancellation, an approved
 * price and a price change written through the API.
 */

let t: TestApp;
let owner: Record<string, string>;
let spv: Record<string, string>;
let kasir: Record<string, string>;
let today: string;

type Receipt = { no_faktur_group: string; total_harga: number; total_hitung: number; detail: { no_faktur_beli: string; berat: string; harga: number; harga_hitung: number; kode_kondisi: string }[] };
const receipts: Receipt[] = [];
let cancelled: Receipt;
let approvalId: string;

const PEMBELIAN = ['transaksi-pembelian', 'lihat-pembelian', 'batal-pembelian'];
const REPORTS = ['laporan-pembelian-per-faktur', 'laporan-transaksi-pembelian', 'laporan-rekap-pembelian', 'laporan-batal-pembelian', 'laporan-selisih-pembelian', 'laporan-rekap-transaksi-pembelian', 'laporan-otorisasi', 'laporan-perubahan-harga-emas'];
const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const get = (url: string, headers: Record<string, string>, query: Record<string, string>) => call('GET', `${url}?${new URLSearchParams(query)}`, headers);
const sumMg = (rows: { berat: string }[]) => rows.reduce((s, r) => s + parseWeightToMg(r.berat)!, 0);
const sumRp = (rows: { harga: number }[]) => rows.reduce((s, r) => s + r.harga, 0);
const outside = (patch: Record<string, unknown> = {}) => ({ nama_barang: 'GELANG LUAR TOKO', kode_group: 'P17', kode_dept: 'GL', berat: '5.000', kode_kondisi: 'RUSAK', ...patch });

async function approve(operasi: string) {
  const res = await call('POST', '/api/otorisasi', kasir, { operasi, user_id: 'SPVBDG', password: 'demo123', deskripsi: 'uji laporan' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

async function buy(detail: object[], extra: Record<string, unknown> = {}) {
  const kodeSales = (await firstOf(t, 'sales', 'BDG')).kode_sales as string;
  const res = await call('POST', '/api/pembelian', kasir, { idempotency_key: newKey(), kode_sales: kodeSales, nama_customer: 'Siti Aminah', detail, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Receipt;
}

beforeAll(async () => {
  t = await createTestApp({ REKAP_PEMBELIAN_SHOPS: 'BDG' });
  // buy-backs pay out: the drawer needs money first
  await fundStore(t);
  await setAksesTree(t, 'KASIRBDG', { pembelian: PEMBELIAN });
  await setAksesTree(t, 'SPVBDG', { pembelian: PEMBELIAN, laporan: REPORTS });
  owner = t.bearer(await t.login('OWNER'));
  spv = t.bearer(await t.login('SPVBDG'));
  kasir = t.bearer(await t.login('KASIRBDG'));
  today = (await t.db.selectFrom('toko').select((eb) => eb.fn<string>('to_char', [eb.ref('tgl_system'), eb.val('YYYY-MM-DD')]).as('d')).where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).d;

  receipts.push(await buy([outside(), outside({ kode_kondisi: 'NORMAL', berat: '2.500' })]));
  const q = (await call('POST', '/api/pembelian/hitung', kasir, { detail: [outside({ berat: '3.000' })] })).json().data.detail[0];
  approvalId = await approve('HARGA_BELI_LEBIH');
  receipts.push(await buy([outside({ berat: '3.000', harga: q.harga_hitung + 50_000 })], { otorisasi: [approvalId] }));
  cancelled = await buy([outside({ berat: '1.000' })]);
  const batal = await call('POST', '/api/pembelian/batal', kasir, { no_faktur_group: cancelled.no_faktur_group, alasan: 'salah input', otorisasi: [await approve('BATAL_PEMBELIAN')] });
  expect(batal.statusCode, batal.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const period = (extra: Record<string, string> = {}) => ({ tgl_awal: today, tgl_akhir: today, ...extra });
const lines = () => receipts.flatMap((r) => r.detail);

describe('Laporan Pembelian Per Faktur (spec 000: GET /api/pembelian/hidup/report-limited)', () => {
  it('answers groups of kondisi, each with detail[]; the lines are the active buy-backs written', async () => {
    const res = await get('/api/pembelian/hidup/report-limited', spv, { tgl_from: today, tgl_to: today, kelompok_harga: 'ALL', kode_group: 'ALL', kondisi: 'ALL' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', message: MESSAGES.reportAvailable });
    const groups = body.data as { kondisi: string; detail: { no_faktur_beli: string; berat: string; harga: number; rata_asal: number; kondisi: string }[] }[];
    expect(groups.length).toBe(2);
    for (const g of groups) expect(g.detail.every((d) => d.kondisi === g.kondisi)).toBe(true);
    const detail = groups.flatMap((g) => g.detail);
    expect(detail.map((d) => d.no_faktur_beli).sort()).toEqual(lines().map((l) => l.no_faktur_beli).sort());
    expect(sumRp(detail)).toBe(sumRp(lines()));
    expect(sumMg(detail)).toBe(sumMg(lines()));
    const d = detail[0]!;
    expect(d.rata_asal).toBe(Math.round(d.harga / (parseWeightToMg(d.berat)! / 1000)));
    for (const field of ['no_faktur_beli', 'kode_sales', 'nama_barang', 'kode_group', 'harga_emas', 'berat_nota', 'berat', 'harga_nota', 'harga', 'rata_asal', 'kondisi']) expect(d).toHaveProperty(field);
  });

  it('filters by kondisi and group; an unknown group gives nothing; the dates are tgl_from and tgl_to', async () => {
    const normal = (await get('/api/pembelian/hidup/report-limited', spv, { tgl_from: today, tgl_to: today, kondisi: 'NORMAL' })).json().data;
    expect(normal.length).toBe(1);
    expect(normal[0].detail.length).toBe(1);
    const none = await get('/api/pembelian/hidup/report-limited', spv, { tgl_from: today, tgl_to: today, kode_group: 'ZZ' });
    expect(none.json()).toMatchObject({ message: MESSAGES.reportEmpty, data: [] });
    const missing = await get('/api/pembelian/hidup/report-limited', spv, { tgl_to: today });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: MESSAGES.tglAwalRequired, errors: { tgl_from: MESSAGES.tglAwalRequired } });
    expect((await get('/api/pembelian/hidup/report-limited', spv, { tgl_from: today, tgl_to: today, kode_toko: 'SBY' })).statusCode).toBe(403);
  });
});

describe('Transaksi, Rekap, Batal, Selisih and Rekap Transaksi Pembelian', () => {
  it('transaksi: the lines with their way of payment; head office all stores = the sum of the stores', async () => {
    const bdg = (await get('/api/laporan/transaksi-pembelian', owner, period({ filter: 'ALL', sort_by: 'no_faktur_beli', kode_toko: 'BDG' }))).json().data;
    expect(sumRp(bdg)).toBe(sumRp(lines()));
    let sum = 0;
    for (const kode_toko of ['PST', 'SBY']) sum += sumRp((await get('/api/laporan/transaksi-pembelian', owner, period({ filter: 'ALL', sort_by: 'harga', kode_toko }))).json().data);
    const all = (await get('/api/laporan/transaksi-pembelian', owner, period({ filter: 'ALL', sort_by: 'harga', kode_toko: 'ALL' }))).json().data;
    expect(sumRp(all)).toBe(sum + sumRp(bdg));
    expect(all.map((r: { harga: number }) => r.harga)).toEqual([...all.map((r: { harga: number }) => r.harga)].sort((a: number, b: number) => b - a));
    const transfer = await get('/api/laporan/transaksi-pembelian', spv, period({ filter: 'TRANSFER', sort_by: 'harga' }));
    expect(transfer.json()).toMatchObject({ message: MESSAGES.reportEmpty, data: [] });
  });

  it('rekap per kondisi and per day equals the lines', async () => {
    for (const filter of ['KONDISI', 'TANGGAL', 'SALES', 'GROUP']) {
      const rows = (await get('/api/laporan/rekap-pembelian', spv, period({ filter }))).json().data as { qty: number; berat: string; harga: number; jumlah_nota: number }[];
      expect(sumRp(rows)).toBe(sumRp(lines()));
      expect(sumMg(rows)).toBe(sumMg(lines()));
      expect(rows.reduce((s, r) => s + r.qty, 0)).toBe(lines().length);
    }
  });

  it('batal: the cancelled receipt with its reason, who cancelled and who approved', async () => {
    const rows = (await get('/api/laporan/batal-pembelian', spv, period())).json().data;
    expect(rows).toEqual([expect.objectContaining({ no_faktur_group: cancelled.no_faktur_group, alasan: 'salah input', batal_by: 'KASIRBDG', otorisasi_by: 'SPVBDG', harga: cancelled.total_harga })]);
  });

  it('selisih: the line paid above its computed price, with its approver', async () => {
    const rows = (await get('/api/laporan/selisih-pembelian', spv, period({ filter: 'ALL' }))).json().data;
    expect(rows).toEqual([expect.objectContaining({ selisih: 50_000, otorisasi_by: 'SPVBDG' })]);
    expect(rows[0].harga - rows[0].harga_hitung).toBe(50_000);
    expect((await get('/api/laporan/selisih-pembelian', spv, period({ filter: 'KURANG' }))).json().data).toEqual([]);
  });

  it('rekap transaksi pembelian (shop flag): receipts of the day by way of payment', async () => {
    const rows = (await get('/api/laporan/rekap-transaksi-pembelian', spv, period())).json().data;
    expect(rows).toEqual([expect.objectContaining({ tgl_system: today, jumlah_nota: 2, total: receipts.reduce((s, r) => s + r.total_harga, 0), cash: receipts.reduce((s, r) => s + r.total_harga, 0), transfer: 0 })]);
    // SBY is not flagged: a head-office user acting on SBY is refused by the gate
    expect((await get('/api/laporan/rekap-transaksi-pembelian', { ...owner, 'x-kode-toko': 'SBY' }, period())).statusCode).toBe(403);
  });
});

describe('Control: Laporan Otorisasi and Laporan Perubahan Harga Emas', () => {
  it('lists every approval decided: operation, document, requested by, approved by, how, when, reason', async () => {
    const res = await get('/api/laporan/otorisasi', spv, period({ filter: 'ALL' }));
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { id: string; operasi: string; requested_by: string; approved_by: string; metode: string; status: string; decided_at: string; alasan: string; dokumen: string }[];
    const stored = await t.db.selectFrom('otorisasi').select(['id']).where('kode_toko', '=', 'BDG').where('status', 'in', ['APPROVED', 'REJECTED']).execute();
    expect(rows.map((r) => r.id).sort()).toEqual(stored.map((r) => r.id).sort());
    const row = rows.find((r) => r.id === approvalId)!;
    expect(row).toMatchObject({ operasi: 'HARGA_BELI_LEBIH', requested_by: 'KASIRBDG', approved_by: 'SPVBDG', metode: 'MANUAL', status: 'APPROVED', alasan: expect.stringContaining('uji laporan') });
    expect(row.dokumen).toBe(receipts[1]!.no_faktur_group);
    expect(row.decided_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect((await get('/api/laporan/otorisasi', spv, period({ filter: 'REJECTED' }))).json().data).toEqual([]);
  });

  it('a price change shows the price it replaced', async () => {
    const before = (await get('/api/laporan/perubahan-harga-emas', spv, period({ kode_group: 'P17' }))).json().data as unknown[];
    const old = await t.db.selectFrom('harga_emas').select(['harga_jual', 'harga_beli']).where('kode_toko', '=', 'BDG').where('kode_group', '=', 'P17').orderBy('tgl_berlaku', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const save = await call('POST', '/api/parameter-harga-emas', { ...owner, 'x-kode-toko': 'BDG' }, { tgl_berlaku: today, detail: [{ kode_group: 'P17', harga_jual: Number(old.harga_jual) + 1000, harga_beli: Number(old.harga_beli) + 500 }] });
    expect(save.statusCode, save.body).toBe(200);
    const rows = (await get('/api/laporan/perubahan-harga-emas', spv, period({ kode_group: 'P17' }))).json().data as { harga_jual_lama: number | null; harga_jual: number; harga_beli_lama: number | null; harga_beli: number; created_by: string }[];
    expect(rows.length).toBe(before.length + 1);
    expect(rows.at(-1)).toMatchObject({ harga_jual_lama: Number(old.harga_jual), harga_jual: Number(old.harga_jual) + 1000, harga_beli_lama: Number(old.harga_beli), harga_beli: Number(old.harga_beli) + 500, created_by: 'OWNER' });
  });
});
