import type { Page } from '@playwright/test';
import { apiLogin, bearer, expect, login, test } from './support/fixtures';
import { answerConfirm, expectToast, openCrudAdd as openAdd, pickOption, saveCrudAndSeeRow as saveAndSeeRow } from './support/ui';

/**
 * The owner fills the customer catalogue (issue 23, spec 001 §2-§9): a category and an item with a
 * photo (stored resized), an edit that keeps the photo, a delete whose picture goes with it, a splash
 * screen, the spec's messages on empty required fields, and the public /katalog page showing the item
 * at today's price. Codes are unique per run, so the test repeats on one database.
 */

/** A PNG of the given size, drawn by the browser (a real picture, larger than the stored size). */
async function pngOf(page: Page, width: number, height: number, colour: string): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h, c]) => {
      const canvas = document.createElement('canvas');
      canvas.width = Number(w);
      canvas.height = Number(h);
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = String(c);
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.fillStyle = '#222';
      ctx.fillRect(10, 10, canvas.width / 3, canvas.height / 3);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [width, height, colour] as const,
  );
  return Buffer.from(base64, 'base64');
}

/** The natural size of a picture URL as the browser loads it. */
async function pictureSize(page: Page, url: string): Promise<{ width: number; height: number }> {
  return page.evaluate(
    (src) =>
      new Promise<{ width: number; height: number }>((resolve, reject) => {
        const img = new Image();
        img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
        img.onerror = () => reject(new Error(`cannot load ${src}`));
        img.src = src;
      }),
    url,
  );
}

type Row = Record<string, unknown>;

test('OWNER fills the catalogue and a customer sees the item at today’s price on /katalog', async ({ page, request }) => {
  test.setTimeout(180_000);
  const suffix = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36).toString(36)}`.toUpperCase();
  const kategori = `K${suffix}`;
  const kategoriLain = `X${suffix}`;
  const item = `I${suffix}`;

  await login(page, 'OWNER');
  const api = await apiLogin(request, 'ADMIN');
  const list = async (path: string): Promise<Row[]> => {
    const res = await request.get(`/api/${path}`, { headers: bearer(api) });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { data: Row[] }).data;
  };

  await test.step('category: the spec’s messages, then saved with a picture resized to 720 wide', async () => {
    await openAdd(page, '/kategori-katalog');
    await page.getByTestId('crud-save').click();
    const form = page.getByTestId('crud-form');
    await expect(form.getByText('Gambar wajib dimasukan, Mohon masukan gambar dan coba lagi')).toBeVisible();
    await expect(form.getByText('Warna wajib dipilih, Mohon pilih warna dan coba lagi')).toBeVisible();
    await page.getByTestId('field-kode_kategori').fill(kategori);
    await page.getByTestId('field-nama_kategori').fill(`Cincin ${suffix}`);
    await page.getByTestId('field-warna').fill('#e0a800');
    await page.getByTestId('field-gambar_path').setInputFiles({ name: 'cincin.png', mimeType: 'image/png', buffer: await pngOf(page, 1500, 2000, '#e0a800') });
    await expect(page.getByTestId('field-gambar_path-preview')).toBeVisible();
    // the toast first (it shows for 2 s), then the row among the demo chain's categories
    await page.getByTestId('crud-save').click();
    await expectToast(page, 'Data Berhasil Ditambahkan');
    await expect(page.getByTestId('crud-form')).toBeHidden();
    await page.getByTestId('data-table-search').fill(kategori);
    await expect(page.getByRole('button', { name: `Hapus ${kategori}`, exact: true })).toBeVisible();
    const row = (await list('app/kategori-katalog')).find((r) => r.kode_kategori === kategori)!;
    expect(String(row.gambar_path)).toMatch(/\/api\/public\/catalogue\/files\/PST\/KATEGORI_ICON\/[0-9a-f]{16}\.jpg$/);
    expect(await pictureSize(page, String(row.gambar_path))).toEqual({ width: 720, height: 960 });
  });

  const groups = (await (await request.get('/api/parameter-harga-emas', { headers: bearer(api) })).json()) as {
    data: { groups: { kode_group: string; nama_group: string; harga: { harga_jual: number } | null }[] };
  };
  const group = groups.data.groups.find((g) => g.harga !== null)!;
  expect(group).toBeTruthy();
  // group choices read 'NAME / PURITY' (spec 001 §3)
  const kadar = (await list('group/get/all')).find((g) => g.kode_group === group.kode_group)!.kadar;

  let photo = '';
  await test.step('item: every empty required field shows its message; Enter does not submit; saved with a photo', async () => {
    await openAdd(page, '/item-katalog');
    await page.getByTestId('field-nama_barang').fill('x');
    await page.getByTestId('field-nama_barang').press('Enter');
    await expect(page.getByTestId('crud-form')).toBeVisible();
    await expect(page.getByText('Kategori Harus Dipilih')).toHaveCount(0);
    await page.getByTestId('field-nama_barang').fill('');
    await page.getByTestId('crud-save').click();
    const form = page.getByTestId('crud-form');
    for (const message of ['Kategori Harus Dipilih', 'Nama Barang Tidak Boleh Kosong', 'Berat Barang Tidak Boleh Kosong', 'Harga Jual Tidak Boleh Kosong', 'URL Pendukung Tidak Boleh Kosong', 'Gambar Wajib Dimasukan']) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByTestId('field-kode_barang').fill(item);
    await pickOption(page, page.getByTestId('field-kode_kategori'), `${kategori} - Cincin ${suffix}`);
    await page.getByTestId('field-nama_barang').fill(`Cincin Polos ${suffix}`);
    await page.getByTestId('field-berat').fill('5');
    await page.getByTestId('field-harga_jual').fill('1000000');
    await pickOption(page, page.getByTestId('field-kode_group'), `${group.nama_group} / ${String(kadar)}`);
    await page.getByTestId('field-direct_url').fill('https://toko.example/cincin');
    await page.getByTestId('field-hashtag_kadar').fill('#24k, #emas');
    await page.getByTestId('field-gambar_path').setInputFiles({ name: 'item.png', mimeType: 'image/png', buffer: await pngOf(page, 1000, 1000, '#c0a060') });
    await expect(page.getByTestId('chat-preview')).toContainText(`Cincin Polos ${suffix}`);
    await saveAndSeeRow(page, item);
    const row = (await list('app/item-katalog')).find((r) => r.kode_barang === item)!;
    expect(row).toMatchObject({ hashtag_kadar: ['24k', 'emas'], berat: 5 });
    photo = String((row.gambar_path as string[])[0]);
    expect(await pictureSize(page, photo)).toEqual({ width: 720, height: 720 });
  });

  await test.step('item edited without touching its photo keeps the same photo', async () => {
    await page.getByTestId(`row-edit-${item}`).click();
    await expect(page.getByTestId('field-gambar_path-preview')).toBeVisible();
    // tags are shown '#a, #b' and sent as a list without '#'
    await expect(page.getByTestId('field-hashtag_kadar')).toHaveValue('#24k, #emas');
    await page.getByTestId('field-nama_barang').fill(`Cincin Polos Baru ${suffix}`);
    await page.getByTestId('crud-save').click();
    await expect(page.getByTestId('crud-form')).toBeHidden();
    await expectToast(page, 'Data Berhasil Dirubah');
    const row = (await list('app/item-katalog')).find((r) => r.kode_barang === item)!;
    expect(row.nama_barang).toBe(`Cincin Polos Baru ${suffix}`);
    expect((row.gambar_path as string[])[0]).toBe(photo);
  });

  await test.step('a second category is deleted after Tidak / OK, and its picture goes with it', async () => {
    await openAdd(page, '/kategori-katalog');
    await page.getByTestId('field-kode_kategori').fill(kategoriLain);
    await page.getByTestId('field-nama_kategori').fill(`Kalung ${suffix}`);
    await page.getByTestId('field-warna').fill('#3366ff');
    await page.getByTestId('field-gambar_path').setInputFiles({ name: 'kalung.png', mimeType: 'image/png', buffer: await pngOf(page, 200, 200, '#3366ff') });
    await saveAndSeeRow(page, kategoriLain);
    const picture = String((await list('app/kategori-katalog')).find((r) => r.kode_kategori === kategoriLain)!.gambar_path);
    expect((await request.get(picture)).status()).toBe(200);
    await page.getByRole('button', { name: `Hapus ${kategoriLain}`, exact: true }).click();
    await answerConfirm(page, `Apakah Anda Yakin Ingin Menghapus Kode ${kategoriLain} ?`, 'yes');
    await expectToast(page, 'Data Berhasil Di Hapus');
    await expect(page.getByRole('button', { name: `Hapus ${kategoriLain}`, exact: true })).toHaveCount(0);
    expect((await request.get(picture)).status()).toBe(404);
  });

  await test.step('splash screen MEMBER edited (no add button), position shown BAWAH', async () => {
    await page.goto('/splashscreen-katalog');
    await expect(page.getByRole('row').filter({ hasText: 'GUEST-3' })).toBeVisible();
    await expect(page.getByTestId('crud-add')).toHaveCount(0);
    await page.getByTestId('row-edit-MEMBER').click();
    await page.getByTestId('field-text').fill(`Selamat datang member ${suffix}`);
    await pickOption(page, page.getByTestId('field-position'), 'BAWAH');
    await page.getByTestId('field-image_path').setInputFiles({ name: 'splash.png', mimeType: 'image/png', buffer: await pngOf(page, 600, 1000, '#fff0c0') });
    await page.getByTestId('crud-save').click();
    await expect(page.getByTestId('crud-form')).toBeHidden();
    await expectToast(page, 'Data Berhasil Dirubah');
    await expect(page.getByRole('row').filter({ hasText: 'MEMBER' })).toContainText('BAWAH');
  });

  await test.step('the public page shows the item with today’s price, without signing in', async () => {
    const expected = Math.ceil((5 * group.harga!.harga_jual) / 500) * 500;
    const customer = await page.context().browser()!.newPage();
    await customer.goto('/katalog?kode_toko=PST');
    const card = customer.getByTestId(`katalog-item-${item}`);
    await expect(card).toContainText(`Cincin Polos Baru ${suffix}`);
    await expect(customer.getByTestId(`katalog-harga-${item}`)).toHaveText(`Rp ${new Intl.NumberFormat('ko-KR').format(expected)}`);
    await expect(card.getByRole('img')).toBeVisible();
    await customer.close();
  });
});
