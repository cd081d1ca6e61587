import type { Page } from '@playwright/test';
import { apiLogin, bearer, expect, login, logoutToken, test } from './support/fixtures';
import { createItems, createTray, uniqueSuffix } from './support/stock';
import { answerConfirm, expectToast } from './support/ui';

/**
 * Issue 35, "How it will be checked": sell and buy in manual mode (goods by weight and count, no barcode per piece),
 * and count a tray from a file of RFID reads. Each test works in a tray of its own.
 */

async function fillManualLine(page: Page, tray: string, qty: string, berat: string, harga: string) {
  const line = page.getByTestId('manual-line-0');
  const baki = line.getByRole('combobox', { name: 'Baki' });
  await expect(baki.locator(`option[value="${tray}"]`)).toBeAttached({ timeout: 30_000 });
  await line.getByRole('combobox', { name: 'Group' }).selectOption('P17');
  await line.getByRole('combobox', { name: 'Jenis' }).selectOption('CC');
  await baki.selectOption(tray);
  await line.getByRole('textbox', { name: 'Jumlah' }).fill(qty);
  await line.getByRole('textbox', { name: 'Berat (gr)' }).fill(berat);
  await line.getByRole('textbox', { name: 'Harga' }).pressSequentially(harga);
}

test('KASIRBDG buys goods by weight and count in manual mode, sells part of them, and cannot sell more than there is', async ({ page, request }) => {
  test.setTimeout(240_000);
  const tray = `M${uniqueSuffix()}`;
  const spv = await apiLogin(request, 'SPVBDG');
  await createTray(request, spv, tray);
  await logoutToken(request, spv);

  await login(page, 'KASIRBDG');
  await page.goto('/transaksi-pembelian-manual');
  await expect(page).toHaveTitle('shop | TRANSAKSI PEMBELIAN MANUAL', { timeout: 60_000 });
  // a weight of 0: refused with its message, nothing bought
  await fillManualLine(page, tray, '3', '0', '10000000');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Berat tidak boleh 0').first()).toBeVisible();
  await expect(page.getByTestId('manual-saved')).toHaveCount(0);
  await page.getByTestId('manual-line-0').getByRole('textbox', { name: 'Berat (gr)' }).fill('12.5');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'Pembelian Manual Berhasil Disimpan');
  await expect(page.getByTestId('manual-saved')).toContainText('BM-BDG-');

  await page.goto('/transaksi-penjualan-manual');
  await expect(page).toHaveTitle('shop | TRANSAKSI PENJUALAN MANUAL', { timeout: 60_000 });
  await fillManualLine(page, tray, '1', '4', '5000000');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'Penjualan Manual Berhasil Disimpan');
  await expect(page.getByTestId('manual-saved')).toContainText('JM-BDG-');

  // more than the tray holds: refused with the stock left, nothing written
  await fillManualLine(page, tray, '5', '9', '5000000');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText(/tidak cukup \(tersedia 2 pcs, 8\.500 gr\)/).first()).toBeVisible();

  // read as the store's supervisor: KASIRBDG is signed in in the browser (one session per user)
  const token = await apiLogin(request, 'SPVBDG');
  const res = await request.get(`/api/barang-manual?kode_group=p17&kode_dept=cc&kode_gudang=utama`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  const rows = ((await res.json()) as { data: { kode_baki: string; qty: number; berat: string }[] }).data.filter((r) => r.kode_baki === tray);
  expect(rows).toEqual([expect.objectContaining({ qty: 2, berat: '8.500' })]);
  await logoutToken(request, token);
});

test('SPVBDG counts a whole tray from a file of RFID reads, re-weighs it and closes the count', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tray = `R${uniqueSuffix()}`;
  const spv = await apiLogin(request, 'SPVBDG');
  await createTray(request, spv, tray);
  const items = await createItems(request, spv, { kode_baki: tray }, ['2.000', '3.000', '4.000'], 'CINCIN RFID');
  const tags = items.map((_, i) => `E200${tray}${i}`.toUpperCase());
  for (const [i, item] of items.entries()) {
    const put = await request.put('/api/barang-rfid', { headers: bearer(spv), data: { kode_barcode: item.kode_barcode, rfid: tags[i] } });
    expect(put.status(), await put.text()).toBe(200);
  }
  await logoutToken(request, spv);

  await login(page, 'SPVBDG');
  await page.goto('/stock-opname-rfid');
  await expect(page).toHaveTitle('shop | STOCK OPNAME RFID', { timeout: 60_000 });
  // no tray chosen: refused with its message, nothing started
  await page.getByRole('button', { name: 'Mulai Stock Opname' }).click();
  await expectToast(page, 'Mohon Untuk Pilih');
  await page.getByRole('combobox', { name: 'Kode Gudang' }).selectOption('UTAMA');
  const baki = page.getByRole('combobox', { name: 'Kode Baki' });
  await expect(baki.locator(`option[value="${tray}"]`)).toBeAttached({ timeout: 30_000 });
  await baki.selectOption(tray);
  await page.getByRole('button', { name: 'Mulai Stock Opname' }).click();
  await expectToast(page, 'Stock Opname Berhasil Dimulai');
  await expect(page.getByTestId('opname-missing-count')).toHaveText('3');

  // a file with no read in it (only the reader's header): refused with its message, nothing counted
  await page.locator('input[type=file]').setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('EPC,RSSI,TIME\n\n') });
  await expectToast(page, 'Tidak ada tag RFID yang dibaca');
  await expect(page.getByTestId('opname-missing-count')).toHaveText('3');

  // the reader's export: a header, two of the three tags (one read twice) and a tag the store does not know
  const csv = ['EPC,RSSI,TIME', `${tags[0]},-41,10:00:01`, `${tags[0]},-43,10:00:02`, `${tags[2]},-50,10:00:02`, 'E2FFFF0000000001,-60,10:00:03'].join('\n');
  await page.locator('input[type=file]').setInputFiles({ name: 'reads.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByTestId('rfid-batch')).toContainText('3 tag dibaca, 2 ditemukan');
  await expect(page.getByTestId('opname-found-count')).toHaveText('2');
  await expect(page.getByTestId('opname-missing-count')).toHaveText('1');
  await expect(page.getByTestId('opname-unknown-count')).toHaveText('1');
  await expect(page.getByTestId('opname-summary')).toContainText('Tidak Ditemukan: 1 pcs · 3.000 gr');

  // a tag proves presence, not weight: the tray on the scale against the system
  await page.getByRole('textbox', { name: /Berat Timbang Baki/ }).fill('8.9');
  await page.getByRole('button', { name: 'Timbang Ulang' }).click();
  await expect(page.getByTestId('rfid-timbang')).toContainText('selisih -0.100 gr');

  await page.getByRole('button', { name: 'Tutup Stock Opname' }).click();
  await answerConfirm(page, 'Apakah Anda Yakin Ingin Menutup Stock Opname', 'yes');
  await expectToast(page, 'Stock Opname Berhasil Ditutup');
  await expect(page.getByTestId('opname-status')).toHaveText('CLOSED');
});
