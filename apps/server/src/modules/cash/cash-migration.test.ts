import { KAS_KATEGORI } from '@emas/domain';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as m0011 from '../../db/migrations/0011-cash-book';
import * as m0037 from '../../db/migrations/0037-journal-accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('migration 0011 (cash book)', () => {
  it('renames the underscored kategori of rows written before it (down, old rows, up again)', async () => {
    const db = t.db as unknown as Kysely<unknown>;
    // the journal posting of 0037 reads 0011's columns: undone first and redone after, as a migrator would
    await m0037.down(db);
    await m0011.down(db);
    const tgl = '2026-01-02';
    const old = ['PENJUALAN', 'BATAL_PENJUALAN', 'PELUNASAN_TITIP', 'BATAL_TITIP', 'PEMBELIAN', 'BATAL_PEMBELIAN', 'TITIP'];
    for (const kategori of old) {
      await t.db.insertInto('kas_mutasi').values({ kode_toko: 'BDG', tgl_system: tgl, kategori, no_ref: `MIG-${kategori}`, jenis: 'CASH', jumlah_in: 1, jumlah_out: 0, input_by: 'TEST' } as never).execute();
    }
    await m0011.up(db);
    await m0037.up(db);
    const rows = await t.db.selectFrom('kas_mutasi').select(['no_ref', 'kategori', 'fee_rp']).where('no_ref', 'like', 'MIG-%').orderBy('id').execute();
    expect(rows.map((r) => r.kategori)).toEqual(['PENJUALAN', 'BATAL PENJUALAN', 'PELUNASAN TITIP', 'BATAL TITIP', 'PEMBELIAN', 'BATAL PEMBELIAN', 'TITIP']);
    expect(rows.every((r) => (KAS_KATEGORI as readonly string[]).includes(r.kategori) && Number(r.fee_rp) === 0)).toBe(true);
  });
});
