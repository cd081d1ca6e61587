import { enterTodaysPricesViaApi, sellViaApi, stockFor } from './support/counter';
import { expect, login, test } from './support/fixtures';
import { answerConfirm, expectToast } from './support/ui';

/**
 * Issue 18 part 3 in Chromium: SPVBDG closes BDG's day on /tutup-toko and reads the EOD; the header
 * shows the next date; a sale of the closed day can no longer be cancelled. It moves BDG's business date,
 * so it runs in the `days` project (e2e/playwright.config.ts), after every other spec, and reads the day
 * it closes from the screen; it ends by entering the new day's gold prices, as a supervisor does every
 * morning, so the store sells again.
 */

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('-');
const nextDay = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

test('SPVBDG closes the day and reads the EOD; the header shows the next date; a sale of the closed day cannot be cancelled', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { items } = await stockFor(request, ['2.500']);
  const no = await sellViaApi(request, [items[0]!.kode_barcode]);

  const token = await login(page, 'SPVBDG');
  await page.goto('/tutup-toko');
  await expect(page).toHaveTitle('shop | TUTUP TOKO');
  const tanggal = page.getByTestId('tutup-toko-tanggal');
  await expect(tanggal).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
  const day = (await tanggal.textContent())!.split('-').reverse().join('-');
  const next = nextDay(day);
  await expect(page.getByTestId('header-active-date')).toContainText(ddmmyyyy(day));
  // the day's sale waits for validation: a warning with its link, not a block
  const validasi = page.getByTestId('cek-VALIDASI_PENJUALAN');
  await expect(validasi).toHaveAttribute('data-level', 'WARN');
  await expect(validasi.getByRole('link', { name: 'Buka' })).toHaveAttribute('href', '/validasi-penjualan');

  await page.getByTestId('tutup-toko-submit').click();
  await answerConfirm(page, `Tutup toko BDG tanggal ${ddmmyyyy(day)}?`, 'yes');
  await expectToast(page, 'Tutup Toko Berhasil');
  const eod = page.getByTestId('eod');
  await expect(eod).toBeVisible();
  await expect(eod.getByText(`EOD Tanggal ${ddmmyyyy(day)}`)).toBeVisible();
  await expect(page.getByTestId('eod-penjualan')).toContainText('Penjualan');
  await expect(page.getByTestId('eod-saldo-akhir')).toContainText('Rp');
  // the header follows: the store's new business date
  await expect(page.getByTestId('header-active-date')).toContainText(ddmmyyyy(next));
  await expect(page.getByTestId('tutup-toko-tanggal')).toHaveText(ddmmyyyy(next));

  // the closed day's EOD is read again from the list of closed days
  await page.reload();
  await page.getByTestId('tutup-toko-pilih-eod').click();
  await page.getByRole('option', { name: new RegExp(`^${ddmmyyyy(day)}`) }).click();
  await expect(page.getByTestId('eod')).toBeVisible();

  // yesterday's sale can no longer be cancelled
  await page.goto('/batal-penjualan');
  const scan = page.getByRole('textbox', { name: 'No Nota' });
  await scan.fill(no);
  await scan.press('Enter');
  await expect(page.getByText('Penjualan kemarin tidak dapat dibatalkan').first()).toBeVisible();

  await enterTodaysPricesViaApi(request, token);
});
