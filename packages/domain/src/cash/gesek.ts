import { percentToHundredths, roundFractionToUnit } from '../sales/pricing';
import { assertRupiah, type Rupiah } from '../units/money';

/**
 * Card cash-out (gesek tunai): the customer's card is charged `jumlah` into the store's bank account;
 * the shop keeps a fee of the account's fee percent and the drawer pays out the rest.
 * fee_rp = ceil(jumlah x fee% / 100), in whole rupiah, rounded UP (the shop never pays part of the
 * card's fee); computed exactly in hundredths of a percent: ceil(jumlah x feeHundredths / 10000).
 * Laws: 0 <= fee_rp <= jumlah; fee_rp + dibayar = jumlah; fee 0 -> fee_rp 0; fee 100 -> dibayar 0.
 */
export type GesekSplit = { jumlah: Rupiah; fee_persen: number; fee_rp: Rupiah; dibayar: Rupiah };

export function gesekSplit(jumlah: number, feePersen: number | string): GesekSplit {
  assertRupiah(jumlah);
  if (jumlah < 0) throw new RangeError(`Jumlah tidak sah: ${jumlah}`);
  const h = percentToHundredths(feePersen);
  if (h === null) throw new RangeError(`Fee tidak sah: ${feePersen}`);
  const fee = roundFractionToUnit(BigInt(jumlah) * BigInt(h), 10_000n, 1, false);
  return { jumlah, fee_persen: h / 100, fee_rp: fee, dibayar: jumlah - fee };
}
