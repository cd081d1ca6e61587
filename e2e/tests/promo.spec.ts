import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import { createItems, createTray, uniqueSuffix } from './support/stock';
import { apiLogin, bearer, expect, login, logoutToken, test } from './support/fixtures';
import { expectToast, jakartaDate, socketJoined } from './support/ui';

/**
 * Issue 23 in Chromium: OWNER sets the store's WhatsApp gateway (a stand-in this spec starts), writes a promo
 * with a ':' placeholder in the editor for today, saves it with 'Simpan Promo', watches the blocking progress
 * dialog until every customer of the store's receipts has got one message with his name filled in.
 */
type Received = { receiver: string; message: string; type: string };

async function standInGateway() {
  const received: Received[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Received;
    received.push({ receiver: body.receiver, message: body.message, type: body.type });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}/api/`, received, close: () => new Promise((r) => server.close(r)) };
}

test('OWNER writes a promo with a name placeholder for today and sees it go out to every customer once', async ({ page, request }) => {
  test.setTimeout(180_000);
  const gateway = await standInGateway();
  try {
    // customers of head office's receipts: three sales, two with the same phone written differently
    const token = await apiLogin(request, 'OWNER');
    const tray = `P${uniqueSuffix()}`;
    await createTray(request, token, tray);
    const items = await createItems(request, token, { kode_baki: tray }, ['2.000', '2.000', '2.000']);
    const sales = (await (await request.get('/api/sales/get/all', { headers: bearer(token) })).json()) as { data: { kode_sales: string }[] };
    const customers = [
      { nama_customer: 'Rina Wati', no_hp: '0812 7000 0001' },
      { nama_customer: 'Budi', no_hp: '081270000002' },
      { nama_customer: 'Budi Santoso', no_hp: '+62 812-7000-0002' },
    ];
    for (const [i, c] of customers.entries()) {
      const quote = await request.get(`/api/penjualan/barang/${items[i]!.kode_barcode}`, { headers: bearer(token) });
      expect(quote.status(), await quote.text()).toBe(200);
      const harga = ((await quote.json()) as { data: { harga_hitung: number } }).data.harga_hitung;
      const sale = await request.post('/api/penjualan', {
        headers: bearer(token),
        data: { idempotency_key: `e2e-promo-${uniqueSuffix()}-${i}`, kode_sales: sales.data[0]!.kode_sales, ...c, detail: [{ kode_barcode: items[i]!.kode_barcode, harga }], pembayaran: [{ jenis: 'CASH', jumlah_rp: harga }] },
      });
      expect(sale.status(), await sale.text()).toBe(200);
    }
    // the demo chain comes with the WhatsApp stand-in: this store starts without a gateway here
    const none = await request.put('/api/whatsapp-setting', { headers: bearer(token), data: { base_url: '' } });
    expect(none.status(), await none.text()).toBe(200);
    await logoutToken(request, token);

    const joined = socketJoined(page);
    await login(page, 'OWNER');
    await joined;

    // no gateway yet: the promo screen says so
    await page.goto('/send-promo-to-customer');
    await expect(page).toHaveTitle('shop | JADWAL NOTIFIKASI PROMO KE CUSTOMER');
    await expect(page.getByTestId('promo-no-gateway')).toBeVisible();

    // the gateway of the store, then a test message
    await page.goto('/whatsapp-setting');
    await expect(page).toHaveTitle('shop | WHATSAPP SETTING');
    await page.getByTestId('whatsapp-base-url').fill(gateway.url);
    await page.getByTestId('whatsapp-save').click();
    await expectToast(page, 'Setting WhatsApp berhasil disimpan');
    await expect(page.getByTestId('whatsapp-source')).toHaveText('Setting toko ini');
    await page.getByTestId('whatsapp-test-receiver').fill('081270009999');
    await page.getByTestId('whatsapp-test').click();
    await expectToast(page, 'Pesan uji berhasil dikirim');
    await expect.poll(() => gateway.received.map((m) => m.receiver)).toEqual(['6281270009999']);
    gateway.received.length = 0;

    await page.goto('/send-promo-to-customer');
    await expect(page.getByTestId('promo-no-gateway')).toBeHidden();
    await expect(page.getByTestId('promo-tgl-kirim')).toHaveValue(jakartaDate().text);
    // the default promo text (spec 000 §9) is there to start from
    await expect(page.getByTestId('promo-preview-text')).toContainText('50%');

    const editor = page.getByTestId('promo-editor');
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type('Halo ');
    await page.keyboard.type(':');
    const option = page.locator('.cm-tooltip-autocomplete li').filter({ hasText: ':nama_customer' });
    await expect(option).toBeVisible();
    await expect(page.locator('.cm-tooltip-autocomplete li')).toHaveCount(3);
    await option.click();
    await page.keyboard.type(', diskon ongkos 50% hari ini!');
    await expect(editor).toContainText('Halo {nama_customer}, diskon ongkos 50% hari ini!');
    await expect(page.getByTestId('promo-preview-text')).toHaveText('Halo BUDI SANTOSO, diskon ongkos 50% hari ini!');

    // Ctrl+S saves; the blocking dialog shows the broadcast until it is done
    await page.keyboard.press('Control+s');
    await expectToast(page, 'Promo berhasil disimpan');
    await expect(page.getByTestId('progress-dialog')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('progress-dialog')).toContainText('Mengirim promo WhatsApp ke customer');
    await expect(page.getByTestId('progress-dialog')).toBeHidden({ timeout: 60_000 });
    await expect(page.getByTestId('promo-status')).toContainText('Selesai Dikirim', { timeout: 15_000 });
    // other specs of the run may have head-office customers too: every one of them once, ours with their names
    const sent = gateway.received.length;
    await expect(page.getByTestId('promo-status')).toContainText(`Terkirim ${sent}, gagal 0, sisa 0 dari ${sent} customer`);
    const byReceiver = Object.fromEntries(gateway.received.map((m) => [m.receiver, m.message]));
    expect(new Set(gateway.received.map((m) => m.receiver)).size).toBe(sent);
    expect(byReceiver).toMatchObject({
      '6281270000001': 'Halo RINA WATI, diskon ongkos 50% hari ini!',
      '6281270000002': 'Halo BUDI SANTOSO, diskon ongkos 50% hari ini!',
    });
    await expect(page.getByTestId('promo-recipients')).toContainText('6281270000001');
  } finally {
    await gateway.close();
  }
});
