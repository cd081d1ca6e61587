import type { APIRequestContext } from '@playwright/test';
import { stockFor } from './support/counter';
import { apiLogin, bearer, expect, login, logoutToken, test } from './support/fixtures';
import { uniqueSuffix } from './support/stock';
import { expectToast } from './support/ui';

/**
 * Non-cash validation (issue 36) in Chromium: with VALIDASI_NON_CASH_MODULE on for BDG, a card sale waits; SPVBDG finds
 * it on /validasi-non-cash, a wrong amount is refused on the form, the amount of the bank statement validates it, and
 * only then does the bank account's balance grow by it. The module off again, the screen is the 404 page.
 */

async function setModule(request: APIRequestContext, aktif: boolean) {
  const admin = await apiLogin(request, 'ADMIN');
  const res = await request.put('/api/para-system', { headers: { ...bearer(admin), 'x-kode-toko': 'BDG' }, data: { modules: [{ key: 'VALIDASI_NON_CASH_MODULE', aktif }] } });
  expect(res.status(), await res.text()).toBe(200);
  await logoutToken(request, admin);
}

async function bankSaldo(request: APIRequestContext, headers: Record<string, string>, noRekening: string): Promise<number> {
  const res = await request.get('/api/cash/saldo', { headers });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { saldo: { akun: string; saldo_akhir: number }[] } }).data.saldo.find((s) => s.akun === noRekening)?.saldo_akhir ?? 0;
}

test('a card sale waits for SPVBDG on /validasi-non-cash; the wrong amount is refused, the right one counts in the bank', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { items } = await stockFor(request, ['3.000']);
  await setModule(request, true);
  try {
    const spvApi = await apiLogin(request, 'SPVBDG');
    const rekenings = ((await (await request.get('/api/rekenings', { headers: bearer(spvApi) })).json()) as { data: { no_rekening: string; kode_bank: string }[] }).data;
    const bca = rekenings.find((r) => r.kode_bank === 'BCA')!;
    const before = await bankSaldo(request, bearer(spvApi), bca.no_rekening);

    const kasir = await apiLogin(request, 'KASIRBDG');
    const code = items[0]!.kode_barcode;
    const harga = ((await (await request.get(`/api/penjualan/barang/${code}`, { headers: bearer(kasir) })).json()) as { data: { harga_hitung: number } }).data.harga_hitung;
    const sale = await request.post('/api/penjualan', {
      headers: bearer(kasir),
      data: { idempotency_key: `e2e-${uniqueSuffix()}`, kode_sales: 'S01', detail: [{ kode_barcode: code, harga }], pembayaran: [{ jenis: 'CARD', jumlah_rp: harga, no_rekening: bca.no_rekening, fee_persen: 0 }] },
    });
    expect(sale.status(), await sale.text()).toBe(200);
    const no = ((await sale.json()) as { data: { no_faktur_group: string } }).data.no_faktur_group;
    await logoutToken(request, kasir);
    expect(await bankSaldo(request, bearer(spvApi), bca.no_rekening)).toBe(before);
    await logoutToken(request, spvApi);

    // one session per user: the browser's token reads the balances from here on
    const spv = bearer(await login(page, 'SPVBDG'));
    await page.goto('/validasi-non-cash');
    await expect(page).toHaveTitle('shop | VALIDASI NON CASH', { timeout: 30_000 });
    const list = page.getByTestId('validasi-non-cash-list');
    await expect(list).toContainText(no);
    await page.getByTestId(`validasi-non-cash-${no}`).click();
    await page.getByTestId('non-cash-referensi').fill('ref123');
    await page.getByTestId('non-cash-jumlah').fill(String(harga - 1));
    await page.getByTestId('non-cash-simpan').click();
    await expect(page.getByText('Jumlah tidak sama dengan pembayaran yang ditunggu, periksa kembali rekening koran').first()).toBeVisible();
    expect(await bankSaldo(request, spv, bca.no_rekening)).toBe(before);

    await page.getByTestId('non-cash-jumlah').fill(String(harga));
    await page.getByTestId('non-cash-simpan').click();
    await expectToast(page, 'Pembayaran Non Tunai Berhasil Divalidasi');
    await expect(list).not.toContainText(no);
    expect(await bankSaldo(request, spv, bca.no_rekening)).toBe(before + harga);
  } finally {
    await setModule(request, false);
  }
  await page.goto('/validasi-non-cash');
  await expect(page).toHaveTitle('shop | 404', { timeout: 30_000 });
});
