import { printedPdf } from './support/counter';
import { apiLogin, bearer, expect, login, logoutToken, test } from './support/fixtures';
import { createItems, createTray, readItem, uniqueSuffix } from './support/stock';
import { answerConfirm, expectToast, pickOption, saveCrudAndSeeRow } from './support/ui';

/**
 * The marketplace module's check, in Chromium: OWNER turns the module on (settings API), sets up a marketplace account
 * on /marketplace-setting (a bad form first), imports an order file with two orders (a file with a bad line refused
 * whole first), sells a third by hand (a piece without a photo refused first), prints both slips, records the payout
 * (an amount over the receivable refused first) and sees the receivable close, then reads the channel report.
 */

/** A 1x1 PNG: a piece's photo (the server makes it a JPEG). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('OWNER sets up a marketplace account, imports two orders, sells a third by hand, prints the slips and records the payout', async ({ page, request }) => {
  test.setTimeout(420_000);
  const suffix = uniqueSuffix();
  const tray = `M${suffix}`.slice(0, 10);
  const akun = `TK${suffix}`.slice(0, 10);

  // set-up through the API: the module on for the store, a tray of five pieces, photos on four of them
  const token = await apiLogin(request, 'OWNER');
  const on = await request.put('/api/para-system', { headers: bearer(token), data: { modules: [{ key: 'MARKETPLACE_MODULE', aktif: true }] } });
  expect(on.status(), await on.text()).toBe(200);
  await createTray(request, token, tray);
  const items = await createItems(request, token, { kode_baki: tray }, ['2.5', '3.1', '1.75', '4.2', '2'], 'CINCIN ONLINE');
  for (const item of items.slice(0, 4)) {
    const res = await request.post('/api/barang/foto', { headers: bearer(token), multipart: { kode_barcode: item.kode_barcode, image: { name: 'foto.png', mimeType: 'image/png', buffer: PNG } } });
    expect(res.status(), await res.text()).toBe(200);
  }
  const prices: number[] = [];
  for (const item of items) {
    const res = await request.get(`/api/penjualan/barang/${item.kode_barcode}`, { headers: bearer(token) });
    expect(res.status(), await res.text()).toBe(200);
    prices.push(((await res.json()) as { data: { harga_hitung: number } }).data.harga_hitung);
  }
  const rekening = (((await (await request.get('/api/rekenings', { headers: bearer(token) })).json()) as { data: { no_rekening: string }[] }).data[0] ?? { no_rekening: '' }).no_rekening;
  await logoutToken(request, token);

  const ownerToken = await login(page, 'OWNER');

  await test.step('a marketplace account on /marketplace-setting, a bad form refused first', async () => {
    await page.goto('/marketplace-setting');
    await expect(page).toHaveTitle('shop | MARKETPLACE SETTING', { timeout: 60_000 });
    // the screen's chunk loads on first use: a cold server on a busy machine takes a while
    await expect(page.getByTestId('crud-add')).toBeVisible({ timeout: 90_000 });
    await page.getByTestId('crud-add').click();
    await expect(page.getByTestId('crud-form')).toBeVisible();
    await page.getByTestId('field-kode_akun').fill(akun);
    await page.getByTestId('crud-save').click();
    await expect(page.getByTestId('crud-form').getByText('Nama Toko Online Tidak Boleh Kosong')).toBeVisible();
    await pickOption(page, page.getByTestId('field-kode_marketplace'), 'TOKOPEDIA - TOKOPEDIA');
    await page.getByTestId('field-nama_toko_online').fill('Emas Sejahtera Official');
    await page.getByTestId('field-fee_persen').fill('2.5');
    await pickOption(page, page.getByTestId('field-kode_gudang'), 'UTAMA - GUDANG UTAMA (ETALASE)');
    await pickOption(page, page.getByTestId('field-kode_baki'), `${tray} / BAKI UJI ${tray} / UTAMA`);
    await saveCrudAndSeeRow(page, akun);
  });

  await page.goto('/penjualan-marketplace');
  await expect(page).toHaveTitle('shop | PENJUALAN MARKETPLACE', { timeout: 60_000 });
  await expect(page.getByTestId('mp-akun')).toBeVisible({ timeout: 90_000 });
  await page.getByTestId('mp-akun').selectOption(akun);

  await test.step('the order file: a file with a bad line refused whole, then two orders imported', async () => {
    await page.getByRole('tab', { name: 'Import File Order' }).click();
    const header = 'no_order,nama_pembeli,no_hp,alamat_kirim,kurir,no_resi,ongkir,kode_barcode,harga,biaya';
    const line = (no: string, i: number, biaya = '') => `${no},Budi Santoso,0813111,"Jl. Asia Afrika 5, Bandung",SICEPAT,SC${i},12000,${items[i]!.kode_barcode},${prices[i]},${biaya}`;
    const bad = [header, line(`A${suffix}`, 0), line(`B${suffix}`, 4)].join('\n');
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('mp-file').click();
    await (await chooser).setFiles({ name: 'order-salah.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await expect(page.getByTestId('mp-import-errors')).toContainText('Baris 3: Foto wajib diisi untuk integrasi marketplace');
    await expect(page.getByTestId('mp-import')).toBeDisabled();

    const good = [header, line(`A${suffix}`, 0, '5000'), line(`A${suffix}`, 1, '4000'), line(`B${suffix}`, 2)].join('\n');
    const again = page.waitForEvent('filechooser');
    await page.getByTestId('mp-file').click();
    await (await again).setFiles({ name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await expect(page.getByTestId('mp-preview')).toContainText(`A${suffix}`);
    await expect(page.getByTestId('mp-import-errors')).toBeHidden();
    await page.getByTestId('mp-import').click();
    await answerConfirm(page, 'Import 2 order?', 'yes');
    await expectToast(page, 'Order Marketplace Berhasil Diimport');
    await expect(page.getByTestId('mp-orders')).toContainText(`B${suffix}`);
    expect((await readItem(request, ownerToken, items[0]!.kode_barcode)).status).toBe('TERJUAL');
  });

  await test.step('a third order by hand: a piece without a photo refused, then sold; both slips printed', async () => {
    await page.getByRole('tab', { name: 'Jual Manual' }).click();
    await page.getByTestId('mp-no-order').fill(`C${suffix}`);
    await page.getByTestId('mp-pembeli').fill('Dewi Lestari');
    const barcode = page.getByTestId('mp-barcode');
    await barcode.fill(items[4]!.kode_barcode);
    await barcode.press('Enter');
    await expect(page.getByTestId('mp-pieces')).toContainText(items[4]!.kode_barcode);
    await page.getByTestId('mp-save').click();
    await expectToast(page, 'Foto wajib diisi untuk integrasi marketplace');
    await page.getByRole('button', { name: `Hapus ${items[4]!.kode_barcode}` }).click();
    await barcode.fill(items[3]!.kode_barcode);
    await barcode.press('Enter');
    await expect(page.getByTestId('mp-pieces')).toContainText(items[3]!.kode_barcode);
    const pdf = await printedPdf(page, () => page.getByTestId('mp-save').click());
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('COPY INTERNAL');
    expect(pdf).toContain('COPY CUSTOMER');
    expect(pdf).toContain(items[3]!.kode_barcode);
    await expect(page.getByTestId('mp-orders')).toContainText(`C${suffix}`);
    // the imported order's slips, again from the list
    const slips = await printedPdf(page, () => page.getByTestId(`print-A${suffix}`).click());
    expect(slips.length).toBeGreaterThan(1000);
  });

  await test.step('the payout closes the receivable (an amount over it refused first)', async () => {
    await page.goto('/pencairan-marketplace');
    await expect(page).toHaveTitle('shop | PENCAIRAN MARKETPLACE', { timeout: 60_000 });
    await expect(page.getByTestId('cair-akun')).toBeVisible({ timeout: 90_000 });
    await page.getByTestId('cair-akun').selectOption(akun);
    if (rekening) await page.getByTestId('cair-rekening').selectOption(rekening);
    for (const no of [`A${suffix}`, `B${suffix}`, `C${suffix}`]) await page.getByRole('checkbox', { name: `Pilih ${no}` }).check();
    const piutang = prices[0]! + prices[1]! + prices[2]! + prices[3]!;
    const diterima = page.getByTestId('cair-diterima');
    await diterima.fill(String(piutang + 1));
    await page.getByTestId('cair-submit').click();
    await answerConfirm(page, 'Catat pencairan 3 order', 'yes');
    await expectToast(page, 'Jumlah diterima tidak boleh melebihi piutang order yang dipilih');
    await diterima.fill(String(piutang - 25_000));
    await page.getByTestId('cair-submit').click();
    await answerConfirm(page, 'Catat pencairan 3 order', 'yes');
    await expect(page.getByTestId('cair-orders')).toContainText('Tidak ada piutang marketplace untuk akun ini');
    // the payout's row: the three orders, what arrived and the marketplace's fee
    const payoutRow = page.getByTestId('cair-payouts').getByRole('row').filter({ hasText: `A${suffix}` });
    await expect(payoutRow).toContainText(`C${suffix}`);
    await expect(payoutRow).toContainText('25,000');
  });

  await test.step('the channel report shows the four pieces of the three orders', async () => {
    await page.goto('/laporan-penjualan-marketplace');
    await expect(page).toHaveTitle('shop | LAPORAN PENJUALAN MARKETPLACE', { timeout: 60_000 });
    await expect(page.getByTestId('report-search')).toBeVisible({ timeout: 90_000 });
    await page.getByTestId('report-search').click();
    await expect(page.getByTestId('report-page')).not.toHaveAttribute('data-state', 'searching');
    const table = page.getByRole('table', { name: 'LAPORAN PENJUALAN MARKETPLACE' });
    for (const i of [0, 1, 2, 3]) {
      await page.getByPlaceholder('Cari...').first().fill(items[i]!.kode_barcode);
      await expect(table.first().getByRole('row').filter({ hasText: items[i]!.kode_barcode })).toContainText('TOKOPEDIA');
    }
  });
});
