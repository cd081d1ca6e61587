/** Messages of receiving goods (Indonesian). */
export const RECEIVING_MESSAGES = {
  noKirimRequired: 'No Kirim Tidak Boleh Kosong',
  noTerimaRequired: 'No Terima Tidak Boleh Kosong',
  /** spec 000 §5 (receive money): an empty lookup */
  noTerimaNotFound: 'No Terima Tidak Ditemukan',
  tokoTujuanRequired: 'Toko Tujuan Tidak Boleh Kosong',
  tokoTujuanSelf: 'Toko tujuan tidak boleh toko sendiri',
  kirimForbidden: 'Hanya kantor pusat, supervisor atau owner yang dapat mengirim barang',
  selesaiForbidden: 'Hanya supervisor atau owner yang dapat menyelesaikan faktur bermasalah',
  supplierRequired: 'Nama Supplier Tidak Boleh Kosong',
  noFakturSupplierRequired: 'No Faktur Supplier Tidak Boleh Kosong',
  alasanRequired: 'Alasan Tidak Boleh Kosong',
  catatanRequired: 'Catatan Tidak Boleh Kosong',
  noLines: 'Data Barang Tidak Boleh Kosong',
  alreadyReceived: 'Kiriman ini sudah diterima',
  nothingFound: 'Belum ada barang pengiriman yang ditemukan saat stock opname penerimaan',
  batalPreviousDate: 'Penerimaan barang tanggal sebelumnya tidak dapat dibatalkan',
  sent: 'Kirim Barang Berhasil',
  received: 'Penerimaan Barang Berhasil',
  cancelled: 'Penerimaan Barang Berhasil Dibatalkan',
  scanned: 'Barcode Berhasil Discan',
  scanReset: 'Data Scan Berhasil Direset',
  resolved: 'Faktur Bermasalah Berhasil Diselesaikan',
  found: 'Data Tersedia',
  empty: 'Data Tidak Tersedia',
} as const;

export function kirimNotFoundMessage(noKirim: string): string {
  return `No Kirim ${noKirim} tidak ditemukan`;
}

export function alreadyReceivedMessage(noKirim: string, noTerima: string | null): string {
  return `No Kirim ${noKirim} sudah diterima${noTerima ? ` dengan No Terima ${noTerima}` : ''}`;
}

export function kirimCancelledMessage(noKirim: string): string {
  return `No Kirim ${noKirim} sudah dibatalkan`;
}

export function notChainShipmentMessage(noKirim: string): string {
  return `No Kirim ${noKirim} adalah kiriman supplier, tidak perlu stock opname penerimaan`;
}

export function tokoUnknownMessage(kodeToko: string): string {
  return `Toko ${kodeToko} tidak terdaftar`;
}

export function accessoryNotShippableMessage(code: string): string {
  return `Barcode ${code} adalah barang aksesoris dan tidak dapat dikirim`;
}

export function scannedTwiceMessage(code: string): string {
  return `Barcode ${code} sudah discan`;
}

export function notInShipmentMessage(code: string, noKirim: string): string {
  return `Barcode ${code} tidak ada di pengiriman ${noKirim}`;
}

export function terimaCancelledMessage(noTerima: string): string {
  return `No Terima ${noTerima} sudah dibatalkan`;
}

/** An undo refused because an item received is no longer where it was put. */
export function itemMovedMessage(code: string, status: string, kodeBaki: string): string {
  return `Barang ${code} sudah ${status === 'READY' ? `dipindah dari baki ${kodeBaki}` : `berstatus ${status}`}, penerimaan tidak dapat dibatalkan`;
}

export function fakturNotFoundMessage(noFaktur: string): string {
  return `Faktur ${noFaktur} tidak ditemukan`;
}

export function fakturNotOpenMessage(noFaktur: string, status: string): string {
  return status === 'SELESAI' ? `Faktur ${noFaktur} sudah diselesaikan` : `Faktur ${noFaktur} sudah dibatalkan`;
}
