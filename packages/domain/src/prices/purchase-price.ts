import type { ModuleFlags } from '../access/modules';
import { dateField, kadarField, codeField, moneyField } from '../masters/fields';
import { MASTER_MESSAGES } from '../masters/messages';
import { defaultWrites } from '../masters/schemas';
import type { MasterDef } from '../masters/types';
import { purchasePriceMissingMessage } from '../suppliers/messages';
import { checkPriceDate, refusesStalePrice } from './rules';

/**
 * The purchase gold price parameter (spec 000 §6 /master-parameter-harga-pembelian, spec 001 §7
 * `parameter-harga-emas-pembelian`): what the shop pays per gram when it buys gold back, by purity, dated. With
 * PARAMETER_HARGA_EMAS_PEMBELIAN_MODULE on, the buy-back counter prices a line from here (the line's purity) instead
 * of the group's buy price; a line with a price code (para-harga-beli) keeps its code's price.
 */
export const PARAMETER_HARGA_EMAS_PEMBELIAN_MODULE = 'PARAMETER_HARGA_EMAS_PEMBELIAN_MODULE';

export const PARAMETER_HARGA_EMAS_PEMBELIAN: MasterDef = {
  key: 'parameter-harga-emas-pembelian',
  title: 'Parameter Harga Emas Pembelian',
  route: '/master-parameter-harga-pembelian',
  table: 'parameter_harga_emas_pembelian',
  code: codeField('kode_parameter', 'Kode Parameter', 20),
  nameField: 'kadar',
  fields: [
    dateField('tgl_berlaku', 'Tanggal Berlaku'),
    kadarField('kadar', 'Kadar'),
    moneyField('harga_per_gram', 'Harga Per Gram', { notZeroMessage: 'Harga Per Gram tidak boleh 0' }),
  ],
  reads: [{ path: 'parameter-harga-emas-pembelian' }],
  writes: defaultWrites('parameter-harga-emas-pembelian', 'kode_parameter'),
  messages: {
    created: MASTER_MESSAGES.created,
    updated: MASTER_MESSAGES.updated,
    deleted: MASTER_MESSAGES.deleted,
    createFailed: MASTER_MESSAGES.createFailed,
    updateFailed: MASTER_MESSAGES.updateFailed,
    deleteFailed: MASTER_MESSAGES.deleteFailed,
  },
  orderBy: 'tgl_berlaku',
  module: PARAMETER_HARGA_EMAS_PEMBELIAN_MODULE,
};

/** A row of the parameter: purity in hundredths, the date it holds from, the price, and its order of entry. */
export type PurchasePriceEntry = { kadar: number; tgl_berlaku: string; harga_per_gram: number; urutan: number };

/**
 * The purchase price in force for a purity on a document's date: of the rows of that purity holding from that
 * date or earlier, the one with the latest date; on the same date, the one entered (or edited) last. Null when
 * none holds yet. A row dated after the document never prices it.
 */
export function purchasePriceInForce<T extends PurchasePriceEntry>(rows: readonly T[], kadar: number, tanggal: string): T | null {
  let best: T | null = null;
  for (const row of rows) {
    if (row.kadar !== kadar || row.tgl_berlaku > tanggal) continue;
    if (!best || row.tgl_berlaku > best.tgl_berlaku || (row.tgl_berlaku === best.tgl_berlaku && row.urutan > best.urutan)) best = row;
  }
  return best;
}

/** Purity in hundredths as the screens write it ('75', '99.9'). */
export function kadarLabel(kadar: number): string {
  return String(kadar / 100);
}

/**
 * Why the price in force (or null) may not price a buy-back of `tanggal`, or null when it may: no price for the
 * purity, or, with the stale-price guard on (TOLAK_HARGA_EMAS_LAMA_MODULE, on by default), a price set before the
 * document's date (the same rule as the gold price parameter).
 */
export function purchasePriceRefusal(entry: Pick<PurchasePriceEntry, 'tgl_berlaku'> | null, kadar: number, tanggal: string, modules: ModuleFlags | null | undefined): string | null {
  if (!entry) return purchasePriceMissingMessage(kadarLabel(kadar));
  const check = checkPriceDate(entry.tgl_berlaku, tanggal, refusesStalePrice(modules));
  return check.ok ? null : check.message;
}
