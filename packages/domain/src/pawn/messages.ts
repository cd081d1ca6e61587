import { formatRupiah } from '../format/number';

/**
 * Messages of pawn loans (spec 000 §5 rules for debt, written in the product's Indonesian): byte for byte
 * the `id` texts; the web shows them by code in the picked language.
 */
export const PAWN_MESSAGES = {
  kadarOver100: 'Kadar Tidak Boleh Lebih Dari 100',
  kadarZero: 'Kadar Tidak Boleh 0',
  beratUnderGold: 'Berat Tidak Boleh Kurang Dari Berat Emas',
  beratZero: 'Berat Tidak Boleh 0',
  overCeiling: 'Jumlah Hutang Tidak Boleh Melebihi Plafond',
  newInterestEmpty: 'Bunga Baru Tidak Boleh Kosong',
  namaCustomerEmpty: 'Nama Customer Tidak Boleh Kosong',
  alamatCustomerEmpty: 'Alamat Customer Tidak Boleh Kosong',
  noHpEmpty: 'No HP Tidak Boleh Kosong',
  noIdentitasEmpty: 'No Identitas Tidak Boleh Kosong',
  barangEmpty: 'Barang Jaminan Tidak Boleh Kosong',
  jumlahHutangEmpty: 'Jumlah Hutang Tidak Boleh Kosong',
  noBand: 'Parameter Bunga Hutang Untuk Jumlah Ini Belum Ada',
  loanSaved: 'Transaksi Hutang Berhasil Disimpan',
  found: 'Data Hutang Tersedia',
  notFound: 'Data Yang Anda Cari Tidak Ada',
  interestPaid: 'Pembayaran Bunga Berhasil Disimpan',
  renewed: 'Peremajaan Hutang Berhasil Disimpan',
  principalPaid: 'Pembayaran Pokok Berhasil Disimpan',
  redeemed: 'Penebusan Hutang Berhasil Disimpan',
  redemptionCancelled: 'Batal Hutang Lunas Berhasil',
  auctioned: 'Lelang Hutang Berhasil Disimpan',
  validated: 'Validasi Hutang Berhasil',
  notOpen: 'Hutang Tidak Aktif',
  notRedeemed: 'Hutang Belum Lunas',
  redeemedOtherDay: 'Penebusan Hari Sebelumnya Tidak Dapat Dibatalkan',
  notPastGrace: 'Hutang Belum Melewati Jatuh Tempo Dan Masa Tenggang',
  principalOverLoan: 'Pembayaran Pokok Tidak Boleh Melebihi Sisa Hutang',
  principalEmpty: 'Pembayaran Pokok Tidak Boleh Kosong',
  hargaLelangEmpty: 'Harga Lelang Tidak Boleh Kosong',
  auctionWayInvalid: 'Cara Lelang Harus JUAL Atau STOK',
  auctionNoTray: 'Baki Untuk Barang Lelang Tidak Ditemukan',
  auctionNoDept: 'Jenis Untuk Barang Lelang Tidak Ditemukan',
  alasanEmpty: 'Alasan Tidak Boleh Kosong',
  reportEmpty: 'Laporan Tidak Tersedia',
  reportFound: 'Laporan Tersedia',
  noPinjamEmpty: 'No Pinjam Tidak Boleh Kosong',
  remindersSent: 'Pengingat Hutang Dikirim',
  photoSaved: 'Foto Barang Jaminan Tersimpan',
  fotoInvalid: 'Foto Barang Jaminan Tidak Valid, Ambil Ulang Foto',
  pieceUnknown: 'Barang Tidak Ada',
  receiptSent: 'Nota Hutang Berhasil Dikirim',
  notRedeemedReceipt: 'Hutang Belum Ditebus, Nota Tebus Tidak Ada',
  auctionBelowFloor: 'Harga Lelang Dibawah Pokok + Bunga',
  auctionCancelled: 'Batal Lelang Hutang Berhasil',
  notAuctioned: 'Hutang Belum Dilelang',
  auctionedOtherDay: 'Lelang Hari Sebelumnya Tidak Dapat Dibatalkan',
  auctionItemGone: 'Barang Lelang Sudah Tidak Ada Di Stok, Lelang Tidak Dapat Dibatalkan',
  interestAheadUnconfirmed: 'Bunga Sampai Hari Ini Sudah Lunas, Bayar Di Muka Harus Dikonfirmasi',
} as const;

/** The auction floor refusal with the floor, for the field (the code stays that of `auctionBelowFloor`). */
export function auctionBelowFloorDetail(floor: number): string {
  return `${PAWN_MESSAGES.auctionBelowFloor} (${formatRupiah(floor)})`;
}

/** The ceiling refusal with the amounts, for the screen (the code stays that of `overCeiling`). */
export function overCeilingDetail(plafond: number): string {
  return `${PAWN_MESSAGES.overCeiling} (${formatRupiah(plafond)})`;
}
