import { BATAL_SURCHARGE_KATEGORI, cardSurcharge, surchargeHeld, SURCHARGE_KATEGORI } from '@emas/domain';
import { joinText, type StatementValue } from '../../db/one-statement';
import type * as cashRepo from '../cash/cash.repository';

type RowContext = { kodeToko: string; tglSystem: string; userId: string };

type CardPayment = { jenis: string; jumlah_rp: number; fee: number; kode_bank: string | null; no_rekening?: string | null | undefined };

type KasRowOf<N extends StatementValue> = Omit<cashRepo.KasRow, 'no_ref' | 'keterangan'> & { no_ref: N; keterangan: N };

/**
 * The card surcharge of a document's payments (every document that takes a card: sale, trade-in, layaway,
 * order, repair, all through kasRowsIn): for each card payment with a fee, one FEE KARTU row into the same
 * bank account for what the card was charged over the amount paid (cardSurcharge), so the account holds what
 * the bank received and the journal credits fee income with it.
 */
export function surchargeRows<N extends StatementValue = string>(ctx: RowContext, noRef: N, keterangan: N, payments: readonly CardPayment[]): KasRowOf<N>[] {
  const rows: KasRowOf<N>[] = [];
  for (const p of payments) {
    if (p.jenis !== 'CARD' || p.fee <= 0) continue;
    const surcharge = cardSurcharge(p.jumlah_rp, p.fee);
    if (surcharge <= 0) continue;
    rows.push({
      kode_toko: ctx.kodeToko,
      tgl_system: ctx.tglSystem,
      kategori: SURCHARGE_KATEGORI,
      keterangan: joinText<N>(`${SURCHARGE_KATEGORI} ${p.fee}% `, keterangan),
      no_ref: noRef,
      jenis: 'BANK',
      kode_bank: p.kode_bank,
      no_rekening: p.no_rekening ?? null,
      jumlah_in: surcharge,
      jumlah_out: 0,
      input_by: ctx.userId,
    });
  }
  return rows;
}

/**
 * A cancelled document's card surcharge given back: for each account its FEE KARTU rows still hold (less any
 * BATAL FEE KARTU already written), one BATAL FEE KARTU row out of that account (the card charge reversed), so
 * the account and fee income return to what they were. `rows` are the document's ledger rows (any kategori).
 */
export function surchargeReversalRows(
  ctx: RowContext,
  noRef: string,
  keterangan: string,
  rows: readonly Parameters<typeof surchargeHeld>[0][number][],
): cashRepo.KasRow[] {
  return surchargeHeld(rows).map((a) => ({
    kode_toko: ctx.kodeToko,
    tgl_system: ctx.tglSystem,
    kategori: BATAL_SURCHARGE_KATEGORI,
    keterangan: `${BATAL_SURCHARGE_KATEGORI} ${keterangan}`.slice(0, 300),
    no_ref: noRef,
    jenis: a.jenis,
    kode_bank: a.kode_bank,
    no_rekening: a.no_rekening,
    kode_marketplace: a.kode_marketplace,
    jumlah_in: 0,
    jumlah_out: a.net,
    input_by: ctx.userId,
  }));
}
