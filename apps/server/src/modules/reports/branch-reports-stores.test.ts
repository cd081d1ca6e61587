import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundStore } from '../../../test/cash-helpers';
import { newKey, setAksesTree } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Issue 22, head office: the pawn, order and repair reports take the store picker as every other report.
 * A loan (redeemed), an order and a repair are made at BDG and at SBY; OWNER reads each report for BDG, for
 * SBY and for every store (ALL): every row names its store, so the screen groups an all-store answer by
 * store with subtotals, and ALL is the union of the stores. Penebusan Detail (spec 000 §7) takes the
 * picker too; a branch supervisor may not name another store (403).
 */

let t: TestApp;
let owner: Record<string, string>;
let spv: Record<string, string>;
let tgl: string;

const LAPORAN = [
  'laporan-penebusan-detail', 'laporan-transaksi-hutang', 'laporan-stock-hutang', 'laporan-hutang-lunas',
  'laporan-batal-pesanan', 'laporan-pesanan-barang', 'laporan-service-masuk', 'laporan-transaksi-service',
];
const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function activity(cashier: string, kodeToko: string) {
  await setAksesTree(t, cashier, { hutang: ['transaksi-hutang', 'lihat-hutang'], pesanan: ['transaksi-pesanan', 'lihat-pesanan'], service: ['transaksi-services', 'lihat-services'] });
  const h = t.bearer(await t.login(cashier));
  const sales = await t.db.selectFrom('sales').select('kode_sales').where('kode_toko', '=', kodeToko).orderBy('kode_sales').executeTakeFirstOrThrow();
  const tukang = await t.db.selectFrom('tukang').select('kode_tukang').where('kode_toko', '=', kodeToko).orderBy('kode_tukang').executeTakeFirstOrThrow();
  const deskripsi = await t.db.selectFrom('deskripsi_service').select('kode_deskripsi').orderBy('kode_deskripsi').executeTakeFirstOrThrow();
  const loan = await call('POST', '/api/hutang', h, {
    idempotency_key: newKey(), kode_sales: sales.kode_sales, nama_customer: `GADAI ${kodeToko}`, alamat_customer: 'JL MERDEKA 1', no_hp: '081234567890',
    no_identitas: '3273010101010001', detail_barang: [{ nama_barang: 'KALUNG', kode_group: 'P17', berat: '10.000', kode_kondisi: 'BAGUS' }], jumlah_hutang: 1_000_000, otorisasi: [],
  });
  expect(loan.statusCode, loan.body).toBe(200);
  const no = loan.json().data.no_faktur_hutang as string;
  expect((await call('POST', '/api/hutang/tebus', h, { no_faktur_hutang: no })).statusCode).toBe(200);
  const order = await call('POST', '/api/pesanan', h, {
    idempotency_key: newKey(), kode_sales: sales.kode_sales, kode_tukang: tukang.kode_tukang, nama_customer: `PESAN ${kodeToko}`, tgl_janji: tgl,
    detail: [{ deskripsi: 'KALUNG NAMA', kode_group: 'P17', kode_dept: 'KL', berat_estimasi: '5' }],
  });
  expect(order.statusCode, order.body).toBe(200);
  const repair = await call('POST', '/api/service', h, {
    idempotency_key: newKey(), nama_customer: `SERVIS ${kodeToko}`, kode_tukang: tukang.kode_tukang, tgl_janji: tgl, ongkos_estimasi: 100_000,
    detail: [{ nama_barang: 'CINCIN', kode_group: 'P17', berat: '2.000', deskripsi: [deskripsi.kode_deskripsi] }], pembayaran: [{ jenis: 'CASH', jumlah_rp: 30_000 }],
  });
  expect(repair.statusCode, repair.body).toBe(200);
  return no;
}

const loans: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  tgl = (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).tgl_system;
  await t.db.updateTable('toko').set({ tgl_system: tgl }).where('kode_toko', '=', 'SBY').execute();
  // loans and buy-backs pay out: both drawers need money first
  await fundStore(t, 'BDG');
  await fundStore(t, 'SBY');
  loans.BDG = await activity('KASIRBDG', 'BDG');
  loans.SBY = await activity('KASIRSBY', 'SBY');
  owner = t.bearer(await t.login('OWNER'));
  await setAksesTree(t, 'SPVBDG', { laporan: LAPORAN });
  spv = t.bearer(await t.login('SPVBDG'));
});
afterAll(async () => {
  await t.close();
});

type Row = { kode_toko?: string };
async function rowsOf(url: string, kodeToko: string): Promise<Row[]> {
  const res = await call('GET', `${url}&kode_toko=${kodeToko}`, owner);
  expect(res.statusCode, `${url} ${kodeToko}: ${res.body}`).toBe(200);
  return res.json().data as Row[];
}

describe('pawn, order and repair reports for head office', () => {
  it('every row names its store; a store answers its rows only; ALL is the union of the stores', async () => {
    const period = `tgl_awal=${tgl}&tgl_akhir=${tgl}`;
    const reports = [
      `/api/laporan/transaksi-hutang?${period}`,
      `/api/laporan/hutang-lunas?${period}`,
      `/api/hutang/report-penebusan-detail?tgl_from=${tgl}&tgl_to=${tgl}&sort_by=tgl_hutang`,
      `/api/pesanan/report-pesanan-barang?tgl_from=${tgl}&tgl_to=${tgl}`,
      `/api/laporan/service-masuk?${period}&kode_tukang=ALL`,
      `/api/laporan/transaksi-service?${period}&filter=ALL`,
    ];
    for (const url of reports) {
      const bdg = await rowsOf(url, 'BDG');
      const sby = await rowsOf(url, 'SBY');
      const all = await rowsOf(url, 'ALL');
      expect(bdg.length, url).toBeGreaterThan(0);
      expect(sby.length, url).toBeGreaterThan(0);
      expect(bdg.map((r) => r.kode_toko), url).toEqual(bdg.map(() => 'BDG'));
      expect(sby.map((r) => r.kode_toko), url).toEqual(sby.map(() => 'SBY'));
      expect(all.length, url).toBe(bdg.length + sby.length);
      expect([...new Set(all.map((r) => r.kode_toko))].sort(), url).toEqual(['BDG', 'SBY']);
    }
  });

  it('Penebusan Detail: the picked store, every store for head office, 403 for a branch naming another store', async () => {
    const url = `/api/hutang/report-penebusan-detail?tgl_from=${tgl}&tgl_to=${tgl}&sort_by=tgl_hutang`;
    const at = (rows: Row[]) => rows.map((r) => (r as { no_faktur_hutang: string }).no_faktur_hutang);
    expect(at(await rowsOf(url, 'SBY'))).toEqual([loans.SBY]);
    // head office at home without a pick reads every store, as the other reports do
    const home = await call('GET', url, owner);
    expect(at(home.json().data).sort()).toEqual([loans.BDG, loans.SBY].sort());
    const own = await call('GET', `${url}&kode_toko=BDG`, spv);
    expect(own.statusCode, own.body).toBe(200);
    expect(at(own.json().data)).toEqual([loans.BDG]);
    expect((await call('GET', `${url}&kode_toko=SBY`, spv)).statusCode).toBe(403);
    expect((await call('GET', url, spv)).json().data.map((r: Row) => r.kode_toko)).toEqual(['BDG']);
  });
});
