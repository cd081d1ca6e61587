import { CASH_MESSAGES, DASHBOARD_MESSAGES, MESSAGES, parseWeightToMg } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstOf, newKey, readyItems } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The dashboard calls over HTTP against the real database: zeros on a quiet day, the figures of a sale and
 * a buy-back made through the API, and the store scope (a branch its own store only, head office any or all).
 */
let t: TestApp;
let kasir: Record<string, string>;
let spv: Record<string, string>;
let owner: Record<string, string>;
let kasirSby: Record<string, string>;
let kodeSales: string;
let rekening: string;
let today: string;

async function setTree(userId: string, groups: Record<string, string[]>) {
  const tree = Object.entries(groups).map(([key, keys]) => ({ key, is_show: true, children: keys.map((k) => ({ key: k, is_show: true, children: [] })) }));
  await t.db.updateTable('users').set({ akses: JSON.stringify(tree) }).where('user_id', '=', userId).execute();
}

beforeAll(async () => {
  t = await createTestApp();
  await setTree('KASIRBDG', { penjualan: ['transaksi-penjualan'], pembelian: ['transaksi-pembelian'], utility: ['uang-kas'], service: ['transaksi-services'] });
  await setTree('SPVBDG', { penjualan: ['transaksi-penjualan'], utility: ['uang-kas', 'uang-bank'] });
  kasir = t.bearer(await t.login('KASIRBDG'));
  spv = t.bearer(await t.login('SPVBDG'));
  owner = t.bearer(await t.login('OWNER'));
  kasirSby = t.bearer(await t.login('KASIRSBY'));
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
  rekening = (await firstOf(t, 'rekening')).no_rekening as string;
  today = (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).tgl_system;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = async (url: string, headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as { status: string; message?: string; data: any } };
};
const okData = async (url: string, headers: Record<string, string>) => {
  const res = await get(url, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.status).toBe('success');
  return res.body.data;
};

async function sell(n: number, pay: 'CASH' | 'CARD', skip: number) {
  const items = await readyItems(t, n, { skip });
  const detail = [];
  for (const item of items) {
    const q = await t.app.inject({ method: 'GET', url: `/api/penjualan/barang/${item.kode_barcode}`, headers: kasir });
    detail.push({ kode_barcode: item.kode_barcode, harga: q.json().data.harga_hitung as number });
  }
  const total = detail.reduce((s, l) => s + l.harga, 0);
  const pembayaran = pay === 'CASH' ? [{ jenis: 'CASH', jumlah_rp: total }] : [{ jenis: 'CARD', jumlah_rp: total, no_rekening: rekening, fee_persen: 0 }];
  const res = await t.app.inject({ method: 'POST', url: '/api/penjualan', headers: kasir, payload: { idempotency_key: newKey(), kode_sales: kodeSales, detail, pembayaran } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { no_faktur_group: string; grand_total: number; total_berat: string };
}

describe('a quiet day answers zeros, never an error', () => {
  it('every call, for a branch user at his store and head office across the chain', async () => {
    const quiet = '2020-02-14';
    const [day] = await okData(`/api/cash-pusat/daily-transaction-chart?tgl_system=${quiet}`, kasir);
    expect(day).toMatchObject({ kode_toko: 'BDG', tgl_system: quiet, values: [0, 0, 0, 0], resultGram: [0, 0], total_penjualan: 0, nota_penjualan: 0 });
    const chain = await okData(`/api/cash-pusat/daily-transaction-chart?kode_toko=ALL&tgl_system=${quiet}`, owner);
    expect(chain[0]).toMatchObject({ kode_toko: 'ALL', values: [0, 0, 0, 0], resultGram: [0, 0] });
    expect(chain.slice(1).map((r: { kode_toko: string }) => r.kode_toko)).toEqual(['BDG', 'PST', 'SBY']);

    const period = await okData('/api/cash-pusat/period-transaction-chart?tgl_awal=2020-02-01&tgl_akhir=2020-02-29', kasir);
    expect(period).toHaveLength(29);
    expect(period[0]).toEqual({ periode: '2020-02-01', penjualan: 0, pembelian: 0, berat_jual: 0, berat_beli: 0, nota_jual: 0, nota_beli: 0 });
    const year = await okData('/api/transaction/daily-transaction-get-year?year=2020', kasir);
    expect(year.map((r: { periode: string }) => r.periode)).toEqual(Array.from({ length: 12 }, (_, i) => `2020-${String(i + 1).padStart(2, '0')}`));
    expect(year.every((r: { penjualan: number; pembelian: number }) => r.penjualan === 0 && r.pembelian === 0)).toBe(true);
    for (const kind of ['penjualan', 'pembelian']) {
      const monthly = await okData(`/api/${kind}/chart?type=monthly&year=2020`, kasir);
      expect(monthly).toHaveLength(12);
      expect(monthly[1]).toEqual({ periode: '2020-02', jumlah_nota: 0, qty: 0, berat: 0, total: 0 });
    }
    expect(await okData(`/api/cash-pusat/daily-biaya?tgl_system=${quiet}`, spv)).toEqual([]);
    expect(await okData(`/api/cash-pusat/outstand-noncash?tgl_system=${quiet}`, spv)).toEqual([
      { kode_toko: 'BDG', nama_toko: expect.any(String), tgl_system: quiet, debet: 0, transfer: 0, marketplace: 0, total: 0 },
    ]);
    const cash = await okData(`/api/cash-pusat/daily-cash-chart?kode_toko=ALL&tgl_system=${quiet}`, owner);
    expect(cash).toHaveLength(3);
    expect(cash[0]).toMatchObject({ kode_toko: 'BDG', masuk: 0, keluar: 0 });
    const specific = await okData(`/api/cash-pusat/daily-specific-chart?kategori=PENJUALAN&type=CASH&tgl_system=${quiet}`, spv);
    expect(specific).toHaveLength(14);
    expect(specific.every((r: { masuk: number; keluar: number }) => r.masuk === 0 && r.keluar === 0)).toBe(true);
    const birthdays = await get('/api/member/find-current-birthday', kasir);
    expect([birthdays.status, birthdays.body.data, birthdays.body.message]).toEqual([200, [], DASHBOARD_MESSAGES.birthdayEmpty]);
  });

  it("today's charts of a store with nothing sold yet are zeros", async () => {
    const [sales] = await okData('/api/penjualan/chart?type=today', kasirSby);
    expect(sales).toEqual({ periode: expect.any(String), jumlah_nota: 0, qty: 0, berat: 0, total: 0 });
    const [day] = await okData('/api/cash-pusat/daily-transaction-chart', kasirSby);
    expect(day.values).toEqual([0, 0, 0, 0]);
  });
});

describe('after a sale and a buy-back made through the API', () => {
  it('the charts show them: amounts, receipts, pieces and grams; the money calls show the cash, card and expense', async () => {
    const before = (await okData('/api/cash-pusat/daily-transaction-chart', kasir))[0];
    const sale = await sell(2, 'CASH', 0);
    const card = await sell(1, 'CARD', 2);
    // buy back the first line of the cash sale
    const line = (await t.app.inject({ method: 'GET', url: `/api/pembelian/nota/${sale.no_faktur_group}`, headers: kasir })).json().data[0];
    const buy = await t.app.inject({
      method: 'POST',
      url: '/api/pembelian',
      headers: kasir,
      payload: { idempotency_key: newKey(), kode_sales: kodeSales, nama_customer: 'Siti', detail: [{ no_faktur_jual: line.no_faktur_jual, berat: line.berat_nota, kode_kondisi: 'NORMAL' }] },
    });
    expect(buy.statusCode, buy.body).toBe(200);
    const bought = buy.json().data as { total_harga: number; total_berat: string };
    const expense = await t.app.inject({ method: 'POST', url: '/api/cash/kas', headers: kasir, payload: { kode_transaksi: 'ATK', jumlah: 25_000, keterangan: 'kertas nota' } });
    expect(expense.statusCode, expense.body).toBe(200);

    const soldRp = sale.grand_total + card.grand_total;
    const soldMg = parseWeightToMg(sale.total_berat)! + parseWeightToMg(card.total_berat)!;
    const [day] = await okData('/api/cash-pusat/daily-transaction-chart', kasir);
    expect(day.values).toEqual([before.values[0] + soldRp, before.values[1] + bought.total_harga, 0, 0]);
    expect(Math.round(day.resultGram[0] * 1000)).toBe(Math.round(before.resultGram[0] * 1000) + soldMg);
    expect(Math.round(day.resultGram[1] * 1000)).toBe(Math.round(before.resultGram[1] * 1000) + parseWeightToMg(bought.total_berat)!);
    expect(day.nota_penjualan).toBe(before.nota_penjualan + 2);

    const [salesToday] = await okData('/api/penjualan/chart?type=today', kasir);
    expect(salesToday).toMatchObject({ periode: today, jumlah_nota: before.nota_penjualan + 2, total: before.values[0] + soldRp });
    expect(salesToday.qty).toBeGreaterThanOrEqual(3);
    const [buysToday] = await okData('/api/pembelian/chart?type=today', kasir);
    expect(buysToday).toMatchObject({ jumlah_nota: before.nota_pembelian + 1, qty: 1, total: before.values[1] + bought.total_harga });

    const month = today.slice(0, 7);
    const monthly = await okData(`/api/penjualan/chart?type=monthly&year=${today.slice(0, 4)}`, kasir);
    expect(monthly.find((r: { periode: string }) => r.periode === month).total).toBe(day.values[0]);
    const year = await okData('/api/transaction/daily-transaction-get-year', kasir);
    expect(year.find((r: { periode: string }) => r.periode === month)).toMatchObject({ penjualan: day.values[0], pembelian: day.values[1] });
    const period = await okData(`/api/cash-pusat/period-transaction-chart?tgl_awal=${today}&tgl_akhir=${today}`, kasir);
    expect(period).toEqual([{ periode: today, penjualan: day.values[0], pembelian: day.values[1], berat_jual: day.resultGram[0], berat_beli: day.resultGram[1], nota_jual: day.nota_penjualan, nota_beli: day.nota_pembelian }]);

    // money: the drawer took the cash sale and paid the buy-back and the expense; the card went to the bank
    const [cash] = await okData('/api/cash-pusat/daily-cash-chart', spv);
    const drawer = await t.db.selectFrom('kas_mutasi').select(['jumlah_in', 'jumlah_out', 'tgl_system']).where('kode_toko', '=', 'BDG').where('jenis', '=', 'CASH').execute();
    const sum = (rows: typeof drawer, f: (r: (typeof drawer)[number]) => number) => rows.reduce((s, r) => s + f(r), 0);
    expect(cash).toMatchObject({
      kode_toko: 'BDG',
      tgl_system: today,
      masuk: sum(drawer.filter((r) => r.tgl_system === today), (r) => Number(r.jumlah_in)),
      keluar: sum(drawer.filter((r) => r.tgl_system === today), (r) => Number(r.jumlah_out)),
      saldo_akhir: sum(drawer, (r) => Number(r.jumlah_in) - Number(r.jumlah_out)),
    });
    expect(cash.keluar).toBeGreaterThanOrEqual(bought.total_harga + 25_000);
    const [nonCash] = await okData('/api/cash-pusat/outstand-noncash', spv);
    expect(nonCash).toMatchObject({ kode_toko: 'BDG', debet: card.grand_total, transfer: 0, marketplace: 0, total: card.grand_total });
    const biaya = await okData('/api/cash-pusat/daily-biaya', spv);
    expect(biaya).toEqual([expect.objectContaining({ kode_toko: 'BDG', tgl_system: today, kode_transaksi: 'ATK', jumlah_rp: 25_000, input_by: 'KASIRBDG' })]);
    const specific = await okData('/api/cash-pusat/daily-specific-chart?kategori=PEMBELIAN&type=CASH', spv);
    expect(specific.at(-1)).toEqual({ periode: today, masuk: 0, keluar: bought.total_harga });

    // head office: the chain's total is the sum of the stores, and naming BDG answers BDG's element
    const chain = await okData('/api/cash-pusat/daily-transaction-chart?kode_toko=ALL', owner);
    const stores = chain.slice(1);
    for (let i = 0; i < 4; i++) expect(chain[0].values[i]).toBe(stores.reduce((s: number, r: { values: number[] }) => s + r.values[i]!, 0));
    expect(Math.round(chain[0].resultGram[0] * 1000)).toBe(stores.reduce((s: number, r: { resultGram: number[] }) => s + Math.round(r.resultGram[0]! * 1000), 0));
    expect(chain.find((r: { kode_toko: string }) => r.kode_toko === 'BDG')).toEqual(day);
    expect(await okData('/api/cash-pusat/daily-transaction-chart?kode_toko=BDG', owner)).toEqual([day]);
    expect(await okData('/api/cash-pusat/daily-transaction-chart', { ...owner, 'x-kode-toko': 'BDG' })).toEqual([day]);
    const [chainToday] = await okData('/api/penjualan/chart?type=today&kode_toko=ALL', owner);
    expect(chainToday.total).toBe(chain[0].values[0]);
  });
});

describe('after a repair taken in with a deposit', () => {
  it("SERVICE (values[2]) holds the repairs' money of the day, as service/chart, and the chain's total sums it", async () => {
    const before = (await okData('/api/cash-pusat/daily-transaction-chart', kasir))[0];
    const tukang = await t.db.selectFrom('tukang').select('kode_tukang').where('kode_toko', '=', 'BDG').orderBy('kode_tukang').executeTakeFirstOrThrow();
    const deskripsi = await t.db.selectFrom('deskripsi_service').select('kode_deskripsi').orderBy('kode_deskripsi').executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/service',
      headers: kasir,
      payload: {
        idempotency_key: newKey(), nama_customer: 'Budi', kode_tukang: tukang.kode_tukang, tgl_janji: today, ongkos_estimasi: 100_000,
        detail: [{ nama_barang: 'CINCIN', kode_group: 'P17', berat: '2.000', deskripsi: [deskripsi.kode_deskripsi] }], pembayaran: [{ jenis: 'CASH', jumlah_rp: 30_000 }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [day] = await okData('/api/cash-pusat/daily-transaction-chart', kasir);
    expect(day.values[2]).toBe(before.values[2] + 30_000);
    expect(day.total_service).toBe(day.values[2]);
    const chart = await okData('/api/service/chart?type=today', kasir);
    expect(chart.total_rp).toBe(day.values[2]);
    const chain = await okData('/api/cash-pusat/daily-transaction-chart?kode_toko=ALL', owner);
    expect(chain[0].values[2]).toBe(chain.slice(1).reduce((s: number, r: { values: number[] }) => s + r.values[2]!, 0));
  });
});

describe('store scope', () => {
  it('a branch user asking for another store or all stores is refused (403), and gets nothing', async () => {
    for (const url of [
      '/api/cash-pusat/daily-transaction-chart?kode_toko=SBY',
      '/api/cash-pusat/daily-transaction-chart?kode_toko=ALL',
      '/api/penjualan/chart?type=today&kode_toko=SBY',
      '/api/pembelian/chart?type=monthly&year=2026&kode_toko=ALL',
      '/api/transaction/daily-transaction-get-year?kode_toko=SBY',
      '/api/cash-pusat/period-transaction-chart?tgl_awal=2026-01-01&tgl_akhir=2026-01-31&kode_toko=SBY',
      '/api/member/find-current-birthday?kode_toko=SBY',
    ]) {
      const res = await get(url, kasir);
      expect([res.status, res.body.status, res.body.message], url).toEqual([403, 'error', MESSAGES.forbiddenStore]);
    }
    const spvOther = await get('/api/cash-pusat/daily-cash-chart?kode_toko=SBY', spv);
    expect([spvOther.status, spvOther.body.message]).toEqual([403, MESSAGES.forbiddenStore]);
    const header = await get('/api/cash-pusat/daily-transaction-chart', { ...kasir, 'x-kode-toko': 'SBY' });
    expect(header.status).toBe(403);
  });

  it('head office names an unknown store: 403; the money figures need head office or the bank book', async () => {
    expect((await get('/api/cash-pusat/daily-transaction-chart?kode_toko=NOPE', owner)).status).toBe(403);
    const cashier = await get('/api/cash-pusat/daily-cash-chart', kasir);
    expect([cashier.status, cashier.body.message]).toEqual([403, MESSAGES.forbidden]);
    expect((await get('/api/cash-pusat/daily-biaya', kasir)).status).toBe(403);
  });

  it('bad input answers 400 with its message', async () => {
    const cases: [string, string][] = [
      ['/api/penjualan/chart?type=weekly', DASHBOARD_MESSAGES.typeInvalid],
      ['/api/pembelian/chart', DASHBOARD_MESSAGES.typeInvalid],
      ['/api/transaction/daily-transaction-get-year?year=abc', DASHBOARD_MESSAGES.yearInvalid],
      ['/api/cash-pusat/period-transaction-chart?tgl_awal=2026-02-01&tgl_akhir=2026-01-01', MESSAGES.tglAwalAfterAkhir],
      ['/api/cash-pusat/period-transaction-chart?tgl_awal=2026-02-31&tgl_akhir=2026-03-01', CASH_MESSAGES.dateInvalid],
      ['/api/cash-pusat/daily-transaction-chart?tgl_system=kemarin', CASH_MESSAGES.dateInvalid],
      ['/api/cash-pusat/daily-specific-chart?kategori=GAJI', DASHBOARD_MESSAGES.kategoriInvalid],
    ];
    for (const [url, message] of cases) {
      const res = await get(url, url.includes('specific') ? spv : kasir);
      expect([res.status, res.body.message], url).toEqual([400, message]);
    }
  });
});
