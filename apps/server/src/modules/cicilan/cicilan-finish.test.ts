import { CICILAN_FINISH_MESSAGES as F, CICILAN_MESSAGES as M, dpUnderMinimumDetail, formatRupiah, paymentOverOwedDetail } from '@emas/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricesFor, tglOf } from '../../../test/closing-helpers';
import { firstOf, newKey, readyItems, setAksesTree } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The last parts of issue 33 over the HTTP API and PostgreSQL: the supervisor's validation of the plans' money events
 * (and the close of day that names the plans waiting), the refund quote of a cancel, the reminder settings and the
 * supervisor's "send now", the member's open plans with their schedule, and the refusals with an amount carrying a
 * template code (so every language shows them translated).
 */
let t: TestApp;
let kasir: Record<string, string>;
let spv: Record<string, string>;
let kodeSales: string;
let skip = 40;

beforeAll(async () => {
  t = await createTestApp({ CICILAN_REMINDER_WORKER: 'off', PROMO_WORKER: 'off' });
  await setAksesTree(t, 'KASIRBDG', { penjualan: ['transaksi-cicilan', 'lihat-cicilan', 'batal-cicilan', 'lelang-cicilan'], utility: ['tutup-toko'] });
  kasir = t.bearer(await t.login('KASIRBDG'));
  spv = t.bearer(await t.login('SPVBDG'));
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
  const gateway = await t.app.inject({ method: 'PUT', url: '/api/whatsapp-setting', headers: spv, payload: { base_url: '', jenis: 'STANDIN' } });
  expect(gateway.statusCode, gateway.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = kasir, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

type Plan = { no_faktur_cicil: string; dp_rp: number; nilai_angsuran: number; harga_jual_cicil: number; jadwal: { ke: number; nilai: number; tgl_jatuh_tempo: string }[]; tagihan: { total: number } };

async function openPlan(over: Record<string, unknown> = {}): Promise<Plan> {
  const codes = (await readyItems(t, 1, { skip: skip++ })).map((r) => r.kode_barcode);
  const q = await call('POST', '/api/cicilan/quote', kasir, { detail: codes.map((kode_barcode) => ({ kode_barcode })), tenor_bulan: 3 });
  expect(q.statusCode, q.body).toBe(200);
  const quote = q.json().data as { min_dp: number; biaya_admin: number; detail: { kode_barcode: string; harga: number }[] };
  const res = await call('POST', '/api/cicilan', kasir, {
    idempotency_key: newKey(),
    kode_sales: kodeSales,
    nama_customer: 'dewi lestari',
    no_hp: '081277788899',
    tenor_bulan: 3,
    dp_rp: quote.min_dp,
    detail: quote.detail.map((d) => ({ kode_barcode: d.kode_barcode, harga: d.harga })),
    pembayaran: [{ jenis: 'CASH', jumlah_rp: quote.min_dp + quote.biaya_admin }],
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Plan;
}

const checkOf = async (key: string) => {
  const res = await call('GET', '/api/tutup-toko/cek', spv);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.checks as { key: string; level: string; jumlah: number; link: string; daftar?: string[] }[]).find((c) => c.key === key)!;
};
const validCount = async () => Number((await sql<{ n: string }>`select count(*) as n from cicilan_transaksi where valid`.execute(t.db)).rows[0]!.n);

describe('validating the plans’ money (/validasi-cicilan) and the close of day', () => {
  it('lists the day’s money events for the supervisor, validates those ticked, and the close names only the plans still waiting', async () => {
    const a = await openPlan();
    const b = await openPlan();
    const tgl = await tglOf(t);
    expect((await call('GET', '/api/cicilan/validasi', kasir)).statusCode).toBe(403);
    const list = await call('GET', '/api/cicilan/validasi', spv);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data.rows as { no_transaksi: string; no_faktur_cicil: string; jenis: string; valid: boolean; jumlah: number }[];
    expect(list.json().data.tanggal).toBe(tgl);
    const mine = rows.filter((r) => [a.no_faktur_cicil, b.no_faktur_cicil].includes(r.no_faktur_cicil));
    expect(mine.map((r) => [r.no_faktur_cicil, r.jenis, r.valid])).toEqual([
      [a.no_faktur_cicil, 'DP', false],
      [b.no_faktur_cicil, 'DP', false],
    ]);
    expect((await checkOf('VALIDASI_CICILAN')).daftar).toEqual(expect.arrayContaining([a.no_faktur_cicil, b.no_faktur_cicil]));

    // nothing ticked, or a kasir: refused, nothing written
    const before = await validCount();
    const empty = await call('POST', '/api/cicilan/validasi', spv, { no_transaksi: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(F.nothingPicked);
    expect((await call('POST', '/api/cicilan/validasi', kasir, { no_transaksi: [mine[0]!.no_transaksi] })).statusCode).toBe(403);
    expect(await validCount()).toBe(before);

    const res = await call('POST', '/api/cicilan/validasi', spv, { no_transaksi: [mine[0]!.no_transaksi, 'BC-TIDAK-ADA'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: F.validated, data: { jumlah: 1 } });
    // validating again changes nothing
    expect((await call('POST', '/api/cicilan/validasi', spv, { no_transaksi: [mine[0]!.no_transaksi] })).json().data.jumlah).toBe(0);
    const check = await checkOf('VALIDASI_CICILAN');
    expect(check).toMatchObject({ level: 'WARN', link: '/validasi-cicilan' });
    expect(check.daftar).toContain(b.no_faktur_cicil);
    expect(check.daftar).not.toContain(a.no_faktur_cicil);
  });

  it('with the store’s validation module the unvalidated plans block the close, as loans do; validated, they do not', async () => {
    await t.db.insertInto('para_module').values({ kode_toko: 'BDG', key: 'TUTUP_TOKO_WAJIB_VALIDASI_MODULE', aktif: true, updated_by: 'TEST' }).onConflict((oc) => oc.columns(['kode_toko', 'key']).doUpdateSet({ aktif: true })).execute();
    try {
      expect(await checkOf('VALIDASI_CICILAN')).toMatchObject({ level: 'BLOCK' });
      const rows = (await call('GET', '/api/cicilan/validasi', spv)).json().data.rows as { no_transaksi: string; valid: boolean }[];
      const open = rows.filter((r) => !r.valid).map((r) => r.no_transaksi);
      expect((await call('POST', '/api/cicilan/validasi', spv, { no_transaksi: open })).json().data.jumlah).toBe(open.length);
      expect(await checkOf('VALIDASI_CICILAN')).toMatchObject({ level: 'BLOCK', jumlah: 0, daftar: [] });
    } finally {
      await t.db.updateTable('para_module').set({ aktif: false }).where('kode_toko', '=', 'BDG').where('key', '=', 'TUTUP_TOKO_WAJIB_VALIDASI_MODULE').execute();
    }
  });
});

describe('the refund of a cancel, quoted by the server', () => {
  it('answers what the cancel then pays: everything paid on the price less the store’s deduction', async () => {
    await t.db
      .insertInto('para_system')
      .values({ kode_toko: 'BDG', key: 'BATAL_CICILAN_POTONGAN_PERSEN', value: '12.5', updated_by: 'TEST' })
      .onConflict((oc) => oc.columns(['kode_toko', 'key']).doUpdateSet({ value: '12.5' }))
      .execute();
    const plan = await openPlan();
    const no = plan.no_faktur_cicil;
    const pay = await call('POST', `/api/cicilan/${no}/bayar`, kasir, { idempotency_key: newKey(), jumlah: plan.nilai_angsuran, pembayaran: [{ jenis: 'CASH', jumlah_rp: plan.nilai_angsuran }] });
    expect(pay.statusCode, pay.body).toBe(200);
    const q = await call('GET', `/api/cicilan/${no}/pengembalian`, kasir);
    expect(q.statusCode, q.body).toBe(200);
    const dibayar = plan.dp_rp + plan.nilai_angsuran;
    const potongan = Math.floor((dibayar * 1250) / 10_000);
    expect(q.json()).toMatchObject({ message: F.refundQuoted, data: { no_faktur_cicil: no, dibayar, persen: '12.50', potongan, refund: dibayar - potongan } });
    expect((await call('GET', '/api/cicilan/CC-BDG-000000-999999/pengembalian', kasir)).statusCode).toBe(404);

    const approval = await call('POST', '/api/otorisasi', kasir, { operasi: 'BATAL_CICILAN', user_id: 'SPVBDG', password: 'demo123', deskripsi: 'uji' });
    const done = await call('POST', `/api/cicilan/${no}/batal`, kasir, { alasan: 'batal beli', otorisasi: [approval.json().data.id] });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ refund: dibayar - potongan, potongan_batal: potongan });
    await t.db.updateTable('para_system').set({ value: '0' }).where('kode_toko', '=', 'BDG').where('key', '=', 'BATAL_CICILAN_POTONGAN_PERSEN').execute();
  });
});

describe('refusals with an amount carry a template code', () => {
  it('a DP under the least and a payment above what is owed: the text, its code and its amount', async () => {
    const codes = (await readyItems(t, 1, { skip: skip++ })).map((r) => r.kode_barcode);
    const q = (await call('POST', '/api/cicilan/quote', kasir, { detail: codes.map((kode_barcode) => ({ kode_barcode })), tenor_bulan: 3 })).json().data as { min_dp: number; biaya_admin: number; detail: { kode_barcode: string; harga: number }[] };
    const dp = q.min_dp - 1;
    const res = await call('POST', '/api/cicilan', kasir, {
      idempotency_key: newKey(),
      kode_sales: kodeSales,
      nama_customer: 'x',
      tenor_bulan: 3,
      dp_rp: dp,
      detail: q.detail,
      pembayaran: [{ jenis: 'CASH', jumlah_rp: dp + q.biaya_admin }],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(dpUnderMinimumDetail(q.min_dp));
    expect(body.error_codes).toMatchObject({ dp_rp: 'cicilanAmounts.dpUnderMinimum' });
    expect(body.error_params.dp_rp).toEqual({ minimum: formatRupiah(q.min_dp) });

    const plan = await openPlan();
    const over = plan.tagihan.total + 1;
    const pay = await call('POST', `/api/cicilan/${plan.no_faktur_cicil}/bayar`, kasir, { idempotency_key: newKey(), jumlah: over, pembayaran: [{ jenis: 'CASH', jumlah_rp: over }] });
    expect(pay.statusCode).toBe(400);
    expect(pay.json().message).toBe(paymentOverOwedDetail(plan.tagihan.total));
    expect(pay.json().code).toBe('cicilanAmounts.paymentOverOwed');
    expect(M.paymentOverOwed).toBeTruthy();
  });
});

describe('reminder settings (/pengingat-cicilan) and the supervisor’s send now', () => {
  it('reads the defaults, refuses bad settings without writing, saves good ones, and the missed reminder follows its switch', async () => {
    expect((await call('GET', '/api/cicilan/pengingat/setting', kasir)).statusCode).toBe(403);
    const first = await call('GET', '/api/cicilan/pengingat/setting', spv);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ hari: 3, telat: true, template: '', template_telat: '', tgl_system: await tglOf(t) });
    for (const bad of [{ hari: 61, telat: true }, { hari: -1, telat: true }, { hari: 'tiga', telat: true }, { hari: 2, telat: 'kadang' }]) {
      const res = await call('PUT', '/api/cicilan/pengingat/setting', spv, { template: '', template_telat: '', ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call('PUT', '/api/cicilan/pengingat/setting', spv, { hari: 70, telat: true, template: '', template_telat: '' })).json().message).toBe(F.hariInvalid);
    expect((await call('GET', '/api/cicilan/pengingat/setting', spv)).json().data.hari).toBe(3);

    const saved = await call('PUT', '/api/cicilan/pengingat/setting', spv, { hari: 5, telat: false, template: 'Halo {nama_customer} angsuran {ke}', template_telat: '' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: F.settingSaved, data: { hari: 5, telat: false, template: 'Halo {nama_customer} angsuran {ke}' } });

    // a plan whose first instalment is 4 days away and another's past: SEBELUM goes (within 5 days), TELAT is off
    const plan = await openPlan();
    const tgl = await tglOf(t);
    const late = await openPlan();
    await t.db.updateTable('cicilan_jadwal').set({ tgl_jatuh_tempo: sql<string>`${tgl}::date - 3` }).where('no_faktur_cicil', '=', late.no_faktur_cicil).where('ke', '=', 1).execute();
    await t.db.updateTable('cicilan_jadwal').set({ tgl_jatuh_tempo: sql<string>`${tgl}::date + 4` }).where('no_faktur_cicil', '=', plan.no_faktur_cicil).where('ke', '=', 1).execute();
    expect((await call('POST', '/api/cicilan/pengingat', kasir, { tgl_system: tgl })).statusCode).toBe(403);
    const run = await call('POST', '/api/cicilan/pengingat', spv, { tgl_system: tgl });
    expect(run.statusCode, run.body).toBe(200);
    const log = (await call('GET', '/api/cicilan/pengingat', spv)).json().data as { no_faktur_cicil: string; jenis: string; pesan: string }[];
    expect(log.filter((r) => r.no_faktur_cicil === plan.no_faktur_cicil).map((r) => [r.jenis, r.pesan])).toEqual([['SEBELUM', 'Halo DEWI LESTARI angsuran 1']]);
    expect(log.filter((r) => r.no_faktur_cicil === late.no_faktur_cicil)).toEqual([]);
    // switched on, the missed one goes, once
    await call('PUT', '/api/cicilan/pengingat/setting', spv, { hari: 5, telat: true, template: '', template_telat: '' });
    await call('POST', '/api/cicilan/pengingat', spv, { tgl_system: tgl });
    await call('POST', '/api/cicilan/pengingat', spv, { tgl_system: tgl });
    const again = (await call('GET', '/api/cicilan/pengingat', spv)).json().data as { no_faktur_cicil: string; jenis: string }[];
    expect(again.filter((r) => r.no_faktur_cicil === late.no_faktur_cicil).map((r) => r.jenis)).toEqual(['TELAT']);
    await pricesFor(t, tgl);
  });
});

describe('the member’s own page shows their open plans with the schedule', () => {
  it('a plan opened for a member: every instalment with its due date, amount and what is paid, and what is due now', async () => {
    const kode = 'MCICIL01';
    await t.db.insertInto('member').values({ kode_member: kode, nama_member: 'MEMBER CICIL', no_hp: '6281300099911', kode_toko_daftar: 'BDG', input_by: 'TEST' }).execute();
    const plan = await openPlan({ kode_member: kode });
    const pay = await call('POST', `/api/cicilan/${plan.no_faktur_cicil}/bayar`, kasir, { idempotency_key: newKey(), jumlah: plan.nilai_angsuran, pembayaran: [{ jenis: 'CASH', jumlah_rp: plan.nilai_angsuran }] });
    expect(pay.statusCode, pay.body).toBe(200);
    await openPlan(); // someone else's
    const link = await call('POST', `/api/member-page/link/${kode}`, spv);
    expect(link.statusCode, link.body).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: `/api/member-page/${link.json().data.token}` });
    expect(page.statusCode, page.body).toBe(200);
    const cicilan = page.json().data.cicilan as { no_faktur_cicil: string; sisa_bayar: number; tagihan: number; jadwal: { ke: number; nilai: number; terbayar: number; tgl_jatuh_tempo: string }[] }[];
    expect(cicilan.map((c) => c.no_faktur_cicil)).toEqual([plan.no_faktur_cicil]);
    expect(cicilan[0]!.jadwal.map((a) => [a.ke, a.tgl_jatuh_tempo, a.nilai, a.terbayar])).toEqual(plan.jadwal.map((a, i) => [a.ke, a.tgl_jatuh_tempo, a.nilai, i === 0 ? a.nilai : 0]));
    expect(cicilan[0]!.sisa_bayar).toBe(plan.harga_jual_cicil - plan.dp_rp - plan.nilai_angsuran);
    expect(cicilan[0]!.tagihan).toBe(0);
  });
});
