import { expect } from 'vitest';

/**
 * Customers for the promo tests: real sales through the API (one GRAM item each), as a counter makes them,
 * so the broadcast reads the customers from the store's receipts (with a birth date when `lahir` is given).
 */
export async function sellToCustomers(base: string, token: string, kodeToko: string, customers: readonly { nama: string; hp: string; lahir?: string }[]): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'x-kode-toko': kodeToko, 'content-type': 'application/json' };
  const page = await fetch(`${base}/api/barang?status=READY&jenis_harga=GRAM&limit=${customers.length + 10}&page=1`, { headers });
  expect(page.status).toBe(200);
  const codes = ((await page.json()) as { data: { barang: { kode_barcode: string }[] } }).data.barang.map((b) => b.kode_barcode);
  if (codes.length < customers.length) {
    // a store with little stock (head office): a tray of items made through the API first
    const tray = `PR${Date.now().toString(36).toUpperCase().slice(-6)}`;
    const baki = await fetch(`${base}/api/baki/create`, { method: 'POST', headers, body: JSON.stringify({ kode_baki: tray, nama_baki: `BAKI PROMO ${tray}`, kode_gudang: 'UTAMA', berat_baki: 200 }) });
    expect(baki.status, await baki.text()).toBe(200);
    for (let n = 0; n < customers.length; n++) {
      const item = await fetch(`${base}/api/barang`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ kode_group: 'P17', kode_dept: 'CC', kode_gudang: 'UTAMA', kode_baki: tray, nama_barang: `CINCIN PROMO ${tray} ${n + 1}`, berat: '2.000', kadar: 70, ongkos: 50000 }),
      });
      const text = await item.text();
      expect(item.status, text).toBe(200);
      codes.push((JSON.parse(text) as { data: { kode_barcode: string } }).data.kode_barcode);
    }
  }
  const sales = (await (await fetch(`${base}/api/sales/get/all`, { headers })).json()) as { data: { kode_sales: string }[] };
  const kodeSales = sales.data[0]!.kode_sales;
  let i = 0;
  for (const c of customers) {
    let done = false;
    while (!done) {
      const code = codes[i++];
      expect(code, 'enough READY items').toBeDefined();
      const quote = await fetch(`${base}/api/penjualan/barang/${code}`, { headers });
      if (quote.status !== 200) continue;
      const harga = ((await quote.json()) as { data: { harga_hitung: number } }).data.harga_hitung;
      const sale = await fetch(`${base}/api/penjualan`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          idempotency_key: `promo-${kodeToko}-${Date.now()}-${i}-${Math.random().toString(36).slice(2)}`,
          kode_sales: kodeSales,
          nama_customer: c.nama,
          no_hp: c.hp,
          ...(c.lahir ? { tgl_lahir: c.lahir } : {}),
          detail: [{ kode_barcode: code, harga }],
          pembayaran: [{ jenis: 'CASH', jumlah_rp: harga }],
        }),
      });
      if (sale.status === 200) done = true;
      else expect.soft(sale.status, await sale.text()).toBe(200);
    }
  }
}
