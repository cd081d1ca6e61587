import type { Locator, Page } from '@playwright/test';
import { pickSales, scanAtCounter, stockFor } from './support/counter';
import { expect, login, test } from './support/fixtures';
import { uniqueSuffix } from './support/stock';
import { expectToast, pickOption } from './support/ui';

/**
 * A phone 390 px wide (a supervisor or cashier away from the till): the pawn form, a counter sale and a
 * buy-back are filled and saved without the page scrolling sideways; wide line tables scroll inside their
 * panel, and the fields a person types in (the piece's name, a line's price) are in view and wide enough.
 * A reload in the middle of a sale or a buy-back asks before the basket is lost.
 */
const PHONE = { width: 390, height: 844 };
/** a lazy screen's first load on a busy machine */
const LOAD = { timeout: 30_000 };
test.use({ viewport: PHONE });

const PIECE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4st4cK2IYWhIAVI1ugR/3g6AAAAAASUVORK5CYII=',
  'base64',
);

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** The field is on screen from left to right (not scrolled away sideways) and at least `minWidth` px wide. */
async function expectWithinPhone(field: Locator, minWidth: number): Promise<void> {
  const box = await field.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  expect(box!.width).toBeGreaterThanOrEqual(minWidth);
}

/** Reloads the page as F5 does and answers the browser's leave prompt with Stay; resolves with the prompt's kind. */
async function reloadAndStay(page: Page): Promise<string> {
  // the reload starts after evaluate returns: the prompt blocks the page until it is answered
  const [dialog] = await Promise.all([page.waitForEvent('dialog'), page.evaluate(() => void setTimeout(() => window.location.reload(), 0))]);
  const kind = dialog.type();
  await dialog.dismiss();
  return kind;
}

test('a loan is written on a phone: the piece table stays in its panel and the name box is wide enough', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'KASIRBDG');
  await page.goto('/transaksi-hutang');
  await expect(page).toHaveTitle('shop | TRANSAKSI HUTANG', LOAD);
  await page.getByTestId('hutang-nama_customer').fill('IBU RATNA');
  await page.getByTestId('hutang-alamat_customer').fill('JL. DAGO 7 BANDUNG');
  await page.getByTestId('hutang-no_hp').fill('08129876543');
  await page.getByTestId('hutang-no_identitas').fill('3273010101010002');
  await pickOption(page, page.getByTestId('hutang-sales'), 'S01 - RINA ANGGRAINI');

  const nama = page.getByTestId('barang-nama-0');
  await expectWithinPhone(nama, 150);
  await nama.fill('CINCIN POLOS');
  await pickOption(page, page.getByTestId('barang-group-0'), 'P17 - PERHIASAN 17K');
  await page.getByTestId('barang-berat-0').fill('4');
  await pickOption(page, page.getByTestId('barang-kondisi-0'), 'BAGUS - BAGUS');
  await page.getByTestId('hutang-barang').locator('input[type="file"]').first().setInputFiles({ name: 'cincin.png', mimeType: 'image/png', buffer: PIECE_PNG });
  await expect(page.getByTestId('barang-foto-preview-0')).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByTestId('hutang-hitung').click();
  await expect(page.getByTestId('hutang-plafond')).not.toHaveText('Rp 0');
  const plafond = Number(((await page.getByTestId('hutang-plafond').textContent()) ?? '').replace(/\D/g, ''));
  await page.getByTestId('hutang-jumlah').fill(String(Math.floor(plafond / 2)));
  await page.getByTestId('hutang-simpan').click();
  await expectToast(page, 'Transaksi Hutang Berhasil Disimpan');
  await expect(page.getByTestId('hutang-tersimpan-no')).toHaveText(/HT-BDG-/);
  await expectNoSidewaysScroll(page);
});

test('a counter sale on a phone: the price field is in view without scrolling sideways; a reload asks first', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { items } = await stockFor(request, ['2.000']);
  await login(page, 'KASIRBDG');
  await page.goto('/transaksi-penjualan');
  await expect(page).toHaveTitle('shop | TRANSAKSI PENJUALAN', LOAD);
  await scanAtCounter(page, items[0]!.kode_barcode);
  const line = page.getByTestId('counter-line');
  await expect(line).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  const price = line.getByRole('textbox');
  await expectWithinPhone(price, 100);

  // F5 mid-sale: the browser asks, and staying keeps the basket
  expect(await reloadAndStay(page)).toBe('beforeunload');
  await expect(line).toHaveCount(1);

  await pickSales(page);
  await page.getByTestId('payment-jumlah-0').fill(((await page.getByTestId('grand-total').textContent()) ?? '').replace(/\D/g, ''));
  await page.keyboard.press('F2');
  await expectToast(page, 'Penjualan Berhasil Disimpan');
  await expectNoSidewaysScroll(page);
});

test('a buy-back on a phone: the price field is in view without scrolling sideways; a reload asks first', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'KASIRBDG');
  await page.goto('/transaksi-pembelian');
  await expect(page).toHaveTitle('shop | TRANSAKSI PEMBELIAN', LOAD);
  await page.getByTestId('buy-outside-nama').fill(`GELANG LUAR ${uniqueSuffix()}`);
  await pickOption(page, page.getByTestId('buy-outside-group'), 'P17 - PERHIASAN 17K');
  await pickOption(page, page.getByTestId('buy-outside-jenis'), 'GL - GELANG');
  await page.getByTestId('buy-outside-berat').fill('3');
  await page.getByTestId('buy-outside-add').click();
  const line = page.getByTestId('buy-line');
  await expect(line).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectWithinPhone(page.getByRole('textbox', { name: 'Harga Beli 1', exact: true }), 100);

  expect(await reloadAndStay(page)).toBe('beforeunload');
  await expect(line).toHaveCount(1);

  await pickOption(page, page.getByTestId('buy-sales'), 'S01 - RINA ANGGRAINI');
  await page.getByRole('textbox', { name: 'Nama Customer' }).fill('BAPAK ANTON');
  await expect(page.getByTestId('buy-total-harga')).not.toHaveText('Rp 0');
  await page.keyboard.press('F2');
  await expectToast(page, 'Pembelian Berhasil Disimpan');
  await expectNoSidewaysScroll(page);
});
