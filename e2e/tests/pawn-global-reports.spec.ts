import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { apiLogin, bearer, expect, login, logoutToken, test } from './support/fixtures';

/**
 * Issue 36, the live-feature module's chain-wide pawn reports: a loan is written at BDG and one at SBY, the BDG one
 * redeemed; OWNER opens Laporan Gadai Global from the reports menu, searches every store (the default) and sees each
 * store's loans under its own heading with the chain's total, then Laporan Tebus Gadai Global with the redemption. A
 * branch supervisor opening the same address sees the not-found page.
 */

async function writeLoan(request: APIRequestContext, cashier: string, customer: string, jumlah: number): Promise<{ no: string; token: string }> {
  const token = await apiLogin(request, cashier);
  const sales = await request.get('/api/sales/get/all', { headers: bearer(token) });
  expect(sales.status(), await sales.text()).toBe(200);
  const kodeSales = ((await sales.json()) as { data: { kode_sales: string }[] }).data[0]!.kode_sales;
  const res = await request.post('/api/hutang', {
    headers: bearer(token),
    data: {
      idempotency_key: randomUUID(), kode_sales: kodeSales, nama_customer: customer, alamat_customer: 'JL MERDEKA 1', no_hp: '081234567890', no_identitas: '3273010101010001',
      detail_barang: [{ nama_barang: 'KALUNG', kode_group: 'P17', berat: '10.000', kode_kondisi: 'BAGUS' }], jumlah_hutang: jumlah, otorisasi: [],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { no: ((await res.json()) as { data: { no_faktur_hutang: string } }).data.no_faktur_hutang, token };
}

test('OWNER reads the chain’s loans and redemptions by store from the reports menu', async ({ page, request }) => {
  test.setTimeout(120_000);
  const bdg = await writeLoan(request, 'KASIRBDG', 'IBU GLOBAL BANDUNG', 1_000_000);
  const redeemed = await request.post('/api/hutang/tebus', { headers: bearer(bdg.token), data: { no_faktur_hutang: bdg.no } });
  expect(redeemed.status(), await redeemed.text()).toBe(200);
  await logoutToken(request, bdg.token);
  const sby = await writeLoan(request, 'KASIRSBY', 'BAPAK GLOBAL SURABAYA', 700_000);
  await logoutToken(request, sby.token);

  await login(page, 'OWNER');
  await page.goto('/SubMenuLaporan');
  await page.getByTestId('submenu-family-lainnya').getByRole('link', { name: 'LAPORAN GADAI GLOBAL', exact: true }).click();
  await expect(page).toHaveTitle('shop | LAPORAN GADAI GLOBAL');
  await expect(page.getByTestId('report-kode_toko')).toHaveValue('Semua Toko');
  await page.getByRole('button', { name: 'Cari' }).click();
  await expect(page.getByTestId('report-available')).toBeVisible();
  const bdgTable = page.getByRole('table', { name: 'LAPORAN GADAI GLOBAL BDG' });
  const sbyTable = page.getByRole('table', { name: 'LAPORAN GADAI GLOBAL SBY' });
  await expect(bdgTable.getByRole('row').filter({ hasText: bdg.no })).toContainText('IBU GLOBAL BANDUNG');
  await expect(bdgTable.getByRole('row').filter({ hasText: bdg.no })).toContainText('LUNAS');
  await expect(sbyTable.getByRole('row').filter({ hasText: sby.no })).toContainText('700,000');
  await expect(bdgTable).not.toContainText(sby.no);
  await expect(page.getByRole('table', { name: 'Total Semua Toko' })).toBeVisible();

  await page.goto('/laporan-tebus-gadai-global');
  await expect(page).toHaveTitle('shop | LAPORAN TEBUS GADAI GLOBAL');
  await page.getByRole('button', { name: 'Cari' }).click();
  await expect(page.getByTestId('report-available')).toBeVisible();
  await expect(page.getByRole('table', { name: 'LAPORAN TEBUS GADAI GLOBAL BDG' }).getByRole('row').filter({ hasText: bdg.no })).toContainText('1,000,000');
});

test('a branch supervisor opening the global reports directly sees the not-found page', async ({ page }) => {
  await login(page, 'SPVBDG');
  for (const path of ['/laporan-gadai-global', '/laporan-tebus-gadai-global']) {
    await page.goto(path);
    await expect(page).toHaveTitle('shop | 404');
  }
});
