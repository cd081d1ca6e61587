import { MESSAGES } from '@emas/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * A grouped answer read through a cursor (Laporan Pembelian Per Faktur: groups of kondisi with detail[]):
 * 4,500 buy-back lines in three conditions, more than two fetched chunks of 2,000, so one condition's
 * lines span a chunk boundary. Each condition must still be one group, with every one of its lines, and
 * the answer has no cap (it was 20,000 lines).
 */

const LINES = 4_500;
let t: TestApp;
let owner: Record<string, string>;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.bearer(await t.login('OWNER'));
  today = (await sql<{ d: string }>`select to_char(tgl_system, 'YYYY-MM-DD') as d from toko where kode_toko = 'SBY'`.execute(t.db)).rows[0]!.d;
  // the pieces bought are not in `barang` (not what this test reads): the lines are written without foreign-key checks
  await t.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    // line i: condition A (i <= 1,500), B (up to 3,500: across the 2,000-line chunk boundary) or C; i mg over 1 g, Rp 900 a mg
    await sql`
      insert into pembelian (kode_toko, no_faktur_group, idempotency_key, tgl_system, kode_sales, nama_sales, total_berat, total_hitung, total_harga, jenis_bayar, status, valid, input_by)
      select 'SBY', 'GRB-' || lpad(i::text, 5, '0'), 'GRB-' || i, ${today}::date, 'S01', 'GRUP', (1000 + i) / 1000.0, (1000 + i) * 900, (1000 + i) * 900, 'CASH', 'AKTIF', true, 'TEST'
      from generate_series(1, ${LINES}) as i`.execute(trx);
    await sql`
      insert into pembelian_detail (kode_toko, no_faktur_beli, no_faktur_group, urut, kode_barcode, nama_barang, kode_group, kode_dept, kadar, kode_kondisi, nama_kondisi, harga_emas, berat, berat_dipakai, nilai_emas, harga_hitung, harga, tujuan, kode_gudang, kode_baki)
      select 'SBY', 'GRL-' || lpad(i::text, 5, '0'), 'GRB-' || lpad(i::text, 5, '0'), 1, 'GRX' || i, 'GELANG GRUP', 'P17', 'GL', 75,
             k, 'KONDISI ' || k, 900000, (1000 + i) / 1000.0, (1000 + i) / 1000.0, (1000 + i) * 900, (1000 + i) * 900, (1000 + i) * 900, 'STOCK', 'BELI', 'BELI'
      from generate_series(1, ${LINES}) as i, lateral (select case when i <= 1500 then 'ZA' when i <= 3500 then 'ZB' else 'ZC' end as k) c`.execute(trx);
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

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
    expect(rupiah).toBe(900 * (1000 * LINES + (LINES * (LINES + 1)) / 2));
  });

  it('one condition alone is one group', async () => {
    const q = new URLSearchParams({ tgl_from: today, tgl_to: today, kondisi: 'ZB', kode_toko: 'SBY' });
    const res = await t.app.inject({ method: 'GET', url: `/api/pembelian/hidup/report-limited?${q}`, headers: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((g: { kondisi: string; detail: unknown[] }) => [g.kondisi, g.detail.length])).toEqual([['KONDISI ZB', 2000]]);
  });
});
