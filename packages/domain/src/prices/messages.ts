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
  // Master Parameter Harga Emas
  pricesSaved: 'Data Berhasil Disimpan',
  pricesSaveFailed: 'Data Gagal disimpan',
  tglBerlakuBeforeActive: 'Tanggal berlaku tidak boleh sebelum tanggal aktif toko',
  buyOverSell: 'Harga Beli tidak boleh lebih besar dari Harga Jual',
  groupTwice: 'Group tidak boleh diisi dua kali',
} as const;
