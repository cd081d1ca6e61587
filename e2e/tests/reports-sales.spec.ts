import { stockFor } from './support/counter';
import { apiLogin, expect, login, logoutToken, test } from './support/fixtures';
import { uniqueSuffix } from './support/stock';
import { expectToast, pickOption } from './support/ui';

/**
 * Issue 22 part 1, in Chromium as OWNER: Laporan Penjualan after a sale made a moment before at BDG,
 * read for BDG, for SBY and for every store (grouped by store with subtotals), the PDF, and an empty
 * range with its message and no export.
 */

test('OWNER reads Laporan Penjualan after a sale, switches stores, and sees the empty range message', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { items } = await stockFor(request, ['2.500']);
  const item = items[0]!;

  // KASIRBDG sells the item a moment before
  const token = await apiLogin(request, 'KASIRBDG');
  const headers = { authorization: `Bearer ${token}` };
  const quote = await request.get(`/api/penjualan/barang/${item.kode_barcode}`, { headers });
  expect(quote.status()).toBe(200);
  const harga = ((await quote.json()) as { data: { harga_hitung: number } }).data.harga_hitung;
  const sold = await request.post('/api/penjualan', {
    headers,
    data: { idempotency_key: `e2e-${uniqueSuffix()}`, kode_sales: 'S01', detail: [{ kode_barcode: item.kode_barcode, harga }], pembayaran: [{ jenis: 'CASH', jumlah_rp: harga }] },
  });
  expect(sold.status(), await sold.text()).toBe(200);
  const sale = ((await sold.json()) as { data: { tgl_system: string; detail: { no_faktur_jual: string }[] } }).data;
  await logoutToken(request, token);
  const [y, m, d] = sale.tgl_system.slice(0, 10).split('-');
  const saleDate = `${d}-${m}-${y}`;

  await login(page, 'OWNER');
  await page.goto('/SubMenuLaporan');
  await page.getByTestId('submenu-family-penjualan').getByRole('link', { name: 'LAPORAN PENJUALAN', exact: true }).click();
  await expect(page).toHaveTitle('shop | LAPORAN PENJUALAN');

  const setPeriod = async (from: string, to: string) => {
    for (const [name, value] of [['Tanggal Awal', from], ['Tanggal Akhir', to]] as const) {
      const field = page.getByRole('textbox', { name });
      await field.fill(value);
      await field.press('Enter');
    }
  };
  const search = async () => {
    await page.getByTestId('report-search').click();
    await expect(page.getByTestId('report-page')).not.toHaveAttribute('data-state', 'searching');
  };

  // BDG: the line sold, with its totals
  await setPeriod(saleDate, saleDate);
  await pickOption(page, page.getByTestId('report-kode_toko'), 'BDG - EMAS SEJAHTERA BANDUNG');
  await search();
  await expectToast(page, 'Laporan Tersedia');
  const table = page.getByRole('table', { name: 'LAPORAN PENJUALAN' });
  // the day holds the other specs' sales too: find the line as an owner would
  await page.getByPlaceholder('Cari...').fill(item.kode_barcode);
  await expect(table.getByRole('row').filter({ hasText: item.kode_barcode })).toContainText(sale.detail[0]!.no_faktur_jual);

  // the PDF of the answer
  const download = page.waitForEvent('download');
  await page.getByTestId('report-export-pdf').click();
  expect((await download).suggestedFilename()).toBe('LAPORAN PENJUALAN.pdf');

  // SBY: the BDG sale is not there
  await pickOption(page, page.getByTestId('report-kode_toko'), 'SBY - EMAS SEJAHTERA SURABAYA');
  await search();
  await expect(page.getByText(item.kode_barcode)).toHaveCount(0);

  // every store: grouped by store, BDG's table holds the sale, and the total of every store
  await pickOption(page, page.getByTestId('report-kode_toko'), 'Semua Toko');
  await search();
  const groups = page.getByTestId('report-store-groups');
  await expect(groups.getByRole('heading', { name: 'BDG - EMAS SEJAHTERA BANDUNG' })).toBeVisible();
  await page.getByTestId('report-store-BDG').getByPlaceholder('Cari...').fill(item.kode_barcode);
  await expect(page.getByRole('table', { name: 'LAPORAN PENJUALAN BDG' }).getByText(item.kode_barcode)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Total Semua Toko' })).toBeVisible();

  // an empty range: the spec's message and no export
  await setPeriod('01-01-2020', '02-01-2020');
  await search();
  await expect(page.getByTestId('report-empty')).toHaveText('Laporan Penjualan Tidak Tersedia');
  await expect(page.getByTestId('report-export-pdf')).toHaveCount(0);
  await expect(page.getByTestId('report-export-excel')).toHaveCount(0);

  // back to the report menu
  await page.getByRole('link', { name: 'Kembali' }).click();
  await expect(page).toHaveURL(/\/SubMenuLaporan$/);
});
