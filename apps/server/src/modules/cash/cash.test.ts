import { approvalRequiredMessage, CASH_MESSAGES as M, formatRupiah } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSaldoMatchesLedger, MONEY_TREE, sellOne, setTree, tglOf } from '../../../test/cash-helpers';
import { firstOf, readyItems } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let kasir: Record<string, string>;
let spv: Record<string, string>;
let kodeSales: string;
let rek: { no_rekening: string; kode_bank: string }[];
let sbyRekening: string;
let items: string[];

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const kasCount = async () => Number((await t.db.selectFrom('kas_mutasi').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const drawer = async (h = kasir) => (await call('GET', '/api/cash/paginated', h)).json().data.saldo.saldo_akhir as number;

async function approve(operasi: string, nilai?: number) {
  const res = await call('POST', '/api/otorisasi', kasir, { operasi, user_id: 'SPVBDG', password: 'demo123', deskripsi: 'uji', ...(nilai ? { nilai } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  await setTree(t, 'KASIRBDG', { penjualan: MONEY_TREE.penjualan, utility: ['uang-kas', 'gesek-tunai'], validasi: MONEY_TREE.validasi });
  await setTree(t, 'SPVBDG', MONEY_TREE);
  kasir = t.bearer(await t.login('KASIRBDG'));
  spv = t.bearer(await t.login('SPVBDG'));
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
  rek = await t.db.selectFrom('rekening').select(['no_rekening', 'kode_bank']).where('kode_toko', '=', 'BDG').orderBy('no_rekening').execute();
  expect(rek.length).toBeGreaterThanOrEqual(2);
  sbyRekening = (await firstOf(t, 'rekening', 'SBY')).no_rekening as string;
  items = (await readyItems(t, 6)).map((i) => i.kode_barcode);
});
afterAll(async () => {
  await t.close();
});

describe('the drawer book (/uang-kas, cash/paginated)', () => {
  it('a cash sale is in the drawer: opening, each row with its running balance, closing; every balance equals the ledger', async () => {
    const before = await drawer();
    const sale = await sellOne(t, kasir, items[0]!, kodeSales);
    const res = await call('GET', '/api/cash/paginated?skip=0&limit=50', kasir);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.tanggal).toBe(await tglOf(t));
    expect(data.saldo.saldo_akhir).toBe(before + sale.harga);
    expect(data.saldo.saldo_akhir).toBe(data.saldo.saldo_awal + data.saldo.masuk - data.saldo.keluar);
    const last = data.rows.at(-1);
    expect([last.kategori, last.no_ref, last.jumlah_in, last.saldo]).toEqual(['PENJUALAN', sale.no_faktur_group, sale.harga, data.saldo.saldo_akhir]);
    await expectSaldoMatchesLedger(t, kasir);
  });

  it('pages keep the true running balance; bad paging and a date after the business date are refused', async () => {
    const all = (await call('GET', '/api/cash/paginated?skip=0&limit=500', kasir)).json().data;
    const page = (await call('GET', `/api/cash/paginated?skip=${all.count - 1}&limit=1`, kasir)).json().data;
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0].saldo).toBe(all.rows.at(-1).saldo);
    for (const q of ['skip=-1', 'limit=abc', 'limit=100000', 'skip=1.5']) {
      const bad = await call('GET', `/api/cash/paginated?${q}`, kasir);
      expect(bad.statusCode, q).toBe(400);
      expect(bad.json().message).toBe(M.pageInvalid);
    }
    const future = await call('GET', '/api/cash/paginated?tanggal=2999-01-01', kasir);
    expect([future.statusCode, future.json().message]).toEqual([400, M.dateAfterToday]);
  });
});

describe('manual cash in and out (POST cash/kas)', () => {
  it('a KELUAR code takes money out of the drawer with the code; a MASUK code puts it in', async () => {
    const before = await drawer();
    const out = await call('POST', '/api/cash/kas', kasir, { kode_transaksi: 'atk', jumlah: 25_000, keterangan: 'kertas nota' });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().message).toBe(M.kasKeluarSaved);
    const row = await t.db.selectFrom('kas_mutasi').selectAll().where('no_ref', '=', out.json().data.no_ref).executeTakeFirstOrThrow();
    expect([row.kategori, row.jenis, row.kode_transaksi, Number(row.jumlah_out), row.keterangan]).toEqual(['KAS KELUAR', 'CASH', 'ATK', 25_000, 'ALAT TULIS DAN CETAK NOTA - KERTAS NOTA']);
    const inn = await call('POST', '/api/cash/kas', kasir, { kode_transaksi: 'MODAL', jumlah: '500000', keterangan: 'modal awal' });
    expect([inn.statusCode, inn.json().message]).toEqual([200, M.kasMasukSaved]);
    expect(await drawer()).toBe(before - 25_000 + 500_000);
    await expectSaldoMatchesLedger(t, kasir);
  });

  it('above the store setting a supervisor approval is needed, once', async () => {
    await t.db.insertInto('para_system').values({ kode_toko: 'BDG', key: 'KAS_MANUAL_OTORISASI_DIATAS', value: '100000', updated_by: 'TEST' }).onConflict((oc) => oc.columns(['kode_toko', 'key']).doUpdateSet({ value: '100000' })).execute();
    const n = await kasCount();
    const body = { kode_transaksi: 'MODAL', jumlah: 150_000, keterangan: 'tambah modal' };
    const refused = await call('POST', '/api/cash/kas', kasir, body);
    expect([refused.statusCode, refused.json().message]).toEqual([400, approvalRequiredMessage(['KAS_MANUAL'])]);
    expect(await kasCount()).toBe(n);
    const id = await approve('KAS_MANUAL', 150_000);
    const okRes = await call('POST', '/api/cash/kas', kasir, { ...body, otorisasi: [id] });
    expect(okRes.statusCode, okRes.body).toBe(200);
    const again = await call('POST', '/api/cash/kas', kasir, { ...body, otorisasi: [id] });
    expect(again.statusCode).toBe(400);
    expect(await kasCount()).toBe(n + 1);
  });

  it('never more out of the drawer than it holds; unknown codes, blank keterangan and bad amounts write nothing', async () => {
    const saldo = await drawer();
    const n = await kasCount();
    const cases: [object, string][] = [
      [{ kode_transaksi: 'GAJI', jumlah: saldo + 1, keterangan: 'gaji', otorisasi: [await approve('KAS_MANUAL')] }, M.saldoKurang('CASH', saldo)],
      [{ kode_transaksi: 'TIDAKADA', jumlah: 1000, keterangan: 'x' }, M.kodeTransaksiUnknown('TIDAKADA')],
      [{ kode_transaksi: '', jumlah: 1000, keterangan: 'x' }, M.kodeTransaksiRequired],
      [{ kode_transaksi: 'ATK', jumlah: 1000, keterangan: '  ' }, M.keteranganRequired],
      [{ kode_transaksi: 'ATK', jumlah: -5, keterangan: 'x' }, M.jumlahNotPositive],
      [{ kode_transaksi: 'ATK', jumlah: 0, keterangan: 'x' }, M.jumlahNotPositive],
      [{ kode_transaksi: 'ATK', jumlah: 'sepuluh ribu', keterangan: 'x' }, M.jumlahNotNumber],
      [{ kode_transaksi: 'ATK', jumlah: 99_999_999_999_999, keterangan: 'x' }, M.jumlahTooLarge],
      [{ kode_transaksi: 'ATK', jumlah: 1000, keterangan: 'x', no_rekening: sbyRekening }, M.rekeningUnknown(sbyRekening)],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/cash/kas', kasir, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect(await kasCount()).toBe(n);
    expect(M.saldoKurang('CASH', saldo)).toContain(formatRupiah(saldo));
  });
});

describe('mutasi uang bank and cash (spec 000 §5, §7, §8)', () => {
  it('SPV moves cash to a bank, then between banks: one row out of the origin, one row in to the destination', async () => {
    const [a, b] = rek;
    const toBank = await call('POST', '/api/cash/mutasi-uang-cash', spv, { asal: 'CASH', tujuan: a!.kode_bank, tujuan_rekening: a!.no_rekening, jumlah: 100_000, keterangan: 'setor ke bank', kategori: 'setor tunai' });
    expect(toBank.statusCode, toBank.body).toBe(200);
    expect(toBank.json().message).toBe('Mutasi Uang Cash Berhasil Disimpan');
    const rows = await t.db.selectFrom('kas_mutasi').selectAll().where('no_ref', '=', toBank.json().data.no_ref).orderBy('id').execute();
    expect(rows.map((r) => [r.kategori, r.jenis, r.no_rekening, Number(r.jumlah_in), Number(r.jumlah_out), r.sub_kategori])).toEqual([
      ['MUTASI UANG CASH', 'CASH', null, 0, 100_000, 'SETOR TUNAI'],
      ['MUTASI UANG CASH', 'BANK', a!.no_rekening, 100_000, 0, 'SETOR TUNAI'],
    ]);
    const between = await call('POST', '/api/cash/mutasi-uang-bank', spv, { asal: a!.kode_bank, asal_rekening: a!.no_rekening, tujuan: b!.kode_bank, tujuan_rekening: b!.no_rekening, jumlah: 40_000, keterangan: 'pindah buku', kategori: 'PINDAH BUKU' });
    expect([between.statusCode, between.json().message]).toEqual([200, 'Mutasi Uang Bank Berhasil Disimpan']);
    const saldo = await expectSaldoMatchesLedger(t, spv);
    expect(saldo.find((s) => s.akun === b!.no_rekening)!.saldo_akhir).toBeGreaterThanOrEqual(40_000);
  });

  it('a missing side of mutasi cash is CASH; a bank to the drawer works', async () => {
    const [a] = rek;
    const res = await call('POST', '/api/cash/mutasi-uang-cash', spv, { asal: a!.kode_bank, asal_rekening: a!.no_rekening, jumlah: 10_000, keterangan: 'tarik', kategori: 'TARIK TUNAI' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.db.selectFrom('kas_mutasi').select(['jenis', 'jumlah_in']).where('no_ref', '=', res.json().data.no_ref).orderBy('id').execute();
    expect(rows.map((r) => [r.jenis, Number(r.jumlah_in)])).toEqual([['BANK', 0], ['CASH', 10_000]]);
  });

  it('every bad field answers its message and writes nothing', async () => {
    const [a, b] = rek;
    const bank = { asal: a!.kode_bank, asal_rekening: a!.no_rekening, tujuan: b!.kode_bank, tujuan_rekening: b!.no_rekening, jumlah: 1000, keterangan: 'x', kategori: 'K' };
    const n = await kasCount();
    const bankCases: [object, string][] = [
      [{ ...bank, kategori: '' }, 'Kategori Tidak Boleh Kosong'],
      [{ ...bank, asal: '' }, 'Asal Tidak Boleh Kosong'],
      [{ ...bank, tujuan: null }, 'Asal Tidak Boleh Kosong'],
      [{ ...bank, keterangan: '' }, 'Keterangan Tidak Boleh Kosong'],
      [{ ...bank, jumlah: '' }, 'Jumlah Rp Tidak Boleh Kosong'],
      [{ ...bank, tujuan_rekening: a!.no_rekening, tujuan: a!.kode_bank }, 'Rekening Tidak Boleh Sama'],
      [{ ...bank, jumlah: -1 }, M.jumlahNotPositive],
      [{ ...bank, jumlah: 'abc' }, M.jumlahNotNumber],
      [{ ...bank, jumlah: 1e15 }, M.jumlahTooLarge],
      [{ ...bank, asal: 'CASH' }, M.bankOnly],
      [{ ...bank, tujuan_rekening: sbyRekening }, M.rekeningUnknown(sbyRekening)],
      [{ ...bank, tujuan: 'BANKLAIN' }, M.rekeningNotOfBank(b!.no_rekening, 'BANKLAIN')],
      [{ ...bank, jumlah: 90_000_000_000 }, M.saldoKurang(`${a!.kode_bank} ${a!.no_rekening}`, (await expectSaldoMatchesLedger(t, spv)).find((s) => s.akun === a!.no_rekening)!.saldo_akhir)],
    ];
    for (const [body, message] of bankCases) {
      const res = await call('POST', '/api/cash/mutasi-uang-bank', spv, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([400, message]);
    }
    const cash = { asal: 'CASH', tujuan: a!.kode_bank, tujuan_rekening: a!.no_rekening, jumlah: 1000, keterangan: 'x', kategori: 'K' };
    const cashCases: [object, string][] = [
      [{ ...cash, tujuan: 'CASH' }, M.bothCash],
      [{ ...cash, tujuan: undefined, tujuan_rekening: undefined }, M.bothCash],
      [{ ...bank }, M.needsCash],
      [{ ...cash, tujuan_rekening: '' }, M.rekeningRequired],
      [{ ...cash, jumlah: (await drawer(spv)) + 1 }, M.saldoKurang('CASH', await drawer(spv))],
    ];
    for (const [body, message] of cashCases) {
      const res = await call('POST', '/api/cash/mutasi-uang-cash', spv, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect(await kasCount()).toBe(n);
  });

  it('a refusal built from values carries its template code and values, so the web shows it in the picked language', async () => {
    const [a, b] = rek;
    const bank = { asal: a!.kode_bank, asal_rekening: a!.no_rekening, tujuan: 'BANKLAIN', tujuan_rekening: b!.no_rekening, jumlah: 1000, keterangan: 'x', kategori: 'K' };
    const res = await call('POST', '/api/cash/mutasi-uang-bank', spv, bank);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: M.rekeningNotOfBank(b!.no_rekening, 'BANKLAIN'), code: 'cashBook.rekeningNotOfBank', params: { noRekening: b!.no_rekening, kodeBank: 'BANKLAIN' } });
    const saldo = await drawer(spv);
    const cash = await call('POST', '/api/cash/mutasi-uang-cash', spv, { asal: 'CASH', tujuan: a!.kode_bank, tujuan_rekening: a!.no_rekening, jumlah: saldo + 1, keterangan: 'x', kategori: 'K' });
    expect(cash.json()).toMatchObject({ message: M.saldoKurang('CASH', saldo), code: 'cashBook.cashShort', params: { saldo: formatRupiah(saldo) } });
  });

  it('a cashier without the screens may not move money (403)', async () => {
    const res = await call('POST', '/api/cash/mutasi-uang-bank', kasir, { asal: 'X' });
    expect(res.statusCode).toBe(403);
    expect((await call('GET', '/api/cash/history-bank', kasir)).statusCode).toBe(403);
  });
});

describe('gesek tunai (card cash-out)', () => {
  it('the bank account receives jumlah, the shop keeps the fee (rounded up), the drawer pays the rest', async () => {
    const [a] = rek;
    await t.db.updateTable('rekening').set({ fee_gesek_persen: '2.5' }).where('kode_toko', '=', 'BDG').where('no_rekening', '=', a!.no_rekening).execute();
    const topUp = await call('POST', '/api/cash/kas', kasir, { kode_transaksi: 'MODAL', jumlah: 1_000_000, keterangan: 'isi laci', otorisasi: [await approve('KAS_MANUAL')] });
    expect(topUp.statusCode, topUp.body).toBe(200);
    const before = await drawer();
    expect(before).toBeGreaterThanOrEqual(975_000);
    const res = await call('POST', '/api/non-cash/gesek-tunai', kasir, { no_rekening: a!.no_rekening, jumlah: 1_000_001, nama_customer: 'budi' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.gesekSaved);
    expect(res.json().data).toMatchObject({ jumlah: 1_000_001, fee_rp: 25_001, dibayar: 975_000, no_rekening: a!.no_rekening, fee_persen: 2.5 });
    const rows = await t.db.selectFrom('kas_mutasi').selectAll().where('no_ref', '=', res.json().data.no_ref).orderBy('id').execute();
    expect(rows.map((r) => [r.kategori, r.jenis, Number(r.jumlah_in), Number(r.jumlah_out), Number(r.fee_rp)])).toEqual([
      ['GESEK TUNAI', 'BANK', 1_000_001, 0, 25_001],
      ['GESEK TUNAI', 'CASH', 0, 975_000, 0],
    ]);
    expect(await drawer()).toBe(before - 975_000);
    const hist = await call('GET', '/api/non-cash/gesek-histories', kasir);
    expect(hist.json().data.map((g: { no_ref: string }) => g.no_ref)).toContain(res.json().data.no_ref);
    await expectSaldoMatchesLedger(t, kasir);
  });

  it('refuses more than the drawer holds, another store\'s account and bad amounts, writing nothing', async () => {
    const [a] = rek;
    const saldo = await drawer();
    const n = await kasCount();
    const cases: [object, string][] = [
      [{ no_rekening: a!.no_rekening, jumlah: 90_000_000_000 }, M.saldoKurang('CASH', saldo)],
      [{ no_rekening: sbyRekening, jumlah: 1000 }, M.rekeningUnknown(sbyRekening)],
      [{ jumlah: 1000 }, M.rekeningRequired],
      [{ no_rekening: a!.no_rekening, jumlah: 0 }, M.jumlahNotPositive],
      [{ no_rekening: a!.no_rekening, jumlah: 'x' }, M.jumlahNotNumber],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/non-cash/gesek-tunai', kasir, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect(await kasCount()).toBe(n);
  });
});

describe('pengalihan saldo (a cashier asks, a supervisor validates)', () => {
  it('nothing is written until validated; SPV validates once; the rows move the balance', async () => {
    const [a] = rek;
    await call('POST', '/api/cash/kas', kasir, { kode_transaksi: 'MODAL', jumlah: 50_000, keterangan: 'isi laci' });
    const n = await kasCount();
    const req = await call('POST', '/api/cash/pengalihan-saldo', kasir, { asal: 'CASH', tujuan: a!.kode_bank, tujuan_rekening: a!.no_rekening, jumlah: 30_000, keterangan: 'setor akhir hari' });
    expect(req.statusCode, req.body).toBe(200);
    expect(req.json().message).toBe(M.pengalihanRequested);
    const no = req.json().data.no_pengalihan as string;
    expect(req.json().data.status).toBe('OPEN');
    expect(await kasCount()).toBe(n);
    const byKasir = await call('POST', `/api/cash/pengalihan-saldo/${no}/validasi`, kasir, {});
    expect([byKasir.statusCode, byKasir.json().message]).toEqual([403, M.validatorOnly]);
    const ok = await call('POST', `/api/cash/pengalihan-saldo/${no}/validasi`, spv, {});
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'VALID', valid_by: 'SPVBDG' });
    const rows = await t.db.selectFrom('kas_mutasi').selectAll().where('no_ref', '=', no).orderBy('id').execute();
    expect(rows.map((r) => [r.kategori, r.jenis, Number(r.jumlah_in), Number(r.jumlah_out)])).toEqual([
      ['PENGALIHAN SALDO', 'CASH', 0, 30_000],
      ['PENGALIHAN SALDO', 'BANK', 30_000, 0],
    ]);
    const twice = await call('POST', `/api/cash/pengalihan-saldo/${no}/validasi`, spv, {});
    expect([twice.statusCode, twice.json().message]).toEqual([400, M.pengalihanDone]);
    await expectSaldoMatchesLedger(t, spv);
  });

  it('a cashier validates with a supervisor approval; a request of a closed day is refused; a refusal writes nothing', async () => {
    const [a] = rek;
    const ask = async () => (await call('POST', '/api/cash/pengalihan-saldo', kasir, { tujuan: a!.kode_bank, tujuan_rekening: a!.no_rekening, jumlah: 1_000, keterangan: 'setor' })).json().data.no_pengalihan as string;
    const first = await ask();
    const withApproval = await call('POST', `/api/cash/pengalihan-saldo/${first}/validasi`, kasir, { otorisasi: [await approve('PENGALIHAN_SALDO')] });
    expect(withApproval.statusCode, withApproval.body).toBe(200);
    expect(withApproval.json().data.valid_by).toBe('SPVBDG');

    const old = await ask();
    await t.db.updateTable('pengalihan_saldo').set({ tgl_system: '2020-01-01' }).where('no_pengalihan', '=', old).execute();
    const n = await kasCount();
    const closed = await call('POST', `/api/cash/pengalihan-saldo/${old}/validasi`, spv, {});
    expect([closed.statusCode, closed.json().message]).toEqual([400, M.pengalihanOldDay]);
    const refused = await call('POST', `/api/cash/pengalihan-saldo/${old}/tolak`, spv, {});
    expect(refused.json().data.status).toBe('TOLAK');
    expect(await kasCount()).toBe(n);
    const bad = await call('POST', '/api/cash/pengalihan-saldo', kasir, { asal: 'CASH', tujuan: 'CASH', jumlah: 5, keterangan: 'x' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, M.bothCash]);
    const list = await call('GET', '/api/cash/pengalihan-saldo?status=OPEN', spv);
    expect(list.json().data.every((r: { status: string }) => r.status === 'OPEN')).toBe(true);
  });
});

describe('bank book (/uang-bank, cash/history-bank)', () => {
  it('an account\'s rows with running balance; unknown account refused', async () => {
    const [a] = rek;
    const res = await call('GET', `/api/cash/history-bank?no_rekening=${a!.no_rekening}`, spv);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.rows.at(-1).saldo).toBe(data.saldo.saldo_akhir);
    expect(data.rows.every((r: { no_rekening: string }) => r.no_rekening === a!.no_rekening)).toBe(true);
    const other = await call('GET', `/api/cash/history-bank?no_rekening=${sbyRekening}`, spv);
    expect([other.statusCode, other.json().message]).toEqual([400, M.rekeningUnknown(sbyRekening)]);
  });
});

describe('reports (Laporan Transaksi Non Cash, Keuangan Cash, Gesek Tunai)', () => {
  it('non cash: card sales and card cash-outs grouped by bank, with the spec fields; bad queries answer their message', async () => {
    await setTree(t, 'SPVBDG', { ...MONEY_TREE, laporan: ['laporan-transaksi-non-cash', 'laporan-transaksi-keuangan-cash', 'laporan-gesek-tunai'] });
    const [a] = rek;
    const tgl = await tglOf(t);
    const sale = await sellOne(t, kasir, items[1]!, kodeSales, { no_rekening: a!.no_rekening });
    const res = await call('GET', `/api/cash/transaction/report?start_date=${tgl}&end_date=${tgl}&jenis=ALL&no_rekening=ALL`, spv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Laporan Tersedia');
    const group = res.json().data.find((g: { kode_bank: string }) => g.kode_bank === a!.kode_bank);
    expect(group.nama_bank).toBeTruthy();
    const line = group.detail.find((d: { no_ref: string }) => d.no_ref === sale.no_faktur_group);
    expect(line).toMatchObject({ tanggal: tgl, jenis: 'DEBET', jumlah_rp: sale.harga, fee: 0, jumlah_gesek_rp: sale.harga });
    const credit = await call('GET', `/api/cash/transaction/report?start_date=${tgl}&end_date=${tgl}&jenis=CREDIT&no_rekening=${a!.no_rekening}`, spv);
    const lines = credit.json().data.flatMap((g: { detail: { jenis: string; fee: number; jumlah_rp: number; jumlah_gesek_rp: number }[] }) => g.detail);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((d: { jenis: string; fee: number; jumlah_rp: number; jumlah_gesek_rp: number }) => d.jenis === 'CREDIT' && d.jumlah_rp + d.fee === d.jumlah_gesek_rp)).toBe(true);
    const cases: [string, string][] = [
      [`end_date=${tgl}`, 'Tanggal Awal Tidak Boleh Kosong'],
      [`start_date=${tgl}`, 'Tanggal Akhir Tidak Boleh Kosong'],
      [`start_date=${tgl}&end_date=${tgl}&jenis=TUNAI`, 'Jenis harus ALL, DEBET, CREDIT atau TRANSFER'],
      [`start_date=2025-13-40&end_date=${tgl}`, 'Format tanggal tidak valid'],
      [`start_date=${tgl}&end_date=2020-01-01`, 'Tanggal awal tidak boleh lebih besar dari tanggal akhir'],
    ];
    for (const [q, message] of cases) {
      const bad = await call('GET', `/api/cash/transaction/report?${q}`, spv);
      expect([bad.statusCode, bad.json().message], q).toEqual([400, message]);
    }
    const empty = await call('GET', '/api/cash/transaction/report?start_date=2020-01-01&end_date=2020-01-02', spv);
    expect([empty.json().message, empty.json().data]).toEqual(['Laporan Tidak Tersedia', []]);
    expect((await call('GET', `/api/cash/transaction/report?start_date=${tgl}&end_date=${tgl}`, kasir)).statusCode).toBe(403);
  });

  it('keuangan cash: DETAIL lists every drawer row; REKAP sums them per date, kategori and code; a cashier and a code filter', async () => {
    const tgl = await tglOf(t);
    const q = (extra: string) => call('GET', `/api/laporan/transaksi-keuangan-cash?tgl_awal=${tgl}&tgl_akhir=${tgl}&${extra}`, spv);
    const detail = (await q('filter=DETAIL')).json().data as { jumlah_in: number; jumlah_out: number; kategori: string; kode_transaksi: string; input_by: string }[];
    const rekap = (await q('filter=REKAP')).json().data as typeof detail;
    const net = (rows: typeof detail) => rows.reduce((s, r) => s + r.jumlah_in - r.jumlah_out, 0);
    expect(net(rekap)).toBe(net(detail));
    expect(rekap.length).toBeLessThan(detail.length);
    const drawer = (await call('GET', '/api/cash/paginated', spv)).json().data.saldo;
    expect(net(detail)).toBe(drawer.masuk - drawer.keluar);
    const atk = (await q('filter=DETAIL&kode_transaksi=ATK')).json().data as typeof detail;
    expect(atk.length).toBeGreaterThan(0);
    expect(atk.every((r) => r.kode_transaksi === 'ATK' && r.kategori === 'KAS KELUAR')).toBe(true);
    expect(((await q('filter=DETAIL&input_by=SPVBDG')).json().data as typeof detail).every((r) => r.input_by === 'SPVBDG')).toBe(true);
    const bad = await q('filter=SEMUA');
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Filter Tidak Boleh Kosong']);
  });

  it('gesek tunai: every cash-out of the period with charged, fee and paid out', async () => {
    const tgl = await tglOf(t);
    const res = await call('GET', `/api/laporan/gesek-tunai?tgl_awal=${tgl}&tgl_akhir=${tgl}`, spv);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { jumlah: number; fee_rp: number; dibayar: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.fee_rp + r.dibayar === r.jumlah)).toBe(true);
  });
});
