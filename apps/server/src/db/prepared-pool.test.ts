import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Db } from './database';

// The named statements live in PostgreSQL's sessions; the embedded database has no pool to name them in.
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('prepared statements on PostgreSQL', () => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // one connection, so every call below runs in the session whose statements we read
    ({ db, close } = await openTestDatabase({ poolSize: 1 }));
    await db.insertInto('toko').values([
      { kode_toko: 'AAA', nama_toko: 'TOKO A', alamat_toko: 'JALAN A', type: 'CABANG', tgl_system: '2026-01-02' },
      { kode_toko: 'BBB', nama_toko: 'TOKO B', alamat_toko: 'JALAN B', type: 'CABANG', tgl_system: '2026-01-03' },
    ]).execute();
  });

  afterAll(() => close());

  const named = async () =>
    (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(db)).rows;
  const tokoName = (kode: string) => db.selectFrom('toko').select(['nama_toko', 'tgl_system']).where('kode_toko', '=', kode).executeTakeFirst();

  it('names a statement from its second use and binds each call its own values', async () => {
    const text = 'select "nama_toko", "tgl_system" from "toko" where "kode_toko" = $1';
    expect(await tokoName('AAA')).toEqual({ nama_toko: 'TOKO A', tgl_system: '2026-01-02' });
    expect((await named()).some((s) => s.statement === text)).toBe(false);
    expect(await tokoName('BBB')).toEqual({ nama_toko: 'TOKO B', tgl_system: '2026-01-03' });
    expect(await tokoName('AAA')).toEqual({ nama_toko: 'TOKO A', tgl_system: '2026-01-02' });
    expect(await tokoName('ZZZ')).toBeUndefined();
    expect((await named()).filter((s) => s.statement === text)).toHaveLength(1);
  });

  it('leaves transaction control unnamed and a rolled-back write leaves nothing', async () => {
    const before = (await named()).length;
    for (let i = 0; i < 3; i++) {
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.updateTable('toko').set({ nama_toko: 'GANTI' }).where('kode_toko', '=', 'AAA').execute();
          throw new Error('batal');
        }),
      ).rejects.toThrow('batal');
    }
    expect(await tokoName('AAA')).toEqual({ nama_toko: 'TOKO A', tgl_system: '2026-01-02' });
    const statements = (await named()).map((s) => s.statement.toLowerCase());
    expect(statements.some((s) => s.startsWith('begin') || s.startsWith('rollback'))).toBe(false);
    expect(statements.some((s) => s.startsWith('update "toko"'))).toBe(true);
    expect((await named()).length).toBeGreaterThan(before);
  });
});
