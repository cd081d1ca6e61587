import { RECEIVING_MESSAGES } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundStore } from '../../../test/cash-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The shipping module (KIRIM_BARANG_MODULE): a shipment BDG -> SBY names a courier and service from the store's lists,
 * a tracking number and a cost paid from the drawer; SBY receives by scanning, and a piece missing from the box is a
 * difference both stores see. With the module off, a shipment is what it was.
 */
let t: TestApp;
let owner: Record<string, string>;
let spvBdg: Record<string, string>;
let kasirBdg: Record<string, string>;
let kasirSby: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.bearer(await t.login('OWNER'));
  spvBdg = t.bearer(await t.login('SPVBDG'));
  kasirBdg = t.bearer(await t.login('KASIRBDG'));
  kasirSby = t.bearer(await t.login('KASIRSBY'));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const setModule = async (kodeToko: string, aktif: boolean) => {
  const res = await call('PUT', '/api/para-system', { ...owner, 'x-kode-toko': kodeToko }, { modules: [{ key: 'KIRIM_BARANG_MODULE', aktif }] });
  expect(res.statusCode, res.body).toBe(200);
};
const count = async (table: 'kirim_barang' | 'kas_mutasi' | 'stock_mutasi') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const snapshot = async () => ({
  kirim: await count('kirim_barang'),
  kas: await count('kas_mutasi'),
  mutasi: await count('stock_mutasi'),
  barang: await t.db.selectFrom('barang').select(['kode_barcode', 'status']).where('kode_toko', '=', 'BDG').orderBy('kode_barcode').execute(),
});
const statusOf = async (kodeToko: string, code: string) =>
  (await t.db.selectFrom('barang').select('status').where('kode_toko', '=', kodeToko).where('kode_barcode', '=', code).executeTakeFirst())?.status;

async function newItems(names: readonly string[]): Promise<string[]> {
  const codes: string[] = [];
  for (const nama of names) {
    const res = await call('POST', '/api/barang', spvBdg, { kode_group: 'P17', kode_dept: 'CC', kode_baki: 'B01', nama_barang: nama, berat: '2.000' });
    expect(res.statusCode, res.body).toBe(200);
    codes.push(res.json().data.kode_barcode);
  }
  return codes;
}

describe('module off: a shipment as before', () => {
  it('sends without a courier, and the module screens answer 403', async () => {
    const [code] = await newItems(['CINCIN EKSPEDISI NOL']);
    const res = await call('POST', '/api/kirim-barang', spvBdg, { kode_toko_tujuan: 'SBY', kode_barcode: [code], kode_logistik: 'JNE', biaya_kirim: 5000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'PENDING', status_pengiriman: 'DIKIRIM', kode_logistik: null, biaya_kirim: 0 });
    expect(await t.db.selectFrom('kas_mutasi').select('id').where('no_ref', '=', res.json().data.no_kirim).execute()).toEqual([]);
    expect((await call('GET', '/api/kirim-barang/selisih', spvBdg)).statusCode).toBe(403);
    expect((await call('POST', '/api/logistik/create', owner, { kode_logistik: 'POS', nama_logistik: 'POS INDONESIA' })).statusCode).toBe(403);
  });
});

describe('module on: BDG ships three pieces to SBY with JNE', () => {
  let codes: string[] = [];
  let noKirim = '';

  it('turns the module on in both stores; the lists are the seeded ones, and bad master input is refused', async () => {
    await setModule('BDG', true);
    await setModule('SBY', true);
    await fundStore(t, 'BDG', 1_000_000);
    const list = await call('GET', '/api/ekspedisi', spvBdg);
    expect(list.json().data.map((r: { kode_ekspedisi: string }) => r.kode_ekspedisi)).toEqual(['JNE-REG', 'JNE-YES', 'JNT-EZ']);
    const ownerBdg = { ...owner, 'x-kode-toko': 'BDG' };
    const empty = await call('POST', '/api/logistik/create', ownerBdg, { kode_logistik: 'POS', nama_logistik: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Nama Logistik Tidak Boleh Kosong');
    const unknown = await call('POST', '/api/ekspedisi/create', ownerBdg, { kode_ekspedisi: 'X1', nama_ekspedisi: 'KILAT', kode_logistik: 'ZZZ' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.kode_logistik).toBeTruthy();
    const badHp = await call('POST', '/api/toko-kirim/create', ownerBdg, { kode_toko_kirim: 'MLG', nama_penerima: 'ADI', no_hp: 'abc', alamat_kirim: 'JL. IJEN 1', kota: 'MALANG' });
    expect(badHp.statusCode).toBe(400);
    expect(badHp.json().errors).toMatchObject({ no_hp: 'No HP hanya boleh angka' });
  });

  it('refuses a shipment without courier and service (the spec rule), with unknown lists, a bad cost or tracking number; nothing written', async () => {
    codes = await newItems(['CINCIN EKSPEDISI SATU', 'CINCIN EKSPEDISI DUA', 'CINCIN EKSPEDISI TIGA']);
    const before = await snapshot();
    const base = { kode_toko_tujuan: 'SBY', kode_barcode: codes };
    const none = await call('POST', '/api/kirim-barang', spvBdg, base);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(RECEIVING_MESSAGES.logistikRequired);
    expect(none.json().message).toBe('Logistik Dan Ekspedisi Pengiriman Harus Dipilih');
    expect(none.json().errors).toEqual({ kode_logistik: RECEIVING_MESSAGES.logistikRequired, kode_ekspedisi: RECEIVING_MESSAGES.logistikRequired });
    const noService = await call('POST', '/api/kirim-barang', spvBdg, { ...base, kode_logistik: 'JNE' });
    expect(noService.json().errors).toEqual({ kode_ekspedisi: RECEIVING_MESSAGES.logistikRequired });
    const unknown = await call('POST', '/api/kirim-barang', spvBdg, { ...base, kode_logistik: 'ZZZ', kode_ekspedisi: 'JNE-REG' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('kode_logistik');
    const mismatch = await call('POST', '/api/kirim-barang', spvBdg, { ...base, kode_logistik: 'JNT', kode_ekspedisi: 'JNE-REG' });
    expect(mismatch.json().message).toBe(RECEIVING_MESSAGES.ekspedisiNotOfLogistik);
    const courier = { kode_logistik: 'JNE', kode_ekspedisi: 'JNE-REG' };
    for (const biaya_kirim of [-1, 'abc', 1.5]) {
      const bad = await call('POST', '/api/kirim-barang', spvBdg, { ...base, ...courier, biaya_kirim });
      expect(bad.statusCode, String(biaya_kirim)).toBe(400);
      expect(bad.json().errors).toHaveProperty('biaya_kirim');
    }
    const longResi = await call('POST', '/api/kirim-barang', spvBdg, { ...base, ...courier, no_resi: 'X'.repeat(61) });
    expect(longResi.json().errors).toMatchObject({ no_resi: 'No Resi maksimal 60 karakter' });
    const tooDear = await call('POST', '/api/kirim-barang', spvBdg, { ...base, ...courier, biaya_kirim: 999_999_999_999 });
    expect(tooDear.statusCode).toBe(400);
    expect(tooDear.json().errors).toHaveProperty('biaya_kirim');
    // a store without an entry in the shop master has no address to ship to
    const removed = await call('DELETE', '/api/toko-kirim/delete/PST', { ...owner, 'x-kode-toko': 'BDG' });
    expect(removed.statusCode, removed.body).toBe(200);
    const before2 = await snapshot();
    const noAddress = await call('POST', '/api/kirim-barang', spvBdg, { kode_toko_tujuan: 'PST', kode_barcode: codes, ...courier });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json()).toMatchObject({ message: RECEIVING_MESSAGES.alamatTujuanMissing, errors: { kode_toko_tujuan: RECEIVING_MESSAGES.alamatTujuanMissing } });
    expect(await snapshot()).toEqual(before2);
    expect(await snapshot()).toEqual(before);
  });

  it('sends: courier, service, tracking number, the address of the shop master; the cost leaves the drawer in the same transaction', async () => {
    const res = await call('POST', '/api/kirim-barang', spvBdg, {
      kode_toko_tujuan: 'SBY',
      kode_barcode: codes,
      kode_logistik: 'jne',
      kode_ekspedisi: 'jne-reg',
      no_resi: 'jne0001',
      biaya_kirim: '25000',
      keterangan: 'stok sby',
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    noKirim = data.no_kirim;
    expect(data).toMatchObject({ kode_toko_asal: 'BDG', kode_toko_tujuan: 'SBY', status: 'PENDING', status_pengiriman: 'DIKIRIM', kode_logistik: 'JNE', kode_ekspedisi: 'JNE-REG', no_resi: 'JNE0001', biaya_kirim: 25000, total_qty: 3 });
    expect(data.alamat_tujuan).toContain('JL. TUNJUNGAN NO. 50');
    const kas = await t.db.selectFrom('kas_mutasi').selectAll().where('no_ref', '=', noKirim).execute();
    expect(kas).toMatchObject([{ kode_toko: 'BDG', kategori: 'KAS KELUAR', jenis: 'CASH', jumlah_out: 25000, jumlah_in: 0 }]);
    for (const code of codes) expect(await statusOf('BDG', code)).toBe('KIRIM');
  });

  it('a piece in transit is refused by the sales counter of both stores', async () => {
    const bdg = await call('GET', `/api/penjualan/barang/${codes[0]}`, kasirBdg);
    expect(bdg.statusCode).toBe(400);
    expect(bdg.json().message).toBe(`Barcode ${codes[0]} tidak dapat dijual karena status KIRIM`);
    // SBY does not have it yet: the counter does not know the barcode
    const sby = await call('GET', `/api/penjualan/barang/${codes[0]}`, kasirSby);
    expect(sby.statusCode).toBe(400);
    expect(sby.json().message).toBe(`Barcode ${codes[0]} tidak ditemukan`);
  });

  it('the sender marks it in transit and corrects the tracking number; the receiver may not', async () => {
    const sby = await call('PUT', `/api/kirim-barang/${noKirim}/perjalanan`, kasirSby, { no_resi: 'X' });
    expect(sby.statusCode).toBe(403);
    const bad = await call('PUT', `/api/kirim-barang/${noKirim}/perjalanan`, spvBdg, { no_resi: 'X'.repeat(61) });
    expect(bad.statusCode).toBe(400);
    const res = await call('PUT', `/api/kirim-barang/${noKirim}/perjalanan`, spvBdg, { no_resi: 'JNE0002' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Status Pengiriman Berhasil Diubah', data: { status_pengiriman: 'DALAM_PERJALANAN', no_resi: 'JNE0002' } });
  });

  it('SBY scans two pieces and receives: the third is a difference both stores see, in neither store stock', async () => {
    for (const code of [codes[0], codes[1]]) {
      const scan = await call('POST', '/api/stock-opname-penerimaan/scan', kasirSby, { no_kirim: noKirim, kode_barcode: code });
      expect(scan.statusCode, scan.body).toBe(200);
    }
    const res = await call('POST', '/api/penerimaan-barang', kasirSby, { no_kirim: noKirim, kode_baki: 'B01' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ total_qty: 2 });
    const kirim = await call('GET', `/api/kirimbarang/get/nokirim/${noKirim}`, spvBdg);
    expect(kirim.json().data).toMatchObject({ status: 'DITERIMA', status_pengiriman: 'DITERIMA_SELISIH' });
    expect(await statusOf('SBY', codes[0]!)).toBe('READY');
    expect(await statusOf('SBY', codes[2]!)).toBeUndefined();
    expect(await statusOf('BDG', codes[2]!)).toBe('KIRIM');
    for (const headers of [spvBdg, kasirSby]) {
      const selisih = await call('GET', '/api/kirim-barang/selisih', headers);
      expect(selisih.statusCode, selisih.body).toBe(200);
      expect(selisih.json().data).toMatchObject([
        { no_kirim: noKirim, kode_toko_asal: 'BDG', kode_toko_tujuan: 'SBY', kode_barcode: codes[2], nama_barang: 'CINCIN EKSPEDISI TIGA', berat_kirim: 2, kode_logistik: 'JNE', no_resi: 'JNE0002', status_faktur: 'OPEN' },
      ]);
    }
    const bad = await call('GET', '/api/kirim-barang/selisih?tgl_from=2030-01-02&tgl_to=2030-01-01', spvBdg);
    expect(bad.statusCode).toBe(400);
    const closed = await call('PUT', `/api/kirim-barang/${noKirim}/perjalanan`, spvBdg, { no_resi: 'X' });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe(RECEIVING_MESSAGES.statusPengirimanClosed);
    const still = await call('GET', `/api/penjualan/barang/${codes[2]}`, kasirBdg);
    expect(still.statusCode).toBe(400);
  });
});
