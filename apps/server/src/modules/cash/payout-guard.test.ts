import { approvalRequiredMessage, cardSurcharge, CASH_MESSAGES as M, SALES_MESSAGES } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedBalances, expectSaldoMatchesLedger, fundStore, MONEY_TREE, setBalance, setTree } from '../../../test/cash-helpers';
import { firstOf, kasOf, newKey, readyItems } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * No payout of any kind (buy-back, loan, cancellation, refund, expense, move, money to head office)
 * takes the drawer or a bank account below zero, also with two cashiers paying out at once; a
 * cancellation gives the money back along the receipt's payment lines.
 */

let t: TestApp;
let kasir: Record<string, string>;
let spv: Record<string, string>;
let kodeSales: string;
let rekening: { no_rekening: string; kode_bank: string };
let items: string[];
let used = 0;

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const kasCount = async () => Number((await t.db.selectFrom('kas_mutasi').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const saldo = async (akun = 'CASH') => (await expectedBalances(t)).get(akun)?.saldo_akhir ?? 0;
const nextItem = () => items[used++]!;

async function approve(operasi: string, by = kasir) {
  const res = await call('POST', '/api/otorisasi', by, { operasi, user_id: 'SPVBDG', password: 'demo123', deskripsi: 'uji' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

const outside = { nama_barang: 'GELANG LUAR TOKO', kode_group: 'P17', kode_dept: 'GL', berat: '5.000', kode_kondisi: 'RUSAK' };
const buyBack = (by: Record<string, string>) => call('POST', '/api/pembelian', by, { idempotency_key: newKey(), kode_sales: kodeSales, nama_customer: 'Siti Aminah', no_hp: '0813-1111-2222', detail: [outside] });
const loan = (by: Record<string, string>, jumlah: number) =>
  call('POST', '/api/hutang', by, {
    idempotency_key: newKey(),
    kode_sales: kodeSales,
    nama_customer: 'Budi Santoso',
    alamat_customer: 'Jl. Braga 12 Bandung',
    no_hp: '08123456789',
    no_identitas: '3273010101010001',
    detail_barang: [{ nama_barang: 'Cincin polos', kode_group: 'P17', berat: '5.000', berat_batu: '0', kode_kondisi: 'BAGUS' }],
    jumlah_hutang: jumlah,
    otorisasi: [],
  });

/** Sells items on one receipt, paid by the given payments (CASH / CARD into `rekening`); answers the receipt. */
async function sell(n: number, pay: (total: number) => object[]) {
  const detail = [];
  for (let i = 0; i < n; i++) {
    const code = nextItem();
    const q = await call('GET', `/api/penjualan/barang/${code}`, kasir);
    expect(q.statusCode, q.body).toBe(200);
    detail.push({ kode_barcode: code, harga: q.json().data.harga_hitung as number });
  }
  const total = detail.reduce((s, l) => s + l.harga, 0);
  const res = await call('POST', '/api/penjualan', kasir, { idempotency_key: newKey(), kode_sales: kodeSales, detail, pembayaran: pay(total) });
  expect(res.statusCode, res.body).toBe(200);
  return { ...(res.json().data as { no_faktur_group: string; detail: { no_faktur_jual: string; harga: number }[] }), total };
}

const cancel = async (no: string, extra: object = {}, ops: string[] = ['BATAL_PENJUALAN']) => {
  const otorisasi = [];
  for (const op of ops) otorisasi.push(await approve(op));
  return call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: no, alasan: 'retur', otorisasi, ...extra });
};

beforeAll(async () => {
  t = await createTestApp();
  await fundStore(t);
  await setTree(t, 'KASIRBDG', { ...MONEY_TREE, hutang: ['transaksi-hutang'] });
  await setTree(t, 'SPVBDG', { ...MONEY_TREE, hutang: ['transaksi-hutang'], utility: [...MONEY_TREE.utility, 'kirim-uang-pusat'] });
  kasir = t.bearer(await t.login('KASIRBDG'));
  spv = t.bearer(await t.login('SPVBDG'));
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
  rekening = (await t.db.selectFrom('rekening').select(['no_rekening', 'kode_bank']).where('kode_toko', '=', 'BDG').orderBy('no_rekening').executeTakeFirstOrThrow());
  items = (await readyItems(t, 16)).map((i) => i.kode_barcode);
});
afterAll(async () => {
  await t.close();
});

describe('two cashiers paying out at once', () => {
  it('a buy-back and a sale cancellation fired together by two cashiers where the drawer holds one: one is paid, the other refused, never below zero', async () => {
    const first = await buyBack(kasir);
    expect(first.statusCode, first.body).toBe(200);
    const price = first.json().data.total_harga as number;
    expect(price).toBeGreaterThan(0);
    // a few rounds: the two documents share no row but the store's, so only the payout lock orders them
    for (let round = 0; round < 3; round++) {
      const sale = await sell(1, (total) => [{ jenis: 'CASH', jumlah_rp: total }]);
      const drawer = Math.max(price, sale.total);
      await setBalance(t, drawer);
      const n = await kasCount();
      const otorisasi = [await approve('BATAL_PENJUALAN', spv)];
      const [bought, cancelled] = await Promise.all([buyBack(kasir), call('POST', '/api/penjualan/batal', spv, { no_faktur_group: sale.no_faktur_group, alasan: 'retur', otorisasi })]);
      expect([bought.statusCode, cancelled.statusCode].sort(), `${bought.body}\n${cancelled.body}`).toEqual([200, 400]);
      const paid = bought.statusCode === 200 ? price : sale.total;
      const refused = (bought.statusCode === 400 ? bought : cancelled).json();
      expect(refused.message).toBe(M.saldoKurang('CASH', drawer - paid));
      expect(await kasCount()).toBe(n + 1);
      expect(await saldo()).toBe(drawer - paid);
    }
    await expectSaldoMatchesLedger(t, kasir);
  });

  it('a loan and a cash expense fired together: the second to take the store lock sees the first and is refused', async () => {
    await setBalance(t, 3_000_000);
    const n = await kasCount();
    const answers = await Promise.all([loan(kasir, 2_000_000), call('POST', '/api/cash/kas', spv, { kode_transaksi: 'ATK', jumlah: 1_500_000, keterangan: 'kertas', otorisasi: [await approve('KAS_MANUAL', spv)] })]);
    expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join('\n')).toEqual([200, 400]);
    const refused = answers.find((a) => a.statusCode === 400)!.json().message as string;
    expect([M.saldoKurang('CASH', 1_000_000), M.saldoKurang('CASH', 1_500_000)]).toContain(refused);
    expect(await kasCount()).toBe(n + 1);
    expect(await saldo()).toBeGreaterThanOrEqual(0);
    expect(await saldo()).toBe(answers[0]!.statusCode === 200 ? 1_000_000 : 1_500_000);
  });
});

describe('every payout is refused when its account does not hold it', () => {
  it('a pawn loan and a buy-back larger than the drawer: 400 naming the balance and the way out (more money in the drawer; a transfer for the buy-back), nothing written', async () => {
    await setBalance(t, 1_000_000);
    const n = await kasCount();
    const l = await loan(kasir, 1_000_001);
    // a loan is paid out in cash only: no transfer to suggest
    expect([l.statusCode, l.json().message, l.json().errors.jumlah_hutang]).toEqual([400, M.saldoLaciKurang(1_000_000), M.saldoLaciKurang(1_000_000)]);
    expect(l.json().message).toContain('tambah uang laci');
    await setBalance(t, 0);
    const b = await buyBack(kasir);
    expect([b.statusCode, b.json().message]).toEqual([400, M.saldoKurang('CASH', 0)]);
    expect(await kasCount()).toBe(n + 1);
    expect(await t.db.selectFrom('hutang').select('no_faktur_hutang').where('nama_customer', '=', 'Budi Santoso').execute()).toEqual([]);
  });

  it('a whole sale cancelled when the drawer no longer holds its cash: refused, the receipt and its items stay sold', async () => {
    await setBalance(t, 0);
    const sale = await sell(1, (total) => [{ jenis: 'CASH', jumlah_rp: total }]);
    await setBalance(t, sale.total - 1);
    const res = await cancel(sale.no_faktur_group);
    expect([res.statusCode, res.json().message]).toEqual([400, M.saldoKurang('CASH', sale.total - 1)]);
    expect((await kasOf(t, sale.no_faktur_group)).filter((k) => k.kategori === 'BATAL PENJUALAN')).toEqual([]);
    const header = await t.db.selectFrom('penjualan').select('status').where('no_faktur_group', '=', sale.no_faktur_group).executeTakeFirstOrThrow();
    expect(header.status).toBe('AKTIF');
    expect(await saldo()).toBe(sale.total - 1);
  });
});

describe('a cancellation gives the money back along the payment lines', () => {
  it('a receipt paid half in cash and half by card: a cancelled line goes back half to the drawer, half to the card account; the preview says so first', async () => {
    const sale = await sell(2, (total) => [
      { jenis: 'CASH', jumlah_rp: Math.floor(total / 2) },
      { jenis: 'CARD', jumlah_rp: total - Math.floor(total / 2), no_rekening: rekening.no_rekening, fee_persen: 0 },
    ]);
    const line = sale.detail[0]!;
    const cashPart = (line.harga * Math.floor(sale.total / 2)) / sale.total;
    const preview = await call('POST', '/api/penjualan/batal/rincian', kasir, { no_faktur_group: sale.no_faktur_group, no_faktur_jual: [line.no_faktur_jual] });
    expect(preview.statusCode, preview.body).toBe(200);
    const plan = preview.json().data as { jumlah_rp: number; pengembalian: { jenis: string; no_rekening: string | null; jumlah_rp: number; saldo: number | null }[] };
    expect(plan.jumlah_rp).toBe(line.harga);
    const cashPlan = plan.pengembalian.find((p) => p.jenis === 'CASH')!;
    const bankPlan = plan.pengembalian.find((p) => p.jenis === 'BANK')!;
    expect(Math.abs(cashPlan.jumlah_rp - cashPart)).toBeLessThan(1);
    expect(cashPlan.jumlah_rp + bankPlan.jumlah_rp).toBe(line.harga);
    expect([cashPlan.saldo, bankPlan.no_rekening, bankPlan.saldo]).toEqual([await saldo(), rekening.no_rekening, await saldo(rekening.no_rekening)]);

    const res = await cancel(sale.no_faktur_group, { no_faktur_jual: [line.no_faktur_jual] });
    expect(res.statusCode, res.body).toBe(200);
    const refund = (await kasOf(t, sale.no_faktur_group)).filter((k) => k.kategori === 'BATAL PENJUALAN');
    expect(refund.map((k) => [k.jenis, k.no_rekening, Number(k.jumlah_out)]).sort()).toEqual(
      [
        ['BANK', rekening.no_rekening, bankPlan.jumlah_rp],
        ['CASH', null, cashPlan.jumlah_rp],
      ].sort(),
    );
  });

  it('the drawer short of its part: refused naming the drawer, although the card part could be paid', async () => {
    const sale = await sell(1, (total) => [
      { jenis: 'CASH', jumlah_rp: Math.floor(total / 2) },
      { jenis: 'CARD', jumlah_rp: total - Math.floor(total / 2), no_rekening: rekening.no_rekening, fee_persen: 0 },
    ]);
    await setBalance(t, 10_000);
    const n = await kasCount();
    const res = await cancel(sale.no_faktur_group);
    expect([res.statusCode, res.json().message]).toEqual([400, M.saldoKurang('CASH', 10_000)]);
    expect(await kasCount()).toBe(n);
  });

  it("a whole card receipt with a surcharge: the preview names the surcharge its account gives back too, so an account holding the price but not the surcharge is seen short before the supervisor is asked", async () => {
    const sale = await sell(1, (total) => [{ jenis: 'CARD', jumlah_rp: total, no_rekening: rekening.no_rekening, fee_persen: 1.5 }]);
    const surcharge = cardSurcharge(sale.total, 1.5);
    expect(surcharge).toBeGreaterThan(0);
    await setBalance(t, sale.total, { rekening });
    const preview = await call('POST', '/api/penjualan/batal/rincian', kasir, { no_faktur_group: sale.no_faktur_group });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ jumlah_rp: sale.total, pengembalian: [{ jenis: 'BANK', no_rekening: rekening.no_rekening, jumlah_rp: sale.total, biaya_kartu: surcharge, saldo: sale.total }] });
    const n = await kasCount();
    const refused = await cancel(sale.no_faktur_group);
    expect([refused.statusCode, refused.json().message]).toEqual([400, M.saldoKurang(`${rekening.kode_bank} ${rekening.no_rekening}`, sale.total)]);
    expect(await kasCount()).toBe(n);
    // with the surcharge in the account, the cancellation gives back the price and the surcharge: the account ends at zero
    await setBalance(t, sale.total + surcharge, { rekening });
    const ok = await cancel(sale.no_faktur_group);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await saldo(rekening.no_rekening)).toBe(0);
    // a part of a receipt gives back no surcharge: the preview says 0
    const part = await sell(2, (total) => [{ jenis: 'CARD', jumlah_rp: total, no_rekening: rekening.no_rekening, fee_persen: 1.5 }]);
    const onePart = await call('POST', '/api/penjualan/batal/rincian', kasir, { no_faktur_group: part.no_faktur_group, no_faktur_jual: [part.detail[0]!.no_faktur_jual] });
    expect(onePart.json().data.pengembalian.map((p: { biaya_kartu: number }) => p.biaya_kartu)).toEqual([0]);
  });

  it('another split only with a supervisor approval (UBAH_PENGEMBALIAN); it must add up; all to the bank then pays the drawer nothing', async () => {
    await setBalance(t, 0);
    const sale = await sell(1, (total) => [{ jenis: 'CASH', jumlah_rp: total }]);
    await setBalance(t, 0);
    const toBank = { pengembalian: [{ jenis: 'BANK', no_rekening: rekening.no_rekening, jumlah_rp: sale.total }] };
    const noApproval = await cancel(sale.no_faktur_group, toBank);
    expect([noApproval.statusCode, noApproval.json().message]).toEqual([400, approvalRequiredMessage(['UBAH_PENGEMBALIAN'])]);
    const wrongTotal = await cancel(sale.no_faktur_group, { pengembalian: [{ ...toBank.pengembalian[0]!, jumlah_rp: sale.total - 1 }] }, ['BATAL_PENJUALAN', 'UBAH_PENGEMBALIAN']);
    expect([wrongTotal.statusCode, wrongTotal.json().message]).toEqual([400, SALES_MESSAGES.refundSplitTotal(sale.total)]);
    const bankBefore = await saldo(rekening.no_rekening);
    const res = await cancel(sale.no_faktur_group, toBank, ['BATAL_PENJUALAN', 'UBAH_PENGEMBALIAN']);
    expect(res.statusCode, res.body).toBe(200);
    const refund = (await kasOf(t, sale.no_faktur_group)).filter((k) => k.kategori === 'BATAL PENJUALAN');
    expect(refund.map((k) => [k.jenis, k.no_rekening, Number(k.jumlah_out)])).toEqual([['BANK', rekening.no_rekening, sale.total]]);
    expect(await saldo()).toBe(0);
    expect(await saldo(rekening.no_rekening)).toBe(bankBefore - sale.total);
  });
});

describe('money moves out of a bank account and to head office', () => {
  it('a card cash-out, a move and money to head office each refused past the balance of the account they leave', async () => {
    await setBalance(t, 50_000);
    await setBalance(t, 20_000, { rekening });
    const n = await kasCount();
    const move = await call('POST', '/api/cash/mutasi-uang-cash', spv, { asal: rekening.kode_bank, asal_rekening: rekening.no_rekening, tujuan: 'CASH', jumlah: 20_001, keterangan: 'tarik', kategori: 'TARIK' });
    expect([move.statusCode, move.json().message]).toEqual([400, M.saldoKurang(`${rekening.kode_bank} ${rekening.no_rekening}`, 20_000)]);
    const send = await call('POST', '/api/kirim-uang', spv, { jumlah_rp: 50_001, tujuan: 'PST', keterangan: 'setoran harian' });
    expect(send.statusCode, send.body).toBe(400);
    const gesek = await call('POST', '/api/non-cash/gesek-tunai', kasir, { no_rekening: rekening.no_rekening, jumlah: 60_000, nama_customer: 'Rina' });
    expect([gesek.statusCode, gesek.json().message], gesek.body).toEqual([400, M.saldoKurang('CASH', 50_000)]);
    expect(await kasCount()).toBe(n);
    expect([await saldo(), await saldo(rekening.no_rekening)]).toEqual([50_000, 20_000]);
  });
});
