import { MESSAGES, parseWeightToMg, PRESENT_STATUSES } from '@emas/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentStock as presentStockOf, saldoClosing as saldoClosingOf } from '../../../test/stock-balance';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
/** SPVBDG: a supervisor of BDG whose akses shows every stock screen */
let spv: Record<string, string>;
/** KASIRBDG: a cashier of BDG whose akses shows only /data-barang */
let kasir: Record<string, string>;
let owner: Record<string, string>;
let admin: Record<string, string>;

const STOCK_SCREENS = [
  'data-barang',
  'tambah-data-barang',
  'tambah-barang-banyak',
  'pindah-barang',
  'pindah-barang-satu-baki',
  'lihat-pindah-barang',
  'hancur-data-barang',
  'ambil-barang-contoh',
  'tambah-dan-ambil-stock-aksesoris',
  'update-profit-barang',
];

/**
 * The stock screens are not in the route table yet (their screens come later), so no stored akses
 * tree holds their keys: the tests write the trees a supervisor would have ticked.
 */
async function setAkses(userId: string, keys: readonly string[]) {
  const tree = [{ key: 'barang', is_show: true, children: keys.map((key) => ({ key, is_show: true, children: [] })) }];
  await t.db.updateTable('users').set({ akses: JSON.stringify(tree) }).where('user_id', '=', userId).execute();
}

beforeAll(async () => {
  t = await createTestApp();
  await setAkses('SPVBDG', STOCK_SCREENS);
  await setAkses('KASIRBDG', ['data-barang']);
  spv = t.bearer(await t.login('SPVBDG'));
  kasir = t.bearer(await t.login('KASIRBDG'));
  owner = { ...t.bearer(await t.login('OWNER')), 'x-kode-toko': 'BDG' };
  admin = { ...t.bearer(await t.login('ADMIN')), 'x-kode-toko': 'BDG' };
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const mg = (value: string | number) => parseWeightToMg(value)!;

async function tableCounts() {
  const n = async (table: 'barang' | 'stock_mutasi' | 'pindah_barang' | 'nomor_dokumen') =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const counters = await t.db.selectFrom('nomor_dokumen').select(['jenis', 'nomor']).where('kode_toko', '=', 'BDG').orderBy('jenis').execute();
  return { barang: await n('barang'), mutasi: await n('stock_mutasi'), pindah: await n('pindah_barang'), counters };
}

async function item(code: string) {
  return t.db.selectFrom('barang').selectAll().where('kode_toko', '=', 'BDG').where('kode_barcode', '=', code).executeTakeFirstOrThrow();
}

async function readyIn(tray: string, n: number, jenisHarga = 'GRAM') {
  const rows = await t.db
    .selectFrom('barang')
    .select('kode_barcode')
    .where('kode_toko', '=', 'BDG')
    .where('kode_baki', '=', tray)
    .where('status', '=', 'READY')
    .where('jenis_harga', '=', jenisHarga as 'GRAM')
    .orderBy('kode_barcode')
    .limit(n)
    .execute();
  expect(rows.length).toBe(n);
  return rows.map((r) => r.kode_barcode);
}

async function ledgerOf(code: string) {
  return t.db.selectFrom('stock_mutasi').selectAll().where('kode_toko', '=', 'BDG').where('kode_barcode', '=', code).orderBy('id').execute();
}

async function tglSystem(kodeToko = 'BDG') {
  return (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', kodeToko).executeTakeFirstOrThrow()).tgl_system;
}

/** What is physically in the store per warehouse and tray, straight from the items (count = pieces, weight in mg). */
const presentStock = (kodeToko = 'BDG') => presentStockOf(t, kodeToko);
const saldoClosing = (headers: Record<string, string>, tanggal?: string) => saldoClosingOf(t, headers, tanggal);

const newItem = (patch: Record<string, unknown> = {}) => ({
  kode_group: 'p17',
  kode_dept: 'cc',
  kode_baki: 'b01',
  nama_barang: 'cincin uji belah rotan',
  berat: '2,345',
  ...patch,
});

describe('the demo seed', () => {
  it('gives each branch a few hundred items whose ledger balance equals the items', async () => {
    for (const kodeToko of ['BDG', 'SBY']) {
      const n = Number(
        (await t.db.selectFrom('barang').select((eb) => eb.fn.countAll<number>().as('n')).where('kode_toko', '=', kodeToko).executeTakeFirstOrThrow()).n,
      );
      expect(n).toBe(300);
    }
    const pst = await call('GET', '/api/barang', { ...owner, 'x-kode-toko': 'PST' });
    expect(pst.json().data.count).toBe(0);
    expect(await saldoClosing(owner)).toEqual(await presentStock('BDG'));
    expect(await saldoClosing({ ...owner, 'x-kode-toko': 'SBY' })).toEqual(await presentStock('SBY'));
    const statuses = await t.db.selectFrom('barang').select('status').distinct().where('kode_toko', '=', 'BDG').orderBy('status').execute();
    expect(statuses.map((s) => s.status)).toEqual(['CONTOH', 'HANCUR', 'READY']);
  });
});

describe('POST /api/barang (tambah data barang)', () => {
  it('adds an item with a generated barcode, the group purity, and a TAMBAH ledger row on the business date', async () => {
    const res = await call('POST', '/api/barang', spv, newItem());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', message: 'Data Berhasil Ditambahkan' });
    expect(body.data).toMatchObject({
      kode_toko: 'BDG',
      kode_group: 'P17',
      nama_group: 'PERHIASAN 17K',
      kode_dept: 'CC',
      nama_dept: 'CINCIN',
      kode_gudang: 'UTAMA',
      kode_baki: 'B01',
      nama_baki: 'BAKI CINCIN 1',
      nama_barang: 'CINCIN UJI BELAH ROTAN',
      berat: 2.345,
      berat_awal: 2.345,
      kadar: 70,
      jenis_harga: 'GRAM',
      jumlah: 1,
      status: 'READY',
      input_by: 'SPVBDG',
    });
    expect(body.data.kode_barcode).toBe('BDG0000301');
    const ledger = await ledgerOf(body.data.kode_barcode);
    expect(ledger).toMatchObject([
      { jenis: 'TAMBAH', dari_baki: null, ke_gudang: 'UTAMA', ke_baki: 'B01', qty: 1, berat: '2.345', input_by: 'SPVBDG', tgl_system: await tglSystem() },
    ]);
    expect(ledger[0]!.no_ref).toMatch(/^TB-BDG-\d{6}-\d{6}$/);
    const second = await call('POST', '/api/barang', spv, newItem({ nama_barang: 'cincin uji belah rotan 2' }));
    expect(second.json().data.kode_barcode).toBe('BDG0000302');
  });

  it('keeps a scanned barcode and refuses it a second time with 409', async () => {
    const res = await call('POST', '/api/barang', spv, newItem({ kode_barcode: 'scan-0001', nama_barang: 'gelang scan satu', kode_dept: 'GL', kode_baki: 'B03', kadar: '75.5' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ kode_barcode: 'SCAN-0001', kadar: 75.5, kode_baki: 'B03' });
    const again = await call('POST', '/api/barang', spv, newItem({ kode_barcode: 'SCAN-0001', nama_barang: 'gelang scan dua' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 'error', message: 'Kode Barcode SCAN-0001 sudah terdaftar', errors: { kode_barcode: 'Kode Barcode SCAN-0001 sudah terdaftar' } });
  });

  it.each([
    [{ nama_barang: 'CINCN' }, 400, 'nama_barang', 'Nama Barang harus lebih dari 5 karakter'],
    [{ berat: 0 }, 400, 'berat', 'Berat tidak boleh 0'],
    [{ berat: '' }, 400, 'berat', 'Berat Tidak Boleh Kosong'],
    [{ kadar: 0 }, 400, 'kadar', 'Kadar tidak boleh 0'],
    [{ kadar: 501 }, 400, 'kadar', 'Kadar tidak boleh lebih dari 500'],
    [{ kode_baki: 'B99' }, 400, 'kode_baki', 'Kode Baki B99 tidak terdaftar'],
    [{ kode_gudang: 'BELI', kode_baki: 'B01' }, 400, 'kode_baki', 'Baki B01 tidak berada di Gudang BELI'],
    [{ kode_baki: 'HC01' }, 400, 'kode_gudang', 'Gudang HANCUR khusus barang HANCUR'],
    [{ kode_group: 'ZZ' }, 400, 'kode_group', 'Kode Group ZZ tidak terdaftar'],
    [{ kode_dept: 'ZZ' }, 400, 'kode_dept', 'Kode Jenis ZZ tidak terdaftar'],
    [{ jumlah: 2 }, 400, 'jumlah', 'Jumlah barang berbarcode harus 1'],
  ])('refuses %j with %i and the field message, writing nothing', async (patch, status, field, message) => {
    const before = await tableCounts();
    const res = await call('POST', '/api/barang', spv, newItem({ nama_barang: 'cincin yang ditolak', ...patch }));
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status: 'error', message, errors: { [field]: message } });
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses a name already in stock (409), and allows it again once that item has left the stock', async () => {
    const seeded = await t.db.selectFrom('barang').select('nama_barang').where('kode_toko', '=', 'BDG').where('status', '=', 'READY').orderBy('kode_barcode').executeTakeFirstOrThrow();
    const res = await call('POST', '/api/barang', spv, newItem({ nama_barang: seeded.nama_barang.toLowerCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Nama Barang ${seeded.nama_barang} sudah ada di stock`);
    const melted = await t.db.selectFrom('barang').select('nama_barang').where('kode_toko', '=', 'BDG').where('status', '=', 'HANCUR').executeTakeFirstOrThrow();
    expect((await call('POST', '/api/barang', spv, newItem({ nama_barang: melted.nama_barang }))).statusCode).toBe(200);
  });

  it('adds an accessory counted by quantity: the ledger carries every piece and its weight', async () => {
    const res = await call('POST', '/api/barang', spv, newItem({ nama_barang: 'kotak cincin bludru', kode_group: 'P09', jenis_harga: 'AKSESORIS', jumlah: 10, berat: 0.5, harga_jual: 35_000 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ jenis_harga: 'AKSESORIS', jumlah: 10, berat: 0.5, harga_jual: 35_000, kadar: 37.5 });
    expect(await ledgerOf(res.json().data.kode_barcode)).toMatchObject([{ jenis: 'TAMBAH', qty: 10, berat: '5.000' }]);
  });
});

describe('POST /api/barang/banyak (tambah barang banyak)', () => {
  it('writes nothing and lists every bad row when any row is bad', async () => {
    const before = await tableCounts();
    const rows = [
      newItem({ nama_barang: 'kalung banyak satu', kode_dept: 'KL', kode_baki: 'B04' }),
      newItem({ nama_barang: 'kalung banyak dua', berat: 0 }),
      newItem({ nama_barang: 'kalung banyak tiga' }),
      newItem({ nama_barang: 'kalung banyak empat', kode_group: 'ZZ', kadar: 0 }),
      newItem({ nama_barang: 'KALUNG BANYAK SATU' }),
    ];
    const res = await call('POST', '/api/barang/banyak', spv, { barang: rows });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe('error');
    expect(body.message).toBe('Baris 2: Berat tidak boleh 0');
    expect(body).toMatchObject({ code: 'stockItems.rowError', params: { row: '2', message: 'Berat tidak boleh 0' } });
    expect(body.daftar_error).toEqual([
      { row: 2, field: 'berat', message: 'Berat tidak boleh 0' },
      { row: 4, field: 'kadar', message: 'Kadar tidak boleh 0' },
      { row: 4, field: 'kode_group', message: 'Kode Group ZZ tidak terdaftar' },
      { row: 5, field: 'nama_barang', message: 'Nama Barang KALUNG BANYAK SATU sudah ada di stock' },
    ]);
    expect(body.errors).toEqual({
      '2.berat': 'Berat tidak boleh 0',
      '4.kadar': 'Kadar tidak boleh 0',
      '4.kode_group': 'Kode Group ZZ tidak terdaftar',
      '5.nama_barang': 'Nama Barang KALUNG BANYAK SATU sudah ada di stock',
    });
    const fixed = rows.slice(0, 4).map((r, i) => (i === 1 ? { ...r, berat: 1.1 } : i === 3 ? { ...r, kadar: undefined } : r));
    const stillBad = await call('POST', '/api/barang/banyak', spv, { barang: fixed });
    expect(stillBad.json().daftar_error).toEqual([{ row: 4, field: 'kode_group', message: 'Kode Group ZZ tidak terdaftar' }]);
    expect(await tableCounts()).toEqual(before);
  });

  it("lists the store's checks of rows with bad fields in the same answer as the format errors", async () => {
    const before = await tableCounts();
    const b01 = await t.db.selectFrom('baki').select('kode_gudang').where('kode_toko', '=', 'BDG').where('kode_baki', '=', 'B01').executeTakeFirstOrThrow();
    const otherGudang = await t.db
      .selectFrom('gudang')
      .select('kode_gudang')
      .where('kode_toko', '=', 'BDG')
      .where('kode_gudang', '!=', b01.kode_gudang)
      .orderBy('kode_gudang')
      .executeTakeFirstOrThrow();
    const [taken] = await readyIn('B01', 1);
    const rows = [
      newItem({ nama_barang: 'sheet cincin satu', kode_barcode: 'qay001', berat: '-1' }),
      newItem({ nama_barang: 'sheet cincin dua', kode_barcode: 'QAY001', kadar: 0 }),
      newItem({ nama_barang: 'abc', kode_barcode: taken }),
      newItem({ nama_barang: 'x'.repeat(101), kode_gudang: otherGudang.kode_gudang, kode_baki: 'B01' }),
      newItem({ nama_barang: 'sheet cincin lima', jenis_harga: 'KILO', kode_group: 'ZZ' }),
      newItem({ nama_barang: 'sheet cincin enam', kadar: 600, kode_dept: 'QQ' }),
      newItem({ nama_barang: 'sheet cincin tujuh' }),
    ];
    const res = await call('POST', '/api/barang/banyak', spv, { barang: rows });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe('error');
    expect(body.message).toBe('Baris 1: Berat tidak boleh kurang dari 0');
    const expected = [
      { row: 1, field: 'berat', message: 'Berat tidak boleh kurang dari 0' },
      { row: 2, field: 'kadar', message: 'Kadar tidak boleh 0' },
      { row: 2, field: 'kode_barcode', message: 'Barcode QAY001 sudah ada di tabel' },
      { row: 3, field: 'nama_barang', message: 'Nama Barang harus lebih dari 5 karakter' },
      { row: 3, field: 'kode_barcode', message: `Kode Barcode ${taken} sudah terdaftar` },
      { row: 4, field: 'nama_barang', message: 'Nama Barang maksimal 100 karakter' },
      { row: 4, field: 'kode_baki', message: `Baki B01 tidak berada di Gudang ${otherGudang.kode_gudang}` },
      { row: 5, field: 'jenis_harga', message: 'Jenis Harga harus GRAM, BANDROL atau AKSESORIS' },
      { row: 5, field: 'kode_group', message: 'Kode Group ZZ tidak terdaftar' },
      { row: 6, field: 'kadar', message: 'Kadar tidak boleh lebih dari 500' },
      { row: 6, field: 'kode_dept', message: 'Kode Jenis QQ tidak terdaftar' },
    ];
    expect(body.daftar_error).toEqual(expected);
    expect(body.errors).toEqual(Object.fromEntries(expected.map((e) => [`${e.row}.${e.field}`, e.message])));
    expect(await tableCounts()).toEqual(before);
    expect(await t.db.selectFrom('barang').select('kode_barcode').where('kode_barcode', '=', 'QAY001').execute()).toEqual([]);
  });

  it('adds every row in one document when all rows are good', async () => {
    const res = await call('POST', '/api/barang/banyak', spv, {
      barang: [
        newItem({ nama_barang: 'gelang banyak satu', kode_dept: 'GL', kode_baki: 'B03', berat: 5.5 }),
        newItem({ nama_barang: 'gelang banyak dua', kode_dept: 'GL', kode_baki: 'B03', berat: '6,25', kode_barcode: 'XL-0002' }),
        newItem({ nama_barang: 'gelang banyak tiga', kode_dept: 'GL', kode_baki: 'B03', berat: 7 }),
      ],
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.barang.map((b: { kode_barcode: string }) => b.kode_barcode)).toEqual([expect.stringMatching(/^BDG\d{7}$/), 'XL-0002', expect.stringMatching(/^BDG\d{7}$/)]);
    expect(data.barang[0].kode_barcode < data.barang[2].kode_barcode).toBe(true);
    const refs = await t.db.selectFrom('stock_mutasi').select(['no_ref', 'berat']).where('no_ref', '=', data.no_ref).orderBy('id').execute();
    expect(refs.map((r) => r.berat)).toEqual(['5.500', '6.250', '7.000']);
  });

  it('refuses an empty list', async () => {
    const res = await call('POST', '/api/barang/banyak', spv, { barang: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Data Barang Tidak Boleh Kosong');
  });
});

describe('GET /api/barang (data barang)', () => {
  const list = async (query: string, headers = spv) => {
    const res = await call('GET', `/api/barang?${query}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json().data as { barang: { kode_barcode: string; kode_baki: string; kode_group: string; kode_dept: string; nama_barang: string; status: string }[]; count: number };
  };

  it('filters by tray, warehouse, group, jenis, status and text, with the count of all matches', async () => {
    const b03 = await list('kode_baki=b03&limit=500');
    const inB03 = await t.db
      .selectFrom('barang')
      .select('kode_barcode')
      .where('kode_toko', '=', 'BDG')
      .where('kode_baki', '=', 'B03')
      .where('status', 'in', [...PRESENT_STATUSES])
      .orderBy('kode_barcode')
      .execute();
    expect(b03.count).toBe(inB03.length);
    expect(b03.barang.map((b) => b.kode_barcode)).toEqual(inB03.map((r) => r.kode_barcode));

    const gl17 = await list('kode_group=P17&kode_dept=GL&kode_gudang=ALL&limit=500');
    expect(gl17.count).toBeGreaterThan(0);
    expect(gl17.barang.every((b) => b.kode_group === 'P17' && b.kode_dept === 'GL')).toBe(true);

    const text = await list('q=kalung%20rantai&limit=500');
    expect(text.count).toBeGreaterThan(0);
    expect(text.barang.every((b) => b.nama_barang.includes('KALUNG RANTAI'))).toBe(true);
    expect((await list('q=BDG000000')).count).toBe(9);

    const hancur = await list('status=HANCUR');
    expect(hancur.count).toBeGreaterThan(0);
    expect(hancur.barang.every((b) => b.status === 'HANCUR' && b.kode_baki === 'HC01')).toBe(true);
  });

  it('sorts by barcode, name or tray (kode_toko) and pages', async () => {
    const byName = await list('sort_by=nama_barang&limit=500');
    const names = byName.barang.map((b) => b.nama_barang);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byTray = await list('sort_by=kode_toko&limit=500');
    const trays = byTray.barang.map((b) => `${b.kode_baki}|${b.kode_barcode}`);
    expect(trays).toEqual([...trays].sort());
    const all = await list('limit=30');
    const page2 = await list('page=2&limit=10');
    expect(page2.barang.map((b) => b.kode_barcode)).toEqual(all.barang.slice(10, 20).map((b) => b.kode_barcode));
    expect(page2.count).toBe(all.count);
  });

  it('a text search counts every match on every page, and past the last page', async () => {
    const all = await list('q=BDG00000&sort_by=kode_toko&limit=500');
    expect(all.count).toBe(all.barang.length);
    expect(all.count).toBeGreaterThan(12);
    // the page is cut from the matches in the asked order: tray then barcode, or name then barcode
    const trays = all.barang.map((b) => `${b.kode_baki}|${b.kode_barcode}`);
    expect(trays).toEqual([...trays].sort());
    const matches = await t.db
      .selectFrom('barang')
      .select(['kode_barcode', 'nama_barang'])
      .where('kode_toko', '=', 'BDG')
      .where('kode_barcode', 'like', 'BDG00000%')
      .where('status', 'in', [...PRESENT_STATUSES])
      .execute();
    const byName = [...matches].sort((a, b) => (a.nama_barang < b.nama_barang ? -1 : a.nama_barang > b.nama_barang ? 1 : a.kode_barcode < b.kode_barcode ? -1 : 1));
    const named = await list('q=BDG00000&sort_by=nama_barang&page=2&limit=4');
    expect(named).toMatchObject({ count: matches.length });
    expect(named.barang.map((b) => b.kode_barcode)).toEqual(byName.slice(4, 8).map((r) => r.kode_barcode));
    const page2 = await list('q=BDG00000&sort_by=kode_toko&page=2&limit=5');
    expect(page2.count).toBe(all.count);
    expect(page2.barang.map((b) => b.kode_barcode)).toEqual(all.barang.slice(5, 10).map((b) => b.kode_barcode));
    const past = await list('q=BDG00000&sort_by=kode_toko&page=99&limit=5');
    expect(past).toMatchObject({ count: all.count, barang: [] });
    expect((await list('q=TIDAKADABARANGINI')).count).toBe(0);
  });

  it('answers 400 for a bad sort or page size', async () => {
    const res = await call('GET', '/api/barang?sort_by=harga', spv);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Sort By tidak valid', errors: { sort_by: 'Sort By tidak valid' } });
    expect((await call('GET', '/api/barang?limit=0', spv)).json().message).toBe('Limit minimal 1');
  });
});

describe('GET /api/barang/:kode_barcode (barcode lookup)', () => {
  it('answers the item with its names for any signed-in user of the store', async () => {
    const res = await call('GET', '/api/barang/bdg0000001', kasir);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ kode_barcode: 'BDG0000001', kode_toko: 'BDG' });
    expect(res.json().data.nama_baki).not.toBe('');
  });

  it("answers 404 'Data Tidak Ditemukan' for an unknown code and for another store's item", async () => {
    const unknown = await call('GET', '/api/barang/TIDAKADA', kasir);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'error', message: 'Data Tidak Ditemukan', code: 'common.notFound' });
    const sby = t.bearer(await t.login('KASIRSBY'));
    expect((await call('GET', '/api/barang/BDG0000001', sby)).statusCode).toBe(404);
    expect((await call('GET', '/api/barang/SBY0000001', sby)).statusCode).toBe(200);
  });
});

describe('POST /api/pindah-barang', () => {
  it('moves scanned items in one numbered document, with ledger rows and reprintable lines', async () => {
    const codes = await readyIn('B01', 2);
    const weights = await Promise.all(codes.map(async (c) => mg((await item(c)).berat)));
    const res = await call('POST', '/api/pindah-barang', spv, { kode_barcode: codes.map((c) => c.toLowerCase()), kode_baki: 'b02' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.message).toBe('Pindah Barang Berhasil');
    expect(doc.data).toMatchObject({ kode_gudang: 'UTAMA', kode_baki: 'B02', total_qty: 2, total_berat: (weights[0]! + weights[1]!) / 1000, input_by: 'SPVBDG' });
    expect(doc.data.no_pindah).toMatch(/^PB-BDG-\d{6}-\d{6}$/);
    expect(doc.data.detail.map((d: { kode_barcode: string; dari_baki: string }) => [d.kode_barcode, d.dari_baki])).toEqual(codes.map((c) => [c, 'B01']));
    for (const c of codes) {
      expect(await item(c)).toMatchObject({ kode_gudang: 'UTAMA', kode_baki: 'B02', status: 'READY' });
      expect((await ledgerOf(c)).at(-1)).toMatchObject({ jenis: 'PINDAH', dari_baki: 'B01', ke_baki: 'B02', no_ref: doc.data.no_pindah, qty: 1 });
    }

    const next = await call('POST', '/api/pindah-barang', spv, { kode_barcode: [codes[0]], kode_gudang: 'UTAMA', kode_baki: 'B01' });
    expect(next.statusCode).toBe(200);
    const seq = (no: string) => Number(no.slice(-6));
    expect(seq(next.json().data.no_pindah)).toBe(seq(doc.data.no_pindah) + 1);

    const today = await tglSystem();
    const reprint = await call('GET', `/api/pindahbarang/cetak-ulang?start_date=${today}&end_date=${today}`, spv);
    expect(reprint.statusCode).toBe(200);
    expect(reprint.json().message).toBe('Data Hutang Tersedia');
    const listed = reprint.json().data.find((p: { no_pindah: string }) => p.no_pindah === doc.data.no_pindah);
    expect(listed).toMatchObject({ kode_gudang: 'UTAMA', kode_baki: 'B02', total_qty: 2, input_by: 'SPVBDG', tgl_system: today });
    // the list names where the scanned items came from (issue 17 item 5), as the document did
    expect(listed.asal).toEqual([{ kode_gudang: 'UTAMA', kode_baki: 'B01' }]);
    expect(doc.data.asal).toEqual([{ kode_gudang: 'UTAMA', kode_baki: 'B01' }]);
    // the seeded transfers too: every one lists its sources
    expect(reprint.json().data.every((p: { asal: unknown[]; dari_baki: string | null }) => p.asal.length > 0 || p.dari_baki !== null)).toBe(true);
    const lines = await call('POST', '/api/pindahbarang/cetak-ulang/by-no-pindah', spv, { no_pindah: doc.data.no_pindah });
    expect(lines.statusCode).toBe(200);
    expect(lines.json().data).toHaveLength(2);
    expect(lines.json().data[0]).toMatchObject({ tgl_system: today, kode_barcode: codes[0], qty: 1, berat: weights[0]! / 1000 });
    expect(Object.keys(lines.json().data[0]).sort()).toEqual(['berat', 'dari_baki', 'dari_gudang', 'harga_jual', 'keterangan', 'kode_barcode', 'qty', 'size', 'tgl_system']);
    const missing = await call('POST', '/api/pindahbarang/cetak-ulang/by-no-pindah', spv, { no_pindah: 'PB-BDG-000000-000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Data Yang Anda Cari Tidak Ada');
  });

  it('checks the reprint dates', async () => {
    const none = await call('GET', '/api/pindahbarang/cetak-ulang', spv);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ start_date: MESSAGES.tglAwalRequired, end_date: MESSAGES.tglAkhirRequired });
    const reversed = await call('GET', '/api/pindahbarang/cetak-ulang?start_date=2025-03-10&end_date=2025-03-01', spv);
    expect(reversed.json().message).toBe('Tanggal awal tidak boleh lebih besar dari tanggal akhir');
    const empty = await call('GET', '/api/pindahbarang/cetak-ulang?start_date=2001-01-01&end_date=2001-01-31', spv);
    expect(empty.json()).toMatchObject({ status: 'success', message: 'Data Yang Anda Cari Tidak Ada', data: [] });
  });

  it("refuses a barcode twice ('Barcode X sudah ada di tabel'), unknown codes and items that cannot move, moving nothing", async () => {
    const [a, b] = await readyIn('B04', 2);
    const melted = (await t.db.selectFrom('barang').select('kode_barcode').where('kode_toko', '=', 'BDG').where('status', '=', 'HANCUR').executeTakeFirstOrThrow()).kode_barcode;
    const before = await tableCounts();
    const twice = await call('POST', '/api/pindah-barang', spv, { kode_barcode: [a, b, a.toLowerCase()], kode_baki: 'B05' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ message: `Barcode ${a} sudah ada di tabel`, errors: { 'kode_barcode.2': `Barcode ${a} sudah ada di tabel` } });
    const bad = await call('POST', '/api/pindah-barang', spv, { kode_barcode: [a, 'ENTAH-01', melted], kode_baki: 'B05' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'kode_barcode.1': 'Barcode ENTAH-01 tidak ditemukan',
      'kode_barcode.2': `Barcode ${melted} tidak dapat dipindah karena status HANCUR`,
    });
    // texts built from values carry their template code and values (the web shows them in the picked language)
    expect(bad.json()).toMatchObject({
      error_codes: { 'kode_barcode.1': 'barcodes.barcodeNotFound', 'kode_barcode.2': 'stockRefusals.pindah' },
      error_params: { 'kode_barcode.1': { code: 'ENTAH-01' }, 'kode_barcode.2': { code: melted, status: 'HANCUR' } },
    });
    const sameTray = await call('POST', '/api/pindah-barang', spv, { kode_barcode: [a], kode_baki: 'B04' });
    expect(sameTray.json().message).toBe(`Barcode ${a} sudah berada di baki B04`);
    expect(sameTray.json()).toMatchObject({ code: 'stockItems.alreadyInTray', params: { code: a, kodeBaki: 'B04' } });
    const toMelting = await call('POST', '/api/pindah-barang', spv, { kode_barcode: [a], kode_baki: 'HC01' });
    expect(toMelting.json().message).toBe('Gudang HANCUR khusus barang HANCUR');
    expect(await tableCounts()).toEqual(before);
    expect(await item(a)).toMatchObject({ kode_baki: 'B04' });
  });

  it('two simultaneous moves of the same item: exactly one wins, one ledger row, one document', async () => {
    const [code] = await readyIn('B01', 1);
    const before = await tableCounts();
    const movesBefore = (await ledgerOf(code!)).filter((m) => m.jenis === 'PINDAH').length;
    const results = await Promise.all(
      [0, 1].map(() => call('POST', '/api/pindah-barang', spv, { kode_barcode: [code], kode_baki: 'B02' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().message).toBe(`Barcode ${code} sudah berada di baki B02`);
    const moves = (await ledgerOf(code!)).filter((m) => m.jenis === 'PINDAH');
    expect(moves).toHaveLength(movesBefore + 1);
    expect(moves.at(-1)).toMatchObject({ dari_baki: 'B01', ke_baki: 'B02' });
    expect(await item(code!)).toMatchObject({ kode_baki: 'B02' });
    const after = await tableCounts();
    expect(after.pindah).toBe(before.pindah + 1);
    expect(after.mutasi).toBe(before.mutasi + 1);
  });

  it('two simultaneous moves of one item to different trays run one after the other: the ledger chains', async () => {
    const [code] = await readyIn('B01', 1);
    const movesBefore = (await ledgerOf(code!)).filter((m) => m.jenis === 'PINDAH').length;
    const results = await Promise.all(['B02', 'B05'].map((tray) => call('POST', '/api/pindah-barang', spv, { kode_barcode: [code], kode_baki: tray })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [first, second] = (await ledgerOf(code!)).filter((m) => m.jenis === 'PINDAH').slice(movesBefore);
    expect(first!.dari_baki).toBe('B01');
    expect(second!.dari_baki).toBe(first!.ke_baki);
    expect((await item(code!)).kode_baki).toBe(second!.ke_baki);
    expect(first!.no_ref).not.toBe(second!.no_ref);
  });
});

describe('POST /api/pindah-barang/satu-baki', () => {
  it('moves every movable item of a tray, pieces of accessories included, in one document', async () => {
    const inTray = await t.db
      .selectFrom('barang')
      .select(['kode_barcode', 'jumlah', 'berat'])
      .where('kode_toko', '=', 'BDG')
      .where('kode_baki', '=', 'B06')
      .where('status', 'in', ['READY', 'TITIP'])
      .execute();
    expect(inTray.some((r) => r.jumlah > 1)).toBe(true);
    const res = await call('POST', '/api/pindah-barang/satu-baki', spv, { dari_gudang: 'UTAMA', dari_baki: 'B06', kode_baki: 'B07' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ dari_gudang: 'UTAMA', dari_baki: 'B06', kode_baki: 'B07', total_qty: inTray.reduce((s, r) => s + r.jumlah, 0) });
    expect(Math.round(data.total_berat * 1000)).toBe(inTray.reduce((s, r) => s + r.jumlah * mg(r.berat), 0));
    expect(data.detail).toHaveLength(inTray.length);
    const empty = await call('POST', '/api/pindah-barang/satu-baki', spv, { dari_baki: 'B06', kode_baki: 'B07' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Tidak ada barang di baki B06');
    const same = await call('POST', '/api/pindah-barang/satu-baki', spv, { dari_baki: 'B07', kode_baki: 'b07' });
    expect(same.json().message).toBe('Baki asal dan tujuan tidak boleh sama');
    // back again, so later tests find the tray as seeded
    expect((await call('POST', '/api/pindah-barang/satu-baki', spv, { dari_baki: 'B07', kode_baki: 'B06' })).statusCode).toBe(200);
  });
});

describe('POST /api/hancur-barang', () => {
  it('sends items to the melting warehouse (status HANCUR) and refuses them a second time', async () => {
    const codes = await readyIn('B05', 2);
    const res = await call('POST', '/api/hancur-barang', spv, { kode_barcode: codes });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Barang Berhasil Dihancurkan', data: { jenis: 'HANCUR', total_qty: 2 } });
    expect(res.json().data.no_ref).toMatch(/^HB-BDG-/);
    for (const c of codes) {
      expect(await item(c)).toMatchObject({ status: 'HANCUR', kode_gudang: 'HANCUR', kode_baki: 'HC01' });
      expect((await ledgerOf(c)).at(-1)).toMatchObject({ jenis: 'HANCUR', dari_baki: 'B05', ke_gudang: 'HANCUR', ke_baki: 'HC01' });
    }
    const again = await call('POST', '/api/hancur-barang', spv, { kode_barcode: [codes[0]] });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(`Barcode ${codes[0]} tidak dapat dihancurkan karena status HANCUR`);
    const wrongWarehouse = await call('POST', '/api/hancur-barang', spv, { kode_barcode: await readyIn('B05', 1), kode_baki: 'B01' });
    expect(wrongWarehouse.json().message).toBe('Gudang UTAMA bukan gudang HANCUR');
  });
});

describe('POST /api/barang-contoh/ambil and /kembali', () => {
  it('takes items out as samples and returns them to the tray they came from', async () => {
    const [code] = await readyIn('B04', 1);
    const out = await call('POST', '/api/barang-contoh/ambil', spv, { kode_barcode: [code], keterangan: 'contoh pesanan bu ani' });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('Barang Contoh Berhasil Diambil');
    expect(await item(code!)).toMatchObject({ status: 'CONTOH', kode_gudang: 'CONTOH', kode_baki: 'CT01' });
    expect((await ledgerOf(code!)).at(-1)).toMatchObject({ jenis: 'CONTOH_KELUAR', keterangan: 'contoh pesanan bu ani' });
    const back = await call('POST', '/api/barang-contoh/kembali', spv, { kode_barcode: [code] });
    expect(back.statusCode).toBe(200);
    expect(back.json().message).toBe('Barang Contoh Berhasil Dikembalikan');
    expect(await item(code!)).toMatchObject({ status: 'READY', kode_gudang: 'UTAMA', kode_baki: 'B04' });
    expect((await ledgerOf(code!)).at(-1)).toMatchObject({ jenis: 'CONTOH_MASUK', dari_baki: 'CT01', ke_baki: 'B04' });
    const notSample = await call('POST', '/api/barang-contoh/kembali', spv, { kode_barcode: [code] });
    expect(notSample.statusCode).toBe(400);
    expect(notSample.json().message).toBe(`Barcode ${code} tidak dapat dikembalikan sebagai contoh karena status READY`);
  });
});

describe('POST /api/stock-aksesoris/tambah and /ambil', () => {
  it('adds and takes pieces, never below zero', async () => {
    const [code] = await readyIn('B05', 1, 'AKSESORIS');
    const start = (await item(code!)).jumlah;
    const added = await call('POST', '/api/stock-aksesoris/tambah', spv, { kode_barcode: code, jumlah: 5 });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ message: 'Stock Aksesoris Berhasil Ditambahkan', data: { jenis: 'AKSESORIS_TAMBAH', total_qty: 5 } });
    expect((await item(code!)).jumlah).toBe(start + 5);
    const before = await tableCounts();
    const tooMany = await call('POST', '/api/stock-aksesoris/ambil', spv, { kode_barcode: code, jumlah: start + 6 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: `Stock aksesoris ${code} tidak mencukupi, sisa ${start + 5}`, errors: { kode_barcode: `Stock aksesoris ${code} tidak mencukupi, sisa ${start + 5}` } });
    expect(await tableCounts()).toEqual(before);
    const taken = await call('POST', '/api/stock-aksesoris/ambil', spv, { kode_barcode: code, jumlah: start + 5 });
    expect(taken.statusCode).toBe(200);
    expect((await item(code!)).jumlah).toBe(0);
    expect((await call('POST', '/api/stock-aksesoris/ambil', spv, { kode_barcode: code, jumlah: 1 })).json().message).toBe(`Stock aksesoris ${code} tidak mencukupi, sisa 0`);
    expect((await call('POST', '/api/stock-aksesoris/tambah', spv, { kode_barcode: code, jumlah: 0 })).json().message).toBe('Jumlah tidak boleh 0');
    const [ring] = await readyIn('B01', 1);
    expect((await call('POST', '/api/stock-aksesoris/tambah', spv, { kode_barcode: ring, jumlah: 1 })).json().message).toBe(`Barcode ${ring} bukan barang aksesoris`);
    expect((await call('POST', '/api/stock-aksesoris/tambah', spv, { kode_barcode: code, jumlah: start })).statusCode).toBe(200);
  });
});

describe('PUT /api/barang/:kode_barcode and /api/barang/update-profit', () => {
  it('edits a READY item; a new weight is a correction in the ledger', async () => {
    const [code] = await readyIn('B03', 1);
    const before = await item(code!);
    const res = await call('PUT', `/api/barang/${code}`, spv, { kode_group: 'P22', kode_dept: 'GL', nama_barang: 'gelang hasil edit', berat: '9.999', size: '18 cm' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Data Berhasil Dirubah', data: { nama_barang: 'GELANG HASIL EDIT', kode_group: 'P22', kadar: 91.6, berat: 9.999, size: '18 CM' } });
    expect((await ledgerOf(code!)).slice(-2)).toMatchObject([
      { jenis: 'KOREKSI', dari_baki: 'B03', ke_baki: null, qty: 0, berat: before.berat },
      { jenis: 'KOREKSI', dari_baki: null, ke_baki: 'B03', qty: 0, berat: '9.999' },
    ]);
    expect(await saldoClosing(owner)).toEqual(await presentStock());
    const taken = await t.db.selectFrom('barang').select('nama_barang').where('kode_toko', '=', 'BDG').where('status', '=', 'READY').where('kode_barcode', '<>', code!).executeTakeFirstOrThrow();
    const dup = await call('PUT', `/api/barang/${code}`, spv, { kode_group: 'P22', kode_dept: 'GL', nama_barang: taken.nama_barang, berat: 1 });
    expect(dup.statusCode).toBe(409);
    const melted = (await t.db.selectFrom('barang').select('kode_barcode').where('kode_toko', '=', 'BDG').where('status', '=', 'HANCUR').executeTakeFirstOrThrow()).kode_barcode;
    const refused = await call('PUT', `/api/barang/${melted}`, spv, { kode_group: 'P22', kode_dept: 'GL', nama_barang: 'gelang hancur edit', berat: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`Barcode ${melted} tidak dapat diubah karena status HANCUR`);
    expect((await call('PUT', '/api/barang/TIDAKADA', spv, { kode_group: 'P22', kode_dept: 'GL', nama_barang: 'gelang tidak ada', berat: 1 })).statusCode).toBe(404);
  });

  it('updates selling price and labour cost without a ledger row', async () => {
    const codes = await readyIn('B02', 2);
    const before = await tableCounts();
    const res = await call('PUT', '/api/barang/update-profit', spv, {
      detail: [
        { kode_barcode: codes[0], harga_jual: 0, ongkos: 125_000 },
        { kode_barcode: codes[1], harga_jual: '7500000', ongkos: 0 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Data Berhasil Diedit');
    expect(await item(codes[0]!)).toMatchObject({ ongkos: 125_000, harga_jual: 0 });
    expect(await item(codes[1]!)).toMatchObject({ harga_jual: 7_500_000 });
    expect((await tableCounts()).mutasi).toBe(before.mutasi);
    const unknown = await call('PUT', '/api/barang/update-profit', spv, { detail: [{ kode_barcode: 'ENTAH', ongkos: 1 }] });
    expect(unknown.json()).toMatchObject({ message: 'Barcode ENTAH tidak ditemukan', errors: { 'detail.0.kode_barcode': 'Barcode ENTAH tidak ditemukan' } });
  });
});

describe('GET /api/barang/saldo', () => {
  it('answers opening, in, out and closing per tray; the opening of today is the closing of yesterday', async () => {
    const today = await tglSystem();
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const res = await call('GET', '/api/barang/saldo', owner);
    const data = res.json().data;
    expect(data.tgl_system).toBe(today);
    const before = await saldoClosing(owner, yesterday);
    for (const b of data.baki as { kode_baki: string; awal: { qty: number; berat: number } }[]) {
      const prev = before.find((p) => p.kode_baki === b.kode_baki);
      expect({ qty: b.awal.qty, mg: Math.round(b.awal.berat * 1000) }).toEqual({ qty: prev?.qty ?? 0, mg: prev?.mg ?? 0 });
    }
    const b01 = data.baki.find((b: { kode_baki: string }) => b.kode_baki === 'B01');
    expect(b01).toMatchObject({ kode_gudang: 'UTAMA', nama_gudang: 'GUDANG UTAMA (ETALASE)', nama_baki: 'BAKI CINCIN 1' });
    expect(b01.masuk.qty).toBeGreaterThan(0);
    expect(b01.keluar.qty).toBeGreaterThan(0);
    const utama = data.gudang.find((g: { kode_gudang: string }) => g.kode_gudang === 'UTAMA');
    const utamaTrays = data.baki.filter((b: { kode_gudang: string }) => b.kode_gudang === 'UTAMA');
    expect(utama.akhir.qty).toBe(utamaTrays.reduce((s: number, b: { akhir: { qty: number } }) => s + b.akhir.qty, 0));
    expect(data.total.akhir.qty).toBe((await presentStock()).reduce((s, p) => s + p.qty, 0));
    expect((await call('GET', '/api/barang/saldo?tgl_system=2000-01-01', owner)).json().data).toMatchObject({ baki: [], gudang: [] });
    expect((await call('GET', '/api/barang/saldo?tgl_system=2000-13-01', owner)).json().message).toBe('Format tanggal tidak valid');
  });

  it('is hidden for everyone but OWN when HIDE_SALDO_BARANG_SUMMARY is on', async () => {
    await t.db.insertInto('para_module').values({ kode_toko: 'BDG', key: 'HIDE_SALDO_BARANG_SUMMARY', aktif: true, updated_by: 'TEST' }).execute();
    try {
      for (const headers of [spv, admin]) {
        const res = await call('GET', '/api/barang/saldo', headers);
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toEqual({ tersembunyi: true, tgl_system: await tglSystem(), baki: [], gudang: [], total: null });
      }
      const own = (await call('GET', '/api/barang/saldo', owner)).json().data;
      expect(own.tersembunyi).toBe(false);
      expect(own.baki.length).toBeGreaterThan(0);
    } finally {
      await t.db.deleteFrom('para_module').where('kode_toko', '=', 'BDG').where('key', '=', 'HIDE_SALDO_BARANG_SUMMARY').execute();
    }
  });
});

describe('akses and gates', () => {
  it('a cashier with only /data-barang reads the list but gets 403 on every write, before any input check', async () => {
    expect((await call('GET', '/api/barang', kasir)).statusCode).toBe(200);
    const writes: [Method, string, object][] = [
      ['POST', '/api/barang', newItem({ nama_barang: 'cincin kasir coba' })],
      ['POST', '/api/barang', {}],
      ['POST', '/api/barang/banyak', { barang: [newItem()] }],
      ['POST', '/api/pindah-barang', { kode_barcode: ['BDG0000001'], kode_baki: 'B02' }],
      ['POST', '/api/pindah-barang/satu-baki', { dari_baki: 'B01', kode_baki: 'B02' }],
      ['POST', '/api/hancur-barang', { kode_barcode: ['BDG0000001'] }],
      ['POST', '/api/barang-contoh/ambil', { kode_barcode: ['BDG0000001'] }],
      ['POST', '/api/barang-contoh/kembali', {}],
      ['POST', '/api/stock-aksesoris/tambah', { kode_barcode: 'BDG0000001', jumlah: 1 }],
      ['POST', '/api/stock-aksesoris/ambil', {}],
      ['PUT', '/api/barang/update-profit', { detail: [] }],
      ['POST', '/api/pindahbarang/cetak-ulang/by-no-pindah', { no_pindah: 'X' }],
    ];
    const before = await tableCounts();
    for (const [method, url, payload] of writes) {
      const res = await call(method, url, kasir, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ status: 'error', message: MESSAGES.forbidden, code: 'common.forbidden' });
    }
    expect((await call('GET', '/api/pindahbarang/cetak-ulang?start_date=2025-01-01&end_date=2025-01-02', kasir)).statusCode).toBe(403);
    expect(await tableCounts()).toEqual(before);
  });

  it('a cashier whose akses has no stock screen at all (the demo tree today) gets 403 on the list; OWN and SU pass', async () => {
    await setAkses('KASIRBDG', []);
    try {
      expect((await call('GET', '/api/barang', kasir)).statusCode).toBe(403);
      expect((await call('GET', '/api/barang/BDG0000001', kasir)).statusCode).toBe(200);
      expect((await call('GET', '/api/barang', owner)).statusCode).toBe(200);
      expect((await call('GET', '/api/barang', admin)).statusCode).toBe(200);
    } finally {
      await setAkses('KASIRBDG', ['data-barang']);
    }
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/barang/BDG0000001' });
    expect(res.statusCode).toBe(401);
  });
});

/**
 * The ledger is the one way stock changes: after ANY sequence of add / move / melt / sample out /
 * sample in / accessory add and take / weight edit through the API (accepted or refused), the
 * balance the API computes from the ledger equals, tray by tray, the items actually there.
 */
describe('ledger equals items (property, through the API)', () => {
  const TRAYS = ['B01', 'B02', 'B03', 'B04', 'B05', 'B06', 'B07', 'BL01', 'BL02'];
  type Command = { kind: 'add' | 'addAksesoris' | 'move' | 'melt' | 'sampleOut' | 'sampleIn' | 'accAdd' | 'accTake' | 'edit'; pick: number; tray: number; mg: number; qty: number };
  const command = fc.record({
    kind: fc.constantFrom('add', 'addAksesoris', 'move', 'melt', 'sampleOut', 'sampleIn', 'accAdd', 'accTake', 'edit'),
    pick: fc.nat({ max: 10_000 }),
    tray: fc.nat({ max: TRAYS.length - 1 }),
    mg: fc.integer({ min: 1, max: 30_000 }),
    qty: fc.integer({ min: 0, max: 30 }),
  }) as fc.Arbitrary<Command>;
  let serial = 0;

  async function pickItem(statuses: string[], jenisHarga: 'GRAM' | 'AKSESORIS', pick: number) {
    const rows = await t.db
      .selectFrom('barang')
      .select('kode_barcode')
      .where('kode_toko', '=', 'BDG')
      .where('status', 'in', statuses as 'READY'[])
      .where('jenis_harga', '=', jenisHarga)
      .orderBy('kode_barcode')
      .execute();
    return rows.length ? rows[pick % rows.length]!.kode_barcode : 'TIDAKADA';
  }

  async function run(c: Command) {
    const grams = (c.mg / 1000).toFixed(3);
    switch (c.kind) {
      case 'add':
        return call('POST', '/api/barang', spv, newItem({ nama_barang: `barang acak nomor ${++serial}`, kode_baki: TRAYS[c.tray], berat: grams }));
      case 'addAksesoris':
        return call('POST', '/api/barang', spv, newItem({ nama_barang: `aksesoris acak ${++serial}`, kode_baki: TRAYS[c.tray], berat: grams, jenis_harga: 'AKSESORIS', jumlah: c.qty || 1, harga_jual: 1000 }));
      case 'move':
        return call('POST', '/api/pindah-barang', spv, { kode_barcode: [await pickItem(['READY', 'TITIP'], c.qty % 2 ? 'AKSESORIS' : 'GRAM', c.pick)], kode_baki: TRAYS[c.tray] });
      case 'melt':
        return call('POST', '/api/hancur-barang', spv, { kode_barcode: [await pickItem(['READY'], 'GRAM', c.pick)] });
      case 'sampleOut':
        return call('POST', '/api/barang-contoh/ambil', spv, { kode_barcode: [await pickItem(['READY'], 'GRAM', c.pick)] });
      case 'sampleIn':
        return call('POST', '/api/barang-contoh/kembali', spv, { kode_barcode: [await pickItem(['CONTOH'], 'GRAM', c.pick)] });
      case 'accAdd':
        return call('POST', '/api/stock-aksesoris/tambah', spv, { kode_barcode: await pickItem(['READY'], 'AKSESORIS', c.pick), jumlah: c.qty });
      case 'accTake':
        return call('POST', '/api/stock-aksesoris/ambil', spv, { kode_barcode: await pickItem(['READY'], 'AKSESORIS', c.pick), jumlah: c.qty });
      case 'edit': {
        const code = await pickItem(['READY'], 'GRAM', c.pick);
        const row = await item(code);
        return call('PUT', `/api/barang/${code}`, spv, { kode_group: row.kode_group, kode_dept: row.kode_dept, nama_barang: row.nama_barang, berat: grams });
      }
    }
  }

  it('holds for 30 random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 8 }), async (commands) => {
        for (const c of commands) {
          const res = await run(c);
          expect([200, 400], `${c.kind} ${res.body}`).toContain(res.statusCode);
        }
        expect(await saldoClosing(spv)).toEqual(await presentStock());
        const negative = await t.db.selectFrom('barang').select('kode_barcode').where('jumlah', '<', 0).execute();
        expect(negative).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });
});
