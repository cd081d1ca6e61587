import { expect, login, submitLogin, test } from './support/fixtures';
import { DEMO_USERS } from './support/users';

test.describe('sign-in', () => {
  for (const user of DEMO_USERS) {
    test(`${user.userId} (${user.level}, ${user.kodeToko}) signs in and lands on /home`, async ({ page }) => {
      await login(page, user.userId);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page).toHaveTitle('shop | HOME');
    });
  }

  test('a wrong password is refused with the Indonesian message', async ({ page }) => {
    await submitLogin(page, 'OWNER', 'bukan-password');
    await expect(page.getByText('User id atau Password yang anda masukan salah')).toBeVisible();
    await expect(page).toHaveTitle('shop | LOGIN');
    await expect(page).not.toHaveURL(/\/home$/);
  });

  test('a user already signed in elsewhere cannot sign in a second time', async ({ page, browser }) => {
    await login(page, 'KASIRSBY');
    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      await submitLogin(second, 'KASIRSBY');
      await expect(second.getByText('User ID ini sedang dipakai')).toBeVisible();
      await expect(second).not.toHaveURL(/\/home$/);
    } finally {
      await other.close();
    }
    // the first session is untouched
    await page.reload();
    await expect(page).toHaveTitle('shop | HOME');
  });
});
