/** Messages of tray weighing (/timbang-baki, spec 001 §5, §8) and stock opname (/stock-opname). */
export const STOCK_COUNT_MESSAGES = {
  /** spec 001 §5, byte for byte */
  gudangRequired: 'Mohon Untuk Pilih Kode Gudang',
  bakiRequired: 'Mohon Untuk Pilih Kode Baki',
  /** spec 001 §4 and §8: an empty weighing list */
  empty: 'Data Tidak Tersedia',
  /** spec 001 §8: the info state of the weighing screen (typo kept) */
  available: 'Timbang Baki Tersdia',
  beratTimbangRequired: 'Berat Timbang Tidak Boleh Kosong',
  timbangAdded: 'Data Berhasil Ditambahkan',
  timbangReset: 'Data Timbang Baki Berhasil Direset',
  opnameStarted: 'Stock Opname Berhasil Dimulai',
  opnameClosed: 'Stock Opname Berhasil Ditutup',
  opnameCancelled: 'Stock Opname Berhasil Dibatalkan',
  noOpnameRequired: 'No Opname Tidak Boleh Kosong',
  opnameNotFound: 'Data Stock Opname Tidak Ditemukan',
  found: 'Barang Ditemukan',
  unexpected: 'Barang Tidak Seharusnya Di Tempat Ini',
  unknownBarcode: 'Barcode Tidak Terdaftar',
} as const;

/** 'Stock opname SO-BDG-250310-000001 sudah ditutup' */
export function opnameNotOpenMessage(noOpname: string, status: string): string {
  return `Stock opname ${noOpname} sudah ${status === 'BATAL' ? 'dibatalkan' : 'ditutup'}`;
}

/** Only one open count per tray / warehouse at a time. */
export function opnameAlreadyOpenMessage(noOpname: string, kodeGudang: string, kodeBaki: string | null): string {
  const place = kodeBaki ? `baki ${kodeBaki}` : `gudang ${kodeGudang}`;
  return `Masih ada stock opname ${noOpname} yang terbuka untuk ${place}. Tutup atau batalkan terlebih dahulu`;
}
