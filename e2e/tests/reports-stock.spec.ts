import { readFile } from 'node:fs/promises';
import { apiLogin, bearer, expect, login, test } from './support/fixtures';
import { expectToast, pickOption } from './support/ui';

/**
 * Issue 22 part 2 in Chromium: OWNER at head office opens the stock reports from /SubMenuLaporan (listed
 * by family), reads Laporan Barang Summary across the chain (an empty period says so and hides the
 * exports; a full one exports PDF and Excel) and Laporan Kelompok Barang by name and size (spec 000:
 * no period, the success notice 500 ms after the answer, PDF only). ADMIN (SU) exports the stock
 * table of BDG as CSV from /export-csv; OWNER, not SU or MU, does not get the screen.
 */
test.describe('stock reports', () => {
  test('OWNER reads Laporan Barang Summary and Laporan Kelompok Barang; an empty period hides the exports', async ({ page }) => {
    test.setTimeout(180_000);
    const token = await login(page, 'OWNER');
    await page.goto('/SubMenuLaporan');
    const family = page.getByTestId('submenu-family-barang');
    await expect(family).toContainText('Laporan Barang');
    await family.getByRole('link', { name: 'LAPORAN BARANG SUMMARY', exact: true }).click();
    await expect(page).toHaveTitle('shop | LAPORAN BARANG SUMMARY');

    const report = page.getByTestId('report-page');
    const awal = page.getByRole('textbox', { name: 'Tanggal Awal' });
    const akhir = page.getByRole('textbox', { name: 'Tanggal Akhir' });
    // an empty period: the spec's empty message, no export
    await awal.fill('01-01-2001');
    await awal.press('Enter');
    await akhir.fill('31-01-2001');
    await akhir.press('Enter');
    await page.getByTestId('report-search').click();
    await expect(report).toHaveAttribute('data-state', 'empty');
    await expect(page.getByTestId('report-empty')).toHaveText('Laporan Tidak Tersedia');
    await expect(page.getByTestId('report-export-pdf')).toHaveCount(0);
    await expect(page.getByTestId('report-export-excel')).toHaveCount(0);

    // the store's day: every store of the chain, each warehouse's opening, in, out and closing
    const tgl = (await (await page.request.get('/api/tokos', { headers: bearer(token) })).json()).data.find((t: { kode_toko: string }) => t.kode_toko === 'BDG').tgl_system as string;
    const text = `${tgl.slice(8, 10)}-${tgl.slice(5, 7)}-${tgl.slice(0, 4)}`;
    await awal.fill(text);
    await awal.press('Enter');
    await akhir.fill(text);
    await akhir.press('Enter');
    await page.getByTestId('report-search').click();
    await expect(report).toHaveAttribute('data-state', 'results');
    await expectToast(page, 'Laporan Tersedia');
    const rows = page.locator('[data-testid^="report-table"]').locator('tbody tr');
    await expect(rows.filter({ hasText: 'BDG' }).filter({ hasText: 'UTAMA' }).first()).toBeVisible();
    await expect(rows.filter({ hasText: 'SBY' }).first()).toBeVisible();
    // the closing of BDG's main warehouse is what the ledger says is there
    const api = await page.request.get(`/api/laporan/barang-summary?tgl_awal=${tgl}&tgl_akhir=${tgl}&kode_gudang=UTAMA`, { headers: { ...bearer(token), 'x-kode-toko': 'BDG' } });
    const utama = (await api.json()).data[0] as { qty_akhir: number };
    await expect(rows.filter({ hasText: 'BDG' }).filter({ hasText: 'UTAMA' }).first()).toContainText(String(utama.qty_akhir));

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export-excel').click()]);
    expect(excel.suggestedFilename()).toBe('LAPORAN BARANG SUMMARY.xlsx');
    expect((await readFile((await excel.path())!)).subarray(0, 2).toString('latin1')).toBe('PK');
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export-pdf').click()]);
    expect(pdf.suggestedFilename()).toBe('LAPORAN BARANG SUMMARY.pdf');
    const bytes = await readFile((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // A4 landscape: 297 x 210 mm = 841.89 x 595.28 points
    expect(bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.8\d* 595\.2\d*\]/);

    // Laporan Kelompok Barang (spec 000): Jenis and NAMA BARANG DAN SIZE, no period
    await page.getByRole('link', { name: 'Kembali' }).click();
    await expect(page).toHaveTitle('shop | MENU LAPORAN');
    await page.getByTestId('submenu-family-barang').getByRole('link', { name: 'LAPORAN KELOMPOK BARANG', exact: true }).click();
    await expect(page).toHaveTitle('shop | LAPORAN KELOMPOK BARANG');
    await expect(page.getByRole('textbox', { name: 'Tanggal Awal' })).toHaveCount(0);
    await pickOption(page, page.getByTestId('report-group_by'), 'NAMA BARANG DAN SIZE');
    await page.getByTestId('report-search').click();
    await expect(report).toHaveAttribute('data-state', 'results');
    await expectToast(page, 'Laporan Kelompok barang Tersedia');
    await expect(page.locator('[data-testid^="report-table"]').locator('tbody tr').first()).toBeVisible();
    await expect(page.getByTestId('report-export-excel')).toHaveCount(0);
    const [kelompok] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export-pdf').click()]);
    expect(kelompok.suggestedFilename()).toBe('LAPORAN KELOMPOK BARANG.pdf');
  });

  test('ADMIN exports the stock of BDG as CSV; OWNER does not get /export-csv', async ({ page, request }) => {
    test.setTimeout(120_000);
    await login(page, 'ADMIN');
    await pickOption(page, page.getByTestId('store-picker'), 'BDG - EMAS SEJAHTERA BANDUNG');
    await page.goto('/export-csv');
    await expect(page).toHaveTitle('shop | EXPORT CSV');
    await pickOption(page, page.getByTestId('export-csv-table'), 'Barang');
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv-download').click()]);
    expect(file.suggestedFilename()).toBe('barang-BDG.csv');
    await expectToast(page, 'File CSV Berhasil Diunduh');
    const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n').filter((l) => l !== '');
    expect(lines[0]).toContain('kode_barcode');
    const owner = await apiLogin(request, 'OWNER');
    const items = await request.get('/api/barang?status=ALL&limit=1', { headers: { ...bearer(owner), 'x-kode-toko': 'BDG' } });
    expect(lines.length - 1).toBe((await items.json()).data.count as number);
    expect(lines.slice(1).every((l) => l.includes(',BDG,') || l.startsWith('BDG,'))).toBe(true);

    const ownerCsv = await request.get('/api/export-csv?table=barang', { headers: bearer(owner) });
    expect(ownerCsv.status()).toBe(403);
  });
});
