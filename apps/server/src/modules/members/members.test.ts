import { MEMBER_MESSAGES, phoneTakenMessage } from '@emas/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundStore } from '../../../test/cash-helpers';
import { firstOf, newKey, readyItems, setAksesTree } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerAfterCounterWrite, type CounterWriteEvent } from '../counter/after-write';

/**
 * The member book (issue 32, MEMBER_MODULE): registration with a generated code and a chain-wide unique phone,
 * the list, the counter's lookup with the points balance, birthdays, and the member named on counter documents
 * (stored, announced to the after-write hooks, refused when unknown or inactive with nothing written).
 */
let t: TestApp;
let kasir: Record<string, string>;
let kasirSby: Record<string, string>;
let owner: Record<string, string>;
let kodeSales: string;
let today: string;
let skip = 0;

const COUNTER = { penjualan: ['transaksi-penjualan', 'lihat-titipan'], pembelian: ['transaksi-pembelian'], hutang: ['transaksi-hutang'], pesanan: ['transaksi-pesanan'], service: ['transaksi-services'], member: ['master-member', 'laporan-member', 'laporan-ulang-tahun-member'] };

beforeAll(async () => {
  t = await createTestApp();
  await fundStore(t);
  await setAksesTree(t, 'KASIRBDG', COUNTER);
  await setAksesTree(t, 'KASIRSBY', COUNTER);
  kasir = t.bearer(await t.login('KASIRBDG'));
  kasirSby = t.bearer(await t.login('KASIRSBY'));
  owner = t.bearer(await t.login('OWNER'));
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
  today = (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).tgl_system;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) => {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as { status: string; message?: string; errors?: Record<string, string>; data: any } };
};
const register = (payload: object, headers: Headers = kasir) => call('POST', '/api/member/create', headers, payload);
const memberCount = async () => Number((await sql<{ n: string }>`select count(*) as n from member`.execute(t.db)).rows[0]!.n);
const setModule = async (kodeToko: string, aktif: boolean) => {
  await t.db.updateTable('para_module').set({ aktif }).where('kode_toko', '=', kodeToko).where('key', '=', 'MEMBER_MODULE').execute();
};

async function sale(extra: Record<string, unknown>) {
  const [item] = await readyItems(t, 1, { skip: skip++ });
  const q = await call('GET', `/api/penjualan/barang/${item!.kode_barcode}`, kasir);
  const harga = q.body.data.harga_hitung as number;
  return call('POST', '/api/penjualan', kasir, {
    idempotency_key: newKey(),
    kode_sales: kodeSales,
    nama_customer: 'Pembeli',
    detail: [{ kode_barcode: item!.kode_barcode, harga }],
    pembayaran: [{ jenis: 'CASH', jumlah_rp: harga }],
    ...extra,
  });
}
const buyBack = (extra: Record<string, unknown>) =>
  call('POST', '/api/pembelian', kasir, {
    idempotency_key: newKey(),
    kode_sales: kodeSales,
    nama_customer: 'Penjual',
    detail: [{ nama_barang: 'GELANG LUAR TOKO', kode_group: 'P17', kode_dept: 'GL', berat: '5.000', kode_kondisi: 'RUSAK' }],
    ...extra,
  });
const loan = (extra: Record<string, unknown>) =>
  call('POST', '/api/hutang', kasir, {
    idempotency_key: newKey(),
    kode_sales: kodeSales,
    nama_customer: 'Peminjam',
    alamat_customer: 'Jl. Braga 12 Bandung',
    no_hp: '0812',
    no_identitas: '3273010101010001',
    detail_barang: [{ nama_barang: 'Cincin polos', kode_group: 'P17', berat: '5.000', berat_batu: '0', kode_kondisi: 'BAGUS' }],
    jumlah_hutang: 1_000_000,
    otorisasi: [],
    ...extra,
  });

describe('registering a member', () => {
  it('generates the code from the store and its running number and stores the phone as 62...', async () => {
    const res = await register({ nama_member: 'ani lestari', no_hp: '0812-7700-0001', alamat: 'jl. asia afrika 1', tgl_lahir: '1991-05-06' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', message: MEMBER_MESSAGES.created });
    expect(res.body.data).toMatchObject({ kode_member: 'MBDG00001', nama_member: 'ANI LESTARI', no_hp: '6281277000001', kode_toko_daftar: 'BDG', status: 'AKTIF', tgl_lahir: '1991-05-06', input_by: 'KASIRBDG' });
    const second = await register({ nama_member: 'Bayu', no_hp: '+62 812 7700 0002', kode_member_referensi: 'MBDG00001' });
    expect(second.body.data).toMatchObject({ kode_member: 'MBDG00002', no_hp: '6281277000002', kode_member_referensi: 'MBDG00001' });
    const sby = await register({ nama_member: 'Citra', no_hp: '081277000003' }, kasirSby);
    expect(sby.body.data).toMatchObject({ kode_member: 'MSBY00001', kode_toko_daftar: 'SBY' });
  });

  it('refuses a phone already registered anywhere in the chain, a bad phone, no name, an unknown referrer; nothing written', async () => {
    const before = await memberCount();
    const taken = await register({ nama_member: 'Lain', no_hp: '081277000001' }, kasirSby);
    expect([taken.status, taken.body.message, taken.body.errors?.no_hp]).toEqual([400, phoneTakenMessage('MBDG00001'), phoneTakenMessage('MBDG00001')]);
    expect(taken.body.message).toBe('No HP sudah terdaftar sebagai member MBDG00001');
    const bad = await register({ nama_member: 'Lain', no_hp: '0812' });
    expect([bad.status, bad.body.message]).toEqual([400, MEMBER_MESSAGES.noHpInvalid]);
    const noName = await register({ nama_member: ' ', no_hp: '081277000099' });
    expect([noName.status, noName.body.message]).toEqual([400, MEMBER_MESSAGES.namaRequired]);
    const ref = await register({ nama_member: 'Lain', no_hp: '081277000099', kode_member_referensi: 'MXXX99999' });
    expect([ref.status, ref.body.message]).toEqual([400, MEMBER_MESSAGES.referensiUnknown]);
    expect(await memberCount()).toBe(before);
  });

  it('updates (the phone stays unique, a member does not refer itself) and deactivates without deleting', async () => {
    const self = await call('PUT', '/api/member/update/MBDG00002', kasir, { nama_member: 'Bayu', no_hp: '081277000002', kode_member_referensi: 'MBDG00002' });
    expect([self.status, self.body.message]).toEqual([400, MEMBER_MESSAGES.referensiSelf]);
    const taken = await call('PUT', '/api/member/update/MBDG00002', kasir, { nama_member: 'Bayu', no_hp: '081277000003' });
    expect([taken.status, taken.body.message]).toEqual([400, phoneTakenMessage('MSBY00001')]);
    const ok = await call('PUT', '/api/member/update/MBDG00002', kasir, { nama_member: 'Bayu Aji', no_hp: '081277000002', alamat: 'jl. dago 3' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ nama_member: 'BAYU AJI', alamat: 'JL. DAGO 3', kode_member_referensi: null, status: 'AKTIF' });
    const off = await call('DELETE', '/api/member/delete/MBDG00002', kasir);
    expect([off.status, off.body.message, off.body.data.status]).toEqual([200, MEMBER_MESSAGES.deactivated, 'TIDAK AKTIF']);
    expect(await t.db.selectFrom('member').select('status').where('kode_member', '=', 'MBDG00002').executeTakeFirstOrThrow()).toEqual({ status: 'TIDAK AKTIF' });
    const missing = await call('DELETE', '/api/member/delete/MBDG99999', kasir);
    expect([missing.status, missing.body.message]).toEqual([404, MEMBER_MESSAGES.notFound]);
  });
});

describe('the member list and the counter lookup', () => {
  it('pages and searches by name, phone (typed 08...) or code, filters by status and store', async () => {
    for (let i = 10; i < 16; i++) expect((await register({ nama_member: `Halaman ${i}`, no_hp: `08127700${String(i).padStart(4, '0')}` })).status).toBe(200);
    const page = await call('GET', '/api/member/get/all?search=halaman&limit=4&skip=0', kasir);
    expect(page.status).toBe(200);
    expect(page.body.data.count).toBe(6);
    expect(page.body.data.rows.map((r: { nama_member: string }) => r.nama_member)).toEqual(['HALAMAN 10', 'HALAMAN 11', 'HALAMAN 12', 'HALAMAN 13']);
    const next = await call('GET', '/api/member/get/all?search=halaman&limit=4&skip=4', kasir);
    expect(next.body.data.rows.map((r: { nama_member: string }) => r.nama_member)).toEqual(['HALAMAN 14', 'HALAMAN 15']);
    const byPhone = await call('GET', '/api/member/get/all?search=0812-7700-0003', kasir);
    expect(byPhone.body.data.rows.map((r: { kode_member: string }) => r.kode_member)).toEqual(['MSBY00001']);
    const byCode = await call('GET', '/api/member/get/all?search=msby', kasir);
    expect(byCode.body.data.rows.map((r: { kode_member: string }) => r.kode_member)).toEqual(['MSBY00001']);
    const inactive = await call('GET', '/api/member/get/all?status=TIDAK%20AKTIF', kasir);
    expect(inactive.body.data.rows.map((r: { kode_member: string }) => r.kode_member)).toEqual(['MBDG00002']);
    const sby = await call('GET', '/api/member/get/all?kode_toko=SBY', kasir);
    expect(sby.body.data.count).toBe(1);
    const none = await call('GET', '/api/member/get/all?search=tidakadasiapapun', kasir);
    expect([none.status, none.body.message, none.body.data]).toEqual([200, MEMBER_MESSAGES.empty, { count: 0, rows: [] }]);
  });

  it('finds a member by phone from any store with the points balance from the ledger; an unknown phone is a 404', async () => {
    await t.db
      .insertInto('poin_ledger')
      .values([
        { kode_member: 'MBDG00001', jenis: 'EARN', poin: 12, kode_toko: 'BDG', tanggal: today, input_by: 'TEST' },
        { kode_member: 'MBDG00001', jenis: 'REDEEM', poin: -5, kode_toko: 'SBY', tanggal: today, input_by: 'TEST' },
      ])
      .execute();
    const found = await call('GET', '/api/member/find-by-hp?no_hp=0812 7700 0001', kasirSby);
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ kode_member: 'MBDG00001', nama_member: 'ANI LESTARI', poin: 7 });
    const missing = await call('GET', '/api/member/find-by-hp?no_hp=081299999999', kasir);
    expect([missing.status, missing.body.message]).toEqual([404, MEMBER_MESSAGES.phoneNotFound]);
  });
});

describe('birthdays (member/find-current-birthday) read members', () => {
  it('shows a member born on the business date once, even when they are also a customer of a receipt', async () => {
    const born = `1980${today.slice(4)}`;
    const res = await register({ nama_member: 'Ulang Tahun', no_hp: '081277009999', tgl_lahir: born === '1980-02-29' ? '1980-02-29' : born });
    expect(res.status).toBe(200);
    const kode = res.body.data.kode_member as string;
    expect((await sale({ nama_customer: 'Ulang Tahun', no_hp: '0812-7700-9999', tgl_lahir: born })).status).toBe(200);
    const list = await call('GET', '/api/member/find-current-birthday', kasir);
    expect(list.body.data.filter((r: { nama_member: string }) => r.nama_member === 'ULANG TAHUN')).toEqual([{ kode_toko: 'BDG', kode_member: kode, nama_member: 'ULANG TAHUN', no_hp: '6281277009999', tgl_lahir: born }]);
  });

  it('keeps a 29 February member on 28 February of a year without it', async () => {
    const res = await register({ nama_member: 'Kabisat Member', no_hp: '081277008888', tgl_lahir: '2000-02-29' });
    expect(res.status).toBe(200);
    const names = async () => (await call('GET', '/api/member/find-current-birthday', kasir)).body.data.map((r: { nama_member: string }) => r.nama_member);
    try {
      await t.db.updateTable('toko').set({ tgl_system: '2027-02-28' }).where('kode_toko', '=', 'BDG').execute();
      expect(await names()).toContain('KABISAT MEMBER');
      await t.db.updateTable('toko').set({ tgl_system: '2028-02-28' }).where('kode_toko', '=', 'BDG').execute();
      expect(await names()).not.toContain('KABISAT MEMBER');
      await t.db.updateTable('toko').set({ tgl_system: '2028-02-29' }).where('kode_toko', '=', 'BDG').execute();
      expect(await names()).toContain('KABISAT MEMBER');
    } finally {
      await t.db.updateTable('toko').set({ tgl_system: today }).where('kode_toko', '=', 'BDG').execute();
    }
  });
});

describe('a counter document names its member', () => {
  it('a sale, a buy-back and a pawn loan store kode_member and announce it to the after-write hooks', async () => {
    const events: CounterWriteEvent[] = [];
    const off = registerAfterCounterWrite(async (_trx, e) => {
      events.push(e);
    });
    try {
      const s = await sale({ kode_member: 'mbdg00001' });
      expect(s.status, JSON.stringify(s.body)).toBe(200);
      expect(s.body.data.kode_member).toBe('MBDG00001');
      const p = await buyBack({ kode_member: 'MBDG00001' });
      expect(p.status, JSON.stringify(p.body)).toBe(200);
      expect(p.body.data.kode_member).toBe('MBDG00001');
      const l = await loan({ kode_member: 'MBDG00001' });
      expect(l.status, JSON.stringify(l.body)).toBe(200);
      expect(l.body.data.kode_member).toBe('MBDG00001');
      const walkIn = await sale({});
      expect(walkIn.body.data.kode_member).toBeNull();
      const stored = await sql<{ t: string; m: string | null }>`
        select 'penjualan' as t, kode_member as m from penjualan where no_faktur_group = ${s.body.data.no_faktur_group}
        union all select 'pembelian', kode_member from pembelian where no_faktur_group = ${p.body.data.no_faktur_group}
        union all select 'hutang', kode_member from hutang where no_faktur_hutang = ${l.body.data.no_faktur_hutang}
        union all select 'walkin', kode_member from penjualan where no_faktur_group = ${walkIn.body.data.no_faktur_group}`.execute(t.db);
      expect(stored.rows).toEqual([
        { t: 'penjualan', m: 'MBDG00001' },
        { t: 'pembelian', m: 'MBDG00001' },
        { t: 'hutang', m: 'MBDG00001' },
        { t: 'walkin', m: null },
      ]);
      expect(events.map((e) => [e.jenis, e.kodeMember])).toEqual([
        ['PENJUALAN', 'MBDG00001'],
        ['PEMBELIAN', 'MBDG00001'],
        ['GADAI', 'MBDG00001'],
        ['PENJUALAN', null],
      ]);
      const receipt = await call('GET', `/api/penjualan/${s.body.data.no_faktur_group}`, kasir);
      expect(receipt.body.data.kode_member).toBe('MBDG00001');
    } finally {
      off();
    }
  });

  it('a layaway, an order, a repair and a trade-in store kode_member and announce it too', async () => {
    const events: CounterWriteEvent[] = [];
    const off = registerAfterCounterWrite(async (_trx, e) => {
      events.push(e);
    });
    try {
      const kodeTukang = (await t.db.selectFrom('tukang').select('kode_tukang').where('kode_toko', '=', 'BDG').orderBy('kode_tukang').executeTakeFirstOrThrow()).kode_tukang;
      const kodeDept = (await t.db.selectFrom('jenis').select('kode_dept').where('kode_toko', '=', 'BDG').orderBy('kode_dept').executeTakeFirstOrThrow()).kode_dept;
      const price = await sql<{ kode_group: string }>`select kode_group from harga_emas where kode_toko = 'BDG' and tgl_berlaku <= ${today} order by tgl_berlaku desc, id desc limit 1`.execute(t.db);
      const kodeGroup = price.rows[0]!.kode_group;
      const [item, tukarItem] = await readyItems(t, 2, { skip });
      skip += 2;
      const q = await call('GET', `/api/penjualan/barang/${item!.kode_barcode}`, kasir);
      const harga = q.body.data.harga_hitung as number;
      const titip = await call('POST', '/api/titip', kasir, {
        idempotency_key: newKey(),
        kode_sales: kodeSales,
        nama_customer: 'Ani',
        kode_member: 'MBDG00001',
        detail: [{ kode_barcode: item!.kode_barcode, harga }],
        pembayaran: [{ jenis: 'CASH', jumlah_rp: Math.ceil(harga / 2) }],
      });
      expect(titip.status, JSON.stringify(titip.body)).toBe(200);
      expect(titip.body.data.kode_member).toBe('MBDG00001');
      const order = await call('POST', '/api/pesanan', kasir, {
        idempotency_key: newKey(),
        kode_sales: kodeSales,
        kode_tukang: kodeTukang,
        tgl_janji: today,
        nama_customer: 'Ani',
        kode_member: 'MBDG00001',
        detail: [{ deskripsi: 'cincin nama', kode_group: kodeGroup, kode_dept: kodeDept, berat_estimasi: '3.5', size: '12', ongkos: 150_000 }],
        pembayaran: [{ jenis: 'CASH', jumlah_rp: 100_000 }],
      });
      expect(order.status, JSON.stringify(order.body)).toBe(200);
      expect(order.body.data.kode_member).toBe('MBDG00001');
      const repair = await call('POST', '/api/service', kasir, {
        idempotency_key: newKey(),
        kode_tukang: 'T01',
        tgl_janji: today,
        ongkos_estimasi: 100_000,
        nama_customer: 'Ani',
        kode_member: 'MBDG00001',
        detail: [{ nama_barang: 'cincin kawin', kode_group: kodeGroup, berat: '5.000', deskripsi: ['POL'] }],
      });
      expect(repair.status, JSON.stringify(repair.body)).toBe(200);
      expect(repair.body.data.kode_member).toBe('MBDG00001');
      const tq = await call('GET', `/api/penjualan/barang/${tukarItem!.kode_barcode}`, kasir);
      const tukar = await call('POST', '/api/tukar', kasir, {
        idempotency_key: newKey(),
        kode_sales: kodeSales,
        nama_customer: 'Ani',
        kode_member: 'MBDG00001',
        beli: [{ nama_barang: 'GELANG LUAR TOKO', kode_group: 'P17', kode_dept: 'GL', berat: '1.000', kode_kondisi: 'RUSAK' }],
        jual: [{ kode_barcode: tukarItem!.kode_barcode, harga: tq.body.data.harga_hitung }],
        pembayaran: [{ jenis: 'CASH', jumlah_rp: tq.body.data.harga_hitung }],
      });
      expect(tukar.status, JSON.stringify(tukar.body)).toBe(200);
      expect(tukar.body.data.kode_member).toBe('MBDG00001');
      const stored = await sql<{ n: string }>`
        select (select count(*) from titip where kode_member = 'MBDG00001') + (select count(*) from pesanan where kode_member = 'MBDG00001')
          + (select count(*) from service where kode_member = 'MBDG00001') as n`.execute(t.db);
      expect(Number(stored.rows[0]!.n)).toBe(3);
      expect(events.map((e) => [e.jenis, e.kodeMember])).toEqual([
        ['TITIP', 'MBDG00001'],
        ['PESANAN', 'MBDG00001'],
        ['SERVICE', 'MBDG00001'],
        ['TUKAR', 'MBDG00001'],
      ]);
    } finally {
      off();
    }
  });

  it('refuses an unknown or inactive member with a 400 on kode_member, and writes nothing', async () => {
    const count = async () => Number((await sql<{ n: string }>`select (select count(*) from penjualan) + (select count(*) from pembelian) + (select count(*) from hutang) as n`.execute(t.db)).rows[0]!.n);
    const before = await count();
    for (const [kode, message] of [
      ['MXXX00404', MEMBER_MESSAGES.notFound],
      ['MBDG00002', MEMBER_MESSAGES.inactive],
    ] as const) {
      for (const res of [await sale({ kode_member: kode }), await buyBack({ kode_member: kode }), await loan({ kode_member: kode })]) {
        expect([res.status, res.body.message, res.body.errors?.kode_member]).toEqual([400, message, message]);
      }
    }
    expect(await count()).toBe(before);
  });
});

describe('the member module gate', () => {
  it('off: the member calls answer 403 and a document naming a member is refused', async () => {
    await setModule('BDG', false);
    try {
      const before = await memberCount();
      const list = await call('GET', '/api/member/get/all', kasir);
      expect(list.status).toBe(403);
      const create = await register({ nama_member: 'Tertolak', no_hp: '081277001234' });
      expect(create.status).toBe(403);
      const lookup = await call('GET', '/api/member/find-by-hp?no_hp=081277000001', kasir);
      expect([lookup.status, lookup.body.message]).toEqual([403, MEMBER_MESSAGES.moduleOff]);
      expect(await memberCount()).toBe(before);
      const s = await sale({ kode_member: 'MBDG00001' });
      expect([s.status, s.body.message]).toEqual([400, MEMBER_MESSAGES.moduleOff]);
      // the other stores keep theirs
      expect((await call('GET', '/api/member/get/all', kasirSby)).status).toBe(200);
      expect((await call('GET', '/api/member/get/all', { ...owner, 'x-kode-toko': 'PST' })).status).toBe(200);
    } finally {
      await setModule('BDG', true);
    }
  });
});

describe('the member reports', () => {
  it('Laporan Member lists the registering store members with their points; head office reads every store; by status', async () => {
    const bdg = await call('GET', '/api/laporan/member?filter=ALL', kasir);
    expect(bdg.status, JSON.stringify(bdg.body)).toBe(200);
    expect(bdg.body.data.every((r: { kode_toko: string }) => r.kode_toko === 'BDG')).toBe(true);
    // the points are the ledger's sum (the sales above earned some by the demo rule)
    const { saldo } = await t.db.selectFrom('poin_ledger').select((eb) => eb.fn.coalesce(eb.fn.sum<string>('poin'), eb.val('0')).as('saldo')).where('kode_member', '=', 'MBDG00001').executeTakeFirstOrThrow();
    expect(Number(saldo)).toBeGreaterThan(7);
    expect(bdg.body.data.find((r: { kode_member: string }) => r.kode_member === 'MBDG00001')).toMatchObject({ nama_member: 'ANI LESTARI', poin: Number(saldo), status: 'AKTIF' });
    const all = await call('GET', '/api/laporan/member?filter=ALL&kode_toko=ALL', owner);
    expect(all.body.data.map((r: { kode_toko: string }) => r.kode_toko)).toContain('SBY');
    const inactive = await call('GET', '/api/laporan/member?filter=TIDAK%20AKTIF&kode_toko=ALL', owner);
    expect(inactive.body.data.map((r: { kode_member: string }) => r.kode_member)).toEqual(['MBDG00002']);
    const denied = await call('GET', '/api/laporan/member?filter=ALL&kode_toko=SBY', kasir);
    expect(denied.status).toBe(403);
  });

  it('Laporan Ulang Tahun Member: the active members born in the month; a bad month is a 400', async () => {
    const may = await call('GET', '/api/laporan/member-ulang-tahun?bulan=5', kasir);
    expect(may.status, JSON.stringify(may.body)).toBe(200);
    expect(may.body.data.map((r: { kode_member: string }) => r.kode_member)).toEqual(['MBDG00001']);
    const bad = await call('GET', '/api/laporan/member-ulang-tahun?bulan=13', kasir);
    expect([bad.status, bad.body.message]).toEqual([400, 'Bulan tidak valid']);
  });
});

