import type { Browser, Page, Response } from '@playwright/test';
import { enterTodaysPricesViaApi, pickSales, printedPdf, scanAtCounter, stockFor } from './support/counter';
import { apiLogin, bearer, expect, login, logoutToken, test } from './support/fixtures';
import { uniqueSuffix } from './support/stock';
import { storedToken } from './support/storage';
import { answerConfirm, expectToast, jakartaDate } from './support/ui';

/**
 * Issue 32's story across business dates, in Chromium. Day 1 at BDG: KASIRBDG registers a member by phone at the
 * counter, sells to them with a coupon, sees the points on the sale's result and on the printed receipt, and the
 * same coupon is refused the second time for that member; SPVBDG closes BDG's day. Day 2: day 1's receipt can no
 * longer be cancelled; a new sale to the member with another coupon is cancelled with SPVBDG's approval and both
 * the points and the coupon come back; KASIRSBY redeems a gift with the member's points; the owner runs the points
 * reset (asked first) and a second run on the same date is refused; the member page opens from the receipt's link
 * on a phone. It moves BDG's (and head office's) business date, so it runs in the `days` project after every other
 * spec (e2e/playwright.config.ts) and reads each date from the app.
 */

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** A second signed-in browser of another user (the one-session-per-user rule: one context each). */
async function signedIn(browser: Browser, userId: string, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta', ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  await login(page, userId);
  return page;
}

/** Types the member's phone in the counter's member lookup and waits for the member to be chosen. */
async function chooseMember(page: Page, phone: string, kodeMember: string): Promise<void> {
  const lookup = page.getByTestId('counter-sales-member-phone');
  await lookup.fill(phone);
  await lookup.press('Enter');
  await expect(page.getByTestId('counter-sales-member-kode')).toHaveText(kodeMember);
}

/** Saves the counter (F2) paying the grand total in cash; answers the POST penjualan answer's data. */
async function saveCashSale(page: Page): Promise<{ no_faktur_group: string; poin: { kode_member: string; didapat: number; saldo: number } }> {
  await pickSales(page);
  await page.getByTestId('payment-jumlah-0').fill(String(digits(await page.getByTestId('grand-total').textContent())));
  await expect(page.getByTestId('kembalian')).toHaveText('Rp 0');
  const answer = page.waitForResponse((r: Response) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/penjualan');
  await page.keyboard.press('F2');
  const res = await answer;
  expect(res.status(), await res.text()).toBe(200);
  await expectToast(page, 'Penjualan Berhasil Disimpan');
  return ((await res.json()) as { data: { no_faktur_group: string; poin: { kode_member: string; didapat: number; saldo: number } } }).data;
}

test('a member across business dates: register, earn with a coupon, close the day, cancel with points and coupon back, redeem at SBY, reset, member page', async ({ page, request, browser }) => {
  test.setTimeout(300_000);
  const suffix = uniqueSuffix();
  const phone = `0815${String(Date.now()).slice(-8)}`;

  // head office makes two coupons a member may use once each (KUPON_MODULE; the parameter screen is the master kit's)
  const owner = await apiLogin(request, 'OWNER');
  const coupons = { day1: `HR1${suffix}`.slice(0, 20), day2: `HR2${suffix}`.slice(0, 20) };
  for (const [kode, nominal] of [
    [coupons.day1, 25_000],
    [coupons.day2, 30_000],
  ] as const) {
    const made = await request.post('/api/para-kupon/create', {
      headers: bearer(owner),
      data: { kode_kupon: kode, nama_kupon: 'KUPON MEMBER', jenis: 'RP', nominal_rp: nominal, tgl_dari: jakartaDate(-30).iso, tgl_sampai: jakartaDate(30).iso, kuota: 10, sekali_per_member: true, toko: '', aktif: true },
    });
    expect(made.status(), await made.text()).toBe(200);
  }
  await logoutToken(request, owner);
  // a heavy piece (its points buy a gift: the demo rule gives 1 point for every Rp 1.000.000 of a line) and a small one
  const { items } = await stockFor(request, ['150.000', '2.000']);
  const [heavy, small] = [items[0]!.kode_barcode, items[1]!.kode_barcode];

  // ---------------------------------------------------------------- day 1, BDG
  await login(page, 'KASIRBDG');
  await page.goto('/transaksi-penjualan');
  await expect(page).toHaveTitle('shop | TRANSAKSI PENJUALAN');
  // the store's business date, once the header has loaded it
  const header = page.getByTestId('header-active-date');
  await expect(header).toContainText(/\d{2}-\d{2}-\d{4}/);
  const day1 = (await header.textContent())!.match(/\d{2}-\d{2}-\d{4}/)![0];

  // an unknown phone: registered without leaving the counter
  const lookup = page.getByTestId('counter-sales-member-phone');
  await lookup.fill(phone);
  await lookup.press('Enter');
  await expect(page.getByTestId('counter-sales-member-missing')).toContainText('No HP belum terdaftar sebagai member');
  await page.getByTestId('counter-sales-member-register').click();
  await expect(page.getByTestId('counter-sales-member-hp')).toHaveValue(phone);
  await page.getByTestId('counter-sales-member-nama').fill('Ratna Hari');
  await page.getByTestId('counter-sales-member-alamat').fill('Jl. Braga 12 Bandung');
  await page.getByTestId('counter-sales-member-save').click();
  await expectToast(page, 'Member Berhasil Didaftarkan');
  await expect(page.getByTestId('counter-sales-member-kode')).toHaveText(/^MBDG\d{5}$/);
  const kodeMember = (await page.getByTestId('counter-sales-member-kode').textContent())!;
  await expect(page.getByTestId('counter-sales-member-poin')).toHaveText('0');

  // the sale with the first coupon
  await scanAtCounter(page, heavy);
  await expect(page.getByTestId('counter-line')).toHaveCount(1);
  await page.getByTestId('counter-kupon').fill(coupons.day1);
  await page.getByTestId('counter-kupon').press('Enter');
  await expect(page.getByTestId('potongan-kupon')).toHaveText('Rp 25,000');
  const first = await saveCashSale(page);
  expect(first.poin.kode_member).toBe(kodeMember);
  const earned = first.poin.didapat;
  expect(earned).toBeGreaterThanOrEqual(100);
  expect(first.poin.saldo).toBe(earned);

  // the result the cashier sees: the points earned and the balance
  const modal = page.getByRole('dialog', { name: /^Detail / });
  await expect(modal).toBeVisible();
  const result = modal.getByTestId('sale-result-poin');
  await expect(result).toContainText('Poin Didapat');
  await expect(result).toContainText('Saldo Poin');
  await expect(result.getByTestId('sale-result-poin-member')).toHaveText(kodeMember);
  await expect(result.getByTestId('sale-result-poin-didapat')).toHaveText(String(earned));
  await expect(result.getByTestId('sale-result-poin-saldo')).toHaveText(String(earned));
  await expect(modal.getByTestId('receipt-kode-member')).toHaveText(kodeMember);

  // the printed receipt: the points, and the QR of the member's own page (its link is asked as the receipt is drawn)
  const linkAnswer = page.waitForResponse((r: Response) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/member-page/link/'));
  const pdf = await printedPdf(page, () => modal.getByRole('button', { name: 'Cetak Ulang' }).click());
  const memberUrl = ((await (await linkAnswer).json()) as { data: { url: string } }).data.url;
  expect(memberUrl).toMatch(/\/member\/\S+$/);
  expect(pdf).toContain('Poin Didapat');
  expect(pdf).toContain('Saldo Poin');
  expect(pdf).toContain('Scan untuk cek poin Anda');
  await modal.getByRole('button', { name: 'Tutup' }).click();
  await expect(modal).toBeHidden();

  // the same coupon the second time, for the same member: refused with its message, the total unchanged
  await chooseMember(page, phone, kodeMember);
  await expect(page.getByTestId('counter-sales-member-poin')).toHaveText(String(earned));
  await scanAtCounter(page, small);
  await expect(page.getByTestId('counter-line')).toHaveCount(1);
  const total = await page.getByTestId('grand-total').innerText();
  await page.getByTestId('counter-kupon').fill(coupons.day1);
  await page.getByTestId('counter-kupon').press('Enter');
  await expect(page.getByText('Kupon sudah pernah dipakai oleh member ini').first()).toBeVisible();
  await expect(page.getByTestId('potongan-kupon')).toHaveCount(0);
  await expect(page.getByTestId('grand-total')).toHaveText(total);
  await page.getByRole('button', { name: `Hapus ${small}` }).click();
  await expect(page.getByTestId('counter-line')).toHaveCount(0);

  // SPVBDG closes BDG's day (no tray weighing or validation is required by the demo's modules: warnings only)
  const spv = await signedIn(browser, 'SPVBDG');
  await spv.goto('/tutup-toko');
  await expect(spv.getByTestId('tutup-toko-tanggal')).toHaveText(day1);
  await expect(spv.getByTestId('tutup-toko-submit')).toBeEnabled();
  await spv.getByTestId('tutup-toko-submit').click();
  await answerConfirm(spv, `Tutup toko BDG tanggal ${day1}?`, 'yes');
  await expectToast(spv, 'Tutup Toko Berhasil');
  await expect(spv.getByTestId('eod')).toBeVisible();
  await expect(spv.getByTestId('tutup-toko-tanggal')).not.toHaveText(day1);
  const day2 = (await spv.getByTestId('tutup-toko-tanggal').textContent())!;
  expect(day2).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  await expect(spv.getByTestId('header-active-date')).toContainText(day2);
  // the morning of day 2: the supervisor enters the day's gold prices
  await enterTodaysPricesViaApi(request, (await storedToken(spv))!);

  // ---------------------------------------------------------------- day 2, BDG
  await page.reload();
  await expect(page.getByTestId('header-active-date')).toContainText(day2);
  // day 1's receipt can no longer be cancelled
  await page.goto('/batal-penjualan');
  const nota = page.getByRole('textbox', { name: 'No Nota' });
  await nota.fill(first.no_faktur_group);
  await nota.press('Enter');
  await expect(page.getByText('Penjualan kemarin tidak dapat dibatalkan').first()).toBeVisible();

  // a new sale to the member with the second coupon
  await page.goto('/transaksi-penjualan');
  await chooseMember(page, phone, kodeMember);
  await scanAtCounter(page, small);
  await expect(page.getByTestId('counter-line')).toHaveCount(1);
  await page.getByTestId('counter-kupon').fill(coupons.day2);
  await page.getByTestId('counter-kupon').press('Enter');
  await expect(page.getByTestId('potongan-kupon')).toHaveText('Rp 30,000');
  const second = await saveCashSale(page);
  const modal2 = page.getByRole('dialog', { name: /^Detail / });
  await expect(modal2.getByTestId('sale-result-poin-didapat')).toHaveText(String(second.poin.didapat));
  await expect(modal2.getByTestId('sale-result-poin-saldo')).toHaveText(String(earned + second.poin.didapat));
  await modal2.getByRole('button', { name: 'Tutup' }).click();
  await expect(modal2).toBeHidden();

  // cancelled with the supervisor's approval
  await page.goto('/batal-penjualan');
  await nota.fill(second.no_faktur_group);
  await nota.press('Enter');
  await expect(page.getByTestId('batal-line')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Alasan Batal' }).fill('CUSTOMER BATAL MEMBELI');
  await page.getByRole('button', { name: 'Batalkan Penjualan' }).click();
  await answerConfirm(page, `Batalkan 1 barang dari nota ${second.no_faktur_group}?`, 'yes');
  await expect(page.getByText('Otorisasi Supervisor')).toBeVisible();
  await page.getByTestId('authorization-user-id').fill('SPVBDG');
  await page.getByTestId('authorization-password').fill('demo123');
  await page.getByTestId('authorization-submit').click();
  await expect(page.getByTestId('batal-returned')).toBeVisible();

  // the coupon's use came back: the member may use it again (checked at the counter, nothing saved)
  await page.goto('/transaksi-penjualan');
  await chooseMember(page, phone, kodeMember);
  await expect(page.getByTestId('counter-sales-member-poin')).toHaveText(String(earned));
  await scanAtCounter(page, small);
  await expect(page.getByTestId('counter-line')).toHaveCount(1);
  await page.getByTestId('counter-kupon').fill(coupons.day2);
  await page.getByTestId('counter-kupon').press('Enter');
  await expect(page.getByTestId('potongan-kupon')).toHaveText('Rp 30,000');
  await page.getByRole('button', { name: `Hapus ${small}` }).click();
  await expect(page.getByTestId('counter-line')).toHaveCount(0);

  // the points came back: the owner reads the member's history (the earning, its reversal, the balance of day 1)
  const own = await signedIn(browser, 'OWNER');
  await own.goto('/lihat-transaksi-member');
  await own.getByTestId('poin-cari').fill(phone);
  await own.getByTestId('poin-cari-submit').click();
  await expect(own.getByTestId('poin-saldo')).toHaveText(String(earned));
  const rows = own.getByTestId('poin-rows');
  await expect(rows).toContainText(first.no_faktur_group);
  await expect(rows).toContainText(second.no_faktur_group);
  await expect(rows).toContainText('BATAL PENJUALAN');

  // ---------------------------------------------------------------- SBY: a gift for the member's points
  const sby = await signedIn(browser, 'KASIRSBY');
  await sby.goto('/tukar-hadiah');
  await sby.getByTestId('cari-member').fill(phone);
  await sby.getByTestId('cari-member').press('Enter');
  await expect(sby.getByTestId('member-card')).toContainText(kodeMember);
  await expect(sby.getByTestId('saldo-poin')).toHaveText(String(earned));
  await sby.getByTestId('gift-list').getByRole('button', { name: /H01$/ }).click();
  const confirm = sby.getByTestId('redeem-confirm');
  await expect(confirm).toContainText('PAYUNG LIPAT');
  const giftPdf = await printedPdf(sby, () => confirm.getByRole('button', { name: 'Simpan Tukar Hadiah' }).click());
  expect(giftPdf).toContain(kodeMember);
  const left = earned - 100;
  await expect(sby.getByTestId('saldo-poin')).toHaveText(String(left));

  // ---------------------------------------------------------------- the owner's points reset
  // The reset runs once per business date of the chain, and the points spec ran it on head office's day 1: head
  // office's day is closed first (through the API, with the owner's session: the close itself is what BDG's steps
  // above show).
  const ownerToken = (await storedToken(own))!;
  const cek = await request.get('/api/tutup-toko/cek', { headers: bearer(ownerToken) });
  expect(cek.status(), await cek.text()).toBe(200);
  const pst = ((await cek.json()) as { data: { tgl_system: string; tgl_berikut: string; blocked: boolean } }).data;
  expect(pst.blocked).toBe(false);
  const closed = await request.post('/api/tutup-toko', { headers: bearer(ownerToken), data: { tgl_system: pst.tgl_system, tgl_berikut: pst.tgl_berikut } });
  expect(closed.status(), await closed.text()).toBe(200);

  await own.goto('/parameter-reset-poin-member');
  await expect(own).toHaveTitle('shop | PARAMETER RESET POIN MEMBER');
  await own.getByTestId('reset-run').click();
  await answerConfirm(own, `Jalankan reset poin member untuk tanggal ${pst.tgl_berikut}?`, 'yes');
  await expectToast(own, 'Reset Poin Member Berhasil Dijalankan');
  await expect(own.getByTestId('reset-result')).toContainText(`Reset ${pst.tgl_berikut}`);
  await expect(own.getByTestId('reset-last-run')).toContainText(pst.tgl_berikut);
  // the second run on the same date: asked again, then refused with its message (nothing written twice)
  await own.getByTestId('reset-run').click();
  await answerConfirm(own, `Jalankan reset poin member untuk tanggal ${pst.tgl_berikut}?`, 'yes');
  await expectToast(own, 'Reset poin sudah dijalankan pada tanggal ini');

  // ---------------------------------------------------------------- the member's own page, from the receipt's link, on a phone
  const phonePage = await (await browser.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta', viewport: { width: 390, height: 844 } })).newPage();
  await phonePage.goto(memberUrl.replace(/^https?:\/\/[^/]+/, ''));
  await expect(phonePage.getByTestId('member-page')).toBeVisible();
  await expect(phonePage.getByTestId('member-page-saldo')).toContainText(String(left));
  const overflow = await phonePage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
