import { parseWeightToMg, PRESENT_STATUSES, STOCK_COUNT_MESSAGES as M } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let spv: Record<string, string>;
let kasir: Record<string, string>;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const mg = (v: string | number) => parseWeightToMg(v)!;
const tagOf = (code: string) => `E200${code}`.toUpperCase();

async function setAkses(userId: string, keys: readonly string[]) {
  const tree = [{ key: 'barang', is_show: true, children: keys.map((key) => ({ key, is_show: true, children: [] })) }];
  await t.db.updateTable('users').set({ akses: JSON.stringify(tree) }).where('user_id', '=', userId).execute();
}

async function itemsIn(kodeBaki: string) {
  return t.db.selectFrom('barang').select(['kode_barcode', 'jumlah', 'berat']).where('kode_toko', '=', 'BDG').where('kode_baki', '=', kodeBaki).where('status', 'in', [...PRESENT_STATUSES]).orderBy('kode_barcode').execute();
}
const count = async (table: 'stock_opname_detail' | 'stock_mutasi') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  t = await createTestApp();
  await setAkses('SPVBDG', ['stock-opname-rfid']);
  await setAkses('KASIRBDG', ['stock-opname']);
  spv = t.bearer(await t.login('SPVBDG'));
  kasir = t.bearer(await t.login('KASIRBDG'));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('RFID tags on items', () => {
  it('gives an item its tag (upper case), refuses a tag another item carries, a bad tag and an unknown item; nothing written', async () => {
    const [a, b] = await itemsIn('B02');
    const ok = await call('PUT', '/api/barang-rfid', spv, { kode_barcode: a!.kode_barcode, rfid: tagOf(a!.kode_barcode).toLowerCase() });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ message: M.rfidSaved, data: { rfid: tagOf(a!.kode_barcode) } });
    const taken = await call('PUT', '/api/barang-rfid', spv, { kode_barcode: b!.kode_barcode, rfid: tagOf(a!.kode_barcode) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(`Tag RFID ${tagOf(a!.kode_barcode)} sudah dipakai barang ${a!.kode_barcode}`);
    const bad = await call('PUT', '/api/barang-rfid', spv, { kode_barcode: b!.kode_barcode, rfid: 'a b' });
    expect(bad.json().message).toBe(M.rfidTagInvalid);
    const unknown = await call('PUT', '/api/barang-rfid', spv, { kode_barcode: 'TIDAKADA', rfid: 'ABCD1234' });
    expect(unknown.json().message).toBe(M.rfidItemUnknown);
    const rows = await t.db.selectFrom('barang').select('kode_barcode').where('rfid', 'is not', null).execute();
    expect(rows.map((r) => r.kode_barcode)).toEqual([a!.kode_barcode]);
    // without the RFID screen in the akses tree: 403
    expect((await call('PUT', '/api/barang-rfid', kasir, { kode_barcode: b!.kode_barcode, rfid: 'ABCD1234' })).statusCode).toBe(403);
  });
});

describe('an RFID count of a whole tray', () => {
  it('maps a batch of reads to items: found, wrong tray, unknown, re-read; totals in count and grams; weight re-check; the same close', async () => {
    const tray = await itemsIn('B02');
    const stray = (await itemsIn('B03'))[0]!;
    for (const i of [...tray, stray]) await t.db.updateTable('barang').set({ rfid: tagOf(i.kode_barcode) }).where('kode_toko', '=', 'BDG').where('kode_barcode', '=', i.kode_barcode).execute();
    const start = await call('POST', '/api/stock-opname', spv, { kode_gudang: 'UTAMA', kode_baki: 'B02' });
    expect(start.statusCode, start.body).toBe(200);
    const no = start.json().data.no_opname as string;
    const sistemMg = tray.reduce((s, i) => s + i.jumlah * mg(i.berat), 0);

    // nothing to read: refused, nothing written
    const lines = await count('stock_opname_detail');
    for (const body of [{ tags: [] }, { tags: ['x'] }]) {
      const res = await call('POST', `/api/stock-opname/${no}/rfid`, spv, body);
      expect(res.statusCode).toBe(400);
    }
    expect(await count('stock_opname_detail')).toBe(lines);

    // first batch: all but the last two of the tray, the stray piece of B03, an unknown tag, one tag twice
    const first = tray.slice(0, -2).map((i) => tagOf(i.kode_barcode));
    const res = await call('POST', `/api/stock-opname/${no}/rfid`, spv, { tags: [...first, first[0], tagOf(stray.kode_barcode), 'e2ffffffffff0001'] });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.batch).toEqual({ dibaca: first.length + 3, ditemukan: first.length, tidak_seharusnya: 1, tidak_dikenal: 1, sudah_dibaca: 1, keluar: 0 });
    expect(res.json().message).toBe(`${first.length + 3} tag dibaca, ${first.length} ditemukan, 1 salah baki, 1 tidak terdaftar, 1 sudah dibaca sebelumnya`);
    const missing = tray.slice(-2);
    expect(d.sistem).toEqual({ jumlah: tray.reduce((s, i) => s + i.jumlah, 0), berat: sistemMg / 1000 });
    expect(d.found.jumlah).toBe(tray.slice(0, -2).reduce((s, i) => s + i.jumlah, 0));
    expect(Math.round(d.missing.berat * 1000)).toBe(missing.reduce((s, i) => s + i.jumlah * mg(i.berat), 0));
    expect(d.unexpected.jumlah).toBe(stray.jumlah);
    expect(Math.round(d.unexpected.berat * 1000)).toBe(stray.jumlah * mg(stray.berat));
    expect(d.unknown).toBe(1);
    expect(d.detail.find((l: { kode_barcode: string }) => l.kode_barcode === 'E2FFFFFFFFFF0001')).toMatchObject({ state: 'UNKNOWN' });

    // a second batch (as reads arrive): one more found, the rest re-read
    const second = await call('POST', `/api/stock-opname/${no}/rfid`, spv, { tags: [tagOf(missing[0]!.kode_barcode), first[1], tagOf(stray.kode_barcode)] });
    expect(second.json().data.batch).toMatchObject({ ditemukan: 1, sudah_dibaca: 2, tidak_seharusnya: 0 });
    expect(second.json().data.missing.jumlah).toBe(missing[1]!.jumlah);

    // weight re-check: the scale's total against the system weight
    const badWeight = await call('POST', `/api/stock-opname/${no}/timbang`, spv, { berat_timbang: '-1' });
    expect(badWeight.statusCode).toBe(400);
    const scale = sistemMg - 1500;
    const weighed = await call('POST', `/api/stock-opname/${no}/timbang`, spv, { berat_timbang: (scale / 1000).toFixed(3) });
    expect(weighed.statusCode, weighed.body).toBe(200);
    expect(weighed.json()).toMatchObject({ message: M.timbangRecheckSaved, data: { berat_timbang: scale / 1000, selisih_timbang: -1.5 } });

    // the same close as a barcode count: the stray READY piece is moved into the tray
    const close = await call('POST', `/api/stock-opname/${no}/close`, spv, {});
    expect(close.statusCode, close.body).toBe(200);
    expect(close.json().data).toMatchObject({ status: 'CLOSED', jumlah_dipindah: 1, unknown: 1, berat_timbang: scale / 1000 });
    expect((await t.db.selectFrom('barang').select('kode_baki').where('kode_toko', '=', 'BDG').where('kode_barcode', '=', stray.kode_barcode).executeTakeFirstOrThrow()).kode_baki).toBe('B02');
    const late = await call('POST', `/api/stock-opname/${no}/rfid`, spv, { tags: [first[0]] });
    expect(late.statusCode).toBe(400);
  });
});
