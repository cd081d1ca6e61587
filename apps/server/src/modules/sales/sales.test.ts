import { approvalRequiredMessage, cardAmount, MESSAGES, parseWeightToMg, priceSaleLine, SALES_MESSAGES, stalePriceMessage } from '@emas/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTER_SCREENS, counts, firstOf, itemOf, kasOf, newKey, readyItems, setAkses } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { hashPassword } from '../auth/password';

let t: TestApp;
let kasir: Record<string, string>;
/** a second cashier of BDG (KASIRBDG2) */
let kasir2: Record<string, string>;
let spv: Record<string, string>;
let kodeSales: string;
let rekening: { no_rekening: string; kode_bank: string };
let skip = 0;

beforeAll(async () => {
  t = await createTestApp();
  await setAkses(t, 'KASIRBDG', COUNTER_SCREENS.filter((k) => !k.startsWith('validasi')));
  await setAkses(t, 'SPVBDG', COUNTER_SCREENS);
  await setAkses(t, 'KASIRSBY', []);
  await t.db
    .insertInto('users')
    .values({ user_id: 'KASIRBDG2', nama_user: 'KASIR BANDUNG DUA', level: 'KASIR', kode_toko: 'BDG', password_hash: await hashPassword('demo123'), akses: '[]', created_by: 'TEST' })
    .execute();
  await setAkses(t, 'KASIRBDG2', ['transaksi-penjualan']);
  kasir = t.bearer(await t.login('KASIRBDG'));
  kasir2 = t.bearer(await t.login('KASIRBDG2'));
  spv = t.bearer(await t.login('SPVBDG'));
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
  const rek = await firstOf(t, 'rekening');
  rekening = { no_rekening: rek.no_rekening as string, kode_bank: rek.kode_bank as string };
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** Fresh READY items nobody else in this file has used. */
async function take(n: number) {
  const rows = await readyItems(t, n, { skip });
  skip += n;
  return rows;
}

async function quote(code: string) {
  const res = await call('GET', `/api/penjualan/barang/${code}`, kasir);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { harga_hitung: number; floor: number; kode_baki: string; harga_per_gram: number; ongkos: number; berat: string };
}

async function approve(operasi: string) {
  const res = await call('POST', '/api/otorisasi', kasir, { operasi, user_id: 'SPVBDG', password: 'demo123', deskripsi: 'uji' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

const cash = (jumlah_rp: number) => ({ jenis: 'CASH', jumlah_rp });

async function sellAll(codes: readonly string[], extra: Record<string, unknown> = {}) {
  const lines = [];
  for (const code of codes) lines.push({ kode_barcode: code, harga: (await quote(code)).harga_hitung });
  const total = lines.reduce((s, l) => s + l.harga, 0);
  const res = await call('POST', '/api/penjualan', kasir, {
    idempotency_key: newKey(),
    kode_sales: kodeSales,
    nama_customer: 'Budi Santoso',
    no_hp: '0812-3456-7890',
    detail: lines,
    pembayaran: [cash(total)],
    ...extra,
  });
  return { res, total, lines };
}

describe('the counter quote', () => {
  it('prices a GRAM item from the group price in force on the active date (PEMBULATAN 500, up)', async () => {
    const [item] = await take(1);
    const q = await quote(item!.kode_barcode);
    const toko = await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow();
    const price = await t.db
      .selectFrom('harga_emas')
      .selectAll()
      .where('kode_toko', '=', 'BDG')
      .where('kode_group', '=', item!.kode_group)
      .where('tgl_berlaku', '<=', toko.tgl_system)
      .orderBy('tgl_berlaku', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const expected = priceSaleLine({
      jenis_harga: 'GRAM',
      beratMg: parseWeightToMg(item!.berat)!,
      hargaPerGram: Number(price.harga_jual),
      ongkos: Number(item!.ongkos),
      harga_jual: 0,
      jumlah: 1,
      unit: 500,
      down: false,
    });
    expect(q.harga_hitung).toBe(expected);
    expect(q.harga_hitung % 500).toBe(0);
    expect(q.harga_per_gram).toBe(Number(price.harga_jual));
    expect(q.floor).toBe(Math.ceil((parseWeightToMg(item!.berat)! * Number(price.harga_beli)) / 1000));
  });

  it('rounds down with PEMBULATAN_PENJUALAN_KEBAWAH_MODULE', async () => {
    const [item] = await take(1);
    const up = await quote(item!.kode_barcode);
    await t.db.insertInto('para_module').values({ kode_toko: 'BDG', key: 'PEMBULATAN_PENJUALAN_KEBAWAH_MODULE', aktif: true, updated_by: 'TEST' }).onConflict((oc) => oc.columns(['kode_toko', 'key']).doUpdateSet({ aktif: true })).execute();
    try {
      const down = await quote(item!.kode_barcode);
      expect(down.harga_hitung % 500).toBe(0);
      expect(up.harga_hitung - down.harga_hitung === 0 || up.harga_hitung - down.harga_hitung === 500).toBe(true);
    } finally {
      await t.db.updateTable('para_module').set({ aktif: false }).where('kode_toko', '=', 'BDG').where('key', '=', 'PEMBULATAN_PENJUALAN_KEBAWAH_MODULE').execute();
    }
  });

  it('refuses an unknown barcode, and a diamond item while the diamond module is off', async () => {
    const res = await call('GET', '/api/penjualan/barang/TIDAKADA01', kasir);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Barcode TIDAKADA01 tidak ditemukan');
    // the web renders it in the picked language from its template code and the barcode (docs/api.md §4, Message codes)
    expect(res.json()).toMatchObject({ code: 'barcodes.barcodeNotFound', params: { code: 'TIDAKADA01' } });
    // a code longer than the router's default parameter limit still gets the field's own message
    const long = await call('GET', `/api/penjualan/barang/${'1'.repeat(150)}`, kasir);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Kode Barcode maksimal 30 karakter');
    const diamond = await t.db.selectFrom('barang').select('kode_barcode').where('kode_toko', '=', 'BDG').where('kode_dept', '=', 'CB').where('status', '=', 'READY').executeTakeFirst();
    if (diamond) {
      expect((await call('GET', `/api/penjualan/barang/${diamond.kode_barcode}`, kasir)).statusCode).toBe(200);
      await t.db.updateTable('para_module').set({ aktif: false }).where('kode_toko', '=', 'BDG').where('key', '=', 'BERLIAN_MODULE').execute();
      try {
        const off = await call('GET', `/api/penjualan/barang/${diamond.kode_barcode}`, kasir);
        expect(off.statusCode).toBe(400);
        expect(off.json().message).toBe(SALES_MESSAGES.diamondModuleOff);
      } finally {
        await t.db.updateTable('para_module').set({ aktif: true }).where('kode_toko', '=', 'BDG').where('key', '=', 'BERLIAN_MODULE').execute();
      }
    }
  });

  it('answers 403 to a cashier without the counter screen', async () => {
    const sby = t.bearer(await t.login('KASIRSBY'));
    const [item] = await readyItems(t, 1, { kodeToko: 'SBY' });
    expect((await call('GET', `/api/penjualan/barang/${item!.kode_barcode}`, sby)).statusCode).toBe(403);
    const res = await call('POST', '/api/penjualan', sby, { idempotency_key: newKey(), kode_sales: 'X', detail: [], pembayaran: [] });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
    expect((await call('GET', '/api/penjualan/validasi?tanggal=2026-01-01', kasir)).statusCode).toBe(403);
  });
});

describe('saving a sale', () => {
  it("refuses a payment to an account or marketplace the store does not have, on its row, and writes nothing; takes the store's marketplace", async () => {
    const [item] = await take(1);
    const harga = (await quote(item!.kode_barcode)).harga_hitung;
    const marketplace = (await firstOf(t, 'marketplace')).kode_marketplace as string;
    const before = await counts(t);
    const refused = await call('POST', '/api/penjualan', kasir, {
      idempotency_key: newKey(),
      kode_sales: kodeSales,
      detail: [{ kode_barcode: item!.kode_barcode, harga }],
      pembayaran: [
        { jenis: 'TRANSFER', jumlah_rp: 1_000, no_rekening: 'TIDAKADA-001' },
        { jenis: 'MARKETPLACE', jumlah_rp: 1_000, kode_marketplace: 'TIDAKADA' },
        { jenis: 'CASH', jumlah_rp: harga },
      ],
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(SALES_MESSAGES.rekeningUnknown);
    expect(refused.json().errors).toEqual({ 'pembayaran.0.no_rekening': SALES_MESSAGES.rekeningUnknown, 'pembayaran.1.kode_marketplace': SALES_MESSAGES.marketplaceUnknown });
    expect(await counts(t)).toEqual(before);
    expect((await itemOf(t, item!.kode_barcode)).status).toBe('READY');

    const sold = await call('POST', '/api/penjualan', kasir, {
      idempotency_key: newKey(),
      kode_sales: kodeSales,
      detail: [{ kode_barcode: item!.kode_barcode, harga }],
      pembayaran: [{ jenis: 'MARKETPLACE', jumlah_rp: harga, kode_marketplace: marketplace.toLowerCase() }],
    });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json().data.pembayaran).toMatchObject([{ jenis: 'MARKETPLACE', jumlah_rp: harga, kode_marketplace: marketplace }]);
  });

  it('sells three items with a card and cash split: receipt, lines, payments, cash ledger, stock ledger, items sold', async () => {
    const items = await take(3);
    const lines = [];
    for (const it of items) lines.push({ kode_barcode: it.kode_barcode, harga: (await quote(it.kode_barcode)).harga_hitung });
    const total = lines.reduce((s, l) => s + l.harga, 0);
    const cardRp = total - 100_000;
    const before = await counts(t);
    const res = await call('POST', '/api/penjualan', kasir, {
      idempotency_key: newKey(),
      kode_sales: kodeSales.toLowerCase(),
      nama_customer: 'siti aminah',
      alamat_customer: 'jl. braga no 1',
      no_hp: '081234567890',
      detail: lines,
      pembayaran: [
        { jenis: 'CARD', jumlah_rp: cardRp, no_rekening: rekening.no_rekening, fee_persen: 2.5 },
        { jenis: 'CASH', jumlah_rp: 150_000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(SALES_MESSAGES.saleSaved);
    const r = body.data;
    expect(r.no_faktur_group).toMatch(/^FJ-BDG-\d{6}-\d{6}$/);
    expect(r.nama_customer).toBe('SITI AMINAH');
    expect(r.status).toBe('AKTIF');
    expect(r.total_harga).toBe(total);
    expect(r.grand_total).toBe(total);
    expect(r.total_bayar).toBe(total + 50_000);
    expect(r.kembalian).toBe(50_000);
    expect(r.detail).toHaveLength(3);
    expect(new Set(r.detail.map((d: { no_faktur_jual: string }) => d.no_faktur_jual)).size).toBe(3);
    const card = r.pembayaran.find((p: { jenis: string }) => p.jenis === 'CARD');
    expect(card).toMatchObject({ jumlah_rp: cardRp, fee_persen: 2.5, jumlah_gesek: cardAmount(cardRp, 2.5), no_rekening: rekening.no_rekening, kode_bank: rekening.kode_bank });

    const after = await counts(t);
    expect(after.penjualan - before.penjualan).toBe(1);
    expect(after.detail - before.detail).toBe(3);
    expect(after.bayar - before.bayar).toBe(2);
    expect(after.kas - before.kas).toBe(4); // card in, cash in, the card's surcharge in, change out
    expect(after.mutasi - before.mutasi).toBe(3);
    const kas = await kasOf(t, r.no_faktur_group);
    const surcharge = cardAmount(cardRp, 2.5) - cardRp;
    expect(kas.map((k) => [k.kategori, k.jenis, Number(k.jumlah_in), Number(k.jumlah_out)])).toEqual([
      ['PENJUALAN', 'BANK', cardRp, 0],
      ['PENJUALAN', 'CASH', 150_000, 0],
      ['FEE KARTU', 'BANK', surcharge, 0],
      ['PENJUALAN', 'CASH', 0, 50_000],
    ]);
    // the sale's own rows hold its total; the bank account also holds the surcharge, what the card was charged
    expect(kas.filter((k) => k.kategori === 'PENJUALAN').reduce((s, k) => s + Number(k.jumlah_in) - Number(k.jumlah_out), 0)).toBe(r.grand_total);
    expect(kas.filter((k) => k.jenis === 'BANK').reduce((s, k) => s + Number(k.jumlah_in), 0)).toBe(cardAmount(cardRp, 2.5));
    for (const it of items) {
      const row = await itemOf(t, it.kode_barcode);
      expect(row.status).toBe('TERJUAL');
      const ledger = await t.db.selectFrom('stock_mutasi').selectAll().where('kode_barcode', '=', it.kode_barcode).where('no_ref', '=', r.no_faktur_group).execute();
      expect(ledger.map((l) => [l.jenis, l.dari_baki, l.ke_baki])).toEqual([['JUAL', it.kode_baki, null]]);
    }
    // read back
    const got = await call('GET', `/api/penjualan/${r.no_faktur_group}`, kasir);
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toEqual(r);
    const list = await call('GET', `/api/penjualan?tgl_awal=${r.tgl_system}&tgl_akhir=${r.tgl_system}&q=${items[1]!.kode_barcode}`, kasir);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((x: { no_faktur_group: string }) => x.no_faktur_group)).toEqual([r.no_faktur_group]);
    expect(list.json().data[0].jumlah_item).toBe(3);

    // an item sold cannot be sold again
    const again = await call('GET', `/api/penjualan/barang/${items[0]!.kode_barcode}`, kasir);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(`Barcode ${items[0]!.kode_barcode} sudah terjual`);
    expect(again.json()).toMatchObject({ code: 'barcodes.alreadySold', params: { code: items[0]!.kode_barcode } });
    const resale = await call('POST', '/api/penjualan', kasir, { idempotency_key: newKey(), kode_sales: kodeSales, detail: [lines[0]], pembayaran: [cash(lines[0]!.harga)] });
    expect(resale.statusCode).toBe(400);
    expect(resale.json().message).toBe(`Barcode ${items[0]!.kode_barcode} sudah terjual`);
  });

  it('receipt numbers are unique and increasing per store', async () => {
    const a = (await sellAll([(await take(1))[0]!.kode_barcode])).res.json().data.no_faktur_group as string;
    const b = (await sellAll([(await take(1))[0]!.kode_barcode])).res.json().data.no_faktur_group as string;
    expect(Number(b.slice(-6))).toBe(Number(a.slice(-6)) + 1);
  });

  it('two cashiers saving the same barcode at the same moment: exactly one receipt holds it', async () => {
    const [item] = await take(1);
    const q = await quote(item!.kode_barcode);
    const payload = () => ({ idempotency_key: newKey(), kode_sales: kodeSales, detail: [{ kode_barcode: item!.kode_barcode, harga: q.harga_hitung }], pembayaran: [cash(q.harga_hitung)] });
    const results = await Promise.all([call('POST', '/api/penjualan', kasir, payload()), call('POST', '/api/penjualan', kasir2, payload())]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    const loser = results.find((r) => r.statusCode === 400)!;
    expect(loser.json().message).toBe(`Barcode ${item!.kode_barcode} sudah terjual`);
    const lines = await t.db.selectFrom('penjualan_detail').select('no_faktur_group').where('kode_barcode', '=', item!.kode_barcode).execute();
    expect(lines).toHaveLength(1);
  });

  it('a save retried with the same key answers the first receipt, also when both arrive at once', async () => {
    const [a, b] = await take(2);
    const qa = await quote(a!.kode_barcode);
    const payload = { idempotency_key: newKey(), kode_sales: kodeSales, detail: [{ kode_barcode: a!.kode_barcode, harga: qa.harga_hitung }], pembayaran: [cash(qa.harga_hitung)] };
    const first = await call('POST', '/api/penjualan', kasir, payload);
    const second = await call('POST', '/api/penjualan', kasir, payload);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.no_faktur_group).toBe(first.json().data.no_faktur_group);
    expect(await t.db.selectFrom('penjualan').select('no_faktur_group').where('idempotency_key', '=', payload.idempotency_key).execute()).toHaveLength(1);

    const qb = await quote(b!.kode_barcode);
    const racing = { idempotency_key: newKey(), kode_sales: kodeSales, detail: [{ kode_barcode: b!.kode_barcode, harga: qb.harga_hitung }], pembayaran: [cash(qb.harga_hitung)] };
    const both = await Promise.all([call('POST', '/api/penjualan', kasir, racing), call('POST', '/api/penjualan', kasir, racing)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[0]!.json().data.no_faktur_group).toBe(both[1]!.json().data.no_faktur_group);
    expect(await t.db.selectFrom('penjualan').select('no_faktur_group').where('idempotency_key', '=', racing.idempotency_key).execute()).toHaveLength(1);
    expect(await kasOf(t, both[0]!.json().data.no_faktur_group)).toHaveLength(1);
  });

  // Needs a second session holding a row lock while the save runs: PostgreSQL only (the embedded
  // database has one session).
  it.runIf(process.env.TEST_DATABASE_URL)('an item or approval changed between the read and the write: nothing is written and the save runs again on what is there now', async () => {
    const counterFJ = async () => Number((await t.db.selectFrom('nomor_dokumen').select('nomor').where('kode_toko', '=', 'BDG').where('jenis', '=', 'FJ').executeTakeFirst())?.nomor ?? 0);
    /** runs a save while another session makes a change and holds it until the save is waiting for it */
    const saveWhile = async (change: (conn: typeof t.db) => Promise<unknown>, payload: Record<string, unknown>) => {
      return t.db.connection().execute(async (conn) => {
        await sql`begin`.execute(conn);
        await change(conn);
        const pending = call('POST', '/api/penjualan', kasir, { idempotency_key: newKey(), kode_sales: kodeSales, ...payload });
        for (let i = 0; i < 100; i++) {
          const waiting = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`.execute(t.db);
          if (waiting.rows[0]!.n > 0) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        await sql`commit`.execute(conn);
        return pending;
      });
    };
    const sale = (code: string, harga: number) => ({ detail: [{ kode_barcode: code, harga }], pembayaran: [cash(harga)] });
    const changeItem = (code: string, values: { updated_by?: string; status?: 'CONTOH' }) => (conn: typeof t.db) =>
      conn.updateTable('barang').set(values).where('kode_toko', '=', 'BDG').where('kode_barcode', '=', code).execute();
    const [a, b, c] = await take(3);
    const qa = await quote(a!.kode_barcode);
    const before = await counterFJ();
    // a change that leaves the item sellable: the second run sells it, with the next number (none lost)
    const sold = await saveWhile(changeItem(a!.kode_barcode, { updated_by: 'LAIN' }), sale(a!.kode_barcode, qa.harga_hitung));
    expect(sold.statusCode, sold.body).toBe(200);
    expect(Number(sold.json().data.no_faktur_group.slice(-6))).toBe(before + 1);
    expect(await counterFJ()).toBe(before + 1);
    expect((await itemOf(t, a!.kode_barcode)).status).toBe('TERJUAL');

    // a change that takes the item off the counter: the second run refuses it, nothing written
    const qb = await quote(b!.kode_barcode);
    const counted = await counts(t);
    const refused = await saveWhile(changeItem(b!.kode_barcode, { status: 'CONTOH' }), sale(b!.kode_barcode, qb.harga_hitung));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(SALES_MESSAGES.notSellable(b!.kode_barcode, 'CONTOH'));
    expect(await counts(t)).toEqual(counted);
    expect(await counterFJ()).toBe(before + 1);
    await t.db.updateTable('barang').set({ status: 'READY' }).where('kode_toko', '=', 'BDG').where('kode_barcode', '=', b!.kode_barcode).execute();

    // the approval the save carries is used by another document meanwhile: it is asked for again
    const qc = await quote(c!.kode_barcode);
    const id = await approve('UBAH_HARGA');
    const higher = qc.harga_hitung + 10_000;
    const useApproval = (conn: typeof t.db) => conn.updateTable('otorisasi').set({ used_at: sql<string>`now()`, no_dokumen: 'FJ-LAIN' }).where('id', '=', id).execute();
    const asked = await saveWhile(useApproval, { ...sale(c!.kode_barcode, higher), otorisasi: [id] });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().message).toBe(approvalRequiredMessage(['UBAH_HARGA']));
    expect(await counts(t)).toEqual(counted);
    expect(await counterFJ()).toBe(before + 1);
    expect((await itemOf(t, c!.kode_barcode)).status).toBe('READY');
    expect((await t.db.selectFrom('otorisasi').select('no_dokumen').where('id', '=', id).executeTakeFirstOrThrow()).no_dokumen).toBe('FJ-LAIN');
  });

  it('a failure in the middle leaves no receipt, no moved item and no cash row', async () => {
    const [a, b] = await take(2);
    const qa = await quote(a!.kode_barcode);
    const before = await counts(t);
    // second line unknown
    const unknown = await call('POST', '/api/penjualan', kasir, {
      idempotency_key: newKey(),
      kode_sales: kodeSales,
      detail: [{ kode_barcode: a!.kode_barcode, harga: qa.harga_hitung }, { kode_barcode: 'TIDAKADA99', harga: 1000 }],
      pembayaran: [cash(qa.harga_hitung + 1000)],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Barcode TIDAKADA99 tidak ditemukan');
    expect(unknown.json().errors).toEqual({ 'detail.1.kode_barcode': 'Barcode TIDAKADA99 tidak ditemukan' });
    expect(unknown.json()).toMatchObject({
      code: 'barcodes.barcodeNotFound',
      params: { code: 'TIDAKADA99' },
      error_codes: { 'detail.1.kode_barcode': 'barcodes.barcodeNotFound' },
      error_params: { 'detail.1.kode_barcode': { code: 'TIDAKADA99' } },
    });
    // payment short
    const short = await call('POST', '/api/penjualan', kasir, { idempotency_key: newKey(), kode_sales: kodeSales, detail: [{ kode_barcode: a!.kode_barcode, harga: qa.harga_hitung }], pembayaran: [cash(qa.harga_hitung - 1)] });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(SALES_MESSAGES.paymentShort);
    // non-cash overpayment: change only from cash
    const over = await call('POST', '/api/penjualan', kasir, {
      idempotency_key: newKey(),
      kode_sales: kodeSales,
      detail: [{ kode_barcode: a!.kode_barcode, harga: qa.harga_hitung }],
      pembayaran: [{ jenis: 'TRANSFER', jumlah_rp: qa.harga_hitung + 1, no_rekening: rekening.no_rekening }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(SALES_MESSAGES.nonCashOver);
    // the same barcode twice on one receipt
    const twice = await call('POST', '/api/penjualan', kasir, {
      idempotency_key: newKey(),
      kode_sales: kodeSales,
      detail: [{ kode_barcode: a!.kode_barcode, harga: qa.harga_hitung }, { kode_barcode: a!.kode_barcode.toLowerCase(), harga: qa.harga_hitung }],
      pembayaran: [cash(qa.harga_hitung * 2)],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(`Barcode ${a!.kode_barcode} sudah ada di tabel`);
    // a write failing after the items were already taken out (the line number is already used)
    const qb = await quote(b!.kode_barcode);
    const jl = await t.db.selectFrom('nomor_dokumen').select('nomor').where('kode_toko', '=', 'BDG').where('jenis', '=', 'JL').executeTakeFirstOrThrow();
    const toko = await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow();
    const clash = `JL-BDG-${toko.tgl_system.slice(2, 4)}${toko.tgl_system.slice(5, 7)}${toko.tgl_system.slice(8, 10)}-${String(Number(jl.nomor) + 2).padStart(6, '0')}`;
    const existing = await t.db.selectFrom('penjualan_detail').selectAll().where('kode_toko', '=', 'BDG').orderBy('no_faktur_jual').limit(1).executeTakeFirstOrThrow();
    await t.db.insertInto('penjualan_detail').values({ ...existing, no_faktur_jual: clash, urut: 99 }).execute();
    const midway = await call('POST', '/api/penjualan', kasir, {
      idempotency_key: newKey(),
      kode_sales: kodeSales,
      detail: [{ kode_barcode: a!.kode_barcode, harga: qa.harga_hitung }, { kode_barcode: b!.kode_barcode, harga: qb.harga_hitung }],
      pembayaran: [cash(qa.harga_hitung + qb.harga_hitung)],
    });
    expect(midway.statusCode).toBe(409);
    expect(midway.json().status).toBe('error');
    await t.db.deleteFrom('penjualan_detail').where('no_faktur_jual', '=', clash).execute();

    const after = await counts(t);
    expect(after).toEqual({ ...before, detail: before.detail });
    for (const it of [a!, b!]) {
      const row = await itemOf(t, it.kode_barcode);
      expect(row.status).toBe('READY');
      expect(row.kode_baki).toBe(it.kode_baki);
    }
  });

  it('an unknown sales person, or a group price older than the active date, is refused and writes nothing', async () => {
    const [item] = await take(1);
    const q = await quote(item!.kode_barcode);
    const payload = { kode_sales: kodeSales, detail: [{ kode_barcode: item!.kode_barcode, harga: q.harga_hitung }], pembayaran: [cash(q.harga_hitung)] };
    const before = await counts(t);
    const nobody = await call('POST', '/api/penjualan', kasir, { ...payload, idempotency_key: newKey(), kode_sales: 'NOBODY' });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toMatchObject({ status: 'error', message: SALES_MESSAGES.salesUnknown, errors: { kode_sales: SALES_MESSAGES.salesUnknown } });

    const toko = await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow();
    const next = new Date(Date.parse(`${toko.tgl_system}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const price = await t.db.selectFrom('harga_emas').select('tgl_berlaku').where('kode_toko', '=', 'BDG').where('kode_group', '=', item!.kode_group).orderBy('tgl_berlaku', 'desc').executeTakeFirstOrThrow();
    await t.db.updateTable('toko').set({ tgl_system: next }).where('kode_toko', '=', 'BDG').execute();
    try {
      const message = stalePriceMessage(price.tgl_berlaku, next);
      const stale = await call('POST', '/api/penjualan', kasir, { ...payload, idempotency_key: newKey() });
      expect(stale.statusCode).toBe(400);
      expect(stale.json()).toMatchObject({ status: 'error', message, errors: { 'detail.0.kode_barcode': message } });
      const staleQuote = await call('GET', `/api/penjualan/barang/${item!.kode_barcode}`, kasir);
      expect(staleQuote.statusCode).toBe(400);
      expect(staleQuote.json().message).toBe(message);
    } finally {
      await t.db.updateTable('toko').set({ tgl_system: toko.tgl_system }).where('kode_toko', '=', 'BDG').execute();
    }
    expect(await counts(t)).toEqual(before);
    expect((await itemOf(t, item!.kode_barcode)).status).toBe('READY');
  });

  it('discount over the total is refused; over the store limit it needs approval', async () => {
    const [item] = await take(1);
    const q = await quote(item!.kode_barcode);
    const over = await call('POST', '/api/penjualan', kasir, { idempotency_key: newKey(), kode_sales: kodeSales, diskon: q.harga_hitung + 1, detail: [{ kode_barcode: item!.kode_barcode, harga: q.harga_hitung }], pembayaran: [cash(1)] });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(SALES_MESSAGES.discountOverTotal);
    expect(over.json().errors).toEqual({ diskon: SALES_MESSAGES.discountOverTotal });
    const payload = { idempotency_key: newKey(), kode_sales: kodeSales, diskon: 60_000, detail: [{ kode_barcode: item!.kode_barcode, harga: q.harga_hitung }], pembayaran: [cash(q.harga_hitung - 60_000)] };
    const noApproval = await call('POST', '/api/penjualan', kasir, payload);
    expect(noApproval.statusCode).toBe(400);
    expect(noApproval.json().message).toBe(approvalRequiredMessage(['DISKON']));
    const id = await approve('DISKON');
    const withApproval = await call('POST', '/api/penjualan', kasir, { ...payload, otorisasi: [id] });
    expect(withApproval.statusCode, withApproval.body).toBe(200);
    expect(withApproval.json().data).toMatchObject({ diskon: 60_000, grand_total: q.harga_hitung - 60_000, otorisasi: [{ operasi: 'DISKON', approved_by: 'SPVBDG', metode: 'MANUAL' }] });
    // the receipt answered by the save is the receipt read back
    expect((await call('GET', `/api/penjualan/${withApproval.json().data.no_faktur_group}`, kasir)).json().data).toEqual(withApproval.json().data);
    const used = await t.db.selectFrom('otorisasi').select(['no_dokumen', 'used_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(used.no_dokumen).toBe(withApproval.json().data.no_faktur_group);
  });

  it('a changed price needs approval; below the floor needs the below-cost approval too', async () => {
    const [item] = await take(1);
    const q = await quote(item!.kode_barcode);
    const higher = { idempotency_key: newKey(), kode_sales: kodeSales, detail: [{ kode_barcode: item!.kode_barcode, harga: q.harga_hitung + 10_000 }], pembayaran: [cash(q.harga_hitung + 10_000)] };
    const refused = await call('POST', '/api/penjualan', kasir, higher);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(approvalRequiredMessage(['UBAH_HARGA']));
    expect(refused.json().errors.otorisasi).toBe(approvalRequiredMessage(['UBAH_HARGA']));
    expect((await itemOf(t, item!.kode_barcode)).status).toBe('READY');

    const low = q.floor - 1;
    const below = await call('POST', '/api/penjualan', kasir, { ...higher, idempotency_key: newKey(), detail: [{ kode_barcode: item!.kode_barcode, harga: low }], pembayaran: [cash(low)], otorisasi: [await approve('UBAH_HARGA')] });
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe(approvalRequiredMessage(['DIBAWAH_MODAL']));

    const ok = await call('POST', '/api/penjualan', kasir, { ...higher, otorisasi: [await approve('UBAH_HARGA')] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.detail[0]).toMatchObject({ harga: q.harga_hitung + 10_000, harga_hitung: q.harga_hitung });
    expect(ok.json().data.otorisasi).toEqual([{ operasi: 'UBAH_HARGA', approved_by: 'SPVBDG', metode: 'MANUAL' }]);
  });
});

describe('tag-priced items and accessories', () => {
  it('a BANDROL item takes its tag price; accessories are sold by pieces and come back by pieces', async () => {
    const [tag] = await readyItems(t, 1, { jenisHarga: 'BANDROL' });
    const [acc] = await readyItems(t, 1, { jenisHarga: 'AKSESORIS' });
    const qt = await quote(tag!.kode_barcode);
    expect(qt.harga_hitung).toBe(Number(tag!.harga_jual));
    const qa = await quote(acc!.kode_barcode);
    expect(qa.harga_hitung).toBe(Number(acc!.harga_jual));
    const before = (await itemOf(t, acc!.kode_barcode)).jumlah;
    const total = qt.harga_hitung + qa.harga_hitung * 2;
    const res = await call('POST', '/api/penjualan', kasir, {
      idempotency_key: newKey(),
      kode_sales: kodeSales,
      detail: [
        { kode_barcode: tag!.kode_barcode, harga: qt.harga_hitung },
        { kode_barcode: acc!.kode_barcode, harga: qa.harga_hitung * 2, jumlah: 2 },
      ],
      pembayaran: [cash(total)],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.total_harga).toBe(total);
    expect((await call('GET', `/api/penjualan/${res.json().data.no_faktur_group}`, kasir)).json().data).toEqual(res.json().data);
    expect((await itemOf(t, acc!.kode_barcode)).jumlah).toBe(before - 2);
    expect((await itemOf(t, tag!.kode_barcode)).status).toBe('TERJUAL');
    const cancel = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: res.json().data.no_faktur_group, alasan: 'retur', otorisasi: [await approve('BATAL_PENJUALAN')] });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await itemOf(t, acc!.kode_barcode)).jumlah).toBe(before);
    expect((await itemOf(t, tag!.kode_barcode)).status).toBe('READY');
  });
});

describe('cancelling a sale', () => {
  it('needs approval, returns the items to their tray and reverses the cash exactly', async () => {
    const items = await take(2);
    const lines = [];
    for (const it of items) lines.push({ kode_barcode: it.kode_barcode, harga: (await quote(it.kode_barcode)).harga_hitung });
    const total = lines.reduce((s, l) => s + l.harga, 0);
    const sale = await call('POST', '/api/penjualan', kasir, {
      idempotency_key: newKey(),
      kode_sales: kodeSales,
      detail: lines,
      pembayaran: [
        { jenis: 'TRANSFER', jumlah_rp: total - 20_000, no_rekening: rekening.no_rekening },
        { jenis: 'CASH', jumlah_rp: 50_000 },
      ],
    });
    expect(sale.statusCode, sale.body).toBe(200);
    const no = sale.json().data.no_faktur_group as string;

    const missingReason = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: no });
    expect(missingReason.statusCode).toBe(400);
    expect(missingReason.json().message).toBe(SALES_MESSAGES.alasanRequired);
    const noApproval = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: no, alasan: 'salah input' });
    expect(noApproval.statusCode).toBe(400);
    expect(noApproval.json().message).toBe(approvalRequiredMessage(['BATAL_PENJUALAN']));
    for (const it of items) expect((await itemOf(t, it.kode_barcode)).status).toBe('TERJUAL');

    const res = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: no, alasan: 'salah input', otorisasi: [await approve('BATAL_PENJUALAN')] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(SALES_MESSAGES.saleCancelled);
    expect(res.json().data).toMatchObject({ status: 'BATAL', alasan_batal: 'salah input', batal_by: 'KASIRBDG' });
    expect(res.json().data.detail.every((d: { status: string }) => d.status === 'BATAL')).toBe(true);
    for (const it of items) {
      const row = await itemOf(t, it.kode_barcode);
      expect([row.status, row.kode_gudang, row.kode_baki]).toEqual(['READY', it.kode_gudang, it.kode_baki]);
      const last = await t.db.selectFrom('stock_mutasi').selectAll().where('kode_barcode', '=', it.kode_barcode).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect([last.jenis, last.ke_baki, last.no_ref]).toEqual(['BATAL_JUAL', it.kode_baki, no]);
    }
    const kas = await kasOf(t, no);
    const net = (rows: typeof kas, jenis?: string) => rows.filter((k) => !jenis || k.jenis === jenis).reduce((s, k) => s + Number(k.jumlah_in) - Number(k.jumlah_out), 0);
    expect(net(kas.filter((k) => k.kategori === 'PENJUALAN'))).toBe(total);
    expect(net(kas.filter((k) => k.kategori === 'BATAL PENJUALAN'))).toBe(-total);
    expect(net(kas, 'BANK')).toBe(0);
    expect(net(kas, 'CASH')).toBe(0);
    expect(kas.filter((k) => k.kategori === 'BATAL PENJUALAN')).toHaveLength(kas.filter((k) => k.kategori === 'PENJUALAN').length);

    const again = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: no, alasan: 'lagi', otorisasi: [await approve('BATAL_PENJUALAN')] });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(SALES_MESSAGES.saleAlreadyCancelled);
  });

  it('cancelled in steps, gives money back along the payment lines (each account its share) and ends at zero in each', async () => {
    const items = await take(3);
    const lines = [];
    for (const it of items) lines.push({ kode_barcode: it.kode_barcode, harga: (await quote(it.kode_barcode)).harga_hitung });
    const total = lines.reduce((s, l) => s + l.harga, 0);
    const cashPaid = Math.floor(lines[0]!.harga / 2);
    const sale = await call('POST', '/api/penjualan', kasir, {
      idempotency_key: newKey(),
      kode_sales: kodeSales,
      detail: lines,
      pembayaran: [
        { jenis: 'TRANSFER', jumlah_rp: total - cashPaid, no_rekening: rekening.no_rekening },
        cash(cashPaid + 5_000),
      ],
    });
    expect(sale.statusCode, sale.body).toBe(200);
    const { no_faktur_group: no, detail } = sale.json().data as { no_faktur_group: string; detail: { no_faktur_jual: string }[] };
    const net = (rows: Awaited<ReturnType<typeof kasOf>>, jenis: string) => rows.filter((k) => k.jenis === jenis).reduce((s, k) => s + Number(k.jumlah_in) - Number(k.jumlah_out), 0);

    // the first line goes back from the cash and the bank in proportion to what the receipt took in each
    const first = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: no, no_faktur_jual: [detail[0]!.no_faktur_jual], alasan: 'retur', otorisasi: [await approve('BATAL_PENJUALAN')] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.status).toBe('AKTIF');
    // the receipt now totals the lines still sold; what was paid stays
    expect(first.json().data).toMatchObject({ total_harga: total - lines[0]!.harga, grand_total: total - lines[0]!.harga, total_bayar: total + 5_000, kembalian: 5_000 });
    const listed = await call('GET', `/api/penjualan?tgl_awal=${sale.json().data.tgl_system}&tgl_akhir=${sale.json().data.tgl_system}&q=${no}`, kasir);
    expect(listed.json().data.map((r: { no_faktur_group: string; jumlah_item: number; grand_total: number }) => [r.no_faktur_group, r.jumlah_item, r.grand_total])).toEqual([[no, 2, total - lines[0]!.harga]]);
    const refund = (await kasOf(t, no)).filter((k) => k.kategori === 'BATAL PENJUALAN');
    const part = (jenis: string) => refund.filter((k) => k.jenis === jenis).reduce((s, k) => s + Number(k.jumlah_out), 0);
    expect(refund).toHaveLength(2);
    expect(part('CASH') + part('BANK')).toBe(lines[0]!.harga);
    // the cash part is the line's price x the cash share of the receipt, to the rupiah
    expect(Math.abs(part('CASH') * total - lines[0]!.harga * cashPaid)).toBeLessThan(total);
    expect(refund.find((k) => k.jenis === 'BANK')).toMatchObject({ kode_bank: rekening.kode_bank, no_rekening: rekening.no_rekening });
    expect((await itemOf(t, items[0]!.kode_barcode)).status).toBe('READY');

    const rest = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: no, alasan: 'retur', otorisasi: [await approve('BATAL_PENJUALAN')] });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data.status).toBe('BATAL');
    const kas = await kasOf(t, no);
    expect([net(kas, 'CASH'), net(kas, 'BANK')]).toEqual([0, 0]);
    expect(kas.filter((k) => k.kategori === 'BATAL PENJUALAN').reduce((s, k) => s + Number(k.jumlah_out) - Number(k.jumlah_in), 0)).toBe(total);
    for (const it of items) expect((await itemOf(t, it.kode_barcode)).status).toBe('READY');
  });

  it('refuses cancelling lines when what remains would be below the receipt discount, and says to cancel it whole', async () => {
    const items = await take(2);
    const lines = [];
    for (const it of items) lines.push({ kode_barcode: it.kode_barcode, harga: (await quote(it.kode_barcode)).harga_hitung });
    const total = lines.reduce((s, l) => s + l.harga, 0);
    const diskon = lines[1]!.harga + 1;
    const sale = await call('POST', '/api/penjualan', kasir, {
      idempotency_key: newKey(),
      kode_sales: kodeSales,
      detail: lines,
      diskon,
      pembayaran: [cash(total - diskon)],
      otorisasi: [await approve('DISKON')],
    });
    expect(sale.statusCode, sale.body).toBe(200);
    const { no_faktur_group: no, detail } = sale.json().data as { no_faktur_group: string; detail: { no_faktur_jual: string }[] };
    const res = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: no, no_faktur_jual: [detail[0]!.no_faktur_jual], alasan: 'retur', otorisasi: [await approve('BATAL_PENJUALAN')] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SALES_MESSAGES.cancelUnderDiscount);
    expect((await kasOf(t, no)).every((k) => k.kategori === 'PENJUALAN')).toBe(true);
    expect((await itemOf(t, items[0]!.kode_barcode)).status).toBe('TERJUAL');
  });

  it("yesterday's sale cannot be cancelled", async () => {
    const { res } = await sellAll([(await take(1))[0]!.kode_barcode]);
    expect(res.statusCode).toBe(200);
    const no = res.json().data.no_faktur_group as string;
    const toko = await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow();
    const next = new Date(`${toko.tgl_system}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    await t.db.updateTable('toko').set({ tgl_system: next.toISOString().slice(0, 10) }).where('kode_toko', '=', 'BDG').execute();
    try {
      const cancel = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: no, alasan: 'batal', otorisasi: [await approve('BATAL_PENJUALAN')] });
      expect(cancel.statusCode).toBe(400);
      expect(cancel.json().message).toBe(SALES_MESSAGES.yesterdayCancel);
    } finally {
      await t.db.updateTable('toko').set({ tgl_system: toko.tgl_system }).where('kode_toko', '=', 'BDG').execute();
    }
    expect((await kasOf(t, no)).every((k) => k.kategori === 'PENJUALAN')).toBe(true);
  });

  it('exchange and normal lines cannot be cancelled together', async () => {
    const { res } = await sellAll((await take(2)).map((i) => i.kode_barcode));
    const no = res.json().data.no_faktur_group as string;
    const [first] = res.json().data.detail as { no_faktur_jual: string }[];
    await t.db.updateTable('penjualan_detail').set({ jenis: 'TUKAR' }).where('no_faktur_jual', '=', first!.no_faktur_jual).execute();
    const cancel = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: no, alasan: 'batal', otorisasi: [await approve('BATAL_PENJUALAN')] });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json().message).toBe(SALES_MESSAGES.mixedCancel);
  });
});

describe('supervisor validation', () => {
  it('lists the day, validates, and offers KASIR users plus ALL', async () => {
    const { res } = await sellAll([(await take(1))[0]!.kode_barcode]);
    const r = res.json().data;
    const list = await call('GET', `/api/penjualan/validasi?tanggal=${r.tgl_system}&valid_by=KASIRBDG`, spv);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.some((x: { no_faktur_group: string }) => x.no_faktur_group === r.no_faktur_group)).toBe(true);
    const v = await call('POST', '/api/penjualan/validasi', spv, { no_faktur_group: [r.no_faktur_group] });
    expect(v.statusCode).toBe(200);
    expect(v.json().data).toEqual({ validated: 1 });
    const got = await call('GET', `/api/penjualan/${r.no_faktur_group}`, spv);
    expect(got.json().data).toMatchObject({ valid: true, valid_by: 'SPVBDG' });
    const options = await call('GET', '/api/penjualan/valid-by-options', spv);
    expect(options.statusCode).toBe(200);
    expect(options.json().data[0]).toEqual({ value: 'ALL', label: 'ALL' });
    expect(options.json().data.map((o: { value: string }) => o.value)).toContain('KASIRBDG');
    expect(options.json().data.map((o: { value: string }) => o.value)).not.toContain('SPVBDG');
  });
});
