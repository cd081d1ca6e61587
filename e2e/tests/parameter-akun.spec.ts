import type { APIRequestContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { apiLogin, bearer, expect, login, logoutToken, test } from './support/fixtures';
import { sellViaApi, stockFor } from './support/counter';
import { expectToast, jakartaDate, openFromSidebar } from './support/ui';

/**
 * The accounting module (issue 18 part 4): OWNER changes the credit account of the PENJUALAN CASH
 * journal of the head office on /parameter-akun and saves it; a sale posts its journal; the trial
 * balance (Neraca Saldo) balances. The parameter is put back at the end, so the test repeats.
 */

type Param = { trx: string; type: string; detail_akun: { kode_akun: string; jenis_akun: string; nomor_akun: string }[] };

async function parameterOf(request: APIRequestContext, token: string, trx: string, type: string): Promise<Param> {
  const res = await request.get('/api/para-akun-transaksi', { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Param[] }).data.find((p) => p.trx === trx && p.type === type)!;
}

test('OWNER changes an account of a journal parameter on /parameter-akun; the trial balance balances', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { items } = await stockFor(request, ['2.500']);
  const token = await login(page, 'OWNER');
  const before = await parameterOf(page.request, token, 'PENJUALAN', 'CASH');
  const kredit = before.detail_akun.find((d) => d.jenis_akun === 'KREDIT')!;
  const target = kredit.nomor_akun === '4-1900' ? { nomor: '4-1100', label: '4-1100 - PENJUALAN EMAS' } : { nomor: '4-1900', label: '4-1900 - PENDAPATAN LAIN-LAIN' };
  try {
    await test.step('open Parameter Akun from the menu and edit PENJUALAN CASH', async () => {
      await openFromSidebar(page, 'Utility', 'PARAMETER AKUN');
      await expect(page).toHaveTitle('shop | PARAMETER AKUN');
      await page.getByTestId('parameter-akun-table-search').fill('PENJUALAN');
      // more than a page of rows mention PENJUALAN (its cancellations, the cashback's sales adjustment): show them all
      await page.getByTestId('parameter-akun-table').getByRole('combobox', { name: 'Baris per halaman' }).selectOption('100');
      await page.getByRole('button', { name: 'Edit PENJUALAN CASH', exact: true }).click();
      await expect(page.getByText('Edit Parameter Akun PENJUALAN - CASH')).toBeVisible();
    });

    await test.step('click the credit account cell, pick another account, Simpan Perubahan', async () => {
      await page.getByTestId('cell-KREDIT').click();
      await expect(page.getByTestId('pick-KREDIT')).toBeVisible();
      await page.getByRole('option', { name: target.label, exact: true }).click();
      await expect(page.getByTestId('cell-KREDIT')).toContainText(target.nomor);
      await expect(page.getByTestId('cell-KREDIT')).toContainText('diubah');
      await page.getByTestId('parameter-akun-save').click();
      await expectToast(page, 'Data Berhasil Diedit');
      await expect(page.getByTestId('parameter-akun-table')).toBeVisible();
      expect((await parameterOf(page.request, token, 'PENJUALAN', 'CASH')).detail_akun.find((d) => d.jenis_akun === 'KREDIT')!.nomor_akun).toBe(target.nomor);
    });

    await test.step('a sale posts its journal; the trial balance of today balances', async () => {
      await sellViaApi(request, [items[0]!.kode_barcode]);
      await openFromSidebar(page, 'Laporan', 'LAPORAN NERACA SALDO');
      const report = page.getByTestId('report-page');
      await page.getByTestId('report-search').click();
      await expect(report).toHaveAttribute('data-state', 'results');
      // head office at home: 'Semua Toko', each store's trial balance apart (the sale is BDG's), then the chain's total
      const table = page.getByTestId('report-table-BDG');
      await expect(table.locator('tbody tr').filter({ hasText: '1-1100' })).toBeVisible();
      const total = page.getByTestId('report-grand-total').locator('tbody td');
      const [debet, kredit, saldo] = [await total.nth(3).innerText(), await total.nth(4).innerText(), await total.nth(5).innerText()];
      expect(debet.trim()).not.toBe('');
      expect(debet.trim()).toBe(kredit.trim());
      expect(saldo.replace(/[^0-9-]/g, '')).toBe('0');
      // the same numbers from the API, today, every store (asked for: kode_toko=ALL)
      const today = jakartaDate().iso;
      const api = await page.request.get(`/api/laporan/neraca-saldo?tgl_awal=${today}&tgl_akhir=${today}&sort_by=nomor_akun&kode_toko=ALL`, { headers: bearer(token) });
      const rows = ((await api.json()) as { data: { debet: number; kredit: number }[] }).data;
      expect(rows.reduce((s, r) => s + r.debet, 0)).toBe(rows.reduce((s, r) => s + r.kredit, 0));
    });

    await test.step('Unduh Jurnal (hledger): the file re-added outside the product is the trial balance', async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-download-jurnal-hledger').click()]);
      expect(download.suggestedFilename()).toMatch(/^jurnal-.+\.journal$/);
      const file = await download.path();
      const text = readFileSync(file, 'utf8');
      const sums = new Map<string, number>();
      let entry = 0;
      for (const line of text.split('\n')) {
        if (/^\d{4}-\d{2}-\d{2} /.test(line)) entry = 0;
        const m = /^ {4}(\S+) .*? {2}(-?\d+) IDR$/.exec(line);
        if (!m) {
          if (line === '') expect(entry).toBe(0); // each entry balances
          continue;
        }
        entry += Number(m[2]);
        sums.set(m[1]!, (sums.get(m[1]!) ?? 0) + Number(m[2]));
      }
      const today = jakartaDate().iso;
      // the file is what the screen searched: every store (Semua Toko); the trial balance has a line per store and account
      const api = await page.request.get(`/api/laporan/neraca-saldo?tgl_awal=${today}&tgl_akhir=${today}&sort_by=nomor_akun&kode_toko=ALL`, { headers: bearer(token) });
      const rows = ((await api.json()) as { data: { nomor_akun: string; saldo_akhir: number }[] }).data;
      const perAccount = new Map<string, number>();
      for (const r of rows) perAccount.set(r.nomor_akun, (perAccount.get(r.nomor_akun) ?? 0) + r.saldo_akhir);
      const closing = new Map([...perAccount].filter(([, v]) => v !== 0));
      expect(new Map([...sums].filter(([, v]) => v !== 0))).toEqual(closing);
      if (existsSync('/usr/bin/hledger')) execFileSync('/usr/bin/hledger', ['-f', file, 'check', 'accounts', 'commodities']);
    });
  } finally {
    const t2 = await apiLogin(request, 'ADMIN');
    await request.put('/api/para-akun-transaksi/PENJUALAN/CASH', { headers: bearer(t2), data: { detail_akun: before.detail_akun.map(({ kode_akun, jenis_akun, nomor_akun }) => ({ kode_akun, jenis_akun, nomor_akun })) } });
    await logoutToken(request, t2);
  }
});
