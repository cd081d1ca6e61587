import type { Locator, Page } from '@playwright/test';
import { scanAtCounter, sellViaApi, stockFor } from './support/counter';
import { expect, login, test } from './support/fixtures';
import { uniqueSuffix } from './support/stock';
import { expectToast, pickOption } from './support/ui';

/**
 * Issue 17 (items 2 and 10), in Chromium at 1366 x 768 as KASIRBDG, the sidebar open: every counter
 * (sales with a trade-in, buy-back, layaway) shows each column header, each line's price, badge and
 * remove action, and its buttons whole, inside the screen and inside the table's own scroll box
 * (nothing hidden behind the sticky remove column, nothing cut); an outside piece with a bad weight
 * is refused when Tambah Barang is pressed and the form stays as typed.
 */

test.use({ viewport: { width: 1366, height: 768 } });

/**
 * Elements that are not fully in view horizontally: beyond the window, outside an ancestor that
 * clips (a scroll box), or under a sticky cell of their table; or whose own text is cut.
 */
async function hiddenParts(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((els) => {
    const problems: string[] = [];
    for (const el of els) {
      const name = (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 40);
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      if (r.left < -1 || r.right > window.innerWidth + 1) problems.push(`${name}: beyond the window (${Math.round(r.left)}-${Math.round(r.right)})`);
      for (let a = el.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible') continue;
        const b = a.getBoundingClientRect();
        if (r.left < b.left - 1 || r.right > b.right + 1) problems.push(`${name}: cut by its scroll box (${Math.round(r.left)}-${Math.round(r.right)} in ${Math.round(b.left)}-${Math.round(b.right)})`);
      }
      // a sticky cell of the same table lying over it
      const table = el.closest('table');
      const cell = el.closest('th, td');
      for (const sticky of table ? Array.from(table.querySelectorAll('th, td')) : []) {
        if (sticky === cell || getComputedStyle(sticky).position !== 'sticky') continue;
        const s = sticky.getBoundingClientRect();
        const sameRow = s.top < r.bottom && s.bottom > r.top;
        if (sameRow && s.left < r.right - 1 && s.right > r.left + 1) problems.push(`${name}: under the sticky column`);
      }
      // its own text cut (a header, a button's label, a badge)
      const own = el.matches('input') ? [] : [el];
      for (const part of [...own, ...Array.from(el.querySelectorAll('.mantine-Button-label, .mantine-Badge-label'))]) {
        if (part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).overflowX !== 'visible') problems.push(`${name}: text cut`);
      }
    }
    return problems;
  });
}

async function expectAllInView(page: Page, what: Locator): Promise<void> {
  await expect(what.first()).toBeVisible();
  expect(await hiddenParts(what)).toEqual([]);
}

test('at 1366 px every counter shows all its columns, prices, badges and actions; a bad outside weight is refused at Tambah Barang', async ({ page, request }) => {
  test.setTimeout(150_000);
  const { items } = await stockFor(request, ['2.000', '3.125', '1.500', '4.000']);
  const saleNo = await sellViaApi(request, [items[3]!.kode_barcode]);
  await login(page, 'KASIRBDG');

  // the sales counter: a changed price shows its badge; the trade-in takes a sold piece back
  await page.goto('/transaksi-penjualan');
  for (const item of items.slice(0, 3)) {
    await scanAtCounter(page, item.kode_barcode);
    await expect(page.getByTestId('counter-line').filter({ hasText: item.kode_barcode })).toBeVisible();
  }
  await page.getByRole('textbox', { name: `Harga ${items[0]!.kode_barcode}` }).fill('9999999');
  const lines = page.getByTestId('counter-lines');
  await expect(lines.locator('.mantine-Badge-root')).toHaveCount(1);
  await expectAllInView(page, lines.locator('th'));
  await expectAllInView(page, lines.locator('.mantine-Badge-root, button, input'));
  await expectAllInView(page, page.locator('[data-testid="counter-save"], [data-testid="counter-reset"]'));
  await page.getByTestId('tukar-toggle').check();
  await page.getByTestId('buy-nota').fill(saleNo);
  await page.getByTestId('buy-nota').press('Enter');
  await expect(page.getByTestId('buy-line')).toHaveCount(1);
  await expect(page.getByTestId('buy-harga-hitung')).not.toHaveText('-');
  await expectAllInView(page, page.getByTestId('buy-lines').locator('th'));
  await expectAllInView(page, page.getByTestId('buy-lines').locator('button, input'));
  await expectAllInView(page, page.getByTestId('buy-outside-add'));
  page.on('dialog', (d) => void d.accept());

  // the buy-back counter
  await page.goto('/transaksi-pembelian');
  await page.getByTestId('buy-nota').fill(saleNo);
  await page.getByTestId('buy-nota').press('Enter');
  await expect(page.getByTestId('buy-line')).toHaveCount(1);
  await expect(page.getByTestId('buy-harga-hitung')).not.toHaveText('-');
  // an outside piece weighing 'abc' is refused by its field's message; nothing is added, nothing cleared
  const nama = `GELANG LUAR ${uniqueSuffix()}`;
  await page.getByTestId('buy-outside-nama').fill(nama);
  await pickOption(page, page.getByTestId('buy-outside-group'), 'P17 - PERHIASAN 17K');
  await pickOption(page, page.getByTestId('buy-outside-jenis'), 'GL - GELANG');
  for (const [typed, message] of [
    ['abc', 'Berat tidak valid'],
    ['0', 'Berat tidak boleh 0'],
  ] as const) {
    await page.getByTestId('buy-outside-berat').fill(typed);
    await page.getByTestId('buy-outside-add').click();
    await expectToast(page, message);
    await expect(page.getByTestId('buy-line')).toHaveCount(1);
    await expect(page.getByTestId('buy-outside-nama')).toHaveValue(nama);
  }
  await expect(page.getByTestId('buy-harga-hitung')).not.toHaveText('-');
  await expect(page.getByTestId('buy-total-harga')).not.toHaveText('Rp 0');
  await page.getByTestId('buy-outside-berat').fill('2,5');
  await page.getByTestId('buy-outside-add').click();
  await expect(page.getByTestId('buy-line')).toHaveCount(2);
  await expect(page.getByTestId('buy-harga-hitung').nth(1)).not.toHaveText('-');
  await page.getByRole('textbox', { name: 'Harga Beli 2' }).fill('99999999');
  await expect(page.getByTestId('buy-lines').locator('.mantine-Badge-root')).toHaveCount(1);
  await expectAllInView(page, page.getByTestId('buy-lines').locator('th'));
  await expectAllInView(page, page.getByTestId('buy-lines').locator('.mantine-Badge-root, button, input'));
  await expectAllInView(page, page.locator('[data-testid="buy-outside-add"], [data-testid="buy-save"], [data-testid="buy-reset"]'));

  // the layaway counter
  await page.goto('/lihat-titipan');
  await page.getByRole('tab', { name: 'Titip Baru' }).click();
  const scan = page.getByRole('textbox', { name: 'Kode Barcode' });
  await scan.fill(items[1]!.kode_barcode);
  await scan.press('Enter');
  await expect(page.getByTestId('titip-line')).toHaveCount(1);
  const titip = page.getByRole('table', { name: 'Titip Baru' });
  await expectAllInView(page, titip.locator('th'));
  await expectAllInView(page, titip.locator('button'));
});
