import { CICILAN_MESSAGES as M, dpUnderMinimumDetail } from '@emas/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricesFor, tglOf } from '../../../test/closing-helpers';
import { firstOf, itemOf, kasOf, newKey, readyItems, setAksesTree } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let kasir: Record<string, string>;
let kodeSales: string;
let rekening: string;
let skip = 0;

const SCREENS = { penjualan: ['transaksi-penjualan', 'transaksi-cicilan', 'lihat-cicilan', 'batal-cicilan', 'lelang-cicilan'], barang: ['pindah-barang'], utility: ['parameter-cicilan'] };

beforeAll(async () => {
  t = await createTestApp();
  await setAksesTree(t, 'KASIRBDG', SCREENS);
  kasir = t.bearer(await t.login('KASIRBDG'));
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
  rekening = (await firstOf(t, 'rekening')).no_rekening as string;
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, payload?: object) => t.app.inject({ method, url, headers: kasir, ...(payload ? { payload } : {}) });

async function take(n: number) {
  const rows = await readyItems(t, n, { skip });
  skip += n;
  return rows.map((r) => r.kode_barcode);
}

type Quote = { harga_tunai: number; min_dp: number; biaya_admin: number; detail: { kode_barcode: string; harga: number }[]; jadwal: { nilai: number; tgl_jatuh_tempo: string }[] };

async function quote(codes: readonly string[], tenor = 3, dp?: number): Promise<Quote> {
  const res = await call('POST', '/api/cicilan/quote', { detail: codes.map((kode_barcode) => ({ kode_barcode })), tenor_bulan: tenor, ...(dp === undefined ? {} : { dp_rp: dp }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

function body(q: Quote, over: Record<string, unknown> = {}) {
  const dp = (over.dp_rp as number | undefined) ?? q.min_dp;
  return {
    idempotency_key: newKey(),
    kode_sales: kodeSales,
    nama_customer: 'siti aminah',
    no_hp: '081234567890',
    tenor_bulan: 3,
    dp_rp: dp,
    detail: q.detail.map((d) => ({ kode_barcode: d.kode_barcode, harga: d.harga })),
    pembayaran: [{ jenis: 'CASH', jumlah_rp: dp + q.biaya_admin }],
    ...over,
  };
}

async function open(n = 1, tenor = 3) {
  const codes = await take(n);
  const q = await quote(codes, tenor);
  const res = await call('POST', '/api/cicilan', body(q, { tenor_bulan: tenor }));
  expect(res.statusCode, res.body).toBe(200);
  return { codes, q, plan: res.json().data as Plan };
}

type Plan = {
  no_faktur_cicil: string;
  status: string;
  state: string;
  harga_jual_cicil: number;
  sisa_bayar: number;
  dp_rp: number;
  nilai_angsuran: number;
  cicilan_terbayar: number;
  jadwal: { ke: number; nilai: number; terbayar: number; tgl_jatuh_tempo: string; denda: number }[];
  tagihan: { jatuh_tempo: number; denda: number; belum_jatuh_tempo: number; total: number; minimal: number };
  transaksi: { jenis: string; pokok: number; denda: number }[];
};

const getPlan = async (no: string) => (await call('GET', `/api/cicilan/${no}`)).json().data as Plan;

const pay = (no: string, jumlah: number, pembayaran: object[] = [{ jenis: 'CASH', jumlah_rp: jumlah }]) => call('POST', `/api/cicilan/${no}/bayar`, { idempotency_key: newKey(), jumlah, pembayaran });

/** The original's rule, from the header and the cash ledger: harga_jual_cicil - sisa_bayar = DP + BAYAR + PELUNASAN CEPAT - BATAL. */
async function expectRule(no: string) {
  const h = await t.db.selectFrom('cicilan').selectAll().where('no_faktur_cicil', '=', no).executeTakeFirstOrThrow();
  const kas = await kasOf(t, no);
  const net = (k: string) => kas.filter((r) => r.kategori === k).reduce((s, r) => s + Number(r.jumlah_in) - Number(r.jumlah_out), 0);
  const lhs = Number(h.harga_jual_cicil) - Number(h.sisa_bayar);
  expect(lhs).toBe(net('DP CICILAN') + net('BAYAR CICILAN') + net('PELUNASAN CEPAT CICILAN') + net('BATAL CICILAN'));
  expect(lhs).toBe(Number(h.dp_rp) + Number(h.cicilan_terbayar) + Number(h.pelunasan_cepat) - Number(h.batal_rp));
}

/** Net (debit - credit) per account of the journal of a plan, and whether it balances. */
async function journal(no: string) {
  const rows = await t.db.selectFrom('jurnal').select(['nomor_akun', 'debet', 'kredit']).where('no_ref', '=', no).execute();
  const net: Record<string, number> = {};
  for (const r of rows) net[r.nomor_akun] = (net[r.nomor_akun] ?? 0) + Number(r.debet) - Number(r.kredit);
  return { net, balanced: rows.reduce((s, r) => s + Number(r.debet) - Number(r.kredit), 0) === 0 };
}

const tableCounts = async () => {
  const n = async (table: 'cicilan' | 'cicilan_transaksi' | 'cicilan_bayar' | 'kas_mutasi' | 'stock_mutasi' | 'jurnal') => Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(t.db)).rows[0]!.n);
  return Promise.all([n('cicilan'), n('cicilan_transaksi'), n('cicilan_bayar'), n('kas_mutasi'), n('stock_mutasi'), n('jurnal')]);
};

/** Moves the store's business date `days` ahead (with that morning's prices). */
async function moveDate(to: string) {
  await t.db.updateTable('toko').set({ tgl_system: to }).where('kode_toko', '=', 'BDG').execute();
  await pricesFor(t, to);
}

const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function approve(operasi: string) {
  const res = await call('POST', '/api/otorisasi', { operasi, user_id: 'SPVBDG', password: 'demo123', deskripsi: 'uji' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

describe('instalment plans (cicilan)', () => {
  it('parameters: the CRUD master lists the demo tenors and the counter sees those in force', async () => {
    const list = await call('GET', '/api/para-cicilan');
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json().data as { tenor_bulan: number }[]).map((r) => Number(r.tenor_bulan)).sort((a, b) => a - b)).toEqual([3, 6, 12]);
    const tenor = await call('GET', '/api/cicilan/tenor');
    expect(tenor.statusCode, tenor.body).toBe(200);
    expect(tenor.json().data.tenor.map((r: { tenor_bulan: number }) => r.tenor_bulan)).toEqual([3, 6, 12]);
  });

  it('parameters: a tenor twice on one date is refused with its message, a new date is a new set', async () => {
    const admin = t.bearer(await t.login('ADMIN'));
    const row = { tgl_berlaku: '2030-01-01', tenor_bulan: 6, margin_persen: 5, min_dp_persen: 20, biaya_admin: 10000, denda_jenis: 'ANGSURAN', denda_persen: 2, denda_maks_persen: 2, masa_tenggang: 0, gagal_setelah: 2, potongan_pelunasan_persen: 0, pembulatan: 1000 };
    const first = await t.app.inject({ method: 'POST', url: '/api/para-cicilan', headers: admin, payload: row });
    expect(first.statusCode, first.body).toBe(200);
    const twice = await t.app.inject({ method: 'POST', url: '/api/para-cicilan', headers: admin, payload: row });
    expect(twice.statusCode, twice.body).toBe(400);
    expect(twice.json().message).toBe(M.tenorTwice);
    const other = await t.app.inject({ method: 'POST', url: '/api/para-cicilan', headers: admin, payload: { ...row, tenor_bulan: 12 } });
    expect(other.statusCode, other.body).toBe(200);
    const id = other.json().data._id as string;
    const clash = await t.app.inject({ method: 'PUT', url: `/api/para-cicilan/${id}`, headers: admin, payload: { ...row } });
    expect(clash.statusCode, clash.body).toBe(400);
    const bad = await t.app.inject({ method: 'POST', url: '/api/para-cicilan', headers: admin, payload: { ...row, tenor_bulan: 3, pembulatan: 250 } });
    expect(bad.statusCode, bad.body).toBe(400);
  });

  it('opening a plan: pieces reserved (CICIL), DP and admin fee in the cash ledger, the journal balanced, the schedule adds up', async () => {
    const before = await tableCounts();
    const { codes, q, plan } = await open(2);
    expect(plan.no_faktur_cicil).toMatch(/^CC-BDG-\d{6}-\d{6}$/);
    expect(plan).toMatchObject({ status: 'AKTIF', dp_rp: q.min_dp, harga_jual_cicil: q.harga_tunai + Math.ceil((q.harga_tunai * 3) / 100) });
    expect(plan.dp_rp + plan.jadwal.reduce((s, a) => s + a.nilai, 0)).toBe(plan.harga_jual_cicil);
    for (const c of codes) expect((await itemOf(t, c)).status).toBe('CICIL');
    const after = await tableCounts();
    expect(after.slice(0, 3).map((n, i) => n - before[i]!)).toEqual([1, 1, 1]);
    expect((await kasOf(t, plan.no_faktur_cicil)).map((k) => [k.kategori, Number(k.jumlah_in)])).toEqual([
      ['DP CICILAN', q.min_dp],
      ['ADMIN CICILAN', q.biaya_admin],
    ]);
    const j = await journal(plan.no_faktur_cicil);
    expect(j.balanced).toBe(true);
    expect(j.net['1-1800']).toBe(plan.harga_jual_cicil - plan.dp_rp);
    await expectRule(plan.no_faktur_cicil);
  });

  it('bad input is a 400 with its message and writes nothing', async () => {
    const codes = await take(1);
    const q = await quote(codes);
    const before = await tableCounts();
    const cases: [Record<string, unknown>, string][] = [
      [{ dp_rp: q.min_dp - 1, pembayaran: [{ jenis: 'CASH', jumlah_rp: q.min_dp - 1 + q.biaya_admin }] }, dpUnderMinimumDetail(q.min_dp)],
      [{ tenor_bulan: 5 }, M.tenorNotOffered],
      [{ detail: [{ kode_barcode: codes[0], harga: q.detail[0]!.harga + 1000 }] }, `${M.priceChanged} (${codes[0]})`],
      [{ pembayaran: [{ jenis: 'CASH', jumlah_rp: q.min_dp }] }, M.dpPaymentMismatch],
      [{ pembayaran: [{ jenis: 'TRANSFER', jumlah_rp: q.min_dp + q.biaya_admin, no_rekening: 'TIDAKADA' }] }, 'No Rekening tidak terdaftar'],
    ];
    for (const [over, message] of cases) {
      const res = await call('POST', '/api/cicilan', body(q, over));
      expect(res.statusCode, res.body).toBe(400);
      if (!message.startsWith('No Rekening')) expect(res.json().message).toBe(message);
    }
    expect(await tableCounts()).toEqual(before);
    expect((await itemOf(t, codes[0]!)).status).toBe('READY');
    // a bodiless POST writes nothing
    const empty = await call('POST', '/api/cicilan', {});
    expect(empty.statusCode).toBe(400);
    expect(await tableCounts()).toEqual(before);
  });

  it('a reserved piece cannot be sold at the sales counter, moved, or put in another plan', async () => {
    const { codes, q } = await open(1);
    const code = codes[0]!;
    const quoteSale = await call('GET', `/api/penjualan/barang/${code}`);
    expect(quoteSale.statusCode).toBe(400);
    expect(quoteSale.json().message).toBe(`Barcode ${code} tidak dapat dijual karena status CICIL`);
    const harga = q.detail[0]!.harga;
    const sale = await call('POST', '/api/penjualan', { idempotency_key: newKey(), kode_sales: kodeSales, detail: [{ kode_barcode: code, harga }], pembayaran: [{ jenis: 'CASH', jumlah_rp: harga }] });
    expect(sale.statusCode).toBe(400);
    const tray = (await t.db.selectFrom('baki').select('kode_baki').where('kode_toko', '=', 'BDG').where('aktif', '=', true).where('kode_baki', '!=', (await itemOf(t, code)).kode_baki).executeTakeFirstOrThrow()).kode_baki;
    const move = await call('POST', '/api/pindah-barang', { kode_barcode: [code], kode_baki: tray });
    expect(move.statusCode).toBe(400);
    expect(move.json().message).toContain('CICIL');
    const again = await call('POST', '/api/cicilan/quote', { detail: [{ kode_barcode: code }], tenor_bulan: 3 });
    expect(again.statusCode).toBe(400);
    const plan2 = await call('POST', '/api/cicilan', body(q));
    expect(plan2.statusCode).toBe(400);
    expect(plan2.json().message).toBe(`Barcode ${code} tidak dapat dijual karena status CICIL`);
    expect((await itemOf(t, code)).status).toBe('CICIL');
  });

  it('a payment above what is owed, or under one instalment, is refused; two payments at once are allocated one after the other', async () => {
    const { plan } = await open(1);
    const no = plan.no_faktur_cicil;
    const before = await tableCounts();
    const over = await pay(no, plan.sisa_bayar + 1);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain(M.paymentOverOwed);
    const under = await pay(no, plan.nilai_angsuran - 1);
    expect(under.statusCode).toBe(400);
    expect(under.json().message).toBe(M.paymentUnderMinimum);
    expect(await tableCounts()).toEqual(before);

    const n = plan.nilai_angsuran;
    const [a, b] = await Promise.all([pay(no, n), pay(no, n)]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    const after = await getPlan(no);
    expect(after.cicilan_terbayar).toBe(2 * n);
    expect(after.sisa_bayar).toBe(plan.sisa_bayar - 2 * n);
    expect(after.jadwal.map((x) => x.terbayar)).toEqual([n, n, 0]);
    const events = await t.db.selectFrom('cicilan_transaksi').select(['sisa_bayar', 'pokok']).where('no_faktur_cicil', '=', no).where('jenis', '=', 'BAYAR').orderBy('id').execute();
    expect(events.map((e) => Number(e.sisa_bayar))).toEqual([plan.sisa_bayar - n, plan.sisa_bayar - 2 * n]);
    await expectRule(no);
    expect((await journal(no)).balanced).toBe(true);
  });

  it('early settlement: the quote, a stale total refused, then settled with the waiver; the rule holds', async () => {
    const { plan } = await open(1);
    const no = plan.no_faktur_cicil;
    const s = (await call('GET', `/api/cicilan/${no}/pelunasan`)).json().data as { total: number; potongan: number; pelunasan: number; sisa_bayar: number };
    expect(s.potongan).toBeGreaterThan(0);
    expect(s.pelunasan).toBe(s.sisa_bayar - s.potongan);
    const stale = await call('POST', `/api/cicilan/${no}/pelunasan`, { idempotency_key: newKey(), total: s.total + 1, pembayaran: [{ jenis: 'CASH', jumlah_rp: s.total + 1 }] });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(M.settlementChanged);
    const res = await call('POST', `/api/cicilan/${no}/pelunasan`, { idempotency_key: newKey(), total: s.total, pembayaran: [{ jenis: 'TRANSFER', jumlah_rp: s.total, no_rekening: rekening }] });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as Plan;
    expect(after).toMatchObject({ status: 'LUNAS', sisa_bayar: 0, harga_jual_cicil: plan.harga_jual_cicil - s.potongan });
    await expectRule(no);
    const j = await journal(no);
    expect(j.balanced).toBe(true);
    expect(j.net['1-1800'] ?? 0).toBe(0);
    expect(j.net['2-1400'] ?? 0).toBe(0);
    // paid: no more payments
    const more = await pay(no, 1000);
    expect(more.statusCode).toBe(400);
  });

  it('hand-over: refused before it is paid; a paid plan writes a JUAL stock movement with the plan number', async () => {
    const { codes, plan } = await open(1);
    const no = plan.no_faktur_cicil;
    const early = await call('POST', `/api/cicilan/${no}/serah`, { idempotency_key: newKey() });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(M.notPaidOff);
    const paid = await pay(no, plan.sisa_bayar);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.status).toBe('LUNAS');
    const res = await call('POST', `/api/cicilan/${no}/serah`, { idempotency_key: newKey() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('DISERAHKAN');
    expect((await itemOf(t, codes[0]!)).status).toBe('TERJUAL');
    const moves = await t.db.selectFrom('stock_mutasi').select(['jenis', 'no_ref']).where('kode_barcode', '=', codes[0]!).orderBy('id').execute();
    expect(moves.slice(-2)).toEqual([
      { jenis: 'CICIL', no_ref: no },
      { jenis: 'JUAL', no_ref: no },
    ]);
    const j = await journal(no);
    expect(j.balanced).toBe(true);
    expect(j.net['1-1800'] ?? 0).toBe(0);
    expect(j.net['2-1400'] ?? 0).toBe(0);
    await expectRule(no);
  });

  it('cancel: needs the approval; restores the stock, the money and the journal exactly (the deduction kept)', async () => {
    await t.db.insertInto('para_system').values({ kode_toko: 'BDG', key: 'BATAL_CICILAN_POTONGAN_PERSEN', value: '10', updated_by: 'TEST' }).execute();
    const { codes, plan, q } = await open(1);
    const no = plan.no_faktur_cicil;
    expect((await pay(no, plan.nilai_angsuran)).statusCode).toBe(200);
    const noApproval = await call('POST', `/api/cicilan/${no}/batal`, { alasan: 'batal beli' });
    expect(noApproval.statusCode).toBe(400);
    expect((await getPlan(no)).status).toBe('AKTIF');
    const id = await approve('BATAL_CICILAN');
    const res = await call('POST', `/api/cicilan/${no}/batal`, { alasan: 'batal beli', otorisasi: [id] });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as Plan & { refund: number; potongan_batal: number; batal_rp: number };
    const paidOnPrice = plan.dp_rp + plan.nilai_angsuran;
    expect(after).toMatchObject({ status: 'BATAL', sisa_bayar: after.harga_jual_cicil, batal_rp: paidOnPrice, potongan_batal: Math.floor(paidOnPrice / 10), refund: paidOnPrice - Math.floor(paidOnPrice / 10) });
    expect((await itemOf(t, codes[0]!)).status).toBe('READY');
    await expectRule(no);
    const kas = await kasOf(t, no);
    const cash = kas.reduce((s, r) => s + Number(r.jumlah_in) - Number(r.jumlah_out), 0);
    expect(cash).toBe(q.biaya_admin + after.potongan_batal);
    const j = await journal(no);
    expect(j.balanced).toBe(true);
    for (const akun of ['1-1800', '2-1400', '4-1100', '4-1600']) expect(j.net[akun] ?? 0).toBe(0);
    // the piece can be sold again
    expect((await call('GET', `/api/penjualan/barang/${codes[0]}`)).statusCode).toBe(200);
    await t.db.deleteFrom('para_system').where('kode_toko', '=', 'BDG').where('key', '=', 'BATAL_CICILAN_POTONGAN_PERSEN').execute();
  });

  it('late fees, default and take-back across business dates', async () => {
    const late = await open(1);
    const dflt = await open(1);
    const start = await tglOf(t);
    // ten days after the first due date: 7 days past the 3 days' grace
    await moveDate(plusDays(late.plan.jadwal[0]!.tgl_jatuh_tempo, 10));
    const p = await getPlan(late.plan.no_faktur_cicil);
    const nilai = p.jadwal[0]!.nilai;
    const denda = Math.floor(nilai / 1000) * 7;
    expect(p.state).toBe('TELAT');
    expect(p.tagihan).toMatchObject({ jatuh_tempo: nilai, denda });
    const res = await pay(late.plan.no_faktur_cicil, nilai + denda);
    expect(res.statusCode, res.body).toBe(200);
    const paid = res.json().data as Plan;
    expect(paid.transaksi.at(-1)).toMatchObject({ jenis: 'BAYAR', pokok: nilai, denda });
    expect((await kasOf(t, late.plan.no_faktur_cicil)).filter((k) => k.kategori === 'DENDA CICILAN').map((k) => Number(k.jumlah_in))).toEqual([denda]);
    await expectRule(late.plan.no_faktur_cicil);

    // two instalments past due + grace: the other plan is in default, it takes no payment and is listed for take-back
    await moveDate(plusDays(dflt.plan.jadwal[1]!.tgl_jatuh_tempo, 4));
    const d = await getPlan(dflt.plan.no_faktur_cicil);
    expect(d.state).toBe('GAGAL_BAYAR');
    const refused = await pay(dflt.plan.no_faktur_cicil, d.nilai_angsuran * 2);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.inDefault);
    const listed = await call('GET', '/api/cicilan/gagal-bayar');
    expect(listed.json().data.rows.map((r: { no_faktur_cicil: string }) => r.no_faktur_cicil)).toContain(dflt.plan.no_faktur_cicil);
    const notDefault = await call('POST', `/api/cicilan/${late.plan.no_faktur_cicil}/gagal-bayar`, { alasan: 'gagal bayar', otorisasi: [await approve('BATAL_CICILAN')] });
    expect(notDefault.statusCode).toBe(400);
    const back = await call('POST', `/api/cicilan/${dflt.plan.no_faktur_cicil}/gagal-bayar`, { alasan: 'gagal bayar', otorisasi: [await approve('BATAL_CICILAN')] });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.status).toBe('GAGAL_BAYAR');
    expect((await itemOf(t, dflt.codes[0]!)).status).toBe('READY');
    await expectRule(dflt.plan.no_faktur_cicil);
    const j = await journal(dflt.plan.no_faktur_cicil);
    expect(j.balanced).toBe(true);
    for (const akun of ['1-1800', '2-1400', '4-1100', '4-1600']) expect(j.net[akun] ?? 0).toBe(0);

    // the list finds plans by state and by text
    const search = await call('GET', `/api/cicilan?q=${late.plan.no_faktur_cicil}`);
    expect(search.json().data.rows.map((r: { no_faktur_cicil: string }) => r.no_faktur_cicil)).toEqual([late.plan.no_faktur_cicil]);
    const batal = await call('GET', '/api/cicilan?status=GAGAL_BAYAR');
    expect(batal.json().data.rows.map((r: { no_faktur_cicil: string }) => r.no_faktur_cicil)).toContain(dflt.plan.no_faktur_cicil);
    expect(start < (await tglOf(t))).toBe(true);
  });

  it('the original rule holds after every step of random payments, early settlements and cancellations', async () => {
    let seed = 20261129;
    const rnd = (n: number) => {
      seed = (seed * 16807) % 2147483647;
      return seed % n;
    };
    const scripts = [
      ['BAYAR', 'BAYAR', 'PELUNASAN CEPAT'],
      ['BAYAR', 'BATAL'],
      ['BAYAR', 'BAYAR', 'BAYAR', 'BATAL'],
      ['PELUNASAN CEPAT'],
      ['BAYAR', 'PELUNASAN CEPAT'],
    ] as const;
    const seen = new Set<string>();
    for (const script of scripts) {
      const { plan } = await open(1);
      const no = plan.no_faktur_cicil;
      await expectRule(no);
      for (const step of script) {
        const p = await getPlan(no);
        if (p.status !== 'AKTIF') break;
        if (step === 'PELUNASAN CEPAT') {
          const s = (await call('GET', `/api/cicilan/${no}/pelunasan`)).json().data as { total: number };
          const res = await call('POST', `/api/cicilan/${no}/pelunasan`, { idempotency_key: newKey(), total: s.total, pembayaran: [{ jenis: 'CASH', jumlah_rp: s.total }] });
          expect(res.statusCode, res.body).toBe(200);
        } else if (step === 'BATAL') {
          const res = await call('POST', `/api/cicilan/${no}/batal`, { alasan: 'uji urutan', otorisasi: [await approve('BATAL_CICILAN')] });
          expect(res.statusCode, res.body).toBe(200);
        } else {
          // any amount from the least payment to a little under everything owed
          const jumlah = p.tagihan.minimal + rnd(Math.max(1, p.tagihan.total - p.tagihan.minimal));
          const res = await pay(no, jumlah);
          expect(res.statusCode, res.body).toBe(200);
        }
        seen.add(step);
        await expectRule(no);
        expect((await journal(no)).balanced).toBe(true);
      }
    }
    expect([...seen].sort()).toEqual(['BATAL', 'BAYAR', 'PELUNASAN CEPAT']);
  });

  it('a refund the bank account cannot pay is refused by the payout guard and writes nothing', async () => {
    const { codes, plan } = await open(1);
    const empty = `KOSONG${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
    const bank = (await t.db.selectFrom('rekening').select(['kode_bank']).where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).kode_bank;
    await t.db.insertInto('rekening').values({ kode_toko: 'BDG', no_rekening: empty, nama_rekening: 'REKENING KOSONG', kode_bank: bank, created_by: 'TEST', updated_by: 'TEST' }).execute();
    const before = await tableCounts();
    const res = await call('POST', `/api/cicilan/${plan.no_faktur_cicil}/batal`, { alasan: 'batal', otorisasi: [await approve('BATAL_CICILAN')], pengembalian: 'TRANSFER', no_rekening: empty });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain('aldo');
    expect(await tableCounts()).toEqual(before);
    expect((await getPlan(plan.no_faktur_cicil)).status).toBe('AKTIF');
    expect((await itemOf(t, codes[0]!)).status).toBe('CICIL');
  });

  it('the same idempotency key answers the first plan and the first payment', async () => {
    const codes = await take(1);
    const q = await quote(codes);
    const b = body(q);
    const [x, y] = await Promise.all([call('POST', '/api/cicilan', b), call('POST', '/api/cicilan', b)]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    expect(x.json().data.no_faktur_cicil).toBe(y.json().data.no_faktur_cicil);
    const no = x.json().data.no_faktur_cicil as string;
    const key = newKey();
    const n = x.json().data.nilai_angsuran as number;
    const payBody = { idempotency_key: key, jumlah: n, pembayaran: [{ jenis: 'CASH', jumlah_rp: n }] };
    const [p1, p2] = await Promise.all([call('POST', `/api/cicilan/${no}/bayar`, payBody), call('POST', `/api/cicilan/${no}/bayar`, payBody)]);
    expect([p1.statusCode, p2.statusCode]).toEqual([200, 200]);
    expect((await getPlan(no)).cicilan_terbayar).toBe(n);
    await expectRule(no);
  });
});
