import { expect, type APIRequestContext } from '@playwright/test';
import { bearer } from './fixtures';

/**
 * Stock set up through the API for tests whose subject is something else (weighing, counting,
 * selling): a tray of its own in the store's display warehouse, and items in it. Codes are unique
 * per run, so a test repeats on one database.
 */

export type TestItem = { kode_barcode: string; nama_barang: string; berat: string };

/** A short code nobody else uses in this run (upper case letters and digits). */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase();
}

/** A new tray in a warehouse of the signed-in user's store (POST /api/baki/create). */
export async function createTray(request: APIRequestContext, token: string, kodeBaki: string, kodeGudang = 'UTAMA'): Promise<void> {
  const res = await request.post('/api/baki/create', {
    headers: bearer(token),
    data: { kode_baki: kodeBaki, nama_baki: `BAKI UJI ${kodeBaki}`, kode_gudang: kodeGudang, berat_baki: 200 },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Items priced by weight (group P17, today's seeded price) in a tray (POST /api/barang). */
export async function createItems(
  request: APIRequestContext,
  token: string,
  place: { kode_gudang?: string; kode_baki: string },
  weights: readonly string[],
  namePrefix = 'CINCIN UJI',
): Promise<TestItem[]> {
  const items: TestItem[] = [];
  for (const [i, berat] of weights.entries()) {
    const nama = `${namePrefix} ${place.kode_baki} ${i + 1}`;
    const res = await request.post('/api/barang', {
      headers: bearer(token),
      data: { kode_group: 'P17', kode_dept: 'CC', kode_gudang: place.kode_gudang ?? 'UTAMA', kode_baki: place.kode_baki, nama_barang: nama, berat, kadar: 70, ongkos: 50000 },
    });
    expect(res.status(), await res.text()).toBe(200);
    const item = ((await res.json()) as { data: TestItem }).data;
    items.push({ kode_barcode: item.kode_barcode, nama_barang: nama, berat });
  }
  return items;
}

/** An item as the server has it now (GET /api/barang/:kode_barcode). */
export async function readItem(request: APIRequestContext, token: string, barcode: string): Promise<{ status: string; kode_gudang: string; kode_baki: string }> {
  const res = await request.get(`/api/barang/${encodeURIComponent(barcode)}`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { status: string; kode_gudang: string; kode_baki: string } }).data;
}
