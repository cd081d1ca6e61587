import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAksesTree } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The principal parameter's gold-price mode (spec 000 §6): the parameter screen is hidden, appraisal is the gold price. */
let t: TestApp;
let owner: Record<string, string>;
let kasir: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await setAksesTree(t, 'KASIRBDG', { hutang: ['transaksi-hutang'] });
  await setAksesTree(t, 'OWNER', { utility: ['parameter-hutang-pokok', 'settingsystem'] });
  owner = { ...t.bearer(await t.login('OWNER')), 'x-kode-toko': 'BDG' };
  kasir = t.bearer(await t.login('KASIRBDG'));
});
afterAll(async () => {
  await t.close();
});

const pieces = [{ nama_barang: 'Cincin polos', kode_group: 'P17', berat: '5.000', berat_batu: '0', kode_kondisi: 'BAGUS' }];

async function setGoldPriceMode(on: boolean) {
  const res = await t.app.inject({ method: 'PUT', url: '/api/para-system', headers: owner, payload: { modules: [{ key: 'HUTANG_POKOK_MODULE', aktif: true }, { key: 'HUTANG_POKOK_HARGA_EMAS_MODULE', aktif: on }] } });
  expect(res.statusCode, res.body).toBe(200);
}

async function quote() {
  const res = await t.app.inject({ method: 'POST', url: '/api/hutang/hitung', headers: kasir, payload: { detail_barang: pieces } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.detail_barang[0] as { taksiran: number };
}

/** Writing the principal parameter: 403 when the screen is hidden, else the body's own 400 (nothing is written either way). */
async function pokokWrite() {
  const res = await t.app.inject({ method: 'POST', url: '/api/para-hutang-pokok/create', headers: owner, payload: { kode_pokok: '' } });
  return res.statusCode;
}

describe('loan principal parameter in gold-price mode', () => {
  it('hides the parameter (403) and appraises at the gold sell price; off again, the parameter rules', async () => {
    await setGoldPriceMode(false);
    expect(await pokokWrite()).toBe(400);
    const byParameter = await quote();

    await setGoldPriceMode(true);
    expect(await pokokWrite()).toBe(403);
    const byGoldPrice = await quote();
    // the demo parameter prices by the buy price, so the gold-price mode appraises higher
    expect(byGoldPrice.taksiran).toBeGreaterThan(byParameter.taksiran);

    await setGoldPriceMode(false);
    expect(await pokokWrite()).toBe(400);
    expect((await quote()).taksiran).toBe(byParameter.taksiran);
  });
});
