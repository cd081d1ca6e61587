import { formatRupiah } from '../format/number';
import { fillMessage, MESSAGE_TEMPLATES } from '../messages/templates';

const T = MESSAGE_TEMPLATES.cashBook;

/** Messages of the cash book, card cash-out and money moves (Indonesian; spec 000 §5, §8, spec 001 §8). */
export const CASH_MESSAGES = {
  /** spec 000 §5 */
  kategoriRequired: 'Kategori Tidak Boleh Kosong',
  /** spec 000 §5: for both origin and destination */
  asalRequired: 'Asal Tidak Boleh Kosong',
  keteranganRequired: 'Keterangan Tidak Boleh Kosong',
  jumlahRequired: 'Jumlah Rp Tidak Boleh Kosong',
  /** spec 000 §5 */
  rekeningSame: 'Rekening Tidak Boleh Sama',
  /** spec 000 §8 */
  mutasiBankSaved: 'Mutasi Uang Bank Berhasil Disimpan',
  mutasiBankFailed: 'Gagal Menambahkan Mutasi Uang Bank',
  mutasiCashSaved: 'Mutasi Uang Cash Berhasil Disimpan',
  mutasiCashFailed: 'Gagal Menambahkan Mutasi Cash',
  /** spec 001 §8 (non-cash report) */
  reportFound: 'Laporan Tersedia',
  reportEmpty: 'Laporan Tidak Tersedia',
  reportFailed: 'Terjadi Kesalhaan Saat Mengirim Data',
  found: 'Data Tersedia',
  empty: 'Data Tidak Tersedia',

  jumlahNotNumber: 'Jumlah Rp harus berupa angka',
  jumlahNotWhole: 'Jumlah Rp harus bilangan bulat (rupiah)',
  jumlahNotPositive: 'Jumlah Rp harus lebih dari 0',
  jumlahTooLarge: 'Jumlah Rp terlalu besar',
  rekeningRequired: 'Rekening Tidak Boleh Kosong',
  rekeningUnknown: (no: string) => fillMessage(T.rekeningUnknown, { noRekening: no }),
  rekeningNotOfBank: (no: string, bank: string) => fillMessage(T.rekeningNotOfBank, { noRekening: no, kodeBank: bank }),
  bankOnly: 'Mutasi uang bank hanya antar rekening bank, gunakan Mutasi Uang Cash untuk CASH',
  bothCash: 'Asal dan tujuan tidak boleh sama-sama CASH',
  needsCash: 'Mutasi uang cash harus dari atau ke CASH',
  sameAccount: 'Asal dan tujuan tidak boleh sama',
  /** Any payout an account does not hold (it never goes below zero): names the account and its balance and the other way to pay. */
  /** a payout only the drawer can make (a pawn loan is paid out in cash): no transfer to suggest */
  saldoLaciKurang: (saldo: number) => fillMessage(T.drawerShort, { saldo: formatRupiah(saldo) }),
  saldoKurang: (akun: string, saldo: number) =>
    akun === 'CASH' ? fillMessage(T.cashShort, { saldo: formatRupiah(saldo) }) : fillMessage(T.accountShort, { akun, saldo: formatRupiah(saldo) }),
  kodeTransaksiRequired: 'Kode Transaksi Tidak Boleh Kosong',
  kodeTransaksiUnknown: (kode: string) => fillMessage(T.kodeTransaksiUnknown, { kodeTransaksi: kode }),
  kodeTransaksiJenisInvalid: (kode: string, jenis: string) => fillMessage(T.kodeTransaksiJenisInvalid, { kodeTransaksi: kode, jenis }),
  kasMasukSaved: 'Kas Masuk Berhasil Disimpan',
  kasKeluarSaved: 'Kas Keluar Berhasil Disimpan',
  gesekSaved: 'Gesek Tunai Berhasil Disimpan',
  gesekTooSmall: 'Jumlah gesek terlalu kecil: setelah fee tidak ada uang yang dibayarkan',
  feeInvalid: 'Fee harus antara 0 dan 100 dengan 2 desimal',
  pengalihanRequested: 'Permintaan Pengalihan Saldo Berhasil Dikirim',
  pengalihanValidated: 'Pengalihan Saldo Berhasil Divalidasi',
  pengalihanRejected: 'Pengalihan Saldo Ditolak',
  pengalihanNotFound: 'Pengalihan saldo tidak ditemukan',
  pengalihanDone: 'Pengalihan saldo sudah diproses',
  pengalihanOldDay: 'Permintaan pengalihan dari hari yang sudah ditutup tidak dapat divalidasi, buat permintaan baru',
  validatorOnly: 'Hanya supervisor atau owner yang dapat memvalidasi pengalihan saldo',
  dateInvalid: 'Tanggal tidak valid',
  dateAfterToday: 'Tanggal tidak boleh melebihi tanggal sistem toko',
  pageInvalid: 'Skip dan limit harus bilangan bulat positif',
} as const;
