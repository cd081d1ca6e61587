/** Messages of the suppliers and purchase prices area (issue 35, Indonesian). No zod here: codes.ts imports it. */
export const SUPPLIER_MESSAGES = {
  supplierPick: 'Supplier harus dipilih dari Master Supplier',
  supplierUnknown: 'Supplier tidak terdaftar di Master Supplier',
  hargaModalRequired: 'Harga Modal Per Gram tidak boleh 0',
  hargaModalInvalid: 'Harga Modal Per Gram harus angka bulat',
  hargaModalTooHigh: 'Harga Modal Per Gram tidak boleh lebih dari Rp 100,000,000',
  updateKadarSaved: 'Kadar Barang Berhasil Diupdate',
  kadarUnchanged: 'Kadar baru sama dengan kadar sekarang',
} as const;

/** The purchase price parameter has no price in force for a purity on a date. */
export function purchasePriceMissingMessage(kadar: string): string {
  return `Harga emas pembelian kadar ${kadar} belum diatur`;
}
