import { DASHBOARD_MESSAGES, MESSAGES } from '@emas/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstOf, newKey, readyItems, setAksesTree } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Today's birthdays (member/find-current-birthday) from the birth dates a counter records on sales
 * receipts, pawn loans, orders and repairs: the store's business date's month and day, one row per
 * customer, the store scope, and the birth date's validation.
 */
let t: TestApp;
let kasir: Record<string, string>;
let owner: Record<string, string>;
let kasirSby: Record<string, string>;
let kodeSales: string;
let kodeTukang: string;
let group: { kode_group: string };
let kodeDept: string;
let today: string;

/** The business date's month and day with another year: someone born on this day. */
const bornToday = (year: number) => `${year}${today.slice(4)}`;
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  await setAksesTree(t, 'KASIRBDG', { penjualan: ['transaksi-penjualan'], hutang: ['transaksi-hutang'], pesanan: ['transaksi-pesanan'], service: ['transaksi-services'] });
  kasir = t.bearer(await t.login('KASIRBDG'));
  owner = t.bearer(await t.login('OWNER'));
  kasirSby = t.bearer(await t.login('KASIRSBY'));
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
  today = (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).tgl_system;
  kodeTukang = (await t.db.selectFrom('tukang').select('kode_tukang').where('kode_toko', '=', 'BDG').orderBy('kode_tukang').executeTakeFirstOrThrow()).kode_tukang;
  kodeDept = (await t.db.selectFrom('jenis').select('kode_dept').where('kode_toko', '=', 'BDG').orderBy('kode_dept').executeTakeFirstOrThrow()).kode_dept;
  const price = await sql<{ kode_group: string }>`select kode_group from harga_emas where kode_toko = 'BDG' and tgl_berlaku <= ${today} order by tgl_berlaku desc, id desc limit 1`.execute(t.db);
  group = { kode_group: price.rows[0]!.kode_group };
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object, headers = kasir) => t.app.inject({ method: 'POST', url, headers, payload });
const birthdays = async (headers: Record<string, string>, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/member/find-current-birthday${query}`, headers });
  return { status: res.statusCode, body: res.json() as { status: string; message?: string; data: any } };
};

let skip = 0;
async function sale(customer: { nama_customer: string; no_hp: string; tgl_lahir?: unknown }) {
  const [item] = await readyItems(t, 1, { skip: skip++ });
  const q = await t.app.inject({ method: 'GET', url: `/api/penjualan/barang/${item!.kode_barcode}`, headers: kasir });
  const harga = q.json().data.harga_hitung as number;
  return post('/api/penjualan', { idempotency_key: newKey(), kode_sales: kodeSales, ...customer, detail: [{ kode_barcode: item!.kode_barcode, harga }], pembayaran: [{ jenis: 'CASH', jumlah_rp: harga }] });
}
const loan = (customer: object) =>
  post('/api/hutang', {
    idempotency_key: newKey(),
    kode_sales: kodeSales,
    alamat_customer: 'Jl. Braga 12 Bandung',
    no_identitas: '3273010101010001',
    detail_barang: [{ nama_barang: 'Cincin polos', kode_group: 'P17', berat: '5.000', berat_batu: '0', kode_kondisi: 'BAGUS' }],
    jumlah_hutang: 1_000_000,
    otorisasi: [],
    ...customer,
  });
const order = (customer: object) =>
  post('/api/pesanan', {
    idempotency_key: newKey(),
    kode_sales: kodeSales,
    kode_tukang: kodeTukang,
    tgl_janji: today,
    detail: [{ deskripsi: 'cincin nama', kode_group: group.kode_group, kode_dept: kodeDept, berat_estimasi: '3.5', size: '12', ongkos: 150_000 }],
    pembayaran: [{ jenis: 'CASH', jumlah_rp: 100_000 }],
    ...customer,
  });
const repair = (customer: object) =>
  post('/api/service', {
    idempotency_key: newKey(),
    kode_tukang: 'T01',
    tgl_janji: today,
    ongkos_estimasi: 100_000,
    detail: [{ nama_barang: 'cincin kawin', kode_group: group.kode_group, berat: '5.000', deskripsi: ['POL'] }],
    ...customer,
  });

describe('the birth date a counter records', () => {
  it('is optional, a real past date; a bad one is a 400 with its message and nothing is written', async () => {
    const count = async () => Number((await sql<{ n: string }>`select (select count(*) from penjualan) + (select count(*) from hutang) + (select count(*) from pesanan) + (select count(*) from service) as n`.execute(t.db)).rows[0]!.n);
    const before = await count();
    const cases: [object, string][] = [
      [{ tgl_lahir: '1990-02-30' }, MESSAGES.birthDateInvalid],
      [{ tgl_lahir: '17-08-1990' }, MESSAGES.birthDateInvalid],
      [{ tgl_lahir: '1850-01-01' }, MESSAGES.birthDateInvalid],
      [{ tgl_lahir: 19900817 }, MESSAGES.birthDateInvalid],
      [{ tgl_lahir: '2999-01-01' }, MESSAGES.birthDateNotPast],
    ];
    for (const [extra, message] of cases) {
      for (const res of [
        await sale({ nama_customer: 'Salah', no_hp: '0811', ...extra }),
        await loan({ nama_customer: 'Salah', no_hp: '0811', ...extra }),
        await order({ nama_customer: 'Salah', ...extra }),
        await repair({ nama_customer: 'Salah', ...extra }),
      ]) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ status: 'error', message, errors: { tgl_lahir: message } });
      }
    }
    expect(await count()).toBe(before);
    // empty is no birth date at all
    const res = await repair({ nama_customer: 'Tanpa Lahir', tgl_lahir: '' });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db.selectFrom('service').select('tgl_lahir').where('no_service', '=', res.json().data.no_service).executeTakeFirstOrThrow();
    expect(row.tgl_lahir).toBeNull();
  });
});

describe('member/find-current-birthday', () => {
  it('a day with no birthday answers [] with its message', async () => {
    const res = await birthdays(kasir);
    expect([res.status, res.body.data, res.body.message]).toEqual([200, [], DASHBOARD_MESSAGES.birthdayEmpty]);
  });

  it("lists the customers born on the store's day from receipts, loans, orders and repairs, each once", async () => {
    const responses = [
      await sale({ nama_customer: 'Rina Lestari', no_hp: '0812-2222-0001', tgl_lahir: bornToday(1990) }),
      // the same phone again on a loan: one row, the newest name
      await loan({ nama_customer: 'Rina L', no_hp: '081222220001', tgl_lahir: bornToday(1990) }),
      await order({ nama_customer: 'Dewi', no_hp: '081222220002', tgl_lahir: bornToday(1985) }),
      // no phone: known by name
      await repair({ nama_customer: 'Joko Tanpa HP', tgl_lahir: bornToday(1970) }),
      // born the day after, and a customer without a birth date: not today
      await sale({ nama_customer: 'Besok', no_hp: '081222220003', tgl_lahir: `1991${dayAfter(today).slice(4)}` }),
      await sale({ nama_customer: 'Tanpa Lahir', no_hp: '081222220004' }),
    ];
    for (const res of responses) expect(res.statusCode, res.body).toBe(200);

    const res = await birthdays(kasir);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { kode_toko: 'BDG', kode_member: '081222220002', nama_member: 'DEWI', no_hp: '081222220002', tgl_lahir: bornToday(1985) },
      { kode_toko: 'BDG', kode_member: 'JOKO TANPA HP', nama_member: 'JOKO TANPA HP', no_hp: '', tgl_lahir: bornToday(1970) },
      { kode_toko: 'BDG', kode_member: '081222220001', nama_member: 'RINA L', no_hp: '081222220001', tgl_lahir: bornToday(1990) },
    ]);
  });

  it('is store-scoped: another branch sees its own, head office picks a store or all, a branch may not ask for another', async () => {
    expect((await birthdays(kasirSby)).body.data).toEqual([]);
    const pst = await birthdays(owner);
    expect(pst.status).toBe(200);
    expect(pst.body.data).toEqual([]);
    const bdg = await birthdays(owner, '?kode_toko=BDG');
    expect(bdg.body.data.map((r: { nama_member: string }) => r.nama_member)).toEqual(['DEWI', 'JOKO TANPA HP', 'RINA L']);
    const all = await birthdays(owner, '?kode_toko=ALL');
    expect(all.body.data).toHaveLength(3);
    const denied = await birthdays(kasirSby, '?kode_toko=BDG');
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe(MESSAGES.forbiddenStore);
  });

  it('reads each store on its own business date (a 29 February birthday is kept on 28 February)', async () => {
    const res = await sale({ nama_customer: 'Kabisat', no_hp: '081222220009', tgl_lahir: '2000-02-29' });
    expect(res.statusCode, res.body).toBe(200);
    const original = today;
    try {
      await t.db.updateTable('toko').set({ tgl_system: '2027-02-28' }).where('kode_toko', '=', 'BDG').execute();
      expect((await birthdays(kasir)).body.data.map((r: { nama_member: string }) => r.nama_member)).toEqual(['KABISAT']);
      await t.db.updateTable('toko').set({ tgl_system: '2028-02-28' }).where('kode_toko', '=', 'BDG').execute();
      expect((await birthdays(kasir)).body.data).toEqual([]);
      await t.db.updateTable('toko').set({ tgl_system: '2028-02-29' }).where('kode_toko', '=', 'BDG').execute();
      expect((await birthdays(kasir)).body.data.map((r: { nama_member: string }) => r.nama_member)).toEqual(['KABISAT']);
    } finally {
      await t.db.updateTable('toko').set({ tgl_system: original }).where('kode_toko', '=', 'BDG').execute();
    }
  });
});
