import { CASH_MESSAGES as M, gesekSplit } from '@emas/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSaldoMatchesLedger, MONEY_TREE, sellOne, setTree } from '../../../test/cash-helpers';
import { firstOf, newKey, readyItems } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Money is never created or lost: after any sequence of sales (cash and card), buy-backs, their
 * cancellations, card cash-outs and moves between the store's accounts (mutasi cash and bank), through
 * the HTTP API, every account's balance equals the sum of its ledger rows, the drawer is never negative,
 * and the sum over the store's accounts changed by exactly what customers paid or were paid (a card
 * cash-out leaves the shop its fee).
 */
let t: TestApp;
let kasir: Record<string, string>;
let spv: Record<string, string>;
let kodeSales: string;
let rek: { no_rekening: string; kode_bank: string }[];
let items: string[] = [];
let seq = 0;

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function approve(operasi: string) {
  const res = await call('POST', '/api/otorisasi', kasir, { operasi, user_id: 'SPVBDG', password: 'demo123', deskripsi: 'seq' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

async function saldo() {
  const rows = await expectSaldoMatchesLedger(t, kasir);
  return { total: rows.reduce((s, r) => s + r.saldo_akhir, 0), drawer: rows.find((r) => r.akun === 'CASH')!.saldo_akhir, of: (akun: string) => rows.find((r) => r.akun === akun)?.saldo_akhir ?? 0 };
}

beforeAll(async () => {
  t = await createTestApp();
  await setTree(t, 'KASIRBDG', MONEY_TREE);
  await setTree(t, 'SPVBDG', MONEY_TREE);
  kasir = t.bearer(await t.login('KASIRBDG'));
  spv = t.bearer(await t.login('SPVBDG'));
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
  rek = await t.db.selectFrom('rekening').select(['no_rekening', 'kode_bank']).where('kode_toko', '=', 'BDG').orderBy('no_rekening').limit(2).execute();
  await t.db.updateTable('rekening').set({ fee_gesek_persen: '1.75' }).where('kode_toko', '=', 'BDG').execute();
  items = (await readyItems(t, 40)).map((i) => i.kode_barcode);
});
afterAll(async () => {
  await t.close();
});

type Kind = 'sellCash' | 'sellCard' | 'buy' | 'cancelSale' | 'cancelBuy' | 'gesek' | 'toBank' | 'toDrawer' | 'bankToBank';
const step = fc.record({
  kind: fc.constantFrom<Kind>('sellCash', 'sellCard', 'buy', 'cancelSale', 'cancelBuy', 'gesek', 'toBank', 'toDrawer', 'bankToBank'),
  amount: fc.integer({ min: 1, max: 3_000_000 }),
  gram: fc.integer({ min: 100, max: 9_999 }),
});

describe('money conservation (property-based, over the HTTP API)', () => {
  it('every balance is the sum of its movements; the total changes only by what customers paid or were paid', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 8 }), async (steps) => {
        const sales: { no: string; harga: number }[] = [];
        const buys: { no: string; total: number }[] = [];
        for (const s of steps) {
          const before = await saldo();
          let customerDelta = 0;
          if ((s.kind === 'sellCash' || s.kind === 'sellCard') && items.length) {
            const sale = await sellOne(t, kasir, items.pop()!, kodeSales, s.kind === 'sellCard' ? { no_rekening: rek[0]!.no_rekening } : undefined);
            sales.push({ no: sale.no_faktur_group, harga: sale.harga });
            customerDelta = sale.harga;
          }
          if (s.kind === 'buy') {
            const detail = [{ nama_barang: `GELANG SEQ ${seq++}`, kode_group: 'P17', kode_dept: 'GL', berat: (s.gram / 1000).toFixed(3), kode_kondisi: 'NORMAL' }];
            const res = await call('POST', '/api/pembelian', kasir, { idempotency_key: newKey(), kode_sales: kodeSales, nama_customer: 'SITI', no_hp: '0813-1111-2222', detail });
            if (res.statusCode === 200) {
              buys.push({ no: res.json().data.no_faktur_group, total: res.json().data.total_harga });
              customerDelta = -res.json().data.total_harga;
            } else {
              // a buy-back the drawer cannot pay (earlier steps moved its money to the bank) is refused, writing nothing
              expect(res.statusCode, res.body).toBe(400);
              expect(res.json().message).toMatch(/^Saldo CASH tidak cukup \(saldo Rp [\d,]+\)/);
            }
          }
          if (s.kind === 'cancelSale' && sales.length) {
            const sale = sales.pop()!;
            const res = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: sale.no, alasan: 'seq', otorisasi: [await approve('BATAL_PENJUALAN')] });
            if (res.statusCode === 200) customerDelta = -sale.harga;
            else expect(res.statusCode, res.body).toBe(400);
          }
          if (s.kind === 'cancelBuy' && buys.length) {
            const buy = buys.pop()!;
            const res = await call('POST', '/api/pembelian/batal', kasir, { no_faktur_group: buy.no, alasan: 'seq', otorisasi: [await approve('BATAL_PEMBELIAN')] });
            if (res.statusCode === 200) customerDelta = buy.total;
            else expect(res.statusCode, res.body).toBe(400);
          }
          if (s.kind === 'gesek') {
            const res = await call('POST', '/api/non-cash/gesek-tunai', kasir, { no_rekening: rek[1]!.no_rekening, jumlah: s.amount });
            const split = gesekSplit(s.amount, '1.75');
            if (split.dibayar === 0) expect(res.json().message).toBe(M.gesekTooSmall);
            else if (split.dibayar <= before.drawer) {
              expect(res.statusCode, res.body).toBe(200);
              expect([res.json().data.fee_rp, res.json().data.dibayar]).toEqual([split.fee_rp, split.dibayar]);
              customerDelta = split.fee_rp;
            } else expect(res.statusCode).toBe(400);
          }
          if (s.kind === 'toBank' || s.kind === 'toDrawer') {
            const [a] = rek;
            const body = s.kind === 'toBank' ? { asal: 'CASH', tujuan: a!.kode_bank, tujuan_rekening: a!.no_rekening } : { asal: a!.kode_bank, asal_rekening: a!.no_rekening, tujuan: 'CASH' };
            const res = await call('POST', '/api/cash/mutasi-uang-cash', spv, { ...body, jumlah: s.amount, keterangan: 'seq', kategori: 'LAINNYA' });
            const held = s.kind === 'toBank' ? before.drawer : before.of(a!.no_rekening);
            expect(res.statusCode, res.body).toBe(s.amount <= held ? 200 : 400);
          }
          if (s.kind === 'bankToBank') {
            const [a, b] = rek;
            const res = await call('POST', '/api/cash/mutasi-uang-bank', spv, { asal: a!.kode_bank, asal_rekening: a!.no_rekening, tujuan: b!.kode_bank, tujuan_rekening: b!.no_rekening, jumlah: s.amount, keterangan: 'seq', kategori: 'PINDAH BUKU' });
            expect(res.statusCode, res.body).toBe(s.amount <= before.of(a!.no_rekening) ? 200 : 400);
          }
          const after = await saldo();
          expect(after.total - before.total, s.kind).toBe(customerDelta);
          // a move of the cash book never takes the drawer below zero (a buy-back is not checked: see docs/decisions.md)
          if ((s.kind === 'gesek' || s.kind === 'toBank') && after.drawer < before.drawer) expect(after.drawer).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 3 },
    );
  }, 300_000);
});
