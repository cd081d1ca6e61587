import { DEFAULT_PEMBULATAN } from '../prices/rules';
import { priceSaleLine } from '../sales/pricing';
import type { Rupiah } from '../units/money';
import type { Milligrams } from '../units/weight';

/**
 * Today's price of a catalogue item for customers: its weight at the sell price per gram in force
 * on the store's business date for the item's group (a GRAM line of the sales counter with no
 * labour), rounded up to the sales rounding unit (500 unless told). With no group or no price in
 * force the item's own harga_jual is its price.
 */
export function catalogueItemPrice(input: { beratMg: Milligrams; hargaPerGram: number | null; hargaJual: Rupiah; unit?: number }): Rupiah {
  if (input.hargaPerGram === null || input.hargaPerGram <= 0) return input.hargaJual;
  return priceSaleLine({
    jenis_harga: 'GRAM',
    beratMg: input.beratMg,
    hargaPerGram: input.hargaPerGram,
    ongkos: 0,
    harga_jual: 0,
    jumlah: 1,
    unit: input.unit ?? DEFAULT_PEMBULATAN,
    down: false,
  });
}
