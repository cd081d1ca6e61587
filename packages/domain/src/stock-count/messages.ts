import { isPresentStatus } from '../stock/constants';

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
  timbangSaved: 'Berat Timbang Berhasil Disimpan',
  timbangNotFound: 'Data Timbang Baki Tidak Ditemukan',
  timbangAlreadyWeighed: 'Berat Timbang Baki Ini Sudah Disimpan',
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

/**
 * A scanned item the count expected, which has left the counted place since the count started:
 * 'Barang X sudah keluar dari baki B02 sejak stock opname dimulai (sekarang di UTAMA / B01)'.
 */
export function itemLeftPlaceMessage(
  kodeBarcode: string,
  counted: { kode_gudang: string; kode_baki: string | null },
  now: { kode_gudang: string; kode_baki: string; status: string },
): string {
  const place = counted.kode_baki ? `baki ${counted.kode_baki}` : `gudang ${counted.kode_gudang}`;
  const where = isPresentStatus(now.status) ? `sekarang di ${now.kode_gudang} / ${now.kode_baki}` : `status ${now.status}`;
  return `Barang ${kodeBarcode} sudah keluar dari ${place} sejak stock opname dimulai (${where})`;
}

/** Only one open count per tray / warehouse at a time. */
export function opnameAlreadyOpenMessage(noOpname: string, kodeGudang: string, kodeBaki: string | null): string {
  const place = kodeBaki ? `baki ${kodeBaki}` : `gudang ${kodeGudang}`;
  return `Masih ada stock opname ${noOpname} yang terbuka untuk ${place}. Tutup atau batalkan terlebih dahulu`;
}

/**
 * The close of a count, with what it did to the stray items it found: 'Stock Opname Berhasil Ditutup.
 * 1 barang dipindahkan ke baki CT01. Tidak dipindahkan: BDG0000009 (TERJUAL)'. Without strays the
 * catalogue's text alone.
 */
export function opnameClosedMessage(kodeBaki: string | null, moved: number, notMoved: readonly { kode_barcode: string; status: string }[]): string {
  let text = STOCK_COUNT_MESSAGES.opnameClosed;
  if (moved > 0 && kodeBaki) text += `. ${moved} barang dipindahkan ke baki ${kodeBaki}`;
  if (notMoved.length) text += `. Tidak dipindahkan: ${notMoved.map((i) => `${i.kode_barcode} (${i.status})`).join(', ')}`;
  return text;
}
