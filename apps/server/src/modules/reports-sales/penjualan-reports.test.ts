import { MESSAGES, parseWeightToMg, REPORT_SALES_MESSAGES as M } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTER_SCREENS, firstOf, newKey, readyItems, setAksesTree } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The sales reports through the API against real sales, deposits and cancellations written through the
 * API: status, envelope, message, totals equal to what was written, the store picker (branch 403,
 * head office all stores = the sum of the stores).
 */

let t: TestApp;
let owner: Record<string, string>;
let spv: Record<string, string>;
let kasirBdg: Record<string, string>;
let kasirSby: Record<string, string>;
let today: string;

type Line = { no_faktur_jual: string; kode_barcode: string; berat: string; harga: number };
type Sale = { no_faktur_group: string; detail: Line[] };
const written: Record<string, Sale[]> = { BDG: [], SBY: [] };
let titip: { no_titip: string; dp: number; harga: number; nama_barang: string } | undefined;
let cancelledSale: Sale;

const REPORTS = ['laporan-penjualan', 'laporan-rekap-penjualan', 'laporan-stok-jual', 'laporan-batal-penjualan', 'laporan-batal-titip', 'laporan-titipan', 'laporan-rekap-sales'];
const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const get = (url: string, headers: Record<string, string>, query: Record<string, string>) => call('GET', `${url}?${new URLSearchParams(query)}`, headers);
const sumMg = (rows: { berat: string }[]) => rows.reduce((s, r) => s + parseWeightToMg(r.berat)!, 0);
const sumRp = (rows: { harga: number }[]) => rows.reduce((s, r) => s + r.harga, 0);

async function sell(headers: Record<string, string>, kodeToko: string, codes: string[]) {
  const kodeSales = (await firstOf(t, 'sales', kodeToko)).kode_sales as string;
  const detail = [];
  for (const code of codes) {
    const q = await call('GET', `/api/penjualan/barang/${code}`, headers);
    expect(q.statusCode, q.body).toBe(200);
    detail.push({ kode_barcode: code, harga: q.json().data.harga_hitung as number });
  }
  const total = detail.reduce((s, l) => s + l.harga, 0);
  const res = await call('POST', '/api/penjualan', headers, { idempotency_key: newKey(), kode_sales: kodeSales, detail, pembayaran: [{ jenis: 'CASH', jumlah_rp: total }] });
  expect(res.statusCode, res.body).toBe(200);
  written[kodeToko]!.push(res.json().data as Sale);
}

beforeAll(async () => {
  t = await createTestApp({ REKAP_SALES_SHOPS: 'BDG' });
  await setAksesTree(t, 'KASIRBDG', { penjualan: COUNTER_SCREENS });
  await setAksesTree(t, 'KASIRSBY', { penjualan: COUNTER_SCREENS });
  await setAksesTree(t, 'SPVBDG', { penjualan: COUNTER_SCREENS, laporan: REPORTS });
  owner = t.bearer(await t.login('OWNER'));
  spv = t.bearer(await t.login('SPVBDG'));
  kasirBdg = t.bearer(await t.login('KASIRBDG'));
  kasirSby = t.bearer(await t.login('KASIRSBY'));
  const bdg = await readyItems(t, 5, { kodeToko: 'BDG' });
  const sby = await readyItems(t, 1, { kodeToko: 'SBY' });
  await sell(kasirBdg, 'BDG', [bdg[0]!.kode_barcode, bdg[1]!.kode_barcode]);
  await sell(kasirBdg, 'BDG', [bdg[2]!.kode_barcode]);
  await sell(kasirSby, 'SBY', [sby[0]!.kode_barcode]);
  today = (await t.db.selectFrom('toko').select((eb) => eb.fn<string>('to_char', [eb.ref('tgl_system'), eb.val('YYYY-MM-DD')]).as('d')).where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).d;

  // a deposit of the fourth item, cancelled
  const item = bdg[3]!;
  const q = (await call('GET', `/api/penjualan/barang/${item.kode_barcode}`, kasirBdg)).json().data as { harga_hitung: number; nama_barang: string };
  const dp = Math.ceil(q.harga_hitung * 0.2);
  const kodeSales = (await firstOf(t, 'sales', 'BDG')).kode_sales as string;
  const made = await call('POST', '/api/titip', kasirBdg, {
    idempotency_key: newKey(),
    kode_sales: kodeSales,
    nama_customer: 'dewi lestari',
    detail: [{ kode_barcode: item.kode_barcode, harga: q.harga_hitung }],
    pembayaran: [{ jenis: 'CASH', jumlah_rp: dp }],
  });
  expect(made.statusCode, made.body).toBe(200);
  const no_titip = made.json().data.no_titip as string;
  const batal = await call('POST', `/api/titip/${no_titip}/batal`, kasirBdg, { alasan: 'customer batal' });
  expect(batal.statusCode, batal.body).toBe(200);
  titip = { no_titip, dp, harga: q.harga_hitung, nama_barang: made.json().data.detail[0].nama_barang };

  // a sale of the fifth item, cancelled with SPVBDG's approval
  await sell(kasirBdg, 'BDG', [bdg[4]!.kode_barcode]);
  cancelledSale = written.BDG!.pop()!;
  const approval = await call('POST', '/api/otorisasi', kasirBdg, { operasi: 'BATAL_PENJUALAN', user_id: 'SPVBDG', password: 'demo123', deskripsi: 'uji' });
  expect(approval.statusCode, approval.body).toBe(200);
  const cancel = await call('POST', '/api/penjualan/batal', kasirBdg, { no_faktur_group: cancelledSale.no_faktur_group, alasan: 'retur', otorisasi: [approval.json().data.id] });
  expect(cancel.statusCode, cancel.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const period = (extra: Record<string, string> = {}) => ({ tgl_awal: today, tgl_akhir: today, ...extra });
const penjualan = (extra: Record<string, string> = {}) => period({ filter: 'NONE', sort_by: 'no_faktur_jual', ...extra });

describe('Laporan Penjualan (GET /api/laporan/penjualan)', () => {
  it("one row per sold line of the store, with the receipt's sales person; totals equal the sales written", async () => {
    const res = await get('/api/laporan/penjualan', owner, penjualan({ kode_toko: 'BDG' }));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', message: MESSAGES.reportAvailable });
    const lines = written.BDG!.flatMap((s) => s.detail);
    expect(body.data.map((r: Line) => r.no_faktur_jual).sort()).toEqual(lines.map((l) => l.no_faktur_jual).sort());
    expect(sumRp(body.data)).toBe(sumRp(lines));
    expect(sumMg(body.data)).toBe(sumMg(lines));
    expect(body.data[0]).toEqual(
      expect.objectContaining({ kode_toko: 'BDG', tgl_system: today, kode_sales: expect.any(String), nama_barang: expect.any(String), harga_per_gram: expect.any(Number) }),
    );
  });

  it('head office: all stores = the sum of the stores; each row carries its store', async () => {
    const all = (await get('/api/laporan/penjualan', owner, penjualan({ kode_toko: 'ALL' }))).json().data as (Line & { kode_toko: string })[];
    let sum = 0;
    let count = 0;
    for (const kode of ['PST', 'BDG', 'SBY']) {
      const rows = (await get('/api/laporan/penjualan', owner, penjualan({ kode_toko: kode }))).json().data as Line[];
      sum += sumRp(rows);
      count += rows.length;
    }
    expect(sumRp(all)).toBe(sum);
    expect(all.length).toBe(count);
    expect(new Set(all.map((r) => r.kode_toko))).toEqual(new Set(['BDG', 'SBY']));
    expect(sumRp(all.filter((r) => r.kode_toko === 'SBY'))).toBe(sumRp(written.SBY!.flatMap((s) => s.detail)));
  });

  it('a branch supervisor reads his store; another store or ALL is 403', async () => {
    const own = await get('/api/laporan/penjualan', spv, penjualan());
    expect(own.statusCode, own.body).toBe(200);
    expect(new Set(own.json().data.map((r: { kode_toko: string }) => r.kode_toko))).toEqual(new Set(['BDG']));
    for (const kode_toko of ['SBY', 'ALL']) {
      const res = await get('/api/laporan/penjualan', spv, penjualan({ kode_toko }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 'error', message: MESSAGES.forbiddenStore });
    }
    // a cashier without the report's akses
    expect((await get('/api/laporan/penjualan', kasirBdg, penjualan())).statusCode).toBe(403);
  });

  it("an empty range answers 'Laporan Penjualan Tidak Tersedia'; filters and sorts outside their options are 400", async () => {
    const empty = await get('/api/laporan/penjualan', owner, penjualan({ tgl_awal: '2020-01-01', tgl_akhir: '2020-01-02' }));
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ status: 'success', message: M.penjualanEmpty, data: [] });
    const bad = await get('/api/laporan/penjualan', owner, penjualan({ sort_by: 'password' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: MESSAGES.sortByRequired, errors: { sort_by: MESSAGES.sortByRequired } });
    const missing = await get('/api/laporan/penjualan', owner, { filter: 'NONE', sort_by: 'harga' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ tgl_awal: MESSAGES.tglAwalRequired, tgl_akhir: MESSAGES.tglAkhirRequired });
  });

  it('sorts by price, highest first, and filters by group', async () => {
    const rows = (await get('/api/laporan/penjualan', owner, penjualan({ kode_toko: 'BDG', sort_by: 'harga' }))).json().data as Line[];
    expect(rows.map((r) => r.harga)).toEqual([...rows.map((r) => r.harga)].sort((a, b) => b - a));
    const group = (rows[0] as unknown as { kode_group: string }).kode_group;
    const one = (await get('/api/laporan/penjualan', owner, penjualan({ kode_toko: 'BDG', kode_group: group }))).json().data as { kode_group: string }[];
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((r) => r.kode_group === group)).toBe(true);
  });
});

describe('Rekap Penjualan, Rekap Sales and Stok Jual', () => {
  it('per sales person, per group and per day: receipts, pieces, weight and price equal the sales', async () => {
    const lines = written.BDG!.flatMap((s) => s.detail);
    for (const filter of ['SALES', 'GROUP', 'TANGGAL']) {
      const res = await get('/api/laporan/rekap-penjualan', owner, period({ filter, kode_toko: 'BDG' }));
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data as { kunci: string; jumlah_nota: number; qty: number; berat: string; harga: number }[];
      expect(sumRp(rows)).toBe(sumRp(lines));
      expect(sumMg(rows)).toBe(sumMg(lines));
      expect(rows.reduce((s, r) => s + r.qty, 0)).toBe(lines.length);
      if (filter === 'TANGGAL') expect(rows).toEqual([expect.objectContaining({ kunci: today, jumlah_nota: 2 })]);
    }
  });

  it('/laporan-rekap-sales is open only where the shop flag names the store', async () => {
    const bdg = await get('/api/laporan/rekap-sales', owner, period({ kode_toko: 'BDG' }));
    // the gate reads the store the call acts on: head office at home (PST) is not flagged
    expect(bdg.statusCode).toBe(403);
    const asBdg = await get('/api/laporan/rekap-sales', { ...owner, 'x-kode-toko': 'BDG' }, period());
    expect(asBdg.statusCode, asBdg.body).toBe(200);
    expect(sumRp(asBdg.json().data)).toBe(sumRp(written.BDG!.flatMap((s) => s.detail)));
  });

  it('stok jual: pieces and weight per jenis, group and purity', async () => {
    const rows = (await get('/api/laporan/stok-jual', owner, period({ kode_toko: 'ALL' }))).json().data as { kode_toko: string; qty: number; berat: string; harga: number }[];
    const all = [...written.BDG!, ...written.SBY!].flatMap((s) => s.detail);
    expect(rows.reduce((s, r) => s + r.qty, 0)).toBe(all.length);
    expect(sumMg(rows)).toBe(sumMg(all));
    expect(sumRp(rows)).toBe(sumRp(all));
  });
});

describe('Laporan Batal Penjualan (GET /api/laporan/batal-penjualan)', () => {
  it('lists the cancelled sale line with its reason, who cancelled and who approved; sold lines stay out', async () => {
    const res = await get('/api/laporan/batal-penjualan', spv, period());
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { no_faktur_jual: string; alasan: string; batal_by: string; otorisasi_by: string; harga: number; tgl_batal: string }[];
    const line = cancelledSale.detail[0]!;
    expect(rows).toEqual([expect.objectContaining({ no_faktur_jual: line.no_faktur_jual, harga: line.harga, alasan: 'retur', batal_by: 'KASIRBDG', otorisasi_by: 'SPVBDG', tgl_batal: today })]);
    // the cancelled line is not in Laporan Penjualan
    const sold = (await get('/api/laporan/penjualan', spv, penjualan())).json().data as Line[];
    expect(sold.map((r) => r.no_faktur_jual)).not.toContain(line.no_faktur_jual);
  });
});

describe('Laporan Batal Titip (spec 001: GET /api/titip/report-batal-titip-uang)', () => {
  it("answers the cancelled deposit's lines with the spec's fields and 'Laporan Batal Titip Tersedia'", async () => {
    const res = await get('/api/titip/report-batal-titip-uang', spv, { tgl_from: today, tgl_to: today });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Laporan Batal Titip Tersedia');
    const row = body.data.find((r: { no_titip: string }) => r.no_titip === titip!.no_titip);
    expect(row).toMatchObject({ nama_barang: titip!.nama_barang, harga_total: titip!.harga, dp_rp: titip!.dp, tgl_batal: today, nama_customer: 'DEWI LESTARI' });
    expect(row.harga_jual + row.ongkos).toBe(row.harga_total);
    for (const field of ['nama_barang', 'berat', 'harga_jual', 'ongkos', 'harga_total', 'dp_rp']) expect(row).toHaveProperty(field);
  });

  it("an empty range is 'Laporan Batal Titip Kosong'; the dates are named tgl_from and tgl_to", async () => {
    const empty = await get('/api/titip/report-batal-titip-uang', spv, { tgl_from: '2020-01-01', tgl_to: '2020-01-01' });
    expect(empty.json()).toMatchObject({ status: 'success', message: 'Laporan Batal Titip Kosong', data: [] });
    const missing = await get('/api/titip/report-batal-titip-uang', spv, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: MESSAGES.tglAwalRequired, errors: { tgl_from: MESSAGES.tglAwalRequired, tgl_to: MESSAGES.tglAkhirRequired } });
    expect((await get('/api/titip/report-batal-titip-uang', spv, { tgl_from: today, tgl_to: today, kode_toko: 'SBY' })).statusCode).toBe(403);
  });

  it('Laporan Titipan lists the deposit under BATAL with what was left to pay', async () => {
    const rows = (await get('/api/laporan/titipan', spv, period({ filter: 'BATAL' }))).json().data as { no_titip: string; status: string; sisa: number; dp: number; total_harga: number }[];
    const row = rows.find((r) => r.no_titip === titip!.no_titip)!;
    expect(row).toMatchObject({ status: 'BATAL', dp: titip!.dp, total_harga: titip!.harga, sisa: titip!.harga - titip!.dp });
    const aktif = (await get('/api/laporan/titipan', spv, period({ filter: 'AKTIF' }))).json().data as { no_titip: string }[];
    expect(aktif.map((r) => r.no_titip)).not.toContain(titip!.no_titip);
  });
});
