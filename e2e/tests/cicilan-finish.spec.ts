import type { APIRequestContext } from '@playwright/test';
import { setDrawerViaApi, stockFor } from './support/counter';
import { bearer, expect, login, test } from './support/fixtures';
import { answerConfirm, expectToast } from './support/ui';

/**
 * Issue 33, the last parts in Chromium: a plan opened by KASIRBDG is named by the close of day as waiting for
 * validation until SPVBDG validates its down payment on /validasi-cicilan; /pengingat-cicilan refuses days out of range
 * (named, nothing saved), saves good settings and sends now; /batal-cicilan shows the server's refund.
 */
async function openPlanViaApi(request: APIRequestContext, token: string, barcode: string): Promise<string> {
  const q = await request.post('/api/cicilan/quote', { headers: bearer(token), data: { detail: [{ kode_barcode: barcode }], tenor_bulan: 3 } });
  expect(q.status(), await q.text()).toBe(200);
  const quote = ((await q.json()) as { data: { min_dp: number; biaya_admin: number; detail: { kode_barcode: string; harga: number }[] } }).data;
  const res = await request.post('/api/cicilan', {
    headers: bearer(token),
    data: {
      idempotency_key: `e2e-${barcode}-${Date.now()}`,
      kode_sales: 'S01',
      nama_customer: `IBU VALIDASI ${barcode}`,
      no_hp: '08123456789',
      tenor_bulan: 3,
      dp_rp: quote.min_dp,
      detail: quote.detail.map((d) => ({ kode_barcode: d.kode_barcode, harga: d.harga })),
      pembayaran: [{ jenis: 'CASH', jumlah_rp: quote.min_dp + quote.biaya_admin }],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { no_faktur_cicil: string } }).data.no_faktur_cicil;
}

test('the close names a plan until SPVBDG validates it; reminder settings refuse bad days and send now; the cancel shows the server refund', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  await setDrawerViaApi(request, 200_000_000);
  const { items } = await stockFor(request, ['4']);
  const barcode = items[0]!.kode_barcode;
  const kasir = await login(page, 'KASIRBDG');
  const no = await openPlanViaApi(request, kasir, barcode);

  const spvContext = await browser.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta', viewport: { width: 1366, height: 768 } });
  const spv = await spvContext.newPage();
  await login(spv, 'SPVBDG');
  await spv.goto('/tutup-toko');
  await expect(spv.getByTestId('cek-VALIDASI_CICILAN')).toBeVisible({ timeout: 30_000 });
  await expect(spv.getByTestId('cek-VALIDASI_CICILAN-daftar')).toContainText(no);

  await spv.goto('/validasi-cicilan');
  await expect(spv).toHaveTitle('shop | VALIDASI CICILAN');
  const list = spv.getByTestId('validasi-cicilan-list');
  const mine = list.getByRole('row').filter({ hasText: no });
  await expect(mine).toContainText('DP');
  await mine.getByRole('checkbox').check();
  await spv.getByTestId('validasi-cicilan-simpan').click();
  await expectToast(spv, 'Transaksi Cicilan Berhasil Divalidasi');
  await expect(mine.getByRole('checkbox')).toBeDisabled();
  await spv.goto('/tutup-toko');
  await expect(spv.getByTestId('cek-VALIDASI_CICILAN')).toBeVisible();
  await expect(spv.getByTestId('cek-VALIDASI_CICILAN-daftar').filter({ hasText: no })).toHaveCount(0);

  await spv.goto('/pengingat-cicilan');
  const hari = spv.getByTestId('pengingat-cicilan-hari');
  await expect(hari).toHaveValue(/\d+/);
  const before = await hari.inputValue();
  await hari.fill('70');
  await spv.getByTestId('pengingat-cicilan-simpan').click();
  await expect(spv.getByText('Hari Pengingat Harus Angka 0 Sampai 60').first()).toBeVisible();
  await spv.reload();
  await expect(spv.getByTestId('pengingat-cicilan-hari')).toHaveValue(before);
  await spv.getByTestId('pengingat-cicilan-hari').fill('5');
  await spv.getByTestId('pengingat-cicilan-simpan').click();
  await expectToast(spv, 'Setting Pengingat Cicilan Berhasil Disimpan');
  await spv.getByTestId('pengingat-cicilan-kirim').click();
  await answerConfirm(spv, 'Kirim pengingat cicilan', 'yes');
  await expectToast(spv, 'Pengingat Cicilan Dikirim');

  // the cancel's refund is the server's figure (everything paid on the price less the store's deduction)
  const quote = await request.get(`/api/cicilan/${no}/pengembalian`, { headers: bearer(kasir) });
  expect(quote.status(), await quote.text()).toBe(200);
  const refund = ((await quote.json()) as { data: { refund: number } }).data.refund;
  await page.goto('/batal-cicilan');
  await page.getByTestId('batal-cicilan-no').fill(no);
  await page.getByTestId('batal-cicilan-no').press('Enter');
  await expect(page.getByTestId('cicilan-batal-refund-value')).toHaveText(new Intl.NumberFormat('en-US').format(refund));
  await spvContext.close();
});
