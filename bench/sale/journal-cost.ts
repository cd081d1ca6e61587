/**
 * The cost of the journal trigger (migration 0014) on a cash ledger write like a sale's (three rows:
 * a cash payment, a card payment to a bank account, the change given back), measured inside
 * PostgreSQL with EXPLAIN ANALYZE so that the load of the machine's other processes weighs less than
 * in the HTTP benchmark. Blocks with the trigger off and on alternate; medians per block kind.
 *
 *   cd bench && npx tsx sale/journal-cost.ts
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_ROUNDS (6), BENCH_PER_ROUND (200).
 */
import { toBusinessDate } from '@emas/domain';
import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import { createDatabase, migrateToLatest } from '../../apps/server/src/db/database';
import { seedDemoIfEmpty } from '../../apps/server/src/db/seed';
import { BENCH_DATABASE_URL } from '../shared/server';
import { sized } from '../shared/smoke';

const ROUNDS = sized('BENCH_ROUNDS', 6, 1);
const PER_ROUND = sized('BENCH_PER_ROUND', 200, 20);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))]!;

async function main() {
  const schema = `bench_journal_${randomBytes(4).toString('hex')}`;
  const { db } = await createDatabase({ url: BENCH_DATABASE_URL, schema, poolSize: 1 });
  try {
    await migrateToLatest(db, schema);
    const today = toBusinessDate(new Date());
    await seedDemoIfEmpty(db, today);
    const rek = await db.selectFrom('rekening').select(['no_rekening', 'kode_bank']).where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow();
    const times: Record<'off' | 'on', { total: number[]; trigger: number[] }> = { off: { total: [], trigger: [] }, on: { total: [], trigger: [] } };
    for (let round = 0; round < ROUNDS * 2; round++) {
      const mode = round % 2 === 0 ? 'off' : 'on';
      await sql.raw(`alter table kas_mutasi ${mode === 'off' ? 'disable' : 'enable'} trigger kas_mutasi_jurnal`).execute(db);
      for (let i = 0; i < PER_ROUND; i++) {
        const ref = `FJ-BENCH-${round}-${i}`;
        const { rows } = await sql<{ 'QUERY PLAN': { 'Execution Time': number; Triggers?: { 'Trigger Name': string; Time: number }[] }[] }>`
          explain (analyze, format json)
          insert into kas_mutasi (kode_toko, tgl_system, kategori, keterangan, no_ref, jenis, kode_bank, no_rekening, jumlah_in, jumlah_out, input_by) values
            ('BDG', ${today}, 'PENJUALAN', ${ref}, ${ref}, 'CASH', null, null, 2000000, 0, 'BENCH'),
            ('BDG', ${today}, 'PENJUALAN', ${ref}, ${ref}, 'BANK', ${rek.kode_bank}, ${rek.no_rekening}, 1500000, 0, 'BENCH'),
            ('BDG', ${today}, 'PENJUALAN', ${ref}, ${ref}, 'CASH', null, null, 0, 20000, 'BENCH')`.execute(db);
        const plan = rows[0]!['QUERY PLAN'][0]!;
        times[mode].total.push(plan['Execution Time']);
        times[mode].trigger.push(plan.Triggers?.find((t) => t['Trigger Name'] === 'kas_mutasi_jurnal')?.Time ?? 0);
      }
    }
    const journals = await db.selectFrom('jurnal').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const fmt = (n: number) => `${n.toFixed(3)} ms`;
    process.stdout.write(`3-row cash ledger insert (as a sale writes it), ${ROUNDS} x ${PER_ROUND} statements each way, blocks alternating\n`);
    for (const mode of ['off', 'on'] as const) {
      process.stdout.write(`trigger ${mode.padEnd(3)}: statement p50 ${fmt(median(times[mode].total))}, p99 ${fmt(p99(times[mode].total))}; trigger p50 ${fmt(median(times[mode].trigger))}, p99 ${fmt(p99(times[mode].trigger))}\n`);
    }
    process.stdout.write(`journal lines written: ${Number(journals.n)} (expected ${ROUNDS * PER_ROUND * 3 * 2})\n`);
  } finally {
    if (!process.env.BENCH_KEEP_SCHEMA) await sql.raw(`drop schema if exists "${schema}" cascade`).execute(db);
    await db.destroy();
  }
}

await main();
