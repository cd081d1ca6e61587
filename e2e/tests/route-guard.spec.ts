import { expect, login, test } from './support/fixtures';

test.describe('screens a cashier may not open', () => {
  for (const path of ['/settingsystem', '/export-csv']) {
    test(`KASIRBDG opening ${path} directly sees the not-found page`, async ({ page }) => {
      await login(page, 'KASIRBDG');
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle('shop | 404');
    });
  }

  test('OWNER opening /settingsystem is not sent to the not-found page', async ({ page }) => {
    await login(page, 'OWNER');
    await page.goto('/settingsystem');
    await expect(page).toHaveTitle('shop | SETTING SYSTEM');
  });
});
