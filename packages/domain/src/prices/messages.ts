import { formatRupiah } from '../format/number';

/** Messages of the gold price and buying price screens (spec 000 §8, spec 001 §8), byte for byte. */
export const PRICE_MESSAGES = {
  // Parameter Harga Beli (spec 000 §8)
  buyPriceSaved: 'Berhasil Menyimpan Data',
  buyPriceEdited: 'Berhasil Mengedit Data',
  buyPriceDeleted: 'Berhasil Menghapus Data',
  buyPriceSendFailed: 'Terjadi Kesalhaan Saat Mengirim Data',
  buyPriceDeleteFailed: 'Gagal Menghapus Data',
  // Parameter Harga Emas Global (spec 001 §8)
  globalSaved: 'Data Berhasil Disimpan',
  globalSaveFailed: 'Data Gagal disimpan',
  globalTooHigh: 'Harga Emas Global tidak boleh lebih dari Rp 100,000,000 per gram',
  // Master Parameter Harga Emas
  pricesSaved: 'Data Berhasil Disimpan',
  pricesSaveFailed: 'Data Gagal disimpan',
  tglBerlakuBeforeActive: 'Tanggal berlaku tidak boleh sebelum tanggal aktif toko',
  buyOverSell: 'Harga Beli tidak boleh lebih besar dari Harga Jual',
  groupTwice: 'Group tidak boleh diisi dua kali',
} as const;

/** The question before a new global price reprices every group that follows it (no old price the first time). */
export function globalPriceConfirmMessage(oldPrice: number | null, newPrice: number): string {
  const from = oldPrice ? `dari ${formatRupiah(oldPrice)} ` : '';
  return `Ubah Harga Emas Global ${from}menjadi ${formatRupiah(newPrice)} per gram? Semua group yang ikut harga global akan dihitung ulang.`;
}
