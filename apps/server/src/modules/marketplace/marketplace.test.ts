import { MARKETPLACE_MESSAGES as M } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tglOf } from '../../../test/cash-helpers';
import { firstOf, itemOf, newKey } from '../../../test/sales-helpers';
import { closingBalances, hledgerCheckedBalances, hledgerInstalled } from '../../../test/hledger';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let owner: Record<string, string>;
let kodeSales: string;
let kodeMarketplace: string;
let rekening: { no_rekening: string; kode_bank: string };
let tray: { kode_baki: string; kode_gudang: string };
/** pieces of the marketplace tray, with a photo, and their counter price */
let pieces: { kode_barcode: string; harga: number }[];
let noPhoto: { kode_barcode: string; harga: number };
let outside: { kode_barcode: string; harga: number };
let tgl: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers = owner) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const setModule = (aktif: boolean) => t.db.updateTable('para_module').set({ aktif }).where('kode_toko', '=', 'BDG').where('key', '=', 'MARKETPLACE_MODULE').execute();

async function priced(code: string) {
  const res = await call('GET', `/api/penjualan/barang/${code}`);
  expect(res.statusCode, res.body).toBe(200);
  return { kode_barcode: code, harga: res.json().data.harga_hitung as number };
}

async function counts() {
  const n = async (table: 'penjualan' | 'kas_mutasi' | 'stock_mutasi' | 'jurnal' | 'marketplace_order' | 'marketplace_pencairan') =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { penjualan: await n('penjualan'), kas: await n('kas_mutasi'), stock: await n('stock_mutasi'), jurnal: await n('jurnal'), order: await n('marketplace_order'), cair: await n('marketplace_pencairan') };
}

/** Every journal of the store balances, and the sums per account of the given document numbers. */
async function journalOf(noRefs: readonly string[]) {
  const bad = await t.db.selectFrom('jurnal').select('kas_mutasi_id').groupBy('kas_mutasi_id').having((eb) => eb(eb.fn.sum('debet'), '<>', eb.fn.sum('kredit'))).execute();
  expect(bad).toEqual([]);
  const rows = await t.db.selectFrom('jurnal').select(['nomor_akun', 'debet', 'kredit']).where('kode_toko', '=', 'BDG').where('no_ref', 'in', [...noRefs]).execute();
  const by = new Map<string, number>();
  for (const r of rows) by.set(r.nomor_akun.startsWith('1-1200') ? '1-1200' : r.nomor_akun, (by.get(r.nomor_akun.startsWith('1-1200') ? '1-1200' : r.nomor_akun) ?? 0) + Number(r.debet) - Number(r.kredit));
  return by;
}

const sale = (over: Record<string, unknown> = {}) => ({
  idempotency_key: newKey(),
  kode_akun: 'TKP01',
  kode_sales: kodeSales,
  no_order: `INV/${newKey().slice(-6)}`,
  nama_pembeli: 'Dewi Lestari',
  no_hp: '0812-3333-4444',
  alamat_kirim: 'Jl. Merdeka 1, Bandung',
  kurir: 'JNE REG',
  no_resi: 'JNE123',
  ongkir: 15000,
  detail: [pieces[0]!],
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  owner = { ...t.bearer(await t.login('OWNER')), 'x-kode-toko': 'BDG' };
  await setModule(true);
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
  kodeMarketplace = (await firstOf(t, 'marketplace')).kode_marketplace as string;
  const rek = await firstOf(t, 'rekening');
  rekening = { no_rekening: rek.no_rekening as string, kode_bank: rek.kode_bank as string };
  // the fullest tray of ready gram-priced pieces is the marketplace's
  const best = await t.db
    .selectFrom('barang')
    .select(['kode_baki', 'kode_gudang', (eb) => eb.fn.countAll<number>().as('n')])
    .where('kode_toko', '=', 'BDG')
    .where('status', '=', 'READY')
    .where('jenis_harga', '=', 'GRAM')
    .where('kode_dept', 'not in', ['CB'])
    .groupBy(['kode_baki', 'kode_gudang'])
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  tray = { kode_baki: best.kode_baki, kode_gudang: best.kode_gudang };
  const codes = await t.db
    .selectFrom('barang')
    .select('kode_barcode')
    .where('kode_toko', '=', 'BDG')
    .where('status', '=', 'READY')
    .where('jenis_harga', '=', 'GRAM')
    .where('kode_dept', 'not in', ['CB'])
    .where('kode_baki', '=', tray.kode_baki)
    .orderBy('kode_barcode')
    .limit(9)
    .execute();
  expect(codes.length).toBe(9);
  await t.db.updateTable('barang').set({ foto: 'BDG/ITEM/foto.jpg' }).where('kode_toko', '=', 'BDG').where('kode_barcode', 'in', codes.slice(0, 8).map((c) => c.kode_barcode)).execute();
  await t.db.updateTable('barang').set({ foto: null }).where('kode_toko', '=', 'BDG').where('kode_barcode', '=', codes[8]!.kode_barcode).execute();
  pieces = [];
  for (const c of codes.slice(0, 8)) pieces.push(await priced(c.kode_barcode));
  noPhoto = await priced(codes[8]!.kode_barcode);
  const other = await t.db
    .selectFrom('barang')
    .select('kode_barcode')
    .where('kode_toko', '=', 'BDG')
    .where('status', '=', 'READY')
    .where('jenis_harga', '=', 'GRAM')
    .where('kode_dept', 'not in', ['CB'])
    .where('kode_baki', '<>', tray.kode_baki)
    .orderBy('kode_barcode')
    .executeTakeFirstOrThrow();
  outside = await priced(other.kode_barcode);
  tgl = await tglOf(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('marketplace module gate', () => {
  it('refuses every call with the module off (403), reads included', async () => {
    await setModule(false);
    try {
      for (const [method, url] of [
        ['GET', '/api/marketplace-setting'],
        ['POST', '/api/marketplace/penjualan'],
        ['POST', '/api/marketplace/import'],
        ['GET', `/api/marketplace/order?tgl_awal=${tgl}&tgl_akhir=${tgl}`],
        ['GET', `/api/penjualan/report-marketplaces?tgl_awal=${tgl}&tgl_akhir=${tgl}`],
      ] as const) {
        const res = await call(method, url, method === 'POST' ? {} : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().status).toBe('error');
      }
    } finally {
      await setModule(true);
    }
  });
});

describe('/marketplace-setting', () => {
  it('refuses bad input with the field message and writes nothing, then saves an account', async () => {
    const good = { kode_akun: 'TKP01', kode_marketplace: kodeMarketplace, nama_toko_online: 'Emas Bandung Official', fee_persen: 2.5, ...tray, wajib_foto: true };
    const missing = await call('POST', '/api/marketplace-setting', { ...good, nama_toko_online: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.nama_toko_online).toBeTruthy();
    const fee = await call('POST', '/api/marketplace-setting', { ...good, fee_persen: 150 });
    expect(fee.statusCode).toBe(400);
    expect(fee.json().errors.fee_persen).toBeTruthy();
    const unknownMarket = await call('POST', '/api/marketplace-setting', { ...good, kode_marketplace: 'NOPE' });
    expect(unknownMarket.statusCode).toBe(400);
    const otherGudang = await t.db.selectFrom('gudang').select('kode_gudang').where('kode_toko', '=', 'BDG').where('kode_gudang', '<>', tray.kode_gudang).executeTakeFirstOrThrow();
    const wrongTray = await call('POST', '/api/marketplace-setting', { ...good, kode_gudang: otherGudang.kode_gudang });
    expect(wrongTray.statusCode, wrongTray.body).toBe(400);
    expect(wrongTray.json().message).toBe(M.bakiNotInGudang);
    expect(await t.db.selectFrom('marketplace_akun').selectAll().execute()).toEqual([]);

    const saved = await call('POST', '/api/marketplace-setting', good);
    expect(saved.statusCode, saved.body).toBe(200);
    const list = await call('GET', '/api/marketplace-setting');
    expect(list.json().data).toMatchObject([{ kode_akun: 'TKP01', nama_toko_online: 'EMAS BANDUNG OFFICIAL', wajib_foto: true }]);
  });
});

describe('a marketplace sale by hand', () => {
  it('sells the piece as a sale of the channel: stock out, a receivable in the journal, the order kept', async () => {
    const before = await counts();
    const body = sale({ no_order: 'INV/MAN/001' });
    const res = await call('POST', '/api/marketplace/penjualan', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.saleSaved);
    const { order, receipt } = res.json().data;
    expect(order).toMatchObject({ kode_akun: 'TKP01', no_order: 'INV/MAN/001', sumber: 'MANUAL', total: pieces[0]!.harga, biaya: Math.round((pieces[0]!.harga * 250) / 10_000), no_pencairan: null, status: 'AKTIF' });
    expect(receipt.pembayaran).toMatchObject([{ jenis: 'MARKETPLACE', kode_marketplace: kodeMarketplace, jumlah_rp: pieces[0]!.harga }]);
    expect(receipt.nama_customer).toBe('DEWI LESTARI');
    expect((await itemOf(t, pieces[0]!.kode_barcode)).status).toBe('TERJUAL');
    const after = await counts();
    expect(after).toMatchObject({ penjualan: before.penjualan + 1, order: before.order + 1, stock: before.stock + 1 });
    const kas = await t.db.selectFrom('kas_mutasi').selectAll().where('no_ref', '=', receipt.no_faktur_group).execute();
    expect(kas.map((k) => [k.kategori, k.jenis, k.kode_marketplace, Number(k.jumlah_in)])).toEqual([['PENJUALAN', 'MARKETPLACE', kodeMarketplace, pieces[0]!.harga]]);
    const journal = await journalOf([receipt.no_faktur_group]);
    expect(journal.get('1-1300')).toBe(pieces[0]!.harga);
    expect(journal.get('4-1100')).toBe(-pieces[0]!.harga);

    // the same key again answers the same order, nothing new
    const again = await call('POST', '/api/marketplace/penjualan', body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.order.no_faktur_group).toBe(receipt.no_faktur_group);
    expect(await counts()).toEqual(after);

    const slip = await call('GET', `/api/marketplace/order/TKP01/${encodeURIComponent('INV/MAN/001')}`);
    expect(slip.statusCode, slip.body).toBe(200);
    expect(slip.json().data.receipt.no_faktur_group).toBe(receipt.no_faktur_group);
  });

  it('refuses bad input with its Indonesian message and changes nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ no_order: 'INV/MAN/001', detail: [pieces[1]] }, 'no_order', M.noOrderDuplicate],
      [{ detail: [outside] }, 'detail.0.kode_barcode', M.notInTray],
      [{ detail: [noPhoto] }, 'detail.0.kode_barcode', M.photoRequired],
      [{ detail: [pieces[0]] }, 'detail.0.kode_barcode', M.notInStock],
      [{ detail: [{ kode_barcode: 'ZZZ999999', harga: 1000 }] }, 'detail.0.kode_barcode', M.barcodeUnknown],
      [{ detail: [{ ...pieces[1], harga: 0 }] }, 'detail.0.harga', M.hargaInvalid],
      [{ no_order: '' }, 'no_order', M.noOrderRequired],
      [{ no_order: 'INV 001 !' }, 'no_order', M.noOrderInvalid],
      [{ nama_pembeli: '' }, 'nama_pembeli', M.pembeliRequired],
      [{ ongkir: -1 }, 'ongkir', M.ongkirInvalid],
      [{ biaya: pieces[1]!.harga + 1, detail: [pieces[1]] }, 'biaya', M.biayaOverTotal],
      [{ kode_akun: 'NOPE' }, 'kode_akun', M.akunUnknown],
      [{ detail: [] }, 'detail', M.noLines],
    ];
    for (const [over, field, message] of cases) {
      const res = await call('POST', '/api/marketplace/penjualan', sale(over));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().status).toBe('error');
      expect(res.json().errors?.[field], `${field}: ${res.body}`).toBe(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('sells one piece once when two orders race for it', async () => {
    const before = await counts();
    const [a, b] = await Promise.all([
      call('POST', '/api/marketplace/penjualan', sale({ no_order: 'RACE-A', detail: [pieces[1]] })),
      call('POST', '/api/marketplace/penjualan', sale({ no_order: 'RACE-B', detail: [pieces[1]] })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const refused = a.statusCode === 400 ? a : b;
    expect(refused.json().status).toBe('error');
    expect(refused.json().message).toBeTruthy();
    const after = await counts();
    expect(after).toMatchObject({ penjualan: before.penjualan + 1, order: before.order + 1, stock: before.stock + 1 });
  });
});

describe('the order file import', () => {
  const header = 'no_order,nama_pembeli,no_hp,alamat_kirim,kurir,no_resi,ongkir,kode_barcode,harga,biaya';
  const line = (no: string, piece: { kode_barcode: string; harga: number }, biaya = '') => `${no},Budi Santoso,0813111,"Jl. Asia Afrika 5, Bandung",SICEPAT,SC1,12000,${piece.kode_barcode},${piece.harga},${biaya}`;

  it('refuses the whole file for one bad line, with a message per line, and writes nothing', async () => {
    const before = await counts();
    const isi = [header, line('TKP-100', pieces[2]!), line('TKP-101', outside), line('TKP-102', noPhoto), line('INV/MAN/001', pieces[3]!), line('TKP-103', { ...pieces[4]!, harga: 0 }), line('TKP-104', pieces[0]!)].join('\n');
    const preview = await call('POST', '/api/marketplace/import/preview', { idempotency_key: newKey(), kode_akun: 'TKP01', kode_sales: kodeSales, isi });
    expect(preview.statusCode, preview.body).toBe(200);
    // the preview goes on to the stock checks past a line the file's check refused: every failing line is named
    expect(preview.json().data.errors).toEqual([
      { baris: 3, pesan: `Baris 3: ${M.notInTray}` },
      { baris: 4, pesan: `Baris 4: ${M.photoRequired}` },
      { baris: 5, pesan: `Baris 5: ${M.noOrderDuplicate}` },
      { baris: 6, pesan: `Baris 6: ${M.hargaInvalid}` },
      { baris: 7, pesan: `Baris 7: ${M.notInStock}` },
    ]);
    const res = await call('POST', '/api/marketplace/import', { idempotency_key: newKey(), kode_akun: 'TKP01', kode_sales: kodeSales, isi });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.importRefused);
    expect(res.json().errors).toEqual({
      'baris.3': `Baris 3: ${M.notInTray}`,
      'baris.4': `Baris 4: ${M.photoRequired}`,
      'baris.5': `Baris 5: ${M.noOrderDuplicate}`,
      'baris.6': `Baris 6: ${M.hargaInvalid}`,
      'baris.7': `Baris 7: ${M.notInStock}`,
    });
    const isi2 = [header, line('TKP-100', pieces[2]!), line('TKP-101', outside), line('TKP-102', noPhoto), line('INV/MAN/001', pieces[3]!)].join('\n');
    const res2 = await call('POST', '/api/marketplace/import', { idempotency_key: newKey(), kode_akun: 'TKP01', kode_sales: kodeSales, isi: isi2 });
    expect(res2.statusCode, res2.body).toBe(400);
    expect(res2.json().errors).toEqual({ 'baris.3': `Baris 3: ${M.notInTray}`, 'baris.4': `Baris 4: ${M.photoRequired}`, 'baris.5': `Baris 5: ${M.noOrderDuplicate}` });
    const empty = await call('POST', '/api/marketplace/import', { idempotency_key: newKey(), kode_akun: 'TKP01', kode_sales: kodeSales, isi: 'no_order,harga\n1,2' });
    expect(empty.statusCode).toBe(400);
    expect(Object.values(empty.json().errors)[0]).toContain('nama_pembeli, kode_barcode');
    expect(await counts()).toEqual(before);
    expect((await itemOf(t, pieces[2]!.kode_barcode)).status).toBe('READY');
  });

  it('imports two orders (one of two pieces) in one go; the same key again answers them', async () => {
    const before = await counts();
    const isi = [header, line('TKP-200', pieces[2]!, '5000'), line('TKP-200', pieces[3]!, '4000'), line('TKP-201', pieces[4]!)].join('\r\n');
    const body = { idempotency_key: newKey(), kode_akun: 'TKP01', kode_sales: kodeSales, isi };
    const res = await call('POST', '/api/marketplace/import', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.imported);
    const orders = res.json().data.orders as { no_order: string; total: number; biaya: number; no_faktur_group: string }[];
    expect(orders.map((o) => [o.no_order, o.total, o.biaya])).toEqual([
      ['TKP-200', pieces[2]!.harga + pieces[3]!.harga, 9000],
      ['TKP-201', pieces[4]!.harga, Math.round((pieces[4]!.harga * 250) / 10_000)],
    ]);
    const after = await counts();
    expect(after).toMatchObject({ penjualan: before.penjualan + 2, order: before.order + 2, stock: before.stock + 3 });
    for (const p of [pieces[2]!, pieces[3]!, pieces[4]!]) expect((await itemOf(t, p.kode_barcode)).status).toBe('TERJUAL');
    const again = await call('POST', '/api/marketplace/import', body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.orders.map((o: { no_faktur_group: string }) => o.no_faktur_group)).toEqual(orders.map((o) => o.no_faktur_group));
    expect(await counts()).toEqual(after);
  });
});

describe('the payout and the reports', () => {
  it('records the payout: the receivable closes, the bank gets what arrived, the fee goes to its own account', async () => {
    const owed = await call('GET', '/api/marketplace/piutang/TKP01');
    expect(owed.statusCode).toBe(200);
    const orders = owed.json().data as { no_order: string; total: number; no_faktur_group: string }[];
    expect(orders.map((o) => o.no_order).sort()).toEqual(['INV/MAN/001', 'RACE-A', 'RACE-B', 'TKP-200', 'TKP-201'].filter((n) => orders.some((o) => o.no_order === n)).sort());
    const chosen = orders.filter((o) => o.no_order.startsWith('TKP-'));
    const piutang = chosen.reduce((s, o) => s + o.total, 0);
    const before = await counts();
    const base = { idempotency_key: newKey(), kode_akun: 'TKP01', no_rekening: rekening.no_rekening, no_order: chosen.map((o) => o.no_order), keterangan: 'Pencairan mingguan' };
    for (const [over, field, message] of [
      [{ jumlah_diterima: piutang + 1 }, 'jumlah_diterima', M.diterimaOver],
      [{ jumlah_diterima: 0 }, 'jumlah_diterima', M.diterimaInvalid],
      [{ jumlah_diterima: 1000, no_order: [] }, 'no_order', M.ordersRequired],
      [{ jumlah_diterima: 1000, no_order: ['NOPE-1'] }, 'no_order.0', M.orderUnknown],
      [{ jumlah_diterima: 1000, no_rekening: 'NOPE' }, 'no_rekening', M.rekeningUnknown],
    ] as const) {
      const res = await call('POST', '/api/marketplace/pencairan', { ...base, idempotency_key: newKey(), ...over });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors?.[field], res.body).toBe(message);
    }
    expect(await counts()).toEqual(before);

    const diterima = piutang - 15_000;
    const res = await call('POST', '/api/marketplace/pencairan', { ...base, jumlah_diterima: diterima });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.payoutSaved);
    const payout = res.json().data;
    expect(payout).toMatchObject({ kode_akun: 'TKP01', jumlah_piutang: piutang, jumlah_diterima: diterima, biaya: 15_000, no_rekening: rekening.no_rekening });
    expect(payout.no_order.sort()).toEqual(chosen.map((o) => o.no_order).sort());
    const journal = await journalOf([payout.no_pencairan]);
    expect(journal.get('1-1300')).toBe(-piutang);
    expect(journal.get('1-1200')).toBe(diterima);
    expect(journal.get('6-1400')).toBe(15_000);
    expect(journal.get('1-1400') ?? 0).toBe(0);
    // the receivable of these orders is closed: what the sales debited, the payout credited
    const all = await journalOf([...chosen.map((o) => o.no_faktur_group), payout.no_pencairan]);
    expect(all.get('1-1300')).toBe(0);

    const again = await call('POST', '/api/marketplace/pencairan', { ...base, jumlah_diterima: diterima });
    expect(again.json().data.no_pencairan).toBe(payout.no_pencairan);
    const twice = await call('POST', '/api/marketplace/pencairan', { ...base, idempotency_key: newKey(), jumlah_diterima: diterima });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain(M.orderUnknown);
    const left = (await call('GET', '/api/marketplace/piutang/TKP01')).json().data as { no_order: string }[];
    expect(left.some((o) => o.no_order.startsWith('TKP-'))).toBe(false);
  });

  it('reads the channel report, the fees and the receivables outstanding through the report kit', async () => {
    const sales = await call('GET', `/api/penjualan/report-marketplaces?tgl_awal=${tgl}&tgl_akhir=${tgl}&kode_marketplace=SEMUA`);
    expect(sales.statusCode, sales.body).toBe(200);
    const rows = sales.json().data as { no_order: string; kode_barcode: string; kode_marketplace: string; total: number }[];
    expect(rows.filter((r) => r.no_order === 'TKP-200').map((r) => r.kode_barcode).sort()).toEqual([pieces[2]!.kode_barcode, pieces[3]!.kode_barcode].sort());
    expect(rows.every((r) => r.kode_marketplace === kodeMarketplace)).toBe(true);
    const none = await call('GET', `/api/penjualan/report-marketplaces?tgl_awal=${tgl}&tgl_akhir=${tgl}&kode_marketplace=NOPE`);
    expect(none.json().data).toEqual([]);
    const bad = await call('GET', `/api/penjualan/report-marketplaces?tgl_awal=${tgl}&tgl_akhir=${tgl}&kode_group=${encodeURIComponent('<x>')}`);
    expect(bad.statusCode).toBe(400);
    const fees = await call('GET', `/api/laporan/marketplace-biaya?tgl_awal=${tgl}&tgl_akhir=${tgl}`);
    expect(fees.statusCode).toBe(200);
    expect(fees.json().data).toMatchObject([{ jumlah_order: 2, biaya: 15_000 }]);
    const owed = await call('GET', `/api/laporan/marketplace-piutang?tgl_awal=${tgl}&tgl_akhir=${tgl}`);
    expect(owed.statusCode).toBe(200);
    expect((owed.json().data as { no_order: string }[]).map((r) => r.no_order)).toContain('INV/MAN/001');
    expect((owed.json().data as { no_order: string }[]).some((r) => r.no_order.startsWith('TKP-'))).toBe(false);
  });

  it("the day's journal re-added outside the product (hledger) is the store's Neraca Saldo, the open receivable included", async () => {
    const query = `tgl_awal=${tgl}&tgl_akhir=${tgl}&kode_toko=BDG`;
    const exported = await call('GET', `/api/laporan/jurnal/hledger?${query}`);
    expect(exported.statusCode, exported.body).toBe(200);
    const tb = await call('GET', `/api/laporan/neraca-saldo?${query}&sort_by=nomor_akun`);
    expect(tb.statusCode, tb.body).toBe(200);
    const closing = closingBalances(tb.json().data);
    // the hand sale still owed (INV/MAN/001) is the whole of 1-1300: the paid-out orders closed theirs
    const owed = (await call('GET', `/api/laporan/marketplace-piutang?${query.replace('&kode_toko=BDG', '')}`)).json().data as { total: number }[];
    expect(closing.get('1-1300')).toBe(owed.reduce((sum, o) => sum + o.total, 0));
    expect(closing.get('6-1400')).toBe(15_000);
    if (!hledgerInstalled()) return;
    const balances = hledgerCheckedBalances(exported.body, 'BDG');
    expect(balances).toEqual(closing);
  });
});
