import type { APIRequestContext } from '@playwright/test';
import { pickSales, printedPdf, scanAtCounter, sellViaApi, setDrawerViaApi, stockFor } from './support/counter';
import { apiLogin, bearer, expect, login, logoutToken, test } from './support/fixtures';
import { readItem, uniqueSuffix } from './support/stock';
import { answerConfirm, expectToast, pickOption } from './support/ui';

/**
 * Issue 5, "How it will be checked", in Chromium as KASIRBDG: an item sold earlier bought back by
 * scanning its receipt and an outside piece in a damaged condition, the deductions on screen and on
 * the printed receipt; one piece put back on sale, the other melted; a trade-in on the sales counter;
 * a buy-back cancelled with a supervisor's approval.
 */

type PurchaseLine = { kode_barcode: string; tujuan: string; potongan_kondisi: number; potongan_rugi: number; nama_barang: string };

async function readPurchase(request: APIRequestContext, token: string, no: string): Promise<{ status: string; detail: PurchaseLine[] }> {
  const res = await request.get(`/api/pembelian/${no}`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { status: string; detail: PurchaseLine[] } }).data;
}

test('KASIRBDG buys back a sold item by its receipt and a damaged outside piece, sells one again and melts the other', async ({ page, request }) => {
  test.setTimeout(150_000);
  // money in the drawer first: no payout may take it below zero
  await setDrawerViaApi(request, 200_000_000);
  const { items } = await stockFor(request, ['2.000']);
  const saleNo = await sellViaApi(request, [items[0]!.kode_barcode]);

  const token = await login(page, 'KASIRBDG');
  await page.goto('/transaksi-pembelian');
  await expect(page).toHaveTitle('shop | TRANSAKSI PEMBELIAN');

  // the shop's own receipt: scanned, its weight and price come with it
  const nota = page.getByTestId('buy-nota');
  await nota.fill(saleNo.toLowerCase());
  await nota.press('Enter');
  await expect(page.getByTestId('buy-line')).toHaveCount(1);
  await expect(page.getByTestId('buy-line').first()).toContainText(items[0]!.nama_barang);

  // an outside piece, damaged: RUSAK takes 25,000 per gram
  const nama = `GELANG PATAH ${uniqueSuffix()}`;
  await page.getByTestId('buy-outside-nama').fill(nama);
  await pickOption(page, page.getByTestId('buy-outside-group'), 'P17 - PERHIASAN 17K');
  await pickOption(page, page.getByTestId('buy-outside-jenis'), 'GL - GELANG');
  await page.getByTestId('buy-outside-berat').fill('5');
  await pickOption(page, page.getByTestId('buy-outside-kondisi'), 'RUSAK / PATAH');
  await page.getByTestId('buy-outside-add').click();
  await expect(page.getByTestId('buy-line')).toHaveCount(2);
  const outsideLine = page.getByTestId('buy-line').nth(1);
  await expect(outsideLine.getByTestId('buy-pot-kondisi')).toHaveText('125,000');
  // no receipt: the group's loss-on-receipt applies; the shop's own receipt at its weight: none
  await expect(outsideLine.getByTestId('buy-pot-rugi')).not.toHaveText('0');
  await expect(page.getByTestId('buy-line').first().getByTestId('buy-pot-rugi')).toHaveText('0');
  await pickOption(page, page.getByRole('textbox', { name: 'Tujuan 2' }), 'HANCUR (LEBUR)');

  await pickOption(page, page.getByTestId('buy-sales'), 'S01 - RINA ANGGRAINI');
  await page.getByRole('textbox', { name: 'Nama Customer' }).fill('IBU WATI');
  await expect(page.getByTestId('buy-total-harga')).not.toHaveText('Rp 0');
  await page.keyboard.press('F2');
  await expectToast(page, 'Pembelian Berhasil Disimpan');

  const modal = page.getByRole('dialog', { name: 'NOTA PEMBELIAN' });
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('purchase-receipt')).toContainText('125,000');
  const no = ((await modal.getByTestId('purchase-receipt').locator('p').first().textContent()) ?? '').trim();
  expect(no).toMatch(/^FB-BDG-/);
  const pdf = await printedPdf(page, () => modal.getByTestId('purchase-print').click());
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toContain('NOTA PEMBELIAN');
  expect(pdf).toContain('RUSAK / PATAH 125,000');
  expect(pdf).toContain('Printed By KASIRBDG');
  await modal.getByRole('button', { name: 'Tutup' }).click();
  await expect(page.getByTestId('buy-line')).toHaveCount(0);

  const purchase = await readPurchase(request, token, no);
  const [again, melt] = purchase.detail;
  expect(again!.tujuan).toBe('STOCK');
  expect(melt!.tujuan).toBe('HANCUR');
  expect(await readItem(request, token, again!.kode_barcode)).toMatchObject({ status: 'READY', kode_gudang: 'BELI' });

  // the same receipt cannot be bought back twice
  await nota.fill(saleNo);
  await nota.press('Enter');
  await expectToast(page, 'sudah dibeli kembali');

  // one piece goes back on sale: the counter takes it
  await page.goto('/transaksi-penjualan');
  await scanAtCounter(page, again!.kode_barcode);
  await expect(page.getByTestId('counter-line').filter({ hasText: again!.kode_barcode })).toBeVisible();

  // the other is melted from Hancur Pembelian (it comes ticked: it was marked HANCUR)
  await page.goto('/hancur-pembelian');
  await expect(page.getByRole('checkbox', { name: `Hancurkan Terpilih ${melt!.kode_barcode}` })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Pilih semua' }).uncheck();
  await page.getByRole('checkbox', { name: `Hancurkan Terpilih ${melt!.kode_barcode}` }).check();
  await page.getByTestId('hancur-submit').click();
  await answerConfirm(page, 'Kirim 1 barang (5.000 gr) ke gudang hancur?', 'yes');
  await expectToast(page, 'Barang Berhasil Dihancurkan');
  expect((await readItem(request, token, melt!.kode_barcode)).status).toBe('HANCUR');
});

test('a trade-in: old gold pays part of a new piece on one receipt', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { items } = await stockFor(request, ['3.000']);
  await login(page, 'KASIRBDG');
  await page.goto('/transaksi-penjualan');
  await scanAtCounter(page, items[0]!.kode_barcode);
  await expect(page.getByTestId('counter-line')).toHaveCount(1);
  await page.getByTestId('tukar-toggle').check();
  await page.getByTestId('buy-outside-nama').fill(`CINCIN LAMA ${uniqueSuffix()}`);
  await pickOption(page, page.getByTestId('buy-outside-group'), 'P17 - PERHIASAN 17K');
  await pickOption(page, page.getByTestId('buy-outside-jenis'), 'CC - CINCIN');
  await page.getByTestId('buy-outside-berat').fill('1');
  await page.getByTestId('buy-outside-add').click();
  await expect(page.getByTestId('nilai-tukar')).not.toHaveText('Rp 0');
  const sisa = Number(((await page.getByTestId('tukar-sisa').textContent()) ?? '').replace(/[^0-9]/g, ''));
  expect(sisa).toBeGreaterThan(0);
  await pickSales(page);
  await page.getByTestId('payment-jumlah-0').fill(String(sisa));
  await expect(page.getByTestId('kembalian')).toHaveText('Rp 0');
  await page.keyboard.press('F2');
  await expectToast(page, 'Tukar Tambah Berhasil Disimpan');
  const modal = page.getByRole('dialog', { name: /^Detail / });
  await expect(modal).toBeVisible();
  const pdf = await printedPdf(page, () => modal.getByRole('button', { name: 'Cetak Ulang' }).click());
  expect(pdf).toContain('NOTA PENJUALAN');
  expect(pdf).toContain('TUKAR: CINCIN LAMA');
  expect(pdf).toContain('Nilai Tukar');
});

test('a buy-back is cancelled with SPVBDG approval: the piece leaves the stock', async ({ page, request }) => {
  test.setTimeout(120_000);
  const kasir = await apiLogin(request, 'KASIRBDG');
  const res = await request.post('/api/pembelian', {
    headers: bearer(kasir),
    data: { idempotency_key: `e2e-${uniqueSuffix()}`, kode_sales: 'S01', detail: [{ nama_barang: `KALUNG LUAR ${uniqueSuffix()}`, kode_group: 'P17', kode_dept: 'KL', berat: '2.5', kode_kondisi: 'KUSAM' }] },
  });
  expect(res.status(), await res.text()).toBe(200);
  const bought = ((await res.json()) as { data: { no_faktur_group: string; detail: PurchaseLine[] } }).data;
  await logoutToken(request, kasir);

  const token = await login(page, 'KASIRBDG');
  await page.goto('/batal-pembelian');
  await page.getByRole('button', { name: `Batalkan ${bought.no_faktur_group}` }).click();
  await page.getByTestId('batal-alasan').fill('SALAH TIMBANG');
  await page.getByTestId('batal-submit').click();
  await answerConfirm(page, `Batalkan pembelian ${bought.no_faktur_group}?`, 'yes');
  await expect(page.getByText('Otorisasi Supervisor')).toBeVisible();
  await page.getByTestId('authorization-user-id').fill('SPVBDG');
  await page.getByTestId('authorization-password').fill('demo123');
  await page.getByTestId('authorization-submit').click();
  await expectToast(page, 'Pembelian Berhasil Dibatalkan');
  expect((await readPurchase(request, token, bought.no_faktur_group)).status).toBe('BATAL');
  expect((await readItem(request, token, bought.detail[0]!.kode_barcode)).status).toBe('BATAL');
});

test("SPVBDG validates the day's buy-backs on Validasi Jual Beli", async ({ page, request }) => {
  test.setTimeout(90_000);
  const kasir = await apiLogin(request, 'KASIRBDG');
  const res = await request.post('/api/pembelian', {
    headers: bearer(kasir),
    data: { idempotency_key: `e2e-${uniqueSuffix()}`, kode_sales: 'S01', detail: [{ nama_barang: `LIONTIN LUAR ${uniqueSuffix()}`, kode_group: 'P17', kode_dept: 'LT', berat: '1.2', kode_kondisi: 'NORMAL' }] },
  });
  expect(res.status(), await res.text()).toBe(200);
  const no = ((await res.json()) as { data: { no_faktur_group: string } }).data.no_faktur_group;
  await logoutToken(request, kasir);

  const token = await login(page, 'SPVBDG');
  await page.goto('/validasi-jual-beli');
  await expect(page).toHaveTitle('shop | VALIDASI JUAL BELI');
  await page.getByRole('checkbox', { name: `Pilih ${no}` }).check();
  await page.getByTestId('validasi-jual-beli').getByRole('button', { name: 'Validasi', exact: true }).click();
  await answerConfirm(page, 'Validasi 1 nota?', 'yes');
  await expectToast(page, 'Pembelian Berhasil Divalidasi');
  const read = await request.get(`/api/pembelian/${no}`, { headers: bearer(token) });
  expect(((await read.json()) as { data: { valid: boolean; valid_by: string } }).data).toMatchObject({ valid: true, valid_by: 'SPVBDG' });
});
