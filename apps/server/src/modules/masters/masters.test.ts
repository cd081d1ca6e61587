import { ALL_MASTERS, MASTERS, MESSAGES, priceFromGlobal } from '@emas/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: Record<string, string>;
let kasirBdg: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.bearer(await t.login('ADMIN'));
  kasirBdg = t.bearer(await t.login('KASIRBDG'));
});
afterAll(async () => {
  await t.close();
});

/** A read path with its parameter filled in (seeded values). */
function urlOf(path: string): string {
  if (path.includes(':kode_gudang')) return `/api/${path.replace(':kode_gudang', 'UTAMA')}`;
  if (path === 'rekenings/get-by-kode-bank') return `/api/${path}?kode_bank=BCA`;
  return `/api/${path}`;
}

function writeUrl(path: string, code: string): string {
  return `/api/${path.replace(/:[a-z_]+$/, encodeURIComponent(code))}`;
}

async function rowsOf(table: string, kodeToko: string, column: string, code: string) {
  const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)} where kode_toko = ${kodeToko} and ${sql.ref(column)} = ${code}`.execute(t.db);
  return result.rows;
}

describe('reference-data reads', () => {
  it('answers every read path of every master with a success envelope of the caller store rows (KASIRBDG)', async () => {
    // the masters of the modules the store has on (a behaviour module such as the purchase price one is off in the
    // demo; its 403 is proved in its own module's tests)
    const on = new Set((await t.db.selectFrom('para_module').select('key').where('kode_toko', '=', 'BDG').where('aktif', '=', true).execute()).map((r) => r.key));
    // a marketplace seller account is the store's own, set up by its owner: the demo starts without one
    const unseeded = new Set(['marketplace-setting']);
    const paths = ALL_MASTERS.filter((m) => (!m.module || on.has(m.module)) && !unseeded.has(m.key)).flatMap((m) => m.reads.map((r) => r.path));
    expect(paths.length).toBeGreaterThanOrEqual(30);
    for (const path of paths) {
      const res = await t.app.inject({ method: 'GET', url: urlOf(path), headers: kasirBdg });
      expect(res.statusCode, path).toBe(200);
      const body = res.json();
      expect(body.status, path).toBe('success');
      expect(Array.isArray(body.data), path).toBe(true);
      expect(body.data.length, `${path} has seeded rows`).toBeGreaterThan(0);
      for (const row of body.data) {
        expect(row.kode_toko, path).toBe('BDG');
        expect(typeof row._id, path).toBe('string');
      }
    }
  });

  it('filters trays by warehouse, ready trays, accounts by bank and melting warehouses', async () => {
    const beli = (await t.app.inject({ method: 'GET', url: '/api/baki/get/by-kode-gudang/beli', headers: kasirBdg })).json().data;
    expect(beli.map((b: { kode_baki: string }) => b.kode_baki)).toEqual(['BL01', 'BL02']);
    expect(beli[0]).toMatchObject({ kode_gudang: 'BELI', berat_baki: 250, aktif: true });

    const bca = (await t.app.inject({ method: 'GET', url: '/api/rekenings/get-by-kode-bank?kode_bank=BCA', headers: kasirBdg })).json().data;
    expect(bca).toHaveLength(1);
    expect(bca[0]).toMatchObject({ kode_bank: 'BCA', nama_rekening: 'EMAS SEJAHTERA BDG' });

    const missing = await t.app.inject({ method: 'GET', url: '/api/rekenings/get-by-kode-bank', headers: kasirBdg });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: 'error', message: 'Kode Bank Tidak Boleh Kosong' });

    const hancur = (await t.app.inject({ method: 'GET', url: '/api/gudang/get/hancur-barang', headers: kasirBdg })).json().data;
    expect(hancur.map((g: { kode_gudang: string }) => g.kode_gudang)).toEqual(['HANCUR']);

    await t.db.updateTable('baki').set({ aktif: false }).where('kode_toko', '=', 'BDG').where('kode_baki', '=', 'B02').execute();
    const ready = (await t.app.inject({ method: 'GET', url: '/api/baki/ready', headers: kasirBdg })).json().data;
    expect(ready.map((b: { kode_baki: string }) => b.kode_baki)).not.toContain('B02');
    expect(ready.map((b: { kode_baki: string }) => b.kode_baki)).toContain('B01');
  });

  it('answers numbers for purity, percent, money and weight', async () => {
    const groups = (await t.app.inject({ method: 'GET', url: '/api/group/get/all', headers: kasirBdg })).json().data;
    expect(groups.find((g: { kode_group: string }) => g.kode_group === 'P17')).toMatchObject({
      nama_group: 'PERHIASAN 17K',
      kadar: 70,
      kelompok_harga: 'MUDA',
      ikut_harga_global: true,
      persen_harga_beli: 90,
    });
  });

  it('refuses reads without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/kadar/get/all' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.invalidToken, code: 'common.invalidToken' });
  });
});

describe('writes are gated by the master screen', () => {
  it('answers 403 to KASIRBDG on create, update and delete of every master, and changes nothing', async () => {
    for (const def of ALL_MASTERS) {
      const before = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(def.table)}`.execute(t.db);
      const code = def.code.generated ? 'X' : 'ZZ1';
      for (const [method, url] of [
        ['POST', `/api/${def.writes.create}`],
        ['PUT', writeUrl(def.writes.update, code)],
        ['DELETE', writeUrl(def.writes.delete, code)],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: kasirBdg, payload: method === 'DELETE' ? undefined : {} });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json(), `${method} ${url}`).toEqual({ status: 'error', message: MESSAGES.forbidden, code: 'common.forbidden' });
      }
      const after = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(def.table)}`.execute(t.db);
      expect(after.rows[0]!.n, def.key).toBe(before.rows[0]!.n);
    }
  });

  it('follows the module gate: Kelompok Harga needs LIVE_FEATURE_MODULE', async () => {
    await t.db.updateTable('para_module').set({ aktif: false }).where('kode_toko', '=', 'PST').where('key', '=', 'LIVE_FEATURE_MODULE').execute();
    const off = await t.app.inject({ method: 'POST', url: '/api/kelompok-harga/create', headers: admin, payload: { kelompok_harga: 'LM', keterangan: 'LOGAM MULIA' } });
    expect(off.statusCode).toBe(403);
    await t.db.updateTable('para_module').set({ aktif: true }).where('kode_toko', '=', 'PST').where('key', '=', 'LIVE_FEATURE_MODULE').execute();
    const on = await t.app.inject({ method: 'POST', url: '/api/kelompok-harga/create', headers: admin, payload: { kelompok_harga: 'LM', keterangan: 'LOGAM MULIA' } });
    expect(on.statusCode).toBe(200);
    expect(await rowsOf('kelompok_harga', 'PST', 'kelompok_harga', 'LM')).toHaveLength(1);
  });
});

describe('Master Sales (sales/bank validator)', () => {
  it('creates, refuses a duplicate, validates, updates and deletes', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/sales/create', headers: admin, payload: { kode_sales: 's90', nama_sales: 'sinta', no_hp: '0812' } });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      status: 'success',
      message: 'Data Berhasil Ditambahkan',
      data: { kode_toko: 'PST', kode_sales: 'S90', nama_sales: 'SINTA', no_hp: '0812', updated_by: 'ADMIN' },
    });
    expect(created.json().data._id).toMatch(/^[0-9a-f]{16}$/);
    expect(await rowsOf('sales', 'PST', 'kode_sales', 'S90')).toMatchObject([{ nama_sales: 'SINTA', created_by: 'ADMIN' }]);

    const duplicate = await t.app.inject({ method: 'POST', url: '/api/sales/create', headers: admin, payload: { kode_sales: 'S90', nama_sales: 'LAIN' } });
    expect(duplicate.statusCode).toBe(409);
    // a text built from values carries its template code and values, for the web to show it in the picked language
    const dupParams = { label: 'Kode Sales', code: 'S90' };
    expect(duplicate.json()).toEqual({
      status: 'error',
      message: 'Kode Sales S90 sudah terdaftar',
      code: 'records.duplicateCode',
      params: dupParams,
      errors: { kode_sales: 'Kode Sales S90 sudah terdaftar' },
      error_codes: { kode_sales: 'records.duplicateCode' },
      error_params: { kode_sales: dupParams },
    });
    expect(await rowsOf('sales', 'PST', 'kode_sales', 'S90')).toMatchObject([{ nama_sales: 'SINTA' }]);

    const empty = await t.app.inject({ method: 'POST', url: '/api/sales/create', headers: admin, payload: { kode_sales: '', nama_sales: ' ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      status: 'error',
      message: 'Kode Sales Tidak Boleh Kosong',
      code: 'sales.salesRequired',
      errors: { kode_sales: 'Kode Sales Tidak Boleh Kosong', nama_sales: 'Nama Sales Tidak Boleh Kosong' },
      error_codes: { kode_sales: 'sales.salesRequired', nama_sales: 'fields.required' },
      error_params: { nama_sales: { label: 'Nama Sales' } },
    });

    const updated = await t.app.inject({ method: 'PUT', url: '/api/sales/update/s90', headers: admin, payload: { kode_sales: 'HACK', nama_sales: 'sinta dewi', no_hp: '' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ message: 'Data Berhasil Dirubah', data: { kode_sales: 'S90', nama_sales: 'SINTA DEWI', no_hp: '' } });
    expect(await rowsOf('sales', 'PST', 'kode_sales', 'HACK')).toHaveLength(0);

    const emptyUpdate = await t.app.inject({ method: 'PUT', url: '/api/sales/update/S90', headers: admin, payload: {} });
    expect(emptyUpdate.statusCode).toBe(400);
    expect(emptyUpdate.json().message).toBe('Nama Sales Tidak Boleh Kosong');

    const unknown = await t.app.inject({ method: 'PUT', url: '/api/sales/update/NOPE', headers: admin, payload: { nama_sales: 'X' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      status: 'error',
      message: 'Data Gagal Diedit',
      code: 'common.dataEditFailed',
      errors: { kode_sales: 'Kode Sales NOPE tidak ditemukan' },
      error_codes: { kode_sales: 'records.codeNotFound' },
      error_params: { kode_sales: { label: 'Kode Sales', code: 'NOPE' } },
    });

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/sales/delete/S90', headers: admin });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ status: 'success', message: 'Data Berhasil Di Hapus', code: 'common.dataDeleted', data: null });
    expect(await rowsOf('sales', 'PST', 'kode_sales', 'S90')).toHaveLength(0);

    const again = await t.app.inject({ method: 'DELETE', url: '/api/sales/delete/S90', headers: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Gagal Menghapus Data');
  });

  it('keeps masters per store: BDG does not see PST rows, and the same code may exist in both', async () => {
    const pst = await t.app.inject({ method: 'POST', url: '/api/sales/create', headers: admin, payload: { kode_sales: 'SX1', nama_sales: 'PUSAT SATU' } });
    expect(pst.statusCode).toBe(200);
    const bdgList = (await t.app.inject({ method: 'GET', url: '/api/sales/get/all', headers: kasirBdg })).json().data;
    expect(bdgList.map((s: { kode_sales: string }) => s.kode_sales)).not.toContain('SX1');

    const forBdg = await t.app.inject({
      method: 'POST',
      url: '/api/sales/create',
      headers: { ...admin, 'x-kode-toko': 'BDG' },
      payload: { kode_sales: 'SX1', nama_sales: 'BANDUNG SATU' },
    });
    expect(forBdg.statusCode).toBe(200);
    expect(forBdg.json().data.kode_toko).toBe('BDG');
    const after = (await t.app.inject({ method: 'GET', url: '/api/sales/get/all', headers: kasirBdg })).json().data;
    expect(after.find((s: { kode_sales: string }) => s.kode_sales === 'SX1')).toMatchObject({ nama_sales: 'BANDUNG SATU', kode_toko: 'BDG' });
    expect(await rowsOf('sales', 'PST', 'kode_sales', 'SX1')).toMatchObject([{ nama_sales: 'PUSAT SATU' }]);
  });

  it('refuses to let a branch user act on another store', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sales/get/all', headers: { ...kasirBdg, 'x-kode-toko': 'PST' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbiddenStore);
  });
});

describe('Master Bank and Rekening', () => {
  it("answers '{field} Tidak Boleh Kosong' for bank and account fields", async () => {
    const bank = await t.app.inject({ method: 'POST', url: '/api/banks/create', headers: admin, payload: {} });
    expect(bank.statusCode).toBe(400);
    expect(bank.json()).toEqual({
      status: 'error',
      message: 'Kode Bank Tidak Boleh Kosong',
      code: 'fields.required',
      params: { label: 'Kode Bank' },
      errors: { kode_bank: 'Kode Bank Tidak Boleh Kosong', nama_bank: 'Nama Bank Tidak Boleh Kosong' },
      error_codes: { kode_bank: 'fields.required', nama_bank: 'fields.required' },
      error_params: { kode_bank: { label: 'Kode Bank' }, nama_bank: { label: 'Nama Bank' } },
    });
    const rekening = await t.app.inject({ method: 'POST', url: '/api/rekenings/create', headers: admin, payload: { kode_bank: 'BCA' } });
    expect(rekening.statusCode).toBe(400);
    expect(rekening.json().errors).toEqual({ no_rekening: 'No Rekening Tidak Boleh Kosong', nama_rekening: 'Nama Rekening Tidak Boleh Kosong' });
  });

  it('refuses an account of an unknown bank, and a bank with accounts cannot be deleted', async () => {
    const unknownBank = await t.app.inject({
      method: 'POST',
      url: '/api/rekenings/create',
      headers: admin,
      payload: { no_rekening: '1234567890', nama_rekening: 'TOKO', kode_bank: 'BTPN' },
    });
    expect(unknownBank.statusCode).toBe(400);
    const bankParams = { label: 'Kode Bank', code: 'BTPN' };
    expect(unknownBank.json()).toEqual({
      status: 'error',
      message: 'Kode Bank BTPN tidak terdaftar',
      code: 'records.unknownCode',
      params: bankParams,
      errors: { kode_bank: 'Kode Bank BTPN tidak terdaftar' },
      error_codes: { kode_bank: 'records.unknownCode' },
      error_params: { kode_bank: bankParams },
    });
    expect(await rowsOf('rekening', 'PST', 'no_rekening', '1234567890')).toHaveLength(0);

    const inUse = await t.app.inject({ method: 'DELETE', url: '/api/banks/delete/BCA', headers: admin });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('Bank BCA tidak dapat dihapus karena masih dipakai oleh Rekening (1 data)');
    expect(await rowsOf('bank', 'PST', 'kode_bank', 'BCA')).toHaveLength(1);
  });
});

describe('Master Kadar and Group (purity)', () => {
  it('refuses purity 0 and above 500 and stores nothing', async () => {
    const zero = await t.app.inject({ method: 'POST', url: '/api/kadar/create', headers: admin, payload: { kode_kadar: '0K', nama_kadar: 'NOL', kadar: 0 } });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toEqual({ status: 'error', message: 'Kadar tidak boleh 0', code: 'masters.kadarZero', errors: { kadar: 'Kadar tidak boleh 0' }, error_codes: { kadar: 'masters.kadarZero' } });
    const over = await t.app.inject({ method: 'POST', url: '/api/kadar/create', headers: admin, payload: { kode_kadar: '0K', nama_kadar: 'NOL', kadar: 501 } });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Kadar tidak boleh lebih dari 500');
    const group = await t.app.inject({ method: 'POST', url: '/api/group/create', headers: admin, payload: { kode_group: 'GX', nama_group: 'GX', kadar: '500.01' } });
    expect(group.json().errors.kadar).toBe('Kadar tidak boleh lebih dari 500');
    expect(await rowsOf('kadar', 'PST', 'kode_kadar', '0K')).toHaveLength(0);
    expect(await rowsOf('group_barang', 'PST', 'kode_group', 'GX')).toHaveLength(0);

    const ok = await t.app.inject({ method: 'POST', url: '/api/kadar/create', headers: admin, payload: { kode_kadar: '8K', nama_kadar: 'EMAS 8 KARAT', kadar: '33.3' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ kode_kadar: '8K', kadar: 33.3 });
    expect(await rowsOf('kadar', 'PST', 'kode_kadar', '8K')).toMatchObject([{ kadar: '33.30' }]);
  });

  it('a group with price history or parameters cannot be deleted', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/group/delete/P16', headers: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Group P16 tidak dapat dihapus karena masih dipakai oleh Parameter Rugi Nota (1 data), Parameter Jenis Group (1 data) dan Harga Emas (1 data)',
    );
    expect(await rowsOf('group_barang', 'PST', 'kode_group', 'P16')).toHaveLength(1);
  });

  it('a group with nothing attached is deleted', async () => {
    // a group that follows the global price gets a price row at once, and price history keeps a group
    await t.app.inject({ method: 'POST', url: '/api/group/create', headers: admin, payload: { kode_group: 'G99', nama_group: 'COBA', kadar: 50, kelompok_harga: '', ikut_harga_global: false } });
    expect(await rowsOf('group_barang', 'PST', 'kode_group', 'G99')).toMatchObject([{ kelompok_harga: null, ikut_harga_global: false, persen_harga_beli: '90.00' }]);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/group/delete/G99', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(await rowsOf('group_barang', 'PST', 'kode_group', 'G99')).toHaveLength(0);
  });
});

describe('Master Gudang and Baki', () => {
  it('refuses a tray in an unknown warehouse', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/baki/create', headers: admin, payload: { kode_baki: 'Z1', nama_baki: 'BAKI Z', kode_gudang: 'ENTAH' } });
    expect(res.statusCode).toBe(400);
    const gudangParams = { label: 'Kode Gudang', code: 'ENTAH' };
    expect(res.json()).toEqual({
      status: 'error',
      message: 'Kode Gudang ENTAH tidak terdaftar',
      code: 'records.unknownCode',
      params: gudangParams,
      errors: { kode_gudang: 'Kode Gudang ENTAH tidak terdaftar' },
      error_codes: { kode_gudang: 'records.unknownCode' },
      error_params: { kode_gudang: gudangParams },
    });
  });

  it('a warehouse with a tray cannot be deleted and nothing is removed; empty, it can', async () => {
    const gudang = await t.app.inject({ method: 'POST', url: '/api/gudang/create', headers: admin, payload: { kode_gudang: 'CADANGAN', nama_gudang: 'GUDANG CADANGAN', jenis_gudang: 'JUAL' } });
    expect(gudang.statusCode).toBe(200);
    const baki = await t.app.inject({
      method: 'POST',
      url: '/api/baki/create',
      headers: admin,
      payload: { kode_baki: 'CD01', nama_baki: 'BAKI CADANGAN', kode_gudang: 'cadangan', berat_baki: '201.125' },
    });
    expect(baki.statusCode).toBe(200);
    expect(baki.json().data).toMatchObject({ kode_gudang: 'CADANGAN', berat_baki: 201.125, aktif: true });

    const refused = await t.app.inject({ method: 'DELETE', url: '/api/gudang/delete/CADANGAN', headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: 'error',
      message: 'Gudang CADANGAN tidak dapat dihapus karena masih dipakai oleh Baki (1 data)',
      errors: { kode_gudang: 'Gudang CADANGAN tidak dapat dihapus karena masih dipakai oleh Baki (1 data)' },
    });
    expect(await rowsOf('gudang', 'PST', 'kode_gudang', 'CADANGAN')).toHaveLength(1);
    expect(await rowsOf('baki', 'PST', 'kode_baki', 'CD01')).toHaveLength(1);

    const seeded = await t.app.inject({ method: 'DELETE', url: '/api/gudang/delete/UTAMA', headers: admin });
    expect(seeded.statusCode).toBe(409);
    expect(seeded.json().message).toBe('Gudang UTAMA tidak dapat dihapus karena masih dipakai oleh Baki (7 data)');

    expect((await t.app.inject({ method: 'DELETE', url: '/api/baki/delete/CD01', headers: admin })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/gudang/delete/CADANGAN', headers: admin })).statusCode).toBe(200);
    expect(await rowsOf('gudang', 'PST', 'kode_gudang', 'CADANGAN')).toHaveLength(0);
  });

  it('checks the items table as soon as it exists, with no code change', async () => {
    const exists = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_schema = current_schema() and table_name = 'barang'`.execute(t.db);
    if (exists.rows[0]!.n === 0) {
      // the stock area's table, reduced to the columns the masters declare
      await sql`create table barang (kode_barcode text primary key, kode_toko text not null, kode_gudang text, kode_baki text, kode_dept text, kode_group text)`.execute(t.db);
    }
    await sql`insert into barang (kode_barcode, kode_toko, kode_gudang, kode_baki, kode_dept, kode_group) values ('TEST0001', 'PST', 'CONTOH', 'CT01', 'BR', 'P09')`.execute(t.db);

    const tray = await t.app.inject({ method: 'DELETE', url: '/api/baki/delete/CT01', headers: admin });
    expect(tray.statusCode).toBe(409);
    expect(tray.json().message).toBe('Baki CT01 tidak dapat dihapus karena masih dipakai oleh Data Barang (1 data)');
    const jenis = await t.app.inject({ method: 'DELETE', url: '/api/jenis/delete/BR', headers: admin });
    expect(jenis.statusCode).toBe(409);
    expect(jenis.json().message).toBe('Jenis BR tidak dapat dihapus karena masih dipakai oleh Data Barang (1 data)');
    const gudang = await t.app.inject({ method: 'DELETE', url: '/api/gudang/delete/CONTOH', headers: admin });
    expect(gudang.json().message).toBe('Gudang CONTOH tidak dapat dihapus karena masih dipakai oleh Baki (1 data) dan Data Barang (1 data)');
    expect(await rowsOf('baki', 'PST', 'kode_baki', 'CT01')).toHaveLength(1);
    expect(await rowsOf('jenis', 'PST', 'kode_dept', 'BR')).toHaveLength(1);

    // an item of another store does not block this store's tray
    await sql`delete from barang where kode_barcode = 'TEST0001'`.execute(t.db);
    await sql`insert into barang (kode_barcode, kode_toko, kode_gudang, kode_baki, kode_dept, kode_group) values ('TEST0002', 'SBY', 'CONTOH', 'CT01', 'BR', 'P09')`.execute(t.db);
    const freed = await t.app.inject({ method: 'DELETE', url: '/api/baki/delete/CT01', headers: admin });
    expect(freed.statusCode).toBe(200);
    await sql`delete from barang where kode_barcode = 'TEST0002'`.execute(t.db);
  });
});

describe('a tray holding items keeps its warehouse and stays active', () => {
  const tray = (extra: Record<string, unknown> = {}) => ({ nama_baki: 'BAKI CONTOH', kode_gudang: 'CONTOH', berat_baki: 0, aktif: true, ...extra });

  it('refuses moving it to another warehouse or switching it off while items are in it, and changes nothing', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/baki/create', headers: admin, payload: { kode_baki: 'CT09', ...tray() } });
    expect(created.statusCode).toBe(200);
    const before = await rowsOf('baki', 'PST', 'kode_baki', 'CT09');
    expect(before).toMatchObject([{ kode_gudang: 'CONTOH', aktif: true }]);
    await sql`insert into barang (kode_barcode, kode_toko, kode_gudang, kode_baki, kode_dept, kode_group, nama_barang) values ('TEST0003', 'PST', 'CONTOH', 'CT09', 'BR', 'P09', 'CINCIN UJI 3'), ('TEST0004', 'PST', 'CONTOH', 'CT09', 'BR', 'P09', 'CINCIN UJI 4')`.execute(t.db);
    try {
      const moved = await t.app.inject({ method: 'PUT', url: '/api/baki/update/CT09', headers: admin, payload: tray({ kode_gudang: 'UTAMA' }) });
      expect(moved.statusCode).toBe(409);
      expect(moved.json()).toEqual({
        status: 'error',
        message: 'Baki CT09 tidak dapat dipindah gudang karena masih dipakai oleh Data Barang (2 data)',
        errors: { kode_gudang: 'Baki CT09 tidak dapat dipindah gudang karena masih dipakai oleh Data Barang (2 data)' },
      });

      const off = await t.app.inject({ method: 'PUT', url: '/api/baki/update/CT09', headers: admin, payload: tray({ nama_baki: 'BAKI BARU', aktif: false }) });
      expect(off.statusCode).toBe(409);
      expect(off.json().message).toBe('Baki CT09 tidak dapat dinonaktifkan karena masih dipakai oleh Data Barang (2 data)');
      expect(off.json().errors).toEqual({ aktif: 'Baki CT09 tidak dapat dinonaktifkan karena masih dipakai oleh Data Barang (2 data)' });
      expect(await rowsOf('baki', 'PST', 'kode_baki', 'CT09')).toEqual(before);

      // the same warehouse, still active: other fields change as before
      const renamed = await t.app.inject({ method: 'PUT', url: '/api/baki/update/CT09', headers: admin, payload: tray({ nama_baki: 'BAKI CONTOH 2', berat_baki: 12.5 }) });
      expect(renamed.statusCode).toBe(200);
      expect(await rowsOf('baki', 'PST', 'kode_baki', 'CT09')).toMatchObject([{ nama_baki: 'BAKI CONTOH 2', kode_gudang: 'CONTOH', berat_baki: '12.500', aktif: true }]);
    } finally {
      await sql`delete from barang where kode_barcode in ('TEST0003', 'TEST0004')`.execute(t.db);
    }

    // empty, it moves and switches off
    const moved = await t.app.inject({ method: 'PUT', url: '/api/baki/update/CT09', headers: admin, payload: tray({ kode_gudang: 'UTAMA', aktif: false }) });
    expect(moved.statusCode).toBe(200);
    expect(await rowsOf('baki', 'PST', 'kode_baki', 'CT09')).toMatchObject([{ kode_gudang: 'UTAMA', aktif: false }]);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/baki/delete/CT09', headers: admin })).statusCode).toBe(200);
  });
});

describe('a group that follows the global price is priced at once', () => {
  async function pricesOf(kodeGroup: string) {
    const rows = await sql<Record<string, unknown>>`select harga_jual, harga_beli, sumber, nominal_global from harga_emas where kode_toko = 'PST' and kode_group = ${kodeGroup} order by id`.execute(t.db);
    return rows.rows;
  }
  const globalNow = async () => Number((await t.app.inject({ method: 'GET', url: '/api/parameter-harga-emas/global', headers: admin })).json().data.nominal);
  const ruleOf = (global: number, kadar: number, persenBeli: number) => priceFromGlobal({ global, kadar, persenBeli, unit: 500, sellDown: false, buyDown: false });

  it('a new following group gets the price of the current global price; a group that does not follow gets none', async () => {
    const global = await globalNow();
    expect(global).toBeGreaterThan(0);
    const created = await t.app.inject({ method: 'POST', url: '/api/group/create', headers: admin, payload: { kode_group: 'G75', nama_group: 'COBA 18K', kadar: 75, persen_harga_beli: 90 } });
    expect(created.statusCode).toBe(200);
    expect(await pricesOf('G75')).toEqual([{ ...ruleOf(global, 75, 90), sumber: 'GLOBAL', nominal_global: global }]);
    const list = (await t.app.inject({ method: 'GET', url: '/api/parameter-harga-emas', headers: admin })).json().data.groups;
    expect(list.find((g: { kode_group: string }) => g.kode_group === 'G75').harga).toMatchObject({ ...ruleOf(global, 75, 90), sumber: 'GLOBAL' });

    const manual = await t.app.inject({ method: 'POST', url: '/api/group/create', headers: admin, payload: { kode_group: 'G76', nama_group: 'COBA MANUAL', kadar: 75, ikut_harga_global: false } });
    expect(manual.statusCode).toBe(200);
    expect(await pricesOf('G76')).toEqual([]);
  });

  it('a group switched to follow, or whose purity changes, is repriced; a name change adds no price', async () => {
    const global = await globalNow();
    const payload = { nama_group: 'COBA MANUAL', kadar: 75, persen_harga_beli: 90, ikut_harga_global: true };
    const switched = await t.app.inject({ method: 'PUT', url: '/api/group/update/G76', headers: admin, payload });
    expect(switched.statusCode).toBe(200);
    expect(await pricesOf('G76')).toEqual([{ ...ruleOf(global, 75, 90), sumber: 'GLOBAL', nominal_global: global }]);

    await t.app.inject({ method: 'PUT', url: '/api/group/update/G76', headers: admin, payload: { ...payload, nama_group: 'COBA IKUT' } });
    expect(await pricesOf('G76')).toHaveLength(1);

    await t.app.inject({ method: 'PUT', url: '/api/group/update/G76', headers: admin, payload: { ...payload, kadar: 70 } });
    expect((await pricesOf('G76')).at(-1)).toEqual({ ...ruleOf(global, 70, 90), sumber: 'GLOBAL', nominal_global: global });
  });

  it('a refused group write leaves no price behind', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/group/create', headers: admin, payload: { kode_group: 'G75', nama_group: 'DUPLIKAT', kadar: 75 } });
    expect(res.statusCode).toBe(409);
    expect(await pricesOf('G75')).toHaveLength(1);
  });
});

describe('description warning', () => {
  it('saves a short description and answers a warning beside the message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/kategori/create', headers: admin, payload: { kode_kategori: 'PRK', nama_kategori: 'PERAK', deskripsi: 'perak 925' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: 'Data Berhasil Ditambahkan',
      data: { kode_kategori: 'PRK', deskripsi: 'perak 925' },
      warnings: { deskripsi: 'Deskripsi kurang dari 20 karakter' },
    });
    expect(await rowsOf('kategori', 'PST', 'kode_kategori', 'PRK')).toHaveLength(1);
    const long = await t.app.inject({
      method: 'PUT',
      url: '/api/kategori/update/PRK',
      headers: admin,
      payload: { nama_kategori: 'PERAK', deskripsi: 'Perhiasan perak 925 dan perak bakar' },
    });
    expect(long.statusCode).toBe(200);
    expect(long.json().warnings).toBeUndefined();
  });
});

describe('Master Keterangan Penjualan (spec 001)', () => {
  it('creates, edits and deletes by _id with the specification messages', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/para-keterangan-penjualan', headers: admin, payload: { keterangan: 'promo akhir tahun' } });
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body).toMatchObject({ status: 'success', message: 'Data Berhasil Disimpan', data: { keterangan: 'PROMO AKHIR TAHUN', status: 'AKTIF', kode_toko: 'PST' } });
    const id: string = body.data._id;
    expect(id).toHaveLength(16);

    const edited = await t.app.inject({ method: 'PUT', url: `/api/para-keterangan-penjualan/${id}`, headers: admin, payload: { keterangan: 'promo imlek', status: 'TIDAK AKTIF' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: 'Data Berhasil Edit', data: { _id: id, keterangan: 'PROMO IMLEK', status: 'TIDAK AKTIF' } });

    const badStatus = await t.app.inject({ method: 'PUT', url: `/api/para-keterangan-penjualan/${id}`, headers: admin, payload: { keterangan: 'X', status: 'RUSAK' } });
    expect(badStatus.statusCode).toBe(400);

    const missing = await t.app.inject({ method: 'PUT', url: '/api/para-keterangan-penjualan/0000000000000000', headers: admin, payload: { keterangan: 'X' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Data Gagal Edit');

    const list = (await t.app.inject({ method: 'GET', url: '/api/para-keterangan-penjualan', headers: admin })).json().data;
    expect(list.at(-1)).toMatchObject({ _id: id, keterangan: 'PROMO IMLEK' });

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/para-keterangan-penjualan/${id}`, headers: admin });
    expect(deleted.json()).toEqual({ status: 'success', message: 'Data Berhasil Dihapus', code: 'masters.remarkDeleted', data: null });
    expect(await rowsOf('keterangan_penjualan', 'PST', '_id', id)).toHaveLength(0);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/para-keterangan-penjualan/${id}`, headers: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Data Gagal Dihapus');
  });
});

describe('registry and database agree', () => {
  it('every master table has the columns its definition names', async () => {
    const cols = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns where table_schema = current_schema()`.execute(t.db);
    const have = new Set(cols.rows.map((r) => `${r.table_name}.${r.column_name}`));
    for (const def of ALL_MASTERS) {
      for (const name of ['_id', 'kode_toko', def.code.name, ...def.fields.map((f) => f.name), 'updated_at', 'updated_by']) {
        expect(have.has(`${def.table}.${name}`), `${def.table}.${name}`).toBe(true);
      }
    }
  });

  it('documents every master route in the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const def of MASTERS) {
      expect(paths, def.key).toContain(`/api/${def.writes.create}`);
      expect(paths, def.key).toContain(`/api/${def.reads[0]!.path}`);
    }
  });
});
