import type { APIRequestContext } from '@playwright/test';
import { setDrawerViaApi } from './support/counter';
import { apiLogin, bearer, expect, login, test } from './support/fixtures';
import { uniqueSuffix } from './support/stock';
import { expectToast, pickOption } from './support/ui';

/**
 * Issue 35, "How it will be checked", the parts of suppliers and prices: receive goods from a supplier of the
 * master with its invoice and cost per gram; buy back with the purchase price parameter on; update a purity in a
 * listed shop (BDG, UPDATE_KADAR_SHOPS of the e2e server) and be refused in another (SBY).
 */

/** One session of ADMIN (head office) switches a module of BDG (one session per user: sign in once per test). */
async function setModule(request: APIRequestContext, admin: string, key: string, aktif: boolean): Promise<void> {
  const res = await request.put('/api/para-system', { headers: { ...bearer(admin), 'x-kode-toko': 'BDG' }, data: { modules: [{ key, aktif }] } });
  expect(res.status(), await res.text()).toBe(200);
}

test('SPVBDG receives goods from a supplier of the master: invoice and cost per gram, bad input refused', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await login(page, 'SPVBDG');
  const trays = ((await (await request.get('/api/baki/ready', { headers: bearer(token) })).json()) as { data: { kode_baki: string; kode_gudang: string }[] }).data;
  const tray = trays.find((t) => t.kode_baki === 'B03') ?? trays[0]!;
  await page.goto('/penerimaan-barang');
  await expect(page).toHaveTitle('shop | PENERIMAAN BARANG', { timeout: 30_000 });
  await page.getByText('Kiriman Supplier').click();
  await page.getByLabel('Supplier', { exact: true }).selectOption('SP01');
  await page.getByLabel('No Faktur Supplier').fill('inv-e2e-1');
  const nama = `CINCIN SUPPLIER ${uniqueSuffix()}`;
  await page.getByRole('textbox', { name: 'Nama Barang 1' }).fill(nama);
  await page.getByLabel('Group 1').selectOption('P17');
  await page.getByLabel('Jenis 1').selectOption('GL');
  await page.getByRole('textbox', { name: 'Berat 1' }).fill('3.5');
  await page.getByLabel('Gudang Tujuan').selectOption(tray.kode_gudang);
  await page.getByLabel('Baki Tujuan').selectOption(tray.kode_baki);
  // no cost per gram: refused with its message, nothing received
  await page.getByRole('button', { name: 'Terima Barang' }).click();
  await expectToast(page, 'Harga Modal Per Gram tidak boleh 0');
  await page.getByLabel('Harga Modal Per Gram').fill('1150000');
  await page.getByRole('button', { name: 'Terima Barang' }).click();
  await expectToast(page, 'Penerimaan Barang Berhasil');

  const today = ((await (await request.get('/api/toko/current', { headers: bearer(token) })).json()) as { data: { tgl_system: string } }).data.tgl_system;
  const report = await request.get(`/api/laporan/penerimaan-supplier?tgl_awal=${today}&tgl_akhir=${today}&kode_supplier=SP01`, { headers: bearer(token) });
  expect(report.status()).toBe(200);
  const rows = ((await report.json()) as { data: { nama_supplier: string; total_berat: number; total_modal: number }[] }).data;
  expect(rows[0]).toMatchObject({ nama_supplier: 'PT SUMBER EMAS MURNI', total_berat: 3.5, total_modal: 4_025_000 });
});

test('SPVBDG enters the purchase price of a purity (a price of 0 refused); KASIRBDG buys back at it while its module is on', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  await setDrawerViaApi(request, 200_000_000);
  const admin = await apiLogin(request, 'ADMIN');
  await setModule(request, admin, 'PARAMETER_HARGA_EMAS_PEMBELIAN_MODULE', true);
  try {
    const context = await browser.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
    const spvPage = await context.newPage();
    const spv = await login(spvPage, 'SPVBDG');
    const group = ((await (await request.get('/api/group/get/all', { headers: bearer(spv) })).json()) as { data: { kode_group: string; kadar: number }[] }).data.find((g) => g.kode_group === 'P17')!;
    const today = ((await (await request.get('/api/toko/current', { headers: bearer(spv) })).json()) as { data: { tgl_system: string } }).data.tgl_system;
    const code = `E2E${uniqueSuffix()}`.slice(0, 20);
    await spvPage.goto('/master-parameter-harga-pembelian');
    await expect(spvPage.getByTestId('crud-add')).toBeVisible({ timeout: 60_000 });
    await spvPage.getByTestId('crud-add').click();
    const add = spvPage.getByRole('dialog');
    await add.getByLabel('Kode Parameter').fill(code);
    const tgl = add.getByRole('textbox', { name: 'Tanggal Berlaku' });
    await tgl.fill(`${today.slice(8, 10)}-${today.slice(5, 7)}-${today.slice(0, 4)}`);
    await tgl.press('Enter');
    await add.getByLabel('Kadar').fill(String(group.kadar));
    const harga = add.getByLabel('Harga Per Gram');
    await harga.fill('0');
    await add.getByTestId('crud-save').click();
    await expect(spvPage.getByText('Harga Per Gram tidak boleh 0').first()).toBeVisible();
    await harga.fill('');
    await harga.pressSequentially('812000');
    await add.getByTestId('crud-save').click();
    await expectToast(spvPage, 'Data Berhasil Ditambahkan');
    await context.close();

    const token = await login(page, 'KASIRBDG');
    await page.goto('/transaksi-pembelian');
    await expect(page.getByTestId('buy-outside-nama')).toBeVisible({ timeout: 60_000 });
    await page.getByTestId('buy-outside-nama').fill(`GELANG LUAR ${uniqueSuffix()}`);
    await pickOption(page, page.getByTestId('buy-outside-group'), 'P17 - PERHIASAN 17K');
    await pickOption(page, page.getByTestId('buy-outside-jenis'), 'GL - GELANG');
    await page.getByTestId('buy-outside-berat').fill('2');
    await pickOption(page, page.getByTestId('buy-outside-kondisi'), 'NORMAL (SURAT LENGKAP)');
    await page.getByTestId('buy-outside-add').click();
    await expect(page.getByTestId('buy-line')).toHaveCount(1);
    await expect(page.getByTestId('buy-line').first()).toContainText('812,000');
    await pickOption(page, page.getByTestId('buy-sales'), 'S01 - RINA ANGGRAINI');
    await page.getByRole('textbox', { name: 'Nama Customer' }).fill('BAPAK ADI');
    await page.keyboard.press('F2');
    await expectToast(page, 'Pembelian Berhasil Disimpan');
    const modal = page.getByRole('dialog', { name: 'NOTA PEMBELIAN' });
    const no = ((await modal.getByTestId('purchase-receipt').locator('p').first().textContent()) ?? '').trim();
    const bought = ((await (await request.get(`/api/pembelian/${no}`, { headers: bearer(token) })).json()) as { data: { detail: { harga_emas: number }[] } }).data;
    expect(bought.detail[0]!.harga_emas).toBe(812_000);
  } finally {
    await setModule(request, admin, 'PARAMETER_HARGA_EMAS_PEMBELIAN_MODULE', false);
  }
});

test('KASIRBDG updates a purity with a reason and SPVBDG approval; KASIRSBY may not open /update-kadar', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await login(page, 'KASIRBDG');
  await page.goto('/update-kadar');
  await expect(page).toHaveTitle('shop | UPDATE KADAR', { timeout: 30_000 });
  const first = page.getByTestId('ready-update-kadar').getByRole('button', { name: /^Pilih / }).first();
  const label = (await first.getAttribute('aria-label')) ?? '';
  const barcode = label.replace(/^Pilih /, '');
  await first.click();
  const form = page.getByTestId('update-kadar-form');
  await expect(form).toContainText(barcode);
  await form.getByLabel('Group Baru').selectOption('P17');
  await form.getByLabel('Kadar Baru').fill('70');
  // no reason: refused, nothing written
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'Alasan Tidak Boleh Kosong');
  await form.getByLabel('Alasan').fill('HASIL UJI KADAR');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Otorisasi Supervisor')).toBeVisible();
  await page.getByTestId('authorization-user-id').fill('SPVBDG');
  await page.getByTestId('authorization-password').fill('demo123');
  await page.getByTestId('authorization-submit').click();
  await expectToast(page, 'Kadar Barang Berhasil Diupdate');
  await expect(page.getByTestId('update-kadar-result')).toContainText('-> 70');

  const other = await browser.newContext();
  const sby = await other.newPage();
  await login(sby, 'KASIRSBY');
  await sby.goto('/update-kadar');
  await expect(sby).toHaveTitle('shop | 404', { timeout: 30_000 });
  await other.close();
});
