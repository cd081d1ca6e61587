import { BERLIAN_MASTERS, BERLIAN_MESSAGES, MESSAGES } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let kasir: Record<string, string>;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  kasir = t.bearer(await t.login('KASIRBDG'));
  owner = t.bearer(await t.login('OWNER'));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const setModule = (kodeToko: string, aktif: boolean) =>
  t.db.updateTable('para_module').set({ aktif }).where('kode_toko', '=', kodeToko).where('key', '=', 'BERLIAN_MODULE').execute();
const countGrid = async () => Number((await t.db.selectFrom('parameter_berlian').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

const READS = [...BERLIAN_MASTERS.map((m) => m.reads[0]!.path), 'jenis/get/berlian'];

describe('diamond reference reads (spec 001 §7)', () => {
  it('answers the nine reads of the diamond area with the store rows', async () => {
    expect(READS).toEqual(['batu-shape', 'batu-color', 'batu-clarity', 'batu-cutgrade', 'batu-polish', 'batu-symmetry', 'batu-fluorescence', 'supplier-berlian', 'parameter-berlian', 'jenis/get/berlian']);
    for (const path of READS) {
      const res = await call('GET', `/api/${path}`, kasir);
      expect(res.statusCode, path).toBe(200);
      const body = res.json();
      expect(body.status, path).toBe('success');
      expect(body.data.length, path).toBeGreaterThan(0);
      for (const row of body.data) expect(row.kode_toko, path).toBe('BDG');
    }
  });

  it('answers stone grades in trade order and the grid with carats as numbers', async () => {
    const color = (await call('GET', '/api/batu-color', kasir)).json().data;
    expect(color.slice(0, 3).map((r: { kode_color: string }) => r.kode_color)).toEqual(['D', 'E', 'F']);
    const grid = (await call('GET', '/api/parameter-berlian', kasir)).json().data;
    expect(grid.find((r: { kode_harga_berlian: string }) => r.kode_harga_berlian === 'RDGVS1-C')).toMatchObject({
      tgl_berlaku: '2020-01-01',
      kode_shape: 'RD',
      kode_color: 'G',
      kode_clarity: 'VS1',
      karat_dari: 0.5,
      karat_sampai: 0.699,
      harga_per_karat: 45_000_000,
      margin_persen: 15,
    });
  });

  it('lists only the diamond item types at jenis/get/berlian', async () => {
    const all = (await call('GET', '/api/jenis/get/all', kasir)).json().data as { kode_dept: string; kode_kategori: string }[];
    const diamond = (await call('GET', '/api/jenis/get/berlian', kasir)).json().data as { kode_dept: string; kode_kategori: string }[];
    expect(diamond.length).toBeLessThan(all.length);
    expect(diamond.map((r) => r.kode_kategori)).toEqual(diamond.map(() => 'BRL'));
    expect(diamond.map((r) => r.kode_dept)).toContain('CB');
  });

  it('refuses every diamond call with the module off (403), reads included, and serves them again when it is on', async () => {
    await setModule('BDG', false);
    try {
      for (const path of READS) {
        const res = await call('GET', `/api/${path}`, kasir);
        expect(res.statusCode, path).toBe(403);
        expect(res.json().message).toBe(MESSAGES.forbidden);
      }
      const write = await call('POST', '/api/parameter-berlian/create', { ...owner, 'x-kode-toko': 'BDG' }, {});
      expect(write.statusCode).toBe(403);
      // another store keeps its module
      expect((await call('GET', '/api/batu-shape', owner)).statusCode).toBe(200);
    } finally {
      await setModule('BDG', true);
    }
    expect((await call('GET', '/api/batu-shape', kasir)).statusCode).toBe(200);
  });
});

describe('stone masters and suppliers on the CRUD kit', () => {
  it('creates, edits and deletes a shape as the owner; a cashier may not write', async () => {
    expect((await call('POST', '/api/batu-shape/create', kasir, { kode_shape: 'CU', nama_shape: 'CUSHION' })).statusCode).toBe(403);
    const made = await call('POST', '/api/batu-shape/create', owner, { kode_shape: 'cu', nama_shape: 'cushion', urut: 8 });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ status: 'success', message: MESSAGES.dataAdded, data: { kode_shape: 'CU', nama_shape: 'CUSHION', urut: 8 } });
    const twice = await call('POST', '/api/batu-shape/create', owner, { kode_shape: 'CU', nama_shape: 'CUSHION' });
    // the kit answers a duplicate code 409 (a conflict with a stored row), as every master
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Kode Shape CU sudah terdaftar');
    expect((await call('PUT', '/api/batu-shape/update/CU', owner, { nama_shape: 'CUSHION MODIFIED' })).json().data.nama_shape).toBe('CUSHION MODIFIED');
    expect((await call('DELETE', '/api/batu-shape/delete/CU', owner)).statusCode).toBe(200);
  });

  it('keeps a diamond supplier with its phone checked', async () => {
    const bad = await call('POST', '/api/supplier-berlian/create', owner, { kode_supplier: 'DJ09', nama_supplier: 'PT KILAU', no_hp: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('No HP hanya boleh angka');
    const ok = await call('POST', '/api/supplier-berlian/create', owner, { kode_supplier: 'DJ09', nama_supplier: 'PT KILAU', no_hp: '0812345678' });
    expect(ok.statusCode).toBe(200);
  });
});

describe('parameter-berlian: the price grid', () => {
  const row = { kode_harga_berlian: 'RDFVS2-A', tgl_berlaku: '2025-06-01', kode_shape: 'RD', kode_color: 'F', kode_clarity: 'VS2', karat_dari: 0.3, karat_sampai: 0.499, harga_per_karat: 30_000_000, margin_persen: 12.5 };

  it('adds a dated grid row and reads it back', async () => {
    const res = await call('POST', '/api/parameter-berlian/create', owner, row);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ...row, karat_dari: 0.3, karat_sampai: 0.499 });
    const stored = await t.db.selectFrom('parameter_berlian').selectAll().where('kode_toko', '=', 'PST').where('kode_harga_berlian', '=', 'RDFVS2-A').executeTakeFirstOrThrow();
    expect([stored.karat_dari, stored.karat_sampai, stored.margin_persen]).toEqual(['0.300', '0.499', '12.50']);
  });

  it.each([
    ['zero carats', { karat_dari: 0 }, 'karat_dari', BERLIAN_MESSAGES.caratRequired],
    ['more than 3 decimals', { karat_dari: 0.3001 }, 'karat_dari', 'Karat Dari (per batu) maksimal 3 desimal'],
    ['an unknown colour grade', { kode_color: 'ZZ' }, 'kode_color', 'Color ZZ tidak terdaftar'],
    ['an unknown clarity grade', { kode_clarity: 'VS9' }, 'kode_clarity', 'Clarity VS9 tidak terdaftar'],
    ['a band upside down', { karat_dari: 0.5, karat_sampai: 0.3 }, 'karat_sampai', BERLIAN_MESSAGES.bandInvalid],
    ['no price', { harga_per_karat: 0 }, 'harga_per_karat', 'Harga Per Karat tidak boleh 0'],
  ])('refuses %s with 400 and its message, writing nothing', async (_name, change, field, message) => {
    const before = await countGrid();
    const res = await call('POST', '/api/parameter-berlian/create', owner, { ...row, kode_harga_berlian: 'BAD-1', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message, errors: { [field]: message } });
    expect(await countGrid()).toBe(before);
  });

  it('deletes a grade no stone uses', async () => {
    const made = await call('POST', '/api/batu-color/create', owner, { kode_color: 'Z9', nama_color: 'Z9' });
    expect(made.statusCode).toBe(200);
    expect((await call('DELETE', '/api/batu-color/delete/Z9', owner)).statusCode).toBe(200);
  });
});

describe('the stones and certificate of a diamond piece in stock', () => {
  let ring: string;
  let ring2: string;
  let gold: string;
  const bdgOwner = () => ({ ...owner, 'x-kode-toko': 'BDG' });
  const stoneRows = async () => Number((await t.db.selectFrom('item_batu').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const centre = { jenis_batu: 'BERLIAN', jumlah: 1, karat: 0.5, size: '5.1 MM', kode_shape: 'RD', kode_color: 'G', kode_clarity: 'VS1', kode_cutgrade: 'EX', kode_polish: 'EX', kode_symmetry: 'VG', kode_fluorescence: 'NON' };
  const sides = { jenis_batu: 'BERLIAN', jumlah: 12, karat: '0,120', size: '1.3 MM', kode_shape: 'RD', kode_color: 'G', kode_clarity: 'VS1' };

  beforeAll(async () => {
    const diamonds = await t.db
      .selectFrom('barang as b')
      .innerJoin('jenis as j', (join) => join.onRef('j.kode_toko', '=', 'b.kode_toko').onRef('j.kode_dept', '=', 'b.kode_dept'))
      .select('b.kode_barcode')
      .where('b.kode_toko', '=', 'BDG')
      .where('b.status', '=', 'READY')
      .where('j.kode_kategori', '=', 'BRL')
      .where('b.berat', '>=', '2')
      .orderBy('b.kode_barcode')
      .limit(2)
      .execute();
    expect(diamonds).toHaveLength(2);
    [ring, ring2] = diamonds.map((d) => d.kode_barcode) as [string, string];
    gold = (
      await t.db
        .selectFrom('barang as b')
        .innerJoin('jenis as j', (join) => join.onRef('j.kode_toko', '=', 'b.kode_toko').onRef('j.kode_dept', '=', 'b.kode_dept'))
        .select('b.kode_barcode')
        .where('b.kode_toko', '=', 'BDG')
        .where('b.status', '=', 'READY')
        .where('j.kode_kategori', '<>', 'BRL')
        .where('j.nama_dept', 'not like', '%BERLIAN%')
        .where('b.kode_dept', 'not like', 'BRL%')
        .limit(1)
        .executeTakeFirstOrThrow()
    ).kode_barcode;
  });

  it('reads a piece without stones yet, then saves two stone lines and the certificate', async () => {
    const empty = await call('GET', `/api/barang/${ring}/batu`, bdgOwner());
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toMatchObject({ kode_barcode: ring, batu: [], total_karat: 0, berat_batu: '0.000', sertifikat: null });

    const saved = await call('POST', `/api/barang/${ring}/batu`, bdgOwner(), { batu: [centre, sides], lab_sertifikat: 'gia', no_sertifikat: '2141438171' });
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body.message).toBe(BERLIAN_MESSAGES.stonesAdded);
    expect(body.data).toMatchObject({ total_karat: 0.62, berat_batu: '0.124', sertifikat: { lab_sertifikat: 'GIA', no_sertifikat: '2141438171' } });
    expect(body.data.batu.map((b: { urut: number; karat: number; jumlah: number }) => [b.urut, b.karat, b.jumlah])).toEqual([[1, 0.5, 1], [2, 0.12, 12]]);
    const gross = Number(body.data.berat) * 1000;
    expect(Math.round(Number(body.data.berat_emas) * 1000)).toBe(gross - 124);
    const stored = await t.db.selectFrom('item_batu').select(['karat', 'kode_color', 'kode_fluorescence']).where('kode_barcode', '=', ring).orderBy('urut').execute();
    expect(stored).toEqual([{ karat: '0.500', kode_color: 'G', kode_fluorescence: 'NON' }, { karat: '0.120', kode_color: 'G', kode_fluorescence: '' }]);
    // saving again replaces the lines (the same request twice leaves one set)
    expect((await call('POST', `/api/barang/${ring}/batu`, bdgOwner(), { batu: [centre, sides], lab_sertifikat: 'GIA', no_sertifikat: '2141438171' })).statusCode).toBe(200);
    expect(await stoneRows()).toBe(2);
  });

  it.each([
    ['zero carats', { batu: [{ ...centre, karat: 0 }] }, 'batu.0.karat', BERLIAN_MESSAGES.caratRequired],
    ['carats with 4 decimals', { batu: [{ ...centre, karat: '0.5001' }] }, 'batu.0.karat', BERLIAN_MESSAGES.caratInvalid],
    ['no stones', { batu: [] }, 'batu', BERLIAN_MESSAGES.stonesRequired],
    ['zero stones in a line', { batu: [{ ...centre, jumlah: 0 }] }, 'batu.0.jumlah', BERLIAN_MESSAGES.countRequired],
    ['an unknown colour grade', { batu: [centre, { ...sides, kode_color: 'ZZ' }] }, 'batu.1.kode_color', 'Color ZZ tidak terdaftar'],
    ['an unknown fluorescence grade', { batu: [{ ...centre, kode_fluorescence: 'XX' }] }, 'batu.0.kode_fluorescence', 'Fluorescence XX tidak terdaftar'],
    ['a certificate number without its lab', { batu: [centre], no_sertifikat: '999' }, 'no_sertifikat', BERLIAN_MESSAGES.certificateRequired],
    ['stones heavier than the piece', { batu: [{ ...centre, karat: 90 }] }, 'batu', BERLIAN_MESSAGES.stonesOverGross],
    ['a certificate already on another piece', { batu: [centre], lab_sertifikat: 'GIA', no_sertifikat: '2141438171' }, 'no_sertifikat', BERLIAN_MESSAGES.certificateDuplicate],
    ['nothing at all', undefined, undefined, undefined],
  ])('refuses %s with 400 and its message, writing nothing', async (_name, payload, field, message) => {
    const before = await stoneRows();
    const certs = await t.db.selectFrom('item_sertifikat').selectAll().execute();
    const res = await call('POST', `/api/barang/${ring2}/batu`, bdgOwner(), payload);
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json()).toMatchObject({ status: 'error', message, errors: { [field]: message } });
    expect(await stoneRows()).toBe(before);
    expect(await t.db.selectFrom('item_sertifikat').selectAll().execute()).toEqual(certs);
  });

  it('refuses a piece that is not of a diamond type, and an unknown barcode', async () => {
    const plain = await call('POST', `/api/barang/${gold}/batu`, bdgOwner(), { batu: [centre] });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe(BERLIAN_MESSAGES.notDiamondItem);
    const unknown = await call('GET', '/api/barang/NOPE0001/batu', bdgOwner());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Barcode NOPE0001 tidak ditemukan');
  });

  it('keeps a grade a stone uses: its master row cannot be deleted', async () => {
    const res = await call('DELETE', '/api/batu-fluorescence/delete/NON', bdgOwner());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Batu Barang');
  });

  it('answers 403 with the diamond module off', async () => {
    await setModule('BDG', false);
    try {
      expect((await call('GET', `/api/barang/${ring}/batu`, bdgOwner())).statusCode).toBe(403);
      expect((await call('POST', `/api/barang/${ring}/batu`, bdgOwner(), { batu: [centre] })).statusCode).toBe(403);
    } finally {
      await setModule('BDG', true);
    }
  });
});
