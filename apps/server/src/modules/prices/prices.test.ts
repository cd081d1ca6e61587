import { addMonths, MESSAGES, priceFromGlobal, STALE_PRICE_MODULE } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: Record<string, string>;
let kasirBdg: Record<string, string>;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.bearer(await t.login('ADMIN'));
  kasirBdg = t.bearer(await t.login('KASIRBDG'));
  today = (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'PST').executeTakeFirstOrThrow()).tgl_system;
});
afterAll(async () => {
  await t.close();
});

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function priceRows(kodeToko: string, kodeGroup: string) {
  return t.db
    .selectFrom('harga_emas')
    .select(['id', 'harga_jual', 'harga_beli', 'tgl_berlaku', 'sumber', 'nominal_global', 'created_by'])
    .where('kode_toko', '=', kodeToko)
    .where('kode_group', '=', kodeGroup)
    .orderBy('id')
    .execute();
}

describe('Parameter Harga Beli (spec 000)', () => {
  it('lists, adds, edits with kode_harga read-only and deletes, with the specification messages', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/para-harga-beli', headers: kasirBdg });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { kode_harga: string }) => r.kode_harga)).toEqual(['2301', '2302', '2303', '2304']);
    expect(list.json().data[0]).toMatchObject({ kode_toko: 'BDG', harga_per_gram: 1_250_000 });
    expect(list.json().data[0]._id).toHaveLength(16);

    const created = await t.app.inject({ method: 'POST', url: '/api/para-harga-beli/create', headers: admin, payload: { kode_harga: '2399', harga_per_gram: 800_000 } });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ status: 'success', message: 'Berhasil Menyimpan Data', data: { kode_harga: '2399', harga_per_gram: 800_000 } });

    const duplicate = await t.app.inject({ method: 'POST', url: '/api/para-harga-beli/create', headers: admin, payload: { kode_harga: '2399', harga_per_gram: 1 } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Kode Harga 2399 sudah terdaftar');

    const invalid = await t.app.inject({ method: 'POST', url: '/api/para-harga-beli/create', headers: admin, payload: { kode_harga: '', harga_per_gram: '' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      status: 'error',
      message: 'Terjadi Kesalhaan Saat Mengirim Data',
      code: 'common.sendError',
      errors: { kode_harga: 'Kode Harga Tidak Boleh Kosong', harga_per_gram: 'Harga Per Gram Tidak Boleh Kosong' },
      error_codes: { kode_harga: 'fields.required', harga_per_gram: 'fields.required' },
      error_params: { kode_harga: { label: 'Kode Harga' }, harga_per_gram: { label: 'Harga Per Gram' } },
    });

    const edited = await t.app.inject({ method: 'PUT', url: '/api/para-harga-beli/update/2399', headers: admin, payload: { kode_harga: '9999', harga_per_gram: 850_000 } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: 'Berhasil Mengedit Data', data: { kode_harga: '2399', harga_per_gram: 850_000 } });
    const row = await t.db.selectFrom('harga_beli').selectAll().where('kode_toko', '=', 'PST').where('kode_harga', '=', '2399').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ harga_per_gram: 850_000, updated_by: 'ADMIN' });

    const editMissing = await t.app.inject({ method: 'PUT', url: '/api/para-harga-beli/update/7777', headers: admin, payload: { harga_per_gram: 1 } });
    expect(editMissing.statusCode).toBe(404);
    expect(editMissing.json().message).toBe('Terjadi Kesalhaan Saat Mengirim Data');

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/para-harga-beli/delete/2399', headers: admin });
    expect(deleted.json()).toEqual({ status: 'success', message: 'Berhasil Menghapus Data', code: 'prices.buyPriceDeleted', data: null });
    const gone = await t.db.selectFrom('harga_beli').select('kode_harga').where('kode_toko', '=', 'PST').where('kode_harga', '=', '2399').execute();
    expect(gone).toHaveLength(0);
    const deleteMissing = await t.app.inject({ method: 'DELETE', url: '/api/para-harga-beli/delete/2399', headers: admin });
    expect(deleteMissing.statusCode).toBe(404);
    expect(deleteMissing.json().message).toBe('Gagal Menghapus Data');
  });

  it('answers 403 to a cashier', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/para-harga-beli/create', headers: kasirBdg, payload: { kode_harga: '1', harga_per_gram: 1 } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
  });
});

describe('Parameter Ongkos', () => {
  it('refuses an unknown jenis and keeps the jenis it uses from being deleted', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/parameter-ongkos/create',
      headers: admin,
      payload: { kode_ongkos: 'XX-P17', kode_dept: 'XX', kode_group: 'P17', ongkos_per_gram: 10_000 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Kode Jenis XX tidak terdaftar');

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/parameter-ongkos/create',
      headers: admin,
      payload: { kode_ongkos: 'gw-p16', kode_dept: 'gw', kode_group: 'p16', ongkos_per_gram: '30000' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ kode_ongkos: 'GW-P16', kode_dept: 'GW', kode_group: 'P16', ongkos_per_gram: 30_000, ongkos_minimal: 0 });

    const jenis = await t.app.inject({ method: 'DELETE', url: '/api/jenis/delete/GW', headers: admin });
    expect(jenis.statusCode).toBe(409);
    expect(jenis.json().message).toBe('Jenis GW tidak dapat dihapus karena masih dipakai oleh Parameter Ongkos (1 data)');
  });
});

describe('Harga emas global (spec 001)', () => {
  it('saves the 24-carat price, keeps its history, and reprices the groups that follow it by the rule', async () => {
    const before = await priceRows('PST', 'EP18');
    const res = await t.app.inject({ method: 'PUT', url: '/api/parameter-harga-emas/global', headers: admin, payload: { nominal: 2_000_000 } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', message: 'Data Berhasil Disimpan', data: { nominal: 2_000_000, current: { nominal: 2_000_000, tgl_berlaku: today, input_by: 'ADMIN' } } });

    const groups = await t.db.selectFrom('group_barang').selectAll().where('kode_toko', '=', 'PST').execute();
    const following = groups.filter((g) => g.ikut_harga_global);
    expect(body.data.harga.map((h: { kode_group: string }) => h.kode_group).sort()).toEqual(following.map((g) => g.kode_group).sort());
    for (const g of following) {
      const expected = priceFromGlobal({ global: 2_000_000, kadar: g.kadar, persenBeli: g.persen_harga_beli, unit: 500, sellDown: false, buyDown: false });
      const rows = await priceRows('PST', g.kode_group);
      expect(rows).toHaveLength(2); // the seed's and this one: history, never overwritten
      expect(rows[1]).toMatchObject({ ...expected, tgl_berlaku: today, sumber: 'GLOBAL', nominal_global: 2_000_000, created_by: 'ADMIN' });
    }
    // 99.9% of 2,000,000 = 1,998,000; 97% of that = 1,938,060, up to 1,938,500
    expect(body.data.harga.find((h: { kode_group: string }) => h.kode_group === 'LM24')).toMatchObject({ harga_jual: 1_998_000, harga_beli: 1_938_500 });
    expect(await priceRows('PST', 'EP18')).toEqual(before);

    const param = await t.app.inject({ method: 'GET', url: '/api/para-system/key/PARAMETER_HARGA_EMAS_GLOBAL_VALUE', headers: admin });
    expect(param.json().data).toEqual({ key: 'PARAMETER_HARGA_EMAS_GLOBAL_VALUE', value: '2000000' });
    const history = (await t.app.inject({ method: 'GET', url: '/api/parameter-harga-emas/global/history', headers: admin })).json().data;
    expect(history.map((h: { nominal: number }) => h.nominal)).toEqual([2_000_000, 1_950_000]);
    const current = (await t.app.inject({ method: 'GET', url: '/api/parameter-harga-emas/global', headers: kasirBdg })).json().data;
    expect(current).toMatchObject({ nominal: 1_950_000, current: { nominal: 1_950_000 } });
  });

  it('follows PEMBULATAN and the rounding-down modules of the store', async () => {
    await t.db.updateTable('para_system').set({ value: '1000' }).where('kode_toko', '=', 'SBY').where('key', '=', 'PEMBULATAN').execute();
    await t.db
      .insertInto('para_module')
      .values([
        { kode_toko: 'SBY', key: 'PEMBULATAN_PENJUALAN_KEBAWAH_MODULE', aktif: true, updated_by: 'TEST' },
        { kode_toko: 'SBY', key: 'PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE', aktif: true, updated_by: 'TEST' },
      ])
      .execute();
    const res = await t.app.inject({ method: 'PUT', url: '/api/parameter-harga-emas/global', headers: { ...admin, 'x-kode-toko': 'SBY' }, payload: { nominal: '1999999' } });
    expect(res.statusCode).toBe(200);
    // 70% of 1,999,999 = 1,399,999.3 down to 1,399,000; 90% of that = 1,259,100 down to 1,259,000
    expect(res.json().data.harga.find((h: { kode_group: string }) => h.kode_group === 'P17')).toMatchObject({ harga_jual: 1_399_000, harga_beli: 1_259_000 });
    const pst = await priceRows('PST', 'P17');
    expect(pst.at(-1)!.nominal_global).toBe(2_000_000);
  });

  it("answers 'Data Gagal disimpan' with the field message for a bad value, and changes nothing", async () => {
    const before = await t.db.selectFrom('harga_emas_global').select('id').execute();
    for (const payload of [{}, { nominal: 0 }, { nominal: 'abc' }]) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/parameter-harga-emas/global', headers: admin, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Data Gagal disimpan');
      expect(Object.keys(res.json().errors)).toEqual(['nominal']);
    }
    expect(await t.db.selectFrom('harga_emas_global').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a runaway price above Rp 100,000,000 per gram, and reprices nothing', async () => {
    const globals = await t.db.selectFrom('harga_emas_global').select('id').execute();
    const prices = await t.db.selectFrom('harga_emas').select('id').execute();
    for (const nominal of [100_000_001, 999_999_999_999_999]) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/parameter-harga-emas/global', headers: admin, payload: { nominal } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 'error',
        message: 'Data Gagal disimpan',
        code: 'common.dataSaveFailed',
        errors: { nominal: 'Harga Emas Global tidak boleh lebih dari Rp 100,000,000 per gram' },
        error_codes: { nominal: 'prices.globalTooHigh' },
      });
    }
    expect(await t.db.selectFrom('harga_emas_global').select('id').execute()).toHaveLength(globals.length);
    expect(await t.db.selectFrom('harga_emas').select('id').execute()).toHaveLength(prices.length);
    const param = await t.app.inject({ method: 'GET', url: '/api/para-system/key/PARAMETER_HARGA_EMAS_GLOBAL_VALUE', headers: admin });
    expect(param.json().data.value).toBe('2000000');
  });

  it('is refused to a cashier', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/parameter-harga-emas/global', headers: kasirBdg, payload: { nominal: 1 } });
    expect(res.statusCode).toBe(403);
  });
});

describe('harga emas per group: history and price in force', () => {
  it('keeps every change and answers the price in force on each date', async () => {
    const tomorrow = addDays(today, 1);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/parameter-harga-emas',
      headers: admin,
      payload: { detail: [{ kode_group: 'p22', harga_jual: 1_800_000, harga_beli: 1_700_000 }] },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Data Berhasil Disimpan', data: [{ kode_group: 'P22', tgl_berlaku: today, sumber: 'MANUAL', harga_jual: 1_800_000 }] });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/parameter-harga-emas',
      headers: admin,
      payload: { detail: [{ kode_group: 'P22', harga_jual: 1_810_000, harga_beli: 1_705_000 }] },
    });
    expect(second.statusCode).toBe(200);
    const future = await t.app.inject({
      method: 'POST',
      url: '/api/parameter-harga-emas',
      headers: admin,
      payload: { tgl_berlaku: tomorrow, detail: [{ kode_group: 'P22', harga_jual: 1_850_000, harga_beli: 1_750_000 }] },
    });
    expect(future.statusCode).toBe(200);

    const now = await t.app.inject({ method: 'GET', url: '/api/parameter-harga-emas/berlaku?kode_group=P22', headers: admin });
    expect(now.statusCode).toBe(200);
    expect(now.json().data).toMatchObject({ kode_group: 'P22', nama_group: 'PERHIASAN 22K', kadar: 91.6, harga_jual: 1_810_000, harga_beli: 1_705_000, tgl_berlaku: today, tanggal: today });

    const later = await t.app.inject({ method: 'GET', url: `/api/parameter-harga-emas/berlaku?kode_group=P22&tanggal=${tomorrow}`, headers: admin });
    expect(later.json().data).toMatchObject({ harga_jual: 1_850_000, tgl_berlaku: tomorrow, tanggal: tomorrow });

    const history = (await t.app.inject({ method: 'GET', url: '/api/parameter-harga-emas/history?kode_group=P22', headers: admin })).json().data;
    expect(history.slice(0, 3).map((h: { harga_jual: number }) => h.harga_jual)).toEqual([1_850_000, 1_810_000, 1_800_000]);
    expect(history).toHaveLength(5); // seed, global save of the earlier test, two today, one tomorrow
    expect(await priceRows('PST', 'P22')).toHaveLength(5);

    const list = (await t.app.inject({ method: 'GET', url: '/api/parameter-harga-emas', headers: admin })).json().data;
    expect(list.tanggal).toBe(today);
    expect(list.groups.find((g: { kode_group: string }) => g.kode_group === 'P22').harga).toMatchObject({ harga_jual: 1_810_000 });
  });

  it('refuses a date before the active date, an unknown group and a buying price above the selling price', async () => {
    const past = await t.app.inject({
      method: 'POST',
      url: '/api/parameter-harga-emas',
      headers: admin,
      payload: { tgl_berlaku: addMonths(today, -1), detail: [{ kode_group: 'P22', harga_jual: 1, harga_beli: 1 }] },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      status: 'error',
      message: 'Tanggal berlaku tidak boleh sebelum tanggal aktif toko',
      code: 'prices.tglBerlakuBeforeActive',
      errors: { tgl_berlaku: 'Tanggal berlaku tidak boleh sebelum tanggal aktif toko' },
      error_codes: { tgl_berlaku: 'prices.tglBerlakuBeforeActive' },
    });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/parameter-harga-emas', headers: admin, payload: { detail: [{ kode_group: 'NOPE', harga_jual: 2, harga_beli: 1 }] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ 'detail.0.kode_group': 'Kode Group NOPE tidak terdaftar' });
    const over = await t.app.inject({ method: 'POST', url: '/api/parameter-harga-emas', headers: admin, payload: { detail: [{ kode_group: 'P22', harga_jual: 1, harga_beli: 2 }] } });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      status: 'error',
      message: 'Data Gagal disimpan',
      code: 'common.dataSaveFailed',
      errors: { 'detail.0.harga_beli': 'Harga Beli tidak boleh lebih besar dari Harga Jual' },
      error_codes: { 'detail.0.harga_beli': 'prices.buyOverSell' },
    });
    const cashier = await t.app.inject({ method: 'POST', url: '/api/parameter-harga-emas', headers: kasirBdg, payload: { detail: [{ kode_group: 'P22', harga_jual: 2, harga_beli: 1 }] } });
    expect(cashier.statusCode).toBe(403);
  });

  it('answers 400 for an unknown group and 409 for a group without any price', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/parameter-harga-emas/berlaku?kode_group=NOPE', headers: kasirBdg });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Kode Group NOPE tidak terdaftar');
    // a group that follows the global price is priced when created: only one that does not has no price
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/group/create',
      headers: { ...admin, 'x-kode-toko': 'BDG' },
      payload: { kode_group: 'NEW', nama_group: 'BARU', kadar: 80, ikut_harga_global: false },
    });
    expect(created.statusCode).toBe(200);
    const none = await t.app.inject({ method: 'GET', url: '/api/parameter-harga-emas/berlaku?kode_group=NEW', headers: kasirBdg });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Harga emas group NEW belum diatur');
  });
});

describe('refusing a gold price older than the active date (on by default)', () => {
  it('answers 409 with the message once the active date moves past the price, and the price when the setting is off', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/parameter-harga-emas/berlaku?kode_group=P17', headers: kasirBdg });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ tgl_berlaku: today });

    const next = addDays(today, 1);
    await t.db.updateTable('toko').set({ tgl_system: next }).where('kode_toko', '=', 'BDG').execute();
    const stale = await t.app.inject({ method: 'GET', url: '/api/parameter-harga-emas/berlaku?kode_group=P17', headers: kasirBdg });
    expect(stale.statusCode).toBe(409);
    const [y, m, d] = today.split('-');
    const [ny, nm, nd] = next.split('-');
    expect(stale.json()).toMatchObject({
      status: 'error',
      message: `Harga emas belum diperbarui: harga terakhir berlaku ${d}-${m}-${y}, tanggal aktif toko ${nd}-${nm}-${ny}. Silahkan update harga emas terlebih dahulu`,
    });

    await t.db.insertInto('para_module').values({ kode_toko: 'BDG', key: STALE_PRICE_MODULE, aktif: false, updated_by: 'TEST' }).execute();
    const allowed = await t.app.inject({ method: 'GET', url: '/api/parameter-harga-emas/berlaku?kode_group=P17', headers: kasirBdg });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data).toMatchObject({ tgl_berlaku: today, tanggal: next });

    await t.db.updateTable('para_module').set({ aktif: true }).where('kode_toko', '=', 'BDG').where('key', '=', STALE_PRICE_MODULE).execute();
    const saved = await t.app.inject({ method: 'PUT', url: '/api/parameter-harga-emas/global', headers: { ...admin, 'x-kode-toko': 'BDG' }, payload: { nominal: 1_960_000 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.current.tgl_berlaku).toBe(next);
    const fresh = await t.app.inject({ method: 'GET', url: '/api/parameter-harga-emas/berlaku?kode_group=P17', headers: kasirBdg });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data).toMatchObject({ tgl_berlaku: next, nominal_global: 1_960_000, sumber: 'GLOBAL' });
  });
});
