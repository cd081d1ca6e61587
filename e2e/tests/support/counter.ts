import type { Page } from '@playwright/test';
import { apiLogin, bearer, expect, logoutToken } from './fixtures';
import { createItems, createTray, uniqueSuffix, type TestItem } from './stock';
import { pickOption } from './ui';

/** Helpers of the counter specs (sales, buy-backs, trade-ins). */

/** A tray with items for one test; SPVBDG's API session ends before anyone signs in through the form. */
export async function stockFor(request: Parameters<typeof apiLogin>[0], weights: string[]): Promise<{ tray: string; items: TestItem[] }> {
  const token = await apiLogin(request, 'SPVBDG');
  const tray = `S${uniqueSuffix()}`;
  await createTray(request, token, tray);
  const items = await createItems(request, token, { kode_baki: tray }, weights);
  await logoutToken(request, token);
  return { tray, items };
}

export async function scanAtCounter(page: Page, barcode: string): Promise<void> {
  const input = page.getByTestId('counter-barcode');
  await input.fill(barcode);
  await input.press('Enter');
}

/** Picks the first sales person of the store in the counter's select. */
export async function pickSales(page: Page): Promise<void> {
  await pickOption(page, page.getByTestId('counter-sales'), 'S01 - RINA ANGGRAINI');
}

/** The bytes of the PDF a print opens in a new tab (a blob: URL of the page). */
export async function printedPdf(page: Page, click: () => Promise<void>): Promise<string> {
  const popup = page.waitForEvent('popup');
  await click();
  const tab = await popup;
  const url = tab.url();
  expect(url).toMatch(/^blob:/);
  const text = await page.evaluate(async (u) => {
    const bytes = new Uint8Array(await (await fetch(u)).arrayBuffer());
    let out = '';
    for (const b of bytes) out += String.fromCharCode(b);
    return out;
  }, url);
  await tab.close();
  return text;
}


/** Sells items at their computed price, in cash, as KASIRBDG through the API; answers the receipt number. */
export async function sellViaApi(request: Parameters<typeof apiLogin>[0], codes: readonly string[]): Promise<string> {
  const token = await apiLogin(request, 'KASIRBDG');
  const headers = { authorization: `Bearer ${token}` };
  const detail = [];
  for (const code of codes) {
    const res = await request.get(`/api/penjualan/barang/${code}`, { headers });
    expect(res.status(), await res.text()).toBe(200);
    detail.push({ kode_barcode: code, harga: ((await res.json()) as { data: { harga_hitung: number } }).data.harga_hitung });
  }
  const total = detail.reduce((s, l) => s + l.harga, 0);
  const sale = await request.post('/api/penjualan', {
    headers,
    data: { idempotency_key: `e2e-${uniqueSuffix()}`, kode_sales: 'S01', detail, pembayaran: [{ jenis: 'CASH', jumlah_rp: total }] },
  });
  expect(sale.status(), await sale.text()).toBe(200);
  await logoutToken(request, token);
  return ((await sale.json()) as { data: { no_faktur_group: string } }).data.no_faktur_group;
}

/**
 * Sets the drawer of BDG to exactly `saldo` through the cash book (SPVBDG: KAS MASUK MODAL or KAS KELUAR
 * ATK, with an approval), for a test that pays out: no payout may take the drawer below zero, and a fresh
 * demo chain may open at zero.
 */
export async function setDrawerViaApi(request: Parameters<typeof apiLogin>[0], saldo: number): Promise<void> {
  const token = await apiLogin(request, 'SPVBDG');
  const headers = { authorization: `Bearer ${token}` };
  const now = await request.get('/api/cash/saldo', { headers });
  expect(now.status(), await now.text()).toBe(200);
  const cash = ((await now.json()) as { data: { saldo: { akun: string; saldo_akhir: number }[] } }).data.saldo.find((s) => s.akun === 'CASH')?.saldo_akhir ?? 0;
  const diff = saldo - cash;
  if (diff !== 0) {
    const jumlah = Math.abs(diff);
    const approval = await request.post('/api/otorisasi', { headers, data: { operasi: 'KAS_MANUAL', user_id: 'SPVBDG', password: 'demo123', deskripsi: 'saldo uji', nilai: jumlah } });
    expect(approval.status(), await approval.text()).toBe(200);
    const id = ((await approval.json()) as { data: { id: string } }).data.id;
    const res = await request.post('/api/cash/kas', { headers, data: { kode_transaksi: diff > 0 ? 'MODAL' : 'ATK', jumlah, keterangan: 'saldo uji', otorisasi: [id] } });
    expect(res.status(), await res.text()).toBe(200);
  }
  await logoutToken(request, token);
}

/**
 * After a day close: the gold prices in force again from the store's new business date, entered with a
 * supervisor's token (the stale-price guard asks for them before the store sells), as every morning.
 */
export async function enterTodaysPricesViaApi(request: Parameters<typeof apiLogin>[0], token: string): Promise<void> {
  const headers = bearer(token);
  const list = await request.get('/api/parameter-harga-emas', { headers });
  expect(list.status()).toBe(200);
  type Group = { kode_group: string; harga: { harga_jual: number; harga_beli: number } | null };
  const groups = ((await list.json()) as { data: { groups: Group[] } }).data.groups;
  const detail = groups.flatMap((g) => (g.harga ? [{ kode_group: g.kode_group, harga_jual: g.harga.harga_jual, harga_beli: g.harga.harga_beli }] : []));
  const saved = await request.post('/api/parameter-harga-emas', { headers, data: { detail } });
  expect(saved.status(), await saved.text()).toBe(200);
}
