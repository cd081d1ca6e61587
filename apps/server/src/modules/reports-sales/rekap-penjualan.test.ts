import { MESSAGES } from '@emas/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { executeAsOneStatement } from '../../db/one-statement';
import { seedDemoIfEmpty } from '../../db/seed';
import { sell as sellAtCounter } from '../../../test/closing-helpers';
import { COUNTER_SCREENS, readyItems, setAksesTree } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-database';
import * as salesRepo from '../sales/sales.repository';
import * as repo from './penjualan-reports.repository';

/**
 * Rekap Penjualan reads the daily sales summary (penjualan_harian) the sales triggers keep. These tests prove
 * that what it answers per TANGGAL, SALES and GROUP equals the sums computed from the sold lines themselves
 * (AKTIF lines of AKTIF receipts, receipts counted distinct), after sales, line cancels and receipt cancels:
 * random sequences written through the sales repository (fast-check), and a day written through the API.
 */

type Per = 'TANGGAL' | 'SALES' | 'GROUP';
const PERS: readonly Per[] = ['TANGGAL', 'SALES', 'GROUP'];

/** The rekap computed from the lines (the report's query before the summary): the reference. */
async function fromLines(db: Db, p: { kodeToko: string | null; from: string; to: string; per: Per }) {
  const key = p.per === 'TANGGAL' ? sql<string>`to_char(p.tgl_system, 'YYYY-MM-DD')` : p.per === 'SALES' ? sql<string>`p.kode_sales` : sql<string>`d.kode_group`;
  const name = p.per === 'TANGGAL' ? sql<string>`''` : p.per === 'SALES' ? sql<string>`max(p.nama_sales)` : sql<string>`coalesce(max(g.nama_group), '')`;
  const { rows } = await sql<{ kode_toko: string; kunci: string; nama: string; jumlah_nota: number; qty: number; berat: string; harga: number; berlian_rp: number; ongkos_brl: number }>`
    select d.kode_toko, ${key} as kunci, ${name} as nama,
      count(distinct d.no_faktur_group)::int as jumlah_nota, sum(d.jumlah)::int as qty,
      sum(d.berat)::numeric(14,3)::text as berat, sum(d.harga)::bigint as harga,
      coalesce(sum(d.harga) filter (where d.berlian), 0)::bigint as berlian_rp, coalesce(sum(d.ongkos) filter (where d.berlian), 0)::bigint as ongkos_brl
    from penjualan_detail d
    join penjualan p on p.kode_toko = d.kode_toko and p.no_faktur_group = d.no_faktur_group
    left join group_barang g on g.kode_toko = d.kode_toko and g.kode_group = d.kode_group
    where p.status = 'AKTIF' and d.status = 'AKTIF' and p.tgl_system between ${p.from}::date and ${p.to}::date
      and (${p.kodeToko}::text is null or d.kode_toko = ${p.kodeToko})
    group by d.kode_toko, ${key}
    order by d.kode_toko, 2`.execute(db);
  return rows;
}

async function expectRekapEqualsLines(db: Db, from: string, to: string, stores: readonly (string | null)[]) {
  for (const kodeToko of stores) {
    for (const per of PERS) {
      const p = { kodeToko, from, to, per };
      expect(await repo.rekapPenjualan(db, p), JSON.stringify(p)).toEqual(await fromLines(db, p));
    }
  }
}

describe('the daily sales summary against the lines (random sales, line cancels and receipt cancels)', () => {
  let db: Db;
  let close: () => Promise<void>;
  const DAYS = ['2026-03-01', '2026-03-02', '2026-03-03'];
  const STORES = ['BDG', 'SBY'];
  const GROUPS = ['G1', 'G2', 'G3'];
  const SALES = [
    ['S1', 'SITI'],
    ['S2', 'BUDI'],
    ['S2', 'BUDI SANTOSO'], // the same code under another name (renamed): the rekap shows the largest
  ] as const;

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase());
    await seedDemoIfEmpty(db, DAYS[2]!);
  });
  afterAll(async () => {
    await close();
  });

  const line = fc.record({ group: fc.constantFrom(...GROUPS), mg: fc.integer({ min: 1, max: 20_000 }), harga: fc.integer({ min: 0, max: 50_000_000 }), jumlah: fc.integer({ min: 1, max: 3 }), berlian: fc.boolean(), ongkos: fc.integer({ min: 0, max: 2_000_000 }) });
  const step = fc.oneof(
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('sale' as const), store: fc.nat(1), day: fc.nat(2), sales: fc.nat(2), oneStatement: fc.boolean(), lines: fc.array(line, { minLength: 1, maxLength: 4 }) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancelLines' as const), pick: fc.nat(), lines: fc.array(fc.nat(3), { minLength: 1, maxLength: 3 }) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancelSale' as const), pick: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('validate' as const), pick: fc.nat() }) },
  );

  it('per day, sales person and group, every store and each store: equal after every sequence', async () => {
    let seq = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        // a fresh start (a failed run, while fast-check shrinks it, leaves its rows)
        await db.deleteFrom('penjualan_detail').execute();
        await db.deleteFrom('penjualan').execute();
        await sql`delete from penjualan_harian`.execute(db);
        const receipts: { kodeToko: string; no: string; lines: string[] }[] = [];
        await db.transaction().execute(async (trx) => {
          for (const s of steps) {
            if (s.kind === 'sale') {
              const kodeToko = STORES[s.store]!;
              const no = `FJB-${++seq}`;
              const [kodeSales, namaSales] = SALES[s.sales]!;
              const mg = s.lines.reduce((t, l) => t + l.mg, 0);
              const total = s.lines.reduce((t, l) => t + l.harga, 0);
              const header = {
                kode_toko: kodeToko, no_faktur_group: no, idempotency_key: no, tgl_system: DAYS[s.day]!, kode_sales: kodeSales, nama_sales: namaSales,
                total_berat: (mg / 1000).toFixed(3), total_harga: total, grand_total: total, total_bayar: total, input_by: 'TEST',
              };
              const lines = s.lines.map((l, i) => ({
                kode_toko: kodeToko, no_faktur_jual: `${no}-${i + 1}`, no_faktur_group: no, urut: i + 1, kode_barcode: `B${seq}-${i}`, nama_barang: 'CINCIN',
                kode_group: l.group, kode_dept: 'CC', kadar: '75', berat: (l.mg / 1000).toFixed(3), jenis_harga: 'GRAM' as const, kode_gudang: 'UTAMA', kode_baki: 'B01',
                harga_hitung: l.harga, harga: l.harga, jumlah: l.jumlah, ongkos: l.ongkos, berlian: l.berlian,
              }));
              // the counter writes a receipt in one statement; purchases and pick-ups in one statement a table
              if (s.oneStatement) await executeAsOneStatement(trx, salesRepo.insertSaleQueries(trx, header, lines, []));
              else await salesRepo.insertSale(trx, header, lines, []);
              receipts.push({ kodeToko, no, lines: lines.map((l) => l.no_faktur_jual) });
            } else if (receipts.length > 0) {
              const r = receipts[s.pick % receipts.length]!;
              if (s.kind === 'cancelLines') {
                const chosen = [...new Set(s.lines.map((i) => r.lines[i % r.lines.length]!))];
                await salesRepo.cancelLines(trx, r.kodeToko, chosen, 'TEST');
                const left = await trx.selectFrom('penjualan_detail').select('no_faktur_jual').where('kode_toko', '=', r.kodeToko).where('no_faktur_group', '=', r.no).where('status', '=', 'AKTIF').execute();
                await salesRepo.markSaleCancelled(trx, r.kodeToko, r.no, { status: left.length === 0 ? 'BATAL' : 'AKTIF', alasan: 'uji', by: 'TEST' });
              } else if (s.kind === 'cancelSale') {
                // a whole receipt: its header only (the lines keep their status), as a cancel written by hand would
                await salesRepo.markSaleCancelled(trx, r.kodeToko, r.no, { status: 'BATAL', alasan: 'uji', by: 'TEST' });
              } else {
                await salesRepo.validateSales(trx, r.kodeToko, [r.no], 'TEST');
              }
            }
          }
        });
        await expectRekapEqualsLines(db, DAYS[0]!, DAYS[2]!, [null, 'BDG', 'SBY']);
        await expectRekapEqualsLines(db, DAYS[1]!, DAYS[1]!, [null]);
        // removing every receipt (lines first) leaves nothing in the summary
        await db.deleteFrom('penjualan_detail').execute();
        await db.deleteFrom('penjualan').execute();
        const left = await sql<{ n: number }>`select count(*)::int as n from penjualan_harian
          where qty <> 0 or berat <> 0 or harga <> 0 or jumlah_nota <> 0 or jumlah_nota_group <> 0`.execute(db);
        expect(left.rows[0]!.n).toBe(0);
      }),
      { numRuns: 25 },
    );
  });
});

describe('Rekap Penjualan through the API after sales, a line cancel and a receipt cancel', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let kasir: Record<string, string>;
  let today: string;
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  // a sale at the counter's price, paid in cash (the shared helper)
  const sell = async (codes: string[]) => {
    const res = await sellAtCounter(t, kasir, codes);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { no_faktur_group: string; detail: { no_faktur_jual: string }[] };
  };

  async function cancel(no: string, lines?: string[]) {
    const approval = await call('POST', '/api/otorisasi', kasir, { operasi: 'BATAL_PENJUALAN', user_id: 'SPVBDG', password: 'demo123', deskripsi: 'uji' });
    expect(approval.statusCode, approval.body).toBe(200);
    const res = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: no, alasan: 'retur', otorisasi: [approval.json().data.id], ...(lines ? { no_faktur_jual: lines } : {}) });
    expect(res.statusCode, res.body).toBe(200);
  }

  beforeAll(async () => {
    t = await createTestApp();
    await setAksesTree(t, 'KASIRBDG', { penjualan: COUNTER_SCREENS });
    owner = t.bearer(await t.login('OWNER'));
    kasir = t.bearer(await t.login('KASIRBDG'));
    today = (await sql<{ d: string }>`select to_char(tgl_system, 'YYYY-MM-DD') as d from toko where kode_toko = 'BDG'`.execute(t.db)).rows[0]!.d;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers per day, sales person and group what the sold lines come to, the cancelled ones left out', async () => {
    const items = (await readyItems(t, 8, { kodeToko: 'BDG' })).map((i) => i.kode_barcode);
    const a = await sell(items.slice(0, 3));
    await sell(items.slice(3, 5));
    const c = await sell(items.slice(5, 7));
    await sell(items.slice(7, 8));
    await cancel(a.no_faktur_group, [a.detail[1]!.no_faktur_jual]);
    await cancel(c.no_faktur_group);
    for (const filter of PERS) {
      const res = await call('GET', `/api/laporan/rekap-penjualan?${new URLSearchParams({ kode_toko: 'BDG', tgl_awal: today, tgl_akhir: today, filter })}`, owner);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'success', message: MESSAGES.reportAvailable });
      expect(res.json().data).toEqual(await fromLines(t.db, { kodeToko: 'BDG', from: today, to: today, per: filter }));
      // the database writes the rows' JSON, one row a line, as the kit writes any answer
      expect(res.body.split('\n')).toHaveLength(res.json().data.length + 1);
    }
    const quiet = await call('GET', `/api/laporan/rekap-penjualan?${new URLSearchParams({ kode_toko: 'BDG', tgl_awal: '2001-01-01', tgl_akhir: '2001-01-02', filter: 'SALES' })}`, owner);
    expect(quiet.json()).toMatchObject({ status: 'success', message: 'Laporan Penjualan Tidak Tersedia', data: [] });
    const days = (await call('GET', `/api/laporan/rekap-penjualan?${new URLSearchParams({ kode_toko: 'BDG', tgl_awal: today, tgl_akhir: today, filter: 'TANGGAL' })}`, owner)).json().data;
    // four receipts, one cancelled whole
    expect(days).toEqual([expect.objectContaining({ kode_toko: 'BDG', kunci: today, jumlah_nota: 3 })]);
  });
});
