import { KADAR_BARANG_MAX } from './constants';
import { fillMessage, MESSAGE_TEMPLATES } from '../messages/templates';

/** Messages of the stock screens and endpoints (Indonesian). */
export const STOCK_MESSAGES = {
  namaRequired: 'Nama Barang Tidak Boleh Kosong',
  namaTooShort: 'Nama Barang harus lebih dari 5 karakter',
  beratRequired: 'Berat Tidak Boleh Kosong',
  beratZero: 'Berat tidak boleh 0',
  beratNegative: 'Berat tidak boleh kurang dari 0',
  beratInvalid: 'Berat tidak valid',
  beratDecimals: 'Berat maksimal 3 desimal',
  beratTooLarge: 'Berat tidak boleh lebih dari 100000 gram',
  kadarZero: 'Kadar tidak boleh 0',
  kadarOver: `Kadar tidak boleh lebih dari ${KADAR_BARANG_MAX}`,
  kadarInvalid: 'Kadar tidak valid',
  barcodePattern: 'Kode Barcode hanya boleh huruf, angka, titik, garis bawah atau strip',
  barcodeRequired: 'Barcode Tidak Boleh Kosong',
  jumlahOneForBarcode: 'Jumlah barang berbarcode harus 1',
  jumlahRequired: 'Jumlah Tidak Boleh Kosong',
  jumlahZero: 'Jumlah tidak boleh 0',
  hargaJualRequired: 'Harga Jual Tidak Boleh Kosong',
  jenisHargaInvalid: 'Jenis Harga harus GRAM, BANDROL atau AKSESORIS',
  sortInvalid: 'Sort By tidak valid',
  statusInvalid: 'Status tidak valid',
  noRows: 'Data Barang Tidak Boleh Kosong',
  tooManyRows: 'Data Barang maksimal 2000 baris',
  sameTray: 'Baki asal dan tujuan tidak boleh sama',
  noPindahRequired: 'No Pindah Tidak Boleh Kosong',
  searchEmpty: 'Data Yang Anda Cari Tidak Ada',
  /** the transfer search's success text in spec 001 §8, byte for byte (it says Hutang) */
  transferFound: 'Data Hutang Tersedia',
  itemAdded: 'Data Berhasil Ditambahkan',
  itemChanged: 'Data Berhasil Dirubah',
  moved: 'Pindah Barang Berhasil',
  melted: 'Barang Berhasil Dihancurkan',
  sampleOut: 'Barang Contoh Berhasil Diambil',
  sampleIn: 'Barang Contoh Berhasil Dikembalikan',
  accessoryAdded: 'Stock Aksesoris Berhasil Ditambahkan',
  accessoryTaken: 'Stock Aksesoris Berhasil Diambil',
  profitUpdated: 'Data Berhasil Diedit',
  noMeltingWarehouse: 'Gudang hancur belum diatur',
  noSampleWarehouse: 'Gudang contoh belum diatur',
} as const;

/** 'Barcode BDG0000001 sudah ada di tabel' (spec: a barcode cannot be added twice to a table). */
export function barcodeTwiceMessage(code: string): string {
  return fillMessage(MESSAGE_TEMPLATES.barcodes.barcodeTwice, { code });
}

export function barcodeNotFoundMessage(code: string): string {
  return fillMessage(MESSAGE_TEMPLATES.barcodes.barcodeNotFound, { code });
}

const T = MESSAGE_TEMPLATES.stockItems;

/** The refusal's template by stock move: a sale and a correction share the sales' and the item edit's text. */
const REFUSAL_OF: Record<string, string> = {
  PINDAH: MESSAGE_TEMPLATES.stockRefusals.pindah,
  HANCUR: MESSAGE_TEMPLATES.stockRefusals.hancur,
  CONTOH_KELUAR: MESSAGE_TEMPLATES.stockRefusals.contohKeluar,
  CONTOH_MASUK: MESSAGE_TEMPLATES.stockRefusals.contohMasuk,
  JUAL: MESSAGE_TEMPLATES.barcodes.notSellable,
  BATAL_JUAL: MESSAGE_TEMPLATES.stockRefusals.batalJual,
  TITIP: MESSAGE_TEMPLATES.stockRefusals.titip,
  BATAL_TITIP: MESSAGE_TEMPLATES.stockRefusals.batalTitip,
  KIRIM: MESSAGE_TEMPLATES.stockRefusals.kirim,
  TERIMA: MESSAGE_TEMPLATES.stockRefusals.terima,
  BATAL_TERIMA: MESSAGE_TEMPLATES.stockRefusals.batalTerima,
  BATAL_LELANG: MESSAGE_TEMPLATES.stockRefusals.batalLelang,
  AKSESORIS_TAMBAH: MESSAGE_TEMPLATES.stockRefusals.aksesorisTambah,
  AKSESORIS_AMBIL: MESSAGE_TEMPLATES.stockRefusals.aksesorisAmbil,
  KOREKSI: T.notEditable,
  OPNAME: MESSAGE_TEMPLATES.stockRefusals.opname,
  LABEL: MESSAGE_TEMPLATES.stockRefusals.label,
};

/** 'Barcode X tidak dapat dipindah karena status TERJUAL' */
export function statusRefusedMessage(code: string, jenis: string, status: string): string {
  return fillMessage(REFUSAL_OF[jenis] ?? MESSAGE_TEMPLATES.stockRefusals.other, { code, status });
}

export function alreadyInTrayMessage(code: string, kodeBaki: string): string {
  return fillMessage(T.alreadyInTray, { code, kodeBaki });
}

export function notAccessoryMessage(code: string): string {
  return fillMessage(T.notAccessory, { code });
}

export function accessoryNotAllowedMessage(code: string): string {
  return fillMessage(T.isAccessory, { code });
}

export function accessoryShortMessage(code: string, stock: number): string {
  return fillMessage(T.accessoryShort, { code, jumlah: stock });
}

export function trayOutsideWarehouseMessage(kodeBaki: string, kodeGudang: string): string {
  return fillMessage(T.trayOutsideWarehouse, { kodeBaki, kodeGudang });
}

export function trayInactiveMessage(kodeBaki: string): string {
  return fillMessage(T.trayInactive, { kodeBaki });
}

/** A plain transfer may not fill a melting or sample warehouse: those have their own screens. */
export function specialWarehouseMessage(kodeGudang: string, jenisGudang: string): string {
  return fillMessage(T.specialWarehouse, { kodeGudang, jenisGudang });
}

export function wrongWarehouseKindMessage(kodeGudang: string, jenisGudang: string): string {
  return fillMessage(T.wrongWarehouseKind, { kodeGudang, jenisGudang });
}

export function emptyTrayMessage(kodeBaki: string): string {
  return fillMessage(T.emptyTray, { kodeBaki });
}

export function duplicateNameMessage(nama: string): string {
  return fillMessage(T.duplicateName, { nama });
}

export function duplicateBarcodeMessage(code: string): string {
  return fillMessage(T.duplicateBarcode, { code });
}

export function notEditableMessage(code: string, status: string): string {
  return fillMessage(T.notEditable, { code, status });
}

/** 'Baris 3: Berat tidak boleh 0' (first error of a many-rows insert). */
export function rowErrorMessage(row: number, message: string): string {
  return fillMessage(T.rowError, { row, message });
}
