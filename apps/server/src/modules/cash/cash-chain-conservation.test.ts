import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSaldoMatchesLedger, fundStore, MONEY_TREE, sellOne, setTree, tglOf } from '../../../test/cash-helpers';
import { pricesFor } from '../../../test/closing-helpers';
import { firstOf, newKey, readyItems } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Money across the chain is never created or lost: after any sequence of sales, buy-backs, sale
 * cancellations, money sent from a branch to head office, its reception there, and closes of the
 * branch's day, all through the HTTP API, every account of both stores equals the sum of its ledger
 * rows, and the sum over every store's accounts plus the money in transit (sent, not yet received)
 * changed by exactly what customers paid or were paid. A close moves nothing: the next day opens with
 * the closing balances.
 */
let t: TestApp;
let kasir: Record<string, string>;
let spv: Record<string, string>;
let owner: Record<string, string>;
let kodeSales: string;
let items: string[] = [];
let seq = 0;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function approve(operasi: string) {
  const res = await call('POST', '/api/otorisasi', kasir, { operasi, user_id: 'SPVBDG', password: 'demo123', deskripsi: 'seq' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

async function inTransit() {
  const row = await t.db.selectFrom('kirim_uang').select(sql<string>`coalesce(sum(jumlah_rp), 0)`.as('s')).where('status', '=', 'OPEN').executeTakeFirstOrThrow();
  return Number(row.s);
}

/** Both stores' balances through GET cash/saldo (each checked against its ledger), and the money in transit. */
async function chain() {
  const bdg = await expectSaldoMatchesLedger(t, kasir, 'BDG');
  const pst = await expectSaldoMatchesLedger(t, owner, 'PST');
  const sum = (rows: { saldo_akhir: number }[]) => rows.reduce((s, r) => s + r.saldo_akhir, 0);
  const transit = await inTransit();
  return { total: sum(bdg) + sum(pst) + transit, drawer: bdg.find((r) => r.akun === 'CASH')!.saldo_akhir, transit };
}

beforeAll(async () => {
  t = await createTestApp();
  await fundStore(t);
  await setTree(t, 'KASIRBDG', MONEY_TREE);
  await setTree(t, 'SPVBDG', { ...MONEY_TREE, utility: [...MONEY_TREE.utility, 'kirim-uang-pusat', 'tutup-toko'] });
  kasir = t.bearer(await t.login('KASIRBDG'));
  spv = t.bearer(await t.login('SPVBDG'));
  owner = t.bearer(await t.login('OWNER'));
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
  items = (await readyItems(t, 40)).map((i) => i.kode_barcode);
});
afterAll(async () => {
  await t.close();
});

type Kind = 'sellCash' | 'buy' | 'cancelSale' | 'send' | 'receive' | 'close';
const step = fc.record({
  kind: fc.constantFrom<Kind>('sellCash', 'sellCash', 'buy', 'cancelSale', 'send', 'receive', 'close'),
  amount: fc.integer({ min: 1_000, max: 4_000_000 }),
  gram: fc.integer({ min: 100, max: 4_999 }),
});

describe('money conservation across the chain (property-based, over the HTTP API)', () => {
  it('every balance is the sum of its movements; stores plus money in transit change only by what customers paid', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 9 }), async (steps) => {
        const sales: { no: string; harga: number }[] = [];
        const sent: string[] = [];
        for (const s of steps) {
          const before = await chain();
          let customerDelta = 0;
          if (s.kind === 'sellCash' && items.length) {
            const sale = await sellOne(t, kasir, items.pop()!, kodeSales);
            sales.push({ no: sale.no_faktur_group, harga: sale.harga });
            customerDelta = sale.harga;
          }
          if (s.kind === 'buy') {
            const detail = [{ nama_barang: `CINCIN SEQ ${seq++}`, kode_group: 'P17', kode_dept: 'GL', berat: (s.gram / 1000).toFixed(3), kode_kondisi: 'NORMAL' }];
            const res = await call('POST', '/api/pembelian', kasir, { idempotency_key: newKey(), kode_sales: kodeSales, nama_customer: 'SITI', no_hp: '0813-1111-2222', detail });
            expect(res.statusCode, res.body).toBe(200);
            customerDelta = -res.json().data.total_harga;
          }
          if (s.kind === 'cancelSale' && sales.length) {
            const sale = sales.pop()!;
            const res = await call('POST', '/api/penjualan/batal', kasir, { no_faktur_group: sale.no, alasan: 'seq', otorisasi: [await approve('BATAL_PENJUALAN')] });
            // a sale of a day closed since can no longer be cancelled
            if (res.statusCode === 200) customerDelta = -sale.harga;
            else expect(res.statusCode, res.body).toBe(400);
          }
          if (s.kind === 'send') {
            const res = await call('POST', '/api/kirim-uang', spv, { jumlah_rp: s.amount, tujuan: 'PST', keterangan: 'setoran', no_reff: `seq ${seq++}` });
            if (s.amount <= before.drawer) {
              expect(res.statusCode, res.body).toBe(200);
              sent.push(res.json().data.nota_kirim);
            } else expect(res.statusCode, res.body).toBe(400);
          }
          if (s.kind === 'receive' && sent.length) {
            const res = await call('PATCH', `/api/kirim-uang/${sent.shift()!}/reception`, owner);
            expect(res.statusCode, res.body).toBe(200);
          }
          if (s.kind === 'close') {
            const tgl = await tglOf(t, 'BDG');
            const res = await call('POST', '/api/tutup-toko', spv, { tgl_system: tgl });
            expect(res.statusCode, res.body).toBe(200);
            const next = await tglOf(t, 'BDG');
            expect(next > tgl).toBe(true);
            // the morning's prices, as a supervisor enters them
            await pricesFor(t, next);
          }
          const after = await chain();
          expect(after.total - before.total, s.kind).toBe(customerDelta);
          // sending never takes the drawer below zero (buy-backs and refunds are not held to it: docs/decisions.md)
          if (s.kind === 'send' && after.drawer < before.drawer) expect(after.drawer, 'the drawer').toBeGreaterThanOrEqual(0);
        }
      }),
      {
        numRuns: 3,
        // one run always walks the whole day: sell, send, close, receive on head office's side, cancel yesterday's sale
        examples: [[(['sellCash', 'sellCash', 'send', 'close', 'receive', 'buy', 'cancelSale'] as const).map((kind) => ({ kind, amount: 1_500_000, gram: 1_000 }))]],
      },
    );
  }, 300_000);
});
