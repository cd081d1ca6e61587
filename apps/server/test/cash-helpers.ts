import { kasBalances, type KasBalance } from '@emas/domain';
import { expect } from 'vitest';
import { newKey } from './sales-helpers';
import type { TestApp } from './test-app';

/**
 * Helpers of the cash-book tests: akses trees of the money screens, a cash sale to fill the drawer,
 * and the proof that every account's balance the API answers is the sum of its ledger rows.
 */

export const MONEY_TREE = {
  penjualan: ['transaksi-penjualan', 'lihat-penjualan', 'batal-penjualan'],
  pembelian: ['transaksi-pembelian', 'lihat-pembelian', 'batal-pembelian'],
  utility: ['uang-kas', 'uang-bank', 'gesek-tunai', 'mutasi-uang-bank', 'mutasi-uang-cash'],
  validasi: ['pengalihan-saldo-uang'],
};

export async function setTree(t: TestApp, userId: string, groups: Record<string, readonly string[]>) {
  const tree = Object.entries(groups).map(([key, keys]) => ({ key, is_show: true, children: keys.map((k) => ({ key: k, is_show: true, children: [] })) }));
  await t.db.updateTable('users').set({ akses: JSON.stringify(tree) }).where('user_id', '=', userId).execute();
}

/** Every ledger row of a store, as the domain ledger reads them. */
export async function ledgerOf(t: TestApp, kodeToko = 'BDG') {
  return t.db.selectFrom('kas_mutasi').select(['tgl_system', 'jenis', 'no_rekening', 'jumlah_in', 'jumlah_out', 'kategori', 'no_ref']).where('kode_toko', '=', kodeToko).orderBy('id').execute();
}

export async function tglOf(t: TestApp, kodeToko = 'BDG') {
  return (await t.db.selectFrom('toko').select('tgl_system').where('kode_toko', '=', kodeToko).executeTakeFirstOrThrow()).tgl_system;
}

/** The balances computed by the domain from the raw rows, keyed by account. */
export async function expectedBalances(t: TestApp, kodeToko = 'BDG'): Promise<Map<string, KasBalance>> {
  const rows = await ledgerOf(t, kodeToko);
  return new Map(kasBalances(rows, await tglOf(t, kodeToko)).map((b) => [b.akun, b]));
}

/** GET cash/saldo answers, for every account, exactly the domain's balance of the ledger rows. */
export async function expectSaldoMatchesLedger(t: TestApp, headers: Record<string, string>, kodeToko = 'BDG') {
  const res = await t.app.inject({ method: 'GET', url: '/api/cash/saldo', headers });
  expect(res.statusCode, res.body).toBe(200);
  const expected = await expectedBalances(t, kodeToko);
  for (const s of res.json().data.saldo as (KasBalance & { jenis: string })[]) {
    const e = expected.get(s.akun) ?? { akun: s.akun, saldo_awal: 0, masuk: 0, keluar: 0, saldo_akhir: 0 };
    expect({ akun: s.akun, saldo_awal: s.saldo_awal, masuk: s.masuk, keluar: s.keluar, saldo_akhir: s.saldo_akhir }).toEqual(e);
  }
  return res.json().data.saldo as (KasBalance & { jenis: string; kode_bank: string | null })[];
}

/** Sells one READY item of the store for cash (or by card into `rekening`); answers the receipt. */
export async function sellOne(t: TestApp, headers: Record<string, string>, kodeBarcode: string, kodeSales: string, card?: { no_rekening: string }) {
  const q = await t.app.inject({ method: 'GET', url: `/api/penjualan/barang/${kodeBarcode}`, headers });
  expect(q.statusCode, q.body).toBe(200);
  const harga = q.json().data.harga_hitung as number;
  const pembayaran = card ? [{ jenis: 'CARD', jumlah_rp: harga, no_rekening: card.no_rekening, fee_persen: 0 }] : [{ jenis: 'CASH', jumlah_rp: harga }];
  const res = await t.app.inject({ method: 'POST', url: '/api/penjualan', headers, payload: { idempotency_key: newKey(), kode_sales: kodeSales, detail: [{ kode_barcode: kodeBarcode, harga }], pembayaran } });
  expect(res.statusCode, res.body).toBe(200);
  return { no_faktur_group: res.json().data.no_faktur_group as string, harga };
}

/**
 * Opening money for a test: a KAS MASUK row into the store's drawer and into each of its bank accounts,
 * on its business date. No payout may take an account below zero, and a fresh demo chain may open at
 * zero, so a test that pays out (buy-backs, loans, cancellations) puts the money in first.
 */
export async function fundStore(t: TestApp, kodeToko = 'BDG', amount = 1_000_000_000) {
  const tgl = await tglOf(t, kodeToko);
  const rekening = await t.db.selectFrom('rekening').select(['kode_bank', 'no_rekening']).where('kode_toko', '=', kodeToko).execute();
  const row = { kode_toko: kodeToko, tgl_system: tgl, kategori: 'KAS MASUK' as const, keterangan: 'MODAL AWAL UJI', no_ref: `MODAL-${kodeToko}`, jumlah_in: amount, jumlah_out: 0, input_by: 'TEST' };
  await t.db
    .insertInto('kas_mutasi')
    .values([{ ...row, jenis: 'CASH' as const }, ...rekening.map((r) => ({ ...row, jenis: 'BANK' as const, kode_bank: r.kode_bank, no_rekening: r.no_rekening }))])
    .execute();
}

/** Sets a store's drawer (or one bank account) to exactly `saldo` with one KAS MASUK or KAS KELUAR row. */
export async function setBalance(t: TestApp, saldo: number, opts: { kodeToko?: string; rekening?: { kode_bank: string; no_rekening: string } } = {}) {
  const kodeToko = opts.kodeToko ?? 'BDG';
  const akun = opts.rekening?.no_rekening ?? 'CASH';
  const now = (await expectedBalances(t, kodeToko)).get(akun)?.saldo_akhir ?? 0;
  const diff = saldo - now;
  if (diff === 0) return;
  await t.db
    .insertInto('kas_mutasi')
    .values({
      kode_toko: kodeToko,
      tgl_system: await tglOf(t, kodeToko),
      kategori: diff > 0 ? 'KAS MASUK' : 'KAS KELUAR',
      keterangan: 'SALDO UJI',
      no_ref: `SALDO-${kodeToko}`,
      jenis: opts.rekening ? 'BANK' : 'CASH',
      kode_bank: opts.rekening?.kode_bank ?? null,
      no_rekening: opts.rekening?.no_rekening ?? null,
      jumlah_in: Math.max(diff, 0),
      jumlah_out: Math.max(-diff, 0),
      input_by: 'TEST',
    })
    .execute();
}
