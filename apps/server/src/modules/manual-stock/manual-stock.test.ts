import { MANUAL_STOCK_MESSAGES as M } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundStore, setBalance } from '../../../test/cash-helpers';
import { kasOf, newKey, setAksesTree } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let kasir: Record<string, string>;
let spv: Record<string, string>;
let place: { kode_group: string; kode_dept: string; kode_gudang: string; kode_baki: string };
let other: { kode_gudang: string; kode_baki: string };

const SCREENS = { penjualan: ['transaksi-penjualan-manual'], pembelian: ['transaksi-pembelian-manual'], barang: ['barang-manual'], laporan: ['laporan-jual-beli-manual'] };

beforeAll(async () => {
  t = await createTestApp();
  await setAksesTree(t, 'KASIRBDG', SCREENS);
  await setAksesTree(t, 'SPVBDG', { ...SCREENS, validasi: ['validasi-jual-beli-manual', 'tutup-toko'] });
  kasir = t.bearer(await t.login('KASIRBDG'));
  spv = t.bearer(await t.login('SPVBDG'));
  const g = await t.db.selectFrom('group_barang').select('kode_group').where('kode_toko', '=', 'BDG').orderBy('kode_group').executeTakeFirstOrThrow();
  const d = await t.db.selectFrom('jenis').select('kode_dept').where('kode_toko', '=', 'BDG').orderBy('kode_dept').executeTakeFirstOrThrow();
  const trays = await t.db.selectFrom('baki').select(['kode_baki', 'kode_gudang']).where('kode_toko', '=', 'BDG').orderBy('kode_baki').limit(2).execute();
  place = { kode_group: g.kode_group, kode_dept: d.kode_dept, kode_gudang: trays[0]!.kode_gudang, kode_baki: trays[0]!.kode_baki };
  other = { kode_gudang: trays[1]!.kode_gudang, kode_baki: trays[1]!.kode_baki };
  await fundStore(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const line = (qty: number, berat: string, harga: number, extra: Record<string, unknown> = {}) => ({ ...place, qty, berat, harga, ...extra });
const buy = (lines: object[], key = newKey()) => call('POST', '/api/beli-manual', kasir, { idempotency_key: key, nama_customer: 'budi', detail: lines });
const sell = (lines: object[], total: number, key = newKey()) => call('POST', '/api/jual-manual', kasir, { idempotency_key: key, nama_customer: 'sari', detail: lines, pembayaran: [{ jenis: 'CASH', jumlah_rp: total }] });
const balance = async () => {
  const r = await t.db.selectFrom('barang_manual').select(['qty', 'berat']).where('kode_toko', '=', 'BDG').where('kode_group', '=', place.kode_group).where('kode_dept', '=', place.kode_dept).where('kode_baki', '=', place.kode_baki).executeTakeFirst();
  return r ? { qty: r.qty, berat: Number(r.berat) } : { qty: 0, berat: 0 };
};
const ledger = async () => {
  const rows = await t.db.selectFrom('barang_manual_mutasi').select(['qty', 'berat']).where('kode_toko', '=', 'BDG').where('kode_baki', '=', place.kode_baki).where('kode_group', '=', place.kode_group).where('kode_dept', '=', place.kode_dept).execute();
  return { qty: rows.reduce((s, r) => s + r.qty, 0), beratMg: rows.reduce((s, r) => s + Math.round(Number(r.berat) * 1000), 0) };
};
const count = async (table: 'jual_beli_manual' | 'jual_beli_manual_detail' | 'kas_mutasi' | 'barang_manual_mutasi') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
const snapshot = async () => [await count('jual_beli_manual'), await count('jual_beli_manual_detail'), await count('kas_mutasi'), await count('barang_manual_mutasi'), await balance()];
const journal = async (no: string) => t.db.selectFrom('jurnal').select(['nomor_akun', 'debet', 'kredit']).where('no_ref', '=', no).execute();

describe('manual stock: purchase and sale by weight and count', () => {
  it('a purchase brings goods in, pays cash out of the drawer under PEMBELIAN MANUAL, and posts a balanced journal', async () => {
    const res = await buy([line(5, '50.000', 40_000_000)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.buySaved);
    const doc = res.json().data;
    expect(doc).toMatchObject({ jenis: 'BELI', total_qty: 5, total_berat: '50.000', total: 40_000_000, valid: false, nama_customer: 'BUDI' });
    expect(doc.no_faktur).toMatch(/^BM/);
    expect(await balance()).toEqual({ qty: 5, berat: 50 });
    const kas = await kasOf(t, doc.no_faktur);
    expect(kas.map((k) => [k.kategori, k.jenis, Number(k.jumlah_in), Number(k.jumlah_out)])).toEqual([['PEMBELIAN MANUAL', 'CASH', 0, 40_000_000]]);
    const j = await journal(doc.no_faktur);
    expect(j.length).toBeGreaterThanOrEqual(2);
    expect(j.reduce((s, r) => s + Number(r.debet), 0)).toBe(40_000_000);
    expect(j.reduce((s, r) => s + Number(r.kredit), 0)).toBe(40_000_000);
  });

  it('GET barang-manual answers the balances, its filters read in upper case', async () => {
    const res = await call('GET', `/api/barang-manual?kode_group=${place.kode_group.toLowerCase()}&kode_dept=${place.kode_dept.toLowerCase()}&kode_gudang=${place.kode_gudang.toLowerCase()}&kode_toko=bdg`, kasir);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([{ kode_toko: 'BDG', ...place, qty: 5, berat: '50.000' }]);
    const none = await call('GET', '/api/barang-manual?kode_group=TIDAKADA', kasir);
    expect(none.json()).toMatchObject({ data: [], message: M.empty });
    const otherStore = await call('GET', '/api/barang-manual?kode_toko=SBY', kasir);
    expect(otherStore.statusCode).toBe(403);
  });

  it('a sale takes the weight and count, its payments in under PENJUALAN MANUAL; the same key answers once', async () => {
    const key = newKey();
    const first = await sell([line(2, '20.500', 21_000_000)], 21_000_000, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await sell([line(2, '20.500', 21_000_000)], 21_000_000, key);
    expect(again.json().data.no_faktur).toBe(first.json().data.no_faktur);
    expect(first.json().data.no_faktur).toMatch(/^JM/);
    expect(await balance()).toEqual({ qty: 3, berat: 29.5 });
    const kas = await kasOf(t, first.json().data.no_faktur);
    expect(kas.map((k) => [k.kategori, Number(k.jumlah_in)])).toEqual([['PENJUALAN MANUAL', 21_000_000]]);
    expect(await ledger()).toEqual({ qty: 3, beratMg: 29_500 });
  });

  it('bad input answers an Indonesian message and writes nothing', async () => {
    const before = await snapshot();
    const cases: [Promise<Awaited<ReturnType<typeof call>>>, string][] = [
      [sell([], 0), M.noLines],
      [sell([line(0, '1.000', 1000)], 1000), M.qtyInvalid],
      [sell([line(1, '1.000', 1000, { kode_group: 'TIDAKADA' })], 1000), M.groupUnknown],
      [sell([line(1, '1.000', 1000, { kode_dept: 'TIDAKADA' })], 1000), M.jenisUnknown],
      [sell([line(1, '1.000', 1000, { kode_gudang: other.kode_gudang === place.kode_gudang ? 'LAIN' : other.kode_gudang })], 1000), M.bakiUnknown],
      [sell([line(1, '1.000', 1000)], 999), M.paymentMismatch],
      [sell([line(1, '1.000', 1000), line(1, '1.000', 1000)], 2000), M.lineTwice],
      [sell([line(4, '10.000', 1000)], 1000), 'Stok barang manual'],
      [sell([line(3, '29.000', 1000)], 1000), 'Stok barang manual'],
      [sell([line(1, '0', 1000)], 1000), 'Berat'],
    ];
    for (const [pending, message] of cases) {
      const res = await pending;
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a purchase the drawer cannot pay is refused and writes nothing', async () => {
    await setBalance(t, 1000);
    const before = await snapshot();
    const res = await buy([line(1, '1.000', 5000)]);
    expect(res.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
    await fundStore(t);
  });

  it('concurrent sales of the same goods never take the stock below zero', async () => {
    // 3 pieces, 29.500 g left; ten sales of 1 piece / 9.000 g at once: three fit at most by weight (27 g), and the
    // third leaves 0 pieces with 2.5 g, which the rule refuses; so exactly two pass
    const results = await Promise.all(Array.from({ length: 10 }, () => sell([line(1, '9.000', 9_000_000)], 9_000_000)));
    const passed = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 400);
    expect(passed.length + refused.length).toBe(10);
    for (const r of refused) expect(r.json().message).toContain('tidak cukup');
    expect(passed).toHaveLength(2);
    const b = await balance();
    expect(b).toEqual({ qty: 1, berat: 11.5 });
    expect(await ledger()).toEqual({ qty: 1, beratMg: 11_500 });
    const takeAll = await sell([line(1, '11.500', 1_000_000)], 1_000_000);
    expect(takeAll.statusCode, takeAll.body).toBe(200);
    expect(await balance()).toEqual({ qty: 0, berat: 0 });
    const never = await Promise.all(Array.from({ length: 4 }, () => sell([line(1, '1.000', 1000)], 1000)));
    expect(never.every((r) => r.statusCode === 400)).toBe(true);
    expect(await balance()).toEqual({ qty: 0, berat: 0 });
  });

  it('the supervisor validates the day\'s manual documents; the cashier may not; the day close counts them', async () => {
    const tgl = (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).tgl_system;
    const checks = (await call('GET', '/api/tutup-toko/cek', spv)).json().data.checks as { key: string; jumlah: number }[];
    const open = await call('GET', `/api/jual-beli-manual?tgl_system=${tgl}&valid=N`, spv);
    expect(open.statusCode, open.body).toBe(200);
    const nos = (open.json().data as { no_faktur: string }[]).map((d) => d.no_faktur);
    expect(nos.length).toBeGreaterThanOrEqual(5);
    expect(checks.find((c) => c.key === 'VALIDASI_JUAL_BELI_MANUAL')?.jumlah).toBe(nos.length);
    expect((await call('POST', '/api/jual-beli-manual/validasi', kasir, { no_faktur: nos })).statusCode).toBe(403);
    expect((await call('POST', '/api/jual-beli-manual/validasi', spv, { no_faktur: [] })).json().message).toBe(M.noneSelected);
    const ok = await call('POST', '/api/jual-beli-manual/validasi', spv, { no_faktur: nos });
    expect(ok.json()).toMatchObject({ message: M.validated, data: { validated: nos.length } });
    const after = (await call('GET', '/api/tutup-toko/cek', spv)).json().data.checks as { key: string; jumlah: number }[];
    expect(after.find((c) => c.key === 'VALIDASI_JUAL_BELI_MANUAL')?.jumlah).toBe(0);
  });

  it('the report lists every line of the period, filtered by kind', async () => {
    const tgl = (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).tgl_system;
    const res = await call('GET', `/api/laporan/jual-beli-manual?tgl_awal=${tgl}&tgl_akhir=${tgl}&filter=BELI`, kasir);
    expect(res.statusCode, res.body).toBe(200);
    const text = res.body;
    expect(text).toContain('"jenis":"BELI"');
    expect(text).not.toContain('"jenis":"JUAL"');
  });
});
