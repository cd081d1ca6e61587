import { fillMessage, MESSAGE_TEMPLATES } from '../messages/templates';
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
  rfidTagInvalid: 'Tag RFID tidak valid (4-64 huruf atau angka)',
  rfidNoTags: 'Tidak ada tag RFID yang dibaca',
  rfidSaved: 'Tag RFID Berhasil Disimpan',
  rfidRemoved: 'Tag RFID Berhasil Dihapus',
  rfidItemUnknown: 'Barang dengan barcode ini tidak ada di toko',
  timbangRecheckSaved: 'Berat Timbang Baki Berhasil Dicatat',
  timbangRecheckTray: 'Timbang ulang hanya untuk stock opname satu baki',
} as const;

/** A batch of RFID reads: what it did, for the counter's notice. */
export function rfidBatchMessage(b: { dibaca: number; ditemukan: number; tidak_seharusnya: number; tidak_dikenal: number; sudah_dibaca: number; keluar: number }): string {
  const parts = [`${b.dibaca} tag dibaca`, `${b.ditemukan} ditemukan`];
  if (b.tidak_seharusnya) parts.push(`${b.tidak_seharusnya} salah baki`);
  if (b.tidak_dikenal) parts.push(`${b.tidak_dikenal} tidak terdaftar`);
  if (b.sudah_dibaca) parts.push(`${b.sudah_dibaca} sudah dibaca sebelumnya`);
  if (b.keluar) parts.push(`${b.keluar} sudah keluar dari tempat ini`);
  return parts.join(', ');
}

/** An RFID tag already carried by another item of the store. */
export function rfidTakenMessage(rfid: string, kodeBarcode: string): string {
  return `Tag RFID ${rfid} sudah dipakai barang ${kodeBarcode}`;
}

const T = MESSAGE_TEMPLATES.stockCounts;

/** 'Stock opname SO-BDG-250310-000001 sudah ditutup' */
export function opnameNotOpenMessage(noOpname: string, status: string): string {
  return fillMessage(status === 'BATAL' ? T.alreadyCancelled : T.alreadyClosed, { noOpname });
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
  const present = isPresentStatus(now.status);
  const template = counted.kode_baki
    ? present ? T.leftTrayNowAt : T.leftTrayStatus
    : present ? T.leftWarehouseNowAt : T.leftWarehouseStatus;
  return fillMessage(template, {
    code: kodeBarcode,
    kodeBaki: counted.kode_baki ?? '',
    kodeGudang: counted.kode_gudang,
    kodeGudangNow: now.kode_gudang,
    kodeBakiNow: now.kode_baki,
    status: now.status,
  });
}

export function opnameAlreadyOpenMessage(noOpname: string, kodeGudang: string, kodeBaki: string | null): string {
  return kodeBaki ? fillMessage(T.openForTray, { noOpname, kodeBaki }) : fillMessage(T.openForWarehouse, { noOpname, kodeGudang });
}

/**
 * The close of a count, with what it did to the stray items it found: 'Stock Opname Berhasil Ditutup.
 * 1 barang dipindahkan ke baki CT01. Tidak dipindahkan: BDG0000009 (TERJUAL)'. Without strays the
 * catalogue's text alone.
 */
export function opnameClosedMessage(kodeBaki: string | null, moved: number, notMoved: readonly { kode_barcode: string; status: string }[]): string {
  const items = notMoved.map((i) => `${i.kode_barcode} (${i.status})`).join(', ');
  if (moved > 0 && kodeBaki) return fillMessage(notMoved.length ? T.closedMovedNotMoved : T.closedMoved, { jumlah: moved, kodeBaki, items });
  if (notMoved.length) return fillMessage(T.closedNotMoved, { items });
  return STOCK_COUNT_MESSAGES.opnameClosed;
}
