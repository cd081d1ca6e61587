import { apiLogin, bearer, expect, login, logoutToken, test } from './support/fixtures';
import { createItems, createTray, readItem, uniqueSuffix } from './support/stock';
import { answerConfirm, expectToast } from './support/ui';

type Saldo = { baki: { kode_baki: string; akhir: { qty: number } }[] };

/** Pieces of a tray on the stock balance (GET /api/barang/saldo), the summary /data-barang shows. */
async function saldoQty(request: Parameters<typeof apiLogin>[0], token: string, kodeBaki: string): Promise<number> {
  const res = await request.get('/api/barang/saldo', { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Saldo }).data.baki.find((b) => b.kode_baki === kodeBaki)?.akhir.qty ?? 0;
}

/**
 * Issue 17 item 1: a cashier counts the sample tray CT01, scans three of its pieces, a READY piece kept
 * in another tray, an unknown code, and leaves one piece unscanned. Closing (the dialog promises the
 * move) moves the stray piece into CT01 through the ledger: the item reads CONTOH / CT01 and the
 * balances of both trays follow.
 */
test('KASIRBDG: closing a count of CT01 moves the stray READY piece into the tray', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tray = `T${uniqueSuffix()}`;
  const spvToken = await apiLogin(request, 'SPVBDG');
  await createTray(request, spvToken, tray);
  const [stray] = await createItems(request, spvToken, { kode_baki: tray }, ['4.000'], 'GELANG NYASAR');
  const before = { ct01: await saldoQty(request, spvToken, 'CT01'), tray: await saldoQty(request, spvToken, tray) };
  expect(before.tray).toBe(1);
  await logoutToken(request, spvToken);

  await login(page, 'KASIRBDG');
  await page.goto('/stock-opname');
  await page.getByRole('combobox', { name: 'Kode Gudang' }).selectOption('CONTOH');
  const baki = page.getByRole('combobox', { name: /Kode Baki/ });
  await expect(baki.locator('option[value="CT01"]')).toBeAttached();
  await baki.selectOption('CT01');
  await page.getByRole('button', { name: 'Mulai Stock Opname' }).click();
  await expectToast(page, 'Stock Opname Berhasil Dimulai');

  // the pieces the system expects in CT01 are listed as missing until scanned
  const missingRows = page.getByTestId('opname-missing').getByRole('row');
  await expect(missingRows.first()).toBeVisible();
  const expected = (await missingRows.locator('td:first-child').allTextContents()).map((c) => c.trim());
  expect(expected.length).toBeGreaterThanOrEqual(4);

  const scan = page.getByRole('textbox', { name: /Scan Barcode/ });
  for (const code of expected.slice(0, 3)) {
    await scan.fill(code);
    await scan.press('Enter');
    await expect(page.getByTestId('opname-found').getByText(code)).toBeVisible();
  }
  await scan.fill(stray!.kode_barcode);
  await scan.press('Enter');
  await expectToast(page, 'Barang Tidak Seharusnya Di Tempat Ini');
  await expect(page.getByTestId('opname-unexpected').getByText(stray!.kode_barcode)).toBeVisible();
  await scan.fill('KODE-ASING-01');
  await scan.press('Enter');
  await expect(page.getByTestId('opname-unknown').getByText('KODE-ASING-01')).toBeVisible();

  await page.getByRole('button', { name: 'Tutup Stock Opname' }).click();
  await answerConfirm(page, 'akan dipindahkan ke baki ini', 'yes');
  await expectToast(page, 'Stock Opname Berhasil Ditutup. 1 barang dipindahkan ke baki CT01');
  await expect(page.getByTestId('opname-status')).toHaveText('CLOSED');
  await expect(page.getByTestId('opname-unexpected').getByRole('row').filter({ hasText: stray!.kode_barcode })).toContainText(`${tray} → CT01`);
  await expect(page.getByTestId('opname-missing-count')).toHaveText(String(expected.length - 3));

  // the piece is where it was counted, still for sale, and the balances of both trays follow
  const check = await apiLogin(request, 'SPVBDG');
  expect(await readItem(request, check, stray!.kode_barcode)).toMatchObject({ status: 'READY', kode_gudang: 'CONTOH', kode_baki: 'CT01' });
  expect(await saldoQty(request, check, 'CT01')).toBe(before.ct01 + 1);
  expect(await saldoQty(request, check, tray)).toBe(0);
  await logoutToken(request, check);
});
