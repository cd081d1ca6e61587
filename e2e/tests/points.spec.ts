import { apiLogin, bearer, expect, login, logoutToken, test } from './support/fixtures';
import { stockFor } from './support/counter';
import { uniqueSuffix } from './support/stock';

/**
 * Members' points end to end (issue 32): a member buys at BDG, the receipt shows the points the rule gives and the
 * balance; the owner reads them on Lihat Transaksi Member; the sale is cancelled and the balance is back where it was;
 * the owner runs the points reset from its screen. The member is registered through POST /api/member/create by the
 * cashier of BDG, as the counter does.
 */
test('a member earns points on a sale, sees them on the receipt and the history, loses them on cancel; the owner runs the reset', async ({ page, request }) => {
  const { items } = await stockFor(request, ['5.000', '4.000']);
  const suffix = uniqueSuffix();
  const noHp = `62819${String(Date.now()).slice(-8)}`;

  // KASIRBDG registers the member, then sells both pieces to them; the demo rule: every Rp 1.000.000 of a line earns 1 point
  const kasir = await apiLogin(request, 'KASIRBDG');
  const created = await request.post('/api/member/create', { headers: bearer(kasir), data: { nama_member: 'MEMBER E2E', no_hp: `0${noHp.slice(2)}` } });
  expect(created.status(), await created.text()).toBe(200);
  const kodeMember = ((await created.json()) as { data: { kode_member: string; no_hp: string } }).data.kode_member;
  expect(kodeMember).toMatch(/^MBDG\d{5}$/);
  const detail = [];
  for (const it of items) {
    const q = await request.get(`/api/penjualan/barang/${it.kode_barcode}`, { headers: bearer(kasir) });
    expect(q.status(), await q.text()).toBe(200);
    detail.push({ kode_barcode: it.kode_barcode, harga: ((await q.json()) as { data: { harga_hitung: number } }).data.harga_hitung });
  }
  const total = detail.reduce((s, l) => s + l.harga, 0);
  const expected = detail.reduce((s, l) => s + Math.floor(l.harga / 1_000_000), 0);
  expect(expected).toBeGreaterThan(0);
  const sale = await request.post('/api/penjualan', {
    headers: bearer(kasir),
    data: { idempotency_key: `e2e-poin-${suffix}`, kode_sales: 'S01', nama_customer: 'MEMBER E2E', no_hp: noHp, kode_member: kodeMember, detail, pembayaran: [{ jenis: 'CASH', jumlah_rp: total }] },
  });
  expect(sale.status(), await sale.text()).toBe(200);
  const receipt = ((await sale.json()) as { data: { no_faktur_group: string; poin: { didapat: number; saldo: number } } }).data;
  expect(receipt.poin).toMatchObject({ didapat: expected, saldo: expected });
  const read = await request.get(`/api/penjualan/${receipt.no_faktur_group}`, { headers: bearer(kasir) });
  if (read.status() === 200) expect(((await read.json()) as { data: { poin: unknown } }).data.poin).toMatchObject({ didapat: expected, saldo: expected });

  // the owner finds the member by phone: the earning rows and the balance
  await login(page, 'OWNER');
  await page.goto('/lihat-transaksi-member');
  await expect(page).toHaveTitle('shop | LIHAT TRANSAKSI MEMBER');
  await page.getByTestId('poin-cari').fill(`0${noHp.slice(2)}`);
  await page.getByTestId('poin-cari-submit').click();
  await expect(page.getByTestId('poin-saldo')).toHaveText(String(expected));
  await expect(page.getByTestId('poin-rows')).toContainText(receipt.no_faktur_group);

  // the sale is cancelled (with the supervisor's approval): the points go back, the balance is 0 again
  const approval = await request.post('/api/otorisasi', { headers: bearer(kasir), data: { operasi: 'BATAL_PENJUALAN', user_id: 'SPVBDG', password: 'demo123', deskripsi: 'e2e' } });
  expect(approval.status(), await approval.text()).toBe(200);
  const id = ((await approval.json()) as { data: { id: string } }).data.id;
  const cancel = await request.post('/api/penjualan/batal', { headers: bearer(kasir), data: { no_faktur_group: receipt.no_faktur_group, alasan: 'retur', otorisasi: [id] } });
  expect(cancel.status(), await cancel.text()).toBe(200);
  await logoutToken(request, kasir);
  await page.reload();
  await page.getByTestId('poin-cari').fill(kodeMember);
  await page.getByTestId('poin-cari-submit').click();
  await expect(page.getByTestId('poin-saldo')).toHaveText('0');
  await expect(page.getByTestId('poin-rows')).toContainText('BATAL PENJUALAN');

  // the owner runs the reset from its screen: once per business date
  await page.goto('/parameter-reset-poin-member');
  await expect(page).toHaveTitle('shop | PARAMETER RESET POIN MEMBER');
  await page.getByTestId('reset-run').click();
  // it asks first, naming the business date the run expires on
  await expect(page.getByRole('dialog')).toContainText(/\d{4}-\d{2}-\d{2}/);
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('reset-result')).toContainText('Reset');
  await expect(page.getByTestId('reset-last-run')).toContainText(/\d{4}-\d{2}-\d{2}/);
});
