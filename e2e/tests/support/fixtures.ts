import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { storedToken } from './storage';
import { DEMO_PASSWORD } from './users';

/** Tokens of sessions opened during the current test; they are closed through the API at its end. */
const openTokens = new Set<string>();

/** `Authorization` header for a token. */
export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

/** Fills the login form and submits it; does not wait for the outcome. */
export async function submitLogin(page: Page, userId: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel('User ID').fill(userId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
}

/**
 * Signs a user in through the login form, as a person would, and waits for /home.
 * Returns the session token the app stored (read back from its obfuscated local storage).
 */
export async function login(page: Page, userId: string, password: string = DEMO_PASSWORD): Promise<string> {
  await submitLogin(page, userId, password);
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => storedToken(page), { message: `token of ${userId} in local storage` }).not.toBeNull();
  const token = (await storedToken(page))!;
  openTokens.add(token);
  return token;
}

/**
 * Signs a user in through the API (POST /api/users/login), for a test's setup or clean-up steps
 * that are not what the test is about. The session is signed out at the end of the test like the
 * others; sign it out earlier (logoutToken) before the same user signs in through the form.
 */
export async function apiLogin(request: APIRequestContext, userId: string, password: string = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/api/users/login', { data: { user_id: userId, password } });
  expect(res.status(), `API sign-in of ${userId}: ${await res.text()}`).toBe(200);
  const body = (await res.json()) as { data: { token: string } };
  openTokens.add(body.data.token);
  return body.data.token;
}

/** Ends a session through the API (POST /api/users/logout); an already-ended one is fine. */
export async function logoutToken(request: APIRequestContext, token: string): Promise<void> {
  await request.post('/api/users/logout', { headers: bearer(token), data: {}, failOnStatusCode: false });
}

type Fixtures = { autoLogout: void };

/**
 * `test` with an automatic fixture that, after each test, signs out through the API every session
 * the test opened (tokens from `login` and from every open page's local storage), so the
 * one-session-per-user rule never blocks the next test.
 */
export const test = base.extend<Fixtures>({
  autoLogout: [
    async ({ page, playwright, baseURL }, use) => {
      openTokens.clear();
      await use();
      for (const context of [page.context(), ...(page.context().browser()?.contexts() ?? [])]) {
        for (const p of context.pages()) {
          const token = await storedToken(p).catch(() => null);
          if (token) openTokens.add(token);
        }
      }
      if (openTokens.size === 0) return;
      // Pages leave the app first: a page whose session ends under it redirects to the login page,
      // and Chromium's context teardown can stall on a navigation racing the close.
      for (const context of page.context().browser()?.contexts() ?? [page.context()]) {
        for (const p of context.pages()) await p.goto('about:blank').catch(() => undefined);
      }
      const request = await playwright.request.newContext({ baseURL });
      try {
        for (const token of openTokens) await logoutToken(request, token);
      } finally {
        await request.dispose();
        openTokens.clear();
      }
    },
    { auto: true },
  ],
});

export { expect };
