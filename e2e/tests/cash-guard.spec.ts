import { CASH_MESSAGES, formatNumber } from '@emas/domain';
import { setDrawerViaApi, stockFor } from './support/counter';
import { apiLogin, bearer, expect, login, logoutToken, test } from './support/fixtures';
import { uniqueSuffix } from './support/stock';
import { answerConfirm, expectToast } from './support/ui';

/**
 * No payout takes the drawer below zero, in Chromium as KASIRBDG: a receipt paid half in cash and half by
 * card; the cancel screen shows the money going back along those lines (half from the drawer, half to
 * the card's account) with each balance; with the drawer short of its part the screen says so, and the
 * cancellation, approved by SPVBDG, is refused with the balance and the transfer hint; nothing changes.
 */
test('KASIRBDG sees the refund split of a half-cash, half-card receipt and a drawer that cannot pay its part is refused', async ({ page, request }) => {
  test.setTimeout(150_000);
  const { items } = await stockFor(request, ['3.000', '4.000']);
  const kasir = await apiLogin(request, 'KASIRBDG');
  const rekening = await request.get('/api/cash/saldo', { headers: bearer(kasir) });
  const bank = ((await rekening.json()) as { data: { saldo: { jenis: string; akun: string; kode_bank: string | null }[] } }).data.saldo.find((s) => s.jenis === 'BANK')!;
  const detail = [];
  for (const item of items) {
    const q = await request.get(`/api/penjualan/barang/${item.kode_barcode}`, { headers: bearer(kasir) });
    detail.push({ kode_barcode: item.kode_barcode, harga: ((await q.json()) as { data: { harga_hitung: number } }).data.harga_hitung });
  }
  const total = detail.reduce((s, l) => s + l.harga, 0);
  const cash = Math.floor(total / 2);
  const sale = await request.post('/api/penjualan', {
    headers: bearer(kasir),
    data: {
      idempotency_key: `e2e-${uniqueSuffix()}`,
      kode_sales: 'S01',
      detail,
      pembayaran: [
        { jenis: 'CASH', jumlah_rp: cash },
        { jenis: 'CARD', jumlah_rp: total - cash, no_rekening: bank.akun, fee_persen: 0 },
      ],
    },
  });
  expect(sale.status(), await sale.text()).toBe(200);
  const no = ((await sale.json()) as { data: { no_faktur_group: string } }).data.no_faktur_group;
  await logoutToken(request, kasir);
  // the drawer then pays out almost all of it elsewhere
  await setDrawerViaApi(request, 500_000);

  await login(page, 'KASIRBDG');
  await page.goto('/batal-penjualan');
  const scan = page.getByRole('textbox', { name: 'No Nota' });
  await scan.fill(no);
  await scan.press('Enter');
  await expect(page.getByTestId('batal-line')).toHaveCount(2);
  const parts = page.getByTestId('refund-part');
  await expect(parts).toHaveCount(2);
  await expect(parts.filter({ hasText: 'TUNAI' })).toContainText(formatNumber(cash));
  await expect(parts.filter({ hasText: bank.akun })).toContainText(formatNumber(total - cash));

  // one line only: each account gives back its share of that line's price
  await page.getByRole('checkbox', { name: `Batalkan ${items[1]!.kode_barcode}` }).uncheck();
  const line = detail[0]!.harga;
  const cashPart = Math.round((line * cash) / total);
  await expect(page.getByTestId('batal-refund')).toContainText(formatNumber(line));
  await expect(parts.filter({ hasText: 'TUNAI' })).toContainText(/\d/);
  const shown = Number((await parts.filter({ hasText: 'TUNAI' }).locator('td').nth(1).innerText()).replace(/\D/g, ''));
  expect(Math.abs(shown - cashPart)).toBeLessThanOrEqual(1);
  const refusal = CASH_MESSAGES.saldoKurang('CASH', 500_000);
  await expect(page.getByTestId('batal-refund-short')).toHaveText(refusal);
  await page.screenshot({ path: test.info().outputPath('refund-split.png'), fullPage: true });

  await page.getByRole('textbox', { name: 'Alasan Batal' }).fill('SALAH UKURAN');
  await page.getByRole('button', { name: 'Batalkan Penjualan' }).click();
  await answerConfirm(page, `Batalkan 1 barang dari nota ${no}?`, 'yes');
  await expect(page.getByText('Otorisasi Supervisor')).toBeVisible();
  await page.getByTestId('authorization-user-id').fill('SPVBDG');
  await page.getByTestId('authorization-password').fill('demo123');
  const keterangan = page.getByTestId('authorization-keterangan');
  if (await keterangan.count()) await keterangan.fill('retur');
  await page.getByTestId('authorization-submit').click();
  await expectToast(page, refusal);
  await expect(page.getByTestId('batal-returned')).toHaveCount(0);

  const check = await apiLogin(request, 'SPVBDG');
  const after = await request.get('/api/cash/saldo', { headers: bearer(check) });
  expect(((await after.json()) as { data: { saldo: { akun: string; saldo_akhir: number }[] } }).data.saldo.find((s) => s.akun === 'CASH')!.saldo_akhir).toBe(500_000);
  const receipt = await request.get(`/api/penjualan/${no}`, { headers: bearer(check) });
  expect(((await receipt.json()) as { data: { detail: { status: string }[] } }).data.detail.map((d) => d.status)).toEqual(['AKTIF', 'AKTIF']);
});
