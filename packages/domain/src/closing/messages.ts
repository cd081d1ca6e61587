import { formatBusinessDate } from '../format/date';
import { fillMessage, MESSAGE_TEMPLATES } from '../messages/templates';

/** Messages of closing the day (/tutup-toko) and the EOD. */
export const CLOSING_MESSAGES = {
  /** spec 000 §8 (message table): the store was closed by another account meanwhile */
  closedByOther: 'Toko sudah ditutup oleh akun lain',
  closed: 'Tutup Toko Berhasil',
  checksRead: 'Pemeriksaan Tutup Toko',
  blocked: 'Toko belum dapat ditutup, selesaikan pemeriksaan yang menghalangi',
  tglSystemRequired: 'Tanggal Tidak Boleh Kosong',
  nextNotAfter: 'Tanggal berikutnya harus setelah tanggal aktif toko',
  nextTooFar: 'Tanggal berikutnya paling lambat 31 hari setelah tanggal aktif toko',
  eodFound: 'Laporan Tersedia',
  eodNotClosed: 'Tanggal ini belum ditutup',
  /** a ledger row on a day already closed (migration 0013); the writing save runs again */
  dayChanged: 'Tanggal toko berubah saat disimpan',
} as const;

export function closingCheckMessage(key: string, count: number): string {
  switch (key) {
    case 'VALIDASI_PENJUALAN':
      return fillMessage(MESSAGE_TEMPLATES.closingChecks.checkValidasiPenjualan, { jumlah: count });
    case 'VALIDASI_TITIPAN':
      return fillMessage(MESSAGE_TEMPLATES.closingChecks.checkValidasiTitipan, { jumlah: count });
    case 'STOCK_OPNAME':
      return fillMessage(MESSAGE_TEMPLATES.closingChecks.checkStockOpname, { jumlah: count });
    case 'TIMBANG_BAKI':
      return MESSAGE_TEMPLATES.closingChecks.checkTimbangBaki;
    case 'OTORISASI':
      return fillMessage(MESSAGE_TEMPLATES.closingChecks.checkOtorisasi, { jumlah: count });
    case 'KIRIM_UANG':
      return fillMessage(MESSAGE_TEMPLATES.closingChecks.checkKirimUang, { jumlah: count });
    case 'VALIDASI_HUTANG':
      return fillMessage(MESSAGE_TEMPLATES.closingChecks.checkValidasiHutang, { jumlah: count });
    case 'VALIDASI_CICILAN':
      return fillMessage(MESSAGE_TEMPLATES.closingChecks.checkValidasiCicilan, { jumlah: count });
    case 'VALIDASI_JUAL_BELI_MANUAL':
      return fillMessage(MESSAGE_TEMPLATES.closingChecks.checkValidasiJualBeliManual, { jumlah: count });
    case 'VALIDASI_PESANAN':
      return fillMessage(MESSAGE_TEMPLATES.closingChecks.checkValidasiPesanan, { jumlah: count });
    case 'VALIDASI_SERVICE':
      return fillMessage(MESSAGE_TEMPLATES.closingChecks.checkValidasiService, { jumlah: count });
    case 'VALIDASI_NON_CASH':
      return fillMessage(MESSAGE_TEMPLATES.closingChecks.checkValidasiNonCash, { jumlah: count });
    case 'CICILAN_KAS':
      return fillMessage(MESSAGE_TEMPLATES.closingChecks.checkCicilanKas, { jumlah: count });
    default:
      return `${key}: ${count}`;
  }
}

/** Told to a user held by the previous-date rule: the store's date is behind today and not closed. */
export function previousDateMessage(tglSystem: string): string {
  return fillMessage(MESSAGE_TEMPLATES.closingChecks.previousDate, { tgl: formatBusinessDate(tglSystem) });
}
