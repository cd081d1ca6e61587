import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Screen helpers: what a person does with the shell and the shared kit (sidebar, confirm dialogs,
 * Mantine selects, toasts), found by the labels the user reads.
 */

/** Opens a screen from the full sidebar: unfolds the group when needed, clicks the link. */
export async function openFromSidebar(page: Page, group: string, title: string): Promise<void> {
  const sidebar = page.getByTestId('sidebar');
  const link = sidebar.getByRole('link', { name: title, exact: true });
  if (!(await link.isVisible())) await sidebar.getByRole('button', { name: group, exact: true }).click();
  await link.click();
  await expect(page).toHaveTitle(`shop | ${title}`);
}

/** The confirm dialog (Ya / Tidak, or Aktifkan / Batal) that shows `text`. */
export function confirmDialogWith(page: Page, text: string): Locator {
  return page.getByRole('dialog').filter({ hasText: text });
}

/** Answers the confirm dialog showing `text` with Ya (confirm-yes) or Tidak (confirm-no). */
export async function answerConfirm(page: Page, text: string, answer: 'yes' | 'no'): Promise<void> {
  const dialog = confirmDialogWith(page, text);
  await expect(dialog).toBeVisible();
  // a click while the dialog is still fading in was once lost (the dialog stayed open): wait until it is settled
  await expect(dialog).toHaveCSS('opacity', '1');
  await dialog.getByTestId(answer === 'yes' ? 'confirm-yes' : 'confirm-no').click();
  await expect(dialog).toBeHidden();
}

/** Picks an option of a Mantine select (opened by clicking its input, optionally typing first). */
export async function pickOption(page: Page, input: Locator, option: string, typed?: string): Promise<void> {
  await input.click();
  if (typed !== undefined) await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** The toasts (Mantine notifications) showing this message. */
export function toast(page: Page, message: string): Locator {
  return page.locator('.mantine-Notification-root').filter({ hasText: message });
}

/** Waits for a toast with this message (a previous one with the same text may still be there). */
export async function expectToast(page: Page, message: string): Promise<void> {
  await expect(toast(page, message).first()).toBeVisible();
}

/**
 * Resolves once the page's realtime socket has joined its rooms: socket.io answers the namespace
 * connect ('40...') only after the server's auth middleware has run. Call before the sign-in.
 */
export function socketJoined(page: Page, timeoutMs = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the realtime socket did not connect')), timeoutMs);
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.startsWith('40')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });
}

/** Today in the chain's time zone (Asia/Jakarta), as 'YYYY-MM-DD' and as typed 'DD-MM-YYYY'. */
export function jakartaDate(offsetDays = 0): { iso: string; text: string } {
  const when = new Date(Date.now() + offsetDays * 86_400_000);
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(when);
  const [y, m, d] = iso.split('-');
  return { iso, text: `${d}-${m}-${y}` };
}

/** A user id nobody else uses in this run: prefix + time in base 36 (upper case, at most 30). */
export function uniqueUserId(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase().slice(0, 30);
}

/** Opens a CRUD screen and its add dialog (the kit's Tambah Data). */
export async function openCrudAdd(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await page.getByTestId('crud-add').click();
  await expect(page.getByTestId('crud-form')).toBeVisible();
}

/** Saves a CRUD dialog and finds the saved row by its code (its delete button). */
export async function saveCrudAndSeeRow(page: Page, code: string): Promise<void> {
  await page.getByTestId('crud-save').click();
  await expect(page.getByTestId('crud-form')).toBeHidden();
  await page.getByTestId('data-table-search').fill(code);
  await expect(page.getByRole('button', { name: `Hapus ${code}`, exact: true })).toBeVisible();
}
