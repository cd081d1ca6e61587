import { fillMessage, MESSAGE_TEMPLATES } from '../messages/templates';

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
  /** spec 000 §5 ("a shipping logistic and expedition must be chosen"; the spec quotes no Indonesian text) */
  logistikRequired: 'Logistik Dan Ekspedisi Pengiriman Harus Dipilih',
  ekspedisiNotOfLogistik: 'Ekspedisi Tidak Sesuai Dengan Logistik Yang Dipilih',
  alamatTujuanMissing: 'Alamat Toko Tujuan Belum Ada Di Master Toko Kirim',
  statusPengirimanUpdated: 'Status Pengiriman Berhasil Diubah',
  statusPengirimanForbidden: 'Hanya toko pengirim yang dapat mengubah status pengiriman',
  statusPengirimanClosed: 'Kiriman yang sudah diterima tidak dapat diubah statusnya',
  found: 'Data Tersedia',
  empty: 'Data Tidak Tersedia',
} as const;

const T = MESSAGE_TEMPLATES.shipments;

export function kirimNotFoundMessage(noKirim: string): string {
  return fillMessage(T.kirimNotFound, { noKirim });
}

export function alreadyReceivedMessage(noKirim: string, noTerima: string | null): string {
  return noTerima ? fillMessage(T.alreadyReceivedAs, { noKirim, noTerima }) : fillMessage(T.alreadyReceived, { noKirim });
}

export function kirimCancelledMessage(noKirim: string): string {
  return fillMessage(T.kirimCancelled, { noKirim });
}

export function notChainShipmentMessage(noKirim: string): string {
  return fillMessage(T.notChainShipment, { noKirim });
}

export function tokoUnknownMessage(kodeToko: string): string {
  return fillMessage(T.tokoUnknown, { kodeToko });
}

export function accessoryNotShippableMessage(code: string): string {
  return fillMessage(T.accessoryNotShippable, { code });
}

export function scannedTwiceMessage(code: string): string {
  return fillMessage(T.scannedTwice, { code });
}

export function notInShipmentMessage(code: string, noKirim: string): string {
  return fillMessage(T.notInShipment, { code, noKirim });
}

export function terimaCancelledMessage(noTerima: string): string {
  return fillMessage(T.terimaCancelled, { noTerima });
}

/** An undo refused because an item received is no longer where it was put. */
export function itemMovedMessage(code: string, status: string, kodeBaki: string): string {
  return status === 'READY' ? fillMessage(T.itemMovedFromTray, { code, kodeBaki }) : fillMessage(T.itemStatusChanged, { code, status });
}

export function fakturNotFoundMessage(noFaktur: string): string {
  return fillMessage(T.fakturNotFound, { noFaktur });
}

export function fakturNotOpenMessage(noFaktur: string, status: string): string {
  return fillMessage(status === 'SELESAI' ? T.fakturResolved : T.fakturCancelled, { noFaktur });
}
