/**
 * Texts of the master screens and the gold price screens (Indonesian, the default language).
 * The masters' own titles and field labels come from the registry (packages/domain/src/masters);
 * these are the texts around them. The specification's texts are byte for byte.
 */
export const masters = {
  page: {
    /** panel title of a /master-* screen, from the registry's title */
    title: 'Master {{title}}',
    empty: 'Data {{title}} Kosong',
    /** delete question of a record whose code the server makes (Keterangan Penjualan) */
    deleteRecordConfirm: 'Apakah Anda Yakin Ingin Menghapus Data Ini ?',
  },
  hargaEmas: {
    title: 'Master Parameter Harga Emas',
    tanggal: 'Harga Berlaku Tanggal',
    kodeGroup: 'Kode Group',
    namaGroup: 'Nama Group',
    kadar: 'Kadar',
    hargaJual: 'Harga Jual / Gram',
    hargaBeli: 'Harga Beli / Gram',
    tglBerlaku: 'Berlaku Mulai',
    sumber: 'Sumber',
    ikutGlobal: 'Ikut Harga Global',
    nominalGlobal: 'Harga Global',
    inputBy: 'Input Oleh',
    inputDate: 'Waktu Input',
    notSet: 'Belum Diatur',
    empty: 'Data Harga Emas Kosong',
    update: 'Update Harga',
    updateTitle: 'Update Harga Emas',
    updateHint:
      'Harga baru berlaku mulai tanggal berlaku; harga lama tetap tersimpan di riwayat. Yang dikirim hanya group yang dicentang; group yang ikut harga global mengikuti Harga Emas Global.',
    include: 'Ubah',
    history: 'Riwayat',
    historyTitle: 'Riwayat Harga Emas',
    historyGroup: 'Group',
    historyAll: 'SEMUA GROUP',
    historyEmpty: 'Riwayat Harga Kosong',
    csvFileName: 'harga-emas',
    historyCsvFileName: 'riwayat-harga-emas',
  },
  hargaGlobal: {
    title: 'Parameter Harga Emas Global',
    nominal: 'Harga Emas Global (24 Karat / Gram)',
    save: 'Simpan',
    saving: 'Sedang Menyimpan',
    since: 'Berlaku sejak {{date}} (input {{user}})',
    notSet: 'Harga emas global belum diatur',
    hint: 'Group yang ikut harga global dihitung ulang dari harga ini mulai tanggal aktif toko.',
    reloading: 'Halaman dimuat ulang dalam 3 detik...',
  },
} as const;
