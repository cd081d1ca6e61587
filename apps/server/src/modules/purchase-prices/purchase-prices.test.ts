import { kadarTextToHundredths, priceBuyBackLine } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundStore } from '../../../test/cash-helpers';
import { firstOf, newKey } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Issue 35: the purchase gold price parameter and the buy-back counter priced from it. */
let t: TestApp;
let kasir: Record<string, string>;
let spv: Record<string, string>;
let tgl: string;
let kadarP17: number;

const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  await fundStore(t);
  kasir = t.bearer(await t.login('KASIRBDG'));
  spv = t.bearer(await t.login('SPVBDG'));
  tgl = (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).tgl_system;
  kadarP17 = kadarTextToHundredths((await t.db.selectFrom('group_barang').select('kadar').where('kode_toko', '=', 'BDG').where('kode_group', '=', 'P17').executeTakeFirstOrThrow()).kadar);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const setModule = async (key: string, aktif: boolean) => {
  await t.db.insertInto('para_module').values({ kode_toko: 'BDG', key, aktif, updated_by: 'TEST' }).onConflict((oc) => oc.columns(['kode_toko', 'key']).doUpdateSet({ aktif })).execute();
};
const outside = { nama_barang: 'GELANG LUAR TOKO', kode_group: 'P17', kode_dept: 'GL', berat: '5.000', kode_kondisi: 'RUSAK' };
const quote = async () => call('POST', '/api/pembelian/hitung', kasir, { detail: [outside] });
const quotedPrice = async () => {
  const res = await quote();
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.detail[0].harga_emas as number;
};
const groupBuyPrice = async () =>
  Number((await t.db.selectFrom('harga_emas').select('harga_beli').where('kode_toko', '=', 'BDG').where('kode_group', '=', 'P17').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).harga_beli);
let seq = 0;
const addPrice = (tgl_berlaku: string, harga_per_gram: number | string, kadar: number | string = kadarP17 / 100) =>
  call('POST', '/api/parameter-harga-emas-pembelian/create', spv, { kode_parameter: `UJI${++seq}`, tgl_berlaku, kadar, harga_per_gram });

describe('parameter-harga-emas-pembelian (PARAMETER_HARGA_EMAS_PEMBELIAN_MODULE)', () => {
  it('is not there while the module is off (the demo default), and the counter prices from the group', async () => {
    expect((await call('GET', '/api/parameter-harga-emas-pembelian', kasir)).statusCode).toBe(403);
    expect(await quotedPrice()).toBe(await groupBuyPrice());
  });

  it('with the module on: lists the store prices by purity and checks the form', async () => {
    await setModule('PARAMETER_HARGA_EMAS_PEMBELIAN_MODULE', true);
    const list = await call('GET', '/api/parameter-harga-emas-pembelian', kasir);
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as { kadar: number; tgl_berlaku: string; harga_per_gram: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.find((r) => r.kadar * 100 === kadarP17)).toMatchObject({ tgl_berlaku: tgl });
    const before = rows.length;
    for (const [patch, message] of [
      [{ kadar: 0 }, 'Kadar tidak boleh 0'],
      [{ kadar: 501 }, 'Kadar tidak boleh lebih dari 500'],
      [{ harga_per_gram: 0 }, 'Harga Per Gram tidak boleh 0'],
      [{ tgl_berlaku: '' }, 'Tanggal Berlaku Tidak Boleh Kosong'],
    ] as const) {
      const res = await call('POST', '/api/parameter-harga-emas-pembelian/create', spv, { kode_parameter: 'BAD', tgl_berlaku: tgl, harga_per_gram: 900_000, kadar: 75, ...(patch as Record<string, unknown>) });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(Object.values(res.json().errors ?? {}).concat(res.json().message), JSON.stringify(patch)).toContain(message);
    }
    expect((await call('GET', '/api/parameter-harga-emas-pembelian', kasir)).json().data).toHaveLength(before);
  });

  it('prices a buy-back by the purity price in force on the document date, not a later one, the last entered on the day', async () => {
    const seeded = Number(
      (await t.db.selectFrom('parameter_harga_emas_pembelian').select('harga_per_gram').where('kode_toko', '=', 'BDG').where('tgl_berlaku', '=', tgl).where('kadar', '=', String(kadarP17 / 100)).executeTakeFirstOrThrow()).harga_per_gram,
    );
    expect(await quotedPrice()).toBe(seeded);
    expect((await addPrice(shift(tgl, 1), 777_000)).statusCode).toBe(200);
    expect(await quotedPrice()).toBe(seeded);
    expect((await addPrice(tgl, 812_345)).statusCode).toBe(200);
    expect(await quotedPrice()).toBe(812_345);
    // the line's value follows the domain rule with that price
    const line = (await quote()).json().data.detail[0];
    expect(line.harga_emas).toBe(812_345);
    expect(line.nilai_emas).toBe((priceBuyBackLine({ beratMg: 5000, ladder: null, hargaPerGram: 812_345, kondisi: { persen: 0, rpPerGram: 0 }, nota: null, rugiNota: { persen: 0, rpPerGram: 0 }, unit: 500, down: false }) as { price: { nilaiEmas: number } }).price.nilaiEmas);
    // the saved buy-back keeps the price
    const kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
    const saved = await call('POST', '/api/pembelian', kasir, { idempotency_key: newKey(), kode_sales: kodeSales, nama_customer: 'Budi', no_hp: '0812-0000-1111', detail: [outside] });
    expect(saved.statusCode, saved.body).toBe(200);
    const detail = await t.db.selectFrom('pembelian_detail').selectAll().where('no_faktur_group', '=', saved.json().data.no_faktur_group).executeTakeFirstOrThrow();
    expect(Number(detail.harga_emas)).toBe(812_345);
  });

  it('refuses a price older than the document date with the stale-price guard on, and uses it with the guard off', async () => {
    await t.db.deleteFrom('parameter_harga_emas_pembelian').where('kode_toko', '=', 'BDG').where('tgl_berlaku', '=', tgl).where('kadar', '=', String(kadarP17 / 100)).execute();
    expect((await addPrice(shift(tgl, -3), 700_000)).statusCode).toBe(200);
    const stale = await quote();
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toMatch(/^Harga emas belum diperbarui: harga terakhir berlaku .*Silahkan update harga emas terlebih dahulu$/);
    const before = Number((await t.db.selectFrom('pembelian').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
    const refused = await call('POST', '/api/pembelian', kasir, { idempotency_key: newKey(), kode_sales: kodeSales, nama_customer: 'Budi', no_hp: '0812-0000-1111', detail: [outside] });
    expect(refused.statusCode).toBe(400);
    expect(Number((await t.db.selectFrom('pembelian').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(before);
    await setModule('TOLAK_HARGA_EMAS_LAMA_MODULE', false);
    try {
      expect(await quotedPrice()).toBe(700_000);
    } finally {
      await setModule('TOLAK_HARGA_EMAS_LAMA_MODULE', true);
    }
  });

  it('refuses a purity without any purchase price, naming it', async () => {
    await t.db.deleteFrom('parameter_harga_emas_pembelian').where('kode_toko', '=', 'BDG').where('kadar', '=', String(kadarP17 / 100)).execute();
    const res = await quote();
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Harga emas pembelian kadar ${kadarP17 / 100} belum diatur`);
    await setModule('PARAMETER_HARGA_EMAS_PEMBELIAN_MODULE', false);
    expect(await quotedPrice()).toBe(await groupBuyPrice());
  });
});
