import { pickSales, printedPdf, scanAtCounter, stockFor } from './support/counter';
import { expect, login, test } from './support/fixtures';
import { expectToast } from './support/ui';

/**
 * Issue 32, members: as KASIRBDG, a customer's phone typed at the sale counter is unknown, so the cashier
 * registers them without leaving the counter (Daftar Member), sells to them, and sees the member on the
 * receipt; as KASIRSBY, the same member is found by phone at another store's counter.
 */
test('KASIRBDG registers a member by phone at the sale counter and sells to them; KASIRSBY finds the member by phone', async ({ page, request, browser }) => {
  test.setTimeout(150_000);
  const { items } = await stockFor(request, ['2.000']);
  const phone = `0812${String(Date.now()).slice(-8)}`;

  await login(page, 'KASIRBDG');
  await page.goto('/transaksi-penjualan');
  await expect(page).toHaveTitle('shop | TRANSAKSI PENJUALAN');

  // an unknown phone: the quick registration, phone prefilled
  const lookup = page.getByTestId('counter-sales-member-phone');
  await lookup.fill(phone);
  await lookup.press('Enter');
  await expect(page.getByTestId('counter-sales-member-missing')).toContainText('No HP belum terdaftar sebagai member');
  await page.getByTestId('counter-sales-member-register').click();
  await expect(page.getByTestId('counter-sales-member-hp')).toHaveValue(phone);
  await page.getByTestId('counter-sales-member-nama').fill('Sri Rahayu');
  await page.getByTestId('counter-sales-member-alamat').fill('Jl. Cihampelas 7 Bandung');
  await page.getByTestId('counter-sales-member-save').click();
  await expectToast(page, 'Member Berhasil Didaftarkan');
  const kode = page.getByTestId('counter-sales-member-kode');
  await expect(kode).toHaveText(/^MBDG\d{5}$/);
  const kodeMember = (await kode.textContent())!;
  await expect(page.getByTestId('counter-sales-member-poin')).toHaveText('0');

  // the sale to the member
  await scanAtCounter(page, items[0]!.kode_barcode);
  await expect(page.getByTestId('counter-line')).toHaveCount(1);
  await pickSales(page);
  await page.getByTestId('payment-jumlah-0').fill(((await page.getByTestId('grand-total').textContent()) ?? '').replace(/\D/g, ''));
  await page.keyboard.press('F2');
  await expectToast(page, 'Penjualan Berhasil Disimpan');
  const modal = page.getByRole('dialog', { name: /^Detail / });
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('receipt-kode-member')).toHaveText(kodeMember);
  await expect(modal.getByText('SRI RAHAYU')).toBeVisible();
  const pdf = await printedPdf(page, () => modal.getByRole('button', { name: 'Cetak Ulang' }).click());
  expect(pdf).toContain(kodeMember);
  // the member's receipt carries the QR of the member's own page under its caption
  expect(pdf).toContain('Scan untuk cek poin Anda');

  // another store's cashier finds the same member by phone
  const sby = await browser.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const other = await sby.newPage();
  await login(other, 'KASIRSBY');
  await other.goto('/transaksi-penjualan');
  const lookupSby = other.getByTestId('counter-sales-member-phone');
  await lookupSby.fill(phone);
  await lookupSby.press('Enter');
  await expect(other.getByTestId('counter-sales-member-kode')).toHaveText(kodeMember);
  await sby.close();
});
