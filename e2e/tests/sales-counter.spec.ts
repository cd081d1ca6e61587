import type { Browser, Page } from '@playwright/test';
import { pickSales, printedPdf, scanAtCounter, stockFor } from './support/counter';
import { apiLogin, bearer, expect, login, logoutToken, test } from './support/fixtures';
import { readItem, uniqueSuffix } from './support/stock';
import { answerConfirm, expectToast, pickOption, socketJoined } from './support/ui';

/**
 * Issue 4, "How it will be checked", in Chromium as KASIRBDG: a sale of three items paid by card and
 * cash with its printed receipt, the same item refused a second time, a changed price approved by
 * SPVBDG on the authenticator in a second browser, a cancelled sale whose items are back in their
 * tray, and a layaway deposit paid off. Items are made per test in a tray of their own.
 */

test('KASIRBDG sells three items with a card and cash split, prints the receipt, and cannot sell one again', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { items } = await stockFor(request, ['2.000', '3.000', '1.500']);
  await login(page, 'KASIRBDG');
  await page.goto('/transaksi-penjualan');
  await expect(page).toHaveTitle('shop | TRANSAKSI PENJUALAN');

  for (const item of items) {
    await scanAtCounter(page, item.kode_barcode.toLowerCase());
    await expect(page.getByTestId('counter-line').filter({ hasText: item.kode_barcode })).toBeVisible();
  }
  // a barcode cannot be added twice
  await scanAtCounter(page, items[0]!.kode_barcode);
  await expectToast(page, `Barcode ${items[0]!.kode_barcode} sudah ada di tabel`);
  await expect(page.getByTestId('counter-line')).toHaveCount(3);
  await expect(page.getByTestId('total-berat')).toHaveText('6.500 gr');

  await pickSales(page);
  // card: 1,000,000 on a BCA account with 1.5% fee; cash: the rest
  await pickOption(page, page.getByTestId('payment-jenis-0'), 'KARTU');
  await page.getByTestId('payment-jumlah-0').fill('1000000');
  await page.getByTestId('payment-rekening-0').click();
  await page.getByRole('option').filter({ hasText: /^BCA - / }).first().click();
  await page.getByTestId('payment-fee-0').fill('1.5');
  await expect(page.getByTestId('payment-gesek-0')).toHaveText('Rp 1,015,000');
  await page.getByTestId('payment-add').click();
  await expect(page.getByTestId('kembalian')).toHaveText('Rp 0');

  await page.keyboard.press('F2');
  await expectToast(page, 'Penjualan Berhasil Disimpan');
  // the receipt opens for printing and sending
  const modal = page.getByRole('dialog', { name: /^Detail / });
  await expect(modal).toBeVisible();
  for (const item of items) await expect(modal.getByText(item.kode_barcode)).toBeVisible();

  const pdf = await printedPdf(page, () => modal.getByRole('button', { name: 'Cetak Ulang' }).click());
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toContain('NOTA PENJUALAN');
  expect(pdf).toContain(items[0]!.kode_barcode);
  expect(pdf).toContain('Printed By KASIRBDG');
  await modal.getByRole('button', { name: 'Tutup' }).click();

  // the counter is empty again; a sold item is refused
  await expect(page.getByTestId('counter-line')).toHaveCount(0);
  await scanAtCounter(page, items[1]!.kode_barcode);
  await expectToast(page, `Barcode ${items[1]!.kode_barcode} sudah terjual`);
  await expect(page.getByTestId('counter-line')).toHaveCount(0);
});

/** SPVBDG with the authenticator open in a second browser, phone-sized. */
async function supervisorPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const phone = await context.newPage();
  const joined = socketJoined(phone);
  await login(phone, 'SPVBDG');
  await joined;
  await phone.goto('/authenticator');
  await expect(phone.getByTestId('authenticator')).toBeVisible();
  return phone;
}

test('a changed price is approved by SPVBDG on the authenticator in a second browser', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const { items } = await stockFor(request, ['2.000']);
  const item = items[0]!;
  // a little under the computed price, above the cost floor: only the price change needs approval
  const spv = await apiLogin(request, 'SPVBDG');
  const quoted = await request.get(`/api/penjualan/barang/${item.kode_barcode}`, { headers: bearer(spv) });
  expect(quoted.status(), await quoted.text()).toBe(200);
  const { harga_hitung, floor } = ((await quoted.json()) as { data: { harga_hitung: number; floor: number } }).data;
  const harga = harga_hitung - 10_000;
  expect(harga).toBeGreaterThanOrEqual(floor);
  await logoutToken(request, spv);
  const phone = await supervisorPhone(browser);

  const joined = socketJoined(page);
  await login(page, 'KASIRBDG');
  await joined;
  await page.goto('/transaksi-penjualan');
  await scanAtCounter(page, item.kode_barcode);
  const price = page.getByRole('textbox', { name: `Harga ${item.kode_barcode}` });
  await expect(price).toBeVisible();
  await price.fill(String(harga));
  await expect(page.getByText(/Harga diubah/)).toBeVisible();
  await pickSales(page);
  await page.getByTestId('payment-jumlah-0').fill(String(harga));
  await page.getByTestId('counter-save').click();

  // the dialog asks for a supervisor and shows its request code
  await expect(page.getByText('Otorisasi Supervisor')).toBeVisible();
  await expect(page.getByTestId('authorization-operasi')).toContainText('Ubah Harga');
  const keystore = (await page.getByTestId('authorization-keystore').textContent())!.trim();
  expect(keystore).toMatch(/^[A-Z0-9]{12}$/);

  const card = phone.getByTestId(`request-${keystore}`);
  await expect(card).toBeVisible();
  await expect(card).toContainText('KASIRBDG');
  await expect(card).toContainText(item.kode_barcode);
  await phone.getByTestId(`approve-${keystore}`).click();
  await expect(phone.getByText('Otorisasi Berhasil').first()).toBeVisible();

  // the cashier's dialog closes by itself and the sale is saved at the approved price
  await expectToast(page, 'Penjualan Berhasil Disimpan');
  const modal = page.getByRole('dialog', { name: /^Detail / });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(harga.toLocaleString('en-US'));
  await modal.getByRole('button', { name: 'Tutup' }).click();
  await phone.context().close();
});

test('a sale is cancelled with SPVBDG approval and its items are back in their tray', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { tray, items } = await stockFor(request, ['2.000', '2.500']);
  // the sale is made through the API: this test is about cancelling it
  const kasir = await apiLogin(request, 'KASIRBDG');
  const quotes: number[] = [];
  for (const item of items) {
    const res = await request.get(`/api/penjualan/barang/${item.kode_barcode}`, { headers: bearer(kasir) });
    expect(res.status(), await res.text()).toBe(200);
    quotes.push(((await res.json()) as { data: { harga_hitung: number } }).data.harga_hitung);
  }
  const total = quotes.reduce((a, b) => a + b, 0);
  const sale = await request.post('/api/penjualan', {
    headers: bearer(kasir),
    data: {
      idempotency_key: `e2e-${uniqueSuffix()}`,
      kode_sales: 'S01',
      detail: items.map((it, i) => ({ kode_barcode: it.kode_barcode, harga: quotes[i] })),
      pembayaran: [{ jenis: 'CASH', jumlah_rp: total }],
    },
  });
  expect(sale.status(), await sale.text()).toBe(200);
  const no = ((await sale.json()) as { data: { no_faktur_group: string } }).data.no_faktur_group;
  await logoutToken(request, kasir);

  const token = await login(page, 'KASIRBDG');
  await page.goto('/batal-penjualan');
  const scan = page.getByRole('textbox', { name: 'No Nota' });
  await scan.fill(no);
  await scan.press('Enter');
  await expect(page.getByTestId('batal-line')).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Alasan Batal' }).fill('CUSTOMER BATAL MEMBELI');
  await page.getByRole('button', { name: 'Batalkan Penjualan' }).click();
  await answerConfirm(page, `Batalkan 2 barang dari nota ${no}?`, 'yes');

  await expect(page.getByText('Otorisasi Supervisor')).toBeVisible();
  await page.getByTestId('authorization-user-id').fill('SPVBDG');
  await page.getByTestId('authorization-password').fill('demo123');
  await page.getByTestId('authorization-submit').click();
  await expect(page.getByTestId('batal-returned')).toBeVisible();
  await expect(page.getByTestId('returned-line')).toHaveCount(2);

  for (const item of items) {
    expect(await readItem(request, token, item.kode_barcode)).toMatchObject({ status: 'READY', kode_gudang: 'UTAMA', kode_baki: tray });
  }
  // and the counter sells them again
  await page.goto('/transaksi-penjualan');
  await scanAtCounter(page, items[0]!.kode_barcode);
  await expect(page.getByTestId('counter-line').filter({ hasText: items[0]!.kode_barcode })).toBeVisible();
});

test('a layaway deposit holds the item and, paid off, becomes a sale', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { items } = await stockFor(request, ['2.000']);
  const item = items[0]!;
  const token = await login(page, 'KASIRBDG');
  await page.goto('/lihat-titipan');
  await page.getByRole('tab', { name: 'Titip Baru' }).click();
  const form = page.getByTestId('titip-baru');
  const scan = form.getByRole('textbox', { name: 'Kode Barcode' });
  await scan.fill(item.kode_barcode);
  await scan.press('Enter');
  await expect(form.getByTestId('titip-line')).toHaveCount(1);
  await form.getByRole('combobox', { name: 'Sales' }).selectOption('S01');
  await form.getByRole('textbox', { name: 'Customer' }).fill('IBU SARI');
  await form.getByRole('textbox', { name: 'Jumlah 1' }).fill('1000000');
  await form.getByRole('button', { name: 'Simpan Titipan' }).click();
  await expect(form.getByTestId('titip-saved')).toBeVisible();
  const no = ((await form.getByTestId('titip-saved').textContent()) ?? '').match(/Titipan (\S+) Berhasil/)![1]!;
  expect((await readItem(request, token, item.kode_barcode)).status).toBe('TITIP');

  // the counter will not sell a reserved item
  await page.goto('/transaksi-penjualan');
  await scanAtCounter(page, item.kode_barcode);
  await expectToast(page, `Barcode ${item.kode_barcode} tidak dapat dijual karena status TITIP`);

  await page.goto('/lihat-titipan');
  await page.getByRole('button', { name: 'Cari' }).click();
  await page.getByRole('button', { name: `Detail ${no}` }).click();
  const detail = page.getByTestId('titip-detail');
  await expect(detail).toBeVisible();
  const sisa = Number(((await detail.getByTestId('titip-detail-sisa').textContent()) ?? '').replace(/[^0-9]/g, ''));
  expect(sisa).toBeGreaterThan(0);
  await detail.getByRole('button', { name: 'Lunasi' }).click();
  // the rest to pay comes filled in, in cash
  await expect(page.getByTestId('titip-lunas').getByRole('textbox', { name: 'Jumlah 1' })).toHaveValue(`Rp. ${sisa.toLocaleString('en-US')} ,-`);
  await page.getByTestId('titip-lunas').getByRole('button', { name: 'Simpan Pelunasan' }).click();
  await answerConfirm(page, `Lunasi titipan ${no}`, 'yes');
  await expect(page.getByTestId('titip-lunas-result')).toBeVisible();
  expect((await readItem(request, token, item.kode_barcode)).status).toBe('TERJUAL');
});
