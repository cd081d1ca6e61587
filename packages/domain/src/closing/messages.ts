import { formatBusinessDate } from '../format/date';

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
      return `${count} nota penjualan belum divalidasi`;
    case 'VALIDASI_TITIPAN':
      return `${count} titipan belum divalidasi`;
    case 'STOCK_OPNAME':
      return `${count} stock opname masih terbuka`;
    case 'TIMBANG_BAKI':
      return 'Belum ada timbang baki hari ini';
    case 'OTORISASI':
      return `${count} permintaan otorisasi masih terbuka`;
    case 'KIRIM_UANG':
      return `${count} kiriman uang ke pusat belum diterima`;
    case 'VALIDASI_HUTANG':
      return `${count} transaksi hutang belum divalidasi`;
    default:
      return `${key}: ${count}`;
  }
}

/** Told to a user held by the previous-date rule: the store's date is behind today and not closed. */
export function previousDateMessage(tglSystem: string): string {
  return `Tanggal aktif toko ${formatBusinessDate(tglSystem)} belum ditutup, hubungi supervisor untuk tutup toko`;
}
