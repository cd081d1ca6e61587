import { approvalRequiredMessage, COUPON_MESSAGES, MEMBER_MESSAGES, unknownCodeMessage, DEFAULT_DISKON_MAKSIMAL, parseWeightToMg, ruleDiscount, SALES_MESSAGES } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTER_SCREENS, counts, firstOf, itemOf, kasOf, newKey, readyItems, setAksesTree } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { hashPassword } from '../auth/password';
import { DEMO_COUPON } from '../../db/seed-coupons';

let t: TestApp;
let kasir: Record<string, string>;
let kasir2: Record<string, string>;
let owner: Record<string, string>;
let kodeSales: string;
let today: string;
let skip = 0;

beforeAll(async () => {
  t = await createTestApp();
  await setAksesTree(t, 'KASIRBDG', { penjualan: COUNTER_SCREENS, member: ['transaksi-kupon'] });
  // the members the sales below are written for (a sale naming an unknown member is refused)
  await t.db
    .insertInto('member')
    .values(['M0001', 'M0009', 'M0100'].map((kode, i) => ({ kode_member: kode, nama_member: `MEMBER ${kode}`, no_hp: `62812000099${i}`, kode_toko_daftar: 'BDG', input_by: 'TEST' })))
    .execute();
  await t.db
    .insertInto('users')
    .values({ user_id: 'KASIRBDG2', nama_user: 'KASIR BANDUNG DUA', level: 'KASIR', kode_toko: 'BDG', password_hash: await hashPassword('demo123'), akses: '[]', created_by: 'TEST' })
    .execute();
  await setAksesTree(t, 'KASIRBDG2', { penjualan: ['transaksi-penjualan'] });
  kasir = t.bearer(await t.login('KASIRBDG'));
  kasir2 = t.bearer(await t.login('KASIRBDG2'));
  owner = t.bearer(await t.login('OWNER'));
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
  today = (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).tgl_system;
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const shift = (days: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function coupon(kode: string, over: Record<string, unknown> = {}) {
  await t.db
    .insertInto('kupon')
    .values({
      kode_toko: 'PST',
      kode_kupon: kode,
      nama_kupon: `KUPON ${kode}`,
      jenis: 'RP',
      nominal_rp: 25_000,
      persen: '0',
      maks_rp: 0,
      minimal_belanja: 0,
      tgl_dari: shift(-1),
      tgl_sampai: shift(10),
      kuota: 5,
      sekali_per_member: true,
      toko: '',
      aktif: true,
      ...over,
    })
    .execute();
}

const uses = async (kode: string) => t.db.selectFrom('kupon_pakai').selectAll().where('kode_kupon', '=', kode).orderBy('id').execute();

async function take(n: number) {
  const rows = await readyItems(t, n, { skip });
  skip += n;
  return rows;
}

async function priced(codes: readonly string[]) {
  const lines = [];
  for (const code of codes) {
    const res = await call('GET', `/api/penjualan/barang/${code}`, kasir);
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json().data as { harga_hitung: number; kode_dept: string; berat: string };
    lines.push({ kode_barcode: code, harga: q.harga_hitung, kode_dept: q.kode_dept, berat: q.berat });
  }
  return lines;
}

async function sell(headers: Record<string, string>, lines: readonly { kode_barcode: string; harga: number }[], pay: number, extra: Record<string, unknown> = {}) {
  return call('POST', '/api/penjualan', headers, {
    idempotency_key: newKey(),
    kode_sales: kodeSales,
    nama_customer: 'Siti Aminah',
    no_hp: '081234567890',
    detail: lines.map((l) => ({ kode_barcode: l.kode_barcode, harga: l.harga })),
    pembayaran: [{ jenis: 'CASH', jumlah_rp: pay }],
    ...extra,
  });
}

async function cancel(no: string, lines?: string[]) {
  const ok = await call('POST', '/api/otorisasi', kasir, { operasi: 'BATAL_PENJUALAN', user_id: 'SPVBDG', password: 'demo123', deskripsi: 'uji' });
  expect(ok.statusCode, ok.body).toBe(200);
  const res = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: no, alasan: 'batal uji', otorisasi: [ok.json().data.id], ...(lines ? { no_faktur_jual: lines } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe('the coupon check (POST /api/transaksi-kupon/cek)', () => {
  it('answers the demo coupon: usable, for whom, how much', async () => {
    const res = await call('POST', '/api/transaksi-kupon/cek', kasir, { kode_kupon: 'emas50', kode_member: 'M0001', total_belanja: 2_500_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: COUPON_MESSAGES.usable,
      data: { kode_kupon: DEMO_COUPON, kode_member: 'M0001', total_belanja: 2_500_000, potongan: 50_000, total_setelah_potongan: 2_450_000, terpakai: 0, kuota: 100 },
    });
  });

  it('refuses each case with its own message, and writes nothing', async () => {
    await coupon('LAMA', { tgl_dari: shift(-20), tgl_sampai: shift(-2) });
    await coupon('NANTI', { tgl_dari: shift(2), tgl_sampai: shift(20) });
    await coupon('HABIS', { kuota: 1, sekali_per_member: false });
    await t.db.insertInto('kupon_pakai').values({ kode_kupon: 'HABIS', kode_toko: 'SBY', no_faktur_group: 'SBY-UJI-1', kode_member: null, tanggal: today, total_belanja: 100_000, potongan: 25_000, input_by: 'TEST' }).execute();
    await coupon('SEKALI');
    await t.db.insertInto('kupon_pakai').values({ kode_kupon: 'SEKALI', kode_toko: 'SBY', no_faktur_group: 'SBY-UJI-2', kode_member: 'M0009', tanggal: today, total_belanja: 100_000, potongan: 25_000, input_by: 'TEST' }).execute();
    await coupon('SBYSAJA', { toko: 'SBY, PST' });
    const before = (await t.db.selectFrom('kupon_pakai').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
    const dmy = (iso: string) => iso.split('-').reverse().join('-');
    const cases: [string, Record<string, unknown>, string][] = [
      ['TIDAKADA', {}, COUPON_MESSAGES.notFound],
      ['LAMA', {}, COUPON_MESSAGES.expired(dmy(shift(-2)))],
      ['NANTI', {}, COUPON_MESSAGES.notYetValid(dmy(shift(2)))],
      ['HABIS', {}, COUPON_MESSAGES.usedUp],
      [DEMO_COUPON, { total_belanja: 999_999 }, 'Total belanja kurang dari minimal belanja kupon (Rp 1.000.000)'],
      ['SEKALI', { kode_member: 'M0009' }, COUPON_MESSAGES.usedByMember],
      ['SEKALI', { kode_member: undefined }, COUPON_MESSAGES.memberRequired],
      ['SBYSAJA', {}, 'Kupon tidak berlaku di toko BDG'],
    ];
    for (const [kode, over, message] of cases) {
      const res = await call('POST', '/api/transaksi-kupon/cek', kasir, { kode_kupon: kode, kode_member: 'M0001', total_belanja: 1_500_000, ...over });
      expect(res.statusCode, `${kode}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message, errors: { kode_kupon: message } });
    }
    const after = (await t.db.selectFrom('kupon_pakai').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
    expect(after).toBe(before);
    // the same coupon for a member who has not used it, and the SBY-only coupon at SBY
    expect((await call('POST', '/api/transaksi-kupon/cek', kasir, { kode_kupon: 'SEKALI', kode_member: 'M0001', total_belanja: 10 })).json().data.potongan).toBe(10);
  });

  it('refuses a member code that is no member (the check names who may use it), and writes nothing', async () => {
    const before = await uses(DEMO_COUPON);
    const res = await call('POST', '/api/transaksi-kupon/cek', kasir, { kode_kupon: DEMO_COUPON, kode_member: 'MTIDAKADA', total_belanja: 2_000_000 });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: MEMBER_MESSAGES.notFound, errors: { kode_member: MEMBER_MESSAGES.notFound } });
    expect(await uses(DEMO_COUPON)).toEqual(before);
  });

  it('is behind the coupon module: off, a 403 for the screen', async () => {
    await t.db.updateTable('para_module').set({ aktif: false }).where('kode_toko', '=', 'BDG').where('key', '=', 'KUPON_MODULE').execute();
    try {
      const res = await call('POST', '/api/transaksi-kupon/cek', kasir2, { kode_kupon: DEMO_COUPON, total_belanja: 2_000_000 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Modul kupon tidak aktif');
      expect((await call('GET', '/api/transaksi-kupon', kasir)).statusCode).toBe(403);
    } finally {
      await t.db.updateTable('para_module').set({ aktif: true }).where('kode_toko', '=', 'BDG').where('key', '=', 'KUPON_MODULE').execute();
    }
  });
});

describe('a coupon at the sale counter', () => {
  it('adds its discount to the receipt, writes its use, and the cash is the grand total; the same member is refused the second time; a cancel gives it back', async () => {
    await coupon('SALE25');
    const lines = await priced((await take(1)).map((i) => i.kode_barcode));
    const total = lines.reduce((s, l) => s + l.harga, 0);
    const res = await sell(kasir, lines, total - 25_000, { kode_kupon: 'SALE25', kode_member: 'M0100' });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data;
    expect(r).toMatchObject({ total_harga: total, diskon: 25_000, diskon_kupon: 25_000, kode_kupon: 'SALE25', diskon_kategori: 0, grand_total: total - 25_000, total_bayar: total - 25_000, kembalian: 0 });
    const [use] = await uses('SALE25');
    expect(use).toMatchObject({ no_faktur_group: r.no_faktur_group, kode_member: 'M0100', potongan: 25_000, total_belanja: total, status: 'AKTIF', kode_toko: 'BDG' });
    const header = await t.db.selectFrom('penjualan').selectAll().where('no_faktur_group', '=', r.no_faktur_group).executeTakeFirstOrThrow();
    expect([header.kode_member, header.kode_kupon, Number(header.diskon_kupon), Number(header.diskon)]).toEqual(['M0100', 'SALE25', 25_000, 25_000]);
    const kas = await kasOf(t, r.no_faktur_group);
    expect(kas.reduce((s, k) => s + Number(k.jumlah_in) - Number(k.jumlah_out), 0)).toBe(total - 25_000);
    // read back: the same discount lines
    const back = await call('GET', `/api/penjualan/${r.no_faktur_group}`, kasir);
    expect(back.json().data).toMatchObject({ diskon: 25_000, diskon_kupon: 25_000, kode_kupon: 'SALE25' });

    // the same member again: refused, nothing written
    const more = await priced((await take(1)).map((i) => i.kode_barcode));
    const moreTotal = more.reduce((s, l) => s + l.harga, 0);
    const before = await counts(t);
    const again = await sell(kasir, more, moreTotal - 25_000, { kode_kupon: 'SALE25', kode_member: 'M0100' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ status: 'error', message: COUPON_MESSAGES.usedByMember, errors: { kode_kupon: COUPON_MESSAGES.usedByMember } });
    expect(await counts(t)).toEqual(before);
    expect((await itemOf(t, more[0]!.kode_barcode)).status).toBe('READY');
    expect(await uses('SALE25')).toHaveLength(1);

    // the sale cancelled: the use is given back (marked BATAL, kept), and the member may use it again
    await cancel(r.no_faktur_group);
    expect((await uses('SALE25')).map((u) => [u.status, u.batal_by])).toEqual([['BATAL', 'KASIRBDG']]);
    const reuse = await sell(kasir, more, moreTotal - 25_000, { kode_kupon: 'SALE25', kode_member: 'M0100' });
    expect(reuse.statusCode, reuse.body).toBe(200);
    expect((await uses('SALE25')).map((u) => u.status)).toEqual(['BATAL', 'AKTIF']);

    // the uses list and the report
    const list = await call('GET', '/api/transaksi-kupon?kode_kupon=SALE25', kasir);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((u: { status: string }) => u.status)).toEqual(['AKTIF', 'BATAL']);
    const report = await call('GET', `/api/laporan/pemakaian-kupon?kode_toko=BDG&tgl_awal=${today}&tgl_akhir=${today}&filter=BATAL`, owner);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.body).toContain(r.no_faktur_group);
  });

  it('a partial cancel keeps the use; cancelling the last lines gives it back', async () => {
    await coupon('SEBAGIAN', { sekali_per_member: false });
    const lines = await priced((await take(2)).map((i) => i.kode_barcode));
    const total = lines.reduce((s, l) => s + l.harga, 0);
    const res = await sell(kasir, lines, total - 25_000, { kode_kupon: 'SEBAGIAN' });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data as { no_faktur_group: string; detail: { no_faktur_jual: string }[] };
    await cancel(r.no_faktur_group, [r.detail[0]!.no_faktur_jual]);
    expect((await uses('SEBAGIAN')).map((u) => u.status)).toEqual(['AKTIF']);
    await cancel(r.no_faktur_group, [r.detail[1]!.no_faktur_jual]);
    expect((await uses('SEBAGIAN')).map((u) => u.status)).toEqual(['BATAL']);
  });

  it('counts toward the discount limit without needing the approval by itself', async () => {
    await coupon('BATAS', { nominal_rp: 40_000, sekali_per_member: false });
    expect(DEFAULT_DISKON_MAKSIMAL).toBe(50_000);
    const lines = await priced((await take(1)).map((i) => i.kode_barcode));
    const total = lines[0]!.harga;
    // coupon 40.000 + own 10.000 = 50.000: within the limit, no approval
    const within = await sell(kasir, lines, total - 50_000, { kode_kupon: 'BATAS', diskon: 10_000 });
    expect(within.statusCode, within.body).toBe(200);
    expect(within.json().data).toMatchObject({ diskon: 50_000, diskon_kupon: 40_000, otorisasi: [] });
    // coupon 40.000 + own 20.000 = 60.000: over the limit, the cashier's own discount needs the approval
    const more = await priced((await take(1)).map((i) => i.kode_barcode));
    const before = await counts(t);
    const over = await sell(kasir, more, more[0]!.harga - 60_000, { kode_kupon: 'BATAS', diskon: 20_000 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(approvalRequiredMessage(['DISKON']));
    expect(await counts(t)).toEqual(before);
    expect((await uses('BATAS')).filter((u) => u.status === 'AKTIF')).toHaveLength(1);
  });

  it('a percent coupon with a cap, and a sale short of the discounted total is refused', async () => {
    await coupon('PERSEN10', { jenis: 'PERSEN', nominal_rp: 0, persen: '10.00', maks_rp: 30_000, sekali_per_member: false });
    const lines = await priced((await take(1)).map((i) => i.kode_barcode));
    const total = lines.reduce((s, l) => s + l.harga, 0);
    const potongan = Math.min(30_000, Math.floor(total / 10));
    const short = await sell(kasir, lines, total - potongan - 1, { kode_kupon: 'PERSEN10' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(SALES_MESSAGES.paymentShort);
    expect(await uses('PERSEN10')).toHaveLength(0);
    const res = await sell(kasir, lines, total - potongan, { kode_kupon: 'PERSEN10' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ diskon_kupon: potongan, grand_total: total - potongan });
  });

  it('two counters using the last place at once: one wins, the other is told and writes nothing', async () => {
    await coupon('TERAKHIR', { kuota: 1, sekali_per_member: false });
    const a = await priced((await take(1)).map((i) => i.kode_barcode));
    const b = await priced((await take(1)).map((i) => i.kode_barcode));
    const before = await counts(t);
    const [ra, rb] = await Promise.all([
      sell(kasir, a, a[0]!.harga - 25_000, { kode_kupon: 'TERAKHIR' }),
      sell(kasir2, b, b[0]!.harga - 25_000, { kode_kupon: 'TERAKHIR' }),
    ]);
    const codes = [ra.statusCode, rb.statusCode].sort();
    expect(codes).toEqual([200, 400]);
    const lost = ra.statusCode === 400 ? ra : rb;
    expect(lost.json().message).toBe(COUPON_MESSAGES.usedUp);
    const after = await counts(t);
    expect(after.penjualan).toBe(before.penjualan + 1);
    expect((await uses('TERAKHIR')).filter((u) => u.status === 'AKTIF')).toHaveLength(1);
  });
});

describe('category discounts at the sale counter', () => {
  it('applies the best matching discount of the line by itself, as its own field of the receipt', async () => {
    const [item] = await take(1);
    const row = await itemOf(t, item!.kode_barcode);
    await t.db
      .insertInto('para_potongan_kategori')
      .values({ kode_toko: 'BDG', kode_potongan: 'PJ1', berdasarkan: 'JENIS', kode_target: row.kode_dept, jenis_potongan: 'PER_GRAM', rp_per_gram: 10_000, persen: '0', tgl_dari: shift(-1), tgl_sampai: null, aktif: true })
      .execute();
    const kategori = (await t.db.selectFrom('jenis').select('kode_kategori').where('kode_toko', '=', 'BDG').where('kode_dept', '=', row.kode_dept).executeTakeFirstOrThrow()).kode_kategori;
    await t.db
      .insertInto('para_potongan_kategori')
      .values({ kode_toko: 'BDG', kode_potongan: 'PK1', berdasarkan: 'KATEGORI', kode_target: kategori, jenis_potongan: 'PERSEN', persen: '1.00', rp_per_gram: 0, tgl_dari: shift(-1), tgl_sampai: null, aktif: true })
      .execute();
    try {
      const lines = await priced([item!.kode_barcode]);
      const l = lines[0]!;
      const mg = parseWeightToMg(l.berat)!;
      const expected = Math.max(
        ruleDiscount({ kode_potongan: 'PJ1', berdasarkan: 'JENIS', kode_target: row.kode_dept, jenis_potongan: 'PER_GRAM', rp_per_gram: 10_000, persenHundredths: 0 }, { beratMg: mg, harga: l.harga }),
        ruleDiscount({ kode_potongan: 'PK1', berdasarkan: 'KATEGORI', kode_target: kategori, jenis_potongan: 'PERSEN', rp_per_gram: 0, persenHundredths: 100 }, { beratMg: mg, harga: l.harga }),
      );
      expect(expected).toBeGreaterThan(0);
      const hitung = await call('POST', '/api/para-potongan-kategori/hitung', kasir, { detail: [{ kode_dept: l.kode_dept, berat: l.berat, harga: l.harga }] });
      expect(hitung.statusCode, hitung.body).toBe(200);
      expect(hitung.json().data).toEqual({ potongan: [expected], total: expected });
      const res = await sell(kasir, lines, l.harga - expected);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ diskon: expected, diskon_kategori: expected, diskon_kupon: 0, kode_kupon: null, grand_total: l.harga - expected });
      const kas = await kasOf(t, res.json().data.no_faktur_group);
      expect(kas.reduce((s, k) => s + Number(k.jumlah_in) - Number(k.jumlah_out), 0)).toBe(l.harga - expected);
      // switched off: no discount
      await t.db.updateTable('para_potongan_kategori').set({ aktif: false }).where('kode_toko', '=', 'BDG').execute();
      const off = await call('POST', '/api/para-potongan-kategori/hitung', kasir, { detail: [{ kode_dept: l.kode_dept, berat: l.berat, harga: l.harga }] });
      expect(off.json().data).toEqual({ potongan: [0], total: 0 });
    } finally {
      await t.db.deleteFrom('para_potongan_kategori').where('kode_toko', '=', 'BDG').execute();
    }
  });
});

describe('the sales bonus report', () => {
  it('equals the validated sales minus cancellations, by the group parameter in force', async () => {
    await t.db.deleteFrom('para_bonus_sales').where('kode_toko', '=', 'BDG').execute();
    const items = await take(3);
    const lines = await priced(items.map((i) => i.kode_barcode));
    const groups = [...new Set(items.map((i) => i.kode_group))];
    for (const g of groups) {
      await t.db.insertInto('para_bonus_sales').values({ kode_toko: 'BDG', kode_bonus: `X${g}`, kode_group: g, dasar: 'GRAM', rp_per_gram: 7_000, persen: '0', tgl_dari: shift(-5), tgl_sampai: null }).execute();
    }
    const sales = [];
    for (const l of lines) {
      const res = await sell(kasir, [l], l.harga);
      expect(res.statusCode, res.body).toBe(200);
      sales.push(res.json().data.no_faktur_group as string);
    }
    // the third sale cancelled; the first two validated (the cancelled one too: it still counts for nothing)
    await cancel(sales[2]!);
    await t.db.updateTable('penjualan').set({ valid: true, valid_by: 'SPVBDG' }).where('no_faktur_group', 'in', sales).execute();
    const res = await call('GET', `/api/laporan/bonus-sales?kode_toko=BDG&tgl_awal=${today}&tgl_akhir=${today}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    // every validated, not cancelled receipt of the day (earlier tests' receipts are not validated)
    const valid = await t.db
      .selectFrom('penjualan_detail as d')
      .innerJoin('penjualan as p', (j) => j.onRef('p.no_faktur_group', '=', 'd.no_faktur_group').onRef('p.kode_toko', '=', 'd.kode_toko'))
      .select(['d.kode_group', 'd.berat', 'd.harga'])
      .where('p.valid', '=', true)
      .where('p.status', '=', 'AKTIF')
      .where('d.status', '=', 'AKTIF')
      .where('p.kode_toko', '=', 'BDG')
      .execute();
    const expected = new Map<string, { mg: number; rp: number }>();
    for (const v of valid) {
      const e = expected.get(v.kode_group) ?? { mg: 0, rp: 0 };
      e.mg += parseWeightToMg(v.berat)!;
      e.rp += Number(v.harga);
      expected.set(v.kode_group, e);
    }
    const body = res.json() as { data: { kode_group: string; berat: string; rupiah: number; bonus: number; kode_sales: string }[] };
    expect(body.data.map((r) => r.kode_group).sort()).toEqual([...expected.keys()].sort());
    for (const r of body.data) {
      const e = expected.get(r.kode_group)!;
      expect(r.kode_sales).toBe(kodeSales);
      expect(parseWeightToMg(r.berat)).toBe(e.mg);
      expect(r.rupiah).toBe(e.rp);
      expect(r.bonus).toBe(Math.floor((e.mg * 7_000) / 1000));
    }
  });
});

describe('coupon parameters on the master kit', () => {
  it('creates a coupon (head office) and refuses a code another store holds', async () => {
    const res = await call('POST', '/api/para-kupon/create', owner, {
      kode_kupon: 'BARU10',
      nama_kupon: 'Kupon Baru',
      jenis: 'PERSEN',
      nominal_rp: 0,
      persen: 10,
      maks_rp: 100000,
      minimal_belanja: 500000,
      tgl_dari: today,
      tgl_sampai: shift(30),
      kuota: 10,
      sekali_per_member: true,
      toko: 'bdg, sby',
      aktif: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = await call('GET', '/api/para-kupon', owner);
    expect(list.json().data.map((k: { kode_kupon: string }) => k.kode_kupon)).toContain('BARU10');
    // the code is the chain's: a branch cannot make head office's code again
    await setAksesTree(t, 'SPVBDG', { member: ['parameter-kupon'] });
    const spv = t.bearer(await t.login('SPVBDG'));
    const twice = await call('POST', '/api/para-kupon/create', spv, { kode_kupon: DEMO_COUPON, nama_kupon: 'Sama', jenis: 'RP', nominal_rp: 1000, tgl_dari: today, tgl_sampai: shift(3), kuota: 1 });
    expect(twice.statusCode, twice.body).toBe(409);
    expect(twice.json().message).toBe('Kode Kupon EMAS50 sudah terdaftar');
    expect(await t.db.selectFrom('kupon').select('kode_toko').where('kode_kupon', '=', DEMO_COUPON).execute()).toEqual([{ kode_toko: 'PST' }]);
    const bad = await call('POST', '/api/para-kupon/create', owner, { kode_kupon: 'NOL', nama_kupon: 'X', jenis: 'RP', nominal_rp: 0, tgl_dari: today, tgl_sampai: shift(-1), kuota: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ nominal_rp: 'Nominal Rp tidak boleh 0', tgl_sampai: 'Tanggal Sampai tidak boleh sebelum Tanggal Dari' });
  });
});

describe('category discount parameters on the master kit', () => {
  it('refuses a target that is no jenis (or no kategori) of the store, and writes nothing; a real one is kept', async () => {
    const rule = (kode: string, berdasarkan: string, target: string) =>
      call('POST', '/api/para-potongan-kategori/create', owner, { kode_potongan: kode, berdasarkan, kode_target: target, jenis_potongan: 'PER_GRAM', rp_per_gram: 1000, persen: 0, tgl_dari: today, aktif: false });
    const rows = () => t.db.selectFrom('para_potongan_kategori').select('kode_potongan').where('kode_toko', '=', 'PST').execute();
    const before = await rows();
    const jenis = await t.db.selectFrom('jenis').select(['kode_dept', 'kode_kategori']).where('kode_toko', '=', 'PST').where('kode_kategori', 'is not', null).orderBy('kode_dept').limit(1).executeTakeFirstOrThrow();
    for (const [berdasarkan, target] of [
      ['JENIS', 'ZZ'],
      ['KATEGORI', 'ZZ'],
      ['KATEGORI', jenis.kode_dept === jenis.kode_kategori ? 'ZZZ' : jenis.kode_dept],
    ] as const) {
      const res = await rule('QAZZ', berdasarkan, target);
      expect(res.statusCode, `${berdasarkan} ${target}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', errors: { kode_target: unknownCodeMessage('Kode Kategori / Jenis', target) } });
    }
    expect(await rows()).toEqual(before);
    expect((await rule('QAJENIS', 'JENIS', jenis.kode_dept)).statusCode).toBe(200);
    expect((await rule('QAKAT', 'KATEGORI', jenis.kode_kategori!)).statusCode).toBe(200);
  });
});

