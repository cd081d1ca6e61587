import type { APIRequestContext, Page } from '@playwright/test';
import { printedPdf, setDrawerViaApi, stockFor } from './support/counter';
import { bearer, expect, login, test } from './support/fixtures';
import { readItem } from './support/stock';
import { answerConfirm, expectToast, pickOption, toast } from './support/ui';

/**
 * Issue 33 (instalments), the web half, on one business date in the shared e2e database (late fees and defaults
 * over several dates are proved by the `days` spec and apps/server/src/modules/cicilan/cicilan.test.ts): KASIRBDG
 * opens a plan after bad input (a DP under the least, a piece already reserved, a payment above what is owed: each
 * named, nothing written), pays one instalment, settles early and hands the pieces over; a second plan is cancelled
 * with SPVBDG's approval and its piece is back in stock.
 */

type Plan = {
  no_faktur_cicil: string;
  status: string;
  harga_jual_cicil: number;
  sisa_bayar: number;
  nilai_angsuran: number;
  cicilan_terbayar: number;
  transaksi: { jenis: string }[];
};

async function readPlan(request: APIRequestContext, token: string, no: string): Promise<Plan> {
  const res = await request.get(`/api/cicilan/${no}`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Plan }).data;
}

async function plansOf(request: APIRequestContext, token: string, q: string): Promise<{ no_faktur_cicil: string }[]> {
  const res = await request.get(`/api/cicilan?q=${encodeURIComponent(q)}`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { rows: { no_faktur_cicil: string }[] } }).data.rows;
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

/** Opens a plan on one piece at the least DP through the screen; answers its number (read from the printed receipt). */
async function openPlan(page: Page, barcode: string, nama: string, dp?: string): Promise<string> {
  await scan(page, barcode);
  await expect(page.getByTestId('cicilan-piece')).toHaveCount(1);
  await pickOption(page, page.getByTestId('cicilan-sales'), 'S01 - RINA ANGGRAINI');
  await page.getByRole('textbox', { name: 'Nama Customer', exact: true }).fill(nama);
  await page.getByRole('textbox', { name: 'No HP', exact: true }).fill('08123456789');
  if (dp) await page.getByTestId('cicilan-dp').fill(dp);
  const pdf = await printedPdf(page, async () => {
    await page.getByTestId('cicilan-save').click();
    await expect(page.getByTestId('cicilan-tersimpan')).toBeVisible();
  });
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toContain('NOTA CICILAN');
  expect(pdf).toContain('JADWAL ANGSURAN');
  const no = /CC-BDG-\d{6}-\d+/.exec(pdf)?.[0];
  expect(no).toBeTruthy();
  await expect(page.getByTestId('cicilan-tersimpan-no')).toHaveText(no!);
  return no!;
}

test('KASIRBDG opens a plan after bad input, pays an instalment, settles early and hands the pieces over; a second plan is cancelled with SPVBDG approval', async ({ page, request }) => {
  test.setTimeout(240_000);
  // money in the drawer first: a cancellation pays out, and no payout may take it below zero
  await setDrawerViaApi(request, 200_000_000);
  const { items } = await stockFor(request, ['5', '3']);
  const [first, second] = items as [(typeof items)[number], (typeof items)[number]];
  const token = await login(page, 'KASIRBDG');
  const nama = `IBU CICIL ${first.kode_barcode}`;

  await page.goto('/transaksi-cicilan');
  await expect(page).toHaveTitle('shop | TRANSAKSI CICILAN');
  await expect(page.getByTestId('cicilan-tenor')).toHaveValue('3');
  await page.getByTestId('cicilan-tenor').selectOption('6');

  // a DP under the least: named under the field, Simpan writes nothing
  await scan(page, first.kode_barcode);
  await expect(page.getByTestId('cicilan-piece')).toHaveCount(1);
  await expect(page.getByTestId('cicilan-jadwal-row')).toHaveCount(6);
  await pickOption(page, page.getByTestId('cicilan-sales'), 'S01 - RINA ANGGRAINI');
  await page.getByRole('textbox', { name: 'Nama Customer', exact: true }).fill(nama);
  await page.getByRole('textbox', { name: 'No HP', exact: true }).fill('08123456789');
  await page.getByTestId('cicilan-dp').fill('1000');
  await expect(page.getByTestId('cicilan-quote').getByText('DP Cicilan Kurang Dari Minimal DP (Rp')).toBeVisible();
  await page.getByTestId('cicilan-save').click();
  await expectToast(page, 'DP Cicilan Kurang Dari Minimal DP');
  expect(await plansOf(request, token, nama)).toHaveLength(0);

  // the least DP (the field emptied): saved, the receipt printed with the schedule and the plan's QR
  await page.getByTestId('cicilan-dp').fill('');
  const pdf = await printedPdf(page, async () => {
    await page.getByTestId('cicilan-save').click();
    await expect(page.getByTestId('cicilan-tersimpan')).toBeVisible();
  });
  expect(pdf).toContain('NOTA CICILAN');
  expect(pdf).toContain('JADWAL ANGSURAN');
  const no = /CC-BDG-\d{6}-\d+/.exec(pdf)?.[0]!;
  expect(no).toBeTruthy();
  const opened = await readPlan(request, token, no);
  expect(opened).toMatchObject({ status: 'AKTIF', cicilan_terbayar: 0 });
  expect((await readItem(request, token, first.kode_barcode)).status).toBe('CICIL');

  // the piece is reserved now: another plan can not take it (the server's message), nothing added
  await scan(page, first.kode_barcode);
  await expect(toast(page, first.kode_barcode).first()).toBeVisible();
  await expect(page.getByTestId('cicilan-pieces-empty')).toBeVisible();

  // /lihat-cicilan: find it, a payment above what is owed is named, nothing written
  await page.goto('/lihat-cicilan');
  await expect(page).toHaveTitle('shop | LIHAT CICILAN');
  await page.getByTestId('cicilan-cari').fill(no);
  await page.getByTestId('cicilan-cari-btn').click();
  await page.getByTestId(`cicilan-buka-${no}`).click();
  await expect(page.getByTestId('cicilan-detail-no')).toHaveText(no);
  await page.getByTestId('cicilan-bayar-btn').click();
  const jumlah = page.getByTestId('cicilan-bayar-jumlah');
  await jumlah.fill(String(opened.sisa_bayar + 1_000_000));
  await page.getByTestId('cicilan-bayar-simpan').click();
  await expect(page.getByTestId('cicilan-bayar').getByText('Pembayaran Cicilan Melebihi Sisa Cicilan Dan Denda')).toBeVisible();
  expect((await readPlan(request, token, no)).transaksi).toHaveLength(1);

  // one instalment: what remains shown, confirmed, the payment receipt printed
  await jumlah.fill(String(opened.nilai_angsuran));
  await expect(page.getByTestId('bayar-sisa')).toContainText(new Intl.NumberFormat('en-US').format(opened.sisa_bayar - opened.nilai_angsuran));
  const bayarPdf = await printedPdf(page, async () => {
    await page.getByTestId('cicilan-bayar-simpan').click();
    await answerConfirm(page, `Bayar cicilan ${no} sebesar`, 'yes');
    await expect(page.getByTestId('cicilan-aksi-selesai')).toContainText('tersimpan');
  });
  expect(bayarPdf).toContain('NOTA BAYAR CICILAN');
  const paid = await readPlan(request, token, no);
  expect(paid).toMatchObject({ status: 'AKTIF', cicilan_terbayar: opened.nilai_angsuran, sisa_bayar: opened.sisa_bayar - opened.nilai_angsuran });

  // early settlement: the quote, then confirm; the plan is paid
  await page.getByTestId('cicilan-pelunasan-btn').click();
  await expect(page.getByTestId('pelunasan-total')).not.toHaveText('Rp 0');
  await printedPdf(page, async () => {
    await page.getByTestId('cicilan-pelunasan-simpan').click();
    await answerConfirm(page, `Lunasi cicilan ${no}`, 'yes');
    await expect(page.getByTestId('cicilan-serah-btn')).toBeVisible();
  });
  const settled = await readPlan(request, token, no);
  expect(settled).toMatchObject({ status: 'LUNAS', sisa_bayar: 0 });
  expect(settled.harga_jual_cicil).toBeLessThan(opened.harga_jual_cicil);

  // hand-over: confirmed, the hand-over receipt, the piece sold
  const serahPdf = await printedPdf(page, async () => {
    await page.getByTestId('cicilan-serah-btn').click();
    await answerConfirm(page, `Serahkan 1 barang cicilan ${no}`, 'yes');
    await expect(page.getByTestId('cicilan-aksi-selesai')).toContainText('Barang sudah diserahkan');
  });
  expect(serahPdf).toContain('TANDA TERIMA BARANG CICILAN');
  expect((await readPlan(request, token, no)).status).toBe('DISERAHKAN');
  expect((await readItem(request, token, first.kode_barcode)).status).toBe('TERJUAL');

  // a second plan, cancelled on /batal-cicilan with SPVBDG's approval: the piece back in stock
  await page.goto('/transaksi-cicilan');
  const second_no = await openPlan(page, second.kode_barcode, `BAPAK BATAL ${second.kode_barcode}`);
  await page.goto('/batal-cicilan');
  await expect(page).toHaveTitle('shop | BATAL CICILAN');
  await page.getByTestId('batal-cicilan-no').fill(second_no);
  await page.getByTestId('batal-cicilan-cari').click();
  await expect(page.getByTestId('cicilan-batal-refund-value')).not.toHaveText('0');
  // no reason: named, nothing asked
  await page.getByTestId('cicilan-batal-simpan').click();
  await expect(page.getByText('Alasan Tidak Boleh Kosong').first()).toBeVisible();
  await page.getByLabel('Alasan Batal').fill('CUSTOMER BATAL');
  await page.getByTestId('cicilan-batal-simpan').click();
  await answerConfirm(page, `Batalkan cicilan ${second_no}`, 'yes');
  await approveAs(page);
  await expectToast(page, 'Cicilan Berhasil Dibatalkan');
  await expect(page.getByTestId('batal-cicilan-done')).toBeVisible();
  expect((await readPlan(request, token, second_no)).status).toBe('BATAL');
  expect((await readItem(request, token, second.kode_barcode)).status).toBe('READY');
});
