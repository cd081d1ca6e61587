import { SUPPLIER_MESSAGES } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Issue 35: the supplier master, its use on the goods receipt from a supplier, and the supplier report. */
let t: TestApp;
let kasir: Record<string, string>;
let spv: Record<string, string>;
let tgl: string;

beforeAll(async () => {
  t = await createTestApp();
  kasir = t.bearer(await t.login('KASIRBDG'));
  spv = t.bearer(await t.login('SPVBDG'));
  tgl = (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).tgl_system;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const setModule = (aktif: boolean) => t.db.updateTable('para_module').set({ aktif }).where('kode_toko', '=', 'BDG').where('key', '=', 'SUPPLIER_BARANG_MODULE').execute();
const deliveries = async () => Number((await t.db.selectFrom('kirim_barang').select((eb) => eb.fn.countAll<number>().as('n')).where('jenis', '=', 'SUPPLIER').executeTakeFirstOrThrow()).n);
const items = async () => Number((await t.db.selectFrom('barang').select((eb) => eb.fn.countAll<number>().as('n')).where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).n);

let seq = 0;
const delivery = (patch: Record<string, unknown> = {}) => ({
  no_faktur_supplier: `inv-${++seq}`,
  kode_baki: 'B03',
  barang: [
    { nama_barang: `cincin supplier ${seq} a`, kode_group: 'p17', kode_dept: 'gl', berat: '2.5' },
    { nama_barang: `cincin supplier ${seq} b`, kode_group: 'p17', kode_dept: 'gl', berat: '1.25' },
  ],
  ...patch,
});

describe('supplier master (supplier-barang, SUPPLIER_BARANG_MODULE)', () => {
  it('answers the store suppliers at supplier-barang and checks the form', async () => {
    const list = await call('GET', '/api/supplier-barang', kasir);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { kode_supplier: string; kode_toko: string }) => `${r.kode_toko}/${r.kode_supplier}`)).toEqual(['BDG/SP01', 'BDG/SP02', 'BDG/SP03']);
    const bad = await call('POST', '/api/supplier-barang/create', spv, { kode_supplier: 'SP09', nama_supplier: '', no_hp: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Nama Supplier Tidak Boleh Kosong');
    const badHp = await call('POST', '/api/supplier-barang/create', spv, { kode_supplier: 'SP09', nama_supplier: 'pt baru', no_hp: 'abc' });
    expect(badHp.json().errors).toMatchObject({ no_hp: 'No HP hanya boleh angka' });
    const created = await call('POST', '/api/supplier-barang/create', spv, { kode_supplier: 'sp09', nama_supplier: 'pt emas baru', no_hp: '0812-1' });
    expect(created.statusCode, created.body).toBe(200);
    const twice = await call('POST', '/api/supplier-barang/create', spv, { kode_supplier: 'SP09', nama_supplier: 'lagi' });
    expect(twice.statusCode).toBe(409);
  });
});

describe('goods receipt from a supplier (penerimaan-barang/supplier)', () => {
  it('with the module on: the supplier of the master, its invoice and cost per gram; bad input writes nothing', async () => {
    const before = [await deliveries(), await items()];
    const cases: [Record<string, unknown>, string][] = [
      [{ harga_per_gram: 1_000_000 }, SUPPLIER_MESSAGES.supplierPick],
      [{ kode_supplier: 'ZZ99', harga_per_gram: 1_000_000 }, SUPPLIER_MESSAGES.supplierUnknown],
      [{ kode_supplier: 'SP02' }, SUPPLIER_MESSAGES.hargaModalRequired],
      [{ kode_supplier: 'SP02', harga_per_gram: 0 }, SUPPLIER_MESSAGES.hargaModalRequired],
      [{ kode_supplier: 'SP02', harga_per_gram: 'abc' }, SUPPLIER_MESSAGES.hargaModalRequired],
      [{ kode_supplier: 'SP02', harga_per_gram: 1.5 }, SUPPLIER_MESSAGES.hargaModalInvalid],
      [{ kode_supplier: 'SP02', harga_per_gram: 1_000_000, no_faktur_supplier: '' }, 'No Faktur Supplier Tidak Boleh Kosong'],
    ];
    for (const [patch, message] of cases) {
      const res = await call('POST', '/api/penerimaan-barang/supplier', spv, delivery(patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().message, JSON.stringify(patch)).toBe(message);
    }
    expect([await deliveries(), await items()]).toEqual(before);

    const res = await call('POST', '/api/penerimaan-barang/supplier', spv, delivery({ kode_supplier: 'sp02', nama_supplier: 'ignored', harga_per_gram: 1_100_000 }));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ jenis: 'SUPPLIER', nama_pengirim: 'CV KILAU PERHIASAN', total_qty: 2, total_berat: 3.75 });
    const row = await t.db.selectFrom('kirim_barang').selectAll().where('no_kirim', '=', data.no_kirim).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kode_supplier: 'SP02', nama_supplier: 'CV KILAU PERHIASAN', harga_per_gram: 1_100_000, no_faktur_supplier: `INV-${seq}` });
    // a supplier in use on a receipt stays
    const del = await call('DELETE', '/api/supplier-barang/delete/SP02', spv);
    expect(del.statusCode).toBe(409);
  });

  it('with the module off: the supplier typed by name; the supplier list and report are not there', async () => {
    await setModule(false);
    try {
      expect((await call('GET', '/api/supplier-barang', kasir)).statusCode).toBe(403);
      expect((await call('GET', `/api/laporan/penerimaan-supplier?tgl_awal=${tgl}&tgl_akhir=${tgl}`, spv)).statusCode).toBe(403);
      const noName = await call('POST', '/api/penerimaan-barang/supplier', spv, delivery({ harga_per_gram: 900_000 }));
      expect(noName.statusCode).toBe(400);
      expect(noName.json().message).toBe('Nama Supplier Tidak Boleh Kosong');
      const res = await call('POST', '/api/penerimaan-barang/supplier', spv, delivery({ nama_supplier: 'toko emas lama', harga_per_gram: 900_000 }));
      expect(res.statusCode, res.body).toBe(200);
      const row = await t.db.selectFrom('kirim_barang').selectAll().where('no_kirim', '=', res.json().data.no_kirim).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ kode_supplier: null, nama_supplier: 'TOKO EMAS LAMA', harga_per_gram: 900_000 });
    } finally {
      await setModule(true);
    }
  });
});

describe('Laporan Supplier (laporan/penerimaan-supplier)', () => {
  it('adds up what each supplier delivered in the period: receipts, pieces, grams, cost', async () => {
    const again = await call('POST', '/api/penerimaan-barang/supplier', spv, delivery({ kode_supplier: 'SP02', harga_per_gram: 1_000_001 }));
    expect(again.statusCode, again.body).toBe(200);
    const res = await call('GET', `/api/laporan/penerimaan-supplier?tgl_awal=${tgl}&tgl_akhir=${tgl}`, spv);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { kode_supplier: string; nama_supplier: string; jumlah_faktur: number; total_qty: number; total_berat: number; total_modal: number }[];
    // 3.75 g at 1,100,000 + 3.75 g at 1,000,001 (3,750,003.75 rounds to 3,750,004)
    expect(rows.find((r) => r.kode_supplier === 'SP02')).toMatchObject({ nama_supplier: 'CV KILAU PERHIASAN', jumlah_faktur: 2, total_qty: 4, total_berat: 7.5, total_modal: 4_125_000 + 3_750_004 });
    expect(rows.find((r) => r.nama_supplier === 'TOKO EMAS LAMA')).toMatchObject({ kode_supplier: '', jumlah_faktur: 1, total_berat: 3.75, total_modal: 3_375_000 });
    const one = (await call('GET', `/api/laporan/penerimaan-supplier?tgl_awal=${tgl}&tgl_akhir=${tgl}&kode_supplier=sp02`, spv)).json().data;
    expect(one).toHaveLength(1);
    // a cancelled receipt leaves the report
    const undo = await call('POST', '/api/penerimaan-barang/batal', spv, { no_terima: again.json().data.no_terima, alasan: 'salah faktur' });
    expect(undo.statusCode, undo.body).toBe(200);
    const after = (await call('GET', `/api/laporan/penerimaan-supplier?tgl_awal=${tgl}&tgl_akhir=${tgl}&kode_supplier=SP02`, spv)).json().data;
    expect(after[0]).toMatchObject({ jumlah_faktur: 1, total_modal: 4_125_000 });
    const bad = await call('GET', `/api/laporan/penerimaan-supplier?tgl_awal=2026-02-02&tgl_akhir=2026-02-01`, spv);
    expect(bad.statusCode).toBe(400);
  });
});
