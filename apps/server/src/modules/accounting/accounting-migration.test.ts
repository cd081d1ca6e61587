import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/database';
import { migrations } from '../../db/migrations/index';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('migration 0014 posts the journals of the cash ledger rows written before it', { timeout: 240_000 }, async () => {
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(t.db)).rows[0]!.s;
  const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations }, migrationTableSchema: schema });
  // back to just before the journals (migrations after it are undone first)
  const down = await migrator.migrateTo('0013-closing');
  expect(down.error).toBeUndefined();
  expect(down.results?.map((r) => r.migrationName)).toContain('0014-journals');
  await sql`
    insert into kas_mutasi (kode_toko, tgl_system, kategori, jenis, jumlah_in, jumlah_out, input_by) values
      ('BDG', '2026-01-01', 'PENJUALAN', 'CASH', 1000, 0, 'X'),
      ('SBY', '2026-01-01', 'PEMBELIAN', 'BANK', 0, 400, 'X'),
      ('SBY', '2026-01-01', 'PEMBELIAN', 'CASH', 0, 0, 'X')`.execute(t.db);
  await migrateToLatest(t.db, schema);
  const lines = await sql<{ trx: string; nomor_akun: string; debet: number; kredit: number }>`
    select trx, nomor_akun, debet, kredit from jurnal order by kas_mutasi_id, urut`.execute(t.db);
  expect(lines.rows.map((l) => [l.trx, l.nomor_akun, Number(l.debet), Number(l.kredit)])).toEqual([
    ['PENJUALAN', '1-1100', 1000, 0],
    ['PENJUALAN', '4-1100', 0, 1000],
    ['PEMBELIAN', '5-1100', 400, 0],
    ['PEMBELIAN', '1-1200', 0, 400],
  ]);
});
