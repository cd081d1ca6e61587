import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Db } from './database';
import { reusableQuery } from './reusable-query';

// Runs on PostgreSQL (TEST_DATABASE_URL) or the embedded database, like every server test.

describe('a query built once and run with new values', () => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase());
    await db
      .insertInto('toko')
      .values(['AAA', 'BBB', 'CCC'].map((k) => ({ kode_toko: k, nama_toko: `TOKO ${k}`, alamat_toko: `JALAN ${k}`, type: 'CABANG' as const, tgl_system: '2026-11-24' })))
      .execute();
  });

  afterAll(() => close());

  const stores = reusableQuery<{ codes: readonly string[]; except: string }, { kode_toko: string; nama_toko: string }>(['codes', 'except'], (q, a) =>
    q
      .selectFrom('toko')
      .select(['kode_toko', 'nama_toko'])
      .where(sql<boolean>`kode_toko = any(${a.codes}::text[])`)
      .where('kode_toko', '!=', a.except)
      // the same argument twice, and a constant of the builder that stays
      .where(sql<boolean>`${a.except}::text <> ${'ZZZ'}::text`)
      .orderBy('kode_toko'),
  );

  it('answers each run with its own values, for lists of any length', async () => {
    expect(await stores(db, { codes: ['AAA', 'BBB', 'CCC'], except: 'BBB' })).toEqual([
      { kode_toko: 'AAA', nama_toko: 'TOKO AAA' },
      { kode_toko: 'CCC', nama_toko: 'TOKO CCC' },
    ]);
    expect(await stores(db, { codes: ['BBB'], except: 'AAA' })).toEqual([{ kode_toko: 'BBB', nama_toko: 'TOKO BBB' }]);
    expect(await stores(db, { codes: [], except: 'AAA' })).toEqual([]);
    expect(await stores(db, { codes: ['AAA', 'CCC'], except: 'ZZZ' })).toEqual([]);
  });

  it('refuses a builder that does not pass an argument as a value', async () => {
    const unused = reusableQuery<{ kode: string }, { kode_toko: string }>(['kode'], (q) => q.selectFrom('toko').select('kode_toko'));
    await expect(unused(db, { kode: 'AAA' })).rejects.toThrow('kode not used as a value');
  });
});
