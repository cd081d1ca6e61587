import { pickSales, scanAtCounter, stockFor } from './support/counter';
import { apiLogin, bearer, expect, login, logoutToken, test } from './support/fixtures';
import { uniqueSuffix } from './support/stock';
import { answerConfirm, expectToast, jakartaDate } from './support/ui';

/**
 * Issue 32, coupons: as KASIRBDG, use a coupon at the sale counter, be refused the second time (a coupon of one
 * use), cancel the sale with SPVBDG's approval, and use the coupon again. The coupon is made by head office through
 * the API (the parameter screen is the master kit's).
 */
test('a coupon at the sale counter: used, refused the second time, given back by the cancel, used again', async ({ page, request }) => {
  test.setTimeout(150_000);
  const code = `E2E${uniqueSuffix()}`.slice(0, 20).toUpperCase();
  const owner = await apiLogin(request, 'OWNER');
  const made = await request.post('/api/para-kupon/create', {
    headers: bearer(owner),
    data: {
      kode_kupon: code,
      nama_kupon: 'KUPON SATU KALI',
      jenis: 'RP',
      nominal_rp: 25000,
      tgl_dari: jakartaDate(-30).iso,
      tgl_sampai: jakartaDate(30).iso,
      kuota: 1,
      sekali_per_member: false,
      toko: '',
      aktif: true,
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  await logoutToken(request, owner);
  const { items } = await stockFor(request, ['2.000', '2.500']);

  const token = await login(page, 'KASIRBDG');
  await page.goto('/transaksi-penjualan');
  await scanAtCounter(page, items[0]!.kode_barcode);
  await expect(page.getByTestId('counter-line')).toHaveCount(1);
  const before = await page.getByTestId('grand-total').innerText();
  const coupon = page.getByTestId('counter-kupon');
  await coupon.fill(code.toLowerCase());
  await coupon.press('Enter');
  await expect(page.getByTestId('potongan-kupon')).toHaveText('Rp 25,000');
  const price = Number(before.replace(/\D/g, ''));
  await expect(page.getByTestId('grand-total')).toHaveText(`Rp ${(price - 25000).toLocaleString('en-US')}`);
  await pickSales(page);
  await page.getByTestId('payment-jumlah-0').fill(String(price - 25000));
  await expect(page.getByTestId('kembalian')).toHaveText('Rp 0');
  await page.keyboard.press('F2');
  await expectToast(page, 'Penjualan Berhasil Disimpan');
  const modal = page.getByRole('dialog', { name: /^Detail / });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Tutup' }).click();

  // the receipt carries the coupon's discount; its use is recorded
  const uses = await request.get(`/api/transaksi-kupon?kode_kupon=${code}`, { headers: bearer(token) });
  const [use] = ((await uses.json()) as { data: { no_faktur_group: string; potongan: number; status: string }[] }).data;
  expect(use).toMatchObject({ potongan: 25000, status: 'AKTIF' });
  const no = use!.no_faktur_group;
  const receipt = await request.get(`/api/penjualan/${no}`, { headers: bearer(token) });
  expect(((await receipt.json()) as { data: unknown }).data).toMatchObject({ kode_kupon: code, diskon_kupon: 25000, grand_total: price - 25000 });

  // the second time: refused, the total unchanged
  await scanAtCounter(page, items[1]!.kode_barcode);
  await expect(page.getByTestId('counter-line')).toHaveCount(1);
  const second = await page.getByTestId('grand-total').innerText();
  await page.getByTestId('counter-kupon').fill(code);
  await page.getByTestId('counter-kupon').press('Enter');
  await expect(page.getByText('Kuota kupon sudah habis')).toBeVisible();
  await expect(page.getByTestId('grand-total')).toHaveText(second);

  // the line taken off (the counter is empty again, nothing to guard), then the first sale cancelled with the
  // supervisor's approval gives the coupon back
  await page.getByRole('button', { name: `Hapus ${items[1]!.kode_barcode}` }).click();
  await expect(page.getByTestId('counter-line')).toHaveCount(0);
  await page.goto('/batal-penjualan');
  const scan = page.getByRole('textbox', { name: 'No Nota' });
  await scan.fill(no);
  await scan.press('Enter');
  await expect(page.getByTestId('batal-line')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Alasan Batal' }).fill('CUSTOMER BATAL MEMBELI');
  await page.getByRole('button', { name: 'Batalkan Penjualan' }).click();
  await answerConfirm(page, `Batalkan 1 barang dari nota ${no}?`, 'yes');
  await expect(page.getByText('Otorisasi Supervisor')).toBeVisible();
  await page.getByTestId('authorization-user-id').fill('SPVBDG');
  await page.getByTestId('authorization-password').fill('demo123');
  await page.getByTestId('authorization-submit').click();
  await expect(page.getByTestId('batal-returned')).toBeVisible();

  // used again
  await page.goto('/transaksi-penjualan');
  await scanAtCounter(page, items[1]!.kode_barcode);
  await expect(page.getByTestId('counter-line')).toHaveCount(1);
  await page.getByTestId('counter-kupon').fill(code);
  await page.getByTestId('counter-kupon').press('Enter');
  await expect(page.getByTestId('potongan-kupon')).toHaveText('Rp 25,000');
  const again = Number((await page.getByTestId('grand-total').innerText()).replace(/\D/g, ''));
  await pickSales(page);
  await page.getByTestId('payment-jumlah-0').fill(String(again));
  await page.keyboard.press('F2');
  await expectToast(page, 'Penjualan Berhasil Disimpan');
  const after = await request.get(`/api/transaksi-kupon?kode_kupon=${code}`, { headers: bearer(token) });
  expect(((await after.json()) as { data: { status: string }[] }).data.map((u) => u.status).sort()).toEqual(['AKTIF', 'BATAL']);
});
