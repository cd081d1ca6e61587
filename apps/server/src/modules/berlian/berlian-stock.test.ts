import { BERLIAN_MESSAGES, BERLIAN_STOCK_MESSAGES } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let spv: Record<string, string>;
let kasirSby: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  spv = t.bearer(await t.login('SPVBDG'));
  kasirSby = t.bearer(await t.login('KASIRSBY'));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const centre = { jenis_batu: 'diamond', jumlah: 1, karat: '0.500', size: '5.1mm', kode_shape: 'rd', kode_color: 'g', kode_clarity: 'vs1', kode_cutgrade: 'ex', kode_polish: 'ex', kode_symmetry: 'vg', kode_fluorescence: 'non' };
const sides = { jenis_batu: 'diamond', jumlah: 12, karat: '0.120', size: '1.0mm', kode_shape: 'RD', kode_color: 'G', kode_clarity: 'VS1' };
const ring = (nama: string, no: string, extra: object = {}) => ({
  nama_barang: nama,
  kode_group: 'P17',
  kode_dept: 'CB',
  berat: '3.500',
  kadar: '75',
  harga_modal: 24_000_000,
  batu: [centre, sides],
  lab_sertifikat: 'GIA',
  no_sertifikat: no,
  ...extra,
});
const receipt = (barang: object[], extra: object = {}) => ({ kode_supplier: 'dj01', no_faktur_supplier: 'inv-brl-1', kode_baki: 'B03', barang, ...extra });
const counts = async () => ({
  barang: Number((await t.db.selectFrom('barang').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  batu: Number((await t.db.selectFrom('item_batu').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  cert: Number((await t.db.selectFrom('item_sertifikat').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
});

let codes: string[] = [];

describe('receiving diamond pieces from a diamond supplier', () => {
  it('receives two rings with their cost, stones and certificates in one receipt', async () => {
    const res = await call('POST', '/api/penerimaan-barang/berlian', spv, receipt([ring('cincin berlian uji satu', 'gia-1001'), ring('cincin berlian uji dua', 'GIA-1002')]));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(res.json().message).toBe(BERLIAN_STOCK_MESSAGES.received);
    expect(data).toMatchObject({ jenis: 'SUPPLIER', nama_pengirim: 'PT BERLIAN NUSANTARA', total_qty: 2 });
    codes = data.detail.map((d: { kode_barcode: string }) => d.kode_barcode);
    const stones = (await call('GET', `/api/barang/${codes[0]}/batu`, spv)).json().data;
    expect(stones).toMatchObject({ total_karat: 0.62, berat: '3.500', berat_batu: '0.124', berat_emas: '3.376', sertifikat: { lab_sertifikat: 'GIA', no_sertifikat: 'GIA-1001' } });
    expect(stones.batu[0]).toMatchObject({ jumlah: 1, karat: 0.5, kode_color: 'G', kode_clarity: 'VS1', kode_cutgrade: 'EX', kode_fluorescence: 'NON' });
    const cost = await t.db.selectFrom('item_berlian').selectAll().where('kode_barcode', 'in', codes).orderBy('kode_barcode').execute();
    expect(cost.map((c) => [c.kode_supplier, Number(c.harga_modal), c.no_faktur_supplier])).toEqual([
      ['DJ01', 24_000_000, 'INV-BRL-1'],
      ['DJ01', 24_000_000, 'INV-BRL-1'],
    ]);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await counts();
    const cases: [object, number, string][] = [
      [receipt([ring('cincin nol karat', 'GIA-2001', { batu: [{ ...centre, karat: '0' }] })]), 400, BERLIAN_MESSAGES.caratRequired],
      [receipt([ring('cincin grade asing', 'GIA-2002', { batu: [{ ...centre, kode_color: 'ZZ' }] })]), 400, 'Color ZZ tidak terdaftar'],
      [receipt([ring('cincin sertifikat ganda', 'GIA-1001')]), 400, BERLIAN_MESSAGES.certificateDuplicate],
      [receipt([ring('cincin a', 'GIA-3001'), ring('cincin b', 'GIA-3001')]), 400, BERLIAN_STOCK_MESSAGES.certificateTwice],
      [receipt([ring('cincin supplier asing', 'GIA-2003')], { kode_supplier: 'XX9' }), 400, 'Supplier Berlian XX9 tidak terdaftar'],
      [receipt([ring('cincin tanpa modal', 'GIA-2004', { harga_modal: 0 })]), 400, BERLIAN_STOCK_MESSAGES.modalRequired],
      [receipt([ring('cincin bukan berlian', 'GIA-2005', { kode_dept: 'GL' })]), 400, BERLIAN_MESSAGES.notDiamondItem],
      [receipt([ring('cincin batu berat', 'GIA-2006', { berat: '0.100' })]), 400, BERLIAN_MESSAGES.stonesOverGross],
    ];
    for (const [payload, status, message] of cases) {
      const res = await call('POST', '/api/penerimaan-barang/berlian', spv, payload);
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a diamond receipt with the module off', async () => {
    await t.db.updateTable('para_module').set({ aktif: false }).where('kode_toko', '=', 'BDG').where('key', '=', 'BERLIAN_MODULE').execute();
    try {
      const res = await call('POST', '/api/penerimaan-barang/berlian', spv, receipt([ring('cincin modul mati', 'GIA-4001')]));
      expect(res.statusCode).toBe(403);
    } finally {
      await t.db.updateTable('para_module').set({ aktif: true }).where('kode_toko', '=', 'BDG').where('key', '=', 'BERLIAN_MODULE').execute();
    }
  });
});

describe('stones follow a piece between stores', () => {
  it('moves the stones, certificate and cost with a shipment to another store', async () => {
    const sent = await call('POST', '/api/kirim-barang', spv, { kode_toko_tujuan: 'SBY', kode_barcode: [codes[1]], keterangan: 'uji berlian' });
    expect(sent.statusCode, sent.body).toBe(200);
    const got = await call('POST', '/api/penerimaan-barang', kasirSby, { no_kirim: sent.json().data.no_kirim, kode_baki: 'B01' });
    expect(got.statusCode, got.body).toBe(200);
    const there = (await call('GET', `/api/barang/${codes[1]}/batu`, kasirSby)).json().data;
    expect(there).toMatchObject({ total_karat: 0.62, sertifikat: { lab_sertifikat: 'GIA', no_sertifikat: 'GIA-1002' } });
    expect(there.batu).toHaveLength(2);
    const cert = await t.db.selectFrom('item_sertifikat').select('kode_toko').where('no_sertifikat', '=', 'GIA-1002').execute();
    expect(cert).toEqual([{ kode_toko: 'SBY' }]);
    const cost = await t.db.selectFrom('item_berlian').select(['kode_toko', 'harga_modal']).where('kode_barcode', '=', codes[1]!).orderBy('kode_toko').execute();
    expect(cost.map((c) => c.kode_toko)).toEqual(['BDG', 'SBY']);
  });
});

describe('Laporan Buku Berlian', () => {
  it('lists each diamond piece with its stones, certificate, cost and life, filtered', async () => {
    const tgl = (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).tgl_system;
    const url = `/api/laporan/buku-berlian?tgl_awal=${tgl}&tgl_akhir=${tgl}`;
    const res = await call('GET', `${url}&filter=ALL&kode_supplier=DJ01`, spv);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { kode_barcode: string; status: string; total_karat: number; harga_modal: number; no_sertifikat: string; ringkasan_batu: string; riwayat: string }[];
    const mine = rows.filter((r) => codes.includes(r.kode_barcode));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ status: 'READY', total_karat: 0.62, harga_modal: 24_000_000, no_sertifikat: 'GIA-1001', ringkasan_batu: '1 DIAMOND 0.500ct G/VS1; 12 DIAMOND 0.120ct G/VS1' });
    expect(mine[0]!.riwayat).toContain('BDG TERIMA');
    expect(mine[1]).toMatchObject({ status: 'KIRIM' });
    expect(mine[1]!.riwayat).toMatch(/BDG TERIMA.*BDG KIRIM.*SBY TERIMA/);
    const ready = (await call('GET', `${url}&filter=READY`, spv)).json().data as { kode_barcode: string }[];
    expect(ready.map((r) => r.kode_barcode)).toContain(codes[0]);
    expect(ready.map((r) => r.kode_barcode)).not.toContain(codes[1]);
    const other = (await call('GET', `${url}&filter=ALL&kode_supplier=DJ02`, spv)).json().data as { kode_barcode: string }[];
    expect(other.filter((r) => codes.includes(r.kode_barcode))).toEqual([]);
    expect((await call('GET', `/api/laporan/buku-berlian?tgl_awal=${tgl}&tgl_akhir=${tgl}&filter=NOPE`, spv)).statusCode).toBe(400);
  });

  it('is refused with the module off', async () => {
    await t.db.updateTable('para_module').set({ aktif: false }).where('kode_toko', '=', 'BDG').where('key', '=', 'BERLIAN_MODULE').execute();
    try {
      expect((await call('GET', '/api/laporan/buku-berlian?filter=ALL', spv)).statusCode).toBe(403);
    } finally {
      await t.db.updateTable('para_module').set({ aktif: true }).where('kode_toko', '=', 'BDG').where('key', '=', 'BERLIAN_MODULE').execute();
    }
  });
});

describe('labels and stock reports', () => {
  it('answers the carats, colour and clarity of the main stone for labels; plain pieces are left out', async () => {
    const res = await call('GET', `/api/barang-batu/ringkasan?kode_barcode=${codes[0]},BDG0000001`, spv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([{ kode_barcode: codes[0], total_karat: 0.62, kode_color: 'G', kode_clarity: 'VS1' }]);
    expect((await call('GET', '/api/barang-batu/ringkasan?kode_barcode=', spv)).statusCode).toBe(400);
  });

  it('adds the carats to Laporan Barang Detail', async () => {
    const res = await call('GET', '/api/laporan/barang-detail?filter=READY&sort_by=kode_barcode&kode_dept=CB', spv);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { kode_barcode: string; karat: string }[];
    expect(rows.find((r) => r.kode_barcode === codes[0])).toMatchObject({ karat: '0.620' });
    const plain = (await call('GET', '/api/laporan/barang-detail?filter=READY&sort_by=kode_barcode&kode_dept=GL', spv)).json().data as { karat: string }[];
    expect(plain.length).toBeGreaterThan(0);
    expect(new Set(plain.map((r) => r.karat))).toEqual(new Set(['0.000']));
  });

  it('adds the carats to the stock position reports: Analisis Harga Barang per piece, Kelompok Barang per name and size', async () => {
    const analisis = await call('GET', '/api/barang/laporan-analisis-harga-barang?kode_dept=CB&sort_by=HARGA_MAX', spv);
    expect(analisis.statusCode, analisis.body).toBe(200);
    expect((analisis.json().data as { kode_barcode: string; karat: string }[]).find((r) => r.kode_barcode === codes[0])).toMatchObject({ karat: '0.620' });
    const piece = await t.db.selectFrom('barang').select(['nama_barang', 'size']).where('kode_toko', '=', 'BDG').where('kode_barcode', '=', codes[0]!).executeTakeFirstOrThrow();
    const kelompok = await call('GET', `/api/reportbarang/kelompok-barang?${new URLSearchParams({ kode_dept: 'CB', group_by: 'NAMA BARANG DAN SIZE' })}`, spv);
    expect(kelompok.statusCode, kelompok.body).toBe(200);
    type Kelompok = { nama_barang: string; karat: string; detail: { size: string; karat: string }[] };
    const named = (kelompok.json().data as Kelompok[]).find((r) => r.nama_barang === piece.nama_barang)!;
    // the name's carats are the sum of its pieces' (exact, in thousandths), each size its own
    const carats = await t.db
      .selectFrom('item_batu as s')
      .innerJoin('barang as b', (j) => j.onRef('b.kode_toko', '=', 's.kode_toko').onRef('b.kode_barcode', '=', 's.kode_barcode'))
      .select((eb) => eb.fn.sum<string>('s.karat').as('k'))
      .where('b.kode_toko', '=', 'BDG')
      .where('b.status', '=', 'READY')
      .where('b.kode_dept', '=', 'CB')
      .where('b.nama_barang', '=', piece.nama_barang)
      .executeTakeFirstOrThrow();
    expect(Number(named.karat)).toBeCloseTo(Number(carats.k), 3);
    expect(named.karat).toMatch(/^\d+\.\d{3}$/);
    expect(named.detail.reduce((t, d) => t + Math.round(Number(d.karat) * 1000), 0)).toBe(Math.round(Number(named.karat) * 1000));
  });
});

/** One file as a browser's FormData sends it (field 'image'). */
function upload(contentType: string, bytes: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----emasBerlianBoundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="sertifikat"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('the certificate picture', () => {
  it('keeps a PDF of the certificate, refuses another kind of file, and serves it back', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const body = upload('application/pdf', pdf);
    const res = await t.app.inject({ method: 'POST', url: `/api/barang/${codes[0]}/sertifikat`, headers: { ...spv, ...body.headers }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.foto_sertifikat).toMatch(/^BDG\/SERTIFIKAT\/[0-9a-f]+\.pdf$/);
    const got = await call('GET', `/api/barang/${codes[0]}/sertifikat`, spv);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toContain('application/pdf');
    expect(got.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const bad = upload('text/plain', Buffer.from('bukan sertifikat'));
    const refused = await t.app.inject({ method: 'POST', url: `/api/barang/${codes[0]}/sertifikat`, headers: { ...spv, ...bad.headers }, payload: bad.payload });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(BERLIAN_STOCK_MESSAGES.certificateFileInvalid);
    // a piece without a certificate has nothing to attach it to
    const none = await t.app.inject({ method: 'POST', url: '/api/barang/BDG0000001/sertifikat', headers: { ...spv, ...body.headers }, payload: body.payload });
    expect(none.statusCode).toBe(404);
  });
});

describe('cancelling a diamond receipt', () => {
  it('frees the certificate numbers for a new receipt', async () => {
    const res = await call('POST', '/api/penerimaan-barang/berlian', spv, receipt([ring('cincin batal uji', 'IGI-5001')], { no_faktur_supplier: 'inv-brl-2' }));
    expect(res.statusCode).toBe(200);
    const undo = await call('POST', '/api/penerimaan-barang/batal', spv, { no_terima: res.json().data.no_terima, alasan: 'salah input' });
    expect(undo.statusCode, undo.body).toBe(200);
    const again = await call('POST', '/api/penerimaan-barang/berlian', spv, receipt([ring('cincin batal uji ulang', 'IGI-5001')], { no_faktur_supplier: 'inv-brl-3' }));
    expect(again.statusCode, again.body).toBe(200);
  });
});
