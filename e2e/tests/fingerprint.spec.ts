import type { Browser, CDPSession, Page } from '@playwright/test';
import { pickSales, scanAtCounter, stockFor } from './support/counter';
import { apiLogin, bearer, expect, login, logoutToken, test } from './support/fixtures';
import { expectToast, socketJoined } from './support/ui';

/**
 * Fingerprint approval (issue 19; spec 000 §3, §4, §7, §8) in Chromium with a virtual WebAuthn
 * authenticator standing for a fingerprint sensor (platform, internal, user verified). SPVBDG enrols
 * the sensor of the phone he carries on the authenticator screen; at the counter KASIRBDG changes a
 * price, switches the authorization dialog to fingerprint mode, and SPVBDG's finger approves it.
 *
 * WebAuthn refuses an IP address as relying party id, so these pages open the app as localhost.
 */

type Sensor = { cdp: CDPSession; authenticatorId: string };

/** A fingerprint sensor on this page (CDP WebAuthn domain). */
async function addSensor(page: Page): Promise<Sensor> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function localhostPage(browser: Browser, baseURL: string, viewport = { width: 1366, height: 768 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL.replace('127.0.0.1', 'localhost'), viewport, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  return context.newPage();
}

test('SPVBDG enrols a fingerprint and approves KASIRBDG’s price change with it', async ({ browser, request, baseURL }) => {
  test.setTimeout(150_000);
  const { items } = await stockFor(request, ['2.000']);
  const item = items[0]!;
  const spvApi = await apiLogin(request, 'SPVBDG');
  const quoted = await request.get(`/api/penjualan/barang/${item.kode_barcode}`, { headers: bearer(spvApi) });
  expect(quoted.status(), await quoted.text()).toBe(200);
  const { harga_hitung, floor } = ((await quoted.json()) as { data: { harga_hitung: number; floor: number } }).data;
  const harga = harga_hitung - 10_000;
  expect(harga).toBeGreaterThanOrEqual(floor);
  await logoutToken(request, spvApi);

  // SPVBDG, on his phone, enrols its fingerprint sensor
  const phone = await localhostPage(browser, baseURL!, { width: 390, height: 844 });
  const phoneSensor = await addSensor(phone);
  await login(phone, 'SPVBDG');
  await phone.goto('/authenticator');
  const enrolment = phone.getByTestId('fingerprint-enrolment');
  await expect(enrolment).toBeVisible({ timeout: 30_000 });
  await expect(enrolment.getByTestId('fingerprint-none')).toBeVisible();
  await enrolment.getByTestId('fingerprint-enrol').click();
  await expectToast(phone, 'Fingerprint Berhasil Didaftarkan');
  await expect(enrolment.getByTestId('fingerprint-credential')).toHaveCount(1);
  const { credentials } = await phoneSensor.cdp.send('WebAuthn.getCredentials', { authenticatorId: phoneSensor.authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.rpId).toBe('localhost');

  // at the counter the browser reaches the same finger (the phone's credential answers the counter's request)
  const page = await localhostPage(browser, baseURL!);
  const counterSensor = await addSensor(page);
  await counterSensor.cdp.send('WebAuthn.addCredential', { authenticatorId: counterSensor.authenticatorId, credential: credentials[0]! });

  const joined = socketJoined(page);
  await login(page, 'KASIRBDG');
  await joined;
  await page.goto('/transaksi-penjualan');
  await scanAtCounter(page, item.kode_barcode);
  const price = page.getByRole('textbox', { name: `Harga ${item.kode_barcode}` });
  await expect(price).toBeVisible();
  await price.fill(String(harga));
  await expect(page.getByText(/Harga diubah/)).toBeVisible();
  await pickSales(page);
  await page.getByTestId('payment-jumlah-0').fill(String(harga));
  await page.getByTestId('counter-save').click();

  await expect(page.getByText('Otorisasi Supervisor')).toBeVisible();
  await expect(page.getByTestId('authorization-operasi')).toContainText('Ubah Harga');
  await page.getByTestId('authorization-fingerprint-toggle').check({ force: true });
  await expect(page.getByTestId('fingerprint-approval')).toBeVisible();

  // an unknown user id: the lookup fails
  await page.getByTestId('fingerprint-user-id').fill('TIDAKADA');
  await page.getByTestId('fingerprint-scan').click();
  await expect(page.getByTestId('fingerprint-status')).toHaveText('Username Tidak Tidak Terdaftar');

  // a finger the sensor does not verify: try again
  await counterSensor.cdp.send('WebAuthn.setUserVerified', { authenticatorId: counterSensor.authenticatorId, isUserVerified: false });
  await page.getByTestId('fingerprint-user-id').fill('SPVBDG');
  await page.getByTestId('fingerprint-scan').click();
  await expect(page.getByTestId('fingerprint-status')).toHaveText('Silahkan Coba Lagi');
  await expect(page.getByTestId('fingerprint-approval')).toBeVisible();

  // SPVBDG's finger: scanned, verified by the server, the sale is saved at the approved price
  await counterSensor.cdp.send('WebAuthn.setUserVerified', { authenticatorId: counterSensor.authenticatorId, isUserVerified: true });
  await page.getByTestId('fingerprint-scan').click();
  await expectToast(page, 'Penjualan Berhasil Disimpan');
  const modal = page.getByRole('dialog', { name: /^Detail / });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(harga.toLocaleString('en-US'));
  await modal.getByRole('button', { name: 'Tutup' }).click();

  // recorded like the other approvals: how FINGERPRINT, approved by SPVBDG, used by the sale
  const owner = await apiLogin(request, 'OWNER');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const log = await request.get(`/api/otorisasi/log?tgl_awal=${today}&tgl_akhir=${today}`, { headers: { ...bearer(owner), 'x-kode-toko': 'BDG' } });
  expect(log.status()).toBe(200);
  const rows = ((await log.json()) as { data: { metode: string; approved_by: string; requested_by: string; operasi: string; no_dokumen: string | null }[] }).data;
  expect(rows.filter((r) => r.metode === 'FINGERPRINT')).toEqual([
    expect.objectContaining({ operasi: 'UBAH_HARGA', approved_by: 'SPVBDG', requested_by: 'KASIRBDG', no_dokumen: expect.stringMatching(/\S/) }),
  ]);
  await phone.context().close();
  await page.context().close();
});
