import { expect, login, test } from './support/fixtures';

/**
 * A branch on mobile data: the login page carries only the Indonesian dictionary and no signed-in
 * screen code; another language is fetched when it is picked, and the app then speaks it.
 */
test('the login page loads no other language, and a picked language arrives on demand', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByLabel('User ID')).toBeVisible();
  const dictionary = /\/assets\/(en|it|hk|my|jp)-[\w-]+\.js$/;
  expect(scripts.filter((s) => dictionary.test(s))).toEqual([]);
  expect(scripts.filter((s) => /\/assets\/AppLayout-/.test(s))).toEqual([]);

  await login(page, 'KASIRBDG');
  await page.getByRole('textbox', { name: 'Bahasa' }).first().click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect.poll(() => scripts.some((s) => /\/assets\/en-[\w-]+\.js$/.test(s))).toBe(true);
  await expect(page.getByRole('textbox', { name: 'Language' }).first()).toBeVisible();
  expect(scripts.filter((s) => /\/assets\/jp-[\w-]+\.js$/.test(s))).toEqual([]);
});
