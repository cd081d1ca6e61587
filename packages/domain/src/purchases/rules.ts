import { PURCHASE_MESSAGES } from './messages';

/**
 * Whether a buy-back may be cancelled (spec 000 §5: yesterday's purchases cannot be cancelled; a
 * trade-in's purchase goes with its sale). Dates are business dates (YYYY-MM-DD).
 */
export function canCancelPurchase(input: { tgl_system_beli: string; tgl_aktif: string; status: string; no_faktur_tukar: string | null }): { ok: true } | { ok: false; message: string } {
  if (input.status === 'BATAL') return { ok: false, message: PURCHASE_MESSAGES.purchaseAlreadyCancelled };
  if (input.no_faktur_tukar) return { ok: false, message: PURCHASE_MESSAGES.tukarCancelHere(input.no_faktur_tukar) };
  if (input.tgl_system_beli.slice(0, 10) < input.tgl_aktif.slice(0, 10)) return { ok: false, message: PURCHASE_MESSAGES.yesterdayCancel };
  return { ok: true };
}
