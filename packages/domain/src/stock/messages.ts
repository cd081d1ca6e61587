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

const ACTION_OF: Record<string, string> = {
  PINDAH: 'dipindah',
  HANCUR: 'dihancurkan',
  CONTOH_KELUAR: 'diambil sebagai contoh',
  CONTOH_MASUK: 'dikembalikan sebagai contoh',
  JUAL: 'dijual',
  BATAL_JUAL: 'dibatalkan penjualannya',
  TITIP: 'dititipkan',
  BATAL_TITIP: 'dibatalkan titipannya',
  KIRIM: 'dikirim',
  TERIMA: 'diterima',
  BATAL_TERIMA: 'dibatalkan penerimaannya',
  BATAL_LELANG: 'dibatalkan lelangnya',
  AKSESORIS_TAMBAH: 'ditambah stocknya',
  AKSESORIS_AMBIL: 'diambil stocknya',
  KOREKSI: 'diubah',
  OPNAME: 'dipindah oleh stock opname',
  LABEL: 'dicetak labelnya',
};

/** 'Barcode X tidak dapat dipindah karena status TERJUAL' */
export function statusRefusedMessage(code: string, jenis: string, status: string): string {
  return `Barcode ${code} tidak dapat ${ACTION_OF[jenis] ?? 'diproses'} karena status ${status}`;
}

export function alreadyInTrayMessage(code: string, kodeBaki: string): string {
  return `Barcode ${code} sudah berada di baki ${kodeBaki}`;
}

export function notAccessoryMessage(code: string): string {
  return `Barcode ${code} bukan barang aksesoris`;
}

export function accessoryNotAllowedMessage(code: string): string {
  return `Barcode ${code} adalah barang aksesoris`;
}

export function accessoryShortMessage(code: string, stock: number): string {
  return `Stock aksesoris ${code} tidak mencukupi, sisa ${stock}`;
}

export function trayOutsideWarehouseMessage(kodeBaki: string, kodeGudang: string): string {
  return `Baki ${kodeBaki} tidak berada di Gudang ${kodeGudang}`;
}

export function trayInactiveMessage(kodeBaki: string): string {
  return `Baki ${kodeBaki} tidak aktif`;
}

/** A plain transfer may not fill a melting or sample warehouse: those have their own screens. */
export function specialWarehouseMessage(kodeGudang: string, jenisGudang: string): string {
  return `Gudang ${kodeGudang} khusus barang ${jenisGudang}`;
}

export function wrongWarehouseKindMessage(kodeGudang: string, jenisGudang: string): string {
  return `Gudang ${kodeGudang} bukan gudang ${jenisGudang}`;
}

export function emptyTrayMessage(kodeBaki: string): string {
  return `Tidak ada barang di baki ${kodeBaki}`;
}

export function duplicateNameMessage(nama: string): string {
  return `Nama Barang ${nama} sudah ada di stock`;
}

export function duplicateBarcodeMessage(code: string): string {
  return `Kode Barcode ${code} sudah terdaftar`;
}

export function notEditableMessage(code: string, status: string): string {
  return `Barcode ${code} tidak dapat diubah karena status ${status}`;
}

/** 'Baris 3: Berat tidak boleh 0' (first error of a many-rows insert). */
export function rowErrorMessage(row: number, message: string): string {
  return `Baris ${row}: ${message}`;
}
