import { parseWeightToMg, PRESENT_STATUSES } from '@emas/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let spv: Record<string, string>;
let kasirSby: Record<string, string>;
let owner: Record<string, string>;

async function setAkses(userId: string, keys: readonly string[]) {
  const tree = [{ key: 'barang', is_show: true, children: keys.map((key) => ({ key, is_show: true, children: [] })) }];
  await t.db.updateTable('users').set({ akses: JSON.stringify(tree) }).where('user_id', '=', userId).execute();
}

beforeAll(async () => {
  t = await createTestApp();
  await setAkses('SPVBDG', ['timbang-baki', 'stock-opname', 'data-barang', 'tambah-data-barang', 'pindah-barang']);
  await setAkses('KASIRSBY', ['timbang-baki', 'stock-opname']);
  spv = t.bearer(await t.login('SPVBDG'));
  kasirSby = t.bearer(await t.login('KASIRSBY'));
  owner = { ...t.bearer(await t.login('OWNER')), 'x-kode-toko': 'BDG' };
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const mg = (value: string | number) => parseWeightToMg(value)!;

/** Pieces and weight (mg) of the items present in a tray, straight from the items. */
async function trayInDb(kodeBaki: string, kodeToko = 'BDG') {
  const r = await sql<{ qty: number; berat: string }>`
    select coalesce(sum(jumlah), 0)::int as qty, coalesce(sum(jumlah * berat), 0)::text as berat
      from barang where kode_toko = ${kodeToko} and kode_baki = ${kodeBaki} and status in (${sql.join([...PRESENT_STATUSES])})`.execute(t.db);
  return { qty: r.rows[0]!.qty, mg: mg(r.rows[0]!.berat) };
}

async function count(table: 'timbang_baki' | 'stock_opname' | 'stock_opname_detail' | 'stock_mutasi') {
  return Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}

async function itemsIn(kodeBaki: string) {
  return (
    await t.db
      .selectFrom('barang')
      .select(['kode_barcode', 'status'])
      .where('kode_toko', '=', 'BDG')
      .where('kode_baki', '=', kodeBaki)
      .where('status', 'in', [...PRESENT_STATUSES])
      .orderBy('kode_barcode')
      .execute()
  ).map((r) => r.kode_barcode);
}

async function tglSystem() {
  return (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).tgl_system;
}

describe('/timbang-baki (spec 001 §3, §4, §5, §7)', () => {
  it('refuses a negative scale weight with a message and records nothing (issue 17 item 3)', async () => {
    const before = await count('timbang_baki');
    for (const berat_timbang of ['-10', -10, '-0.001']) {
      const res = await call('POST', '/api/timbang-baki/start', spv, { kode_gudang: 'UTAMA', kode_toko: 'B01', berat_timbang });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message: 'Berat tidak boleh kurang dari 0' });
    }
    expect(await count('timbang_baki')).toBe(before);
  });

  it('records the system weight of the tray beside the scale, with the difference', async () => {
    const expected = await trayInDb('B01');
    expect(expected.qty).toBeGreaterThan(0);
    const light = expected.mg - 1250; // the scale reads 1.250 g less than the system
    const res = await call('POST', '/api/timbang-baki/start', spv, { kode_gudang: 'utama', kode_toko: 'b01', berat_timbang: (light / 1000).toFixed(3) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.message).toBe('Data Berhasil Ditambahkan');
    const [row] = body.data.data_timbang;
    expect(row).toMatchObject({ kode_gudang: 'UTAMA', kode_baki: 'B01', jumlah: expected.qty, input_by: 'SPVBDG', tgl_system: await tglSystem() });
    expect(Math.round(row.berat_system * 1000)).toBe(expected.mg);
    expect(Math.round(row.berat_timbang * 1000)).toBe(light);
    expect(row.selisih).toBe(-1.25);

    // a heavier scale reading: positive difference; the list is newest first
    const heavy = await call('POST', '/api/timbang-baki/start', spv, { kode_gudang: 'UTAMA', kode_toko: 'B01', berat_timbang: ((expected.mg + 500) / 1000).toFixed(3) });
    expect(heavy.statusCode).toBe(200);
    const rows = heavy.json().data.data_timbang;
    expect(rows).toHaveLength(2);
    expect(rows[0].selisih).toBe(0.5);
    expect(rows[1].selisih).toBe(-1.25);
    expect(rows[0].id).toBeGreaterThan(rows[1].id);

    const stored = await t.db.selectFrom('timbang_baki').selectAll().where('kode_toko', '=', 'BDG').orderBy('id').execute();
    expect(stored.map((s) => [mg(s.berat_system), mg(s.selisih!)])).toEqual([
      [expected.mg, -1250],
      [expected.mg, 500],
    ]);
  });

  it('counts accessories by pieces and weighs pieces x weight', async () => {
    const before = await trayInDb('B07');
    const add = await call('POST', '/api/barang', spv, {
      kode_group: 'P09',
      kode_dept: 'CC',
      kode_baki: 'B07',
      nama_barang: 'KOTAK PERHIASAN TIMBANG',
      jenis_harga: 'AKSESORIS',
      jumlah: 3,
      berat: '0.150',
      harga_jual: 25_000,
    });
    expect(add.statusCode).toBe(200);
    const res = await call('POST', '/api/timbang-baki/start', spv, { kode_gudang: 'UTAMA', kode_toko: 'B07', berat_timbang: '0.001' });
    expect(res.statusCode).toBe(200);
    const [row] = res.json().data.data_timbang;
    expect(row.jumlah).toBe(before.qty + 3);
    expect(Math.round(row.berat_system * 1000)).toBe(before.mg + 450);
    expect(Math.round(row.selisih * 1000)).toBe(1 - (before.mg + 450));
  });

  it('refuses a missing warehouse or tray with the specification messages, and a tray not in the warehouse; nothing written', async () => {
    const rows = await count('timbang_baki');
    const cases: [object, string][] = [
      [{ kode_toko: 'B01', berat_timbang: 10 }, 'Mohon Untuk Pilih Kode Gudang'],
      [{ kode_gudang: '', kode_toko: 'B01', berat_timbang: 10 }, 'Mohon Untuk Pilih Kode Gudang'],
      [{ kode_gudang: 'UTAMA', berat_timbang: 10 }, 'Mohon Untuk Pilih Kode Baki'],
      [{ kode_gudang: 'UTAMA', kode_toko: ' ', berat_timbang: 10 }, 'Mohon Untuk Pilih Kode Baki'],
      // a 0 reading is a scale or typing mistake: it would record the whole tray as short
      [{ kode_gudang: 'UTAMA', kode_toko: 'B01', berat_timbang: 0 }, 'Berat tidak boleh 0'],
      [{ kode_gudang: 'UTAMA', kode_toko: 'B01', berat_timbang: '0.000' }, 'Berat tidak boleh 0'],
      [{ kode_gudang: 'BELI', kode_toko: 'B01', berat_timbang: 10 }, 'Baki B01 tidak berada di Gudang BELI'],
      [{ kode_gudang: 'UTAMA', kode_toko: 'B99', berat_timbang: 10 }, 'Kode Baki B99 tidak terdaftar'],
      [{ kode_gudang: 'NOPE', kode_toko: 'B01', berat_timbang: 10 }, 'Kode Gudang NOPE tidak terdaftar'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/api/timbang-baki/start', spv, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message });
    }
    expect(await count('timbang_baki')).toBe(rows);
  });

  it('start with only kode_gudang and kode_toko (spec 001 §7) answers the new row with the system weight; the scale weight is entered on it once', async () => {
    const expected = await trayInDb('B01');
    const res = await call('POST', '/api/timbang-baki/start', spv, { kode_gudang: 'UTAMA', kode_toko: 'B01' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: 'Data Berhasil Ditambahkan' });
    const [row] = res.json().data.data_timbang;
    expect(row).toMatchObject({ kode_gudang: 'UTAMA', kode_baki: 'B01', jumlah: expected.qty, berat_timbang: null, selisih: null, input_by: 'SPVBDG' });
    expect(Math.round(row.berat_system * 1000)).toBe(expected.mg);

    const bad: [object, string][] = [
      [{}, 'Berat Timbang Tidak Boleh Kosong'],
      [{ berat_timbang: 0 }, 'Berat tidak boleh 0'],
      [{ berat_timbang: '1.2345' }, 'Berat maksimal 3 desimal'],
    ];
    for (const [payload, message] of bad) {
      const r = await call('PUT', `/api/timbang-baki/${row.id}`, spv, payload);
      expect(r.statusCode, message).toBe(400);
      expect(r.json()).toMatchObject({ status: 'error', message });
    }
    // another store's cashier cannot enter a weight on BDG's row; an unknown row is not found
    expect((await call('PUT', `/api/timbang-baki/${row.id}`, kasirSby, { berat_timbang: 1 })).statusCode).toBe(404);
    expect((await call('PUT', '/api/timbang-baki/999999', spv, { berat_timbang: 1 })).json()).toMatchObject({ status: 'error', message: 'Data Timbang Baki Tidak Ditemukan' });
    expect((await call('PUT', '/api/timbang-baki/abc', spv, { berat_timbang: 1 })).statusCode).toBe(400);

    const weighed = await call('PUT', `/api/timbang-baki/${row.id}`, spv, { berat_timbang: ((expected.mg - 250) / 1000).toFixed(3) });
    expect(weighed.statusCode).toBe(200);
    expect(weighed.json().message).toBe('Berat Timbang Berhasil Disimpan');
    const updated = weighed.json().data.data_timbang.find((r: { id: number }) => r.id === row.id);
    expect(updated.selisih).toBe(-0.25);
    expect(Math.round(updated.berat_timbang * 1000)).toBe(expected.mg - 250);
    // a confirmed weighing is never overwritten
    const again = await call('PUT', `/api/timbang-baki/${row.id}`, spv, { berat_timbang: 5 });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Berat Timbang Baki Ini Sudah Disimpan');
    const stored = await t.db.selectFrom('timbang_baki').select(['berat_timbang', 'selisih']).where('id', '=', row.id).executeTakeFirstOrThrow();
    expect([mg(stored.berat_timbang!), mg(stored.selisih!)]).toEqual([expected.mg - 250, -250]);
  });

  it("a cashier of another store sees only that store's list and cannot name this store", async () => {
    const own = await call('GET', '/api/timbang-baki', kasirSby);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ status: 'success', message: 'Data Tidak Tersedia', code: 'common.dataUnavailable', data: { data_timbang: [] } });
    const other = await call('GET', '/api/timbang-baki', { ...kasirSby, 'x-kode-toko': 'BDG' });
    expect(other.statusCode).toBe(403);
    // SBY's tray of the same code is SBY's own: weighing it does not touch BDG's list
    const sby = await call('POST', '/api/timbang-baki/start', kasirSby, { kode_gudang: 'UTAMA', kode_toko: 'B01', berat_timbang: 1 });
    expect(sby.statusCode).toBe(200);
    expect(sby.json().data.data_timbang).toHaveLength(1);
    const bdg = await call('GET', '/api/timbang-baki', spv);
    expect(bdg.json().data.data_timbang).toHaveLength(4);
    expect(bdg.json().message).toBe('Timbang Baki Tersdia');
  });

  it('reset clears the store list (rows kept with who reset them), other stores untouched', async () => {
    const res = await call('POST', '/api/timbang-baki/reset', spv, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ data_timbang: [] });
    const list = await call('GET', '/api/timbang-baki', spv);
    expect(list.json()).toMatchObject({ message: 'Data Tidak Tersedia', data: { data_timbang: [] } });
    const kept = await t.db.selectFrom('timbang_baki').select(['reset_by']).where('kode_toko', '=', 'BDG').execute();
    expect(kept).toHaveLength(4);
    expect(kept.every((k) => k.reset_by === 'SPVBDG')).toBe(true);
    expect((await call('GET', '/api/timbang-baki', kasirSby)).json().data.data_timbang).toHaveLength(1);
  });
});

describe('/stock-opname', () => {
  let noOpname = '';
  let expectedCodes: string[] = [];
  let strayCode = '';

  it('starts a count of a tray with the items present there as expected lines', async () => {
    expectedCodes = await itemsIn('B02');
    expect(expectedCodes.length).toBeGreaterThan(3);
    const res = await call('POST', '/api/stock-opname', spv, { kode_gudang: 'utama', kode_baki: 'b02' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(res.json().message).toBe('Stock Opname Berhasil Dimulai');
    expect(data.no_opname).toMatch(/^SO-BDG-\d{6}-\d{6}$/);
    expect(data).toMatchObject({ kode_gudang: 'UTAMA', kode_baki: 'B02', status: 'OPEN', tgl_system: await tglSystem() });
    expect(data.detail.map((l: { kode_barcode: string }) => l.kode_barcode)).toEqual(expectedCodes);
    expect(data.detail.every((l: { state: string }) => l.state === 'MISSING')).toBe(true);
    const tray = await trayInDb('B02');
    expect(data.sistem.jumlah).toBe(tray.qty);
    expect(Math.round(data.missing.berat * 1000)).toBe(tray.mg);
    noOpname = data.no_opname;
  });

  it('allows one open count per tray or warehouse', async () => {
    const again = await call('POST', '/api/stock-opname', spv, { kode_gudang: 'UTAMA', kode_baki: 'B02' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Masih ada stock opname ${noOpname} yang terbuka untuk baki B02. Tutup atau batalkan terlebih dahulu`);
    // a text built from values carries its template code and values (the web shows it in the picked language)
    expect(again.json()).toMatchObject({ code: 'stockCounts.openForTray', params: { noOpname, kodeBaki: 'B02' } });
    const warehouse = await call('POST', '/api/stock-opname', spv, { kode_gudang: 'UTAMA' });
    expect(warehouse.statusCode).toBe(409);
    expect(warehouse.json().message).toContain(noOpname);
  });

  it('refused starts write nothing', async () => {
    const before = [await count('stock_opname'), await count('stock_opname_detail')];
    const counter = await t.db.selectFrom('nomor_dokumen').select('nomor').where('kode_toko', '=', 'BDG').where('jenis', '=', 'SO').executeTakeFirst();
    for (const [payload, message] of [
      [{}, 'Mohon Untuk Pilih Kode Gudang'],
      [{ kode_gudang: 'UTAMA', kode_baki: 'B99' }, 'Kode Baki B99 tidak terdaftar'],
      [{ kode_gudang: 'BELI', kode_baki: 'B03' }, 'Baki B03 tidak berada di Gudang BELI'],
    ] as const) {
      const res = await call('POST', '/api/stock-opname', spv, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect([await count('stock_opname'), await count('stock_opname_detail')]).toEqual(before);
    expect(await t.db.selectFrom('nomor_dokumen').select('nomor').where('kode_toko', '=', 'BDG').where('jenis', '=', 'SO').executeTakeFirst()).toEqual(counter);
  });

  it('marks scanned items found, records unexpected ones, refuses a barcode twice', async () => {
    for (const code of expectedCodes.slice(0, 2)) {
      const res = await call('POST', `/api/stock-opname/${noOpname}/scan`, spv, { kode_barcode: code.toLowerCase() });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Barang Ditemukan');
    }
    const lines = await count('stock_opname_detail');
    const twice = await call('POST', `/api/stock-opname/${noOpname}/scan`, spv, { kode_barcode: expectedCodes[0] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ status: 'error', message: `Barcode ${expectedCodes[0]} sudah ada di tabel` });
    expect(await count('stock_opname_detail')).toBe(lines);

    [strayCode] = await itemsIn('B03');
    const stray = await call('POST', `/api/stock-opname/${noOpname}/scan`, spv, { kode_barcode: strayCode });
    expect(stray.statusCode).toBe(200);
    expect(stray.json().message).toBe('Barang Tidak Seharusnya Di Tempat Ini');
    const unknown = await call('POST', `/api/stock-opname/${noOpname}/scan`, spv, { kode_barcode: 'TIDAK-ADA-01' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toBe('Barcode Tidak Terdaftar');
    const strayTwice = await call('POST', `/api/stock-opname/${noOpname}/scan`, spv, { kode_barcode: 'TIDAK-ADA-01' });
    expect(strayTwice.statusCode).toBe(400);
    expect(strayTwice.json().message).toBe('Barcode TIDAK-ADA-01 sudah ada di tabel');

    const detail = await call('GET', `/api/stock-opname/${noOpname}`, spv);
    expect(detail.statusCode).toBe(200);
    const data = detail.json().data;
    const state = (code: string) => data.detail.find((l: { kode_barcode: string }) => l.kode_barcode === code)?.state;
    expect(state(expectedCodes[0]!)).toBe('FOUND');
    expect(state(expectedCodes[1]!)).toBe('FOUND');
    expect(state(expectedCodes[2]!)).toBe('MISSING');
    expect(state(strayCode)).toBe('UNEXPECTED');
    // an unknown code is listed apart from the items that do not belong, and counted apart (it has no pieces)
    expect(data.detail.find((l: { kode_barcode: string }) => l.kode_barcode === 'TIDAK-ADA-01')).toMatchObject({ state: 'UNKNOWN', status_barang: null, kode_baki: null });
    expect(data.found.jumlah).toBe(2);
    expect(data.missing.jumlah).toBe(expectedCodes.length - 2);
    expect(data.unexpected.jumlah).toBe(1);
    expect(data.detail.filter((l: { state: string }) => l.state === 'UNEXPECTED')).toHaveLength(1);
    expect(data.unknown).toBe(1);
    expect(data.status).toBe('OPEN');
  });

  it('a cashier of another store cannot see or scan the count', async () => {
    expect((await call('GET', `/api/stock-opname/${noOpname}`, kasirSby)).statusCode).toBe(404);
    expect((await call('POST', `/api/stock-opname/${noOpname}/scan`, kasirSby, { kode_barcode: strayCode })).statusCode).toBe(404);
    expect((await call('GET', `/api/stock-opname/${noOpname}`, { ...kasirSby, 'x-kode-toko': 'BDG' })).statusCode).toBe(403);
  });

  it('close records the result, moves the stray item in with an OPNAME ledger row, keeps missing items', async () => {
    const missing = expectedCodes.slice(2);
    const mutasi = await count('stock_mutasi');
    const res = await call('POST', `/api/stock-opname/${noOpname}/close`, spv, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Stock Opname Berhasil Ditutup. 1 barang dipindahkan ke baki B02');
    expect(res.json()).toMatchObject({ code: 'stockCounts.closedMoved', params: { jumlah: '1', kodeBaki: 'B02' } });
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'CLOSED', closed_by: 'SPVBDG', jumlah_dipindah: 1 });
    expect(data.found.jumlah).toBe(2);
    expect(data.missing.jumlah).toBe(missing.length);
    expect(data.unexpected.jumlah).toBe(1);
    expect(data.unknown).toBe(1);
    expect(data.left.jumlah).toBe(0);

    const header = await t.db.selectFrom('stock_opname').selectAll().where('no_opname', '=', noOpname).executeTakeFirstOrThrow();
    expect(header).toMatchObject({ status: 'CLOSED', jumlah_found: 2, jumlah_missing: missing.length, jumlah_unexpected: 1, jumlah_dipindah: 1, closed_by: 'SPVBDG' });
    expect(mg(header.berat_found) + mg(header.berat_missing)).toBe(mg(header.berat_sistem));

    // the stray item now sits in B02, moved through the ledger
    const moved = await t.db.selectFrom('barang').select(['kode_baki', 'status']).where('kode_toko', '=', 'BDG').where('kode_barcode', '=', strayCode).executeTakeFirstOrThrow();
    expect(moved).toEqual({ kode_baki: 'B02', status: 'READY' });
    const rows = await t.db.selectFrom('stock_mutasi').selectAll().where('no_ref', '=', noOpname).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ jenis: 'OPNAME', kode_barcode: strayCode, dari_baki: 'B03', ke_baki: 'B02', input_by: 'SPVBDG', tgl_system: await tglSystem() });
    expect(await count('stock_mutasi')).toBe(mutasi + 1);

    // missing items are not deleted nor moved: still READY in B02, listed on the closed count
    const stillThere = await t.db.selectFrom('barang').select(['kode_barcode', 'kode_baki', 'status']).where('kode_toko', '=', 'BDG').where('kode_barcode', 'in', missing).execute();
    expect(stillThere).toHaveLength(missing.length);
    expect(stillThere.every((r) => r.kode_baki === 'B02' && (PRESENT_STATUSES as readonly string[]).includes(r.status))).toBe(true);
    expect(data.detail.filter((l: { state: string }) => l.state === 'MISSING').map((l: { kode_barcode: string }) => l.kode_barcode)).toEqual(missing);

    // the ledger still equals the items: the balance of B02 and B03 follows the move
    const saldo = await call('GET', '/api/barang/saldo', owner);
    const akhir = (baki: string) => saldo.json().data.baki.find((b: { kode_baki: string }) => b.kode_baki === baki).akhir;
    for (const baki of ['B02', 'B03']) {
      const inDb = await trayInDb(baki);
      expect(akhir(baki).qty).toBe(inDb.qty);
      expect(Math.round(akhir(baki).berat * 1000)).toBe(inDb.mg);
    }
  });

  it('a closed count takes no scan, no second close and no cancel; nothing written', async () => {
    const before = [await count('stock_opname_detail'), await count('stock_mutasi')];
    const message = `Stock opname ${noOpname} sudah ditutup`;
    for (const [url, body] of [
      [`/api/stock-opname/${noOpname}/scan`, { kode_barcode: expectedCodes[3] }],
      [`/api/stock-opname/${noOpname}/close`, {}],
      [`/api/stock-opname/${noOpname}/batal`, {}],
    ] as const) {
      const res = await call('POST', url, spv, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json()).toMatchObject({ code: 'stockCounts.alreadyClosed', params: { noOpname } });
    }
    expect([await count('stock_opname_detail'), await count('stock_mutasi')]).toEqual(before);
    expect((await call('POST', '/api/stock-opname/SO-BDG-000000-999999/close', spv, {})).statusCode).toBe(404);
  });

  it('cancels an open count of a whole warehouse, then lists the counts of the date', async () => {
    const start = await call('POST', '/api/stock-opname', spv, { kode_gudang: 'BELI' });
    expect(start.statusCode).toBe(200);
    const no = start.json().data.no_opname;
    expect(start.json().data.kode_baki).toBeNull();
    const mutasi = await count('stock_mutasi');
    const batal = await call('POST', `/api/stock-opname/${no}/batal`, spv, {});
    expect(batal.statusCode).toBe(200);
    expect(batal.json()).toMatchObject({ message: 'Stock Opname Berhasil Dibatalkan', data: { status: 'BATAL' } });
    expect(await count('stock_mutasi')).toBe(mutasi);
    // once cancelled, the warehouse may be counted again
    const again = await call('POST', '/api/stock-opname', spv, { kode_gudang: 'BELI' });
    expect(again.statusCode).toBe(200);

    const d = await tglSystem();
    const list = await call('GET', `/api/stock-opname?start_date=${d}&end_date=${d}`, spv);
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as { no_opname: string; status: string }[];
    expect(rows.map((r) => [r.no_opname, r.status])).toEqual([
      [again.json().data.no_opname, 'OPEN'],
      [no, 'BATAL'],
      [noOpname, 'CLOSED'],
    ]);
    const bad = await call('GET', `/api/stock-opname?start_date=${d}&end_date=2000-01-01`, spv);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Tanggal awal tidak boleh lebih besar dari tanggal akhir');
    expect((await call('GET', `/api/stock-opname?start_date=${d}&end_date=${d}`, kasirSby)).json().data).toEqual([]);
  });
});

describe('/stock-opname while items leave the counted tray', () => {
  const readyIn = async (kodeBaki: string) =>
    (
      await t.db
        .selectFrom('barang')
        .select('kode_barcode')
        .where('kode_toko', '=', 'BDG')
        .where('kode_baki', '=', kodeBaki)
        .where('status', '=', 'READY')
        .where('jumlah', '=', 1)
        .orderBy('kode_barcode')
        .execute()
    ).map((r) => r.kode_barcode);

  it('refuses to find an item moved out since the start, and closes it as left, not missing', async () => {
    const expected = await itemsIn('B04');
    const [moved, movedUnscanned, stays] = await readyIn('B04');
    expect(stays).toBeDefined();
    const start = await call('POST', '/api/stock-opname', spv, { kode_gudang: 'UTAMA', kode_baki: 'B04' });
    expect(start.statusCode).toBe(200);
    const no = start.json().data.no_opname as string;

    const pindah = await call('POST', '/api/pindah-barang', spv, { kode_barcode: [moved, movedUnscanned], kode_gudang: 'UTAMA', kode_baki: 'B05' });
    expect(pindah.statusCode).toBe(200);

    // the open count follows the move at once
    const open = (await call('GET', `/api/stock-opname/${no}`, spv)).json().data;
    const lineOf = (data: { detail: { kode_barcode: string }[] }, code: string) => data.detail.find((l) => l.kode_barcode === code);
    expect(lineOf(open, moved!)).toMatchObject({ state: 'LEFT', kode_gudang: 'UTAMA', kode_baki: 'B05' });
    expect(open.left.jumlah).toBe(2);
    expect(open.missing.jumlah).toBe(expected.length - 2);

    // scanning the moved item does not record it as found in B04
    const lines = await count('stock_opname_detail');
    const scan = await call('POST', `/api/stock-opname/${no}/scan`, spv, { kode_barcode: moved });
    expect(scan.statusCode).toBe(400);
    expect(scan.json()).toMatchObject({ status: 'error', message: `Barang ${moved} sudah keluar dari baki B04 sejak stock opname dimulai (sekarang di UTAMA / B05)` });
    expect(await count('stock_opname_detail')).toBe(lines);
    const stored = await t.db.selectFrom('stock_opname_detail').select(['scanned_at', 'kode_baki']).where('no_opname', '=', no).where('kode_barcode', '=', moved!).executeTakeFirstOrThrow();
    expect(stored).toEqual({ scanned_at: null, kode_baki: 'B04' });

    const found = await call('POST', `/api/stock-opname/${no}/scan`, spv, { kode_barcode: stays });
    expect(found.statusCode).toBe(200);
    expect(found.json().message).toBe('Barang Ditemukan');

    const close = await call('POST', `/api/stock-opname/${no}/close`, spv, {});
    expect(close.statusCode).toBe(200);
    const data = close.json().data;
    expect(data).toMatchObject({ status: 'CLOSED', jumlah_dipindah: 0 });
    expect(data.sistem.jumlah).toBe(expected.length);
    expect(data.found.jumlah).toBe(1);
    expect(data.left.jumlah).toBe(2);
    expect(data.missing.jumlah).toBe(expected.length - 3);
    const missingCodes = data.detail.filter((l: { state: string }) => l.state === 'MISSING').map((l: { kode_barcode: string }) => l.kode_barcode);
    expect(missingCodes).not.toContain(moved);
    expect(missingCodes).not.toContain(movedUnscanned);
    for (const code of [moved, movedUnscanned]) expect(lineOf(data, code!)).toMatchObject({ state: 'LEFT', kode_gudang: 'UTAMA', kode_baki: 'B05', scanned_at: null });

    // the recorded header agrees with the answer, and the closed count reads the same later
    const header = await t.db.selectFrom('stock_opname').selectAll().where('no_opname', '=', no).executeTakeFirstOrThrow();
    expect(header).toMatchObject({ jumlah_sistem: expected.length, jumlah_found: 1, jumlah_missing: expected.length - 3 });
    const again = (await call('GET', `/api/stock-opname/${no}`, spv)).json().data;
    expect(again.left).toEqual(data.left);
    expect(lineOf(again, movedUnscanned!)).toMatchObject({ state: 'LEFT', kode_baki: 'B05' });
    // closing moved nothing: the items stay where the transfer put them
    expect(await t.db.selectFrom('stock_mutasi').select('id').where('no_ref', '=', no).execute()).toEqual([]);
    const now = await t.db.selectFrom('barang').select(['kode_baki']).where('kode_toko', '=', 'BDG').where('kode_barcode', 'in', [moved!, movedUnscanned!]).execute();
    expect(now.every((r) => r.kode_baki === 'B05')).toBe(true);
  });
});

describe('closing a tray count moves the stray pieces into the tray (issue 17 item 1)', () => {
  it('a count of the sample tray CT01 moves the READY piece of B02 into it, reports the melted one, keeps the ledger equal to the items', async () => {
    const inTray = await itemsIn('CT01');
    expect(inTray.length).toBeGreaterThanOrEqual(4);
    const [stray] = await itemsIn('B02');
    const melted = (await t.db.selectFrom('barang').select('kode_barcode').where('kode_toko', '=', 'BDG').where('status', '=', 'HANCUR').orderBy('kode_barcode').executeTakeFirstOrThrow()).kode_barcode;
    const start = await call('POST', '/api/stock-opname', spv, { kode_gudang: 'CONTOH', kode_baki: 'CT01' });
    expect(start.statusCode).toBe(200);
    const no = start.json().data.no_opname as string;
    for (const code of inTray.slice(0, 3)) expect((await call('POST', `/api/stock-opname/${no}/scan`, spv, { kode_barcode: code })).json().message).toBe('Barang Ditemukan');
    for (const code of [stray!, melted]) expect((await call('POST', `/api/stock-opname/${no}/scan`, spv, { kode_barcode: code })).json().message).toBe('Barang Tidak Seharusnya Di Tempat Ini');
    expect((await call('POST', `/api/stock-opname/${no}/scan`, spv, { kode_barcode: 'TIDAK-ADA-CT' })).json().message).toBe('Barcode Tidak Terdaftar');
    const mutasi = await count('stock_mutasi');

    const close = await call('POST', `/api/stock-opname/${no}/close`, spv, {});
    expect(close.statusCode).toBe(200);
    expect(close.json().message).toBe(`Stock Opname Berhasil Ditutup. 1 barang dipindahkan ke baki CT01. Tidak dipindahkan: ${melted} (HANCUR)`);
    const data = close.json().data;
    expect(data).toMatchObject({ status: 'CLOSED', jumlah_dipindah: 1 });
    expect(data.found.jumlah).toBe(3);
    expect(data.missing.jumlah).toBe(inTray.length - 3);
    const lineOf = (code: string) => data.detail.find((l: { kode_barcode: string }) => l.kode_barcode === code);
    expect(lineOf(stray!)).toMatchObject({ state: 'UNEXPECTED', dipindah: true });
    expect(lineOf(melted)).toMatchObject({ state: 'UNEXPECTED', dipindah: false, status_barang: 'HANCUR' });

    // the piece is where it was counted, still for sale; the melted one did not move
    const item = await t.db.selectFrom('barang').select(['kode_gudang', 'kode_baki', 'status']).where('kode_toko', '=', 'BDG').where('kode_barcode', '=', stray!).executeTakeFirstOrThrow();
    expect(item).toEqual({ kode_gudang: 'CONTOH', kode_baki: 'CT01', status: 'READY' });
    expect((await t.db.selectFrom('barang').select('status').where('kode_toko', '=', 'BDG').where('kode_barcode', '=', melted).executeTakeFirstOrThrow()).status).toBe('HANCUR');
    const rows = await t.db.selectFrom('stock_mutasi').selectAll().where('no_ref', '=', no).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ jenis: 'OPNAME', kode_barcode: stray, dari_gudang: 'UTAMA', dari_baki: 'B02', ke_gudang: 'CONTOH', ke_baki: 'CT01', input_by: 'SPVBDG' });
    expect(await count('stock_mutasi')).toBe(mutasi + 1);

    // the saldo of both trays follows the move
    const saldo = await call('GET', '/api/barang/saldo', owner);
    const akhir = (baki: string) => saldo.json().data.baki.find((b: { kode_baki: string }) => b.kode_baki === baki).akhir;
    for (const baki of ['B02', 'CT01']) {
      const inDb = await trayInDb(baki);
      expect(akhir(baki).qty).toBe(inDb.qty);
      expect(Math.round(akhir(baki).berat * 1000)).toBe(inDb.mg);
    }
    expect((await trayInDb('CT01')).qty).toBe(inTray.length + 1);
  });

  it('a whole-warehouse count moves nothing: there is no one tray to move to', async () => {
    const [stray] = await itemsIn('B03');
    const start = await call('POST', '/api/stock-opname', spv, { kode_gudang: 'CONTOH' });
    expect(start.statusCode).toBe(200);
    const no = start.json().data.no_opname as string;
    expect((await call('POST', `/api/stock-opname/${no}/scan`, spv, { kode_barcode: stray })).statusCode).toBe(200);
    const close = await call('POST', `/api/stock-opname/${no}/close`, spv, {});
    expect(close.statusCode).toBe(200);
    expect(close.json().message).toBe('Stock Opname Berhasil Ditutup');
    expect(close.json().data.jumlah_dipindah).toBe(0);
    expect(await t.db.selectFrom('stock_mutasi').select('id').where('no_ref', '=', no).execute()).toEqual([]);
  });
});
