import { parseWeightToMg, PRESENT_STATUSES } from '@emas/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
/** OWNER at head office PST (sends goods) */
let pusat: Record<string, string>;
/** SPVBDG: supervisor of BDG (receives, resolves problem invoices) */
let spv: Record<string, string>;
let kasirBdg: Record<string, string>;
let kasirSby: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  pusat = t.bearer(await t.login('OWNER'));
  spv = t.bearer(await t.login('SPVBDG'));
  kasirBdg = t.bearer(await t.login('KASIRBDG'));
  kasirSby = t.bearer(await t.login('KASIRSBY'));
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const mg = (value: string | number) => parseWeightToMg(value)!;

/** Every table receiving writes, and the document counters: equal before and after a refused call. */
async function snapshot() {
  const n = async (table: 'barang' | 'stock_mutasi' | 'kirim_barang' | 'kirim_barang_scan' | 'penerimaan_barang' | 'faktur_bermasalah') =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return {
    barang: await n('barang'),
    mutasi: await n('stock_mutasi'),
    kirim: await n('kirim_barang'),
    scan: await n('kirim_barang_scan'),
    terima: await n('penerimaan_barang'),
    faktur: await n('faktur_bermasalah'),
    statuses: await t.db.selectFrom('barang').select(['kode_toko', 'kode_barcode', 'status', 'kode_baki']).orderBy('kode_toko').orderBy('kode_barcode').execute(),
    kirimStatus: await t.db.selectFrom('kirim_barang').select(['no_kirim', 'status', 'no_terima']).orderBy('no_kirim').execute(),
    counters: await t.db.selectFrom('nomor_dokumen').select(['kode_toko', 'jenis', 'nomor']).orderBy('kode_toko').orderBy('jenis').execute(),
  };
}

async function item(kodeToko: string, code: string) {
  return t.db.selectFrom('barang').selectAll().where('kode_toko', '=', kodeToko).where('kode_barcode', '=', code).executeTakeFirst();
}

async function ledgerOf(kodeToko: string, code: string) {
  return t.db.selectFrom('stock_mutasi').selectAll().where('kode_toko', '=', kodeToko).where('kode_barcode', '=', code).orderBy('id').execute();
}

/** Items physically in a store per tray, from the items themselves, against the ledger's closing balance through the API. */
async function expectBalanced(kodeToko: string) {
  const present = await sql<{ kode_baki: string; qty: number; berat: string }>`
    select kode_baki, sum(jumlah)::int as qty, sum(jumlah * berat)::text as berat from barang
     where kode_toko = ${kodeToko} and status in (${sql.join([...PRESENT_STATUSES])})
     group by kode_baki having sum(jumlah) <> 0 order by kode_baki`.execute(t.db);
  const res = await call('GET', '/api/barang/saldo', { ...pusat, 'x-kode-toko': kodeToko });
  const closing = (res.json().data.baki as { kode_baki: string; akhir: { qty: number; berat: number } }[])
    .filter((b) => b.akhir.qty !== 0)
    .map((b) => ({ kode_baki: b.kode_baki, qty: b.akhir.qty, mg: Math.round(b.akhir.berat * 1000) }));
  const byTray = (a: { kode_baki: string }, b: { kode_baki: string }) => (a.kode_baki < b.kode_baki ? -1 : a.kode_baki > b.kode_baki ? 1 : 0);
  expect(closing.sort(byTray)).toEqual(present.rows.map((r) => ({ kode_baki: r.kode_baki, qty: r.qty, mg: mg(r.berat) })).sort(byTray));
}

let shipment = '';
let codes: string[] = [];
let receiptA = '';
let seeded = '';

describe('shipments from head office', () => {
  it('the demo seed leaves one pending shipment of 5 items to BDG and one to SBY', async () => {
    const bdg = await call('GET', '/api/kirim-barang/unreceive/list-no-kirim', spv);
    expect(bdg.statusCode).toBe(200);
    expect(bdg.json().data).toHaveLength(1);
    expect(bdg.json().data[0]).toMatchObject({ jenis: 'TOKO', kode_toko_asal: 'PST', kode_toko_tujuan: 'BDG', status: 'PENDING', total_qty: 5 });
    seeded = bdg.json().data[0].no_kirim;
    const sby = await call('GET', '/api/kirim-barang/unreceive/list-no-kirim', kasirSby);
    expect(sby.json().data).toMatchObject([{ kode_toko_tujuan: 'SBY', total_qty: 3 }]);
    // the sender's items stay in PST with status KIRIM, out of its stock
    const detail = await call('GET', `/api/kirimbarang/get/nokirim/${seeded}`, spv);
    expect(detail.json().data.detail).toHaveLength(5);
    for (const line of detail.json().data.detail) expect((await item('PST', line.kode_barcode))?.status).toBe('KIRIM');
  });

  it('sends items of PST to BDG: ledger KIRIM in PST, a pending shipment at BDG', async () => {
    codes = [];
    for (const [nama, berat] of [
      ['CINCIN UJI KIRIM SATU', '2.000'],
      ['CINCIN UJI KIRIM DUA', '3.500'],
      ['CINCIN UJI KIRIM TIGA', '1.250'],
    ] as const) {
      const res = await call('POST', '/api/barang', pusat, { kode_group: 'P17', kode_dept: 'CC', kode_baki: 'B01', nama_barang: nama, berat });
      expect(res.statusCode).toBe(200);
      codes.push(res.json().data.kode_barcode);
    }
    const res = await call('POST', '/api/kirim-barang', pusat, { kode_toko_tujuan: 'bdg', kode_barcode: codes, keterangan: 'uji' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: 'Kirim Barang Berhasil' });
    const data = res.json().data;
    shipment = data.no_kirim;
    expect(shipment).toMatch(/^KR-PST-\d{6}-\d{6}$/);
    expect(data).toMatchObject({ status: 'PENDING', kode_toko_asal: 'PST', kode_toko_tujuan: 'BDG', total_qty: 3, total_berat: 6.75 });
    for (const code of codes) {
      expect((await item('PST', code))?.status).toBe('KIRIM');
      expect((await ledgerOf('PST', code)).at(-1)).toMatchObject({ jenis: 'KIRIM', no_ref: shipment, ke_baki: null, dari_baki: 'B01' });
    }
    await expectBalanced('PST');
    const list = await call('GET', '/api/kirim-barang/unreceive/list-no-kirim', spv);
    expect(list.json().data.map((r: { no_kirim: string }) => r.no_kirim)).toContain(shipment);
  });

  it('refuses a cashier of a branch, an item not READY, and the own store; nothing written', async () => {
    const before = await snapshot();
    const kasir = await call('POST', '/api/kirim-barang', kasirBdg, { kode_toko_tujuan: 'SBY', kode_barcode: ['BDG0000001'] });
    expect(kasir.statusCode).toBe(403);
    expect(kasir.json().message).toBe('Hanya kantor pusat, supervisor atau owner yang dapat mengirim barang');
    const again = await call('POST', '/api/kirim-barang', pusat, { kode_toko_tujuan: 'SBY', kode_barcode: [codes[0]] });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(`Barcode ${codes[0]} tidak dapat dikirim karena status KIRIM`);
    const self = await call('POST', '/api/kirim-barang', pusat, { kode_toko_tujuan: 'PST', kode_barcode: [codes[0]] });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('Toko tujuan tidak boleh toko sendiri');
    expect(await snapshot()).toEqual(before);
  });

  it('shows a shipment only to its two stores', async () => {
    expect((await call('GET', `/api/kirimbarang/get/nokirim/${shipment}`, kasirBdg)).statusCode).toBe(200);
    const sby = await call('GET', `/api/kirimbarang/get/nokirim/${shipment}`, kasirSby);
    expect(sby.statusCode).toBe(404);
    expect(sby.json().message).toBe(`No Kirim ${shipment} tidak ditemukan`);
    // spec 001 §7: without a number the call answers the list of transfer numbers of the store (sent or received)
    const bdgList = await call('GET', '/api/kirimbarang/get/nokirim', spv);
    expect(bdgList.statusCode).toBe(200);
    expect(bdgList.json().status).toBe('success');
    const bdgNos = bdgList.json().data.map((r: { no_kirim: string }) => r.no_kirim);
    expect(bdgNos).toEqual(expect.arrayContaining([shipment, seeded]));
    expect(bdgList.json().data.every((r: { kode_toko_asal: string; kode_toko_tujuan: string }) => r.kode_toko_asal === 'BDG' || r.kode_toko_tujuan === 'BDG')).toBe(true);
    const sbyList = await call('GET', '/api/kirimbarang/get/nokirim', kasirSby);
    expect(sbyList.json().data.map((r: { no_kirim: string }) => r.no_kirim)).not.toContain(shipment);
    const pending = await call('GET', '/api/kirim-barang/unreceive/list-no-kirim', spv);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data.map((r: { no_kirim: string }) => r.no_kirim)).toContain(shipment);
  });
});

describe('stock opname penerimaan (box count)', () => {
  it('counts found, missing and unexpected barcodes, kept on the server', async () => {
    const first = await call('POST', '/api/stock-opname-penerimaan/scan', spv, { no_kirim: shipment, kode_barcode: codes[0] });
    expect(first.statusCode).toBe(200);
    await call('POST', '/api/stock-opname-penerimaan/scan', spv, { no_kirim: shipment, kode_barcode: codes[1]!.toLowerCase() });
    const extra = await call('POST', '/api/stock-opname-penerimaan/scan', kasirBdg, { no_kirim: shipment, kode_barcode: 'LAIN-001' });
    expect(extra.json().data).toMatchObject({ jumlah_ditemukan: 2, jumlah_tidak_ada: 1, jumlah_tidak_terdaftar: 1 });
    expect(extra.json().data.tidak_ada).toEqual([{ kode_barcode: codes[2], nama_barang: 'CINCIN UJI KIRIM TIGA', berat: 1.25 }]);
    const twice = await call('POST', '/api/stock-opname-penerimaan/scan', spv, { no_kirim: shipment, kode_barcode: codes[0] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(`Barcode ${codes[0]} sudah discan`);
    const state = await call('GET', `/api/stock-opname-penerimaan?no_kirim=${shipment}`, spv);
    expect(state.json().data.ditemukan.map((r: { kode_barcode: string }) => r.kode_barcode)).toEqual([codes[0], codes[1]]);
    // SBY cannot count BDG's box
    const sby = await call('POST', '/api/stock-opname-penerimaan/scan', kasirSby, { no_kirim: shipment, kode_barcode: 'X1' });
    expect(sby.statusCode).toBe(404);
  });
});

describe('penerimaan barang', () => {
  it('refuses another store and a bad tray, writing nothing', async () => {
    const before = await snapshot();
    const sby = await call('POST', '/api/penerimaan-barang', kasirSby, { no_kirim: shipment, kode_baki: 'B01' });
    expect(sby.statusCode).toBe(404);
    expect(sby.json().message).toBe(`No Kirim ${shipment} tidak ditemukan`);
    // texts built from values carry their template code and values (the web shows them in the picked language)
    expect(sby.json()).toMatchObject({ code: 'shipments.kirimNotFound', params: { noKirim: shipment } });
    const tray = await call('POST', '/api/penerimaan-barang', spv, { no_kirim: shipment, kode_gudang: 'UTAMA', kode_baki: 'HC01' });
    expect(tray.statusCode).toBe(400);
    expect(tray.json().message).toBe('Baki HC01 tidak berada di Gudang UTAMA');
    expect(tray.json()).toMatchObject({ code: 'stockItems.trayOutsideWarehouse', params: { kodeBaki: 'HC01', kodeGudang: 'UTAMA' } });
    const melting = await call('POST', '/api/penerimaan-barang', spv, { no_kirim: shipment, kode_baki: 'HC01' });
    expect(melting.statusCode).toBe(400);
    const notShipped = await call('POST', '/api/penerimaan-barang', spv, { no_kirim: shipment, kode_baki: 'B01', detail: [{ kode_barcode: codes[2], berat: '1.000' }] });
    expect(notShipped.statusCode).toBe(400);
    expect(notShipped.json().message).toBe(`Barcode ${codes[2]} tidak ada di pengiriman ${shipment}`);
    expect(await snapshot()).toEqual(before);
  });

  it('receives the items found into the tray (TERIMA), and records the missing, unexpected and weight difference', async () => {
    const res = await call('POST', '/api/penerimaan-barang', spv, {
      no_kirim: shipment,
      kode_gudang: 'UTAMA',
      kode_baki: 'B01',
      detail: [{ kode_barcode: codes[1], berat: '3,450' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Penerimaan Barang Berhasil');
    const data = res.json().data;
    receiptA = data.no_terima;
    expect(receiptA).toMatch(/^TR-BDG-\d{6}-\d{6}$/);
    expect(data).toMatchObject({ no_kirim: shipment, status: 'DITERIMA', kode_baki: 'B01', total_qty: 2, total_berat: 5.45, nama_pengirim: 'EMAS SEJAHTERA PUSAT' });
    expect(data.no_faktur_bermasalah).toMatch(/^FB-BDG-/);
    for (const code of [codes[0]!, codes[1]!]) {
      expect(await item('BDG', code)).toMatchObject({ status: 'READY', kode_gudang: 'UTAMA', kode_baki: 'B01' });
      expect(await ledgerOf('BDG', code)).toMatchObject([{ jenis: 'TERIMA', no_ref: receiptA, ke_baki: 'B01', dari_baki: null }]);
      expect((await item('PST', code))?.status).toBe('KIRIM');
    }
    expect((await item('BDG', codes[1]!))?.berat).toBe('3.450');
    expect(await item('BDG', codes[2]!)).toBeUndefined();
    await expectBalanced('BDG');

    const faktur = await call('GET', '/api/faktur-bermasalah?status=OPEN', spv);
    expect(faktur.statusCode).toBe(200);
    const row = faktur.json().data.find((f: { no_terima: string }) => f.no_terima === receiptA);
    expect(row).toMatchObject({ no_kirim: shipment, kode_toko_asal: 'PST', status: 'OPEN', jumlah_tidak_ada: 1, jumlah_tidak_terdaftar: 1, jumlah_selisih_berat: 1 });
    expect(row.detail).toEqual([
      { kode_barcode: codes[2], nama_barang: 'CINCIN UJI KIRIM TIGA', jenis: 'TIDAK_ADA', berat_kirim: 1.25, berat_terima: 0 },
      { kode_barcode: 'LAIN-001', nama_barang: '', jenis: 'TIDAK_TERDAFTAR', berat_kirim: 0, berat_terima: 0 },
      { kode_barcode: codes[1], nama_barang: 'CINCIN UJI KIRIM DUA', jenis: 'SELISIH_BERAT', berat_kirim: 3.5, berat_terima: 3.45 },
    ]);
    const shipped = await call('GET', `/api/kirimbarang/get/nokirim/${shipment}`, spv);
    expect(shipped.json().data).toMatchObject({ status: 'DITERIMA', no_terima: receiptA });
    expect(shipped.json().data.detail.map((d: { status_terima: string }) => d.status_terima)).toEqual(['DITERIMA', 'DITERIMA', 'TIDAK_ADA']);
  });

  it('refuses to receive twice, with a clear message and nothing written', async () => {
    const before = await snapshot();
    const res = await call('POST', '/api/penerimaan-barang', spv, { no_kirim: shipment, kode_baki: 'B02' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: `No Kirim ${shipment} sudah diterima dengan No Terima ${receiptA}` });
    expect(res.json()).toMatchObject({ code: 'shipments.alreadyReceivedAs', params: { noKirim: shipment, noTerima: receiptA } });
    const scan = await call('POST', '/api/stock-opname-penerimaan/scan', spv, { no_kirim: shipment, kode_barcode: codes[2] });
    expect(scan.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('receives a shipment without a count in full, with no problem invoice', async () => {
    const res = await call('POST', '/api/penerimaan-barang', kasirBdg, { no_kirim: seeded, kode_baki: 'B02' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ total_qty: 5, no_faktur_bermasalah: null, kode_gudang: 'UTAMA' });
    expect(res.json().data.detail).toHaveLength(5);
    await expectBalanced('BDG');
  });

  it('receives a supplier delivery with generated barcodes', async () => {
    const res = await call('POST', '/api/penerimaan-barang/supplier', spv, {
      // the demo has SUPPLIER_BARANG_MODULE on: the supplier of the master, and the delivery's cost per gram
      kode_supplier: 'sp01',
      harga_per_gram: 1_150_000,
      no_faktur_supplier: 'inv-77',
      kode_baki: 'B03',
      barang: [
        { nama_barang: 'gelang supplier uji satu', kode_group: 'p17', kode_dept: 'gl', berat: '5.5' },
        { nama_barang: 'gelang supplier uji dua', kode_group: 'p17', kode_dept: 'gl', berat: '4.25', ongkos: 50000 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ jenis: 'SUPPLIER', nama_pengirim: 'PT SUMBER EMAS MURNI', total_qty: 2, total_berat: 9.75, kode_toko_asal: null });
    for (const line of data.detail) {
      expect(line.kode_barcode).toMatch(/^BDG\d{7}$/);
      expect(await ledgerOf('BDG', line.kode_barcode)).toMatchObject([{ jenis: 'TERIMA', no_ref: data.no_terima }]);
    }
    const bad = await call('POST', '/api/penerimaan-barang/supplier', spv, { kode_supplier: 'SP01', harga_per_gram: 1000, no_faktur_supplier: 'X', kode_baki: 'B03', barang: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Data Barang Tidak Boleh Kosong');
    // undo: the items leave again and the delivery is cancelled
    const undo = await call('POST', '/api/penerimaan-barang/batal', spv, { no_terima: data.no_terima, alasan: 'salah input' });
    expect(undo.statusCode).toBe(200);
    const kirim = await t.db.selectFrom('kirim_barang').select('status').where('no_kirim', '=', data.no_kirim).executeTakeFirstOrThrow();
    expect(kirim.status).toBe('BATAL');
    await expectBalanced('BDG');
  });
});

describe('faktur bermasalah', () => {
  it('a supervisor resolves a problem invoice with a note; a cashier may not', async () => {
    const [row] = (await call('GET', '/api/faktur-bermasalah', spv)).json().data;
    const before = await snapshot();
    const kasir = await call('POST', `/api/faktur-bermasalah/${row.no_faktur}/selesai`, kasirBdg, { catatan: 'ok' });
    expect(kasir.statusCode).toBe(403);
    expect(kasir.json().message).toBe('Hanya supervisor atau owner yang dapat menyelesaikan faktur bermasalah');
    const empty = await call('POST', `/api/faktur-bermasalah/${row.no_faktur}/selesai`, spv, { catatan: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Catatan Tidak Boleh Kosong');
    expect(await snapshot()).toEqual(before);
    const done = await call('POST', `/api/faktur-bermasalah/${row.no_faktur}/selesai`, spv, { catatan: 'Barang tertinggal di pusat, dikirim besok' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'SELESAI', selesai_by: 'SPVBDG', catatan: 'Barang tertinggal di pusat, dikirim besok' });
    const again = await call('POST', `/api/faktur-bermasalah/${row.no_faktur}/selesai`, spv, { catatan: 'lagi' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(`Faktur ${row.no_faktur} sudah diselesaikan`);
    expect((await call('GET', '/api/faktur-bermasalah?status=OPEN', spv)).json().data).toHaveLength(0);
    expect((await call('GET', '/api/faktur-bermasalah?status=SELESAI', spv)).json().data).toHaveLength(1);
  });
});

describe('batal penerimaan barang', () => {
  it('refuses an undo when an item received has moved, naming it; nothing written', async () => {
    const receipt = (await t.db.selectFrom('penerimaan_barang').select('no_terima').where('no_kirim', '=', seeded).executeTakeFirstOrThrow()).no_terima;
    const line = (await call('GET', `/api/kirimbarang/get/nokirim/${seeded}`, spv)).json().data.detail[0];
    const moved = await call('POST', '/api/pindah-barang', spv, { kode_barcode: [line.kode_barcode], kode_baki: 'B03' });
    expect(moved.statusCode).toBe(200);
    const before = await snapshot();
    const res = await call('POST', '/api/penerimaan-barang/batal', spv, { no_terima: receipt, alasan: 'salah' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Barang ${line.kode_barcode} sudah dipindah dari baki B02, penerimaan tidak dapat dibatalkan`);
    expect(await snapshot()).toEqual(before);
  });

  it('undoes a receipt of the same day: items out with BATAL_TERIMA, the shipment pending again, and it can be received again', async () => {
    const res = await call('POST', '/api/penerimaan-barang/batal', spv, { no_terima: receiptA, alasan: 'baki salah' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Penerimaan Barang Berhasil Dibatalkan', data: { status: 'BATAL', alasan_batal: 'baki salah' } });
    for (const code of [codes[0]!, codes[1]!]) {
      expect((await item('BDG', code))?.status).toBe('KIRIM');
      expect((await ledgerOf('BDG', code)).map((r) => [r.jenis, r.no_ref, r.dari_baki, r.ke_baki])).toEqual([
        ['TERIMA', receiptA, null, 'B01'],
        ['BATAL_TERIMA', receiptA, 'B01', null],
      ]);
    }
    await expectBalanced('BDG');
    const pending = await call('GET', '/api/kirim-barang/unreceive/list-no-kirim', spv);
    expect(pending.json().data.find((r: { no_kirim: string }) => r.no_kirim === shipment)).toMatchObject({ status: 'PENDING', no_terima: null });
    const twice = await call('POST', '/api/penerimaan-barang/batal', spv, { no_terima: receiptA, alasan: 'lagi' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(`No Terima ${receiptA} sudah dibatalkan`);

    // received again (the count is kept): the same items come back in with TERIMA
    const again = await call('POST', '/api/penerimaan-barang', spv, { no_kirim: shipment, kode_baki: 'B02' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.total_qty).toBe(2);
    expect(await item('BDG', codes[0]!)).toMatchObject({ status: 'READY', kode_baki: 'B02' });
    expect((await ledgerOf('BDG', codes[0]!)).at(-1)).toMatchObject({ jenis: 'TERIMA', no_ref: again.json().data.no_terima, ke_baki: 'B02' });
    await expectBalanced('BDG');
  });

  it('refuses an undo of an earlier business date and an unknown number', async () => {
    const receipt = (await call('GET', '/api/penerimaan-barang', spv)).json().data.find((r: { status: string; no_kirim: string }) => r.status === 'DITERIMA' && r.no_kirim === shipment);
    const today = (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).tgl_system;
    await sql`update toko set tgl_system = tgl_system + 1 where kode_toko = 'BDG'`.execute(t.db);
    try {
      const before = await snapshot();
      const res = await call('POST', '/api/penerimaan-barang/batal', spv, { no_terima: receipt.no_terima, alasan: 'kemarin' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Penerimaan barang tanggal sebelumnya tidak dapat dibatalkan');
      expect(await snapshot()).toEqual(before);
    } finally {
      await t.db.updateTable('toko').set({ tgl_system: today }).where('kode_toko', '=', 'BDG').execute();
    }
    const unknown = await call('POST', '/api/penerimaan-barang/batal', spv, { no_terima: 'TR-BDG-000000-000999', alasan: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No Terima Tidak Ditemukan');
    const sby = await call('POST', '/api/penerimaan-barang/batal', kasirSby, { no_terima: receipt.no_terima, alasan: 'x' });
    expect(sby.statusCode).toBe(404);
  });
});
