import { addDays, CLOSING_MESSAGES, MESSAGES, previousDateMessage, SALES_MESSAGES, toBusinessDate } from '@emas/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, daysOfSale, freshItems, keptKas, keptStock, ledgerKas, pricesFor, sell, tglOf, type Headers } from '../../../test/closing-helpers';
import { COUNTER_SCREENS, firstOf, setAkses } from '../../../test/sales-helpers';
import { collect, connectSocket, waitFor } from '../../../test/socket-client';
import { presentStock, saldoClosing } from '../../../test/stock-balance';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
let kasir: Headers;
let spv: Headers;
let owner: Headers;
let approveHeaders: Headers;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  await setAkses(t, 'KASIRBDG', COUNTER_SCREENS.filter((k) => !k.startsWith('validasi')));
  kasir = t.bearer(await t.login('KASIRBDG'));
  spv = t.bearer(await t.login('SPVBDG'));
  owner = { ...t.bearer(await t.login('OWNER')), 'x-kode-toko': 'BDG' };
  approveHeaders = kasir;
});
afterAll(async () => {
  await t.close();
});

const close = (headers: Headers, tgl_system: string, tgl_berikut?: string) => call('POST', '/api/tutup-toko', headers, { tgl_system, ...(tgl_berikut ? { tgl_berikut } : {}) });
const count = async (table: 'tutup_toko' | 'saldo_barang_harian' | 'saldo_kas_harian') =>
  Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

async function approve(operasi: string) {
  const res = await call('POST', '/api/otorisasi', approveHeaders, { operasi, user_id: 'SPVBDG', password: 'demo123', deskripsi: 'uji' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

/** A closed day's kept balances equal the ledger: money per account, stock per tray (API and items present). */
async function expectKeptEqualsLedger(tgl: string) {
  expect(await keptKas(t, tgl)).toEqual(await ledgerKas(t, tgl));
  expect(await keptStock(t, tgl)).toEqual(await saldoClosing(t, spv, tgl));
}

describe('GET /api/tutup-toko/cek', () => {
  it('lists what blocks and what warns, each with its link; a cashier may not close', async () => {
    const res = await call('GET', '/api/tutup-toko/cek', spv);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const tgl = await tglOf(t);
    expect(data).toMatchObject({ kode_toko: 'BDG', tgl_system: tgl, tgl_berikut: addDays(tgl, 1), blocked: false });
    expect(data.checks.map((c: { key: string; level: string; link: string }) => [c.key, c.level, c.link])).toEqual([
      ['VALIDASI_PENJUALAN', 'WARN', '/validasi-penjualan'],
      ['VALIDASI_TITIPAN', 'WARN', '/validasi-titipan'],
      ['STOCK_OPNAME', 'BLOCK', '/stock-opname'],
      ['TIMBANG_BAKI', 'WARN', '/timbang-baki'],
      ['OTORISASI', 'WARN', '/authenticator'],
      ['KIRIM_UANG', 'WARN', '/kirim-uang-pusat'],
      ['VALIDASI_HUTANG', 'WARN', '/validasi-hutang'],
      ['VALIDASI_CICILAN', 'WARN', '/validasi-cicilan'],
      ['CICILAN_KAS', 'BLOCK', '/lihat-cicilan'],
      ['VALIDASI_JUAL_BELI_MANUAL', 'WARN', '/validasi-jual-beli-manual'],
      // the demo store has the order and service validation modules on
      ['VALIDASI_PESANAN', 'WARN', '/validasi-pesanan'],
      ['VALIDASI_SERVICE', 'WARN', '/validasi-service'],
    ]);
    // nobody weighed a tray today: a warning
    expect(data.checks[3]).toMatchObject({ jumlah: 1, pesan: 'Belum ada timbang baki hari ini' });
    for (const res of [await call('GET', '/api/tutup-toko/cek', kasir), await close(kasir, tgl)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.forbidden);
    }
    expect(await count('tutup_toko')).toBe(0);
  });

  it('an unvalidated sale blocks when the store says so, an open stock opname always blocks; nothing is written', async () => {
    const tgl = await tglOf(t);
    const sale = await sell(t, kasir, [(await freshItems(t, 1))[0]!.kode_barcode]);
    expect(sale.statusCode, sale.body).toBe(200);
    await t.db.insertInto('para_module').values({ kode_toko: 'BDG', key: 'TUTUP_TOKO_WAJIB_VALIDASI_MODULE', aktif: true, updated_by: 'TEST' }).execute();
    try {
      const checks = await call('GET', '/api/tutup-toko/cek', spv);
      expect(checks.json().data.blocked).toBe(true);
      expect(checks.json().data.checks[0]).toMatchObject({ key: 'VALIDASI_PENJUALAN', level: 'BLOCK', pesan: '1 nota penjualan belum divalidasi' });
      const refused = await close(spv, tgl);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ status: 'error', message: CLOSING_MESSAGES.blocked, errors: { VALIDASI_PENJUALAN: '1 nota penjualan belum divalidasi' } });
    } finally {
      await t.db.deleteFrom('para_module').where('kode_toko', '=', 'BDG').where('key', '=', 'TUTUP_TOKO_WAJIB_VALIDASI_MODULE').execute();
    }
    const opname = await t.db
      .insertInto('stock_opname')
      .values({ kode_toko: 'BDG', no_opname: 'SO-TEST-1', tgl_system: tgl, kode_gudang: 'UTAMA', kode_baki: null, input_by: 'TEST' })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const refused = await close(spv, tgl);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ STOCK_OPNAME: '1 stock opname masih terbuka' });
    } finally {
      await t.db.deleteFrom('stock_opname').where('id', '=', opname.id).execute();
    }
    expect(await count('tutup_toko')).toBe(0);
    expect(await tglOf(t)).toBe(tgl);
  });

  it('refuses a next date that is not after the active date', async () => {
    const tgl = await tglOf(t);
    for (const next of [tgl, addDays(tgl, -1), addDays(tgl, 40)]) {
      const res = await close(spv, tgl, next);
      expect(res.statusCode).toBe(400);
      expect([CLOSING_MESSAGES.nextNotAfter, CLOSING_MESSAGES.nextTooFar]).toContain(res.json().message);
    }
    const bad = await call('POST', '/api/tutup-toko', spv, { tgl_system: 'kemarin' });
    expect(bad.statusCode).toBe(400);
    expect(await tglOf(t)).toBe(tgl);
  });

  it('money sent to head office and not yet received is a warning, never a block', async () => {
    const sale = await sell(t, kasir, [(await freshItems(t, 1))[0]!.kode_barcode]);
    expect(sale.statusCode, sale.body).toBe(200);
    const sent = await call('POST', '/api/kirim-uang', spv, { jumlah_rp: 1_000, tujuan: 'PST', keterangan: 'setoran harian', no_reff: '' });
    expect(sent.statusCode, sent.body).toBe(200);
    const checks = (await call('GET', '/api/tutup-toko/cek', spv)).json().data.checks as { key: string }[];
    expect(checks.find((c) => c.key === 'KIRIM_UANG')).toMatchObject({ level: 'WARN', jumlah: 1, pesan: '1 kiriman uang ke pusat belum diterima', link: '/kirim-uang-pusat' });
  });
});

describe('POST /api/tutup-toko', () => {
  it('a failure in the middle of a close leaves the day open and nothing half-written', async () => {
    const tgl = await tglOf(t);
    // the test database refuses the money balances: the stock balances were already written in the transaction
    await sql`create function uji_gagal() returns trigger language plpgsql as $$ begin raise exception 'uji: gagal di tengah tutup toko'; end $$`.execute(t.db);
    await sql`create trigger uji_gagal before insert on saldo_kas_harian for each statement execute function uji_gagal()`.execute(t.db);
    try {
      const res = await close(spv, tgl);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ status: 'error', message: MESSAGES.serverError });
    } finally {
      await sql`drop trigger uji_gagal on saldo_kas_harian`.execute(t.db);
      await sql`drop function uji_gagal()`.execute(t.db);
    }
    expect(await tglOf(t)).toBe(tgl);
    expect([await count('tutup_toko'), await count('saldo_barang_harian'), await count('saldo_kas_harian')]).toEqual([0, 0, 0]);
    // the day still takes sales
    const sale = await sell(t, kasir, [(await freshItems(t, 1))[0]!.kode_barcode]);
    expect(sale.statusCode, sale.body).toBe(200);
    expect(sale.json().data.tgl_system).toBe(tgl);
  });

  it('two closes at once: one closes, the other hears the store was closed by another account', async () => {
    const tgl = await tglOf(t);
    const rekening = await firstOf(t, 'rekening');
    // the day's trade: a cash sale, a sale paid by transfer, and a cancelled sale
    const [a, b, c] = await freshItems(t, 3);
    expect((await sell(t, kasir, [a!.kode_barcode])).statusCode).toBe(200);
    const transfer = await sell(t, kasir, [b!.kode_barcode], (total) => [{ jenis: 'TRANSFER', jumlah_rp: total, no_rekening: rekening.no_rekening, kode_bank: rekening.kode_bank }]);
    expect(transfer.statusCode, transfer.body).toBe(200);
    const cancelled = await sell(t, kasir, [c!.kode_barcode]);
    const noCancelled = cancelled.json().data.no_faktur_group as string;
    const cancel = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: noCancelled, alasan: 'salah input', otorisasi: [await approve('BATAL_PENJUALAN')] });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const base = await t.listen();
    const socket = await connectSocket(base, { token: kasir.authorization.slice(7) });
    const events = collect(socket, 'toko-closed');
    try {
      const [first, second] = await Promise.all([close(spv, tgl), close(owner, tgl)]);
      const answers = [first, second].sort((x, y) => x.statusCode - y.statusCode);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 409]);
      expect(answers[1]!.json()).toMatchObject({ status: 'error', message: CLOSING_MESSAGES.closedByOther });
      expect(answers[0]!.json().message).toBe(CLOSING_MESSAGES.closed);
      const eod = answers[0]!.json().data;
      expect(eod).toMatchObject({ kode_toko: 'BDG', tgl_system: tgl, tgl_berikut: addDays(tgl, 1) });
      expect(await waitFor(events)).toEqual([{ kode_toko: 'BDG', tgl_system: tgl, tgl_berikut: addDays(tgl, 1), by: eod.closed_by }]);

      // one closing, the store on the next day (what the header reads)
      expect(await count('tutup_toko')).toBe(1);
      expect(await tglOf(t)).toBe(addDays(tgl, 1));
      const me = await call('GET', '/api/users/me', kasir);
      expect(me.json().data.tgl_system).toBe(addDays(tgl, 1));

      // closing balances equal the ledger, and the stock what is in the trays
      await expectKeptEqualsLedger(tgl);
      expect(await keptStock(t, tgl)).toEqual(await presentStock(t));

      // the EOD: the formula equals the ledger; the sales and the cancellation counted from the ledgers
      const ledgerDay = await sql<{ masuk: string; keluar: string }>`select coalesce(sum(jumlah_in), 0)::text as masuk, coalesce(sum(jumlah_out), 0)::text as keluar
        from kas_mutasi where kode_toko = 'BDG' and tgl_system = ${tgl}::date`.execute(t.db);
      const day = ledgerDay.rows[0]!;
      expect(eod.saldo_akhir).toBe(eod.saldo_awal + Number(day.masuk) - Number(day.keluar));
      expect(eod.saldo_akhir).toBe(
        eod.saldo_awal + eod.penjualan.rp - eod.pembelian.rp - eod.dp_terpakai - eod.hutang + eod.tebus_hutang + eod.pendapatan - eod.biaya + eod.lain_masuk - eod.lain_keluar,
      );
      expect(eod.saldo_akhir).toBe(eod.kas.reduce((s: number, k: { saldo_akhir: number }) => s + k.saldo_akhir, 0));
      expect(eod.penjualan.nota).toBeGreaterThanOrEqual(5);
      expect(eod.batal_penjualan).toMatchObject({ nota: 1, qty: 1, rp: cancelled.json().data.grand_total });
      expect(eod.non_tunai).toBe(transfer.json().data.grand_total);
      expect(eod.kas.find((k: { jenis: string; akun: string }) => k.jenis === 'BANK' && k.akun === rekening.no_rekening)).toMatchObject({ masuk: transfer.json().data.grand_total });

      // read again later: the same EOD
      const again = await call('GET', `/api/tutup-toko/eod?tgl_system=${tgl}`, spv);
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual(eod);
      const open = await call('GET', `/api/tutup-toko/eod?tgl_system=${addDays(tgl, 1)}`, spv);
      expect(open.statusCode).toBe(400);
      expect(open.json().message).toBe(CLOSING_MESSAGES.eodNotClosed);
    } finally {
      socket.close();
    }
  });

  it("the next day: yesterday's sale cannot be cancelled, nothing lands on the closed day, opening = yesterday's closing", async () => {
    const tgl = await tglOf(t);
    const yesterday = addDays(tgl, -1);
    const old = await t.db.selectFrom('penjualan').select('no_faktur_group').where('kode_toko', '=', 'BDG').where('tgl_system', '=', yesterday).where('status', '=', 'AKTIF').executeTakeFirstOrThrow();
    const cancel = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: old.no_faktur_group, alasan: 'batal', otorisasi: [await approve('BATAL_PENJUALAN')] });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json().message).toBe(SALES_MESSAGES.yesterdayCancel);

    // the stale gold price guard asks for today's prices; with them the day sells
    const [item] = await freshItems(t, 1);
    const stale = await call('GET', `/api/penjualan/barang/${item!.kode_barcode}`, kasir);
    expect(stale.statusCode).toBe(400);
    await pricesFor(t, tgl);
    const sale = await sell(t, kasir, [item!.kode_barcode]);
    expect(sale.statusCode, sale.body).toBe(200);
    expect(await daysOfSale(t, sale.json().data.no_faktur_group)).toEqual({ header: [tgl], stock: [tgl], kas: [tgl] });

    // the ledgers refuse a row dated on the closed day, whoever writes it
    const late = t.db
      .insertInto('kas_mutasi')
      .values({ kode_toko: 'BDG', tgl_system: yesterday, kategori: 'KAS MASUK', jenis: 'CASH', jumlah_in: 1000, jumlah_out: 0, input_by: 'TEST' })
      .execute();
    await expect(late).rejects.toMatchObject({ code: '40001', message: CLOSING_MESSAGES.dayChanged });

    const res = await close(spv, tgl);
    expect(res.statusCode, res.body).toBe(200);
    await expectKeptEqualsLedger(tgl);
    // opening balances of the day are yesterday's closing ones
    const prevKas = await keptKas(t, yesterday);
    const openKas = await t.db.selectFrom('saldo_kas_harian').select(['jenis', 'akun', 'saldo_awal']).where('tgl_system', '=', tgl).orderBy('jenis').orderBy('akun').execute();
    expect(openKas.filter((r) => r.saldo_awal !== 0).map((r) => ({ jenis: r.jenis, akun: r.akun, saldo: r.saldo_awal }))).toEqual(prevKas);
    expect(res.json().data.saldo_awal).toBe(prevKas.reduce((s, r) => s + r.saldo, 0));
    const prevStock = await keptStock(t, yesterday);
    const openStock = await t.db.selectFrom('saldo_barang_harian').select(['kode_gudang', 'kode_baki', 'qty_awal', 'berat_awal']).where('tgl_system', '=', tgl).orderBy('kode_gudang').orderBy('kode_baki').execute();
    expect(
      openStock
        .filter((r) => Number(r.qty_awal) !== 0 || Number(r.berat_awal) !== 0)
        .map((r) => ({ kode_gudang: r.kode_gudang, kode_baki: r.kode_baki, qty: Number(r.qty_awal), mg: Math.round(Number(r.berat_awal) * 1000) })),
    ).toEqual(prevStock);
  });
});

describe('previous-date rule (spec 000 §6)', () => {
  it('an active date before today that was not closed holds a cashier: the counter refuses and writes nothing', async () => {
    const tgl = await tglOf(t);
    const today = toBusinessDate(new Date());
    const [item] = await freshItems(t, 1);
    await t.db.updateTable('toko').set({ tgl_system: addDays(today, -1) }).where('kode_toko', '=', 'BDG').execute();
    try {
      const kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
      const res = await call('POST', '/api/penjualan', kasir, {
        idempotency_key: `held-${item!.kode_barcode}`,
        kode_sales: kodeSales,
        detail: [{ kode_barcode: item!.kode_barcode, harga: 1_000_000 }],
        pembayaran: [{ jenis: 'CASH', jumlah_rp: 1_000_000 }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(previousDateMessage(addDays(today, -1)));
      // the same hold on every other writer of money: buy-backs, the cash book, card cash-out
      await setAkses(t, 'KASIRBDG', [...COUNTER_SCREENS.filter((k) => !k.startsWith('validasi')), 'transaksi-pembelian', 'uang-kas', 'gesek-tunai']);
      const kasBefore = await t.db.selectFrom('kas_mutasi').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      const writes = [
        call('POST', '/api/pembelian', kasir, {
          idempotency_key: `held-beli-${item!.kode_barcode}`,
          kode_sales: kodeSales,
          nama_customer: 'Siti Aminah',
          no_hp: '0813-1111-2222',
          detail: [{ nama_barang: 'GELANG LUAR TOKO', kode_group: 'P17', kode_dept: 'GL', berat: '5.000', kode_kondisi: 'RUSAK' }],
        }),
        call('POST', '/api/cash/kas', kasir, { kode_transaksi: 'MODAL', jumlah: 150_000, keterangan: 'tambah modal' }),
        call('POST', '/api/non-cash/gesek-tunai', kasir, { no_rekening: 'ANY', jumlah: 1_000_000 }),
      ];
      for (const held of await Promise.all(writes)) {
        expect(held.statusCode, held.body).toBe(400);
        expect(held.json().message).toBe(previousDateMessage(addDays(today, -1)));
      }
      const kasAfter = await t.db.selectFrom('kas_mutasi').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      expect(kasAfter.n).toBe(kasBefore.n);
    } finally {
      await t.db.updateTable('toko').set({ tgl_system: tgl }).where('kode_toko', '=', 'BDG').execute();
      await setAkses(t, 'KASIRBDG', COUNTER_SCREENS.filter((k) => !k.startsWith('validasi')));
    }
    expect(await t.db.selectFrom('stock_mutasi').select('id').where('kode_barcode', '=', item!.kode_barcode).where('jenis', '=', 'JUAL').execute()).toEqual([]);
  });
});

describe('GET /api/laporan/eod', () => {
  it('lists each closed day of the period with its EOD; a cashier may not read it', async () => {
    const tgl = await tglOf(t);
    const from = addDays(tgl, -5);
    const res = await call('GET', `/api/laporan/eod?tgl_awal=${from}&tgl_akhir=${tgl}`, spv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MESSAGES.reportAvailable);
    const rows = res.json().data as { tgl_system: string; saldo_awal: number; saldo_akhir: number; penjualan_rp: number }[];
    expect(rows.map((r) => r.tgl_system)).toEqual([addDays(tgl, -2), addDays(tgl, -1)]);
    // each day opens with the day before's closing
    expect(rows[1]!.saldo_awal).toBe(rows[0]!.saldo_akhir);
    const eod = (await call('GET', `/api/tutup-toko/eod?tgl_system=${rows[0]!.tgl_system}`, spv)).json().data;
    expect(rows[0]).toMatchObject({ saldo_akhir: eod.saldo_akhir, penjualan_rp: eod.penjualan.rp });
    const none = await call('GET', `/api/laporan/eod?tgl_awal=${tgl}&tgl_akhir=${tgl}`, spv);
    expect(none.json()).toMatchObject({ message: MESSAGES.reportEmpty, data: [] });
    const bad = await call('GET', `/api/laporan/eod?tgl_awal=${tgl}`, spv);
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', `/api/laporan/eod?tgl_awal=${from}&tgl_akhir=${tgl}`, kasir)).statusCode).toBe(403);
  });
});

describe.runIf(onPostgres)('a close racing documents (PostgreSQL, concurrent)', () => {
  it('a document being written when the close starts is waited for and counted on its day', async () => {
    const tgl = await tglOf(t);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    // a layaway-like document in its transaction: its money row written, not yet committed
    const doc = t.db.transaction().execute(async (trx) => {
      await trx.insertInto('kas_mutasi').values({ kode_toko: 'BDG', tgl_system: tgl, kategori: 'KAS MASUK', no_ref: 'UJI-BALAPAN', jenis: 'CASH', jumlah_in: 123_456, jumlah_out: 0, input_by: 'TEST' }).execute();
      await held;
    });
    await sleep(100);
    let closed = false;
    const closing = close(spv, tgl).then((r) => ((closed = true), r));
    await sleep(400);
    expect(closed).toBe(false); // the close waits for the document
    release();
    await doc;
    const res = await closing;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.lain_masuk + res.json().data.pendapatan).toBeGreaterThanOrEqual(123_456);
    expect(res.json().data.pendapatan).toBe(123_456);
    await expectKeptEqualsLedger(tgl);
  });

  it('a sale that starts while a close runs waits, meets the closed day and is saved whole on the next one', async () => {
    const tgl = await tglOf(t);
    await pricesFor(t, tgl);
    await pricesFor(t, addDays(tgl, 1));
    // the test database makes the close slow, holding its lock on the store
    await sql`create function uji_lambat() returns trigger language plpgsql as $$ begin perform pg_sleep(0.8); return null; end $$`.execute(t.db);
    await sql`create trigger uji_lambat after insert on saldo_barang_harian for each statement execute function uji_lambat()`.execute(t.db);
    try {
      const items = await freshItems(t, 2);
      const closing = close(spv, tgl);
      await sleep(200);
      const [saleA, saleB] = await Promise.all([sell(t, kasir, [items[0]!.kode_barcode]), sell(t, kasir, [items[1]!.kode_barcode])]);
      const res = await closing;
      expect(res.statusCode, res.body).toBe(200);
      for (const sale of [saleA, saleB]) {
        expect(sale.statusCode, sale.body).toBe(200);
        const no = sale.json().data.no_faktur_group as string;
        const days = await daysOfSale(t, no);
        // one day, whole: the header, its stock rows and its money rows on the same date
        const all = [...days.header, ...days.stock, ...days.kas];
        expect(new Set(all).size, JSON.stringify(days)).toBe(1);
        expect(days.stock.length).toBe(1);
        expect(all[0]).toBe(addDays(tgl, 1));
        expect(sale.json().data.tgl_system).toBe(addDays(tgl, 1));
      }
    } finally {
      await sql`drop trigger uji_lambat on saldo_barang_harian`.execute(t.db);
      await sql`drop function uji_lambat()`.execute(t.db);
    }
    await expectKeptEqualsLedger(tgl);
  });

  it('sales and a close at the same moment: every sale on exactly one day, and the closed day equals its ledger', async () => {
    const tgl = await tglOf(t);
    await pricesFor(t, addDays(tgl, 1));
    const items = await freshItems(t, 4);
    const [c, ...sales] = await Promise.all([close(spv, tgl), ...items.map((i) => sell(t, kasir, [i.kode_barcode]))]);
    expect(c!.statusCode, c!.body).toBe(200);
    for (const sale of sales) {
      expect(sale.statusCode, sale.body).toBe(200);
      const days = await daysOfSale(t, sale.json().data.no_faktur_group);
      expect(new Set([...days.header, ...days.stock, ...days.kas]).size).toBe(1);
    }
    await expectKeptEqualsLedger(tgl);
  });
});
