import { bearer, expect, apiLogin, login, test } from './support/fixtures';

/**
 * The supervisor's phone: SPVBDG keeps /authenticator open on a phone-sized screen; a cashier's
 * approval request (the dialog's QR request, made here through the API) appears live, is approved
 * with one tap, leaves the list, and is in the approvals log as approved by SPVBDG.
 */
test('SPVBDG approves a cashier request live on the authenticator', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'SPVBDG');
  const ownerToken = await apiLogin(request, 'OWNER');
  await page.goto('/authenticator');
  await expect(page).toHaveTitle('shop | AUTHENTICATOR');
  await expect(page.getByTestId('authenticator')).toBeVisible();

  const kasir = await apiLogin(request, 'KASIRBDG');
  const keystore = `E2E${Date.now().toString(36).toUpperCase()}`.padEnd(12, 'X').slice(0, 12);
  const generated = await request.post('/api/otorisasi-qr/generate', {
    headers: bearer(kasir),
    data: { client: 'BDG', keystore, client_notes: 'Ubah harga cincin', status: 'OPEN', event: '-', input_by: 'KASIRBDG', input_date: new Date().toISOString(), operasi: 'UBAH_HARGA', nilai: 1250000, deskripsi: 'Cincin 1.300.000 menjadi 1.250.000' },
  });
  expect(generated.status(), await generated.text()).toBe(200);

  // arrives through the socket (otorisasi-request), no reload
  const card = page.getByTestId(`request-${keystore}`);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Ubah Harga');
  await expect(card).toContainText('KASIRBDG');
  await expect(card).toContainText('1.250.000');
  await page.getByTestId(`approve-${keystore}`).click();
  await expect(page.getByText('Otorisasi Berhasil').first()).toBeVisible();
  await expect(card).toBeHidden();

  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const log = await request.get(`/api/otorisasi/log?tgl_awal=${today}&tgl_akhir=${today}`, { headers: { ...bearer(ownerToken), 'x-kode-toko': 'BDG' } });
  expect(log.status()).toBe(200);
  const rows = ((await log.json()) as { data: { keystore?: string; id: string; status: string; approved_by: string; metode: string; requested_by: string }[] }).data;
  const id = ((await generated.json()) as { data: { id: string } }).data.id;
  expect(rows.find((r) => r.id === id)).toMatchObject({ status: 'APPROVED', approved_by: 'SPVBDG', metode: 'QR', requested_by: 'KASIRBDG' });
});
