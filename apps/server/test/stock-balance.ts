import { parseWeightToMg, PRESENT_STATUSES } from '@emas/domain';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

const mg = (value: string | number) => parseWeightToMg(value)!;

/** What is physically in a store: pieces and milligrams of present items per tray. */
export async function presentStock(t: TestApp, kodeToko = 'BDG') {
  const result = await sql<{ kode_gudang: string; kode_baki: string; qty: number; berat: string }>`
    select kode_gudang, kode_baki, sum(jumlah)::int as qty, sum(jumlah * berat)::text as berat
      from barang where kode_toko = ${kodeToko} and status in (${sql.join([...PRESENT_STATUSES])})
     group by kode_gudang, kode_baki
    having sum(jumlah) <> 0 or sum(jumlah * berat) <> 0
     order by kode_gudang, kode_baki`.execute(t.db);
  return result.rows.map((r) => ({ kode_gudang: r.kode_gudang, kode_baki: r.kode_baki, qty: r.qty, mg: mg(r.berat) }));
}

/** The ledger's closing balance per tray, through the API (GET /api/barang/saldo). */
export async function saldoClosing(t: TestApp, headers: Record<string, string>, tanggal?: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/barang/saldo${tanggal ? `?tgl_system=${tanggal}` : ''}`, headers });
  expect(res.statusCode).toBe(200);
  const data = res.json().data;
  expect(data.tersembunyi).toBe(false);
  return (data.baki as { kode_gudang: string; kode_baki: string; akhir: { qty: number; berat: number } }[])
    .filter((b) => b.akhir.qty !== 0 || b.akhir.berat !== 0)
    .map((b) => ({ kode_gudang: b.kode_gudang, kode_baki: b.kode_baki, qty: b.akhir.qty, mg: Math.round(b.akhir.berat * 1000) }));
}
