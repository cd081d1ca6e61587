import { cardAmount } from '../sales/pricing';
import type { Rupiah } from '../units/money';

/**
 * The card surcharge: a card payment of `jumlah_rp` with a fee of `fee_persen` swipes
 * cardAmount(jumlah_rp, fee) (rounded up to the rupiah); the document is paid `jumlah_rp` and the
 * difference is the shop's income, written as its own money row (kategori FEE KARTU, into the same bank
 * account) so the account in the product holds what the bank received. A cancellation writes it back
 * out (BATAL FEE KARTU).
 * Laws: surcharge >= 0; jumlah_rp + surcharge = cardAmount(jumlah_rp, fee); fee 0 -> 0;
 * 0 <= surcharge x 10000 - jumlah_rp x fee_hundredths < 10000 (never a whole rupiah above the exact fee).
 */
export function cardSurcharge(jumlahRp: number, feePersen: number | string): Rupiah {
  return cardAmount(jumlahRp, feePersen) - jumlahRp;
}

/** The money-ledger kinds of the card surcharge and of its reversal. */
export const SURCHARGE_KATEGORI = 'FEE KARTU' as const;
export const BATAL_SURCHARGE_KATEGORI = 'BATAL FEE KARTU' as const;

/** Whether a ledger row is a card surcharge (or its reversal), not a payment of the document. */
export function isSurchargeKategori(kategori: string | null | undefined): boolean {
  return kategori === SURCHARGE_KATEGORI || kategori === BATAL_SURCHARGE_KATEGORI;
}
