import { addDays, MESSAGES } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundStore } from '../../../test/cash-helpers';
import { newKey, setAksesTree } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Issue 36, the live-feature module: Laporan Gadai Global and Laporan Tebus Gadai Global, the chain's loans and
 * redemptions for head office. Loans are written at BDG and SBY; one BDG loan is redeemed twenty days later (with
 * interest). OWNER reads every store (the default at head office, and ALL) and one store; the rows and their sums
 * are the loans' and the redemption payment's rows in the database. The module off, or a branch user (whatever his
 * akses tree), is refused with the gate's 403.
 */

let t: TestApp;
let owner: Record<string, string>;
let spv: Record<string, string>;
let start: string;

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function setTgl(date: string) {
  await t.db.updateTable('toko').set({ tgl_system: date }).where('kode_toko', 'in', ['BDG', 'SBY']).execute();
}

async function setLiveFeature(aktif: boolean) {
  await t.db.updateTable('para_module').set({ aktif }).where('key', '=', 'LIVE_FEATURE_MODULE').execute();
}

const cashiers: Record<string, Record<string, string>> = {};

async function writeLoan(cashier: string, kodeToko: string, jumlah: number, berat: string[]): Promise<string> {
  const h = (cashiers[cashier] ??= t.bearer(await t.login(cashier)));
  const sales = await t.db.selectFrom('sales').select('kode_sales').where('kode_toko', '=', kodeToko).orderBy('kode_sales').executeTakeFirstOrThrow();
  const res = await call('POST', '/api/hutang', h, {
    idempotency_key: newKey(), kode_sales: sales.kode_sales, nama_customer: `GADAI ${kodeToko} ${jumlah}`, alamat_customer: 'JL MERDEKA 1', no_hp: '081234567890',
    no_identitas: '3273010101010001', detail_barang: berat.map((b) => ({ nama_barang: 'KALUNG', kode_group: 'P17', berat: b, kode_kondisi: 'BAGUS' })), jumlah_hutang: jumlah, otorisasi: [],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.no_faktur_hutang as string;
}

const loans: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  start = (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).tgl_system;
  await setTgl(start);
  await fundStore(t, 'BDG');
  await fundStore(t, 'SBY');
  for (const cashier of ['KASIRBDG', 'KASIRSBY']) await setAksesTree(t, cashier, { hutang: ['transaksi-hutang', 'lihat-hutang'] });
  loans.bdg1 = await writeLoan('KASIRBDG', 'BDG', 1_000_000, ['10.000']);
  loans.bdg2 = await writeLoan('KASIRBDG', 'BDG', 2_500_000, ['5.250', '7.125']);
  loans.sby = await writeLoan('KASIRSBY', 'SBY', 1_500_000, ['8.500']);
  // twenty days on, BDG's first loan is redeemed: its interest is due
  await setTgl(addDays(start, 20));
  const redeemed = await call('POST', '/api/hutang/tebus', cashiers.KASIRBDG!, { no_faktur_hutang: loans.bdg1 });
  expect(redeemed.statusCode, redeemed.body).toBe(200);
  owner = t.bearer(await t.login('OWNER'));
  await setAksesTree(t, 'SPVBDG', { laporan: ['laporan-gadai-global', 'laporan-tebus-gadai-global', 'laporan-transaksi-hutang'] });
  spv = t.bearer(await t.login('SPVBDG'));
});
afterAll(async () => {
  await t?.close();
});

const period = () => `tgl_awal=${start}&tgl_akhir=${addDays(start, 20)}`;
type LoanRow = { kode_toko: string; no_faktur_hutang: string; tgl_hutang: string; nama_customer: string; jumlah_barang: number; total_berat: string; jumlah_hutang: number; status: string };
type RedemptionRow = { kode_toko: string; no_faktur_hutang: string; tgl_lunas: string; nama_customer: string; pokok: number; bunga: number; biaya: number; total: number };
const sum = (rows: readonly object[], key: string) => rows.reduce((s, r) => s + Number((r as Record<string, unknown>)[key]), 0);

describe('Laporan Gadai Global', () => {
  it('lists the loans of every store, by default and with ALL, each as written; the sums are the stores’ sums', async () => {
    const byDefault = await call('GET', `/api/laporan/gadai-global?${period()}`, owner);
    expect(byDefault.statusCode, byDefault.body).toBe(200);
    expect(byDefault.json()).toMatchObject({ status: 'success', message: MESSAGES.reportAvailable });
    const all = await call('GET', `/api/laporan/gadai-global?${period()}&kode_toko=ALL`, owner);
    expect(all.json().data).toEqual(byDefault.json().data);
    const rows = byDefault.json().data as LoanRow[];
    const mine = rows.filter((r) => Object.values(loans).includes(r.no_faktur_hutang));
    expect(mine.map((r) => [r.kode_toko, r.no_faktur_hutang]).sort()).toEqual([['BDG', loans.bdg1], ['BDG', loans.bdg2], ['SBY', loans.sby]].sort());
    const bdg2 = mine.find((r) => r.no_faktur_hutang === loans.bdg2)!;
    expect(bdg2).toMatchObject({ tgl_hutang: start, nama_customer: 'GADAI BDG 2500000', jumlah_barang: 2, total_berat: '12.375', jumlah_hutang: 2_500_000, status: 'AKTIF' });
    expect(mine.find((r) => r.no_faktur_hutang === loans.bdg1)).toMatchObject({ status: 'LUNAS', jumlah_hutang: 1_000_000, total_berat: '10.000' });

    // every row is a loan of the database written in the period, and each store's principal is the database's sum
    const db = await t.db.selectFrom('hutang').select(['kode_toko', 'no_faktur_hutang', 'jumlah_hutang_awal']).where('tgl_hutang', '>=', start).where('tgl_hutang', '<=', addDays(start, 20)).execute();
    expect(rows.map((r) => `${r.kode_toko}|${r.no_faktur_hutang}`).sort()).toEqual(db.map((r) => `${r.kode_toko}|${r.no_faktur_hutang}`).sort());
    for (const store of ['BDG', 'SBY']) {
      const one = await call('GET', `/api/laporan/gadai-global?${period()}&kode_toko=${store}`, owner);
      expect(one.statusCode, one.body).toBe(200);
      const storeRows = one.json().data as LoanRow[];
      expect(storeRows.every((r) => r.kode_toko === store)).toBe(true);
      expect(storeRows).toEqual(rows.filter((r) => r.kode_toko === store));
      expect(sum(storeRows, 'jumlah_hutang')).toBe(sum(db.filter((r) => r.kode_toko === store), 'jumlah_hutang_awal'));
    }
    expect(sum(mine.filter((r) => r.kode_toko === 'BDG'), 'jumlah_hutang')).toBe(3_500_000);
    expect(sum(rows, 'jumlah_hutang')).toBe(sum(db, 'jumlah_hutang_awal'));
  });

  it('answers none for a period without loans', async () => {
    const res = await call('GET', `/api/laporan/gadai-global?tgl_awal=${addDays(start, 21)}&tgl_akhir=${addDays(start, 22)}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: MESSAGES.reportEmpty, data: [] });
  });
});

describe('Laporan Tebus Gadai Global', () => {
  it('lists the redemption with its interest, as paid', async () => {
    const res = await call('GET', `/api/laporan/tebus-gadai-global?${period()}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as RedemptionRow[];
    const paid = await t.db.selectFrom('hutang_bayar').selectAll().where('jenis', '=', 'TEBUS').where('status', '=', 'AKTIF').where('tgl_system', '>=', start).where('tgl_system', '<=', addDays(start, 20)).execute();
    expect(rows).toHaveLength(paid.length);
    const row = rows.find((r) => r.no_faktur_hutang === loans.bdg1)!;
    const payment = paid.find((p) => p.no_faktur_hutang === loans.bdg1)!;
    expect(row).toMatchObject({ kode_toko: 'BDG', tgl_lunas: addDays(start, 20), nama_customer: 'GADAI BDG 1000000', pokok: 1_000_000, bunga: Number(payment.bunga), biaya: Number(payment.biaya), total: Number(payment.total) });
    expect(row.bunga).toBeGreaterThan(0);
    expect(row.total).toBe(row.pokok + row.bunga + row.biaya);
    const loan = await t.db.selectFrom('hutang').select(['status', 'tgl_lunas']).where('kode_toko', '=', 'BDG').where('no_faktur_hutang', '=', loans.bdg1).executeTakeFirstOrThrow();
    expect(loan).toEqual({ status: 'LUNAS', tgl_lunas: addDays(start, 20) });
    expect(sum(rows, 'total')).toBe(sum(paid, 'total'));
    // SBY redeemed nothing
    const sby = await call('GET', `/api/laporan/tebus-gadai-global?${period()}&kode_toko=SBY`, owner);
    expect(sby.json()).toMatchObject({ message: MESSAGES.reportEmpty, data: [] });
  });
});

describe('the gate: LIVE_FEATURE_MODULE and head office', () => {
  const forbidden = { status: 'error', message: MESSAGES.forbidden, code: 'common.forbidden' };

  it('refuses both reports with the module off, and answers again once it is on', async () => {
    await setLiveFeature(false);
    try {
      for (const path of ['gadai-global', 'tebus-gadai-global']) {
        const res = await call('GET', `/api/laporan/${path}?${period()}`, owner);
        expect(res.statusCode, path).toBe(403);
        expect(res.json(), path).toEqual(forbidden);
      }
    } finally {
      await setLiveFeature(true);
    }
    expect((await call('GET', `/api/laporan/gadai-global?${period()}`, owner)).statusCode).toBe(200);
  });

  it('refuses a branch user, even with the reports in his akses tree and naming his own store; his own pawn report stays open', async () => {
    for (const path of ['gadai-global', 'tebus-gadai-global']) {
      for (const store of ['', '&kode_toko=BDG', '&kode_toko=ALL']) {
        const res = await call('GET', `/api/laporan/${path}?${period()}${store}`, spv);
        expect(res.statusCode, `${path}${store}`).toBe(403);
        expect(res.json()).toEqual(forbidden);
      }
    }
    const own = await call('GET', `/api/laporan/transaksi-hutang?${period()}`, spv);
    expect(own.statusCode, own.body).toBe(200);
    expect((own.json().data as LoanRow[]).every((r) => r.kode_toko === 'BDG')).toBe(true);
  });
});
