import { laporanPenjualanRow, MESSAGES, parseWeightToMg } from '@emas/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import * as repo from './penjualan-reports.repository';

/**
 * Large report answers (issue 22): a report read through a cursor has no row cap (it was 20,000) and
 * arrives whole, in the same envelope, each row on a line of its own (what the screen counts to show
 * progress). 25,000 sold lines are written with one set-based insert each for headers and lines.
 */

const LINES = 25_000;
/** buy-back lines for the grouped answer: more than two fetched chunks of 2,000 */
const BUY_LINES = 4_500;
let t: TestApp;
let owner: Record<string, string>;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.bearer(await t.login('OWNER'));
  today = (await sql<{ d: string }>`select to_char(tgl_system, 'YYYY-MM-DD') as d from toko where kode_toko = 'SBY'`.execute(t.db)).rows[0]!.d;
  // one line a receipt: line i weighs 1.000 g + i mg and costs Rp 1,000,000 + i
  await sql`
    insert into penjualan (kode_toko, no_faktur_group, idempotency_key, tgl_system, kode_sales, nama_sales, total_berat, total_harga, grand_total, total_bayar, status, valid, input_by)
    select 'SBY', 'BIG-' || lpad(i::text, 6, '0'), 'BIG-' || i, ${today}::date, 'S01', 'BESAR', (1000 + i) / 1000.0, 1000000 + i, 1000000 + i, 1000000 + i, 'AKTIF', true, 'TEST'
    from generate_series(1, ${LINES}) as i`.execute(t.db);
  await sql`
    insert into penjualan_detail (kode_toko, no_faktur_jual, no_faktur_group, urut, kode_barcode, nama_barang, kode_group, kode_dept, kadar, berat, jenis_harga, kode_gudang, kode_baki, harga_per_gram, harga_hitung, harga)
    select 'SBY', 'BIGJ-' || lpad(i::text, 6, '0'), 'BIG-' || lpad(i::text, 6, '0'), 1, 'BIGB' || i, 'CINCIN "BESAR"', 'P17', 'CC', 75, (1000 + i) / 1000.0, 'GRAM', 'UTAMA', 'B01', 1000000, 1000000 + i, 1000000 + i
    from generate_series(1, ${LINES}) as i`.execute(t.db);
  // the pieces bought are not in `barang` (not what this test reads): the lines are written without foreign-key checks
  await t.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    // line i: condition A (i <= 1,500), B (up to 3,500: across the 2,000-line chunk boundary) or C; i mg over 1 g, Rp 900 a mg
    await sql`
      insert into pembelian (kode_toko, no_faktur_group, idempotency_key, tgl_system, kode_sales, nama_sales, total_berat, total_hitung, total_harga, jenis_bayar, status, valid, input_by)
      select 'SBY', 'GRB-' || lpad(i::text, 5, '0'), 'GRB-' || i, ${today}::date, 'S01', 'GRUP', (1000 + i) / 1000.0, (1000 + i) * 900, (1000 + i) * 900, 'CASH', 'AKTIF', true, 'TEST'
      from generate_series(1, ${BUY_LINES}) as i`.execute(trx);
    await sql`
      insert into pembelian_detail (kode_toko, no_faktur_beli, no_faktur_group, urut, kode_barcode, nama_barang, kode_group, kode_dept, kadar, kode_kondisi, nama_kondisi, harga_emas, berat, berat_dipakai, nilai_emas, harga_hitung, harga, tujuan, kode_gudang, kode_baki)
      select 'SBY', 'GRL-' || lpad(i::text, 5, '0'), 'GRB-' || lpad(i::text, 5, '0'), 1, 'GRX' || i, 'GELANG GRUP', 'P17', 'GL', 75,
             k, 'KONDISI ' || k, 900000, (1000 + i) / 1000.0, (1000 + i) / 1000.0, (1000 + i) * 900, (1000 + i) * 900, (1000 + i) * 900, 'STOCK', 'BELI', 'BELI'
      from generate_series(1, ${BUY_LINES}) as i, lateral (select case when i <= 1500 then 'ZA' when i <= 3500 then 'ZB' else 'ZC' end as k) c`.execute(trx);
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const query = (extra: Record<string, string> = {}) =>
  new URLSearchParams({ tgl_awal: today, tgl_akhir: today, filter: 'NONE', sort_by: 'no_faktur_jual', kode_group: 'ALL', kode_sales: 'ALL', kode_toko: 'SBY', ...extra });

describe('large report answers', () => {
  it('answers every one of 25,000 lines (more than the old cap of 20,000) in the one envelope, in order, sums intact', async () => {
    const expected = (
      await sql<{ n: number; rp: string; mg: string }>`
        select count(*)::int as n, sum(d.harga)::text as rp, (sum(d.berat) * 1000)::bigint::text as mg
        from penjualan_detail d join penjualan p on p.kode_toko = d.kode_toko and p.no_faktur_group = d.no_faktur_group
        where d.kode_toko = 'SBY' and p.tgl_system = ${today}::date and p.status = 'AKTIF' and d.status = 'AKTIF'`.execute(t.db)
    ).rows[0]!;
    expect(expected.n).toBeGreaterThanOrEqual(LINES);

    const res = await t.app.inject({ method: 'GET', url: `/api/laporan/penjualan?${query()}`, headers: owner });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(res.body) as { status: string; message: string; code?: string; data: { no_faktur_jual: string; nama_barang: string; berat: string; harga: number; kode_toko: string }[] };
    expect(Object.keys(body)).toEqual(['status', 'message', 'code', 'data']);
    expect(body).toMatchObject({ status: 'success', message: MESSAGES.reportAvailable });
    expect(body.data).toHaveLength(expected.n);
    // one row a line: the screen counts the lines it has received
    expect(res.body.split('\n')).toHaveLength(expected.n + 1);
    expect(body.data.reduce((s, r) => s + r.harga, 0)).toBe(Number(expected.rp));
    expect(body.data.reduce((s, r) => s + parseWeightToMg(r.berat)!, 0)).toBe(Number(expected.mg));
    const ours = body.data.filter((r) => r.no_faktur_jual.startsWith('BIGJ-'));
    expect(ours).toHaveLength(LINES);
    expect(ours[0]).toMatchObject({ kode_toko: 'SBY', no_faktur_jual: 'BIGJ-000001', nama_barang: 'CINCIN "BESAR"', berat: '1.001', harga: 1_000_001 });
    expect(ours.at(-1)).toMatchObject({ no_faktur_jual: 'BIGJ-025000', berat: '26.000', harga: 1_025_000 });
    const numbers = body.data.map((r) => r.no_faktur_jual);
    expect(numbers).toEqual([...numbers].sort());
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('the JSON the database writes is the rows themselves: same keys, order and values as the rows read as objects', async () => {
    for (const sortBy of ['no_faktur_jual', 'berat'] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/laporan/penjualan?${query({ sort_by: sortBy })}`, headers: owner });
      expect(res.statusCode).toBe(200);
      const rows = await repo.penjualanLines(t.db, { kodeToko: 'SBY', from: today, to: today, kodeGroup: null, kodeSales: null, sortBy });
      const body = JSON.parse(res.body) as { data: unknown[] };
      expect(body.data).toEqual(rows);
      // byte for byte what the row schema writes of each row
      expect(res.body.split('\n').slice(1, 4).map((l) => l.replace(/,$/, ''))).toEqual(rows.slice(0, 3).map((r) => JSON.stringify(laporanPenjualanRow.parse(r))));
    }
  });

  it('the same report with nothing in the period answers the empty message and an empty list', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/laporan/penjualan?${query({ tgl_awal: '2001-01-01', tgl_akhir: '2001-01-31' })}`, headers: owner });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data).toEqual([]);
    expect(body.message).not.toBe(MESSAGES.reportAvailable);
  });

  it('bad input still answers 400 with the field message and no rows', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/laporan/penjualan?${query({ tgl_awal: 'kemarin' })}`, headers: owner });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error' });
    expect(res.json().data).toBeUndefined();
  });
});

/**
 * A grouped answer read through a cursor (Laporan Pembelian Per Faktur: groups of kondisi with detail[]): 4,500
 * buy-back lines in three conditions, so one condition's lines span a chunk boundary. Each condition must still be
 * one group with every one of its lines, and the answer has no cap (it was 20,000 lines).
 */
describe('grouped report answers read through a cursor', () => {
  it('answers each condition once with all its lines, a group spanning two chunks included', async () => {
    const q = new URLSearchParams({ tgl_from: today, tgl_to: today, kelompok_harga: 'ALL', kode_group: 'ALL', kondisi: 'ALL', kode_toko: 'SBY' });
    const res = await t.app.inject({ method: 'GET', url: `/api/pembelian/hidup/report-limited?${q}`, headers: owner });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { message: string; data: { kondisi: string; detail: { no_faktur_beli: string; harga: number }[] }[] };
    expect(body.message).toBe(MESSAGES.reportAvailable);
    const ours = body.data.filter((g) => g.kondisi.startsWith('KONDISI Z'));
    expect(ours.map((g) => [g.kondisi, g.detail.length])).toEqual([
      ['KONDISI ZA', 1500],
      ['KONDISI ZB', 2000],
      ['KONDISI ZC', 1000],
    ]);
    const kondisi = body.data.map((g) => g.kondisi);
    expect(new Set(kondisi).size).toBe(kondisi.length);
    const b = ours[1]!.detail.map((d) => d.no_faktur_beli);
    expect(b[0]).toBe('GRL-01501');
    expect(b.at(-1)).toBe('GRL-03500');
    expect(new Set(b).size).toBe(2000);
    const rupiah = ours.flatMap((g) => g.detail).reduce((s, d) => s + d.harga, 0);
    // sum over i of (1000 + i) * 900
    expect(rupiah).toBe(900 * (1000 * BUY_LINES + (BUY_LINES * (BUY_LINES + 1)) / 2));
  });

  it('one condition alone is one group', async () => {
    const q = new URLSearchParams({ tgl_from: today, tgl_to: today, kondisi: 'ZB', kode_toko: 'SBY' });
    const res = await t.app.inject({ method: 'GET', url: `/api/pembelian/hidup/report-limited?${q}`, headers: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((g: { kondisi: string; detail: unknown[] }) => [g.kondisi, g.detail.length])).toEqual([['KONDISI ZB', 2000]]);
  });
});
