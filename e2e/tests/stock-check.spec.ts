import { readFile } from 'node:fs/promises';
import { apiLogin, expect, login, logoutToken, test } from './support/fixtures';
import { createItems, createTray, uniqueSuffix } from './support/stock';
import { answerConfirm, expectToast } from './support/ui';

/**
 * Issue 3, "How it will be checked", the counting half: a supervisor of BDG has a tray with three
 * items; the data-barang summary shows them; labels print as a PDF; the tray is weighed light and the
 * difference shows; an opname that scans two of the three lists the third as missing once closed.
 */
test('SPVBDG: summary, labels, tray weighing and an opname with a missing item', async ({ page, request }) => {
  test.setTimeout(150_000);
  const tray = `T${uniqueSuffix()}`;
  const spvToken = await apiLogin(request, 'SPVBDG');
  await createTray(request, spvToken, tray);
  const items = await createItems(request, spvToken, { kode_baki: tray }, ['2.000', '3.500', '1.250']);
  // the API session of SPVBDG ends before the same user signs in through the form
  await logoutToken(request, spvToken);

  await login(page, 'SPVBDG');

  await test.step('the data-barang summary counts the tray: 3 items, 6.750 g', async () => {
    await page.goto('/data-barang');
    const row = page.getByTestId('saldo-table').getByRole('row').filter({ hasText: `${tray} - BAKI UJI ${tray}` });
    await expect(row).toContainText('3');
    await expect(row).toContainText('6.750');
  });

  await test.step('labels of the three items print as LABEL BARCODE.pdf', async () => {
    await page.goto('/cetak-barcode');
    const scan = page.getByTestId('label-scan').getByRole('textbox', { name: 'Kode Barcode' });
    for (const item of items) {
      await scan.fill(item.kode_barcode);
      await scan.press('Enter');
      await expect(page.getByTestId(`label-row-${item.kode_barcode}`)).toBeVisible();
    }
    const download = page.waitForEvent('download');
    await page.getByTestId('labels-print').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('LABEL BARCODE.pdf');
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  await test.step('the tray weighed at 6.500 g shows -0.250 g, KURANG', async () => {
    await page.goto('/timbang-baki');
    await page.getByRole('combobox', { name: 'Kode Gudang' }).selectOption('UTAMA');
    await expect(page.getByRole('combobox', { name: 'Kode Baki' }).locator(`option[value="${tray}"]`)).toBeAttached();
    await page.getByRole('combobox', { name: 'Kode Baki' }).selectOption(tray);
    await page.getByRole('textbox', { name: /Berat Timbang/ }).fill('6.5');
    await page.getByRole('button', { name: 'Start' }).click();
    // a weighing is confirmed before it is recorded
    await expect(page.getByText(`Simpan Timbang Baki ${tray} (UTAMA) Dengan Berat Timbang 6.500 gr ?`)).toBeVisible();
    await page.getByTestId('confirm-yes').click();
    await expectToast(page, 'Berat Timbang Berhasil Disimpan');
    const row = page.getByTestId('timbang-table').getByRole('row').filter({ hasText: tray }).first();
    await expect(row).toContainText('6.750');
    await expect(row).toContainText('6.500');
    await expect(row.getByTestId('selisih')).toHaveText('-0.250');
    await expect(row).toContainText('KURANG');
  });

  await test.step('an opname of the tray that scans two items lists the third as missing', async () => {
    await page.goto('/stock-opname');
    await page.getByRole('combobox', { name: 'Kode Gudang' }).selectOption('UTAMA');
    const baki = page.getByRole('combobox', { name: /Kode Baki/ });
    await expect(baki.locator(`option[value="${tray}"]`)).toBeAttached();
    await baki.selectOption(tray);
    await page.getByRole('button', { name: 'Mulai Stock Opname' }).click();
    await expectToast(page, 'Stock Opname Berhasil Dimulai');
    await expect(page.getByTestId('opname-missing-count')).toHaveText('3');
    const scan = page.getByRole('textbox', { name: /Scan Barcode/ });
    for (const item of items.slice(0, 2)) {
      await scan.fill(item.kode_barcode);
      await scan.press('Enter');
      await expect(page.getByTestId('opname-found').getByText(item.kode_barcode)).toBeVisible();
    }
    await page.getByRole('button', { name: 'Tutup Stock Opname' }).click();
    await answerConfirm(page, 'Apakah Anda Yakin Ingin Menutup Stock Opname', 'yes');
    await expectToast(page, 'Stock Opname Berhasil Ditutup');
    await expect(page.getByTestId('opname-status')).toHaveText('CLOSED');
    await expect(page.getByTestId('opname-missing-count')).toHaveText('1');
    await expect(page.getByTestId('opname-missing').getByText(items[2]!.kode_barcode)).toBeVisible();
  });
});
