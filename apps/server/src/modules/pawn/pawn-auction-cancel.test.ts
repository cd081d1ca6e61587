import { addDays, approvalRequiredMessage, auctionBelowFloorDetail, PAWN_MESSAGES as M, type CreatePawnRequest } from '@emas/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTER_SCREENS, firstOf, newKey, setAksesTree } from '../../../test/sales-helpers';
import { sellOne } from '../../../test/cash-helpers';
import { presentStock } from '../../../test/stock-balance';
import { fundStore } from '../../../test/cash-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * An auction below the principal plus interest needs a supervisor; an auction of today can be cancelled with a
 * supervisor's approval, and every balance it touched (drawer, accounts 1-1100/1-1500/1-1600/4-1900, stock, vault,
 * the loan) is after the cancellation what it was before the auction.
 */

let t: TestApp;
let kasir: Record<string, string>;
let kodeSales: string;

beforeAll(async () => {
  t = await createTestApp();
  // payouts (loans, refunds) need money in the drawer first
  await fundStore(t);
  await setAksesTree(t, 'KASIRBDG', { hutang: ['transaksi-hutang', 'lihat-hutang', 'lelang-hutang'], penjualan: COUNTER_SCREENS });
  kasir = t.bearer(await t.login('KASIRBDG'));
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: kasir, ...(payload ? { payload } : {}) });

const loanBody = (jumlah: number): CreatePawnRequest => ({
  idempotency_key: newKey(),
  kode_sales: kodeSales,
  nama_customer: 'Rina Wati',
  alamat_customer: 'Jl. Asia Afrika 8 Bandung',
  no_hp: '08125550001',
  no_identitas: '3273010101010003',
  detail_barang: [
    { nama_barang: 'Gelang lelang', kode_group: 'P17', berat: '4.000', berat_batu: '0', kode_kondisi: 'BAGUS' },
    { nama_barang: 'Cincin lelang', kode_group: 'P22', berat: '2.500', berat_batu: '0.500', kode_kondisi: 'KUSAM' },
  ],
  jumlah_hutang: jumlah,
  otorisasi: [],
});

type Loan = { no_faktur_hutang: string; status: string; jumlah_hutang: number; taksiran: number; lelang_minimal: number; bunga_hari_ini: number; tgl_jatuh_tempo: string; periode_dibayar: number; detail_barang: { kode_barcode: string | null; status: string }[]; pembayaran: { jenis: string; status: string; no_bayar: string; total: number }[] };

async function writeLoan(jumlah: number): Promise<Loan> {
  const res = await call('POST', '/api/hutang', loanBody(jumlah));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const loanOf = async (no: string): Promise<Loan> => (await call('GET', `/api/hutang/${no}`)).json().data;

async function tgl(): Promise<string> {
  return (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', 'BDG').executeTakeFirstOrThrow()).tgl_system;
}
async function setTgl(date: string) {
  await t.db.updateTable('toko').set({ tgl_system: date }).where('kode_toko', '=', 'BDG').execute();
}
async function approve(operasi: string) {
  const res = await call('POST', '/api/otorisasi', { operasi, user_id: 'SPVBDG', password: 'demo123', deskripsi: 'uji' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

/** Every balance an auction touches, read from the ledgers of the store. */
async function balances() {
  const { rows: accounts } = await sql<{ nomor_akun: string; saldo: string }>`
    select nomor_akun, sum(debet - kredit)::text as saldo from jurnal
     where kode_toko = 'BDG' and nomor_akun in ('1-1100', '1-1500', '1-1600', '4-1900') group by nomor_akun order by nomor_akun`.execute(t.db);
  const { rows: drawer } = await sql<{ saldo: string }>`select coalesce(sum(jumlah_in - jumlah_out), 0)::text as saldo from kas_mutasi where kode_toko = 'BDG' and jenis = 'CASH'`.execute(t.db);
  const { rows: vault } = await sql<{ qty: string; berat: string }>`select coalesce(sum(qty), 0)::text as qty, coalesce(sum(berat), 0)::text as berat from hutang_mutasi where kode_toko = 'BDG'`.execute(t.db);
  return {
    akun: Object.fromEntries(accounts.map((a) => [a.nomor_akun, Number(a.saldo)])),
    laci: Number(drawer[0]!.saldo),
    vault: { qty: Number(vault[0]!.qty), berat: Number(vault[0]!.berat) },
    stock: await presentStock(t),
  };
}
/** The loan as a user sees it, less what depends on its payments' history. */
const stateOf = (l: Loan) => ({ status: l.status, jumlah_hutang: l.jumlah_hutang, periode_dibayar: l.periode_dibayar, tgl_jatuh_tempo: l.tgl_jatuh_tempo, bunga_hari_ini: l.bunga_hari_ini, barang: l.detail_barang.map((p) => [p.status, p.kode_barcode]) });

describe('auction floor', () => {
  it('shows the floor (principal + interest due) and refuses a price below it without a supervisor, writing nothing; with one it sells', async () => {
    const start = await tgl();
    const loan = await writeLoan(3_000_000);
    const no = loan.no_faktur_hutang;
    await setTgl(addDays(start, 38));
    const open = await loanOf(no);
    // day 38 of 15-day periods: three periods of 3 000 000 x 1.25 % = 37 500 each
    expect(open.bunga_hari_ini).toBe(3 * 37_500);
    expect(open.lelang_minimal).toBe(3_000_000 + 3 * 37_500);
    const listed = (await call('GET', '/api/hutang/lelang')).json().data.find((r: { no_faktur_hutang: string }) => r.no_faktur_hutang === no);
    expect(listed.lelang_minimal).toBe(open.lelang_minimal);

    const before = await balances();
    const cheap = await call('POST', '/api/hutang/lelang', { no_faktur_hutang: no, cara: 'JUAL', harga_lelang: 1_000 });
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json()).toMatchObject({ message: M.auctionBelowFloor, errors: { harga_lelang: auctionBelowFloorDetail(open.lelang_minimal), otorisasi: approvalRequiredMessage(['LELANG_DIBAWAH_POKOK']) } });
    // one rupiah under the floor is still under it; an approval of another operation does not do
    const wrong = await call('POST', '/api/hutang/lelang', { no_faktur_hutang: no, cara: 'JUAL', harga_lelang: open.lelang_minimal - 1, otorisasi: [await approve('BATAL_LELANG_HUTANG')] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(approvalRequiredMessage(['LELANG_DIBAWAH_POKOK']));
    expect(await balances()).toEqual(before);
    expect(stateOf(await loanOf(no))).toEqual(stateOf(open));

    const id = await approve('LELANG_DIBAWAH_POKOK');
    const sold = await call('POST', '/api/hutang/lelang', { no_faktur_hutang: no, cara: 'JUAL', harga_lelang: 1_000, otorisasi: [id] });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json().data.status).toBe('LELANG');
    const used = await t.db.selectFrom('otorisasi').select(['used_at', 'no_dokumen']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(used.no_dokumen).toBe(sold.json().data.pembayaran.find((p: { jenis: string }) => p.jenis === 'LELANG').no_bayar);
    await setTgl(start);
  });

  it('at the floor exactly no approval is asked; into stock the appraisal is held to the same floor', async () => {
    const start = await tgl();
    const atFloor = await writeLoan(2_000_000);
    await setTgl(addDays(start, 38));
    const floor = (await loanOf(atFloor.no_faktur_hutang)).lelang_minimal;
    const res = await call('POST', '/api/hutang/lelang', { no_faktur_hutang: atFloor.no_faktur_hutang, cara: 'JUAL', harga_lelang: floor });
    expect(res.statusCode, res.body).toBe(200);
    await setTgl(start);

    // a loan lent at its whole ceiling and left a long time: the appraisal no longer covers principal + interest
    const big = await writeLoan(4_000_000);
    await t.db.updateTable('hutang').set({ jumlah_hutang: big.taksiran }).where('no_faktur_hutang', '=', big.no_faktur_hutang).execute();
    await setTgl(addDays(start, 38));
    const stok = await call('POST', '/api/hutang/lelang', { no_faktur_hutang: big.no_faktur_hutang, cara: 'STOK' });
    expect(stok.statusCode).toBe(400);
    expect(stok.json().errors.otorisasi).toBe(approvalRequiredMessage(['LELANG_DIBAWAH_POKOK']));
    expect((await loanOf(big.no_faktur_hutang)).status).toBe('AKTIF');
    const ok = await call('POST', '/api/hutang/lelang', { no_faktur_hutang: big.no_faktur_hutang, cara: 'STOK', otorisasi: [await approve('LELANG_DIBAWAH_POKOK')] });
    expect(ok.statusCode, ok.body).toBe(200);
    await setTgl(start);
  });
});

describe('cancelling an auction', () => {
  it('a sale at a loss, cancelled the same day with approval: drawer, accounts, vault and loan are what they were before the auction', async () => {
    const start = await tgl();
    const loan = await writeLoan(3_000_000);
    const no = loan.no_faktur_hutang;
    await setTgl(addDays(start, 38));
    const loanBefore = await loanOf(no);
    const before = await balances();
    const sold = await call('POST', '/api/hutang/lelang', { no_faktur_hutang: no, cara: 'JUAL', harga_lelang: 2_500_000, otorisasi: [await approve('LELANG_DIBAWAH_POKOK')] });
    expect(sold.statusCode, sold.body).toBe(200);
    const during = await balances();
    expect(during.laci - before.laci).toBe(2_500_000);
    expect(during.akun['4-1900']! - (before.akun['4-1900'] ?? 0)).toBe(500_000); // the loss, a debit of other income
    expect(during.vault.qty - before.vault.qty).toBe(-2);
    expect((await call('GET', '/api/hutang/lelang/hari-ini')).json().data.map((r: { no_faktur_hutang: string }) => r.no_faktur_hutang)).toContain(no);

    const noApproval = await call('POST', '/api/hutang/batal-lelang', { no_faktur_hutang: no, alasan: 'salah harga' });
    expect(noApproval.statusCode).toBe(400);
    expect(noApproval.json().errors.otorisasi).toBe(approvalRequiredMessage(['BATAL_LELANG_HUTANG']));
    const noReason = await call('POST', '/api/hutang/batal-lelang', { no_faktur_hutang: no, alasan: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.alasan).toBe(M.alasanEmpty);
    expect(await balances()).toEqual(during);

    const cancelled = await call('POST', '/api/hutang/batal-lelang', { no_faktur_hutang: no, alasan: 'salah harga', otorisasi: [await approve('BATAL_LELANG_HUTANG')] });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toBe(M.auctionCancelled);
    expect(await balances()).toEqual(before);
    const after: Loan = cancelled.json().data;
    expect(stateOf(after)).toEqual(stateOf(loanBefore));
    expect(after.pembayaran.map((p) => [p.jenis, p.status, p.total])).toEqual([
      ['LELANG', 'BATAL', 2_500_000],
      ['BATAL_LELANG', 'AKTIF', 2_500_000],
    ]);
    // the auction keeps its own approval, the cancellation has its own
    const rows = await t.db.selectFrom('hutang_bayar').select(['jenis', 'otorisasi']).where('no_faktur_hutang', '=', no).where('jenis', 'in', ['LELANG', 'BATAL_LELANG']).orderBy('id').execute();
    expect(rows.map((r) => [r.jenis, (r.otorisasi as { operasi: string }[]).map((a) => a.operasi)])).toEqual([
      ['LELANG', ['LELANG_DIBAWAH_POKOK']],
      ['BATAL_LELANG', ['BATAL_LELANG_HUTANG']],
    ]);
    // nothing deleted: the sale's cash row stands beside its reversal
    const kas = await t.db.selectFrom('kas_mutasi').select(['kategori', 'sub_kategori', 'jumlah_in', 'jumlah_out']).where('no_ref', '=', no).where('kategori', '=', 'HUTANG LUNAS').orderBy('id').execute();
    expect(kas.map((k) => [k.sub_kategori, Number(k.jumlah_in), Number(k.jumlah_out)])).toEqual([['LELANG', 2_500_000, 0], ['BATAL LELANG', 0, 2_500_000]]);
    // no longer in today's auctions, again in the auction list, and it can be auctioned again
    expect((await call('GET', '/api/hutang/lelang/hari-ini')).json().data.map((r: { no_faktur_hutang: string }) => r.no_faktur_hutang)).not.toContain(no);
    const twice = await call('POST', '/api/hutang/batal-lelang', { no_faktur_hutang: no, alasan: 'lagi', otorisasi: [await approve('BATAL_LELANG_HUTANG')] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.notAuctioned);
    const again = await call('POST', '/api/hutang/lelang', { no_faktur_hutang: no, cara: 'JUAL', harga_lelang: 3_200_000 });
    expect(again.statusCode, again.body).toBe(200);
    await setTgl(start);
  });

  it('an auction into stock, cancelled: the items leave the stock, the pieces are pledged again, every balance as before', async () => {
    const start = await tgl();
    const loan = await writeLoan(2_500_000);
    const no = loan.no_faktur_hutang;
    await setTgl(addDays(start, 38));
    const loanBefore = await loanOf(no);
    const before = await balances();
    const res = await call('POST', '/api/hutang/lelang', { no_faktur_hutang: no, cara: 'STOK' });
    expect(res.statusCode, res.body).toBe(200);
    const codes = (res.json().data as Loan).detail_barang.map((p) => p.kode_barcode!);
    const during = await balances();
    expect(during.akun['1-1500']! - (before.akun['1-1500'] ?? 0)).toBe(loan.taksiran);
    expect(during.stock).not.toEqual(before.stock);

    const cancelled = await call('POST', '/api/hutang/batal-lelang', { no_faktur_hutang: no, alasan: 'barang diambil customer', otorisasi: [await approve('BATAL_LELANG_HUTANG')] });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balances()).toEqual(before);
    expect(stateOf(cancelled.json().data)).toEqual(stateOf(loanBefore));
    const items = await t.db.selectFrom('barang').select(['kode_barcode', 'status']).where('kode_barcode', 'in', codes).execute();
    expect(items.map((i) => i.status)).toEqual(['BATAL', 'BATAL']);
    const ledger = await t.db.selectFrom('stock_mutasi').select(['jenis', 'qty']).where('kode_barcode', 'in', codes).orderBy('id').execute();
    expect(ledger.map((m) => m.jenis)).toEqual(['LELANG', 'LELANG', 'BATAL_LELANG', 'BATAL_LELANG']);
    await setTgl(start);
  });

  it('refuses when an item it put into stock was sold, and on a later business day; nothing is written', async () => {
    const start = await tgl();
    const a = (await writeLoan(2_000_000)).no_faktur_hutang;
    const b = (await writeLoan(2_000_000)).no_faktur_hutang;
    // loan a fell due long ago, so it is auctioned today, when the gold price of the day lets its item be sold
    await t.db.updateTable('hutang').set({ tgl_jatuh_tempo: addDays(start, -30) }).where('no_faktur_hutang', '=', a).execute();
    const intoStock = await call('POST', '/api/hutang/lelang', { no_faktur_hutang: a, cara: 'STOK' });
    expect(intoStock.statusCode, intoStock.body).toBe(200);
    const code = (intoStock.json().data as Loan).detail_barang[0]!.kode_barcode!;
    await sellOne(t, kasir, code, kodeSales);
    const sold = await balances();
    const refused = await call('POST', '/api/hutang/batal-lelang', { no_faktur_hutang: a, alasan: 'batal', otorisasi: [await approve('BATAL_LELANG_HUTANG')] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.auctionItemGone);
    expect(refused.json().errors['detail_barang.0.kode_barcode']).toBe(`Barcode ${code} tidak dapat dibatalkan lelangnya karena status TERJUAL`);
    expect(await balances()).toEqual(sold);
    expect((await loanOf(a)).status).toBe('LELANG');

    await setTgl(addDays(start, 38));
    const bSold = await call('POST', '/api/hutang/lelang', { no_faktur_hutang: b, cara: 'JUAL', harga_lelang: 2_500_000 });
    expect(bSold.statusCode, bSold.body).toBe(200);
    await setTgl(addDays(start, 39));
    const late = await call('POST', '/api/hutang/batal-lelang', { no_faktur_hutang: b, alasan: 'batal', otorisasi: [await approve('BATAL_LELANG_HUTANG')] });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(M.auctionedOtherDay);
    expect((await loanOf(b)).status).toBe('LELANG');
    expect((await call('GET', '/api/hutang/lelang/hari-ini')).json().data).toEqual([]);
    await setTgl(start);
  });
});
