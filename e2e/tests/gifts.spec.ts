import { printedPdf } from './support/counter';
import { apiLogin, bearer, expect, login, logoutToken, test } from './support/fixtures';
import { expectToast } from './support/ui';

/**
 * Issue 32, gifts and the member's own page: a member registered at BDG (POST /api/member/create by its cashier) is
 * given points by a supervised adjustment; KASIRSBY finds them by phone on Tukar Hadiah, redeems a gift and the
 * receipt opens; the member's own page link, opened at phone width, shows the balance left with no sideways scroll;
 * the supervisor hands out a link from the member master and revokes every link.
 */
test('a BDG member redeems a gift at SBY, the receipt prints, and the member page shows the balance at phone width', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const phone = `0813${String(Date.now()).slice(-8)}`;

  // KASIRBDG registers the member
  const kasir = await apiLogin(request, 'KASIRBDG');
  const created = await request.post('/api/member/create', { headers: bearer(kasir), data: { nama_member: 'Dewi Gift', no_hp: phone } });
  expect(created.status(), await created.text()).toBe(200);
  const kodeMember = ((await created.json()) as { data: { kode_member: string } }).data.kode_member;
  await logoutToken(request, kasir);

  // the supervisor of BDG gives 300 points with an approval
  const spv = await apiLogin(request, 'SPVBDG');
  const approval = await request.post('/api/otorisasi', { headers: bearer(spv), data: { operasi: 'ADJUST_POIN', user_id: 'SPVBDG', password: 'demo123', deskripsi: 'e2e' } });
  expect(approval.status(), await approval.text()).toBe(200);
  const id = ((await approval.json()) as { data: { id: string } }).data.id;
  const adjust = await request.post('/api/poin-member/adjust', { headers: bearer(spv), data: { kode_member: kodeMember, poin: 300, keterangan: 'E2E HADIAH', otorisasi: [id] } });
  expect(adjust.status(), await adjust.text()).toBe(200);
  await logoutToken(request, spv);

  // KASIRSBY finds the member by phone, redeems a gift; the receipt opens
  await login(page, 'KASIRSBY');
  await page.goto('/tukar-hadiah');
  await expect(page).toHaveTitle('shop | TUKAR HADIAH');
  await page.getByTestId('cari-member').fill(phone);
  await page.getByTestId('cari-member').press('Enter');
  await expect(page.getByTestId('member-card')).toContainText(kodeMember);
  await expect(page.getByTestId('saldo-poin')).toHaveText('300');
  const choose = page.getByTestId('gift-list').getByRole('button', { name: /H01$/ });
  await expect(choose).toBeEnabled();
  await choose.click();
  const confirm = page.getByTestId('redeem-confirm');
  await expect(confirm).toContainText('PAYUNG LIPAT');
  const pdf = await printedPdf(page, () => confirm.getByRole('button', { name: 'Simpan Tukar Hadiah' }).click());
  expect(pdf).toContain(kodeMember);
  await expect(page.getByTestId('saldo-poin')).toHaveText('200');
  await expect(page.getByTestId('redemption-list')).toContainText(kodeMember);

  // the member page link, opened on a phone
  const staff = await apiLogin(request, 'OWNER');
  const link = await request.post(`/api/member-page/link/${kodeMember}`, { headers: bearer(staff) });
  expect(link.status(), await link.text()).toBe(200);
  const url = ((await link.json()) as { data: { url: string } }).data.url;
  const phoneCtx = await browser.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta', viewport: { width: 390, height: 844 } });
  const mobile = await phoneCtx.newPage();
  await mobile.goto(url.replace(/^https?:\/\/[^/]+/, ''));
  await expect(mobile.getByTestId('member-page')).toBeVisible();
  await expect(mobile.getByTestId('member-page-saldo')).toContainText('200');
  const overflow = await mobile.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await logoutToken(request, staff);

  // the supervisor of BDG hands out a link from the member master, then revokes every link: the phone's page is refused
  const spvCtx = await browser.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const master = await spvCtx.newPage();
  await login(master, 'SPVBDG');
  await master.goto('/master-member');
  await master.getByTestId('member-search').fill(phone);
  await master.getByTestId('member-search').press('Enter');
  await master.getByTestId(`row-member-link-${kodeMember}`).click();
  await expect(master.getByTestId('member-link-url')).toHaveValue(/\/member\/\d+\.\d+\./);
  await expect(master.getByTestId('member-link-qr')).toBeVisible();
  await master.getByTestId('member-link-dialog').getByRole('button', { name: 'Tutup' }).click();
  await master.getByTestId(`row-member-revoke-${kodeMember}`).click();
  await master.getByTestId('confirm-yes').click();
  await expectToast(master, '2 link dicabut');
  await mobile.reload();
  await expect(mobile.getByTestId('member-page-error')).toContainText('dicabut');
  await spvCtx.close();
  await phoneCtx.close();
});
