import { addDays, interestDue, PAWN_MESSAGES as M, redemptionQuote, type CreatePawnRequest } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstOf, kasOf, newKey, setAksesTree } from '../../../test/sales-helpers';
import { fundStore, setBalance } from '../../../test/cash-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let kasir: Record<string, string>;
let spv: Record<string, string>;
let kodeSales: string;

const HUTANG_SCREENS = ['transaksi-hutang', 'lihat-hutang', 'batal-hutang-lunas', 'lelang-hutang'];

beforeAll(async () => {
  t = await createTestApp();
  await fundStore(t);
  await setAksesTree(t, 'KASIRBDG', { hutang: HUTANG_SCREENS });
  await setAksesTree(t, 'SPVBDG', { hutang: HUTANG_SCREENS, validasi: ['validasi-hutang'], laporan: ['laporan-penebusan-detail', 'laporan-transaksi-hutang', 'laporan-stock-hutang', 'laporan-hutang-lunas', 'laporan-lelang-hutang', 'laporan-anomali-hutang'], utility: ['parameter-bunga-hutang'] });
  kasir = t.bearer(await t.login('KASIRBDG'));
  spv = t.bearer(await t.login('SPVBDG'));
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const loanBody = (jumlah: number, extra: Partial<CreatePawnRequest> = {}): CreatePawnRequest => ({
  idempotency_key: newKey(),
  kode_sales: kodeSales,
  nama_customer: 'Siti Aminah',
  alamat_customer: 'Jl. Braga 12 Bandung',
  no_hp: '08123456789',
  no_identitas: '3273010101010001',
  detail_barang: [
    { nama_barang: 'Cincin polos', kode_group: 'P17', berat: '5.000', berat_batu: '0', kode_kondisi: 'BAGUS' },
    { nama_barang: 'Gelang rantai', kode_group: 'P22', berat: '3.250', berat_batu: '0.250', kode_kondisi: 'KUSAM' },
  ],
  jumlah_hutang: jumlah,
  otorisasi: [],
  ...extra,
});

async function approve(operasi: string) {
  const res = await call('POST', '/api/otorisasi', kasir, { operasi, user_id: 'SPVBDG', password: 'demo123', deskripsi: 'uji' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

async function tgl(): Promise<string> {
  return (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).tgl_system;
}
/** Moves the store's business date (as closes would) without closing: the ledgers accept the new date. */
async function setTgl(date: string) {
  await t.db.updateTable('toko').set({ tgl_system: date }).where('kode_toko', '=', 'BDG').execute();
}

async function vault() {
  const res = await call('GET', '/api/hutang/dashboard', kasir);
  expect(res.statusCode, res.body).toBe(200);
  const ledger = await t.db.selectFrom('hutang_mutasi').select((eb) => [eb.fn.sum<string>('qty').as('qty'), eb.fn.sum<string>('berat').as('berat')]).where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow();
  const open = await t.db
    .selectFrom('hutang_barang as b')
    .innerJoin('hutang as h', (j) => j.onRef('h.kode_toko', '=', 'b.kode_toko').onRef('h.no_faktur_hutang', '=', 'b.no_faktur_hutang'))
    .select((eb) => [eb.fn.countAll<string>().as('qty'), eb.fn.sum<string>('b.berat').as('berat')])
    .where('h.status', '=', 'AKTIF')
    .where('b.kode_toko', '=', 'BDG')
    .executeTakeFirstOrThrow();
  return { ledger: { qty: Number(ledger.qty ?? 0), berat: Number(ledger.berat ?? 0) }, open: { qty: Number(open.qty), berat: Number(open.berat ?? 0) }, dashboard: res.json().data };
}

async function journalNet(noRef: string) {
  const kas = await kasOf(t, noRef);
  const ids = kas.map((k) => Number(k.id));
  if (!ids.length) return { debet: 0, kredit: 0, lines: 0 };
  const rows = await t.db.selectFrom('jurnal').selectAll().where('kas_mutasi_id', 'in', ids).execute();
  const sum = (f: string) => rows.reduce((s, r) => s + Number((r as Record<string, unknown>)[f] ?? 0), 0);
  return { debet: sum('debet'), kredit: sum('kredit'), lines: rows.length };
}

async function writeLoan(jumlah = 4_000_000) {
  const res = await call('POST', '/api/hutang', kasir, loanBody(jumlah));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { no_faktur_hutang: string; [k: string]: unknown };
}

describe('pawn parameters', () => {
  it('serves the dated interest bands and the loan conditions on their reads', async () => {
    const bands = await call('GET', '/api/para-bunga-hutang', spv);
    expect(bands.statusCode, bands.body).toBe(200);
    expect(bands.json().data.map((b: { kode_bunga: string }) => b.kode_bunga).sort()).toEqual(['B1', 'B2', 'B3']);
    const kondisi = await call('GET', '/api/parapinjaman/get/all', spv);
    expect(kondisi.statusCode).toBe(200);
    expect(kondisi.json().data.length).toBeGreaterThan(0);
  });
});

describe('writing a loan', () => {
  it('quotes appraisal and ceiling, then saves loan, pieces in the vault, cash out HUTANG and its journal in one go', async () => {
    const q = await call('POST', '/api/hutang/hitung', kasir, { detail_barang: loanBody(1).detail_barang });
    expect(q.statusCode, q.body).toBe(200);
    // the spec's text is shared with the stock transfer's answer; the code is the pawn's, so a translated screen says 'loan'
    expect(q.json()).toMatchObject({ message: 'Data Hutang Tersedia', code: 'pawn.found' });
    const quote = q.json().data;
    expect(quote.detail_barang).toHaveLength(2);
    expect(quote.plafond).toBeGreaterThan(4_000_000);
    expect(quote.detail_barang[1].berat_emas).toBe('3.000');

    const before = await vault();
    const loan = await writeLoan(4_000_000);
    expect(loan.no_faktur_hutang).toMatch(/^HT-BDG-/);
    expect(loan).toMatchObject({ status: 'AKTIF', jumlah_hutang: 4_000_000, bunga: 1.25, hari_periode: 15, biaya_admin: 10_000, lama_pinjam: 30 });
    expect(loan.tgl_jatuh_tempo).toBe(addDays(await tgl(), 30));
    const kas = await kasOf(t, loan.no_faktur_hutang);
    expect(kas.map((k) => [k.kategori, Number(k.jumlah_in), Number(k.jumlah_out)])).toEqual([['HUTANG', 0, 4_000_000]]);
    const j = await journalNet(loan.no_faktur_hutang);
    expect(j.lines).toBeGreaterThanOrEqual(2);
    expect(j.debet).toBe(j.kredit);
    const after = await vault();
    expect(after.ledger.qty - before.ledger.qty).toBe(2);
    expect(after.ledger).toEqual(after.open);
  });

  it('a loan larger than the drawer is refused with the drawer advice (a loan is paid out in cash only), nothing written', async () => {
    await setBalance(t, 500_000);
    const before = await t.db.selectFrom('hutang').select('no_faktur_hutang').execute();
    const res = await call('POST', '/api/hutang', kasir, loanBody(1_000_000));
    expect(res.statusCode).toBe(400);
    const message = 'Saldo CASH tidak cukup (saldo Rp 500,000): tambah uang laci dulu (Kas Masuk atau Mutasi Uang dari bank)';
    expect(res.json()).toMatchObject({ status: 'error', message, errors: { jumlah_hutang: message } });
    expect(await t.db.selectFrom('hutang').select('no_faktur_hutang').execute()).toHaveLength(before.length);
    await fundStore(t);
  });

  it('a save retried with the same key answers the first loan', async () => {
    const body = loanBody(1_000_000);
    const a = await call('POST', '/api/hutang', kasir, body);
    const b = await call('POST', '/api/hutang', kasir, body);
    expect(a.statusCode).toBe(200);
    expect(b.json().data.no_faktur_hutang).toBe(a.json().data.no_faktur_hutang);
  });

  it('refuses above the ceiling with the message, and saves with a supervisor approval', async () => {
    const q = await call('POST', '/api/hutang/hitung', kasir, { detail_barang: loanBody(1).detail_barang });
    const above = q.json().data.plafond + 100_000;
    const refused = await call('POST', '/api/hutang', kasir, loanBody(above));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.overCeiling);
    expect(await t.db.selectFrom('hutang').select('no_faktur_hutang').where('jumlah_hutang', '=', above).execute()).toHaveLength(0);
    const id = await approve('HUTANG_PLAFOND');
    const ok = await call('POST', '/api/hutang', kasir, loanBody(above, { otorisasi: [id] }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.jumlah_hutang).toBe(above);
  });

  it('refuses purity above 100, a stone heavier than the piece, and a missing customer with 400 and the message', async () => {
    const body = loanBody(1_000_000);
    const piece = (body.detail_barang as Record<string, unknown>[])[0];
    const kadar = await call('POST', '/api/hutang', kasir, { ...body, detail_barang: [{ ...piece, kadar: '101' }] });
    expect(kadar.statusCode).toBe(400);
    expect(kadar.json().errors['detail_barang.0.kadar']).toBe(M.kadarOver100);
    const batu = await call('POST', '/api/hutang', kasir, { ...body, detail_barang: [{ ...piece, berat: '1.000', berat_batu: '1.000' }] });
    expect(batu.statusCode).toBe(400);
    expect(batu.json().errors['detail_barang.0.berat_batu']).toBe(M.beratUnderGold);
    const nama = await call('POST', '/api/hutang', kasir, { ...body, nama_customer: '' });
    expect(nama.statusCode).toBe(400);
    expect(nama.json().errors.nama_customer).toBe(M.namaCustomerEmpty);
  });

  it('names the field in a too-long refusal', async () => {
    const before = await t.db.selectFrom('hutang').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const body = loanBody(1_000_000);
    const piece = (body.detail_barang as Record<string, unknown>[])[0];
    const res = await call('POST', '/api/hutang', kasir, { ...body, nama_customer: 'A'.repeat(61), alamat_customer: 'B'.repeat(201), no_hp: '0'.repeat(21), no_identitas: '1'.repeat(31), detail_barang: [{ ...piece, nama_barang: 'C'.repeat(61) }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      nama_customer: 'Nama Customer maksimal 60 karakter',
      alamat_customer: 'Alamat Customer maksimal 200 karakter',
      no_hp: 'No HP maksimal 20 karakter',
      no_identitas: 'No Identitas maksimal 30 karakter',
      'detail_barang.0.nama_barang': 'Nama Barang maksimal 60 karakter',
    });
    const after = await t.db.selectFrom('hutang').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe("the loan's life", () => {
  it('pays interest only, renews at a new rate (required), redeems later with the interest of the rule', async () => {
    const start = await tgl();
    const loan = await writeLoan(4_000_000);
    const no = loan.no_faktur_hutang;

    await setTgl(addDays(start, 20));
    const paid = await call('POST', '/api/hutang/bayar-bunga', kasir, { no_faktur_hutang: no });
    expect(paid.statusCode, paid.body).toBe(200);
    // day 20 of 15-day periods: 2 periods of 4 000 000 x 1.25 % = 50 000 each
    expect(paid.json().data).toMatchObject({ periode_dibayar: 2, bunga_pinjam: 100_000, tgl_jatuh_tempo: addDays(start, 50) });
    // the interest is its own cash row (BUNGA HUTANG), so its journal credits interest income, not the pledge receivable
    const kasBunga = (await kasOf(t, no)).filter((k) => k.kategori !== 'HUTANG');
    expect(kasBunga.map((k) => [k.kategori, Number(k.jumlah_in)])).toEqual([['BUNGA HUTANG', 100_000]]);

    const empty = await call('POST', '/api/hutang/peremajaan', kasir, { no_faktur_hutang: no, bunga_baru: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.bunga_baru).toBe(M.newInterestEmpty);

    await setTgl(addDays(start, 40));
    const renewed = await call('POST', '/api/hutang/peremajaan', kasir, { no_faktur_hutang: no, bunga_baru: '1.50' });
    expect(renewed.statusCode, renewed.body).toBe(200);
    // day 40: 3 periods owed, 2 paid -> one more at 1.25 %, then 1.50 % from here
    expect(renewed.json().data).toMatchObject({ periode_dibayar: 3, bunga_pinjam: 150_000, bunga: 1.5 });

    await setTgl(addDays(start, 61));
    const view = await call('GET', `/api/hutang/${no}`, kasir);
    const expected = redemptionQuote({ pokok: 4_000_000, bungaHundredths: 150, hariPeriode: 15, minPeriode: 1, pembulatan: 100 }, start, 3, 10_000, addDays(start, 61));
    expect(expected.bunga).toBe(2 * 60_000); // day 61: 5 periods owed, 3 paid
    expect(view.json().data).toMatchObject({ bunga_hari_ini: expected.bunga, total_tebus_hari_ini: expected.total });
    const redeemed = await call('POST', '/api/hutang/tebus', kasir, { no_faktur_hutang: no });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json().data).toMatchObject({ status: 'LUNAS', total_bayar: 4_000_000 + 120_000 + 10_000, tgl_lunas: addDays(start, 61) });
    const v = await vault();
    expect(v.ledger).toEqual(v.open);
    await setTgl(start);
  });

  it('a second interest payment the same day is the next period in advance: refused unless confirmed, then it moves the due date one period', async () => {
    const start = await tgl();
    const loan = await writeLoan(4_000_000);
    const no = loan.no_faktur_hutang;
    await setTgl(addDays(start, 10));
    const view = (await call('GET', `/api/hutang/${no}`, kasir)).json().data;
    // day 10: one 15-day period due (50 000); paying it moves the due date a term (30 days) from today
    expect(view.bayar_bunga).toEqual({ periode: 1, bunga: 50_000, di_muka: false, tgl_jatuh_tempo: addDays(start, 40) });
    const first = await call('POST', '/api/hutang/bayar-bunga', kasir, { no_faktur_hutang: no });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ periode_dibayar: 1, bunga_pinjam: 50_000, bunga_hari_ini: 0, tgl_jatuh_tempo: addDays(start, 40) });
    // what a second payment would be: the next period ahead, the due date one period (15 days) later
    expect(first.json().data.bayar_bunga).toEqual({ periode: 1, bunga: 50_000, di_muka: true, tgl_jatuh_tempo: addDays(start, 55) });

    const kasBefore = (await kasOf(t, no)).length;
    const again = await call('POST', '/api/hutang/bayar-bunga', kasir, { no_faktur_hutang: no });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: M.interestAheadUnconfirmed, errors: { di_muka: M.interestAheadUnconfirmed } });
    expect((await kasOf(t, no)).length).toBe(kasBefore);
    expect((await call('GET', `/api/hutang/${no}`, kasir)).json().data).toMatchObject({ periode_dibayar: 1, bunga_pinjam: 50_000, tgl_jatuh_tempo: addDays(start, 40) });

    const ahead = await call('POST', '/api/hutang/bayar-bunga', kasir, { no_faktur_hutang: no, di_muka: true });
    expect(ahead.statusCode, ahead.body).toBe(200);
    expect(ahead.json().data).toMatchObject({ periode_dibayar: 2, bunga_pinjam: 100_000, tgl_jatuh_tempo: addDays(start, 55) });
    const kas = (await kasOf(t, no)).filter((k) => k.kategori === 'BUNGA HUTANG');
    expect(kas.map((k) => [Number(k.jumlah_in), k.keterangan.startsWith('BAYAR BUNGA DI MUKA')])).toEqual([[50_000, false], [50_000, true]]);
    // day 28: both periods paid cover it (to day 30); nothing due, a redemption charges no interest
    await setTgl(addDays(start, 28));
    expect((await call('GET', `/api/hutang/${no}`, kasir)).json().data).toMatchObject({ bunga_hari_ini: 0, total_tebus_hari_ini: 4_000_000 + 10_000 });
    await setTgl(start);
  });

  it('a payment sent twice at once with one key (a double click on Ya) is written once; a new key pays again', async () => {
    const loan = await writeLoan(3_000_000);
    const no = loan.no_faktur_hutang;
    const payments = async () => (await t.db.selectFrom('hutang_bayar').select('no_bayar').where('no_faktur_hutang', '=', no).where('jenis', '=', 'CICIL_POKOK').execute()).length;
    const body = { no_faktur_hutang: no, jumlah: 500_000, idempotency_key: newKey() };
    const [a, b] = await Promise.all([call('POST', '/api/hutang/bayar-pokok', kasir, body), call('POST', '/api/hutang/bayar-pokok', kasir, body)]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    expect(await payments()).toBe(1);
    expect(a.json().data.jumlah_hutang).toBe(b.json().data.jumlah_hutang);
    const again = await call('POST', '/api/hutang/bayar-pokok', kasir, { ...body, idempotency_key: newKey() });
    expect(again.statusCode, again.body).toBe(200);
    expect(await payments()).toBe(2);
  });

  it('a loan cannot be redeemed twice at once: one request wins', async () => {
    const loan = await writeLoan(2_000_000);
    const [a, b] = await Promise.all([
      call('POST', '/api/hutang/tebus', kasir, { no_faktur_hutang: loan.no_faktur_hutang }),
      call('POST', '/api/hutang/tebus', kasir, { no_faktur_hutang: loan.no_faktur_hutang }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toBe(M.notOpen);
    const kas = (await kasOf(t, loan.no_faktur_hutang)).filter((k) => k.kategori === 'HUTANG LUNAS');
    expect(kas).toHaveLength(1);
    const v = await vault();
    expect(v.ledger).toEqual(v.open);
  });

  it('cancelling a redemption with approval restores loan, pieces, cash and journal exactly', async () => {
    const loan = await writeLoan(3_000_000);
    const no = loan.no_faktur_hutang;
    const before = await t.db.selectFrom('hutang').selectAll().where('no_faktur_hutang', '=', no).executeTakeFirstOrThrow();
    const kasBefore = await kasOf(t, no);
    const jBefore = await journalNet(no);
    const vBefore = await vault();
    const tebus = await call('POST', '/api/hutang/tebus', kasir, { no_faktur_hutang: no });
    expect(tebus.statusCode, tebus.body).toBe(200);

    const noApproval = await call('POST', '/api/hutang/batal-lunas', kasir, { no_faktur_hutang: no, alasan: 'SALAH INPUT', otorisasi: [] });
    expect(noApproval.statusCode).toBe(400);
    const id = await approve('BATAL_HUTANG_LUNAS');
    const cancelled = await call('POST', '/api/hutang/batal-lunas', kasir, { no_faktur_hutang: no, alasan: 'SALAH INPUT', otorisasi: [id] });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('AKTIF');

    const after = await t.db.selectFrom('hutang').selectAll().where('no_faktur_hutang', '=', no).executeTakeFirstOrThrow();
    const fields = ['status', 'tgl_lunas', 'total_bayar', 'periode_dibayar', 'bunga_dibayar', 'jumlah_hutang', 'tgl_jatuh_tempo'] as const;
    for (const f of fields) expect(after[f], f).toEqual(before[f]);
    const pieces = await t.db.selectFrom('hutang_barang').select('status').where('no_faktur_hutang', '=', no).execute();
    expect(pieces.every((p) => p.status === 'GADAI')).toBe(true);
    const net = (rows: Awaited<ReturnType<typeof kasOf>>) => rows.reduce((s, k) => s + Number(k.jumlah_in) - Number(k.jumlah_out), 0);
    expect(net(await kasOf(t, no))).toBe(net(kasBefore));
    const jAfter = await journalNet(no);
    expect(jAfter.debet - jAfter.kredit).toBe(jBefore.debet - jBefore.kredit);
    // each part of the redemption (principal, interest, fee) is a row with its journal, and each is reversed
    expect(jAfter.lines).toBe(jBefore.lines + 2 * ((await kasOf(t, no)).length - kasBefore.length));
    const vAfter = await vault();
    expect(vAfter.ledger).toEqual(vBefore.ledger);
    expect(vAfter.ledger).toEqual(vAfter.open);
    // the loan can be redeemed again
    const again = await call('POST', '/api/hutang/tebus', kasir, { no_faktur_hutang: no });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('auctions a loan past due plus grace; an auctioned loan can no longer be redeemed', async () => {
    const start = await tgl();
    const loan = await writeLoan(1_500_000);
    const no = loan.no_faktur_hutang;
    const early = await call('POST', '/api/hutang/lelang', kasir, { no_faktur_hutang: no, harga_lelang: 2_000_000 });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(M.notPastGrace);
    await setTgl(addDays(start, 38));
    const list = await call('GET', '/api/hutang/lelang', kasir);
    expect(list.json().data.map((r: { no_faktur_hutang: string }) => r.no_faktur_hutang)).toContain(no);
    const late = await call('GET', `/api/hutang?status=TELAT&q=${no}`, kasir);
    expect(late.json().data).toHaveLength(1);
    const sold = await call('POST', '/api/hutang/lelang', kasir, { no_faktur_hutang: no, harga_lelang: 2_000_000 });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json().data.status).toBe('LELANG');
    const redeem = await call('POST', '/api/hutang/tebus', kasir, { no_faktur_hutang: no });
    expect(redeem.statusCode).toBe(409);
    expect(redeem.json().message).toBe(M.notOpen);
    const v = await vault();
    expect(v.ledger).toEqual(v.open);
    await setTgl(start);
  });

  it('supervisor validates the day’s loans; the redemption detail report has the effective rate', async () => {
    const today = await tgl();
    const list = await call('GET', '/api/hutang/validasi', spv);
    expect(list.statusCode, list.body).toBe(200);
    const nos = list.json().data.map((r: { no_faktur_hutang: string }) => r.no_faktur_hutang);
    const v = await call('POST', '/api/hutang/validasi', spv, { no_faktur_hutang: nos });
    expect(v.statusCode, v.body).toBe(200);
    expect(v.json().data.jumlah).toBeGreaterThan(0);
    const denied = await call('GET', '/api/hutang/validasi', kasir);
    expect(denied.statusCode).toBe(403);

    const rep = await call('GET', `/api/hutang/report-penebusan-detail?tgl_from=${addDays(today, -1)}&tgl_to=${addDays(today, 90)}&sort_by=tgl_lunas`, spv);
    expect(rep.statusCode, rep.body).toBe(200);
    const rows = rep.json().data as { hari: number; bunga_rp: number; jumlah_hutang: number; bunga_efektif: number }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.bunga_efektif).toBe(Math.round(((r.bunga_rp * 30) / Math.max(1, r.hari) / r.jumlah_hutang) * 100 * 100) / 100);
    const bad = await call('GET', '/api/hutang/report-penebusan-detail?tgl_to=2026-01-01', spv);
    expect(bad.statusCode).toBe(400);
  });

  it('interest due matches the domain rule on any day', async () => {
    const loan = await writeLoan(4_500_000);
    const start = await tgl();
    for (const d of [0, 15, 16, 44, 90]) {
      await setTgl(addDays(start, d));
      const res = await call('GET', `/api/hutang/${loan.no_faktur_hutang}`, kasir);
      const due = interestDue({ pokok: 4_500_000, bungaHundredths: 125, hariPeriode: 15, minPeriode: 1, pembulatan: 100 }, start, 0, addDays(start, d));
      expect(res.json().data.bunga_hari_ini, `day ${d}`).toBe(due.bunga);
    }
    await setTgl(start);
  });

  it('reports: transactions, the vault, redeemed, auctioned and anomalies, each on the report kit', async () => {
    const today = await tgl();
    const period = `tgl_awal=${addDays(today, -1)}&tgl_akhir=${addDays(today, 90)}`;
    const get = async (path: string) => {
      const res = await call('GET', `/api/laporan/${path}?${path === 'stock-hutang' ? '' : period}`, spv);
      expect(res.statusCode, `${path} ${res.body}`).toBe(200);
      return res.json().data as Record<string, unknown>[];
    };
    const transaksi = await get('transaksi-hutang');
    expect(transaksi.length).toBeGreaterThan(5);
    const stock = await get('stock-hutang');
    const v = await vault();
    expect(stock.reduce((n, r) => n + Number(r.qty), 0)).toBe(v.open.qty);
    expect((await get('hutang-lunas')).length).toBeGreaterThan(0);
    const lelang = await get('lelang-hutang');
    expect(lelang).toHaveLength(1);
    expect(lelang[0]).toMatchObject({ harga_lelang: 2_000_000, selisih: 500_000 });
    const anomali = await get('anomali-hutang');
    expect(anomali.some((r) => r.anomali === 'MELEBIHI_PLAFOND')).toBe(true);
    const missing = await call('GET', '/api/laporan/transaksi-hutang', spv);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Tanggal Awal Tidak Boleh Kosong');
  });
});
