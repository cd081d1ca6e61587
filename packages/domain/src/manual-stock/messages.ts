import { mgToWeightString } from '../units/weight';

/** Texts of the manual stock, its sale and purchase and their validation (issue 35), Indonesian. */
export const MANUAL_STOCK_MESSAGES = {
  found: 'Data Barang Manual Tersedia',
  empty: 'Data Barang Manual Tidak Tersedia',
  saleSaved: 'Penjualan Manual Berhasil Disimpan',
  buySaved: 'Pembelian Manual Berhasil Disimpan',
  validated: 'Transaksi Manual Berhasil Divalidasi',
  listFound: 'Data Transaksi Manual Tersedia',
  listEmpty: 'Data Transaksi Manual Tidak Tersedia',
  notFound: 'Transaksi Manual tidak ditemukan',
  noLines: 'Barang Minimal 1',
  groupRequired: 'Group Harus Dipilih',
  groupUnknown: 'Group tidak terdaftar',
  jenisRequired: 'Jenis Harus Dipilih',
  jenisUnknown: 'Jenis tidak terdaftar',
  gudangRequired: 'Gudang Harus Dipilih',
  bakiRequired: 'Baki Harus Dipilih',
  bakiUnknown: 'Baki tidak terdaftar di gudang ini',
  qtyInvalid: 'Jumlah harus bilangan bulat lebih dari 0',
  hargaRequired: 'Harga Tidak Boleh 0',
  lineTwice: 'Barang yang sama tidak boleh dua kali dalam satu transaksi',
  paymentMismatch: 'Jumlah pembayaran harus sama dengan total harga',
  noneSelected: 'Pilih minimal 1 transaksi',
} as const;

/** The stock of one line is short: what the store has, in pieces and grams. */
export function manualStockShortMessage(place: string, qty: number, beratMg: number): string {
  return `Stok barang manual ${place} tidak cukup (tersedia ${qty} pcs, ${mgToWeightString(beratMg)} gr)`;
}
