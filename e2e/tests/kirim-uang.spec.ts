import { readFile } from 'node:fs/promises';
import { sellViaApi, stockFor } from './support/counter';
import { apiLogin, bearer, expect, login, logoutToken, test } from './support/fixtures';
import { expectToast } from './support/ui';

/**
 * Issue 18 part 2 in Chromium: SPVBDG sends Rp 5.000.000 from the drawer of BDG to head office (the
 * receipt 'Laporan KIRIM UANG.pdf' downloads); OWNER at PST receives it by its reference; a second
 * reception is refused.
 */
test('SPVBDG sends Rp 5.000.000 to head office, OWNER receives it once by its reference', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  // money in the drawer of BDG: a cash sale
  const { items } = await stockFor(request, ['10.000', '10.000']);
  await sellViaApi(request, items.map((i) => i.kode_barcode));
  const check = await apiLogin(request, 'SPVBDG');
  const form = await request.get('/api/kirim-uang-form', { headers: bearer(check) });
  const saldo = ((await form.json()) as { data: { akun: { asal: string; saldo: number }[] } }).data.akun.find((a) => a.asal === 'CASH')!.saldo;
  expect(saldo).toBeGreaterThanOrEqual(5_000_000);
  await logoutToken(request, check);

  await login(page, 'SPVBDG');
  await page.goto('/kirim-uang-pusat');
  await expect(page).toHaveTitle('shop | KIRIM UANG PUSAT');
  await expect(page.getByTestId('kirim-open')).toBeEnabled();
  await page.getByTestId('kirim-open').click();
  const dialog = page.getByRole('dialog', { name: 'Kirim Uang Ke Pusat' });
  await expect(dialog.getByTestId('kirim-tujuan')).toHaveValue(/PST/);
  await dialog.getByTestId('kirim-jumlah').fill('5000000');
  await expect(dialog.getByTestId('kirim-jumlah')).toHaveValue('Rp. 5,000,000 ,-');
  await dialog.getByTestId('kirim-keterangan').fill('setoran harian');
  await dialog.getByTestId('kirim-no-reff').fill('amplop 7');
  const download = page.waitForEvent('download');
  await dialog.getByTestId('kirim-submit').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Laporan KIRIM UANG.pdf');
  const pdf = (await readFile((await file.path())!)).toString('latin1');
  expect(pdf).toContain('LAPORAN KIRIM UANG');
  expect(pdf).toContain('Rp 5,000,000');
  const nota = /KU-BDG-\d{6}-\d{6}/.exec(pdf)?.[0];
  expect(nota, 'the receipt names the transfer').toBeTruthy();
  await expect(dialog).toBeHidden();
  const history = page.getByTestId('kirim-history');
  await expect(history).toContainText(nota!);
  await expect(history).toContainText('BELUM DITERIMA');

  // OWNER at head office, in another browser
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  const ownerToken = await login(ownerPage, 'OWNER');
  await ownerPage.goto('/terima-uang-kas');
  await expect(ownerPage).toHaveTitle('shop | TERIMA UANG KAS');
  await ownerPage.getByTestId('terima-cari').click();
  await expect(ownerPage.getByText('Mohon Masukkan Nomor Referensi').first()).toBeVisible();
  await ownerPage.getByTestId('terima-nomor').fill('KU-BDG-000000-999999');
  await ownerPage.getByTestId('terima-nomor').press('Enter');
  await expectToast(ownerPage, 'No Terima Tidak Ditemukan');

  await ownerPage.getByTestId('terima-nomor').fill(nota!.toLowerCase());
  await ownerPage.getByTestId('terima-nomor').press('Enter');
  const record = ownerPage.getByTestId('terima-record');
  await expect(record).toContainText(nota!);
  await expect(record).toContainText('5,000,000');
  await ownerPage.getByTestId('terima-konfirmasi').click();
  await expectToast(ownerPage, 'Terima Uang Berhasil');
  await expect(record).toBeHidden();
  await expect(ownerPage.getByTestId('terima-nomor')).toHaveValue('');

  // looked up again: already received, no button; a second reception is refused by the server
  await ownerPage.getByTestId('terima-nomor').fill(nota!);
  await ownerPage.getByTestId('terima-nomor').press('Enter');
  await expect(ownerPage.getByTestId('terima-sudah')).toContainText('OWNER');
  await expect(ownerPage.getByTestId('terima-konfirmasi')).toHaveCount(0);
  const again = await request.patch(`/api/kirim-uang/${nota}/reception`, { headers: bearer(ownerToken) });
  expect(again.status()).toBe(400);
  expect(((await again.json()) as { message: string }).message).toBe(`Uang ${nota} sudah diterima oleh OWNER`);

  // the sender's history shows it received
  await page.reload();
  await expect(page.getByTestId('kirim-history')).toContainText('SUDAH DITERIMA');
  await ownerContext.close();
});
