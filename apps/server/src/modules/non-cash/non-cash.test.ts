import { cardSurcharge, CASH_REPORT_PATHS, NON_CASH_MESSAGES as M } from '@emas/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSaldoMatchesLedger, fundStore, MONEY_TREE, setTree } from '../../../test/cash-helpers';
import { firstOf, newKey, readyItems } from '../../../test/sales-helpers';
import { closingBalances, hledgerCheckedBalances, hledgerInstalled } from '../../../test/hledger';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Non-cash validation (issue 36): with VALIDASI_NON_CASH_MODULE on, a card or transfer payment waits in NON_TUNAI
 * (journal: the clearing account 1-1250) until the supervisor matches it with the bank statement; only then does it
 * count in the bank balance. A cancelled sale leaves nothing pending; the module off, the money counts at once.
 */

let t: TestApp;
let owner: Record<string, string>;
let kasir: Record<string, string>;
let spv: Record<string, string>;
let kodeSales: string;
let rekening: { no_rekening: string; kode_bank: string };
let items: string[];
let used = 0;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function setModule(aktif: boolean) {
  const res = await call('PUT', '/api/para-system', { ...owner, 'x-kode-toko': 'BDG' }, { modules: [{ key: 'VALIDASI_NON_CASH_MODULE', aktif }] });
  expect(res.statusCode, res.body).toBe(200);
}

/** Sells one item paid by card (fee %) or transfer into the store's first account; answers the receipt. */
async function sell(jenis: 'CARD' | 'TRANSFER', fee = 0) {
  const code = items[used++]!;
  const q = await call('GET', `/api/penjualan/barang/${code}`, kasir);
  expect(q.statusCode, q.body).toBe(200);
  const harga = q.json().data.harga_hitung as number;
  const pembayaran = [{ jenis, jumlah_rp: harga, no_rekening: rekening.no_rekening, ...(jenis === 'CARD' ? { fee_persen: fee } : {}) }];
  const res = await call('POST', '/api/penjualan', kasir, { idempotency_key: newKey(), kode_sales: kodeSales, detail: [{ kode_barcode: code, harga }], pembayaran });
  expect(res.statusCode, res.body).toBe(200);
  return { no: res.json().data.no_faktur_group as string, harga };
}

async function bankSaldo(): Promise<number> {
  const saldo = await expectSaldoMatchesLedger(t, spv);
  return saldo.find((s) => s.akun === rekening.no_rekening)?.saldo_akhir ?? 0;
}

async function pending() {
  const res = await call('GET', '/api/non-cash/pending', spv);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { no_ref: string; jumlah_rp: number; fee_rp: number; jumlah_bayar: number; no_rekening: string; kode_bank: string }[];
}

/** Every journal of the store balances, and the clearing account holds exactly what the NON_TUNAI ledger holds. */
async function expectJournalsBalanced() {
  const unbalanced = await sql<{ id: string }>`
    select kas_mutasi_id as id from jurnal where kode_toko = 'BDG' group by kas_mutasi_id having sum(debet) <> sum(kredit)`.execute(t.db);
  expect(unbalanced.rows).toEqual([]);
  const clearing = await sql<{ n: string }>`select coalesce(sum(debet - kredit), 0) as n from jurnal where kode_toko = 'BDG' and nomor_akun = '1-1250'`.execute(t.db);
  const ledger = await sql<{ n: string }>`select coalesce(sum(jumlah_in - jumlah_out), 0) as n from kas_mutasi where kode_toko = 'BDG' and jenis = 'NON_TUNAI'`.execute(t.db);
  expect(Number(clearing.rows[0]!.n)).toBe(Number(ledger.rows[0]!.n));
  const suspense = await sql<{ n: string }>`select count(*) as n from jurnal j join kas_mutasi k on k.id = j.kas_mutasi_id
    where j.kode_toko = 'BDG' and (k.jenis = 'NON_TUNAI' or k.sub_kategori = 'VALIDASI NON TUNAI') and j.nomor_akun = '9-9999'`.execute(t.db);
  expect(Number(suspense.rows[0]!.n)).toBe(0);
}

const validate = (body: object, by = spv) => call('POST', '/api/non-cash/validasi', by, body);

beforeAll(async () => {
  t = await createTestApp();
  await fundStore(t);
  await setTree(t, 'KASIRBDG', MONEY_TREE);
  await setTree(t, 'SPVBDG', { ...MONEY_TREE, validasi: [...MONEY_TREE.validasi, 'validasi-non-cash'], laporan: ['laporan-transaksi-non-cash'], utility: [...MONEY_TREE.utility, 'tutup-toko'] });
  owner = t.bearer(await t.login('OWNER'));
  await setModule(true);
  kasir = t.bearer(await t.login('KASIRBDG'));
  spv = t.bearer(await t.login('SPVBDG'));
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
  rekening = await t.db.selectFrom('rekening').select(['no_rekening', 'kode_bank']).where('kode_toko', '=', 'BDG').orderBy('no_rekening').executeTakeFirstOrThrow();
  items = (await readyItems(t, 10)).map((i) => i.kode_barcode);
});
afterAll(async () => {
  await t?.close();
});

describe('non-cash validation module on', () => {
  it('a card sale waits: pending, the bank balance unchanged; the wrong amount is refused; the right one counts', async () => {
    const before = await bankSaldo();
    const sale = await sell('CARD', 2);
    const surcharge = cardSurcharge(sale.harga, 2);
    expect(surcharge).toBeGreaterThan(0);
    const rows = await t.db.selectFrom('kas_mutasi').select(['jenis', 'kategori', 'jumlah_in']).where('no_ref', '=', sale.no).orderBy('id').execute();
    expect(rows.map((r) => [r.jenis, r.kategori, Number(r.jumlah_in)])).toEqual([
      ['NON_TUNAI', 'PENJUALAN', sale.harga],
      ['NON_TUNAI', 'FEE KARTU', surcharge],
    ]);
    expect(await bankSaldo()).toBe(before);
    const item = (await pending()).find((p) => p.no_ref === sale.no);
    expect(item).toMatchObject({ jumlah_bayar: sale.harga, fee_rp: surcharge, jumlah_rp: sale.harga + surcharge, no_rekening: rekening.no_rekening, kode_bank: rekening.kode_bank });
    await expectJournalsBalanced();

    const key = { no_ref: sale.no, kode_bank: rekening.kode_bank, no_rekening: rekening.no_rekening, no_referensi: 'ref-001' };
    const wrong = await validate({ ...key, jumlah_rp: sale.harga });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ status: 'error', message: M.amountMismatch, errors: { jumlah_rp: M.amountMismatch } });
    expect(await bankSaldo()).toBe(before);
    expect(await t.db.selectFrom('validasi_non_tunai').selectAll().execute()).toEqual([]);

    const kasirTry = await validate({ ...key, jumlah_rp: sale.harga + surcharge }, kasir);
    expect(kasirTry.statusCode).toBe(403);

    const right = await validate({ ...key, jumlah_rp: sale.harga + surcharge });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ status: 'success', message: M.validated, data: { no_ref: sale.no, no_referensi: 'REF-001', validated_by: 'SPVBDG', jumlah_rp: sale.harga + surcharge } });
    expect(await bankSaldo()).toBe(before + sale.harga + surcharge);
    expect((await pending()).find((p) => p.no_ref === sale.no)).toBeUndefined();
    // the same submission again (a retry after a lost answer): the first validation answered again, nothing written
    const kasRows = (await t.db.selectFrom('kas_mutasi').select('id').execute()).length;
    const retryKey = { ...key, jumlah_rp: sale.harga + surcharge, idempotency_key: 'non-cash-key-1' };
    expect((await validate(retryKey)).statusCode).toBe(400); // already validated above: refused, the key not taken
    expect((await t.db.selectFrom('kas_mutasi').select('id').execute()).length).toBe(kasRows);
    const again = await validate({ ...key, jumlah_rp: sale.harga + surcharge });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(M.notPending);
    await expectJournalsBalanced();
    const bankJournal = await sql<{ n: string }>`
      select coalesce(sum(debet - kredit), 0) as n from jurnal where kode_toko = 'BDG' and no_ref = ${sale.no} and nomor_akun = ${`1-1200-${rekening.no_rekening}`}`.execute(t.db);
    expect(Number(bankJournal.rows[0]!.n)).toBe(sale.harga + surcharge);
  });

  it('two validations of one payment at once: one wins, the money moves once', async () => {
    const before = await bankSaldo();
    const sale = await sell('TRANSFER');
    const body = { no_ref: sale.no, kode_bank: rekening.kode_bank, no_rekening: rekening.no_rekening, no_referensi: 'TRF-9', jumlah_rp: sale.harga };
    const [a, b] = await Promise.all([validate(body), validate(body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    // a retry with a key answers the first answer again
    const other = await sell('TRANSFER');
    const keyed = { no_ref: other.no, kode_bank: rekening.kode_bank, no_rekening: rekening.no_rekening, no_referensi: 'TRF-10', jumlah_rp: other.harga, idempotency_key: 'non-cash-key-2' };
    const first = await validate(keyed);
    const retry = await validate(keyed);
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.json().data).toEqual(first.json().data);
    expect(await t.db.selectFrom('validasi_non_tunai').select('id').where('no_ref', '=', other.no).execute()).toHaveLength(1);
    expect(await bankSaldo()).toBe(before + sale.harga + other.harga);
    expect(await t.db.selectFrom('validasi_non_tunai').select('id').where('no_ref', '=', sale.no).execute()).toHaveLength(1);
    await expectJournalsBalanced();
  });

  it('the close warns about the payments still waiting (a warning: the bank may settle later)', async () => {
    await sell('TRANSFER');
    const res = await call('GET', '/api/tutup-toko/cek', spv);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.checks as { key: string }[];
    expect(list.find((c) => c.key === 'VALIDASI_NON_CASH')).toMatchObject({ level: 'WARN', jumlah: (await pending()).length, link: '/validasi-non-cash' });
    expect((await pending()).length).toBeGreaterThan(0);
  });

  it('a cancelled sale with a pending card payment leaves nothing pending and no rupiah lost', async () => {
    const bankBefore = await bankSaldo();
    const sale = await sell('CARD', 2);
    expect((await pending()).some((p) => p.no_ref === sale.no)).toBe(true);
    const otorisasi = await call('POST', '/api/otorisasi', kasir, { operasi: 'BATAL_PENJUALAN', user_id: 'SPVBDG', password: 'demo123', deskripsi: 'uji' });
    expect(otorisasi.statusCode, otorisasi.body).toBe(200);
    const res = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: sale.no, alasan: 'retur', otorisasi: [otorisasi.json().data.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await pending()).some((p) => p.no_ref === sale.no)).toBe(false);
    const net = await sql<{ jenis: string; n: string }>`
      select jenis, sum(jumlah_in - jumlah_out) as n from kas_mutasi where kode_toko = 'BDG' and no_ref = ${sale.no} group by jenis order by jenis`.execute(t.db);
    expect(net.rows.map((r) => [r.jenis, Number(r.n)])).toEqual([['NON_TUNAI', 0]]);
    expect(await bankSaldo()).toBe(bankBefore);
    await expectJournalsBalanced();
  });

  it('a validated card sale cancelled later gives the money back from the bank account', async () => {
    const sale = await sell('CARD', 2);
    const surcharge = cardSurcharge(sale.harga, 2);
    const ok = await validate({ no_ref: sale.no, kode_bank: rekening.kode_bank, no_rekening: rekening.no_rekening, no_referensi: 'R2', jumlah_rp: sale.harga + surcharge });
    expect(ok.statusCode, ok.body).toBe(200);
    const bankBefore = await bankSaldo();
    const otorisasi = await call('POST', '/api/otorisasi', kasir, { operasi: 'BATAL_PENJUALAN', user_id: 'SPVBDG', password: 'demo123', deskripsi: 'uji' });
    const res = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: sale.no, alasan: 'retur', otorisasi: [otorisasi.json().data.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await bankSaldo()).toBe(bankBefore - sale.harga - surcharge);
    const net = await sql<{ jenis: string; n: string }>`
      select jenis, sum(jumlah_in - jumlah_out) as n from kas_mutasi where kode_toko = 'BDG' and no_ref = ${sale.no} group by jenis order by jenis`.execute(t.db);
    expect(net.rows.map((r) => [r.jenis, Number(r.n)])).toEqual([
      ['BANK', 0],
      ['NON_TUNAI', 0],
    ]);
    await expectJournalsBalanced();
  });

  it('refuses an empty reference with its field message', async () => {
    const res = await validate({ no_ref: 'X', jumlah_rp: 10, no_referensi: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ no_referensi: M.referensiRequired });
  });

  it('the non-cash report is the module-off screen: closed while the module is on', async () => {
    const tgl = (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).tgl_system;
    const res = await call('GET', `/api/${CASH_REPORT_PATHS.nonCash}?start_date=${tgl}&end_date=${tgl}&jenis=ALL&no_rekening=ALL`, spv);
    expect(res.statusCode).toBe(403);
  });
});

describe("the day's journal re-added outside the product", () => {
  it('hledger agrees with the Neraca Saldo, and 1-1250 holds exactly the payments still waiting', async () => {
    // one more payment left waiting, so the clearing account is not empty at the day's end
    await sell('TRANSFER');
    const waiting = await pending();
    expect(waiting.length).toBeGreaterThan(0);
    const tgl = (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).tgl_system;
    const query = `tgl_awal=${tgl}&tgl_akhir=${tgl}&kode_toko=BDG`;
    const exported = await call('GET', `/api/laporan/jurnal/hledger?${query}`, owner);
    expect(exported.statusCode, exported.body).toBe(200);
    const tb = await call('GET', `/api/laporan/neraca-saldo?${query}&sort_by=nomor_akun`, owner);
    expect(tb.statusCode, tb.body).toBe(200);
    const closing = closingBalances(tb.json().data);
    expect(closing.get('1-1250')).toBe(waiting.reduce((sum, p) => sum + p.jumlah_bayar, 0));
    if (!hledgerInstalled()) return;
    expect(hledgerCheckedBalances(exported.body, 'BDG')).toEqual(closing);
  });
});

describe('non-cash validation module off', () => {
  it('card money counts in the bank at once, nothing pending, the validation screen closed', async () => {
    await setModule(false);
    const before = await bankSaldo();
    const sale = await sell('CARD', 2);
    const surcharge = cardSurcharge(sale.harga, 2);
    const rows = await t.db.selectFrom('kas_mutasi').select(['jenis']).where('no_ref', '=', sale.no).execute();
    expect(rows.every((r) => r.jenis === 'BANK')).toBe(true);
    expect(await bankSaldo()).toBe(before + sale.harga + surcharge);
    const res = await call('GET', '/api/non-cash/pending', spv);
    expect(res.statusCode).toBe(403);
    const tgl = (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).tgl_system;
    const report = await call('GET', `/api/${CASH_REPORT_PATHS.nonCash}?start_date=${tgl}&end_date=${tgl}&jenis=ALL&no_rekening=ALL`, spv);
    expect(report.statusCode, report.body).toBe(200);
    await expectJournalsBalanced();
  });
});

describe('the close of a day with validated and waiting payments', () => {
  it('the EOD counts each card or transfer sale once: a validation moving it into the bank is not new money', async () => {
    await setModule(true);
    const waiting = await sell('TRANSFER');
    const card = await sell('CARD', 2);
    const surcharge = cardSurcharge(card.harga, 2);
    const ok = await validate({ no_ref: card.no, kode_bank: rekening.kode_bank, no_rekening: rekening.no_rekening, no_referensi: 'EOD-1', jumlah_rp: card.harga + surcharge });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await pending()).map((p) => p.no_ref)).toContain(waiting.no);
    const tgl = (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).tgl_system;
    // every sale's non-cash money as the counter took it: the rows the validations wrote are moves, left out
    const taken = await sql<{ n: string }>`select coalesce(sum(jumlah_in), 0)::text as n from kas_mutasi
      where kode_toko = 'BDG' and tgl_system = ${tgl}::date and kategori = 'PENJUALAN' and jenis <> 'CASH' and coalesce(sub_kategori, '') <> 'VALIDASI NON TUNAI'`.execute(t.db);
    const closed = await call('POST', '/api/tutup-toko', spv, { tgl_system: tgl });
    expect(closed.statusCode, closed.body).toBe(200);
    const eod = closed.json().data;
    expect(eod.non_tunai).toBe(Number(taken.rows[0]!.n));
    expect(eod.peringatan.find((w: { key: string }) => w.key === 'VALIDASI_NON_CASH')).toBeDefined();
  });
});
