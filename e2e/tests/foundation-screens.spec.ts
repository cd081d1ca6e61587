import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { apiLogin, bearer, expect, login, logoutToken, submitLogin, test } from './support/fixtures';
import { readStorage, storedToken } from './support/storage';
import { answerConfirm, confirmDialogWith, expectToast, jakartaDate, openFromSidebar, pickOption, socketJoined, toast, uniqueUserId } from './support/ui';

/**
 * The foundation screens clicked through as people use them: the shell, Data Users, Ganti Password,
 * the sign-in audit report and its PDF, Setting System's push to open screens, and Hak Akses Users.
 * Every test cleans up what it changes (settings, akses) and signs its sessions out.
 */

type UserRow = { user_id: string; nama_user: string; level: string; kode_toko: string; is_active: boolean; is_login: boolean };
type ModuleRow = { key: string; aktif: boolean };
type AksesNode = { key: string; is_show: boolean; children?: AksesNode[] };

async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

async function apiUsers(request: APIRequestContext, token: string): Promise<UserRow[]> {
  const res = await request.get('/api/users', { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: UserRow[] }).data;
}

async function moduleState(request: APIRequestContext, token: string, key: string, kodeToko?: string): Promise<boolean> {
  const headers = { ...bearer(token), ...(kodeToko ? { 'x-kode-toko': kodeToko } : {}) };
  const res = await request.get('/api/para-system/modules', { headers });
  expect(res.status()).toBe(200);
  const found = ((await res.json()) as { data: { modules: ModuleRow[] } }).data.modules.find((m) => m.key === key);
  expect(found, `module ${key}`).toBeDefined();
  return found!.aktif;
}

function isShown(tree: readonly AksesNode[], key: string): boolean | undefined {
  for (const node of tree) {
    if (node.key === key) return node.is_show;
    const inner = node.children ? isShown(node.children, key) : undefined;
    if (inner !== undefined) return inner;
  }
  return undefined;
}

async function aksesOf(request: APIRequestContext, token: string, userId: string): Promise<AksesNode[]> {
  const res = await request.get(`/api/users/${userId}/akses`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { akses: AksesNode[] } }).data.akses;
}

/** A KASIR of BDG made through the API by OWNER (set-up, not what the test is about). */
async function createCashier(request: APIRequestContext, userId: string, password: string): Promise<void> {
  const owner = await apiLogin(request, 'OWNER');
  try {
    const res = await request.post('/api/users', {
      headers: bearer(owner),
      data: { user_id: userId, nama_user: 'KASIR UJI GANTI PASSWORD', level: 'KASIR', kode_toko: 'BDG', password },
    });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await logoutToken(request, owner);
  }
}

test.describe('shell', () => {
  test('OWNER sees more of the menu than KASIRBDG, the footer shows 3.2.0 NEW RELEASE, and Keluar asks first', async ({ page, browser }) => {
    const kasir = await newPage(browser);
    try {
      await login(kasir.page, 'KASIRBDG');
      const kasirLinks = kasir.page.getByTestId('sidebar').getByTestId('menu-link');
      await expect(kasirLinks.first()).toBeAttached();
      const kasirCount = await kasirLinks.count();
      await expect(kasirLinks.filter({ hasText: 'GANTI PASSWORD' })).toHaveCount(1);
      await expect(kasirLinks.filter({ hasText: 'DATA USERS' })).toHaveCount(0);
      await expect(kasirLinks.filter({ hasText: 'SETTING SYSTEM' })).toHaveCount(0);

      const token = await login(page, 'OWNER');
      const ownerLinks = page.getByTestId('sidebar').getByTestId('menu-link');
      await expect(ownerLinks.filter({ hasText: 'SETTING SYSTEM' })).toHaveCount(1);
      await expect(ownerLinks.filter({ hasText: 'DATA USERS' })).toHaveCount(1);
      const ownerCount = await ownerLinks.count();
      expect(ownerCount, `OWNER ${ownerCount} menu links, KASIRBDG ${kasirCount}`).toBeGreaterThan(kasirCount);

      await expect(page.getByTestId('app-version')).toContainText('3.2.0');
      await expect(page.getByText('NEW RELEASE', { exact: true })).toBeVisible();
      await expect(page.getByTestId('header-user')).toHaveText('OWNER');

      // Tidak keeps the user in
      await page.getByRole('button', { name: 'Keluar', exact: true }).click();
      await answerConfirm(page, 'Apakah anda ingin keluar ?', 'no');
      await expect(page).toHaveURL(/\/home$/);
      await expect(page).toHaveTitle('shop | HOME');
      expect((await page.request.get('/api/users/me', { headers: bearer(token) })).status()).toBe(200);

      // Ya signs out: the login page, storage cleared, the token refused
      await page.getByRole('button', { name: 'Keluar', exact: true }).click();
      await answerConfirm(page, 'Apakah anda ingin keluar ?', 'yes');
      await expect(page).toHaveTitle('shop | LOGIN');
      await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible();
      await expect.poll(() => storedToken(page)).toBeNull();
      const me = await page.request.get('/api/users/me', { headers: bearer(token) });
      expect(me.status()).toBe(401);
      expect(await me.json()).toMatchObject({ status: 'error', message: 'Invalid Token.' });
    } finally {
      await kasir.context.close();
    }
  });
});

test.describe('Data Users', () => {
  test('OWNER adds a BDG cashier, resets the password, ends the session, deactivates and reactivates the user', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const userId = uniqueUserId('E2EK');
    const ownerToken = await login(page, 'OWNER');
    await openFromSidebar(page, 'Utility', 'DATA USERS');

    // add
    await page.getByTestId('crud-add').click();
    const add = page.getByRole('dialog', { name: 'Tambah User' });
    await expect(add).toBeVisible();
    await add.getByLabel('User ID').fill(userId.toLowerCase());
    await expect(add.getByLabel('User ID')).toHaveValue(userId); // upper case by default
    await add.getByLabel('Nama User').fill('Kasir Uji Bandung');
    await pickOption(page, add.getByLabel('Level'), 'KASIR - Kasir');
    await pickOption(page, add.getByLabel('Kode Toko'), 'BDG - EMAS SEJAHTERA BANDUNG');
    await add.getByRole('textbox', { name: 'Password', exact: true }).fill('awal123');
    await add.getByTestId('crud-save').click();
    await expectToast(page, 'Data Berhasil Ditambahkan');
    await expect(add).toBeHidden();

    await page.getByTestId('data-table-search').fill(userId);
    const row = page.getByRole('row').filter({ hasText: userId });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('KASIR UJI BANDUNG');
    await expect(row).toContainText('KASIR - Kasir');
    await expect(row).toContainText('BDG');
    await expect(row.getByText('Aktif', { exact: true })).toBeVisible();
    await expect(row.getByText('Tidak Login', { exact: true })).toBeVisible();
    const created = (await apiUsers(page.request, ownerToken)).find((u) => u.user_id === userId);
    expect(created).toMatchObject({ nama_user: 'KASIR UJI BANDUNG', level: 'KASIR', kode_toko: 'BDG', is_active: true, is_login: false });

    // reset password
    await row.getByRole('button', { name: `Reset Password ${userId}`, exact: true }).click();
    const reset = page.getByRole('dialog', { name: `Reset Password ${userId}` });
    await expect(reset).toBeVisible();
    await reset.getByLabel('Password Baru').fill('baru456');
    await reset.getByTestId('reset-password-save').click();
    await expectToast(page, 'Password berhasil direset');
    await expect(reset).toBeHidden();

    const other = await newPage(browser);
    try {
      // the old password no longer works, the new one does
      await submitLogin(other.page, userId, 'awal123');
      await expect(other.page.getByText('User id atau Password yang anda masukan salah')).toBeVisible();
      const joined = socketJoined(other.page);
      const userToken = await login(other.page, userId, 'baru456');
      await expect(other.page.getByTestId('header-user')).toHaveText(userId);
      await joined;

      // OWNER sees the user signed in and ends the session
      await page.getByRole('button', { name: 'Muat Ulang Panel' }).click();
      await expect(row.getByText('Sedang Login', { exact: true })).toBeVisible();
      await row.getByRole('button', { name: `Akhiri Sesi ${userId}`, exact: true }).click();
      await answerConfirm(page, `Apakah Anda Yakin Ingin Mengakhiri Sesi User ${userId} ?`, 'yes');
      await expectToast(page, 'Sesi user berhasil diakhiri');
      await expect(row.getByText('Tidak Login', { exact: true })).toBeVisible();
      await expect(row.getByRole('button', { name: `Akhiri Sesi ${userId}`, exact: true })).toHaveCount(0);

      // the user's screen returns to the login page at once (session-ended), and the token is dead
      await expect(other.page).toHaveTitle('shop | LOGIN');
      await expect(other.page).toHaveURL(/\/$/);
      await expect(other.page.getByText('Sesi Berakhir')).toBeVisible();
      await expect.poll(() => storedToken(other.page)).toBeNull();
      const me = await other.page.request.get('/api/users/me', { headers: bearer(userToken) });
      expect(me.status()).toBe(401);
      expect(await me.json()).toMatchObject({ message: 'Invalid Token.' });

      // deactivate: signing in is refused
      await row.getByRole('button', { name: `Nonaktifkan ${userId}`, exact: true }).click();
      await answerConfirm(page, `Apakah Anda Yakin Ingin Menonaktifkan User ${userId} ?`, 'yes');
      await expectToast(page, 'User berhasil dinonaktifkan');
      await expect(row.getByText('Tidak Aktif', { exact: true })).toBeVisible();
      expect((await apiUsers(page.request, ownerToken)).find((u) => u.user_id === userId)?.is_active).toBe(false);
      await submitLogin(other.page, userId, 'baru456');
      await expect(other.page.getByText('User ID ini tidak aktif')).toBeVisible();
      await expect(other.page).toHaveTitle('shop | LOGIN');

      // activate: Batal leaves the user inactive, Aktifkan lets him in again
      const activate = row.getByRole('button', { name: `Aktifkan ${userId}`, exact: true });
      await activate.click();
      let dialog = confirmDialogWith(page, `Aktifkan Kembali User ${userId} ?`);
      await dialog.getByRole('button', { name: 'Batal', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(row.getByText('Tidak Aktif', { exact: true })).toBeVisible();
      await activate.click();
      dialog = confirmDialogWith(page, `Aktifkan Kembali User ${userId} ?`);
      await dialog.getByRole('button', { name: 'Aktifkan', exact: true }).click();
      await expectToast(page, 'User berhasil diaktifkan');
      await expect(row.getByText('Aktif', { exact: true })).toBeVisible();
      await expect(row.getByRole('button', { name: `Nonaktifkan ${userId}`, exact: true })).toBeVisible();
      await login(other.page, userId, 'baru456');
    } finally {
      await other.context.close();
    }
  });
});

test.describe('Ganti Password', () => {
  test('a user changes his password and signs in again with it', async ({ page }) => {
    const userId = uniqueUserId('E2EP');
    await createCashier(page.request, userId, 'lama123');
    await login(page, userId, 'lama123');
    await openFromSidebar(page, 'Utility', 'GANTI PASSWORD');

    const oldField = page.getByLabel('Password Lama', { exact: true });
    const newField = page.getByLabel('Password Baru', { exact: true });
    await expect(oldField).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Tampilkan Password Lama' }).click();
    await expect(oldField).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Sembunyikan Password Lama' })).toBeVisible();
    await expect(newField).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Tampilkan Password Baru' }).click();
    await expect(newField).toHaveAttribute('type', 'text');

    // a wrong old password is refused on the field
    await oldField.fill('salah999');
    await newField.fill('rahasia789');
    await page.getByRole('button', { name: 'Simpan Password' }).click();
    await expect(page.getByText('Password lama yang anda masukan salah').first()).toBeVisible();

    await oldField.fill('lama123');
    await page.getByRole('button', { name: 'Simpan Password' }).click();
    await expectToast(page, 'Update password berhasil');
    await expect(oldField).toHaveValue('');
    await expect(newField).toHaveValue('');

    await page.getByRole('button', { name: 'Keluar', exact: true }).click();
    await answerConfirm(page, 'Apakah anda ingin keluar ?', 'yes');
    await expect(page).toHaveTitle('shop | LOGIN');

    await submitLogin(page, userId, 'lama123');
    await expect(page.getByText('User id atau Password yang anda masukan salah')).toBeVisible();
    await login(page, userId, 'rahasia789');
    await expect(page.getByTestId('header-user')).toHaveText(userId);
  });
});

test.describe('Laporan Audit Login', () => {
  test("OWNER searches today's sign-ins and exports them as a PDF with the store header and page numbers", async ({ page }) => {
    const token = await login(page, 'OWNER');
    await openFromSidebar(page, 'Laporan', 'LAPORAN AUDIT LOGIN');
    const report = page.getByTestId('report-page');
    await expect(report).toHaveAttribute('data-state', 'idle');

    const today = jakartaDate();
    const awal = page.getByRole('textbox', { name: 'Tanggal Awal' });
    const akhir = page.getByRole('textbox', { name: 'Tanggal Akhir' });

    // the shared validator: an empty start date is refused before any call
    await awal.fill('');
    await awal.press('Enter');
    await page.getByTestId('report-search').click();
    await expect(page.getByText('Tanggal Awal Tidak Boleh Kosong')).toBeVisible();
    await expect(report).toHaveAttribute('data-state', 'idle');

    await awal.fill(today.text);
    await awal.press('Enter');
    await akhir.fill(today.text);
    await akhir.press('Enter');
    await expect(page.getByText('Tanggal Awal Tidak Boleh Kosong')).toBeHidden();
    await expect(awal).toHaveValue(today.text);
    await expect(akhir).toHaveValue(today.text);
    // head office reads every store unless it picks one; the picked store heads the printout
    await pickOption(page, page.getByTestId('report-kode_toko'), 'PST - EMAS SEJAHTERA PUSAT');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(report).toHaveAttribute('data-state', 'results');
    await expectToast(page, 'Laporan Tersedia');
    const ownerLogin = page.locator('[data-testid^="report-table"]').getByRole('row').filter({ hasText: 'OWNER' }).filter({ hasText: 'LOGIN' });
    await expect(ownerLogin.first()).toBeVisible();

    const tokos = await page.request.get('/api/tokos', { headers: bearer(token) });
    expect(tokos.status()).toBe(200);
    const pst = ((await tokos.json()) as { data: { kode_toko: string; nama_toko: string; alamat_toko: string }[] }).data.find((t) => t.kode_toko === 'PST');
    expect(pst?.nama_toko).toBe('EMAS SEJAHTERA PUSAT');
    const address = pst!.alamat_toko;
    expect(address.length, 'the demo address is long enough for two lines').toBeGreaterThan(48);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export-pdf').click()]);
    expect(download.suggestedFilename()).toBe('LAPORAN AUDIT LOGIN.pdf');
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const parser = new PDFParse({ data: new Uint8Array(bytes) });
    // no page marker of the parser's own, so 'n of N' can only come from the document
    const text = await parser.getText({ pageJoiner: '' }).finally(() => parser.destroy());
    expect(text.total).toBeGreaterThanOrEqual(1);
    const first = text.pages[0]!.text;
    const lines = first.split('\n').map((l) => l.trim());
    expect(lines).toContain('EMAS SEJAHTERA PUSAT');
    expect(lines).toContain(address.slice(0, 48).trim());
    expect(lines).toContain(address.slice(48, 90).trim());
    expect(first).toContain('LAPORAN AUDIT LOGIN');
    expect(first).toContain(`Periode : ${today.text} s/d ${today.text}`);
    expect(first).toMatch(/\bOWNER\b/);
    expect(first).toMatch(/\bLOGIN\b/);
    for (const pageText of text.pages) {
      expect(pageText.text).toContain(`${pageText.num} of ${text.total}`);
      expect(pageText.text).toMatch(/Printed By OWNER \/ \d{2}-\d{2}-\d{4}/);
    }

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export-excel').click()]);
    expect(excel.suggestedFilename()).toBe('LAPORAN AUDIT LOGIN.xlsx');
    const xlsx = await readFile(await excel.path());
    expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});

test.describe('Setting System', () => {
  test('SPVBDG may not open /settingsystem (the not-found page)', async ({ page }) => {
    await login(page, 'SPVBDG');
    await expect(page.getByTestId('sidebar').getByTestId('menu-link').filter({ hasText: 'SETTING SYSTEM' })).toHaveCount(0);
    await page.goto('/settingsystem');
    await expect(page).toHaveTitle('shop | 404');
  });

  test("OWNER working on BDG switches a behaviour module; KASIRBDG's open screen is asked to reload", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const MODULE = 'DUPLICATE_NOTA_MODULE';
    const LABEL = 'Cetak Nota Dua Kali';
    const QUESTION = 'Pengaturan toko telah diubah. Muat ulang halaman untuk memakai pengaturan baru?';
    const kasir = await newPage(browser);
    let ownerToken: string | null = null;
    let original: boolean | null = null;
    try {
      const joined = socketJoined(kasir.page);
      const kasirToken = await login(kasir.page, 'KASIRBDG');
      await joined;
      original = await moduleState(kasir.page.request, kasirToken, MODULE);

      ownerToken = await login(page, 'OWNER');
      const pstBefore = await moduleState(page.request, ownerToken, MODULE);
      await pickOption(page, page.getByRole('textbox', { name: 'Pilih Toko' }), 'BDG - EMAS SEJAHTERA BANDUNG');
      await expect(page.getByTestId('store-name')).toHaveText('EMAS SEJAHTERA BANDUNG');
      await openFromSidebar(page, 'Utility', 'SETTING SYSTEM');

      const toggle = page.getByRole('switch', { name: LABEL });
      await expect(toggle).toBeChecked({ checked: original });
      await toggle.click();
      await expect(toggle).toBeChecked({ checked: !original });
      await expect(page.getByTestId('change-count')).toHaveText('1 perubahan belum disimpan');
      await page.getByRole('button', { name: 'Simpan Setting System' }).click();
      await answerConfirm(page, 'Simpan 1 perubahan setting system?', 'yes');
      await expectToast(page, 'Data Berhasil Disimpan');

      // the cashier's open screen asks; Ya merges the new flags and reloads the page
      await expect(confirmDialogWith(kasir.page, QUESTION)).toBeVisible();
      const reloaded = kasir.page.waitForEvent('load');
      const rejoined = socketJoined(kasir.page);
      await answerConfirm(kasir.page, QUESTION, 'yes');
      await reloaded;
      await rejoined;
      await expect(kasir.page).toHaveTitle('shop | HOME');
      expect(((await readStorage(kasir.page)).modules as Record<string, boolean>)[MODULE]).toBe(!original);
      expect(await moduleState(kasir.page.request, kasirToken, MODULE)).toBe(!original);
      // only BDG changed
      expect(await moduleState(page.request, ownerToken, MODULE)).toBe(pstBefore);
      expect(await moduleState(page.request, ownerToken, MODULE, 'BDG')).toBe(!original);

      // OWNER saved the change himself: his own screen (in BDG's room too) is not asked to reload it
      await expect(confirmDialogWith(page, QUESTION)).toHaveCount(0);
      await expect(page).toHaveTitle('shop | SETTING SYSTEM');

      // restore through the screen; the cashier is asked again and says Tidak
      await expect(toast(page, 'Data Berhasil Disimpan')).toHaveCount(0);
      await toggle.click();
      await expect(toggle).toBeChecked({ checked: original });
      await page.getByRole('button', { name: 'Simpan Setting System' }).click();
      await answerConfirm(page, 'Simpan 1 perubahan setting system?', 'yes');
      await expectToast(page, 'Data Berhasil Disimpan');
      await expect(confirmDialogWith(kasir.page, QUESTION)).toBeVisible();
      await answerConfirm(kasir.page, QUESTION, 'no');
      await expect(kasir.page).toHaveTitle('shop | HOME');
      await expect(confirmDialogWith(page, QUESTION)).toHaveCount(0);
      expect(await moduleState(page.request, ownerToken, MODULE, 'BDG')).toBe(original);
    } finally {
      await kasir.context.close();
      if (ownerToken && original !== null && (await moduleState(page.request, ownerToken, MODULE, 'BDG')) !== original) {
        await page.request.put('/api/para-system', {
          headers: { ...bearer(ownerToken), 'x-kode-toko': 'BDG' },
          data: { modules: [{ key: MODULE, aktif: original }], params: [] },
        });
      }
    }
  });
});

test.describe('Hak Akses Users', () => {
  test('OWNER gives KASIRBDG the sign-in audit report; KASIRBDG sees and opens it; OWNER takes it back', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const KEY = 'laporan-audit-login';
    const TITLE = 'LAPORAN AUDIT LOGIN';
    const ownerToken = await login(page, 'OWNER');
    const original = await aksesOf(page.request, ownerToken, 'KASIRBDG');
    expect(isShown(original, KEY), 'KASIRBDG starts without the report').toBe(false);
    const kasir = await newPage(browser);
    try {
      await openFromSidebar(page, 'Utility', 'HAK AKSES USERS');
      await pickOption(page, page.getByRole('textbox', { name: 'Pilih User' }), 'KASIRBDG - KASIR BANDUNG (KASIR, BDG)', 'KASIRBDG');
      const tree = page.getByTestId('akses-tree');
      await expect(tree).toContainText('KASIRBDG');
      const box = tree.getByRole('checkbox', { name: TITLE, exact: true });
      const save = page.getByRole('button', { name: 'Simpan Hak Akses' });
      await expect(box).not.toBeChecked();
      await expect(save).toBeDisabled();
      await box.check();
      // one report of the group's many: the group's box shows it as part-ticked
      await expect(tree.getByRole('checkbox', { name: 'Laporan', exact: true })).toHaveAttribute('data-indeterminate', 'true');
      await save.click();
      await expectToast(page, 'Data Berhasil Disimpan');
      await expect(save).toBeDisabled();
      expect(isShown(await aksesOf(page.request, ownerToken, 'KASIRBDG'), KEY)).toBe(true);

      // KASIRBDG signs in afterwards: the report is in the menu and opens, scoped to BDG
      const kasirToken = await login(kasir.page, 'KASIRBDG');
      await openFromSidebar(kasir.page, 'Laporan', TITLE);
      const report = kasir.page.getByTestId('report-page');
      await expect(report).toHaveAttribute('data-state', 'idle');
      await kasir.page.getByTestId('report-search').click();
      await expect(report).toHaveAttribute('data-state', 'results');
      const rows = kasir.page.locator('[data-testid^="report-table"]').locator('tbody tr');
      await expect(rows.filter({ hasText: 'KASIRBDG' }).first()).toBeVisible();
      for (const storeCell of await rows.locator('td:nth-child(3)').allInnerTexts()) expect(storeCell.trim()).toBe('BDG');

      // OWNER takes it back; the server refuses the report to KASIRBDG from then on
      await expect(toast(page, 'Data Berhasil Disimpan')).toHaveCount(0);
      await box.uncheck();
      await expect(tree.getByRole('checkbox', { name: 'Laporan', exact: true })).not.toBeChecked();
      await save.click();
      await expectToast(page, 'Data Berhasil Disimpan');
      expect(isShown(await aksesOf(page.request, ownerToken, 'KASIRBDG'), KEY)).toBe(false);
      const today = jakartaDate().iso;
      const refused = await kasir.page.request.get(`/api/laporan/audit-login?tgl_awal=${today}&tgl_akhir=${today}`, { headers: bearer(kasirToken) });
      expect(refused.status()).toBe(403);
      await kasir.page.reload();
      await expect(kasir.page.getByTestId('sidebar').getByTestId('menu-link').filter({ hasText: TITLE })).toHaveCount(0);
    } finally {
      await kasir.context.close();
      if (isShown(await aksesOf(page.request, ownerToken, 'KASIRBDG'), KEY) !== false) {
        await page.request.put('/api/users/KASIRBDG/akses', { headers: bearer(ownerToken), data: { akses: original } });
      }
    }
  });
});
