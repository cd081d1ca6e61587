import { KEMBALIAN_BEBAS, minDpMessage, percentOf, SALES_MESSAGES } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTER_SCREENS, counts, firstOf, itemOf, kasOf, newKey, readyItems, setAkses } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let kasir: Record<string, string>;
let spv: Record<string, string>;
let kodeSales: string;
let rekening: string;
let skip = 0;

beforeAll(async () => {
  t = await createTestApp();
  await setAkses(t, 'KASIRBDG', COUNTER_SCREENS.filter((k) => !k.startsWith('validasi')));
  await setAkses(t, 'SPVBDG', COUNTER_SCREENS);
  kasir = t.bearer(await t.login('KASIRBDG'));
  spv = t.bearer(await t.login('SPVBDG'));
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
  rekening = (await firstOf(t, 'rekening')).no_rekening as string;
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function take(n: number) {
  const rows = await readyItems(t, n, { skip });
  skip += n;
  return rows;
}

async function quote(code: string) {
  const res = await call('GET', `/api/penjualan/barang/${code}`, kasir);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { harga_hitung: number };
}

/** A deposit of one item with `persen` percent down (cash). */
/** Net (debit - credit) per account of the journal rows of a document. */
async function journalNet(noRef: string): Promise<Record<string, number>> {
  const rows = await t.db.selectFrom('jurnal').select(['nomor_akun', 'debet', 'kredit']).where('no_ref', '=', noRef).execute();
  return rows.reduce<Record<string, number>>((m, j) => ({ ...m, [j.nomor_akun]: (m[j.nomor_akun] ?? 0) + Number(j.debet) - Number(j.kredit) }), {});
}

async function deposit(persen = 20, pay: (dp: number) => object = (dp) => ({ jenis: 'CASH', jumlah_rp: dp })) {
  const [item] = await take(1);
  const q = await quote(item!.kode_barcode);
  const dp = Math.ceil((q.harga_hitung * persen) / 100);
  const res = await call('POST', '/api/titip', kasir, {
    idempotency_key: newKey(),
    kode_sales: kodeSales,
    nama_customer: 'dewi lestari',
    no_hp: '081298765432',
    detail: [{ kode_barcode: item!.kode_barcode, harga: q.harga_hitung }],
    pembayaran: [pay(dp)],
  });
  expect(res.statusCode, res.body).toBe(200);
  return { item: item!, harga: q.harga_hitung, dp, titip: res.json().data };
}

describe('layaway deposits (titip)', () => {
  it('a deposit reserves the item: status TITIP, not sellable, the down payment in the cash ledger', async () => {
    const before = await counts(t);
    const { item, harga, dp, titip } = await deposit();
    expect(titip.no_titip).toMatch(/^TT-BDG-\d{6}-\d{6}$/);
    expect(titip).toMatchObject({ status: 'AKTIF', total_harga: harga, dp, sisa: harga - dp, nama_customer: 'DEWI LESTARI' });
    expect((await itemOf(t, item.kode_barcode)).status).toBe('TITIP');
    const after = await counts(t);
    expect([after.titip - before.titip, after.titipDetail - before.titipDetail, after.titipBayar - before.titipBayar, after.kas - before.kas, after.mutasi - before.mutasi]).toEqual([1, 1, 1, 1, 1]);
    expect((await kasOf(t, titip.no_titip)).map((k) => [k.kategori, k.jenis, Number(k.jumlah_in)])).toEqual([['TITIP', 'CASH', dp]]);

    const q = await call('GET', `/api/penjualan/barang/${item.kode_barcode}`, kasir);
    expect(q.statusCode).toBe(400);
    expect(q.json().message).toBe(`Barcode ${item.kode_barcode} tidak dapat dijual karena status TITIP`);
    const sale = await call('POST', '/api/penjualan', kasir, { idempotency_key: newKey(), kode_sales: kodeSales, detail: [{ kode_barcode: item.kode_barcode, harga }], pembayaran: [{ jenis: 'CASH', jumlah_rp: harga }] });
    expect(sale.statusCode).toBe(400);
    expect((await itemOf(t, item.kode_barcode)).status).toBe('TITIP');

    const list = await call('GET', `/api/titip?tgl_awal=${titip.tgl_system}&tgl_akhir=${titip.tgl_system}&status=AKTIF`, kasir);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { no_titip: string }) => r.no_titip)).toContain(titip.no_titip);
  });

  it('refuses a down payment under the minimum or over the total, writing nothing', async () => {
    const [item] = await take(1);
    const q = await quote(item!.kode_barcode);
    const before = await counts(t);
    const min = Math.ceil(q.harga_hitung / 10);
    const low = await call('POST', '/api/titip', kasir, { idempotency_key: newKey(), kode_sales: kodeSales, nama_customer: 'X', detail: [{ kode_barcode: item!.kode_barcode, harga: q.harga_hitung }], pembayaran: [{ jenis: 'CASH', jumlah_rp: min - 1 }] });
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toBe(minDpMessage(10, min));
    const over = await call('POST', '/api/titip', kasir, { idempotency_key: newKey(), kode_sales: kodeSales, nama_customer: 'X', detail: [{ kode_barcode: item!.kode_barcode, harga: q.harga_hitung }], pembayaran: [{ jenis: 'CASH', jumlah_rp: q.harga_hitung + 1 }] });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(SALES_MESSAGES.dpOverTotal);
    const noName = await call('POST', '/api/titip', kasir, { idempotency_key: newKey(), kode_sales: kodeSales, detail: [{ kode_barcode: item!.kode_barcode, harga: q.harga_hitung }], pembayaran: [{ jenis: 'CASH', jumlah_rp: min }] });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Nama Customer Tidak Boleh Kosong');
    expect(await counts(t)).toEqual(before);
    expect((await itemOf(t, item!.kode_barcode)).status).toBe('READY');
  });

  it('paying off turns the layaway into a sale; the down payment is a TITIP payment of the receipt', async () => {
    const { item, harga, dp, titip } = await deposit(25);
    const sisa = harga - dp;
    const payload = { idempotency_key: newKey(), pembayaran: [{ jenis: 'TRANSFER', jumlah_rp: sisa, no_rekening: rekening }] };
    const short = await call('POST', `/api/titip/${titip.no_titip}/lunas`, kasir, { ...payload, idempotency_key: newKey(), pembayaran: [{ jenis: 'CASH', jumlah_rp: sisa - 1 }] });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(SALES_MESSAGES.titipPayShort);

    const res = await call('POST', `/api/titip/${titip.no_titip}/lunas`, kasir, payload);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data;
    expect(r).toMatchObject({ status: 'AKTIF', total_harga: harga, grand_total: harga, total_bayar: harga, kembalian: 0, titip: { no_titip: titip.no_titip, dp } });
    expect(r.pembayaran.map((p: { jenis: string; jumlah_rp: number }) => [p.jenis, p.jumlah_rp])).toEqual([
      ['TITIP', dp],
      ['TRANSFER', sisa],
    ]);
    expect(r.no_faktur_group).toMatch(/^FJ-BDG-\d{6}-\d{6}$/);
    expect(r.detail.map((d: { no_faktur_jual: string; kode_barcode: string }) => [d.kode_barcode, /^JL-BDG-\d{6}-\d{6}$/.test(d.no_faktur_jual)])).toEqual([[item.kode_barcode, true]]);
    expect((await itemOf(t, item.kode_barcode)).status).toBe('TERJUAL');
    const ledger = await t.db.selectFrom('stock_mutasi').select(['jenis', 'keterangan']).where('kode_barcode', '=', item.kode_barcode).where('no_ref', '=', r.no_faktur_group).execute();
    expect(ledger).toEqual([{ jenis: 'JUAL', keterangan: `PELUNASAN TITIP ${titip.no_titip}` }]);
    expect((await kasOf(t, r.no_faktur_group)).map((k) => [k.kategori, k.jenis, Number(k.jumlah_in), k.keterangan])).toEqual([['PELUNASAN TITIP', 'BANK', sisa, `PELUNASAN TITIP ${titip.no_titip}`]]);
    const after = (await call('GET', `/api/titip/${titip.no_titip}`, kasir)).json().data;
    expect(after).toMatchObject({ status: 'LUNAS', sisa: 0, no_faktur_group: r.no_faktur_group });
    // the down payment left customer deposits (2-1100) for sales once the layaway became a sale
    expect(await journalNet(titip.no_titip)).toMatchObject({ '2-1100': 0, '4-1100': -dp });

    const retry = await call('POST', `/api/titip/${titip.no_titip}/lunas`, kasir, payload);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.no_faktur_group).toBe(r.no_faktur_group);
    const again = await call('POST', `/api/titip/${titip.no_titip}/lunas`, kasir, { ...payload, idempotency_key: newKey() });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(SALES_MESSAGES.titipNotActive);
  });

  it('paying off weighs change against what is left to pay, not the whole sale', async () => {
    const { harga, dp, titip } = await deposit(90);
    const sisa = harga - dp;
    // change below the whole sale but above what is due today, and over the free amount
    const over = sisa + Math.max(sisa, KEMBALIAN_BEBAS) + 1;
    expect(over - sisa).toBeLessThan(harga);
    const refused = await call('POST', `/api/titip/${titip.no_titip}/lunas`, kasir, { idempotency_key: newKey(), pembayaran: [{ jenis: 'CASH', jumlah_rp: over }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(SALES_MESSAGES.changeTooLarge);
    expect((await call('GET', `/api/titip/${titip.no_titip}`, kasir)).json().data.status).toBe('AKTIF');
    expect(await kasOf(t, titip.no_titip)).toHaveLength(1);
  });

  it('cancelling a down payment made by card gives it back to the account it went into', async () => {
    const { dp, titip } = await deposit(20, (amount) => ({ jenis: 'TRANSFER', jumlah_rp: amount, no_rekening: rekening }));
    const res = await call('POST', `/api/titip/${titip.no_titip}/batal`, kasir, { alasan: 'customer batal' });
    expect(res.statusCode, res.body).toBe(200);
    const refund = res.json().data.refund as number;
    const kas = await kasOf(t, titip.no_titip);
    expect(kas.map((k) => [k.kategori, k.jenis, k.no_rekening, Number(k.jumlah_in), Number(k.jumlah_out)])).toEqual([
      ['TITIP', 'BANK', rekening, dp, 0],
      ['BATAL TITIP', 'BANK', rekening, 0, refund],
    ]);
  });

  it('cancelling gives the down payment back less BATAL_TITIP_POTONGAN_PERSEN and frees the item', async () => {
    await t.db.insertInto('para_system').values({ kode_toko: 'BDG', key: 'BATAL_TITIP_POTONGAN_PERSEN', value: '10', updated_by: 'TEST' }).onConflict((oc) => oc.columns(['kode_toko', 'key']).doUpdateSet({ value: '10' })).execute();
    const { item, dp, titip } = await deposit(33);
    const noReason = await call('POST', `/api/titip/${titip.no_titip}/batal`, kasir, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(SALES_MESSAGES.alasanRequired);
    const res = await call('POST', `/api/titip/${titip.no_titip}/batal`, kasir, { alasan: 'customer batal' });
    expect(res.statusCode, res.body).toBe(200);
    const potongan = percentOf(dp, 10);
    expect(res.json().data).toMatchObject({ status: 'BATAL', potongan, refund: dp - potongan, alasan_batal: 'customer batal', sisa: 0 });
    expect((await itemOf(t, item.kode_barcode)).status).toBe('READY');
    const kas = await kasOf(t, titip.no_titip);
    expect(kas.map((k) => [k.kategori, k.jenis, Number(k.jumlah_in), Number(k.jumlah_out)])).toEqual([
      ['TITIP', 'CASH', dp, 0],
      ['BATAL TITIP', 'CASH', 0, dp - potongan],
    ]);
    // the kept part is other income; nothing stays owed on 2-1100
    expect(await journalNet(titip.no_titip)).toMatchObject({ '2-1100': 0, '4-1900': -potongan, '1-1100': potongan });
    expect((await quote(item.kode_barcode)).harga_hitung).toBeGreaterThan(0);
  });

  it('the history list searches the number, customer, phone and barcode, and filters status, valid, cashier and dates', async () => {
    const { item, titip } = await deposit();
    const day = titip.tgl_system as string;
    const found = async (query: string) => {
      const res = await call('GET', `/api/titip?tgl_awal=${day}&tgl_akhir=${day}${query}`, kasir);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { no_titip: string; jumlah_item: number }[]).filter((r) => r.no_titip === titip.no_titip);
    };
    for (const q of [titip.no_titip.slice(-6), 'Lestari', '98765', item.kode_barcode]) expect(await found(`&q=${encodeURIComponent(q)}`), q).toMatchObject([{ jumlah_item: 1 }]);
    // LIKE's own characters match only themselves
    for (const q of ['%', '_', 'NOBODY']) expect(await found(`&q=${encodeURIComponent(q)}`), q).toEqual([]);
    expect(await found('&status=AKTIF&valid=N&input_by=KASIRBDG')).toHaveLength(1);
    for (const query of ['&status=BATAL', '&valid=Y', '&input_by=SPVBDG']) expect(await found(query), query).toEqual([]);
    const before = await call('GET', `/api/titip?tgl_awal=2000-01-01&tgl_akhir=2000-01-02`, kasir);
    expect(before.json().data).toEqual([]);
  });

  it('the supervisor validates the day; a cashier may not', async () => {
    const { titip } = await deposit();
    expect((await call('GET', `/api/titip/validasi?tanggal=${titip.tgl_system}`, kasir)).statusCode).toBe(403);
    const list = await call('GET', `/api/titip/validasi?tanggal=${titip.tgl_system}&valid_by=ALL`, spv);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { no_titip: string }) => r.no_titip)).toContain(titip.no_titip);
    const v = await call('POST', '/api/titip/validasi', spv, { no_titip: [titip.no_titip] });
    expect(v.statusCode).toBe(200);
    expect(v.json().data).toEqual({ validated: 1 });
    expect((await call('GET', `/api/titip/${titip.no_titip}`, spv)).json().data).toMatchObject({ valid: true, valid_by: 'SPVBDG' });
  });
});
