import { approvalRequiredMessage, parseWeightToMg, priceBuyBackLine, PURCHASE_MESSAGES, SALES_MESSAGES } from '@emas/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstOf, itemOf, kasOf, newKey, readyItems } from '../../../test/sales-helpers';
import { presentStock, saldoClosing } from '../../../test/stock-balance';
import { fundStore } from '../../../test/cash-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let kasir: Record<string, string>;
let spv: Record<string, string>;
let owner: Record<string, string>;
let kodeSales: string;
let rekening: string;
let skip = 0;

const SCREENS = {
  penjualan: ['transaksi-penjualan', 'lihat-penjualan', 'batal-penjualan'],
  pembelian: ['transaksi-pembelian', 'lihat-pembelian', 'batal-pembelian', 'hancur-pembelian'],
  validasi: ['validasi-jual-beli'],
};

async function setTree(userId: string, groups: Record<string, string[]>) {
  const tree = Object.entries(groups).map(([key, keys]) => ({ key, is_show: true, children: keys.map((k) => ({ key: k, is_show: true, children: [] })) }));
  await t.db.updateTable('users').set({ akses: JSON.stringify(tree) }).where('user_id', '=', userId).execute();
}

beforeAll(async () => {
  t = await createTestApp();
  await fundStore(t);
  await setTree('KASIRBDG', { penjualan: SCREENS.penjualan, pembelian: SCREENS.pembelian });
  await setTree('SPVBDG', SCREENS);
  kasir = t.bearer(await t.login('KASIRBDG'));
  spv = t.bearer(await t.login('SPVBDG'));
  owner = { ...t.bearer(await t.login('OWNER')), 'x-kode-toko': 'BDG' };
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
  rekening = (await firstOf(t, 'rekening')).no_rekening as string;
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const mg = (w: string | number) => parseWeightToMg(w)!;

async function take(n: number) {
  const rows = await readyItems(t, n, { skip });
  skip += n;
  return rows;
}

async function approve(operasi: string) {
  const res = await call('POST', '/api/otorisasi', kasir, { operasi, user_id: 'SPVBDG', password: 'demo123', deskripsi: 'uji' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

/** Sells items at their computed price for cash; answers the receipt. */
async function sell(codes: readonly string[]) {
  const detail = [];
  for (const code of codes) {
    const q = await call('GET', `/api/penjualan/barang/${code}`, kasir);
    expect(q.statusCode, q.body).toBe(200);
    detail.push({ kode_barcode: code, harga: q.json().data.harga_hitung as number });
  }
  const total = detail.reduce((s, l) => s + l.harga, 0);
  const res = await call('POST', '/api/penjualan', kasir, { idempotency_key: newKey(), kode_sales: kodeSales, detail, pembayaran: [{ jenis: 'CASH', jumlah_rp: total }] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { no_faktur_group: string; detail: { no_faktur_jual: string; kode_barcode: string; berat: string; harga: number; kode_group: string }[] };
}

const outside = (patch: Record<string, unknown> = {}) => ({ nama_barang: 'GELANG LUAR TOKO', kode_group: 'P17', kode_dept: 'GL', berat: '5.000', kode_kondisi: 'RUSAK', ...patch });

async function buy(detail: object[], extra: Record<string, unknown> = {}) {
  return call('POST', '/api/pembelian', kasir, { idempotency_key: newKey(), kode_sales: kodeSales, nama_customer: 'Siti Aminah', no_hp: '0813-1111-2222', detail, ...extra });
}

async function count(table: 'pembelian' | 'pembelian_detail' | 'kas_mutasi' | 'stock_mutasi' | 'barang' | 'penjualan') {
  return Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}
const snapshot = async () => Promise.all((['pembelian', 'pembelian_detail', 'kas_mutasi', 'stock_mutasi', 'barang', 'penjualan'] as const).map(count));

async function groupBuyPrice(kodeGroup: string) {
  const toko = await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow();
  const row = await t.db
    .selectFrom('harga_emas')
    .select('harga_beli')
    .where('kode_toko', '=', 'BDG')
    .where('kode_group', '=', kodeGroup)
    .where('tgl_berlaku', '<=', toko.tgl_system)
    .orderBy('tgl_berlaku', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return Number(row.harga_beli);
}

describe('buying back from the shop\'s own receipt', () => {
  it('finds the sold line by barcode, buys it into the BELI warehouse, pays cash out, and refuses it twice', async () => {
    const [item] = await take(1);
    const sale = await sell([item!.kode_barcode]);
    const line = sale.detail[0]!;

    const found = await call('GET', `/api/pembelian/nota/${item!.kode_barcode}`, kasir);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toEqual([expect.objectContaining({ no_faktur_jual: line.no_faktur_jual, no_faktur_group: sale.no_faktur_group, berat_nota: line.berat, harga_nota: line.harga, dibeli: null })]);

    const over = await buy([{ no_faktur_jual: line.no_faktur_jual, berat: (mg(line.berat) + 1) / 1000, kode_kondisi: 'NORMAL' }]);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(PURCHASE_MESSAGES.weightOverNota);

    const res = await buy([{ no_faktur_jual: line.no_faktur_jual, berat: line.berat, kode_kondisi: 'NORMAL' }]);
    expect(res.statusCode, res.body).toBe(200);
    const receipt = res.json().data;
    expect(res.json().message).toBe(PURCHASE_MESSAGES.purchaseSaved);
    const hargaPerGram = await groupBuyPrice(line.kode_group);
    const expected = priceBuyBackLine({ beratMg: mg(line.berat), ladder: null, hargaPerGram, kondisi: { persen: 0, rpPerGram: 0 }, nota: { beratNotaMg: mg(line.berat) }, rugiNota: { persen: 500, rpPerGram: 0 }, unit: 500, down: false });
    if ('error' in expected) throw new Error(expected.error);
    expect(receipt.detail[0]).toMatchObject({ no_faktur_jual: line.no_faktur_jual, harga_emas: hargaPerGram, potongan_rugi: 0, rugi_nota_berlaku: false, harga_hitung: expected.price.hargaHitung, harga: expected.price.hargaHitung, tujuan: 'STOCK', kode_gudang: 'BELI' });
    expect(receipt.total_harga).toBe(expected.price.hargaHitung);

    const bought = await itemOf(t, receipt.detail[0].kode_barcode);
    expect(bought).toMatchObject({ status: 'READY', kode_gudang: 'BELI', berat: line.berat, kode_intern: line.no_faktur_jual });
    const ledger = await t.db.selectFrom('stock_mutasi').selectAll().where('kode_barcode', '=', bought.kode_barcode).execute();
    expect(ledger).toEqual([expect.objectContaining({ jenis: 'BELI', no_ref: receipt.no_faktur_group, ke_gudang: 'BELI', berat: line.berat })]);
    expect(await kasOf(t, receipt.no_faktur_group)).toEqual([expect.objectContaining({ kategori: 'PEMBELIAN', jenis: 'CASH', jumlah_in: 0, jumlah_out: receipt.total_harga })]);

    const before = await snapshot();
    const again = await buy([{ no_faktur_jual: line.no_faktur_jual, berat: line.berat, kode_kondisi: 'NORMAL' }]);
    expect(again.statusCode).toBe(400);
    // the refusal names the buy-back receipt (FB-...) the cashier can look up, not its line number (BL-...)
    expect(receipt.no_faktur_group).toMatch(/^FB-BDG-/);
    expect(again.json().message).toBe(PURCHASE_MESSAGES.alreadyBought(line.no_faktur_jual, receipt.no_faktur_group));
    expect(again.json().message).not.toContain(receipt.detail[0].no_faktur_beli);
    expect(await snapshot()).toEqual(before);
    expect((await call('GET', `/api/pembelian/nota/${sale.no_faktur_group}`, kasir)).json().data[0].dibeli).toBe(receipt.no_faktur_group);

    // the sale of a line bought back cannot be cancelled: the piece is the shop's again
    const cancel = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: sale.no_faktur_group, alasan: 'retur', otorisasi: [await approve('BATAL_PENJUALAN')] });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json().message).toBe(SALES_MESSAGES.cancelBoughtBack(line.no_faktur_jual, receipt.no_faktur_group));
    expect(await snapshot()).toEqual(before);
    expect((await itemOf(t, item!.kode_barcode)).status).toBe('TERJUAL');
  });

  it('two counters buying the same line at once: one receipt, the other refused', async () => {
    const [item] = await take(1);
    const line = (await sell([item!.kode_barcode])).detail[0]!;
    const detail = [{ no_faktur_jual: line.no_faktur_jual, berat: line.berat, kode_kondisi: 'NORMAL' }];
    const [a, b] = await Promise.all([buy(detail), buy(detail)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const rows = await t.db.selectFrom('pembelian_detail').select('no_faktur_beli').where('no_faktur_jual', '=', line.no_faktur_jual).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('buying an outside item', () => {
  it('deducts the condition and the loss-on-receipt, rounds to 500, and needs approval to pay more', async () => {
    const hargaPerGram = await groupBuyPrice('P17');
    const quote = await call('POST', '/api/pembelian/hitung', kasir, { detail: [outside()] });
    expect(quote.statusCode, quote.body).toBe(200);
    const q = quote.json().data.detail[0];
    // RUSAK: 25,000 per gram; P17 loss-on-receipt 5 % (seed), without the shop's receipt
    const expected = priceBuyBackLine({ beratMg: 5000, ladder: null, hargaPerGram, kondisi: { persen: 0, rpPerGram: 25_000 }, nota: null, rugiNota: { persen: 500, rpPerGram: 0 }, unit: 500, down: false });
    if ('error' in expected) throw new Error(expected.error);
    expect(q).toMatchObject({ nilai_emas: 5 * hargaPerGram, potongan_kondisi: 125_000, potongan_rugi: expected.price.potonganRugiNota, rugi_nota_berlaku: true, harga_hitung: expected.price.hargaHitung });
    expect(q.harga_hitung % 500).toBe(0);

    const before = await snapshot();
    const more = await buy([outside({ harga: q.harga_hitung + 100_000 })]);
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toBe(approvalRequiredMessage(['HARGA_BELI_LEBIH']));
    expect(await snapshot()).toEqual(before);

    const id = await approve('HARGA_BELI_LEBIH');
    const ok = await buy([outside({ harga: q.harga_hitung + 100_000 })], { otorisasi: [id], pembayaran: { jenis: 'TRANSFER', no_rekening: rekening } });
    expect(ok.statusCode, ok.body).toBe(200);
    const r = ok.json().data;
    expect(r).toMatchObject({ jenis_bayar: 'TRANSFER', no_rekening: rekening, total_hitung: q.harga_hitung, total_harga: q.harga_hitung + 100_000, otorisasi: [expect.objectContaining({ operasi: 'HARGA_BELI_LEBIH', approved_by: 'SPVBDG' })] });
    expect(await kasOf(t, r.no_faktur_group)).toEqual([expect.objectContaining({ kategori: 'PEMBELIAN', jenis: 'BANK', no_rekening: rekening, jumlah_out: q.harga_hitung + 100_000 })]);
  });

  it('refuses bad lines with their messages and writes nothing', async () => {
    const before = await snapshot();
    const cases: [object, string][] = [
      [outside({ nama_barang: '' }), PURCHASE_MESSAGES.namaRequired],
      [outside({ kode_kondisi: 'ZZZ' }), PURCHASE_MESSAGES.kondisiUnknown],
      [outside({ kode_group: 'ZZZ' }), PURCHASE_MESSAGES.groupUnknown],
      [outside({ kode_harga: '9999' }), PURCHASE_MESSAGES.kodeHargaUnknown],
      [outside({ kode_baki: 'B01' }), PURCHASE_MESSAGES.bakiNotBeli],
      [{ no_faktur_jual: 'JL-BDG-000000-999999', berat: '1', kode_kondisi: 'NORMAL' }, PURCHASE_MESSAGES.notaNotFound],
    ];
    for (const [line, message] of cases) {
      const res = await buy([line]);
      expect(res.statusCode, JSON.stringify(line)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const transfer = await buy([outside()], { pembayaran: { jenis: 'TRANSFER' } });
    expect(transfer.json().message).toBe(SALES_MESSAGES.rekeningRequired);
    expect(await snapshot()).toEqual(before);
  });

  it('prices by a buying-price code, and a repeated key answers the first receipt', async () => {
    const key = newKey();
    const body = { idempotency_key: key, kode_sales: kodeSales, detail: [outside({ kode_kondisi: 'NORMAL', kode_harga: '2304', berat: '2.000', tujuan: 'HANCUR' })] };
    const first = await call('POST', '/api/pembelian', kasir, body);
    expect(first.statusCode, first.body).toBe(200);
    const second = await call('POST', '/api/pembelian', kasir, body);
    expect(second.json().data.no_faktur_group).toBe(first.json().data.no_faktur_group);
    // 2 g x 900,000 less the group's 5 % loss (no receipt): 1,710,000
    expect(first.json().data.detail[0]).toMatchObject({ harga_emas: 900_000, harga_hitung: 1_710_000, tujuan: 'HANCUR' });
  });
});

describe('the weight ladder of the store', () => {
  it('is set on the system settings (a bad ladder refused) and cuts the weight paid for', async () => {
    const bdg = owner;
    const bad = await call('PUT', '/api/para-system', bdg, { params: [{ key: 'TANGGA_BERAT_PEMBELIAN', value: '30,150' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(PURCHASE_MESSAGES.ladderInvalid);
    const ok = await call('PUT', '/api/para-system', bdg, { params: [{ key: 'TANGGA_BERAT_PEMBELIAN', value: '30,50,80' }] });
    expect(ok.statusCode, ok.body).toBe(200);
    try {
      const q = (await call('POST', '/api/pembelian/hitung', kasir, { detail: [outside({ kode_kondisi: 'NORMAL', kode_harga: '2301', berat: '3.079' })] })).json().data.detail[0];
      expect(q).toMatchObject({ berat: '3.079', berat_dipakai: '3.050' });
    } finally {
      await call('PUT', '/api/para-system', bdg, { params: [{ key: 'TANGGA_BERAT_PEMBELIAN', value: '' }] });
    }
  });
});

describe('cancelling a buy-back', () => {
  it('needs approval, returns the stock and the money exactly, and only on its own date', async () => {
    const res = await buy([outside({ kode_kondisi: 'NORMAL', berat: '3.000' }), outside({ nama_barang: 'CINCIN LUAR TOKO', kode_dept: 'CC', berat: '1.500' })]);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data;
    const codes = r.detail.map((l: { kode_barcode: string }) => l.kode_barcode);

    const noApproval = await call('POST', '/api/pembelian/batal', kasir, { no_faktur_group: r.no_faktur_group, alasan: 'salah input' });
    expect(noApproval.statusCode).toBe(400);
    expect(noApproval.json().message).toBe(approvalRequiredMessage(['BATAL_PEMBELIAN']));

    const ok = await call('POST', '/api/pembelian/batal', kasir, { no_faktur_group: r.no_faktur_group, alasan: 'salah input', otorisasi: [await approve('BATAL_PEMBELIAN')] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'BATAL', alasan_batal: 'salah input', detail: [{ status: 'BATAL' }, { status: 'BATAL' }] });
    for (const code of codes) expect((await itemOf(t, code)).status).toBe('BATAL');
    const kas = await kasOf(t, r.no_faktur_group);
    expect(kas.map((k) => k.kategori)).toEqual(['PEMBELIAN', 'BATAL PEMBELIAN']);
    expect(kas.reduce((s, k) => s + Number(k.jumlah_in) - Number(k.jumlah_out), 0)).toBe(0);
    const ledger = await t.db.selectFrom('stock_mutasi').select(['jenis', 'berat']).where('kode_barcode', 'in', codes).orderBy('id').execute();
    expect(ledger.map((l) => l.jenis)).toEqual(['BELI', 'BELI', 'BATAL_BELI', 'BATAL_BELI']);

    const twice = await call('POST', '/api/pembelian/batal', kasir, { no_faktur_group: r.no_faktur_group, alasan: 'x', otorisasi: [await approve('BATAL_PEMBELIAN')] });
    expect(twice.json().message).toBe(PURCHASE_MESSAGES.purchaseAlreadyCancelled);

    const old = (await buy([outside({ kode_kondisi: 'NORMAL' })])).json().data;
    await t.db.updateTable('pembelian').set({ tgl_system: '2020-01-01' }).where('no_faktur_group', '=', old.no_faktur_group).execute();
    const yesterday = await call('POST', '/api/pembelian/batal', kasir, { no_faktur_group: old.no_faktur_group, alasan: 'x', otorisasi: [await approve('BATAL_PEMBELIAN')] });
    expect(yesterday.json().message).toBe(PURCHASE_MESSAGES.yesterdayCancel);
  });

  it('refuses when a bought piece was already sold again', async () => {
    const r = (await buy([outside({ kode_kondisi: 'NORMAL', nama_barang: 'KALUNG DIJUAL LAGI', kode_dept: 'KL' })])).json().data;
    const code = r.detail[0].kode_barcode;
    await sell([code]);
    const before = await snapshot();
    const res = await call('POST', '/api/pembelian/batal', kasir, { no_faktur_group: r.no_faktur_group, alasan: 'x', otorisasi: [await approve('BATAL_PEMBELIAN')] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PURCHASE_MESSAGES.itemGone(code, 'TERJUAL'));
    expect(await snapshot()).toEqual(before);
    // asked without an approval, the answer is the refusal itself: no supervisor is called for nothing
    const unasked = await call('POST', '/api/pembelian/batal', kasir, { no_faktur_group: r.no_faktur_group, alasan: 'x' });
    expect(unasked.statusCode).toBe(400);
    expect(unasked.json().message).toBe(PURCHASE_MESSAGES.itemGone(code, 'TERJUAL'));
  });
});

describe('melting bought pieces', () => {
  it('lists pieces still in the BELI warehouse and melts the chosen ones; other items are refused', async () => {
    const r = (await buy([outside({ kode_kondisi: 'RUSAK', tujuan: 'HANCUR', nama_barang: 'ANTING PATAH' , kode_dept: 'AT', kode_group: 'P16' })])).json().data;
    const code = r.detail[0].kode_barcode;
    const list = await call('GET', '/api/pembelian/hancur', kasir);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toContainEqual(expect.objectContaining({ kode_barcode: code, tujuan: 'HANCUR', no_faktur_group: r.no_faktur_group }));
    const [shelf] = await take(1);
    const refused = await call('POST', '/api/pembelian/hancur', kasir, { kode_barcode: [shelf!.kode_barcode] });
    expect(refused.statusCode).toBe(400);
    const melted = await call('POST', '/api/pembelian/hancur', kasir, { kode_barcode: [code], keterangan: 'lebur bulanan' });
    expect(melted.statusCode, melted.body).toBe(200);
    expect((await itemOf(t, code)).status).toBe('HANCUR');
    expect((await call('GET', '/api/pembelian/hancur', kasir)).json().data.map((c: { kode_barcode: string }) => c.kode_barcode)).not.toContain(code);
  });
});

describe('trade-in (tukar tambah)', () => {
  it('offsets the sale with the buy-back value; the customer pays the rest; only real money is in the ledger', async () => {
    const [item] = await take(1);
    const price = (await call('GET', `/api/penjualan/barang/${item!.kode_barcode}`, kasir)).json().data.harga_hitung as number;
    const beli = [outside({ kode_kondisi: 'NORMAL', berat: '1.000', nama_barang: 'CINCIN TUKAR' , kode_dept: 'CC' })];
    const nilai = (await call('POST', '/api/pembelian/hitung', kasir, { detail: beli })).json().data.total_harga as number;
    expect(nilai).toBeLessThan(price);
    const res = await call('POST', '/api/tukar', kasir, {
      idempotency_key: newKey(),
      kode_sales: kodeSales,
      nama_customer: 'Dewi',
      beli,
      jual: [{ kode_barcode: item!.kode_barcode, harga: price }],
      pembayaran: [{ jenis: 'CASH', jumlah_rp: price - nilai + 5_000 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const sale = res.json().data;
    expect(res.json().message).toBe(PURCHASE_MESSAGES.tukarSaved);
    expect(sale).toMatchObject({ grand_total: price, total_bayar: price + 5_000, kembalian: 5_000, detail: [{ jenis: 'TUKAR' }], tukar: { total: nilai, detail: [expect.objectContaining({ nama_barang: 'CINCIN TUKAR' })] } });
    expect(sale.pembayaran.map((p: { jenis: string; jumlah_rp: number }) => [p.jenis, p.jumlah_rp])).toEqual([
      ['TUKAR', nilai],
      ['CASH', price - nilai + 5_000],
    ]);
    const purchase = await call('GET', `/api/pembelian/${sale.tukar.no_faktur_beli}`, kasir);
    expect(purchase.json().data).toMatchObject({ jenis_bayar: 'TUKAR', no_faktur_tukar: sale.no_faktur_group, total_harga: nilai });
    const kas = await kasOf(t, sale.no_faktur_group);
    expect(kas.reduce((s, k) => s + Number(k.jumlah_in) - Number(k.jumlah_out), 0)).toBe(price - nilai);
    expect(await kasOf(t, sale.tukar.no_faktur_beli)).toEqual([]);

    // cancelling: the whole trade-in, with the sale's approval; a part is refused
    const part = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: sale.no_faktur_group, no_faktur_jual: [], alasan: 'x' });
    expect(part.statusCode).toBe(400);
    const id = await approve('BATAL_PENJUALAN');
    const cancelled = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: sale.no_faktur_group, alasan: 'batal tukar', otorisasi: [id] });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await itemOf(t, item!.kode_barcode)).status).toBe('READY');
    const traded = (await call('GET', `/api/pembelian/${sale.tukar.no_faktur_beli}`, kasir)).json().data;
    expect(traded.status).toBe('BATAL');
    expect((await itemOf(t, traded.detail[0].kode_barcode)).status).toBe('BATAL');
    const after = await kasOf(t, sale.no_faktur_group);
    expect(after.reduce((s, k) => s + Number(k.jumlah_in) - Number(k.jumlah_out), 0)).toBe(0);

    const direct = await call('POST', '/api/pembelian/batal', kasir, { no_faktur_group: traded.no_faktur_group, alasan: 'x' });
    expect(direct.statusCode).toBe(400);
  });

  it('pays the customer the difference in cash when the old gold is worth more', async () => {
    const [item] = await take(1);
    const price = (await call('GET', `/api/penjualan/barang/${item!.kode_barcode}`, kasir)).json().data.harga_hitung as number;
    const beli = [outside({ kode_kondisi: 'NORMAL', berat: '30.000', nama_barang: 'KALUNG TUKAR BESAR', kode_dept: 'KL' })];
    const res = await call('POST', '/api/tukar', kasir, { idempotency_key: newKey(), kode_sales: kodeSales, beli, jual: [{ kode_barcode: item!.kode_barcode, harga: price }] });
    expect(res.statusCode, res.body).toBe(200);
    const sale = res.json().data;
    expect(sale.kembalian).toBe(sale.tukar.total - price);
    expect(await kasOf(t, sale.no_faktur_group)).toEqual([expect.objectContaining({ jenis: 'CASH', jumlah_out: sale.tukar.total - price })]);
  });
});

describe('validation of buy-backs', () => {
  it('lists a day\'s buy-backs for the supervisor and validates them; a cashier may not', async () => {
    const toko = await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow();
    const list = await call('GET', `/api/pembelian/validasi?tanggal=${toko.tgl_system}&valid_by=KASIRBDG`, spv);
    expect(list.statusCode, list.body).toBe(200);
    const nos = list.json().data.map((r: { no_faktur_group: string }) => r.no_faktur_group);
    expect(nos.length).toBeGreaterThan(0);
    expect((await call('POST', '/api/pembelian/validasi', kasir, { no_faktur_group: nos })).statusCode).toBe(403);
    const ok = await call('POST', '/api/pembelian/validasi', spv, { no_faktur_group: nos });
    expect(ok.json()).toMatchObject({ message: PURCHASE_MESSAGES.purchaseValidated, data: { validated: nos.length } });
    const listed = await call('GET', `/api/pembelian?tgl_awal=${toko.tgl_system}&tgl_akhir=${toko.tgl_system}&valid=N&status=AKTIF`, kasir);
    expect(listed.json().data).toEqual([]);
  });
});

describe('the stock ledger after any mix of sales, buy-backs, trade-ins and cancellations', () => {
  it('balances to the items present (property-based sequence over the HTTP API)', async () => {
    type Step = { kind: 'sell' | 'buy' | 'tukar' | 'cancelSale' | 'cancelBuy' | 'melt'; gram: number };
    const step = fc.record({ kind: fc.constantFrom<Step['kind']>('sell', 'buy', 'tukar', 'cancelSale', 'cancelBuy', 'melt'), gram: fc.integer({ min: 1, max: 9_999 }) });
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 6 }), async (steps) => {
        const sales: string[] = [];
        const buys: string[] = [];
        for (const s of steps) {
          const beli = [outside({ kode_kondisi: 'NORMAL', berat: (s.gram / 1000).toFixed(3), nama_barang: `SEQ ${n++}` })];
          if (s.kind === 'sell') sales.push((await sell([(await take(1))[0]!.kode_barcode])).no_faktur_group);
          if (s.kind === 'buy') buys.push((await buy(beli)).json().data.no_faktur_group);
          if (s.kind === 'tukar') {
            const [item] = await take(1);
            const price = (await call('GET', `/api/penjualan/barang/${item!.kode_barcode}`, kasir)).json().data.harga_hitung as number;
            const nilai = (await call('POST', '/api/pembelian/hitung', kasir, { detail: beli })).json().data.total_harga as number;
            const pembayaran = nilai < price ? [{ jenis: 'CASH', jumlah_rp: price - nilai }] : [];
            const res = await call('POST', '/api/tukar', kasir, { idempotency_key: newKey(), kode_sales: kodeSales, beli, jual: [{ kode_barcode: item!.kode_barcode, harga: price }], pembayaran });
            expect(res.statusCode, res.body).toBe(200);
            sales.push(res.json().data.no_faktur_group);
          }
          if (s.kind === 'cancelSale' && sales.length) {
            await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: sales.pop(), alasan: 'seq', otorisasi: [await approve('BATAL_PENJUALAN')] });
          }
          if (s.kind === 'cancelBuy' && buys.length) {
            await call('POST', '/api/pembelian/batal', kasir, { no_faktur_group: buys.pop(), alasan: 'seq', otorisasi: [await approve('BATAL_PEMBELIAN')] });
          }
          if (s.kind === 'melt' && buys.length) {
            const r = (await call('GET', `/api/pembelian/${buys[buys.length - 1]}`, kasir)).json().data;
            if (r.status === 'AKTIF') await call('POST', '/api/pembelian/hancur', kasir, { kode_barcode: r.detail.map((l: { kode_barcode: string }) => l.kode_barcode) });
          }
        }
        expect(await saldoClosing(t, owner)).toEqual(await presentStock(t));
      }),
      { numRuns: 6 },
    );
  });
});
