import { POIN_MESSAGES, approvalRequiredMessage } from '@emas/domain';
import { sql } from 'kysely';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundStore } from '../../../test/cash-helpers';
import { firstOf, newKey, readyItems } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let kasir: Record<string, string>;
let owner: Record<string, string>;
let kodeSales: string;
let skip = 0;
let tgl: string;
/** the WhatsApp backend the reset tells members through (WA_BACKEND), recording what it delivers */
let wa: Server;
const delivered: { receiver: string; message: string }[] = [];

const STEP = 100_000;

beforeAll(async () => {
  wa = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    delivered.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { receiver: string; message: string });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true }));
  });
  wa.listen(0, '127.0.0.1');
  await once(wa, 'listening');
  t = await createTestApp({ WA_BACKEND: `http://127.0.0.1:${(wa.address() as { port: number }).port}/api/` });
  await fundStore(t);
  const tree = {
    penjualan: ['transaksi-penjualan', 'lihat-penjualan', 'batal-penjualan'],
    pembelian: ['transaksi-pembelian', 'lihat-pembelian', 'batal-pembelian'],
    member: ['lihat-transaksi-member', 'adjust-poin-member'],
  };
  const akses = Object.entries(tree).map(([key, keys]) => ({ key, is_show: true, children: keys.map((k) => ({ key: k, is_show: true, children: [] })) }));
  await t.db.updateTable('users').set({ akses: JSON.stringify(akses) }).where('user_id', '=', 'KASIRBDG').execute();
  for (const kode_toko of ['BDG', 'SBY', 'PST'])
    for (const key of ['MEMBER_MODULE', 'RESET_POIN_MEMBER_MODULE'])
      await t.db
        .insertInto('para_module')
        .values({ kode_toko, key, aktif: true, updated_by: 'TEST' })
        .onConflict((oc) => oc.columns(['kode_toko', 'key']).doUpdateSet({ aktif: true }))
        .execute();
  // the rule: every Rp 100.000 of a sale earns 1 point, every Rp 1.000.000 of a buy-back 1 point (Type Poin RP)
  await t.db.deleteFrom('parameter_point').execute();
  await t.db
    .insertInto('parameter_point')
    .values([
      { kode_toko: 'BDG', kode_poin: 'J1', jenis_transaksi: 'PENJUALAN', kelipatan_rp: STEP, poin: 1, tgl_berlaku: '2000-01-01' },
      { kode_toko: 'BDG', kode_poin: 'B1', jenis_transaksi: 'PEMBELIAN', kelipatan_rp: 1_000_000, poin: 1, tgl_berlaku: '2000-01-01' },
      // a later rule not yet in force
      { kode_toko: 'BDG', kode_poin: 'J2', jenis_transaksi: 'PENJUALAN', kelipatan_rp: 1, poin: 100, tgl_berlaku: '2999-01-01' },
    ])
    .execute();
  await t.db
    .insertInto('member')
    .values([
      { kode_member: 'M001', nama_member: 'ANI', no_hp: '6281200000001', kode_toko_daftar: 'BDG', input_by: 'TEST' },
      { kode_member: 'M002', nama_member: 'BUDI', no_hp: '6281200000002', kode_toko_daftar: 'BDG', input_by: 'TEST' },
      { kode_member: 'M003', nama_member: 'CICI', no_hp: '6281200000003', kode_toko_daftar: 'SBY', kode_member_referensi: 'M002', input_by: 'TEST' },
      { kode_member: 'M004', nama_member: 'DODI', no_hp: '6281200000004', kode_toko_daftar: 'BDG', input_by: 'TEST' },
      { kode_member: 'M005', nama_member: 'EKA', no_hp: '6281200000005', kode_toko_daftar: 'BDG', input_by: 'TEST' },
    ])
    .execute();
  kasir = t.bearer(await t.login('KASIRBDG'));
  owner = { ...t.bearer(await t.login('OWNER')), 'x-kode-toko': 'BDG' };
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
  tgl = (await t.db.selectFrom('toko').select(sql<string>`to_char(tgl_system, 'YYYY-MM-DD')`.as('d')).where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).d;
});
afterAll(async () => {
  await t?.close();
  wa?.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function approve(operasi: string) {
  const res = await call('POST', '/api/otorisasi', kasir, { operasi, user_id: 'SPVBDG', password: 'demo123', deskripsi: 'uji' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

async function take(n: number) {
  const rows = await readyItems(t, n, { skip });
  skip += n;
  return rows;
}

type Receipt = { no_faktur_group: string; detail: { no_faktur_jual: string; harga: number }[]; poin?: { kode_member: string; didapat: number; saldo: number } | null };

async function sell(n: number, kodeMember: string | null) {
  return (await saleOf(n, kodeMember))();
}

/** A sale's request made ready (items taken and priced), sent when called. */
async function saleOf(n: number, kodeMember: string | null) {
  const detail: { kode_barcode: string; harga: number }[] = [];
  for (const it of await take(n)) {
    const q = await call('GET', `/api/penjualan/barang/${it.kode_barcode}`, kasir);
    expect(q.statusCode, q.body).toBe(200);
    detail.push({ kode_barcode: it.kode_barcode, harga: q.json().data.harga_hitung as number });
  }
  const total = detail.reduce((s, l) => s + l.harga, 0);
  return () => call('POST', '/api/penjualan', kasir, { idempotency_key: newKey(), kode_sales: kodeSales, nama_customer: 'MEMBER', detail, pembayaran: [{ jenis: 'CASH', jumlah_rp: total }], kode_member: kodeMember });
}

const ledger = (kode: string) => t.db.selectFrom('poin_ledger').selectAll().where('kode_member', '=', kode).orderBy('id').execute();
const balance = async (kode: string) => (await ledger(kode)).reduce((s, r) => s + Number(r.poin), 0);
const earnedBy = (harga: number) => Math.floor(harga / STEP);

describe('earning on a sale with a member', () => {
  it('writes one EARN row per line by the rule in force, and the receipt shows the points and the balance', async () => {
    const res = await sell(2, 'M001');
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data as Receipt;
    const rows = await ledger('M001');
    expect(rows.map((x) => [x.jenis, x.jenis_ref, x.no_ref, x.no_ref_line, Number(x.poin)])).toEqual(
      r.detail.map((l) => ['EARN', 'PENJUALAN', r.no_faktur_group, l.no_faktur_jual, earnedBy(l.harga)]).filter((x) => (x[4] as number) > 0),
    );
    const total = r.detail.reduce((s, l) => s + earnedBy(l.harga), 0);
    expect(total).toBeGreaterThan(0);
    expect(r.poin).toEqual({ kode_member: 'M001', didapat: total, saldo: total });
    // the receipt read back says the same
    const again = await call('GET', `/api/penjualan/${r.no_faktur_group}`, kasir);
    if (again.statusCode === 200) expect(again.json().data.poin).toEqual(r.poin);
    const sale = await t.db.selectFrom('penjualan').select('kode_member').where('no_faktur_group', '=', r.no_faktur_group).executeTakeFirstOrThrow();
    expect(sale.kode_member).toBe('M001');
  });

  it('a walk-in customer earns nothing and the receipt has no points', async () => {
    const before = await t.db.selectFrom('poin_ledger').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const res = await sell(1, null);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.poin ?? null).toBeNull();
    const after = await t.db.selectFrom('poin_ledger').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('an unknown member is refused with a clear message and nothing is written', async () => {
    const sales = await t.db.selectFrom('penjualan').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const res = await sell(1, 'TIDAKADA');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: POIN_MESSAGES.memberNotFound });
    skip--; // the item stays READY
    expect((await t.db.selectFrom('penjualan').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n).toBe(sales.n);
  });
});

describe('Type Poin GRAM and groups that earn nothing', () => {
  it('counts the weight threshold of the line\'s group; a group marked tanpa poin earns nothing', async () => {
    // two pieces of one group from the end of the list (the other tests take from its start)
    const tail = await t.db
      .selectFrom('barang')
      .select(['kode_barcode', 'kode_group', 'berat'])
      .where('kode_toko', '=', 'BDG')
      .where('status', '=', 'READY')
      .where('jenis_harga', '=', 'GRAM')
      .where('kode_dept', 'not in', ['CB'])
      .where('kode_gudang', '=', 'UTAMA')
      .orderBy('kode_barcode', 'desc')
      .limit(60)
      .execute();
    const group = tail.find((x) => tail.filter((y) => y.kode_group === x.kode_group).length >= 2)!.kode_group;
    const [a, b] = tail.filter((x) => x.kode_group === group);
    const sellCode = async (code: string) => {
      const q = await call('GET', `/api/penjualan/barang/${code}`, kasir);
      const harga = q.json().data.harga_hitung as number;
      const res = await call('POST', '/api/penjualan', kasir, { idempotency_key: newKey(), kode_sales: kodeSales, detail: [{ kode_barcode: code, harga }], pembayaran: [{ jenis: 'CASH', jumlah_rp: harga }], kode_member: 'M004' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Receipt;
    };
    await t.db.insertInto('para_system').values({ kode_toko: 'BDG', key: 'TYPE_POIN', value: 'GRAM', updated_by: 'TEST' }).onConflict((oc) => oc.columns(['kode_toko', 'key']).doUpdateSet({ value: 'GRAM' })).execute();
    await t.db.insertInto('parameter_point').values({ kode_toko: 'BDG', kode_poin: 'G1', jenis_transaksi: 'PENJUALAN', kode_group: group, kelipatan_berat: '0.500', kelipatan_rp: 0, poin: 2, tgl_berlaku: '2001-01-01' }).execute();
    const start = await balance('M004');
    try {
      const earned = Math.floor(Math.round(Number(a!.berat) * 1000) / 500) * 2;
      expect((await sellCode(a!.kode_barcode)).poin?.didapat).toBe(earned);
      expect(await balance('M004')).toBe(start + earned);
      await t.db.updateTable('parameter_point').set({ tanpa_poin: true }).where('kode_poin', '=', 'G1').execute();
      expect((await sellCode(b!.kode_barcode)).poin?.didapat).toBe(0);
      expect(await balance('M004')).toBe(start + earned);
    } finally {
      await t.db.deleteFrom('parameter_point').where('kode_poin', '=', 'G1').execute();
      await t.db.updateTable('para_system').set({ value: 'RP' }).where('kode_toko', '=', 'BDG').where('key', '=', 'TYPE_POIN').execute();
      // M004 starts the cancel tests from where it was
      const extra = (await balance('M004')) - start;
      if (extra > 0) await t.db.insertInto('poin_ledger').values({ kode_member: 'M004', jenis: 'ADJUST', poin: -extra, kode_toko: 'BDG', tanggal: tgl, jenis_ref: 'ADJUST', no_ref: 'TEST', input_by: 'TEST' }).execute();
    }
  });
});

describe('cancelling gives back exactly what was earned', () => {
  it('a partial cancel reverses the cancelled lines, the rest later; cancelling leaves the balance as before', async () => {
    const start = await balance('M004');
    const r = (await sell(3, 'M004')).json().data as Receipt;
    const earned = r.detail.map((l) => earnedBy(l.harga));
    const first = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: r.no_faktur_group, no_faktur_jual: [r.detail[0]!.no_faktur_jual], alasan: 'retur', otorisasi: [await approve('BATAL_PENJUALAN')] });
    expect(first.statusCode, first.body).toBe(200);
    expect(await balance('M004')).toBe(start + earned[1]! + earned[2]!);
    const rev = (await ledger('M004')).filter((x) => x.jenis === 'REVERSE');
    expect(rev.map((x) => [x.no_ref_line, Number(x.poin)])).toEqual([[r.detail[0]!.no_faktur_jual, -earned[0]!]]);
    expect(first.json().data.poin).toMatchObject({ didapat: earned[1]! + earned[2]!, saldo: start + earned[1]! + earned[2]! });
    const rest = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: r.no_faktur_group, alasan: 'retur', otorisasi: [await approve('BATAL_PENJUALAN')] });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(await balance('M004')).toBe(start);
    expect((await ledger('M004')).filter((x) => x.jenis === 'REVERSE')).toHaveLength(3);
  });

  it('points already spent: only what is left is reversed, the shortfall is written, the balance never goes below zero', async () => {
    const r = (await sell(1, 'M005')).json().data as Receipt;
    const earned = earnedBy(r.detail[0]!.harga);
    const spend = await call('POST', '/api/poin-member/adjust', kasir, { kode_member: 'M005', poin: -(earned - 1), keterangan: 'tukar hadiah manual', otorisasi: [await approve('ADJUST_POIN')] });
    expect(spend.statusCode, spend.body).toBe(200);
    const cancel = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: r.no_faktur_group, alasan: 'retur', otorisasi: [await approve('BATAL_PENJUALAN')] });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await balance('M005')).toBe(0);
    const rev = (await ledger('M005')).find((x) => x.jenis === 'REVERSE')!;
    expect(Number(rev.poin)).toBe(-1);
    expect(rev.keterangan).toContain(`${earned - 1} poin`);
  });

  it('a buy-back with a member earns by the PEMBELIAN rule and its cancel removes those points', async () => {
    const start = await balance('M001');
    const buy = await call('POST', '/api/pembelian', kasir, {
      idempotency_key: newKey(),
      kode_sales: kodeSales,
      nama_customer: 'ANI',
      kode_member: 'M001',
      detail: [{ nama_barang: 'GELANG LUAR', kode_group: 'P17', kode_dept: 'GL', berat: '20.000', kode_kondisi: 'RUSAK' }],
    });
    expect(buy.statusCode, buy.body).toBe(200);
    const { no_faktur_group: no, grand_total, total_harga } = buy.json().data as { no_faktur_group: string; grand_total?: number; total_harga?: number };
    const harga = Number(total_harga ?? grand_total);
    const earned = Math.floor(harga / 1_000_000);
    expect(await balance('M001')).toBe(start + earned);
    const cancel = await call('POST', '/api/pembelian/batal', kasir, { no_faktur_group: no, alasan: 'salah', otorisasi: [await approve('BATAL_PEMBELIAN')] });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await balance('M001')).toBe(start);
  });
});

describe('a trade-in with a member', () => {
  it('earns on the pieces sold (the PENJUALAN rule), not on the gold traded in; cancelling it takes them back', async () => {
    const start = await balance('M001');
    const [item] = await take(1);
    const price = (await call('GET', `/api/penjualan/barang/${item!.kode_barcode}`, kasir)).json().data.harga_hitung as number;
    const beli = [{ nama_barang: 'CINCIN TUKAR', kode_group: 'P17', kode_dept: 'CC', berat: '1.000', kode_kondisi: 'NORMAL' }];
    const nilai = (await call('POST', '/api/pembelian/hitung', kasir, { detail: beli })).json().data.total_harga as number;
    const res = await call('POST', '/api/tukar', kasir, {
      idempotency_key: newKey(),
      kode_sales: kodeSales,
      nama_customer: 'ANI',
      kode_member: 'M001',
      beli,
      jual: [{ kode_barcode: item!.kode_barcode, harga: price }],
      pembayaran: nilai < price ? [{ jenis: 'CASH', jumlah_rp: price - nilai }] : [],
    });
    expect(res.statusCode, res.body).toBe(200);
    const sale = res.json().data as Receipt;
    expect(sale.poin).toMatchObject({ kode_member: 'M001', didapat: earnedBy(price) });
    const rows = (await ledger('M001')).filter((x) => x.no_ref === sale.no_faktur_group);
    expect(rows.map((x) => [x.jenis, x.jenis_ref, x.no_ref_line, Number(x.poin)])).toEqual([['EARN', 'PENJUALAN', sale.detail[0]!.no_faktur_jual, earnedBy(price)]]);
    const cancel = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: sale.no_faktur_group, alasan: 'retur', otorisasi: [await approve('BATAL_PENJUALAN')] });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await balance('M001')).toBe(start);
  });
});

describe('manual adjustment', () => {
  it('needs the supervisor approval, refuses going below zero, and two racing takings of the same points: one wins', async () => {
    const noApproval = await call('POST', '/api/poin-member/adjust', kasir, { kode_member: 'M002', poin: 10, keterangan: 'koreksi' });
    expect(noApproval.statusCode).toBe(400);
    expect(noApproval.json().message).toBe(approvalRequiredMessage(['ADJUST_POIN']));
    const bad = await call('POST', '/api/poin-member/adjust', kasir, { kode_member: 'M002', poin: 0, keterangan: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(POIN_MESSAGES.poinInvalid);
    const add = await call('POST', '/api/poin-member/adjust', kasir, { kode_member: 'M002', poin: 10, keterangan: 'koreksi', otorisasi: [await approve('ADJUST_POIN')] });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json()).toMatchObject({ status: 'success', message: POIN_MESSAGES.adjusted, data: { kode_member: 'M002', saldo: 10 } });
    const over = await call('POST', '/api/poin-member/adjust', kasir, { kode_member: 'M002', poin: -11, keterangan: 'koreksi', otorisasi: [await approve('ADJUST_POIN')] });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(POIN_MESSAGES.poinNotEnough);
    const [a, b] = [await approve('ADJUST_POIN'), await approve('ADJUST_POIN')];
    const race = await Promise.all([a, b].map((id) => call('POST', '/api/poin-member/adjust', kasir, { kode_member: 'M002', poin: -8, keterangan: 'pakai', otorisasi: [id] })));
    expect(race.map((x) => x.statusCode).sort()).toEqual([200, 400]);
    expect(await balance('M002')).toBe(2);
    expect((await ledger('M002')).every((x) => x.jenis === 'ADJUST')).toBe(true);
  });
});

describe('history and affiliation', () => {
  it('Lihat Transaksi Member finds by phone and shows each row with its running balance', async () => {
    const res = await call('GET', '/api/poin-member/history?cari=0812-0000-0002', kasir);
    expect(res.statusCode, res.body).toBe(200);
    const { member, rows } = res.json().data as { member: { kode_member: string; saldo: number }; rows: { poin: number; saldo: number }[] };
    expect(member).toMatchObject({ kode_member: 'M002', saldo: 2 });
    expect(rows.map((r) => r.saldo)).toEqual([10, 2]);
    const none = await call('GET', '/api/poin-member/history?cari=XYZ', kasir);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(POIN_MESSAGES.memberNotFound);
  });

  it('the referrer earns once on the new member first earning purchase, even when two arrive at once', async () => {
    const put = await call('PUT', '/api/parameter-member-afiliasi', owner, { poin: 25, aktif: true });
    expect(put.statusCode, put.body).toBe(200);
    expect((await call('GET', '/api/parameter-member-afiliasi', owner)).json().data).toEqual({ poin: 25, aktif: true });
    const before = await balance('M002');
    const ready = [await saleOf(1, 'M003'), await saleOf(1, 'M003')];
    const both = await Promise.all(ready.map((send) => send()));
    for (const s of both) expect(s.statusCode, s.body).toBe(200);
    const third = await sell(1, 'M003');
    expect(third.statusCode).toBe(200);
    const afiliasi = (await ledger('M002')).filter((x) => x.jenis_ref === 'AFILIASI');
    expect(afiliasi).toHaveLength(1);
    expect(afiliasi[0]).toMatchObject({ jenis: 'EARN', no_ref: 'M003' });
    expect(await balance('M002')).toBe(before + 25);
  });
});

describe('reset and Top Member', () => {
  it('the run expires what the rule expires with EXPIRE rows, once per business date', async () => {
    // a past point of M001, earned long before the cut-off
    await t.db.insertInto('poin_ledger').values({ kode_member: 'M001', jenis: 'ADJUST', poin: 7, kode_toko: 'BDG', tanggal: '2001-01-01', jenis_ref: 'ADJUST', no_ref: 'OLD', input_by: 'TEST' }).execute();
    const bad = await call('PUT', '/api/parameter-reset-poin-member', owner, { mode: 'TANGGAL', tanggal: '13-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(POIN_MESSAGES.tanggalResetInvalid);
    const put = await call('PUT', '/api/parameter-reset-poin-member', owner, { mode: 'BULAN', bulan: 12 });
    expect(put.statusCode, put.body).toBe(200);
    const kasirRun = await call('POST', '/api/parameter-reset-poin-member/run', kasir, { tgl_run: tgl });
    expect(kasirRun.statusCode).toBe(403);
    const before = await balance('M001');
    // the run names the business date the screen showed: none, or another date, runs nothing
    expect((await call('GET', '/api/parameter-reset-poin-member', owner)).json().data.tgl_aktif).toBe(tgl);
    expect((await call('POST', '/api/parameter-reset-poin-member/run', owner)).statusCode).toBe(400);
    for (const body of [{}, { tgl_run: '2001-01-01' }]) {
      const refused = await call('POST', '/api/parameter-reset-poin-member/run', owner, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toBe(POIN_MESSAGES.tglRunMismatch);
    }
    expect(await balance('M001')).toBe(before);
    const run = await call('POST', '/api/parameter-reset-poin-member/run', owner, { tgl_run: tgl });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toMatchObject({ message: POIN_MESSAGES.resetDone, data: { tgl_run: tgl, members: 1, poin: 7, sudah_dijalankan: false } });
    expect(await balance('M001')).toBe(before - 7);
    // the WhatsApp module is on in the demo chain: the member is told
    expect(delivered.filter((d) => d.receiver === '6281200000001').map((d) => d.message)).toEqual([expect.stringContaining('7 poin member Anda telah kedaluwarsa')]);
    const expire = (await ledger('M001')).filter((x) => x.jenis === 'EXPIRE');
    expect(expire.map((x) => [Number(x.poin), x.jenis_ref, x.no_ref])).toEqual([[-7, 'RESET', `RESET-${tgl}`]]);
    const again = await call('POST', '/api/parameter-reset-poin-member/run', owner, { tgl_run: tgl });
    expect(again.json()).toMatchObject({ message: POIN_MESSAGES.resetAlreadyRun, data: { sudah_dijalankan: true, poin: 7 } });
    expect((await ledger('M001')).filter((x) => x.jenis === 'EXPIRE')).toHaveLength(1);
    expect(delivered.filter((d) => d.receiver === '6281200000001')).toHaveLength(1);
    expect((await call('GET', '/api/parameter-reset-poin-member', owner)).json().data).toMatchObject({ mode: 'BULAN', bulan: 12, last_run: tgl });
  });

  it('Top Member ranks members of every store over the period', async () => {
    const res = await call('GET', `/api/laporan/top-member?tgl_from=${tgl}&tgl_to=${tgl}&sort_by=trx_count&kode_cabang_daftar=ALL`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { kode_member: string; total_transaksi: number; total_rp: number; total_point: number }[];
    expect(rows[0]!.kode_member).toBe('M003');
    expect(rows[0]!.total_transaksi).toBe(3);
    const sby = await call('GET', `/api/laporan/top-member?tgl_from=${tgl}&tgl_to=${tgl}&sort_by=trx_point&kode_cabang_daftar=SBY`, owner);
    expect((sby.json().data as { kode_member: string }[]).map((r) => r.kode_member)).toEqual(['M003']);
  });

  it('with the member module off a sale cannot name a member (nothing written, nothing earned) and the screens answer 403', async () => {
    await t.db.updateTable('para_module').set({ aktif: false }).where('kode_toko', '=', 'BDG').where('key', '=', 'MEMBER_MODULE').execute();
    const before = await balance('M001');
    const res = await sell(1, 'M001');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({ kode_member: 'Modul member tidak aktif' });
    expect(await balance('M001')).toBe(before);
    expect((await call('GET', '/api/poin-member/history?cari=M001', kasir)).statusCode).toBe(403);
    await t.db.updateTable('para_module').set({ aktif: true }).where('kode_toko', '=', 'BDG').where('key', '=', 'MEMBER_MODULE').execute();
  });
});
