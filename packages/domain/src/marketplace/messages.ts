/** Messages of the marketplace module, in Indonesian. No zod here (first-load size). */
export const MARKETPLACE_MESSAGES = {
  saleSaved: 'Penjualan Marketplace Berhasil Disimpan',
  imported: 'Order Marketplace Berhasil Diimport',
  previewOk: 'File Order Siap Diimport',
  importRefused: 'File order ditolak, tidak ada yang disimpan. Perbaiki baris berikut.',
  payoutSaved: 'Pencairan Marketplace Berhasil Disimpan',
  akunRequired: 'Akun Marketplace Harus Dipilih',
  akunUnknown: 'Akun marketplace tidak ditemukan',
  noOrderRequired: 'No Order Tidak Boleh Kosong',
  noOrderInvalid: 'No Order hanya boleh huruf, angka, titik, strip dan garis miring (maksimal 50 karakter)',
  noOrderDuplicate: 'No Order sudah pernah dicatat untuk akun marketplace ini',
  noOrderTwice: 'No Order muncul dua kali dengan data pembeli berbeda',
  pembeliRequired: 'Nama Pembeli Tidak Boleh Kosong',
  barcodeRequired: 'Kode Barcode Barang Marketplace Tidak Boleh Kosong',
  barcodeUnknown: 'Kode barcode tidak ditemukan',
  barcodeTwice: 'Barang yang sama tidak dapat dijual dua kali',
  notInStock: 'Barang tidak ready di stok',
  notInTray: 'Barang tidak berada di baki marketplace akun ini',
  photoRequired: 'Foto wajib diisi untuk integrasi marketplace',
  hargaInvalid: 'Harga harus angka bulat lebih dari 0',
  ongkirInvalid: 'Ongkir harus angka bulat, tidak boleh minus',
  biayaInvalid: 'Biaya harus angka bulat, tidak boleh minus',
  biayaOverTotal: 'Biaya marketplace tidak boleh melebihi total order',
  noLines: 'Pilih paling sedikit satu barang marketplace',
  csvEmpty: 'File order kosong',
  csvHeaderMissing: 'Kolom wajib tidak ada di baris judul: {kolom}',
  csvTooMany: 'File order maksimal 500 baris',
  csvColumns: 'Jumlah kolom tidak sama dengan baris judul',
  ordersRequired: 'Pilih paling sedikit satu order',
  orderUnknown: 'Order tidak ditemukan atau sudah dicairkan',
  orderOtherAkun: 'Order bukan milik akun marketplace yang dipilih',
  rekeningRequired: 'Rekening Harus Dipilih',
  rekeningUnknown: 'Rekening tidak ditemukan',
  diterimaInvalid: 'Jumlah diterima harus angka bulat lebih dari 0',
  diterimaOver: 'Jumlah diterima tidak boleh melebihi piutang order yang dipilih',
  bakiNotInGudang: 'Baki tidak berada di gudang yang dipilih',
  moduleOff: 'Modul marketplace tidak aktif',
} as const;

/** A message with its row: 'Baris 3: Kode barcode tidak ditemukan'. */
export function rowMessage(baris: number, message: string): string {
  return `Baris ${baris}: ${message}`;
}
