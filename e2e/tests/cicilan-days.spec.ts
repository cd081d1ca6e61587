import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { enterTodaysPricesViaApi, printedPdf, setDrawerViaApi, stockFor } from './support/counter';
import { bearer, expect, login, test } from './support/fixtures';
import { readItem } from './support/stock';
import { storedToken } from './support/storage';
import { answerConfirm, expectToast, pickOption, toast } from './support/ui';

/**
 * Issue 33 (instalments) across business dates of BDG, in Chromium. Day 1: KASIRBDG opens three plans after bad
 * input (a DP under the least, a piece already reserved); SPVBDG closes the day (the close names the plans with
 * unvalidated money). Day 2: a payment above what is owed is named, then one instalment is paid on time; the second
 * plan is cancelled with SPVBDG's approval. SPVBDG closes days (the close-of-day screen's next date, at most 31 days
 * ahead each time) until the first plan's second instalment is past its grace: its late fee is on the screen and in
 * the late report; it is paid with the fee, settled early and handed over; the third plan, two instalments missed, is
 * refused a payment and taken back on /lelang-cicilan. Every instalment report is read. It moves BDG's business date
 * by months, so it runs in its own project after the `days` one (e2e/playwright.config.ts).
 */

type Plan = {
  no_faktur_cicil: string;
  status: string;
  state: string;
  sisa_bayar: number;
  nilai_angsuran: number;
  jadwal: { tgl_jatuh_tempo: string; nilai: number }[];
  tagihan: { jatuh_tempo: number; denda: number; minimal: number; total: number };
  transaksi: { jenis: string; denda?: number }[];
};

const isoToText = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
const textToIso = (text: string) => `${text.slice(6, 10)}-${text.slice(3, 5)}-${text.slice(0, 2)}`;
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const money = (n: number) => new Intl.NumberFormat('en-US').format(n);

async function readPlan(request: APIRequestContext, token: string, no: string): Promise<Plan> {
  const res = await request.get(`/api/cicilan/${no}`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Plan }).data;
}

async function signedIn(browser: Browser, userId: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta', viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await login(page, userId);
  return page;
}

async function approveAs(page: Page) {
  await expect(page.getByText('Otorisasi Supervisor')).toBeVisible();
  await page.getByTestId('authorization-user-id').fill('SPVBDG');
  await page.getByTestId('authorization-password').fill('demo123');
  await page.getByTestId('authorization-submit').click();
}

async function scan(page: Page, barcode: string) {
  const input = page.getByTestId('cicilan-barcode');
  await input.fill(barcode);
  await input.press('Enter');
}

/** Opens a plan on one piece (tenor 3) at the least DP through the screen; answers its number, read from the receipt. */
async function openPlan(page: Page, barcode: string, nama: string): Promise<string> {
  await scan(page, barcode);
  await expect(page.getByTestId('cicilan-piece')).toHaveCount(1);
  await pickOption(page, page.getByTestId('cicilan-sales'), 'S01 - RINA ANGGRAINI');
  await page.getByRole('textbox', { name: 'Nama Customer', exact: true }).fill(nama);
  await page.getByRole('textbox', { name: 'No HP', exact: true }).fill('08123456789');
  const pdf = await printedPdf(page, async () => {
    await page.getByTestId('cicilan-save').click();
    await expectToast(page, 'Cicilan Berhasil Disimpan');
  });
  expect(pdf).toContain('JADWAL ANGSURAN');
  const no = /CC-BDG-\d{6}-\d+/.exec(pdf)?.[0];
  expect(no).toBeTruthy();
  await expect(page.getByTestId('cicilan-tersimpan-no')).toHaveText(no!);
  return no!;
}

/** /lihat-cicilan: finds the plan by its number and opens it. */
async function openOnLihat(page: Page, no: string) {
  await page.goto('/lihat-cicilan');
  await expect(page).toHaveTitle('shop | LIHAT CICILAN');
  await page.getByTestId('cicilan-cari').fill(no);
  await page.getByTestId('cicilan-cari-btn').click();
  await page.getByTestId(`cicilan-buka-${no}`).click();
  await expect(page.getByTestId('cicilan-detail-no')).toHaveText(no);
}

/**
 * SPVBDG closes BDG's day on /tutup-toko with the given next business date (the field's own rule: at most 31 days
 * ahead) and enters that morning's gold prices; answers the new date (ISO).
 */
async function closeDay(spv: Page, request: APIRequestContext, next?: string): Promise<string> {
  await spv.goto('/tutup-toko');
  await expect(spv.getByTestId('tutup-toko-tanggal')).toHaveText(/\d{2}-\d{2}-\d{4}/);
  const today = (await spv.getByTestId('tutup-toko-tanggal').textContent())!;
  // the instalment rule of the original holds over every plan of the store
  await expect(spv.getByTestId('cek-CICILAN_KAS')).toHaveAttribute('data-level', 'OK');
  if (next) {
    const field = spv.getByTestId('tutup-toko-berikut');
    await field.fill(isoToText(next));
    await field.press('Enter');
    await expect(field).toHaveValue(isoToText(next));
  }
  const target = next ? isoToText(next) : isoToText(plusDays(textToIso(today), 1));
  await expect(spv.getByTestId('tutup-toko-submit')).toBeEnabled();
  await spv.getByTestId('tutup-toko-submit').click();
  await answerConfirm(spv, `Tutup toko BDG tanggal ${today}?`, 'yes');
  // the day's EOD is shown and the screen moves to the new date (the toast may be gone on a slow machine)
  await expect(spv.getByTestId('eod')).toBeVisible({ timeout: 30_000 });
  await expect(spv.getByTestId('tutup-toko-tanggal')).toHaveText(target);
  await enterTodaysPricesViaApi(request, (await storedToken(spv))!);
  return textToIso(target);
}

/** Opens a report screen, runs it and answers its page (its table rendered or its empty answer). */
async function readReport(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page).toHaveTitle(`shop | ${title}`);
  await page.getByTestId('report-search').click();
  await expect(page.getByTestId('report-page')).not.toHaveAttribute('data-state', 'searching');
}

test('instalments over business dates: open, close, pay on time, late fee, settle early, hand over; cancel with approval; default taken back; reports and close', async ({ page, request, browser }) => {
  test.setTimeout(480_000);
  await setDrawerViaApi(request, 200_000_000);
  const { items } = await stockFor(request, ['4', '3', '2']);
  const [pa, pb, pc] = items.map((i) => i.kode_barcode) as [string, string, string];
  const token = await login(page, 'KASIRBDG');

  // ---------------------------------------------------------------- day 1: three plans, bad input first
  await page.goto('/transaksi-cicilan');
  await expect(page).toHaveTitle('shop | TRANSAKSI CICILAN');
  const header = page.getByTestId('header-active-date');
  await expect(header).toContainText(/\d{2}-\d{2}-\d{4}/);
  const day1 = textToIso((await header.textContent())!.match(/\d{2}-\d{2}-\d{4}/)![0]);
  await expect(page.getByTestId('cicilan-tenor')).toHaveValue('3');

  // a DP under the least: named, nothing written
  await scan(page, pa);
  await expect(page.getByTestId('cicilan-piece')).toHaveCount(1);
  await pickOption(page, page.getByTestId('cicilan-sales'), 'S01 - RINA ANGGRAINI');
  await page.getByRole('textbox', { name: 'Nama Customer', exact: true }).fill(`IBU TELAT ${pa}`);
  await page.getByRole('textbox', { name: 'No HP', exact: true }).fill('08123456789');
  await page.getByTestId('cicilan-dp').fill('1000');
  await page.getByTestId('cicilan-save').click();
  await expectToast(page, 'DP Cicilan Kurang Dari Minimal DP');
  await expect(page.getByTestId('cicilan-tersimpan-no')).toHaveCount(0);
  await page.getByTestId('cicilan-dp').fill('');
  await page.getByRole('button', { name: `Hapus ${pa}` }).click().catch(() => undefined);
  await page.goto('/transaksi-cicilan');
  const noA = await openPlan(page, pa, `IBU TELAT ${pa}`);

  // the piece is reserved now: another plan can not take it
  await page.goto('/transaksi-cicilan');
  await scan(page, pa);
  await expect(toast(page, pa).first()).toBeVisible();
  await expect(page.getByTestId('cicilan-pieces-empty')).toBeVisible();
  expect((await readItem(request, token, pa)).status).toBe('CICIL');

  await page.goto('/transaksi-cicilan');
  const noB = await openPlan(page, pb, `BAPAK BATAL ${pb}`);
  await page.goto('/transaksi-cicilan');
  const noC = await openPlan(page, pc, `IBU MACET ${pc}`);
  const planA = await readPlan(request, token, noA);
  const planC = await readPlan(request, token, noC);
  expect(planA.jadwal).toHaveLength(3);

  // SPVBDG closes day 1: the close names the plans whose down payments are not validated
  const spv = await signedIn(browser, 'SPVBDG');
  await spv.goto('/tutup-toko');
  await expect(spv.getByTestId('cek-VALIDASI_CICILAN')).toContainText('3 cicilan dengan pembayaran belum divalidasi');
  const day2 = await closeDay(spv, request);
  expect(day2).toBe(plusDays(day1, 1));

  // ---------------------------------------------------------------- day 2: pay on time; cancel with approval
  await page.reload();
  await expect(header).toContainText(isoToText(day2));
  await openOnLihat(page, noA);
  await expect(page.getByTestId('cicilan-detail-state')).not.toContainText(/Telat/i);
  await page.getByTestId('cicilan-bayar-btn').click();
  const jumlah = page.getByTestId('cicilan-bayar-jumlah');
  await jumlah.fill(String(planA.sisa_bayar + 1_000_000));
  await page.getByTestId('cicilan-bayar-simpan').click();
  await expect(page.getByTestId('cicilan-bayar').getByText('Pembayaran Cicilan Melebihi Sisa Cicilan Dan Denda')).toBeVisible();
  expect((await readPlan(request, token, noA)).transaksi).toHaveLength(1);
  await jumlah.fill(String(planA.nilai_angsuran));
  await expect(page.getByTestId('bayar-denda')).toContainText('0');
  await printedPdf(page, async () => {
    await page.getByTestId('cicilan-bayar-simpan').click();
    await answerConfirm(page, `Bayar cicilan ${noA} sebesar`, 'yes');
    await expectToast(page, 'Pembayaran Cicilan Berhasil Disimpan');
  });
  expect(await readPlan(request, token, noA)).toMatchObject({ status: 'AKTIF', sisa_bayar: planA.sisa_bayar - planA.nilai_angsuran });

  await page.goto('/batal-cicilan');
  await expect(page).toHaveTitle('shop | BATAL CICILAN');
  await page.getByTestId('batal-cicilan-no').fill(noB);
  await page.getByTestId('batal-cicilan-cari').click();
  await expect(page.getByTestId('cicilan-batal-refund-value')).not.toHaveText('0');
  await page.getByTestId('cicilan-batal-simpan').click();
  await expect(page.getByText('Alasan Tidak Boleh Kosong').first()).toBeVisible();
  await page.getByLabel('Alasan Batal').fill('CUSTOMER BATAL');
  await page.getByTestId('cicilan-batal-simpan').click();
  await answerConfirm(page, `Batalkan cicilan ${noB}`, 'yes');
  await approveAs(page);
  await expectToast(page, 'Cicilan Berhasil Dibatalkan');
  expect((await readPlan(request, token, noB)).status).toBe('BATAL');
  expect((await readItem(request, token, pb)).status).toBe('READY');

  // ---------------------------------------------------------------- close days until A's second instalment is late
  await spv.goto('/tutup-toko');
  await expect(spv.getByTestId('cek-VALIDASI_CICILAN')).toContainText('2 cicilan dengan pembayaran belum divalidasi');
  const lateDay = plusDays(planA.jadwal[1]!.tgl_jatuh_tempo, 6);
  let day = day2;
  const dates = [day1, day2];
  while (day < lateDay) {
    const next = plusDays(day, 31) < lateDay ? plusDays(day, 31) : lateDay;
    day = await closeDay(spv, request, next);
    dates.push(day);
  }
  expect(dates.length).toBeGreaterThanOrEqual(4);

  // ---------------------------------------------------------------- the late day: the fee on the screen
  await page.reload();
  await expect(header).toContainText(isoToText(lateDay));
  const late = await readPlan(request, token, noA);
  expect(late.state).toBe('TELAT');
  expect(late.tagihan.denda).toBeGreaterThan(0);
  await openOnLihat(page, noA);
  await expect(page.getByTestId('tagihan-denda')).toContainText(money(late.tagihan.denda));
  await expect(page.getByTestId('tagihan-total')).toContainText(money(late.tagihan.total));

  // the reports read on the late day: A late, C in default
  await readReport(page, '/laporan-cicilan-telat', 'LAPORAN CICILAN TELAT');
  await expect(page.getByText(noA).first()).toBeVisible();
  // the supervisor's reports (a cashier's menu has only the three a cashier calls about)
  await readReport(spv, '/laporan-cicilan-gagal-bayar', 'LAPORAN CICILAN GAGAL BAYAR');
  await expect(spv.getByText(noC).first()).toBeVisible();
  await readReport(page, '/laporan-cicilan-aktif', 'LAPORAN CICILAN AKTIF');
  await expect(page.getByText(noA).first()).toBeVisible();
  await readReport(page, '/laporan-cicilan-jatuh-tempo', 'LAPORAN CICILAN JATUH TEMPO');

  // pay the late instalment with its fee: the fee is shown in the payment
  await openOnLihat(page, noA);
  await page.getByTestId('cicilan-bayar-btn').click();
  await jumlah.fill(String(late.tagihan.jatuh_tempo + late.tagihan.denda));
  await expect(page.getByTestId('bayar-denda')).toContainText(money(late.tagihan.denda));
  await printedPdf(page, async () => {
    await page.getByTestId('cicilan-bayar-simpan').click();
    await answerConfirm(page, `Bayar cicilan ${noA} sebesar`, 'yes');
    await expectToast(page, 'Pembayaran Cicilan Berhasil Disimpan');
  });
  const afterLate = await readPlan(request, token, noA);
  expect(afterLate.transaksi.at(-1)).toMatchObject({ jenis: 'BAYAR', denda: late.tagihan.denda });

  // settle early and hand over
  await openOnLihat(page, noA);
  await page.getByTestId('cicilan-pelunasan-btn').click();
  await expect(page.getByTestId('pelunasan-total')).not.toHaveText('Rp 0');
  await printedPdf(page, async () => {
    await page.getByTestId('cicilan-pelunasan-simpan').click();
    await answerConfirm(page, `Lunasi cicilan ${noA}`, 'yes');
    await expectToast(page, 'Pelunasan Cepat Cicilan Berhasil');
  });
  expect(await readPlan(request, token, noA)).toMatchObject({ status: 'LUNAS', sisa_bayar: 0 });
  const serahPdf = await printedPdf(page, async () => {
    await page.getByTestId('cicilan-serah-btn').click();
    await answerConfirm(page, `Serahkan 1 barang cicilan ${noA}`, 'yes');
    await expectToast(page, 'Barang Cicilan Berhasil Diserahkan');
  });
  expect(serahPdf).toContain('TANDA TERIMA BARANG CICILAN');
  expect((await readItem(request, token, pa)).status).toBe('TERJUAL');

  // ---------------------------------------------------------------- C in default: no payment, taken back on /lelang-cicilan
  const dflt = await readPlan(request, token, noC);
  expect(dflt.state).toBe('GAGAL_BAYAR');
  const refused = await request.post(`/api/cicilan/${noC}/bayar`, { headers: bearer(token), data: { idempotency_key: `e2e-${Date.now()}`, jumlah: planC.nilai_angsuran * 2, pembayaran: [{ jenis: 'CASH', jumlah_rp: planC.nilai_angsuran * 2 }] } });
  expect(refused.status()).toBe(400);
  await page.goto('/lelang-cicilan');
  await expect(page).toHaveTitle('shop | LELANG CICILAN');
  await page.getByTestId(`lelang-cicilan-${noC}`).click();
  await expect(page.getByTestId('cicilan-lelang-form')).toBeVisible();
  await page.getByTestId('cicilan-lelang-simpan').click();
  await expect(page.getByText('Alasan Tidak Boleh Kosong').first()).toBeVisible();
  await page.getByTestId('cicilan-lelang-form').getByRole('textbox').first().fill('GAGAL BAYAR DUA ANGSURAN');
  await page.getByTestId('cicilan-lelang-simpan').click();
  await answerConfirm(page, `Tarik barang cicilan ${noC} kembali ke stok?`, 'yes');
  await approveAs(page);
  await expect(page.getByTestId('lelang-cicilan-done')).toBeVisible();
  expect((await readItem(request, token, pc)).status).toBe('READY');

  // the day's collections and the margin earned
  await readReport(spv, '/laporan-penerimaan-cicilan', 'LAPORAN PENERIMAAN CICILAN');
  await expect(spv.getByTestId('report-empty')).toHaveCount(0);
  await readReport(spv, '/laporan-margin-cicilan', 'LAPORAN MARGIN CICILAN');

  // the close of the late day: the plans with the day's money named, the rule holding
  await spv.goto('/tutup-toko');
  await expect(spv.getByTestId('cek-VALIDASI_CICILAN')).toContainText('2 cicilan dengan pembayaran belum divalidasi');
  await expect(spv.getByTestId('cek-CICILAN_KAS')).toHaveAttribute('data-level', 'OK');
});
