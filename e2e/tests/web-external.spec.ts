import type { APIRequestContext } from '@playwright/test';
import { sellViaApi } from './support/counter';
import { apiLogin, bearer, expect, login, logoutToken, test } from './support/fixtures';
import { createItems, createTray, uniqueSuffix } from './support/stock';
import { expectToast } from './support/ui';

/**
 * The store's own web store (WEB_EXTERNAL_MODULE), "How it will be checked": publish a piece to the web store and see it
 * on the public catalogue, sell it at the counter and see it gone; bad input on every form; a piece reserved online is
 * refused at the counter.
 */

/** A small picture: the item photo the web store needs (spec 000 §5). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

type WebItem = { kode_barcode: string; harga: number; dipesan: boolean; gambar_url: string };
async function webStore(request: APIRequestContext): Promise<WebItem[]> {
  const res = await request.get('/api/public/catalogue?kode_toko=BDG');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { barang_web: WebItem[] } }).data.barang_web;
}

test('SPVBDG publishes a piece with its photo, changes and reserves it; the counter refuses it while reserved, sells it after, and the web store drops it', async ({ page, request }) => {
  test.setTimeout(180_000);
  // head office turns the module on for BDG, as /settingsystem does
  const admin = await apiLogin(request, 'ADMIN');
  const on = await request.put('/api/para-system', { headers: { ...bearer(admin), 'x-kode-toko': 'BDG' }, data: { modules: [{ key: 'WEB_EXTERNAL_MODULE', aktif: true }] } });
  expect(on.status(), await on.text()).toBe(200);
  await logoutToken(request, admin);

  const spvApi = await apiLogin(request, 'SPVBDG');
  const tray = `W${uniqueSuffix()}`;
  await createTray(request, spvApi, tray);
  const [withPhoto, noPhoto] = await createItems(request, spvApi, { kode_baki: tray }, ['3.000', '2.000'], 'KALUNG WEB');
  const upload = await request.post('/api/barang/foto', { headers: bearer(spvApi), multipart: { kode_barcode: withPhoto!.kode_barcode, image: { name: 'kalung.png', mimeType: 'image/png', buffer: PNG } } });
  expect(upload.status(), await upload.text()).toBe(200);
  await logoutToken(request, spvApi);
  const code = withPhoto!.kode_barcode;

  await login(page, 'SPVBDG');
  await page.goto('/kirim-barang-external');
  await expect(page).toHaveTitle('shop | KIRIM BARANG EXTERNAL', { timeout: 30_000 });
  const scan = page.getByTestId('external-scan');
  // bad input: an unknown barcode, a piece without its photo
  await scan.fill('TIDAKADA404');
  await scan.press('Enter');
  await expect(page.getByText('Barcode TIDAKADA404 tidak ditemukan').first()).toBeVisible();
  await scan.fill(noPhoto!.kode_barcode);
  await scan.press('Enter');
  await expect(page.getByText('Foto barang wajib ada untuk dikirim ke web external').first()).toBeVisible();
  await scan.fill(code.toLowerCase());
  await scan.press('Enter');
  await expect(page.getByTestId('external-line-0')).toContainText(code);
  // scanned twice: refused at the scan
  await scan.fill(code);
  await scan.press('Enter');
  await expect(page.getByText(`Barcode ${code} sudah ada di tabel`).first()).toBeVisible();
  // no online price: refused on the line, nothing published
  const price = page.getByRole('textbox', { name: `Harga Online ${code}` });
  await price.fill('');
  await page.getByRole('button', { name: 'Kirim Ke Web External' }).click();
  await expect(page.getByText('Harga Online Tidak Boleh Kosong').first()).toBeVisible();
  expect((await webStore(request)).some((i) => i.kode_barcode === code)).toBe(false);
  await price.pressSequentially('9500000');
  await page.getByRole('button', { name: 'Kirim Ke Web External' }).click();
  await expectToast(page, 'Barang Berhasil Dikirim Ke Web External');
  await expect(page.getByTestId('external-total')).toContainText('0');

  // on the public catalogue the customer app reads, with its picture
  const listed = (await webStore(request)).find((i) => i.kode_barcode === code);
  expect(listed).toMatchObject({ harga: 9_500_000, dipesan: false });
  expect((await request.get(listed!.gambar_url)).status()).toBe(200);

  await page.goto('/update-barang-external');
  await expect(page).toHaveTitle('shop | UPDATE BARANG EXTERNAL', { timeout: 30_000 });
  const row = page.getByTestId('external-list').getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('9,500,000', { timeout: 30_000 });
  await page.getByRole('button', { name: `Ubah ${code}` }).click();
  const dialog = page.getByRole('dialog');
  const harga = dialog.getByRole('textbox', { name: 'Harga Online' });
  await harga.fill('');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText('Harga Online Tidak Boleh Kosong')).toBeVisible();
  await harga.pressSequentially('9750000');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'Barang Web External Berhasil Diupdate');
  await expect(row).toContainText('9,750,000');
  expect((await webStore(request)).find((i) => i.kode_barcode === code)?.harga).toBe(9_750_000);

  // reserved for a customer who asked online: bad input first
  await page.getByRole('button', { name: `Pesan ${code}` }).click();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText('Nama Pemesan Tidak Boleh Kosong')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nama Pemesan' }).fill('Sari Dewi');
  await dialog.getByRole('textbox', { name: 'No HP' }).fill('08ab');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText('No HP hanya boleh berisi angka')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'No HP' }).fill('081234567890');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'Barang Berhasil Dipesan');
  await expect(row).toContainText('SARI DEWI');
  expect((await webStore(request)).find((i) => i.kode_barcode === code)?.dipesan).toBe(true);

  // the counter refuses the reserved piece
  const kasir = await apiLogin(request, 'KASIRBDG');
  const refused = await request.get(`/api/penjualan/barang/${code}`, { headers: bearer(kasir) });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe(`Barcode ${code} sedang dipesan online, tidak dapat dijual di toko`);
  await logoutToken(request, kasir);

  // the hold released, the counter sells it: gone from the web store at once
  await page.getByRole('button', { name: `Batal Pesan ${code}` }).click();
  await expectToast(page, 'Pesanan Online Berhasil Dibatalkan');
  await sellViaApi(request, [code]);
  expect((await webStore(request)).some((i) => i.kode_barcode === code)).toBe(false);
  await page.goto('/update-barang-external');
  await expect(page).toHaveTitle('shop | UPDATE BARANG EXTERNAL', { timeout: 30_000 });
  await expect(row).toContainText('TERJUAL', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: `Ubah ${code}` })).toHaveCount(0);
});
