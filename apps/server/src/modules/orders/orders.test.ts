import { CASH_MESSAGES, ORDER_MESSAGES, PHOTO_MESSAGES, priceOrderPiece, SALES_MESSAGES, SERVICE_MESSAGES } from '@emas/domain';
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setBalance } from '../../../test/cash-helpers';
import { firstOf, itemOf, kasOf, newKey, setAksesTree } from '../../../test/sales-helpers';
import { presentStock, saldoClosing } from '../../../test/stock-balance';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { hashPassword } from '../auth/password';

let t: TestApp;
let kasir: Record<string, string>;
let kasir2: Record<string, string>;
let kodeSales: string;
let rekening: string;
let group: { kode_group: string; harga_jual: number };
let kodeDept: string;
let kodeTukang: string;
let kodeBaki: string;
let tglSystem: string;

const ORDER_SCREENS = { pesanan: ['transaksi-pesanan', 'lihat-pesanan', 'pre-order'], laporan: ['laporan-batal-pesanan', 'laporan-pesanan-barang'], penjualan: ['transaksi-penjualan'] };

beforeAll(async () => {
  t = await createTestApp();
  await setAksesTree(t, 'KASIRBDG', ORDER_SCREENS);
  await t.db
    .insertInto('users')
    .values({ user_id: 'KASIRBDG2', nama_user: 'KASIR BANDUNG DUA', level: 'KASIR', kode_toko: 'BDG', password_hash: await hashPassword('demo123'), akses: '[]', created_by: 'TEST' })
    .execute();
  await setAksesTree(t, 'KASIRBDG2', ORDER_SCREENS);
  kasir = t.bearer(await t.login('KASIRBDG'));
  kasir2 = t.bearer(await t.login('KASIRBDG2'));
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
  rekening = (await firstOf(t, 'rekening')).no_rekening as string;
  tglSystem = (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).tgl_system;
  const price = await sql<{ kode_group: string; harga_jual: string }>`select h.kode_group, h.harga_jual from harga_emas h
    where h.kode_toko = 'BDG' and h.tgl_berlaku <= ${tglSystem} order by h.tgl_berlaku desc, h.id desc limit 1`.execute(t.db);
  group = { kode_group: price.rows[0]!.kode_group, harga_jual: Number(price.rows[0]!.harga_jual) };
  kodeDept = (await t.db.selectFrom('jenis').select('kode_dept').where('kode_toko', '=', 'BDG').orderBy('kode_dept').executeTakeFirstOrThrow()).kode_dept;
  kodeTukang = (await t.db.selectFrom('tukang').select('kode_tukang').where('kode_toko', '=', 'BDG').orderBy('kode_tukang').executeTakeFirstOrThrow()).kode_tukang;
  kodeBaki = (await t.db.selectFrom('baki').select('kode_baki').where('kode_toko', '=', 'BDG').where('kode_gudang', '=', 'UTAMA').orderBy('kode_baki').executeTakeFirstOrThrow()).kode_baki;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const line = (over: Record<string, unknown> = {}) => ({ deskripsi: 'cincin nama', kode_group: group.kode_group, kode_dept: kodeDept, berat_estimasi: '3.5', size: '12', ongkos: 150_000, ...over });
const estimate = (mg: number, ongkos = 150_000) => priceOrderPiece({ beratMg: mg, hargaPerGram: group.harga_jual, ongkos, unit: 500, down: false });

async function takeOrder(pembayaran: object[] = [{ jenis: 'CASH', jumlah_rp: 500_000 }, { jenis: 'CARD', jumlah_rp: 300_000, no_rekening: rekening }], extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/pesanan', kasir, {
    idempotency_key: newKey(),
    kode_sales: kodeSales,
    kode_tukang: kodeTukang,
    nama_customer: 'sari wulandari',
    no_hp: '081234567890',
    tgl_janji: tglSystem,
    detail: [line()],
    pembayaran,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function finish(no: string, berat = '3.612') {
  const res = await call('POST', `/api/pesanan/${no}/selesai`, kasir, { kode_baki: kodeBaki, detail: [{ urut: 1, berat }] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function approve(operasi: string) {
  const res = await call('POST', '/api/otorisasi', kasir, { operasi, user_id: 'SPVBDG', password: 'demo123', deskripsi: 'uji' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

const netByAccount = async (noRef: string) => {
  const rows = await kasOf(t, noRef);
  const net = new Map<string, number>();
  for (const r of rows) net.set(`${r.jenis}:${r.no_rekening ?? ''}`, (net.get(`${r.jenis}:${r.no_rekening ?? ''}`) ?? 0) + Number(r.jumlah_in) - Number(r.jumlah_out));
  return net;
};

const journalBalance = async (noRef: string) =>
  (await sql<{ debet: string; kredit: string; n: string }>`select coalesce(sum(debet), 0) as debet, coalesce(sum(kredit), 0) as kredit, count(*) as n from jurnal where no_ref = ${noRef}`.execute(t.db)).rows[0]!;

describe('orders (pesanan)', () => {
  it('an order with a deposit split cash and card: priced from the estimate, DP PESANAN in the cash ledger, journals balanced', async () => {
    const order = await takeOrder();
    expect(order.no_pesanan).toMatch(/^PS-BDG-\d{6}-\d{6}$/);
    expect(order).toMatchObject({ status: 'OPEN', dp: 800_000, nama_customer: 'SARI WULANDARI', kode_tukang: kodeTukang, dasar_harga: 'KUNCI', total_qty: 1 });
    expect(order.total_harga).toBe(estimate(3500));
    expect(order.sisa).toBe(estimate(3500) - 800_000);
    expect(order.detail[0]).toMatchObject({ deskripsi: 'CINCIN NAMA', berat_estimasi: '3.500', harga_per_gram: group.harga_jual, berat: null, kode_barcode: null });
    const kas = await kasOf(t, order.no_pesanan);
    expect(kas.map((k) => [k.kategori, k.jenis, Number(k.jumlah_in)])).toEqual([
      ['DP PESANAN', 'CASH', 500_000],
      ['DP PESANAN', 'BANK', 300_000],
    ]);
    const j = await journalBalance(order.no_pesanan);
    expect(Number(j.n)).toBe(4);
    expect(Number(j.debet)).toBe(800_000);
    expect(Number(j.kredit)).toBe(800_000);
    const accounts = await sql<{ nomor_akun: string }>`select distinct nomor_akun from jurnal where no_ref = ${order.no_pesanan} order by 1`.execute(t.db);
    expect(accounts.rows.map((r) => r.nomor_akun)).toContain('2-1100');

    const list = await call('GET', `/api/pesanan?tgl_awal=${tglSystem}&tgl_akhir=${tglSystem}&status=OPEN`, kasir);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { no_pesanan: string }) => r.no_pesanan)).toContain(order.no_pesanan);
  });

  it('done with its real weight: priced by the domain rule at the locked price, an item with a barcode reserved for the order', async () => {
    const order = await takeOrder();
    const done = await finish(order.no_pesanan, '3.612');
    expect(done.status).toBe('DONE');
    const harga = estimate(3612);
    expect(done.total_harga).toBe(harga);
    expect(done.detail[0]).toMatchObject({ berat: '3.612', harga });
    const code = done.detail[0].kode_barcode as string;
    const item = await itemOf(t, code);
    expect(item).toMatchObject({ status: 'TITIP', kode_baki: kodeBaki, berat: '3.612' });
    const moves = await t.db.selectFrom('stock_mutasi').select(['jenis']).where('kode_barcode', '=', code).orderBy('id').execute();
    expect(moves.map((m) => m.jenis)).toEqual(['TAMBAH', 'TITIP']);
    // no counter can sell it
    const q = await call('GET', `/api/penjualan/barang/${code}`, kasir);
    expect(q.statusCode).toBe(400);
    // not twice
    const again = await call('POST', `/api/pesanan/${order.no_pesanan}/selesai`, kasir, { kode_baki: kodeBaki, detail: [{ urut: 1, berat: '3.612' }] });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ORDER_MESSAGES.notOpen);
  });

  it('picked up by two cashiers at once: one sale receipt, the other refused; the deposit is a PESANAN payment', async () => {
    const order = await takeOrder();
    const done = await finish(order.no_pesanan);
    const rest = done.total_harga - 800_000;
    const pay = () => ({ idempotency_key: newKey(), pembayaran: [{ jenis: 'CASH', jumlah_rp: rest }] });
    const results = await Promise.all([call('POST', `/api/pesanan/${order.no_pesanan}/ambil`, kasir, pay()), call('POST', `/api/pesanan/${order.no_pesanan}/ambil`, kasir2, pay())]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    const won = results.find((r) => r.statusCode === 200)!.json();
    const lost = results.find((r) => r.statusCode === 400)!.json();
    expect(lost.message).toBe(ORDER_MESSAGES.notDone);
    expect(won.message).toBe(SALES_MESSAGES.saleSaved);
    const receipt = won.data;
    expect(receipt.no_faktur_group).toMatch(/^FJ-BDG-/);
    expect(receipt).toMatchObject({ grand_total: done.total_harga, total_bayar: done.total_harga, kembalian: 0, nama_customer: 'SARI WULANDARI' });
    expect(receipt.pembayaran.map((p: { jenis: string; jumlah_rp: number }) => [p.jenis, p.jumlah_rp])).toEqual([
      ['PESANAN', 800_000],
      ['CASH', rest],
    ]);
    expect(receipt.detail[0].kode_barcode).toBe(done.detail[0].kode_barcode);
    expect((await itemOf(t, done.detail[0].kode_barcode)).status).toBe('TERJUAL');
    expect((await kasOf(t, receipt.no_faktur_group)).map((k) => [k.kategori, k.jenis, Number(k.jumlah_in)])).toEqual([['PELUNASAN PESANAN', 'CASH', rest]]);
    const after = await call('GET', `/api/pesanan/${order.no_pesanan}`, kasir);
    expect(after.json().data).toMatchObject({ status: 'FINISH', no_faktur_group: receipt.no_faktur_group, sisa: 0 });
    const sales = await t.db.selectFrom('penjualan').select('no_faktur_group').where('keterangan', 'like', `%${order.no_pesanan}%`).execute();
    expect(sales.length).toBe(1);
    // the deposit moved once from customer deposits (2-1100) to sales (4-1100); the journal balances
    const byAccount = async (noRef: string) =>
      (await t.db.selectFrom('jurnal').select(['nomor_akun', 'debet', 'kredit']).where('no_ref', '=', noRef).execute()).reduce<Record<string, number>>((m, j) => {
        m[j.nomor_akun] = (m[j.nomor_akun] ?? 0) + Number(j.debet) - Number(j.kredit);
        return m;
      }, {});
    const ofOrder = await byAccount(order.no_pesanan);
    expect(ofOrder['2-1100']).toBe(0);
    expect(ofOrder['4-1100']).toBe(-800_000);
    expect(Object.values(ofOrder).reduce((a, v) => a + v, 0)).toBe(0);
    expect((await byAccount(receipt.no_faktur_group))['4-1100']).toBe(-rest);
    // cannot be cancelled once picked up
    const cancel = await call('POST', `/api/pesanan/${order.no_pesanan}/batal`, kasir, { alasan: 'coba', otorisasi: [await approve('BATAL_PESANAN')] });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json().message).toBe(ORDER_MESSAGES.cannotCancel);
  });

  it('a pick-up short of the rest is refused and writes nothing', async () => {
    const order = await takeOrder();
    const done = await finish(order.no_pesanan);
    const before = await kasOf(t, order.no_pesanan);
    const res = await call('POST', `/api/pesanan/${order.no_pesanan}/ambil`, kasir, { idempotency_key: newKey(), pembayaran: [{ jenis: 'CASH', jumlah_rp: 1000 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ORDER_MESSAGES.payShort);
    expect((await call('GET', `/api/pesanan/${order.no_pesanan}`, kasir)).json().data.status).toBe('DONE');
    expect((await itemOf(t, done.detail[0].kode_barcode)).status).toBe('TITIP');
    expect(await kasOf(t, order.no_pesanan)).toEqual(before);
  });

  it('cancel needs the approval; it gives the deposit back to the accounts it came from, releases the made piece and balances the journal', async () => {
    const order = await takeOrder();
    const done = await finish(order.no_pesanan);
    const code = done.detail[0].kode_barcode as string;
    const refused = await call('POST', `/api/pesanan/${order.no_pesanan}/batal`, kasir, { alasan: 'customer batal' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Batal Pesanan');
    expect((await call('GET', `/api/pesanan/${order.no_pesanan}`, kasir)).json().data.status).toBe('DONE');

    const res = await call('POST', `/api/pesanan/${order.no_pesanan}/batal`, kasir, { alasan: 'customer batal', otorisasi: [await approve('BATAL_PESANAN')] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'BATAL', potongan: 0, refund: 800_000, sisa: 0, alasan_batal: 'customer batal' });
    const kas = await kasOf(t, order.no_pesanan);
    expect(kas.filter((k) => k.kategori === 'BATAL PESANAN').reduce((s, k) => s + Number(k.jumlah_out), 0)).toBe(800_000);
    for (const net of (await netByAccount(order.no_pesanan)).values()) expect(net).toBe(0);
    const j = await journalBalance(order.no_pesanan);
    expect(Number(j.debet)).toBe(Number(j.kredit));
    expect(Number(j.debet)).toBe(1_600_000);
    expect((await itemOf(t, code)).status).toBe('READY');
  });

  it('an OPEN order cancelled: no stock touched, the deposit back exactly', async () => {
    const order = await takeOrder([{ jenis: 'CASH', jumlah_rp: 250_000 }]);
    const stockBefore = Number((await sql<{ n: string }>`select count(*) as n from stock_mutasi`.execute(t.db)).rows[0]!.n);
    const res = await call('POST', `/api/pesanan/${order.no_pesanan}/batal`, kasir, { alasan: 'ganti model', otorisasi: [await approve('BATAL_PESANAN')] });
    expect(res.statusCode, res.body).toBe(200);
    expect(Number((await sql<{ n: string }>`select count(*) as n from stock_mutasi`.execute(t.db)).rows[0]!.n)).toBe(stockBefore);
    expect([...(await netByAccount(order.no_pesanan)).values()]).toEqual([0]);
  });

  it('a cancel that keeps part of the deposit: the kept part leaves 2-1100 for other income, the rest goes back', async () => {
    await t.db.insertInto('para_system').values({ kode_toko: 'BDG', key: 'BATAL_PESANAN_POTONGAN_PERSEN', value: '10', updated_by: 'TEST' }).onConflict((oc) => oc.columns(['kode_toko', 'key']).doUpdateSet({ value: '10' })).execute();
    try {
      const order = await takeOrder([{ jenis: 'CASH', jumlah_rp: 250_000 }]);
      const res = await call('POST', `/api/pesanan/${order.no_pesanan}/batal`, kasir, { alasan: 'batal sebagian', otorisasi: [await approve('BATAL_PESANAN')] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'BATAL', potongan: 25_000, refund: 225_000 });
      const kas = await kasOf(t, order.no_pesanan);
      expect(kas.filter((k) => k.kategori === 'BATAL PESANAN').reduce((s, k) => s + Number(k.jumlah_out), 0)).toBe(225_000);
      const rows = await t.db.selectFrom('jurnal').select(['nomor_akun', 'debet', 'kredit']).where('no_ref', '=', order.no_pesanan).execute();
      const net = (akun: string) => rows.filter((r) => r.nomor_akun === akun).reduce((s, r) => s + Number(r.debet) - Number(r.kredit), 0);
      expect(net('2-1100')).toBe(0);
      expect(net('4-1900')).toBe(-25_000);
      expect(net('1-1100')).toBe(25_000);
      expect(rows.reduce((s, r) => s + Number(r.debet) - Number(r.kredit), 0)).toBe(0);
    } finally {
      await t.db.deleteFrom('para_system').where('kode_toko', '=', 'BDG').where('key', '=', 'BATAL_PESANAN_POTONGAN_PERSEN').execute();
    }
  });

  it('bad input: 400 with the field message, nothing written', async () => {
    const count = async () => Number((await sql<{ n: string }>`select count(*) as n from pesanan`.execute(t.db)).rows[0]!.n);
    const before = await count();
    const base = { idempotency_key: newKey(), kode_sales: kodeSales, kode_tukang: kodeTukang, nama_customer: 'A', tgl_janji: tglSystem, detail: [line()] };
    const cases: [object, string][] = [
      [{ ...base, kode_tukang: '' }, ORDER_MESSAGES.tukangRequired],
      [{ ...base, kode_tukang: 'TIDAKADA' }, ORDER_MESSAGES.tukangUnknown],
      [{ ...base, detail: [] }, ORDER_MESSAGES.noLines],
      [{ ...base, detail: [line({ deskripsi: '' })] }, ORDER_MESSAGES.deskripsiRequired],
      [{ ...base, detail: [line({ berat_estimasi: '0' })] }, 'Berat tidak boleh 0'],
      [{ ...base, detail: [line({ kode_group: 'ZZZ' })] }, ORDER_MESSAGES.groupUnknown],
      [{ ...base, tgl_janji: '2000-01-01' }, ORDER_MESSAGES.tglJanjiPast],
      [{ ...base, pembayaran: [{ jenis: 'CASH', jumlah_rp: 999_999_999 }] }, ORDER_MESSAGES.dpOverTotal],
      [{ ...base, kode_sales: 'TIDAKADA' }, SALES_MESSAGES.salesUnknown],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/api/pesanan', kasir, { ...payload, idempotency_key: newKey() });
      expect(res.statusCode, `${message}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error' });
      expect(res.json().message.toLowerCase()).toBe(message.toLowerCase());
    }
    expect(await count()).toBe(before);
    const missing = await call('GET', '/api/pesanan/PS-BDG-000000-000000', kasir);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ORDER_MESSAGES.notFound);
  });

  it('the same key answers the first order', async () => {
    const payload = { idempotency_key: newKey(), kode_sales: kodeSales, kode_tukang: kodeTukang, nama_customer: 'budi', tgl_janji: tglSystem, detail: [line()], pembayaran: [{ jenis: 'CASH', jumlah_rp: 100_000 }] };
    const [a, b] = await Promise.all([call('POST', '/api/pesanan', kasir, payload), call('POST', '/api/pesanan', kasir, payload)]);
    expect(a.json().data.no_pesanan).toBe(b.json().data.no_pesanan);
    expect((await kasOf(t, a.json().data.no_pesanan)).length).toBe(1);
  });
});

describe('samples for an order', () => {
  it('a sample taken out on /ambil-barang-contoh with the order number in its remark is listed with the order', async () => {
    const order = await takeOrder();
    await setAksesTree(t, 'SPVBDG', { barang: ['ambil-barang-contoh'] });
    const spv = t.bearer(await t.login('SPVBDG'));
    const item = await t.db.selectFrom('barang').select('kode_barcode').where('kode_toko', '=', 'BDG').where('status', '=', 'READY').where('jenis_harga', '=', 'GRAM').orderBy('kode_barcode', 'desc').executeTakeFirstOrThrow();
    const out = await call('POST', '/api/barang-contoh/ambil', spv, { kode_barcode: [item.kode_barcode], keterangan: `contoh model ${order.no_pesanan}` });
    expect(out.statusCode, out.body).toBe(200);
    const res = await call('GET', `/api/pesanan/${order.no_pesanan}/contoh`, kasir);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([expect.objectContaining({ kode_barcode: item.kode_barcode, status: 'CONTOH' })]);
    const none = await call('GET', `/api/pesanan/${(await takeOrder()).no_pesanan}/contoh`, kasir);
    expect(none.json().data).toEqual([]);
  });
});

describe('order reports, chart, craftsmen', () => {
  it('Laporan Batal Pesanan and Laporan Pesanan Barang: rows of spec 001 §3 and their messages', async () => {
    const batal = await call('GET', `/api/pesanan/batal-reports?tgl_from=${tglSystem}&tgl_to=${tglSystem}`, kasir);
    expect(batal.statusCode, batal.body).toBe(200);
    expect(batal.json().message).toBe(ORDER_MESSAGES.batalReportAvailable);
    // spec 001 §3's fields and the row's store (kode_toko: an all-store answer of head office is grouped by it)
    expect(Object.keys(batal.json().data[0]).sort()).toEqual(['kode_toko', 'jumlah_bayar', 'kode_sales', 'no_pesanan', 'ongkos', 'sisa_bayar', 'tanggal', 'total_berat', 'total_harga', 'total_qty'].sort());
    const barang = await call('GET', `/api/pesanan/report-pesanan-barang?tgl_from=${tglSystem}&tgl_to=${tglSystem}`, kasir);
    expect(barang.statusCode).toBe(200);
    expect(barang.json().message).toBe(ORDER_MESSAGES.barangReportAvailable);
    expect(Object.keys(barang.json().data[0]).sort()).toEqual(['kode_toko', 'berat', 'deskripsi', 'kode_sales', 'no_pesanan', 'ongkos', 'sub_total', 'tgl_pesanan'].sort());
    const empty = await call('GET', '/api/pesanan/report-pesanan-barang?tgl_from=2001-01-01&tgl_to=2001-01-02', kasir);
    expect(empty.json()).toMatchObject({ status: 'success', data: [], message: ORDER_MESSAGES.barangReportEmpty });
    const bad = await call('GET', '/api/pesanan/batal-reports?tgl_to=2001-01-02', kasir);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Tanggal Awal Tidak Boleh Kosong');
  });

  it('pesanan/chart?type=today: today counts; zeros for a quiet store', async () => {
    const res = await call('GET', '/api/pesanan/chart?type=today', kasir);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.jumlah).toBeGreaterThan(0);
    await setAksesTree(t, 'KASIRSBY', ORDER_SCREENS);
    const quiet = await call('GET', '/api/pesanan/chart?type=today', t.bearer(await t.login('KASIRSBY')));
    expect(quiet.statusCode, quiet.body).toBe(200);
    expect(quiet.json().data).toMatchObject({ jumlah: 0, total_berat: 0, total_harga: 0, dp: 0 });
  });

  it('tukang/get/all answers the store craftsmen', async () => {
    const res = await call('GET', '/api/tukang/get/all', kasir);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { kode_tukang: string }) => r.kode_tukang)).toContain(kodeTukang);
  });
});

describe('order photos', () => {
  const upload = (bytes: Buffer, type: string, name: string) => {
    const boundary = 'orderfotoboundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({ method: 'POST', url: '/api/pesanan/foto', headers: { ...kasir, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
  };

  it('a photo uploaded (camera or file) is stored as JPEG, named by the order and read back with the order; a non-image is refused', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c9a227' } }).png().toBuffer();
    const up = await upload(png, 'image/png', 'sketsa.png');
    expect(up.statusCode, up.body).toBe(200);
    const foto = up.json().data.foto as string;
    expect(foto).toMatch(/^BDG\/PESANAN\/[0-9a-f]{16}\.jpg$/);

    const order = await takeOrder(undefined, { detail: [line({ foto })] });
    expect(order.detail[0].foto).toBe(foto);
    const photo = await call('GET', `/api/pesanan/${order.no_pesanan}/foto/1`, kasir);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(photo.rawPayload).metadata()).format).toBe('jpeg');

    // not an image: by its type, by its bytes; nothing stored
    const text = await upload(Buffer.from('bukan gambar'), 'text/plain', 'catatan.txt');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ status: 'error', message: PHOTO_MESSAGES.notImage });
    const fake = await upload(Buffer.from('bukan gambar'), 'image/png', 'palsu.png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(PHOTO_MESSAGES.notImage);

    // a key that is not a stored photo of this store: refused, no order written
    const before = await t.db.selectFrom('pesanan').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    for (const bad of ['https://contoh.id/cincin.jpg', 'SBY/PESANAN/0123456789abcdef.jpg', 'BDG/PESANAN/0123456789abcdef.jpg']) {
      const res = await call('POST', '/api/pesanan', kasir, {
        idempotency_key: newKey(),
        kode_sales: kodeSales,
        kode_tukang: kodeTukang,
        nama_customer: 'foto salah',
        tgl_janji: tglSystem,
        detail: [line({ foto: bad })],
        pembayaran: [{ jenis: 'CASH', jumlah_rp: 500_000 }],
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe(SERVICE_MESSAGES.fotoInvalid);
    }
    expect(await t.db.selectFrom('pesanan').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).toEqual(before);
    // a piece without a photo answers 404 with the message
    const plain = await takeOrder();
    const none = await call('GET', `/api/pesanan/${plain.no_pesanan}/foto/1`, kasir);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(PHOTO_MESSAGES.noPhoto);
  });
});

describe('pre-orders', () => {
  it('a search with nothing answers count 0 and Data Tidak Tersedia; a pre-order is found, finished, listed as finish', async () => {
    const none = await call('POST', '/api/pre-order', kasir, { q: 'TIDAK ADA APA-APA', skip: 0, limit: 50, page: 1 });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toMatchObject({ status: 'success', message: 'Data Tidak Tersedia', data: { count: 0, preorders: [], skip: 0, limit: 50, page: 1 } });

    const item = await t.db.selectFrom('barang').select(['kode_barcode', 'nama_barang']).where('kode_toko', '=', 'SBY').where('status', '=', 'READY').orderBy('kode_barcode').executeTakeFirstOrThrow();
    const created = await call('POST', '/api/pre-order/create', kasir, { nama_customer: 'rina', no_hp: '0811', kode_toko_asal: 'SBY', kode_barcode: item.kode_barcode });
    expect(created.statusCode, created.body).toBe(200);
    const po = created.json().data;
    expect(po).toMatchObject({ status: 'open', kode_toko_asal: 'SBY', nama_barang: item.nama_barang, nama_customer: 'RINA' });

    const found = await call('POST', '/api/pre-order', kasir, { q: 'rina' });
    expect(found.json().data).toMatchObject({ count: 1, skip: 0, limit: 50, page: 1 });
    const page2 = await call('POST', '/api/pre-order', kasir, { page: 2 });
    expect(page2.json().data).toMatchObject({ skip: 50, limit: 50, page: 2, preorders: [] });

    const fin = await call('POST', `/api/pre-order/${po.no_pre_order}/finish`, kasir, { kode_baki: kodeBaki });
    expect(fin.statusCode, fin.body).toBe(200);
    const finished = await call('GET', '/api/pre-order?status=finish&limit=9999', kasir);
    expect(finished.statusCode).toBe(200);
    expect(finished.json().data.limit).toBe(9999);
    expect(finished.json().data.preorders.map((p: { no_pre_order: string }) => p.no_pre_order)).toContain(po.no_pre_order);

    const bad = await call('POST', '/api/pre-order', kasir, { limit: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Limit tidak valid');
  });

  it('finishing moves the item from its store to the ordering store: reserved meanwhile, both ledgers balance, a second finish is refused', async () => {
    const owner = t.bearer(await t.login('OWNER'));
    const at = (kodeToko: string) => ({ ...owner, 'x-kode-toko': kodeToko });
    const item = await t.db
      .selectFrom('barang')
      .select(['kode_barcode', 'nama_barang', 'berat'])
      .where('kode_toko', '=', 'SBY')
      .where('status', '=', 'READY')
      .where('jenis_harga', '!=', 'AKSESORIS')
      .orderBy('kode_barcode', 'desc')
      .executeTakeFirstOrThrow();
    const created = await call('POST', '/api/pre-order/create', kasir, { nama_customer: 'dewi', kode_toko_asal: 'SBY', kode_barcode: item.kode_barcode });
    expect(created.statusCode, created.body).toBe(200);
    const no = created.json().data.no_pre_order as string;
    // reserved at its store: SBY's counter cannot sell it, a second pre-order cannot take it
    expect(await t.db.selectFrom('barang').select('status').where('kode_toko', '=', 'SBY').where('kode_barcode', '=', item.kode_barcode).executeTakeFirstOrThrow()).toEqual({ status: 'TITIP' });
    const sell = await call('GET', `/api/penjualan/barang/${item.kode_barcode}`, at('SBY'));
    expect(sell.statusCode).toBe(400);
    expect(sell.json().status).toBe('error');
    const twice = await call('POST', '/api/pre-order/create', kasir, { nama_customer: 'lain', kode_toko_asal: 'SBY', kode_barcode: item.kode_barcode });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(ORDER_MESSAGES.preOrderItemUnknown);

    // bad input: no tray, a tray of nowhere; nothing written
    const noTray = await call('POST', `/api/pre-order/${no}/finish`, kasir, {});
    expect(noTray.statusCode).toBe(400);
    expect(noTray.json().status).toBe('error');
    const nowhere = await call('POST', `/api/pre-order/${no}/finish`, kasir, { kode_baki: 'TIDAKADA' });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().errors).toHaveProperty('kode_baki');

    const sbyBefore = await presentStock(t, 'SBY');
    const bdgBefore = await presentStock(t, 'BDG');
    const fin = await call('POST', `/api/pre-order/${no}/finish`, kasir, { kode_baki: kodeBaki });
    expect(fin.statusCode, fin.body).toBe(200);
    expect(fin.json()).toMatchObject({ status: 'success', message: ORDER_MESSAGES.preOrderFinished, data: { status: 'finish', finish_by: 'KASIRBDG' } });

    // the item left SBY and is in BDG's tray, ready to sell there
    const rows = await t.db.selectFrom('barang').select(['kode_toko', 'status', 'kode_baki', 'berat']).where('kode_barcode', '=', item.kode_barcode).orderBy('kode_toko').execute();
    expect(rows).toEqual([
      { kode_toko: 'BDG', status: 'READY', kode_baki: kodeBaki, berat: item.berat },
      { kode_toko: 'SBY', status: 'KIRIM', kode_baki: expect.any(String), berat: item.berat },
    ]);
    const moves = await t.db.selectFrom('stock_mutasi').select(['kode_toko', 'jenis']).where('kode_barcode', '=', item.kode_barcode).orderBy('id').execute();
    expect(moves.filter((m) => m.kode_toko === 'SBY').map((m) => m.jenis).slice(-3)).toEqual(['TITIP', 'BATAL_TITIP', 'KIRIM']);
    expect(moves.filter((m) => m.kode_toko === 'BDG').map((m) => m.jenis)).toEqual(['TERIMA']);
    const kirim = await t.db.selectFrom('kirim_barang').select(['kode_toko_asal', 'kode_toko_tujuan', 'status', 'keterangan']).where('keterangan', '=', `PRE ORDER ${no}`).execute();
    expect(kirim).toEqual([{ kode_toko_asal: 'SBY', kode_toko_tujuan: 'BDG', status: 'DITERIMA', keterangan: `PRE ORDER ${no}` }]);

    // both stores' ledgers equal what is there, and the piece moved from one to the other
    const mgOfItem = Math.round(Number(item.berat) * 1000);
    const total = (s: { qty: number; mg: number }[]) => s.reduce((a, r) => ({ qty: a.qty + r.qty, mg: a.mg + r.mg }), { qty: 0, mg: 0 });
    const sbyAfter = await presentStock(t, 'SBY');
    const bdgAfter = await presentStock(t, 'BDG');
    expect(total(sbyAfter)).toEqual({ qty: total(sbyBefore).qty - 1, mg: total(sbyBefore).mg - mgOfItem });
    expect(total(bdgAfter)).toEqual({ qty: total(bdgBefore).qty + 1, mg: total(bdgBefore).mg + mgOfItem });
    expect(await saldoClosing(t, at('SBY'))).toEqual(sbyAfter);
    expect(await saldoClosing(t, at('BDG'))).toEqual(bdgAfter);

    // a second finish is refused and moves nothing
    const again = await call('POST', `/api/pre-order/${no}/finish`, kasir, { kode_baki: kodeBaki });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ORDER_MESSAGES.preOrderNotOpen);
    expect(await t.db.selectFrom('stock_mutasi').select('id').where('kode_barcode', '=', item.kode_barcode).execute()).toHaveLength(moves.length);
  });
});

describe('an order cancelled when the drawer cannot give its cash back', () => {
  it('is refused naming the drawer and the way the cancel screen has (more money into the drawer), not a transfer it does not offer; nothing written', async () => {
    const order = await takeOrder([{ jenis: 'CASH', jumlah_rp: 250_000 }]);
    await setBalance(t, 100_000);
    const before = (await kasOf(t, order.no_pesanan)).length;
    const res = await call('POST', `/api/pesanan/${order.no_pesanan}/batal`, kasir, { alasan: 'customer batal', otorisasi: [await approve('BATAL_PESANAN')] });
    expect([res.statusCode, res.json().message], res.body).toEqual([400, CASH_MESSAGES.saldoLaciKurang(100_000)]);
    expect((await kasOf(t, order.no_pesanan)).length).toBe(before);
    expect((await call('GET', `/api/pesanan/${order.no_pesanan}`, kasir)).json().data.status).toBe('OPEN');
    await setBalance(t, 1_000_000_000);
  });
});
