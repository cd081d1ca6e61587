import { CASH_PREFIX, formatDocumentNumber } from '@emas/domain';
import type { Kysely } from 'kysely';
import * as stockRepo from '../modules/stock/stock.repository';
import type { Database } from './schema';

/**
 * The demo chain's opening balances (docs/decisions.md "Demo chain's first hour"): every drawer and every bank account of every store
 * starts with money, so the money screens (/mutasi-uang-cash, /mutasi-uang-bank, /kirim-uang-pusat, ...)
 * work on a fresh clone. Each balance is a SALDO AWAL row of the cash ledger on the seed's business date,
 * one document per store; the ledger's trigger posts its journal (debit the money account, credit 3-1100
 * MODAL, migration 0040), so the cash book, the trial balance and the closing all start from it.
 */

/** Opening balances in rupiah: head office holds more than a branch. */
export const DEMO_OPENING_BALANCE = {
  PUSAT: { cash: 250_000_000, bank: 750_000_000 },
  CABANG: { cash: 100_000_000, bank: 200_000_000 },
} as const;

export const DEMO_OPENING_KETERANGAN = 'SALDO AWAL TOKO (MODAL PEMILIK)';

export async function seedOpeningBalances(db: Kysely<Database>, stores: readonly { kode_toko: string; type: 'PUSAT' | 'CABANG' }[], today: string): Promise<void> {
  const rekening = await db.selectFrom('rekening').select(['kode_toko', 'kode_bank', 'no_rekening']).orderBy('kode_toko').orderBy('no_rekening').execute();
  for (const store of stores) {
    const amount = DEMO_OPENING_BALANCE[store.type];
    const seq = await stockRepo.takeNumbers(db, store.kode_toko, CASH_PREFIX.SALDO_AWAL, 1);
    const noRef = formatDocumentNumber(CASH_PREFIX.SALDO_AWAL, store.kode_toko, today, seq);
    const row = { kode_toko: store.kode_toko, tgl_system: today, kategori: 'SALDO AWAL' as const, keterangan: DEMO_OPENING_KETERANGAN, no_ref: noRef, jumlah_out: 0, input_by: 'SEED' };
    await db
      .insertInto('kas_mutasi')
      .values([
        { ...row, jenis: 'CASH', kode_bank: null, no_rekening: null, jumlah_in: amount.cash },
        ...rekening
          .filter((r) => r.kode_toko === store.kode_toko)
          .map((r) => ({ ...row, jenis: 'BANK' as const, kode_bank: r.kode_bank, no_rekening: r.no_rekening, jumlah_in: amount.bank })),
      ])
      .execute();
  }
}
