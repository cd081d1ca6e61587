import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, login, test } from './support/fixtures';

/**
 * Accessibility, in Chromium with axe-core: the login page, home, the sales counter, a report with its result
 * table and a master list with more than one page have no critical or serious finding (contrast, ARIA attributes,
 * button names, keyboard-reachable scrolling regions). Axe runs its full rule set, WCAG 2.x A/AA and best practice.
 */

const BLOCKING = new Set(['critical', 'serious']);
/** a lazy screen's first load on a busy machine */
const LOAD = { timeout: 30_000 };

/** The critical and serious findings of axe on the page as it is now, one readable line each. */
async function blockingFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ') ?? v.help}`));
}

async function expectAccessible(page: Page): Promise<void> {
  // nothing loading any more: the spinner of a lazy screen is not what is checked
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0, LOAD);
  expect(await blockingFindings(page)).toEqual([]);
}

test('the login page has no critical or serious accessibility finding', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible(LOAD);
  await expectAccessible(page);
});

test('home, the counter, a report with its table and a master list have no critical or serious finding', async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, 'SPVBDG');
  await expect(page.getByRole('heading', { name: /^Selamat Datang/ })).toBeVisible(LOAD);
  await expectAccessible(page);

  await page.goto('/transaksi-penjualan');
  await expect(page.getByTestId('counter-barcode')).toBeVisible(LOAD);
  await expectAccessible(page);

  // a report with its answer: today's sign-ins (this test's own at least), a table wider than the panel
  await page.goto('/laporan-audit-login');
  await expect(page).toHaveTitle('shop | LAPORAN AUDIT LOGIN', LOAD);
  await page.getByTestId('report-search').click();
  await expect(page.getByTestId('report-available')).toBeVisible(LOAD);
  await expect(page.getByRole('table', { name: 'LAPORAN AUDIT LOGIN' })).toBeVisible(LOAD);
  await expectAccessible(page);

  // a master list long enough for its pagination
  await page.goto('/master-baki');
  await expect(page.getByRole('button', { name: 'Halaman berikutnya' })).toBeVisible(LOAD);
  await expectAccessible(page);
});
