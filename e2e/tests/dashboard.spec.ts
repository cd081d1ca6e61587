import type { APIRequestContext, Locator } from '@playwright/test';
import { stockFor } from './support/counter';
import { apiLogin, bearer, expect, login, logoutToken, test } from './support/fixtures';
import { uniqueSuffix } from './support/stock';

/** The grams a dashboard tile shows ('Berat (gr): 24.000'), in milligrams. */
async function milligrams(locator: Locator): Promise<number> {
  const text = ((await locator.textContent()) ?? '').split(':').pop()!.replace(/,/g, '').trim();
  const [whole = '0', frac = ''] = text.split('.');
  return Number(whole.replace(/[^0-9]/g, '') || '0') * 1000 + Number((frac + '000').slice(0, 3));
}

/**
 * Issue 22, the dashboards: a sale made a minute before shows on /dashboard; head office's
 * /dashboardPusat lists every store with the chain's total equal to the sum of the stores, and
 * switches to one store.
 */

const rupiah = async (cell: Locator) => Number(((await cell.textContent()) ?? '').replace(/[^0-9]/g, ''));

/** Sells the items for cash as KASIRBDG through the API; answers the receipt's total. */
async function sell(request: APIRequestContext, codes: readonly string[]): Promise<number> {
  const token = await apiLogin(request, 'KASIRBDG');
  const detail = [];
  for (const code of codes) {
    const res = await request.get(`/api/penjualan/barang/${code}`, { headers: bearer(token) });
    expect(res.status(), await res.text()).toBe(200);
    detail.push({ kode_barcode: code, harga: ((await res.json()) as { data: { harga_hitung: number } }).data.harga_hitung });
  }
  const total = detail.reduce((s, l) => s + l.harga, 0);
  const sale = await request.post('/api/penjualan', {
    headers: bearer(token),
    data: { idempotency_key: `e2e-dash-${uniqueSuffix()}`, kode_sales: 'S01', detail, pembayaran: [{ jenis: 'CASH', jumlah_rp: total }] },
  });
  expect(sale.status(), await sale.text()).toBe(200);
  await logoutToken(request, token);
  return ((await sale.json()) as { data: { grand_total: number } }).data.grand_total;
}

test('a sale made a minute before shows on the store dashboard', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { items } = await stockFor(request, ['3.000']);

  const token = await login(page, 'KASIRBDG');
  await page.getByTestId('dashboard-link').first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle('shop | DASHBOARD');
  const total = page.getByTestId('today-penjualan-total');
  await expect(total).toBeVisible();
  const before = await rupiah(total);
  const notaBefore = Number(((await page.getByTestId('today-penjualan-nota').textContent()) ?? '').replace(/[^0-9]/g, ''));
  const mgBefore = await milligrams(page.getByTestId('today-penjualan-berat'));
  // orders and services show zeros until their modules answer their charts
  await expect(page.getByTestId('today-pesanan')).toBeVisible();
  await logoutToken(request, token);

  const grandTotal = await sell(request, [items[0]!.kode_barcode]);

  await login(page, 'KASIRBDG');
  await page.goto('/dashboard');
  await expect.poll(() => rupiah(page.getByTestId('today-penjualan-total'))).toBe(before + grandTotal);
  await expect(page.getByTestId('today-penjualan-nota')).toContainText(String(notaBefore + 1));
  // other specs sell on the same day: the weight grows by the piece sold (3.000 g)
  await expect.poll(() => milligrams(page.getByTestId('today-penjualan-berat'))).toBe(mgBefore + 3_000);
  // the month of the sale has a bar in the year's analysis
  await expect(page.getByTestId('dashboard-year-chart')).toBeVisible();
  // a branch user has no head-office dashboard
  await page.goto('/dashboardPusat');
  await expect(page).toHaveTitle('shop | 404');
});

test('head office sees every store, the chain total equal to the sum of the stores, and switches to one store', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { items } = await stockFor(request, ['1.500']);
  const grandTotal = await sell(request, [items[0]!.kode_barcode]);
  expect(grandTotal).toBeGreaterThan(0);

  await login(page, 'OWNER');
  await page.goto('/dashboard');
  await expect(page.getByTestId('cash-BDG')).toBeVisible();
  await page.getByTestId('dashboard-open-pusat').click();
  await expect(page).toHaveTitle('shop | DASHBOARD PUSAT');

  const table = page.getByTestId('store-day-table');
  await expect(table.getByTestId('store-day-total')).toBeVisible();
  const stores = ['BDG', 'PST', 'SBY'];
  const perStore: Record<string, number> = {};
  for (const s of stores) perStore[s] = await rupiah(table.getByTestId(`store-day-${s}`).getByTestId('penjualan'));
  const chain = await rupiah(table.getByTestId('store-day-total').getByTestId('penjualan'));
  expect(perStore.BDG).toBeGreaterThanOrEqual(grandTotal);
  expect(chain).toBe(stores.reduce((s, k) => s + perStore[k]!, 0));
  expect(await rupiah(page.getByTestId('today-penjualan-total'))).toBe(chain);

  await page.getByTestId('dashboard-store-switch').getByText('BDG', { exact: true }).click();
  await expect(table.getByTestId('store-day-total')).toHaveCount(0);
  await expect(table.getByTestId('store-day-SBY')).toHaveCount(0);
  expect(await rupiah(table.getByTestId('store-day-BDG').getByTestId('penjualan'))).toBe(perStore.BDG);
  await expect.poll(() => rupiah(page.getByTestId('today-penjualan-total'))).toBe(perStore.BDG);
});
