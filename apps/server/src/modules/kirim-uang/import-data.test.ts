import { IMPORT_MESSAGES } from '@emas/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let spv: Record<string, string>;
let owner: Record<string, string>;

const call = (method: 'POST', url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  spv = t.bearer(await t.login('SPVBDG'));
  owner = t.bearer(await t.login('OWNER'));
});
afterAll(async () => {
  await t.close();
});

const kategori = (kodeToko: string) => t.db.selectFrom('kategori').select(['kode_kategori', 'nama_kategori']).where('kode_toko', '=', kodeToko).orderBy('kode_kategori').execute();

describe('import of head office data', () => {
  it('shows added / changed / unchanged per list, writes nothing, then applies in one go; a second preview shows nothing left', async () => {
    // head office gets a new category and renames one the branch has
    const [first] = await kategori('PST');
    await t.db.insertInto('kategori').values({ kode_toko: 'PST', kode_kategori: 'ZIMPOR', nama_kategori: 'KATEGORI DARI PUSAT', created_by: 'TEST', updated_by: 'TEST' }).execute();
    await t.db.updateTable('kategori').set({ nama_kategori: 'NAMA BARU PUSAT' }).where('kode_toko', '=', 'PST').where('kode_kategori', '=', first!.kode_kategori).execute();
    const before = await kategori('BDG');

    const preview = await call('POST', '/api/import-data-pusat/preview', spv, { lists: ['kategori'] });
    expect(preview.statusCode, preview.body).toBe(200);
    const list = preview.json().data.lists[0];
    expect(preview.json().data.pusat).toBe('PST');
    expect(list).toMatchObject({ key: 'kategori', added: 1, changed: 1 });
    expect(list.rows).toEqual(expect.arrayContaining([{ code: 'ZIMPOR', status: 'ADDED' }, { code: first!.kode_kategori, status: 'CHANGED' }]));
    expect(await kategori('BDG')).toEqual(before);

    const applied = await call('POST', '/api/import-data-pusat', spv, { lists: ['kategori'] });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().message).toBe(IMPORT_MESSAGES.applied);
    const after = await kategori('BDG');
    expect(after.find((k) => k.kode_kategori === 'ZIMPOR')?.nama_kategori).toBe('KATEGORI DARI PUSAT');
    expect(after.find((k) => k.kode_kategori === first!.kode_kategori)?.nama_kategori).toBe('NAMA BARU PUSAT');
    const again = await call('POST', '/api/import-data-pusat/preview', spv, { lists: ['kategori'] });
    expect(again.json().data.lists[0]).toMatchObject({ added: 0, changed: 0 });
  });

  it('gold prices: head office prices in force become new price rows of the branch from its business date', async () => {
    const pst = await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'PST').executeTakeFirstOrThrow();
    const group = await t.db.selectFrom('group_barang').select('kode_group').where('kode_toko', '=', 'PST').orderBy('kode_group').executeTakeFirstOrThrow();
    await t.db.insertInto('harga_emas').values({ kode_toko: 'PST', kode_group: group.kode_group, harga_jual: 1_234_000, harga_beli: 1_100_000, tgl_berlaku: pst.tgl_system, sumber: 'MANUAL', nominal_global: null, created_by: 'TEST' }).execute();
    const preview = await call('POST', '/api/import-data-pusat/preview', spv, { lists: ['harga-emas'] });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.lists[0].rows).toContainEqual({ code: group.kode_group, status: expect.stringMatching(/ADDED|CHANGED/) });
    const applied = await call('POST', '/api/import-data-pusat', spv, { lists: ['harga-emas'] });
    expect(applied.statusCode, applied.body).toBe(200);
    const bdg = await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow();
    const row = await t.db.selectFrom('harga_emas').selectAll().where('kode_toko', '=', 'BDG').where('kode_group', '=', group.kode_group).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect([Number(row.harga_jual), Number(row.harga_beli), row.tgl_berlaku]).toEqual([1_234_000, 1_100_000, bdg.tgl_system]);
  });

  it('a reference the branch lacks refuses the whole import; bad lists are refused; head office does not import', async () => {
    await t.db.insertInto('kategori').values({ kode_toko: 'PST', kode_kategori: 'ZBARU', nama_kategori: 'HANYA DI PUSAT', created_by: 'TEST', updated_by: 'TEST' }).execute();
    await t.db.insertInto('jenis').values({ kode_toko: 'PST', kode_dept: 'ZJ', nama_dept: 'JENIS BARU', kode_kategori: 'ZBARU', created_by: 'TEST', updated_by: 'TEST' }).execute();
    const count = async () => Number((await t.db.selectFrom('jenis').select(sql<string>`count(*)`.as('n')).where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).n);
    const before = await count();
    const refused = await call('POST', '/api/import-data-pusat', spv, { lists: ['jenis'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Kategori ZBARU belum ada di toko ini, pilih juga daftar Kategori');
    expect(await count()).toBe(before);
    // with the categories chosen too, both go in, categories first
    const both = await call('POST', '/api/import-data-pusat', spv, { lists: ['jenis', 'kategori'] });
    expect(both.statusCode, both.body).toBe(200);
    expect(await count()).toBe(before + 1);

    for (const [body, message] of [
      [{ lists: [] }, IMPORT_MESSAGES.listsRequired],
      [{}, IMPORT_MESSAGES.listsRequired],
      [{ lists: ['gudang'] }, IMPORT_MESSAGES.listUnknown],
      [{ lists: 'kategori' }, IMPORT_MESSAGES.listsRequired],
    ] as const) {
      const res = await call('POST', '/api/import-data-pusat/preview', spv, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await call('POST', '/api/import-data-pusat', owner, { lists: ['kategori'] })).statusCode).toBe(403);
  });
});
