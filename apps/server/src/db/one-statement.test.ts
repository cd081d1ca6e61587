import { documentNumberPrefix, formatDocumentNumber } from '@emas/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUMBERS_CTE, numberInStatement, takeNumbersQuery } from '../modules/stock/stock.repository';
import { openTestDatabase } from '../../test/test-database';
import type { Db } from './database';
import { executeAsOneStatement } from './one-statement';

// Runs on PostgreSQL (TEST_DATABASE_URL) or the embedded database, like every server test.

describe('numbers taken inside the statement that writes them', () => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase());
    await db.insertInto('toko').values({ kode_toko: 'AAA', nama_toko: 'TOKO A', alamat_toko: 'JALAN A', type: 'CABANG', tgl_system: '2026-11-24' }).execute();
  });

  afterAll(() => close());

  /** One statement: takes 1 FJ and `lines` JL numbers, writes a cash row naming the receipt, answers the numbers. */
  const take = (lines: number, tgl: string) => {
    const nota = numberInStatement('FJ', documentNumberPrefix('FJ', 'AAA', tgl), 0);
    const jl = documentNumberPrefix('JL', 'AAA', tgl);
    const lineNos = Array.from({ length: lines }, (_, i) => numberInStatement('JL', jl, lines - 1 - i));
    return executeAsOneStatement<{ nota: string; lines: string[] }>(
      db,
      [db.insertInto('kas_mutasi').values({ kode_toko: 'AAA', tgl_system: tgl, kategori: 'PENJUALAN', keterangan: 'X', no_ref: nota, jenis: 'CASH', jumlah_in: 1, jumlah_out: 0, input_by: 'T' })],
      {
        named: [[NUMBERS_CTE, takeNumbersQuery(db, 'AAA', [{ jenis: 'JL', count: lines }, { jenis: 'FJ', count: 1 }])]],
        select: sql`select ${nota} as nota, array[${sql.join(lineNos)}]::text[] as lines`,
      },
    );
  };

  it('formats every number as formatDocumentNumber does, counters past six digits included, and writes the rows', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 1, max: 5 }), async (fj, jl, lines) => {
        await db.deleteFrom('nomor_dokumen').where('kode_toko', '=', 'AAA').execute();
        await db.insertInto('nomor_dokumen').values([{ kode_toko: 'AAA', jenis: 'FJ', nomor: fj }, { kode_toko: 'AAA', jenis: 'JL', nomor: jl }]).execute();
        const [row] = await take(lines, '2026-11-24');
        expect(row!.nota).toBe(formatDocumentNumber('FJ', 'AAA', '2026-11-24', fj + 1));
        expect(row!.lines).toEqual(Array.from({ length: lines }, (_, i) => formatDocumentNumber('JL', 'AAA', '2026-11-24', jl + 1 + i)));
        const kas = await db.selectFrom('kas_mutasi').select('no_ref').where('kode_toko', '=', 'AAA').orderBy('id', 'desc').executeTakeFirstOrThrow();
        expect(kas.no_ref).toBe(row!.nota);
        const counters = await db.selectFrom('nomor_dokumen').select(['jenis', 'nomor']).where('kode_toko', '=', 'AAA').orderBy('jenis').execute();
        expect(counters.map((c) => Number(c.nomor))).toEqual([fj + 1, jl + lines]);
      }),
      { numRuns: 25 },
    );
  });

  it('a counter that does not exist yet starts at 1; a failed statement takes no number', async () => {
    await db.deleteFrom('nomor_dokumen').where('kode_toko', '=', 'AAA').execute();
    const [first] = await take(2, '2026-11-25');
    expect(first).toEqual({ nota: 'FJ-AAA-261125-000001', lines: ['JL-AAA-261125-000001', 'JL-AAA-261125-000002'] });
    const failing = executeAsOneStatement(db, [db.insertInto('kas_mutasi').values({ kode_toko: 'TIDAKADA', tgl_system: '2026-11-25', kategori: 'PENJUALAN', keterangan: 'X', no_ref: 'X', jenis: 'CASH', jumlah_in: 1, jumlah_out: 0, input_by: 'T' })], {
      named: [[NUMBERS_CTE, takeNumbersQuery(db, 'AAA', [{ jenis: 'FJ', count: 1 }])]],
      select: sql`select 1 as x`,
    });
    await expect(failing).rejects.toThrow();
    const [second] = await take(1, '2026-11-25');
    expect(second).toEqual({ nota: 'FJ-AAA-261125-000002', lines: ['JL-AAA-261125-000003'] });
  });
});
