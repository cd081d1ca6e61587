/** The cash book, card cash-out and money moves (issue 18): Malay. */
export const cash = {
  common: {
    tanggal: 'Tarikh', jam: 'Masa', kategori: 'Kategori', keterangan: 'Keterangan', noRef: 'No Rujukan', masuk: 'Masuk', keluar: 'Keluar',
    saldo: 'Baki', saldoAwal: 'Baki Awal', saldoAkhir: 'Baki Akhir', totalMasuk: 'Jumlah Masuk', totalKeluar: 'Jumlah Keluar',
    inputBy: 'Dimasukkan Oleh', jumlahRp: 'Amaun (Rp)', rekening: 'Akaun', bank: 'Bank', simpan: 'Simpan', batal: 'Batal', empty: 'Tiada Data',
    loadFailed: 'Ralat semasa meminta data', saveFailed: 'Ralat semasa menghantar data', akun: 'Akaun', semuaRekening: 'SEMUA AKAUN', pilih: 'Pilih',
  },
  kas: {
    title: 'Wang Tunai', bookOf: 'Buku Tunai {{tanggal}}', kasMasuk: 'Tunai Masuk', kasKeluar: 'Tunai Keluar', kodeTransaksi: 'Kod Transaksi',
    modalMasuk: 'Tambah Tunai Masuk', modalKeluar: 'Tambah Tunai Keluar', kodeRequired: 'Kod Transaksi wajib diisi', approvalDeskripsi: '{{kategori}} {{jumlah}}',
  },
  bank: { title: 'Wang Bank', pilihRekening: 'Pilih Akaun' },
  gesek: {
    title: 'Pengeluaran Tunai Kad', jumlahGesek: 'Amaun Dicaj', fee: 'Yuran', feePersen: 'Yuran (%)', dibayar: 'Tunai Kepada Pelanggan',
    namaCustomer: 'Nama Pelanggan', simpan: 'Simpan Pengeluaran Tunai', history: 'Sejarah Pengeluaran Tunai Kad', cetak: 'Cetak', receiptTitle: 'RESIT PENGELUARAN TUNAI KAD',
    rekeningRequired: 'Akaun wajib dipilih',
  },
  mutasi: {
    titleBank: 'Pindahan Wang Bank', titleCash: 'Pindahan Wang Tunai', tambah: 'Tambah Pindahan', asal: 'Dari', tujuan: 'Ke',
    asalRekening: 'Akaun Asal', tujuanRekening: 'Akaun Tujuan', cash: 'CASH', saldoAkun: 'Baki Akaun Hari Ini', riwayat: 'Pindahan Hari Ini',
    kategoriRequired: 'Kategori wajib diisi', asalRequired: 'Asal wajib diisi', keteranganRequired: 'Keterangan wajib diisi',
    jumlahRequired: 'Amaun wajib diisi', rekeningSame: 'Akaun tidak boleh sama', rekeningRequired: 'Akaun wajib dipilih',
    bankFailed: 'Gagal menambah pindahan wang bank', cashFailed: 'Gagal menambah pindahan wang tunai',
    kategoriOptions: { SETOR: 'DEPOSIT', TARIK: 'PENGELUARAN', PINDAH_BUKU: 'PINDAH BUKU', LAINNYA: 'LAIN-LAIN' },
  },
  pengalihan: {
    title: 'Pengalihan Baki Wang', minta: 'Mohon Pengalihan', noPengalihan: 'No Pengalihan', status: 'Status', validBy: 'Disahkan Oleh', validasi: 'Sahkan', tolak: 'Tolak',
    konfirmasiValidasi: 'Sahkan pengalihan {{no}} sebanyak {{jumlah}}?', konfirmasiTolak: 'Tolak pengalihan {{no}}?',
    statuses: { ALL: 'SEMUA', OPEN: 'MENUNGGU', VALID: 'SAH', TOLAK: 'DITOLAK' },
  },
  reports: {
    nonCashTitle: 'LAPORAN TRANSAKSI BUKAN TUNAI', cashTitle: 'LAPORAN TRANSAKSI KEWANGAN TUNAI', gesekTitle: 'LAPORAN PENGELUARAN TUNAI KAD',
    jenis: 'Jenis', jenisOptions: { ALL: 'SEMUA', DEBET: 'DEBIT', CREDIT: 'KREDIT', TRANSFER: 'PINDAHAN' }, noRekening: 'No Akaun', semua: 'SEMUA',
    namaBank: 'Nama Bank', fee: 'Yuran', jumlahGesek: 'Amaun Dicaj (Rp)', mode: 'Jenis Laporan', modes: { REKAP: 'RINGKASAN', DETAIL: 'TERPERINCI' },
    kasir: 'Juruwang', jumlahTransaksi: 'Bilangan Transaksi', nonCashFailed: 'Ralat semasa menghantar data',
  },
  /** /validasi-non-cash (VALIDASI_NON_CASH_MODULE, issue 36) */
  nonCash: {
    title: "Pengesahan Bukan Tunai",
    hint: "Bayaran kad dan pindahan yang menunggu dipadankan dengan penyata bank. Setelah disahkan, bayaran dikira dalam baki bank.",
    noFaktur: "No Dokumen",
    customer: "Pelanggan",
    jumlahBayar: "Jumlah Bayar",
    fee: "Yuran",
    jumlahGesek: "Jumlah Di Bank",
    validasi: "Sahkan",
    modalTitle: "Sahkan {{no}}",
    expected: "Padankan dengan penyata bank {{bank}}",
    noReferensi: "No Rujukan Bank",
    jumlahRekeningKoran: "Jumlah Dalam Penyata Bank",
    referensiRequired: "No rujukan bank diperlukan",
    jumlahRequired: "Jumlah dalam penyata bank diperlukan",
  },
};
